import ExcelJS from 'exceljs';
import { finishedExportRow } from './download-helpers';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// The invoice lists' export through the download centre (issue 45), JS off and on: 鲁中's
// 开票申请记录 holds its seeded application (seed/areas/invoices.ts); 后台导出 sends the export to
// the job runner, the user lands on /download-center/index with the message, the job finishes and
// its file holds the list's rows in the direct export's columns. A small export without 后台导出
// still downloads in the request. Nothing is changed, so both projects and a retry share the data;
// each project follows its own job by its number.

const LIST = '/shipper/applicationBillingRecords';

test('an invoice list’s export sent to the background lands in the download centre with the list’s rows', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  await signedIn(page, DEMO_ACCOUNTS.stalePassword.mobile);
  await page.goto(LIST);
  const list = page.getByRole('table', { name: '开票申请记录' });
  const total = Number((await page.getByText(/^共 \d+ 条$/).textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(0);
  const firstNo = (await list.getByRole('row').nth(1).getByRole('cell').first().textContent())!.trim();
  expect(firstNo).not.toBe('');

  // small and not sent to the background: a spreadsheet in the request
  const exporting = page.getByRole('form', { name: '导出开票申请记录' });
  const download = page.waitForEvent('download');
  await exporting.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^开票申请记录_\d{8}\.xlsx$/);

  // 后台导出: a job, and the download centre
  await page.goto(LIST);
  await exporting.getByLabel('后台导出').check();
  await exporting.getByRole('button', { name: '导出', exact: true }).click();
  await expect(page).toHaveURL(/\/download-center\/index$/);
  await expect(page.getByText('已提交后台导出，完成后会发消息通知您，请在下载中心下载')).toBeVisible();
  const mine = await finishedExportRow(page, js, '开票申请记录导出', total);
  await expect(mine).toContainText('已完成');

  const href = await mine
    .first()
    .getByRole('link', { name: `下载（${total} 条）` })
    .getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(total + 1);
  expect(sheet.getRow(1).getCell(1).text).toBe('申请编号');
  const numbers = Array.from({ length: total }, (_, i) => sheet.getRow(i + 2).getCell(1).text);
  expect(numbers).toContain(firstNo);
});
