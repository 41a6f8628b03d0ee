import ExcelJS from 'exceljs';
import { axeViolations, violationLines } from './accessible';
import { finishedExportRow } from './download-helpers';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// /download-center/index (issue 44): an export sent to the background (后台导出) becomes a job; the
// download centre shows it queued, running and done — without JavaScript by its 刷新 link, with
// it by polling on its own — and its file downloads as a real .xlsx with the list's rows.
// Both projects share one server and account (and other specs add waybills today), so the export
// takes the waybills created before today, and each project follows its own job by its number.

test('an export sent to the background appears in the download centre and downloads', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  const list = `/user/dispatchOrderList?endDate=${yesterday}`;
  await page.goto(list);
  const total = Number((await page.getByText(/^共 \d+ 条$/).textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(0);

  const exporting = page.getByRole('form', { name: '导出派车单' });
  await exporting.getByLabel('导出到下载中心').check();
  await exporting.getByRole('button', { name: '导出', exact: true }).click();
  await expect(page).toHaveURL(/\/download-center\/index$/);
  await expect(page.getByText('已提交后台导出，完成后会发消息通知您，请在下载中心下载')).toBeVisible();

  const mine = await finishedExportRow(page, js, '派车单导出', total);
  await expect(mine).toContainText('已完成');
  await expect(mine.getByRole('progressbar')).toHaveAttribute('value', '100');
  if (js) {
    expect(violationLines(await axeViolations(page))).toEqual([]);
  }

  const href = await mine.getByRole('link', { name: `下载（${total} 条）` }).getAttribute('href');
  expect(href).toMatch(/^\/resources\/file\/download\?uuid=[0-9a-f-]{36}$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(total + 1);
  expect(sheet.getRow(1).getCell(1).text).toBe('派车单号');
  const numbers = Array.from({ length: total }, (_, i) => sheet.getRow(i + 2).getCell(1).text);
  expect(new Set(numbers).size).toBe(total);
  // The list's first page is among the exported rows.
  await page.goto(list);
  const shown = await page.getByRole('table', { name: '派车单列表' }).getByRole('row').nth(1).textContent();
  expect(numbers.some((n) => shown!.includes(n))).toBe(true);

  // Another company's user cannot download it.
  await signedIn(page, DEMO_ACCOUNTS.tongjiangCarrier.mobile);
  const refused = await page.request.get(href!);
  expect(refused.status()).toBe(404);
});
