// Words that match (issue 42), with and without JS: a bill says 应付 to its payer and 应收 to its
// payee; the publish form does not start at 现金结算; the vehicle form offers no trolley bus,
// motorcycle or tractor; the public query asks for the 派车单号 it takes; the seeded messages name
// cities, not region codes. (A crawl of every screen for raw keys, fen and region codes is in
// accessibility.spec.ts, readable-text.ts.)
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signedIn, test } from './fixtures';

/** Opens the first bill of a bill list and returns the header of its lines' amount column. */
async function dueColumnOfFirstBill(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const first = page.getByRole('table').first().getByRole('link', { name: /^JS/ }).first();
  await first.click();
  const lines = page.getByRole('table', { name: '派车单明细' });
  await expect(lines).toBeVisible();
  return (await lines.getByRole('columnheader').last().textContent())!.trim();
}

test('a bill says 应付 to the shipper who pays it and 应收 to the carrier who is paid', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  expect(await dueColumnOfFirstBill(page, '/shipper/payBillManage')).toBe('应付');
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  expect(await dueColumnOfFirstBill(page, '/shipper/receivableBillManage')).toBe('应收');
});

test('the publish form starts at 完成后支付, not 现金结算', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.goto('/sourceManage/release-source');
  const chargeMode = page.getByLabel('结算方式');
  await expect(chargeMode).toHaveValue('pay_after_completion');
  await expect(chargeMode.locator('option:checked')).toHaveText('完成后支付');
});

test('the vehicle form offers no trolley bus, motorcycle or tractor', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.goto('/logistics/vehicleEdit');
  const options = await page.getByLabel('车辆类型').locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(20);
  expect(options.filter((o) => /无轨电车|摩托车|拖拉机/.test(o))).toEqual([]);
  expect(options).toContain('重型普通货车（H11）');
});

test('the public query asks for the 派车单号 it takes', async ({ page }) => {
  await page.goto('/viewOrderSimple');
  await expect(page.getByRole('heading', { name: '派车单查询', level: 1 })).toBeVisible();
  await expect(page.getByLabel('派车单号')).toHaveAttribute('placeholder', /PC\d+/);
});

test('the seeded waybill messages name the cities, not their region codes', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  // the seed's waybill messages say 请及时关注运输进度 (newer messages of other tests come first otherwise)
  await page.goto(`/user/messages?keyword=${encodeURIComponent('请及时关注运输进度')}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/派车单 PC\d+/).first()).toBeVisible();
  const text = await main.innerText();
  expect(text).not.toMatch(/\d{4} → \d{4}/);
  expect(text).toMatch(/[\u4e00-\u9fff]+ → [\u4e00-\u9fff]+ 的派车单/);
});
