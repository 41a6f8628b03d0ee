import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, shownMessage, signedIn } from './fixtures';

// Agents' orders (issue #8), JS off and on. The seed gives each agent one order waiting for its
// appointment (待分配): 恒通 (13800000004) in the js project, 赵春生 (13800000005) in no-js, so the
// two projects never touch the same order. The agent appoints 顺达 (13800000003); 顺达 declines
// with a reason (no-js: after a blank reason is refused at the field) and the agent appoints again;
// 顺达 confirms and may dispatch; the agent still sees the order.

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
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
  const [agent, goods] = testInfo.project.name === 'js' ? [DEMO_ACCOUNTS.agent.mobile, '冷轧卷板'] : [DEMO_ACCOUNTS.individualAgent.mobile, '高线盘条'];
  await signedIn(page, agent);
  await page.goto('/user/myOrder?status=WAITALLOT');
  const row = page.getByRole('row').filter({ hasText: '待分配' }).filter({ hasText: goods });
  await expect(row).toHaveCount(1);
  const orderNo = (await row.getByRole('link').first().textContent())!.trim();
  await row.getByRole('link', { name: new RegExp(` ${orderNo}$`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('待分配');
  const orderUrl = new URL(page.url()).pathname;
  // Nothing chosen: refused at the field, nothing changes.
  const form = page.getByRole('form', { name: '指派承运商' });
  await form.getByRole('button', { name: '指派' }).click();
  await expect(form.locator('.cap-error').filter({ hasText: '请选择承运商' })).toBeVisible();
  await appoint(page);
  await expect(page.getByRole('form', { name: '指派承运商' })).toHaveCount(0);

  // ---- the carrier declines (a reason is required)
  await signedIn(page, CARRIER);
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

  // ---- the agent sees the reason and appoints again
  await signedIn(page, agent);
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('待分配');
  await expect(page.getByText(/拒绝指派：本周车辆已排满/)).toBeVisible();
  await appoint(page);

  // ---- the carrier confirms and may dispatch
  await signedIn(page, CARRIER);
  await page.goto(orderUrl);
  await page.getByRole('button', { name: '确认承运' }).click();
  await expect(flash(page, '已确认指派，可以派车')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('已指派确认');
  await expect(page.getByRole('link', { name: '派车', exact: true })).toBeVisible();

  // ---- the agent still follows the order
  await signedIn(page, agent);
  await page.goto(`/user/myOrder?orderNo=${orderNo}&status=APPOINTED`);
  const mine = page.getByRole('row').filter({ hasText: orderNo });
  await expect(mine).toContainText(CARRIER_NAME);
  await expect(mine).toContainText('已指派确认');
});

test('a carrier (js) or agent (no-js) enters an order for an offline customer, edits it, and no shipper sees it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === 'js';
  const taker = js ? CARRIER : DEMO_ACCOUNTS.agent.mobile;
  const customer = `${js ? '丰南' : '迁安'}建材经销部${Date.now() % 100000}`;
  await signedIn(page, taker);
  await page.goto('/logistics/guest/orderList');
  await expect(page.locator('a[href="/logistics/guest/orderEdit"]').first()).toBeVisible();
  await page.goto('/logistics/guest/orderEdit');
  const form = page.getByRole('form', { name: '代客下单' });
  await form.getByLabel('客户名称').fill(customer);
  await form.getByLabel('联系人').fill('孟庆丰');
  await form.getByLabel('联系电话').fill('1393150');
  await form.getByLabel('货物名称').fill('螺纹钢');
  await form.getByLabel('货物类型').selectOption('steel');
  await form.getByLabel('货物重量（吨）').fill('60.5');
  await form.getByLabel('车辆数').fill('2');
  await form.getByLabel('运价（元/吨）').fill('85.50');
  await form.getByLabel('装货城市').selectOption('1302');
  await form.getByLabel('装货地址').fill('丰南区钢城路18号');
  await form.getByLabel('卸货城市').selectOption('1201');
  await form.getByLabel('卸货地址').fill('滨海新区中心渔港冷链物流园');
  await form.getByRole('button', { name: '提交订单' }).click();
  // A bad phone is refused at its field; the typed values stay.
  const again = page.getByRole('form', { name: '代客下单' });
  await expect(shownMessage(again, '请输入正确的手机号码或座机号码')).toBeVisible();
  await expect(again.getByLabel('客户名称')).toHaveValue(customer);
  await again.getByLabel('联系电话').fill('13931500123');
  await again.getByRole('button', { name: '提交订单' }).click();
  await expect(flash(page, '代客下单成功')).toBeVisible();

  await page.goto(`/logistics/guest/orderList?customerName=${encodeURIComponent(customer)}`);
  const row = page.getByRole('row').filter({ hasText: customer });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('60.5 吨');
  await expect(row).toContainText('5,172.75 元');
  await expect(row).toContainText('已接单');
  const orderNo = (await row.getByRole('link').first().textContent())!.trim();
  await row.getByRole('link', { name: `编辑 ${orderNo}` }).click();
  const edit = page.getByRole('form', { name: `编辑代客订单 ${orderNo}` });
  await expect(edit.getByLabel('客户名称')).toHaveValue(customer);
  await edit.getByLabel('货物重量（吨）').fill('30');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(flash(page, '代客订单已保存')).toBeVisible();
  await page.goto(`/logistics/guest/orderList?orderNo=${orderNo}`);
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('2,565.00 元');
  await page
    .getByRole('row')
    .filter({ hasText: orderNo })
    .getByRole('link', { name: `详情 ${orderNo}` })
    .click();
  await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('已接单');

  // The steel shipper is no party to it.
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.goto(`/user/myOrder?orderNo=${orderNo}`);
  await expect(page.getByText('暂无订单')).toBeVisible();
  await page.goto(orderPath);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});
