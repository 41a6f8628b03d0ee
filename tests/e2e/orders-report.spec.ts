import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// 派车报表 and 派车汇总 (issue #8), JS off and on: read-only, over a range that ends yesterday so
// the waybills other specs dispatch today never change what is compared.
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const AGENT = DEMO_ACCOUNTS.individualAgent.mobile; // an individual agent with his own two trucks

const chinaDate = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const RANGE = `startDate=${chinaDate(60)}&endDate=${chinaDate(1)}`;

test('the carrier’s dispatch report by vehicle, route and day, filtered by URL, and its export', async ({ page }) => {
  await signedIn(page, CARRIER);
  await page.goto('/user/sendCarReport');
  await expect(page.getByRole('heading', { name: '派车报表' })).toBeVisible();
  await expect(page.getByLabel('开始日期')).toHaveValue(chinaDate(29));

  await page.goto(`/user/sendCarReport?${RANGE}&groupBy=vehicle`);
  await expect(page.getByLabel('汇总方式')).toHaveValue('vehicle');
  const table = page.getByRole('table', { name: '派车报表' });
  await expect(table.getByRole('columnheader').first()).toHaveText('车辆');
  await expect(table.locator('tbody tr').filter({ hasText: '津C28561' })).toHaveCount(1);
  await expect(table.locator('tbody tr').filter({ hasText: '冀B9E726' })).toHaveCount(0); // another fleet's truck
  await expect(table.locator('tfoot tr')).toContainText('合计');
  const shown = await table.locator('tbody tr').count();

  const downloading = page.waitForEvent('download');
  await page.getByRole('form', { name: '导出派车报表' }).getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^派车报表_\d{8}-\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).getCell(1).text).toBe('车辆');
  expect(sheet.rowCount).toBe(shown + 2);
  expect(sheet.getRow(sheet.rowCount).getCell(1).text).toBe('合计');

  await page.goto(`/user/sendCarReport?${RANGE}&groupBy=route`);
  await expect(page.getByRole('table', { name: '派车报表' }).locator('tbody tr').first()).toContainText(' → ');

  // A range the wrong way round is refused above the table (the default range is shown instead).
  await page.goto(`/user/sendCarReport?startDate=${chinaDate(1)}&endDate=${chinaDate(5)}`);
  await expect(page.getByRole('alert').filter({ hasText: '开始日期不能晚于结束日期' })).toBeVisible();
});

test('the dispatch totals by status and month; another company sees only its own', async ({ page }) => {
  await signedIn(page, CARRIER);
  await page.goto('/user/sendCarTotal');
  await expect(page.getByRole('heading', { name: '派车汇总' })).toBeVisible();
  await expect(page.getByRole('table', { name: '按状态汇总' })).toContainText('已签收');
  await expect(page.getByRole('table', { name: '按月份汇总' }).locator('tbody tr').first()).toContainText(/\d{4}-\d{2}/);
  await page.goto('/user/sendCarTotal?months=3');
  await expect(page.getByLabel('统计区间')).toHaveValue('3');

  await signedIn(page, AGENT);
  await page.goto(`/user/sendCarReport?${RANGE}&groupBy=vehicle`);
  const plates = await page.getByRole('table', { name: '派车报表' }).locator('tbody tr td:first-child').allTextContents();
  expect(plates.sort()).toEqual(['冀B6R153', '冀B9E726']);
});
