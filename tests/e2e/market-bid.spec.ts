import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, loginAs, logout, test, shownMessage } from './fixtures';

// Quoting on a bid cargo: 镀锌板卷 of the seed (steel shipper 13800000002, open for quotes for
// days). Each project quotes as a different bidder so the two never touch the same quote.
// Opening and awarding after the deadline are covered by platform/modules/market/bids.test.ts.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;

async function openZincCoil(page: Page) {
  await page.goto('/sourceManage/list-supply-the-hall?keyword=镀锌板卷&businessType=3');
  const row = page.getByRole('row').filter({ hasText: '镀锌板卷' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^查看 / }).click();
  await expect(page.getByRole('heading', { name: /镀锌板卷/ })).toBeVisible();
}

test('a bidder quotes, sees only its own quote and changes it; the shipper sees only the count', async ({ page }, testInfo) => {
  const bidder = testInfo.project.name === 'js' ? DEMO_ACCOUNTS.agent.mobile : DEMO_ACCOUNTS.carrier.mobile;
  await loginAs(page, bidder);
  await openZincCoil(page);
  const form = page.getByRole('form', { name: '报价' });

  // Field messages of the contract, nothing sent.
  await form.getByLabel('报价单价（元/吨）').fill('12.345');
  await form.getByRole('button', { name: /报价/ }).click();
  await expect(shownMessage(form, '报价单价须为大于0的金额，最多两位小数')).toBeVisible();
  await expect(shownMessage(page, '尚未报价')).toBeVisible();

  await form.getByLabel('报价单价（元/吨）').fill('198.50');
  await form.getByLabel('报价车辆数').fill('3');
  await form.getByRole('button', { name: '提交报价' }).click();
  await expect(page.getByRole('status').filter({ hasText: '报价成功' })).toBeVisible();
  await expect(shownMessage(page, /198\.50 元\/吨，3 车，已报价/)).toBeVisible();

  // More vehicles than the cargo needs: the platform's message at the field.
  await page.getByRole('form', { name: '报价' }).getByLabel('报价车辆数').fill('900');
  await page.getByRole('form', { name: '报价' }).getByRole('button', { name: '修改报价' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '报价' }), /车辆数不能超过货源所需的\d+车/)).toBeVisible();
  await page.reload();
  await expect(shownMessage(page, /198\.50 元\/吨，3 车，已报价/)).toBeVisible();
  await logout(page);

  await loginAs(page, SHIPPER);
  await openZincCoil(page);
  await expect(shownMessage(page, /已收到 \d+ 份报价，截止前报价保密/)).toBeVisible();
  await expect(page.getByText('198.50')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '开标', exact: true })).toHaveCount(0);
  await page.goto(page.url().replace(/\/sourceManage\/supplyDetail\?id=(\d+)$/, '/user/goodsBid/$1'));
  await expect(shownMessage(page, '报价保密，开标后可见')).toBeVisible();
});
