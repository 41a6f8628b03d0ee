import type { Page } from '@playwright/test';
import { expect, loginAs, logout, test } from './fixtures';

// Agents' orders (issue #8), JS off and on. The seed gives each agent one order waiting for its
// appointment (待分配): 恒通 (13800000004) in the js project, 赵春生 (13800000005) in no-js, so the
// two projects never touch the same order. The agent appoints 顺达 (13800000003); 顺达 declines
// with a reason (no-js: after a blank reason is refused at the field) and the agent appoints again;
// 顺达 confirms and may dispatch; the agent still sees the order.

const CARRIER = '13800000003';
const CARRIER_NAME = '天津顺达物流有限公司';

const flash = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function appoint(page: Page) {
  const form = page.getByRole('form', { name: '指派承运商' });
  const select = form.getByLabel('指派承运商');
  const value = await select.locator('option').filter({ hasText: CARRIER_NAME }).first().getAttribute('value');
  await select.selectOption(value!);
  await form.getByRole('button', { name: '指派' }).click();
  await expect(flash(page, '已指派承运商，等待承运商确认')).toBeVisible();
  await expect(page.getByRole('heading', { name: /订单 DD\d+/ })).toContainText('已指派');
}

test('an agent appoints a carrier; the carrier declines, then confirms the second appointment', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const [agent, goods] = testInfo.project.name === 'js' ? ['13800000004', '冷轧卷板'] : ['13800000005', '高线盘条'];
  await loginAs(page, agent);
  await page.goto('/user/myOrder?status=WAITALLOT');
  const row = page.getByRole('row').filter({ hasText: '待分配' }).filter({ hasText: goods });
  await expect(row).toHaveCount(1);
  const orderNo = (await row.getByRole('link').first().textContent())!.trim();
  await row.getByRole('link', { name: `查看 ${orderNo}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('待分配');
  const orderUrl = new URL(page.url()).pathname;
  // Nothing chosen: refused at the field, nothing changes.
  const form = page.getByRole('form', { name: '指派承运商' });
  await form.getByRole('button', { name: '指派' }).click();
  await expect(form.locator('.cap-error').filter({ hasText: '请选择承运商' })).toBeVisible();
  await appoint(page);
  await expect(page.getByRole('form', { name: '指派承运商' })).toHaveCount(0);
  await logout(page);

  // ---- the carrier declines (a reason is required)
  await loginAs(page, CARRIER);
  await page.goto(`/user/myOrder?orderNo=${orderNo}`);
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('已指派');
  await page.goto(orderUrl);
  const decline = page.getByRole('form', { name: '拒绝指派' });
  await decline.getByRole('button', { name: '拒绝指派' }).click();
  await expect(decline.locator('.cap-error').filter({ hasText: '请填写拒绝原因' })).toBeVisible();
  await decline.getByPlaceholder('请填写拒绝原因').fill('本周车辆已排满');
  await decline.getByRole('button', { name: '拒绝指派' }).click();
  await expect(flash(page, '已拒绝指派，订单退回代理')).toBeVisible();
  // No longer the carrier's order: back on its list, where it is gone.
  await expect(page).toHaveURL(/\/user\/myOrder$/);
  await page.goto(`/user/myOrder?orderNo=${orderNo}`);
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);
  await logout(page);

  // ---- the agent sees the reason and appoints again
  await loginAs(page, agent);
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('待分配');
  await expect(page.getByText(/拒绝指派：本周车辆已排满/)).toBeVisible();
  await appoint(page);
  await logout(page);

  // ---- the carrier confirms and may dispatch
  await loginAs(page, CARRIER);
  await page.goto(orderUrl);
  await page.getByRole('button', { name: '确认承运' }).click();
  await expect(flash(page, '已确认指派，可以派车')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('已指派确认');
  await expect(page.getByRole('link', { name: '派车', exact: true })).toBeVisible();
  await logout(page);

  // ---- the agent still follows the order
  await loginAs(page, agent);
  await page.goto(`/user/myOrder?orderNo=${orderNo}&status=APPOINTED`);
  const mine = page.getByRole('row').filter({ hasText: orderNo });
  await expect(mine).toContainText(CARRIER_NAME);
  await expect(mine).toContainText('已指派确认');
});
