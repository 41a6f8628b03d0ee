import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, loginAs, test, shownMessage, signedIn } from './fixtures';

// The workbench's counts from the platform, the rule settings saved on the platform, /replace1.

async function headerUnread(page: Page): Promise<number> {
  const label = (await page.getByRole('banner').locator('a.ws-messages').getAttribute('aria-label')) ?? '';
  return Number(label.match(/（(\d+) 条未读）/)?.[1] ?? 0);
}

test('the carrier’s workbench counts its orders and waybills by status and links to the lists', async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
  const orders = page.getByRole('region', { name: '订单', exact: true });
  await expect(orders.getByRole('heading')).toHaveText(/订单（[1-9]\d*）/);
  const waybills = page.getByRole('region', { name: '派车单', exact: true });
  await expect(waybills.getByRole('heading')).toHaveText(/派车单（[1-9]\d*）/);
  await expect(waybills.getByRole('link').first()).toHaveAttribute('href', /^\/order-manage\/dispatchOrder\?status=[A-Z]+$/);
  await expect(orders.getByRole('link').first()).toHaveAttribute('href', /^\/order-manage\/logisticsOrderList\?status=[A-Z]+$/);
  await expect(page.getByTestId('workbench-unread')).toHaveText(String(await headerUnread(page)));
  await expect(page.getByRole('region', { name: '认证审核' })).toContainText('已完成认证');
});

test('rule settings are validated at the field and saved on the platform', async ({ page }, testInfo) => {
  await signedIn(page, DEMO_ACCOUNTS.driver.mobile);
  await page.goto('/workbenck/workbenchset');
  await expect(page.getByRole('heading', { name: '系统规则设置' })).toBeVisible();
  const days = page.getByLabel('自动确认回单（签收后天数，0 为不自动确认）');
  await days.fill('40');
  // the browser's own max check would stop the form: let the server answer
  await page.locator('form.ws-settings').evaluate((form) => form.setAttribute('novalidate', ''));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '天数不能超过 30')).toBeVisible();
  if (testInfo.project.name === 'js') {
    // with JS the form's own schema (loaded after hydration) refuses it, once loaded before any
    // request: the message at the field, the field marked invalid
    await expect(days).toHaveAttribute('aria-invalid', 'true');
  } else {
    // the server's refusal is told first: 错误： in the title, a summary whose links lead to the fields
    await expect(page).toHaveTitle(/^错误：/);
    const summary = page.getByRole('alert').filter({ hasText: '提交未成功' });
    await expect(summary.getByRole('link', { name: '天数不能超过 30' })).toHaveAttribute('href', `#${await days.getAttribute('id')}`);
  }

  await days.fill('5');
  await page.getByLabel('合理损耗（‰，按装货重量计）').fill('4');
  await page.getByLabel('签收前须上传回单照片').uncheck();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '系统规则设置已保存' })).toBeVisible();
  await page.reload();
  await expect(days).toHaveValue('5');
  await expect(page.getByLabel('合理损耗（‰，按装货重量计）')).toHaveValue('4');
  await expect(page.getByLabel('签收前须上传回单照片')).not.toBeChecked();
});

test('/replace1 sends a non-employee shipper with identity 4 to the workbench', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.goto('/user/messages');
  const menu = page.getByRole('navigation', { name: '侧边菜单' });
  await menu.locator('summary', { hasText: '报表与看板' }).click();
  await menu.getByRole('link', { name: '流量管控' }).click();
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
  await expect(page.getByRole('heading', { name: '我的工作台' })).toBeVisible();
});
