import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// The settlement bills list's export sent to the download centre (issue 44, 导出到下载中心), JS
// off and on: it keeps the list's filters (from the URL), becomes a background job the centre
// shows as it finishes — without JavaScript by its 刷新 link, with it by polling — and downloads
// as an .xlsx with exactly the list's rows; another company cannot download it. The list is
// narrowed to the steel shipper's oldest bill, a seeded one (other specs add bills today), so
// whichever project's job the centre shows first holds the same one row; a retry starts a job of
// its own.

test('the bills list sends its filtered export to the download centre, which downloads the list’s rows', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  // The oldest of the shipper's bills (the list is newest first): one the seed made, the same for both projects.
  await page.goto('/shipper/payBillManage?pageSize=50');
  const bills = page.getByRole('table', { name: '结算管理列表' });
  const billNo = (await bills
    .getByRole('link', { name: /^JS\d+$/ })
    .last()
    .textContent())!.trim();
  expect(billNo).toMatch(/^JS\d+$/);

  await page.goto(`/shipper/payBillManage?billNo=${billNo}`);
  await expect(bills.getByRole('row')).toHaveCount(2);
  const toCentre = page.getByRole('link', { name: '导出到下载中心' });
  await expect(toCentre).toHaveAttribute('href', new RegExp(`billNo=${billNo}.*background=1`));
  await toCentre.click();
  await expect(page).toHaveURL(/\/download-center\/index$/);
  await expect(page.getByText('已提交后台导出，完成后会发消息通知您，请在下载中心下载')).toBeVisible();

  const done = page
    .getByRole('table', { name: '导出任务列表' })
    .getByRole('row')
    .filter({ hasText: /结算单导出 #\d+/ })
    .filter({ hasText: '下载（1 条）' })
    .first();
  if (js) {
    // No reload: the list polls while a job is queued or running.
    await expect(done).toBeVisible({ timeout: 60_000 });
  } else {
    await expect(async () => {
      await page.getByRole('link', { name: '刷新' }).click();
      await expect(done).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000, intervals: [1000] });
  }
  await expect(done).toContainText('已完成');

  const href = await done.getByRole('link', { name: '下载（1 条）' }).getAttribute('href');
  expect(href).toMatch(/^\/resources\/file\/download\?uuid=[0-9a-f-]{36}$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(1).getCell(1).text).toBe('结算单号');
  expect(sheet.getRow(2).getCell(1).text).toBe(billNo);

  // Another company's user cannot download it.
  await signedIn(page, DEMO_ACCOUNTS.fenheShipper.mobile);
  expect((await page.request.get(href!)).status()).toBe(404);
});
