// Phones (issue 43, "Narrow layouts for every screen"): at 360×740 list tables are cards whose cells
// name their columns, list controls are 44 px touch targets, the header folds its links into the user
// menu and the filters fold under a summary. That every screen fits the width under a header of one
// line is phone-screens.spec.ts's crawl (each screen once, as an account that may open it). Both
// projects: no-js checks the server render, js the hydrated page (its header gains the fullscreen toggle).
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, signedIn, test } from './fixtures';
import { ONE_LINE_HEADER, overflowOf } from './phone-fit';

test.use({ viewport: { width: 360, height: 740 } });

async function open(page: Page, href: string, testInfo: TestInfo) {
  await page.goto(href);
  if (testInfo.project.name === 'js') await hydrated(page);
}

test('a list is cards at 360 px: each cell shows its column title, the links stay, the table keeps its headers', async ({ page }, testInfo) => {
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await open(page, '/logistics/vehicle', testInfo);
  const table = page.locator('table.cap-table');
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow.locator('td[data-label]').first()).toBeVisible();
  // the column titles are read from the header by screen readers and shown in each cell by CSS
  await expect(table.getByRole('columnheader').first()).toBeAttached();
  const cells = await firstRow
    .locator('td[data-label]')
    .evaluateAll((tds) => tds.map((td) => ({ label: td.getAttribute('data-label'), shown: getComputedStyle(td, '::before').content })));
  expect(cells.length).toBeGreaterThan(2);
  for (const { label, shown } of cells) expect(shown).toBe(JSON.stringify(label));
  // a card: the row is one box as wide as the table, its cells stacked
  const [rowBox, first, second] = await Promise.all([
    firstRow.boundingBox(),
    firstRow.locator('td').nth(0).boundingBox(),
    firstRow.locator('td').nth(1).boundingBox(),
  ]);
  expect(second!.y).toBeGreaterThan(first!.y);
  expect(first!.width).toBeGreaterThan(rowBox!.width - 4);
  // the row's links are there and 44 px high
  const action = firstRow.locator('.cap-row-actions a').first();
  await expect(action).toBeVisible();
  expect((await action.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await overflowOf(page)).overflow).toBeLessThanOrEqual(0);
  await testInfo.attach('a list as cards (/logistics/vehicle, carrier, 360 px)', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});

test("the driver's waybill list at 360 px: the header folds 工作台 and 退出登录 into the user menu", async ({ page }, testInfo) => {
  await signedIn(page, DEMO_ACCOUNTS.driver.mobile);
  await open(page, '/user/dispatchOrderList', testInfo);
  const header = page.locator('header.app-header');
  await expect(header.getByRole('navigation', { name: '账户' })).toBeHidden();
  await header.locator('.user-menu > summary').click();
  await expect(header.getByRole('link', { name: '工作台' })).toBeVisible();
  await expect(header.getByRole('link', { name: '账号安全' })).toBeVisible();
  await expect(header.getByRole('button', { name: '退出登录' })).toBeVisible();
  await header.locator('.user-menu > summary').click();
  const { overflow, header: height } = await overflowOf(page);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(height).toBeLessThanOrEqual(ONE_LINE_HEADER);
  await testInfo.attach("the driver's waybill list (/user/dispatchOrderList, 360 px)", {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('on a wide screen the header keeps 工作台 and 退出登录 beside the menu, and the list stays a table', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await open(page, '/logistics/vehicle', testInfo);
  const header = page.locator('header.app-header');
  await expect(header.getByRole('navigation', { name: '账户' }).getByRole('link', { name: '工作台' })).toBeVisible();
  await expect(header.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.locator('table.cap-table thead th').first()).toBeVisible();
});

test('at 360 px the filters fold under a summary of the active ones, and open with one tap', async ({ page }, testInfo) => {
  await signedIn(page, DEMO_ACCOUNTS.driver.mobile);
  await open(page, '/user/dispatchOrderList?status=CREATED&startDate=2026-01-01', testInfo);
  const filters = page.getByRole('form', { name: '筛选派车单' });
  const summary = filters.locator('summary');
  await expect(summary).toHaveText('筛选（派车单状态：已派车，日期：2026-01-01 至 …）');
  await expect(filters.getByLabel('派车单号')).toBeHidden();
  await summary.click();
  await expect(filters.getByLabel('派车单号')).toBeVisible();
  await expect(filters.getByLabel('派车单状态')).toHaveValue('CREATED');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=CREATED/);
});

test('on a wide screen the filter fields show without a tap', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await open(page, '/order-manage/logisticsOrderList?status=', testInfo);
  const filters = page.getByRole('form', { name: '筛选订单' });
  await expect(filters.getByLabel('订单号')).toBeVisible();
  await expect(filters.locator('summary')).toBeHidden();
});

test("at 360 px the carrier's lists open on the list, their filters folded", async ({ page }, testInfo) => {
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  for (const path of ['/user/myOrder', '/user/dispatchOrderList', '/user/abnormalOrder', '/shipper/receivableBillManage', '/user/cashJournelAccount']) {
    await open(page, path, testInfo);
    const fold = page.locator('form[method="get"] details.cap-filter-fold');
    await expect(fold, path).toHaveCount(1);
    await expect(fold.locator('summary'), path).toHaveText('筛选');
    await expect(fold.locator('.cap-filter-fields'), path).toBeHidden();
  }
});
