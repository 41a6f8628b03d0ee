// No dead ends: every link of every demo role's sidebar opens a screen — never a 404, and never a
// refusal of a screen the role was offered.
import type { Page } from '@playwright/test';
import { LINKED_SCREENS } from '#contract/workspace/role-menus';
import { DEMO_ACCOUNTS, expect, loginAs, test } from './fixtures';

const ROLES = [
  ['individual shipper', DEMO_ACCOUNTS.individualShipper.mobile],
  ['enterprise shipper', DEMO_ACCOUNTS.enterpriseShipper.mobile],
  ['carrier', DEMO_ACCOUNTS.carrier.mobile],
  ['agent', DEMO_ACCOUNTS.agent.mobile],
  ['individual agent and driver', DEMO_ACCOUNTS.individualAgent.mobile],
  ['driver', DEMO_ACCOUNTS.driver.mobile],
  ['operations', DEMO_ACCOUNTS.operator.mobile],
] as const;

for (const [who, mobile] of ROLES) {
  test(`every sidebar link of the ${who} opens its screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, mobile);
    const links = page.getByRole('navigation', { name: '侧边菜单' }).locator('a[href^="/"]');
    // evaluateAll does not wait: with JS the workbench may still be rendering after the sign-in
    await expect(links.first()).toBeAttached();
    const hrefs = await links.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href, { maxRedirects: 0 });
      if (response.status() >= 400) failures.push(`${href} → ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });
}

// Menus that fit the role (issue 42): grouped by the role's day in contract/workspace/role-menus.ts.
const sidebar = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
/** A sidebar entry by its whole title, in an open or a closed group (getByRole skips a closed <details>). */
const entry = (page: Page, title: string) => sidebar(page).locator('a', { hasText: new RegExp(`^${title}$`) });

test("the driver's menu is his trips and money: no 系统规则设置, no 下载中心", async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.driver.mobile);
  await expect(entry(page, '我的派车单')).toBeAttached();
  await expect(entry(page, '系统规则设置')).toHaveCount(0);
  await expect(entry(page, '下载中心')).toHaveCount(0);
});

test("the shipper's menu: 应付账款 and no 应收账款, one 我的订单 and no 承运订单 or 运单管理", async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  const menu = sidebar(page);
  await expect(entry(page, '应付账款')).toBeAttached();
  await expect(entry(page, '应收账款')).toHaveCount(0);
  await expect(entry(page, '我的订单')).toHaveCount(1);
  await expect(entry(page, '承运订单')).toHaveCount(0);
  await expect(entry(page, '运单管理')).toHaveCount(0);
  await expect(menu.locator('summary')).toContainText(['发货', '订单', '在途与签收', '结算与付款']);
});

test("the carrier's menu: 应收账款, one list of its waybills", async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  await expect(entry(page, '应收账款')).toBeAttached();
  await expect(entry(page, '应付账款')).toHaveCount(0);
  await expect(entry(page, '我的派车单')).toHaveCount(1);
  await expect(entry(page, '运单管理')).toHaveCount(0);
});

test('operations find the wallet screen (freeze, unfreeze) in their menu', async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.operator.mobile);
  await sidebar(page).locator('summary', { hasText: '运营监管' }).click();
  await entry(page, '钱包管理').click();
  await expect(page).toHaveURL(/\/payment\/walletManage$/);
  await expect(page.getByRole('heading', { name: '钱包管理', level: 1 })).toBeVisible();
});

test('a company administrator finds 事件推送 beside 接口密钥 under 开放平台 (issue 51)', async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  const open = sidebar(page).locator('details', { has: page.locator('summary', { hasText: '开放平台' }) });
  await expect(open.locator('a')).toHaveText(['接口密钥', '事件推送']);
  await open.locator('summary').click();
  await entry(page, '事件推送').click();
  await expect(page).toHaveURL(/\/open\/webhooks$/);
  await expect(page.getByRole('heading', { name: '事件推送', level: 1 })).toBeVisible();
});

for (const [path, { from, role }] of Object.entries(LINKED_SCREENS)) {
  test(`${path}, in no menu, is linked from ${from}`, async ({ page }) => {
    const account = {
      enterprise_shipper: DEMO_ACCOUNTS.enterpriseShipper,
      individual_shipper: DEMO_ACCOUNTS.individualShipper,
      carrier: DEMO_ACCOUNTS.carrier,
      agent: DEMO_ACCOUNTS.agent,
      individual_agent: DEMO_ACCOUNTS.individualAgent,
      driver: DEMO_ACCOUNTS.driver,
      operator: DEMO_ACCOUNTS.operator,
    }[role];
    await loginAs(page, account.mobile);
    await page.goto(from);
    await page.getByRole('main').locator(`a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}
