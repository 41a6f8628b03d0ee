import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// /user/prepaymentOrderList (数字物流运单): the waybills of controlled (网络货运) orders with their
// orders' payment state, on the seed's data (seed/areas/orders-kinds: two paid control orders of the
// steel shipper carried by 顺达). Read only, so both projects share it.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile;
const table = (page: Page) => page.getByRole('table', { name: '派车单列表' });

test('the shipper finds the network-freight waybills by payment state in the URL; a normal waybill is not among them', async ({ page }) => {
  await signedIn(page, SHIPPER);
  await page.goto('/user/prepaymentOrderList');
  await expect(page.getByRole('heading', { name: '数字物流运单' })).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: '冷轧薄板（管控）' })).toHaveCount(1);
  await expect(table(page).getByRole('row').filter({ hasText: '螺纹钢（管控）' })).toHaveCount(1);
  await expect(table(page).getByRole('row').filter({ hasText: '冷轧薄板（管控）' })).toContainText('已支付');
  // Only control orders' waybills (their goods carry 管控, here and in orders-kinds.spec.ts); the
  // shipper's ordinary ones, the demo step's hot-rolled coils among them, stay on 我的派车单.
  const dataRows = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });
  expect(await dataRows.count()).toBeGreaterThan(1);
  await expect(dataRows.filter({ hasNotText: '管控' })).toHaveCount(0);
  await page.goto('/user/dispatchOrderList?pageSize=50');
  expect(await table(page).getByRole('row').filter({ hasText: '热轧卷板' }).count()).toBeGreaterThan(0);
  await page.goto('/user/prepaymentOrderList');
  await expect(table(page).getByRole('row').filter({ hasText: '热轧卷板' })).toHaveCount(0);

  // The payment-state filter is a GET form: the URL keeps it; unpaid shows none of the paid ones.
  await page.getByLabel('付款状态').selectOption('0');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/payStatus=0/);
  await expect(page.getByLabel('付款状态')).toHaveValue('0');
  await expect(table(page).getByRole('row').filter({ hasText: '冷轧薄板（管控）' })).toHaveCount(0);
  await page.goto('/user/prepaymentOrderList?payStatus=2');
  await expect(table(page).getByRole('row').filter({ hasText: '螺纹钢（管控）' })).toHaveCount(1);
});

test('the actual carrier sees the same waybills; another shipper sees none of them', async ({ page }) => {
  await signedIn(page, CARRIER);
  await page.goto('/user/prepaymentOrderList');
  await expect(table(page).getByRole('row').filter({ hasText: '冷轧薄板（管控）' })).toHaveCount(1);
  await page.context().clearCookies();
  await signedIn(page, OTHER_SHIPPER);
  await page.goto('/user/prepaymentOrderList');
  await expect(table(page).getByRole('row').filter({ hasText: '管控' })).toHaveCount(0);
  await expect(table(page)).toContainText('暂无派车单');
});
