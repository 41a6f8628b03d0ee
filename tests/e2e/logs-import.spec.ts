import ExcelJS from 'exceljs';
import { expectAccessible } from './accessible';
import { createUser, expect, loginAs, test } from './fixtures';
import { expectFitsPhone } from './phone-fit';

// 导入日志 end to end, JS off and on: a fresh carrier imports a vehicle file with one bad row (nothing
// is imported), finds the import in 导入日志 from the sidebar (读取 3, 导入 0, 错误 1, 未导入), opens it
// and reads the bad row's number and reason, filters by status in the URL, and exports the log. Each
// attempt has a carrier of its own, so a retry meets no earlier import.

const HEADERS = ['车牌号', '车牌颜色', '车辆类型', '车长(米)', '核定载质量(千克)', '容积(立方米)', '车辆所有人'];

async function workbookWith(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('车辆导入');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an import with a bad row is in the import log with its counts and the row’s reason', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const { mobile } = await createUser(request, 'carrier');
  await loginAs(page, mobile);
  const fileName = `车辆-${mobile}.xlsx`;
  const file = await workbookWith([
    ['冀B8C001', '黄色', 'Q11', '13.75', 32000, '', '测试运输公司'],
    ['冀B8C0', '黄色', 'Q11', '13.75', 32000, '', '测试运输公司'],
    ['冀B8C002', '黄色', 'Q11', '13.75', 31000, '', '测试运输公司'],
  ]);
  await page.goto('/logistics/vehicle?import=1');
  await page
    .getByLabel('导入文件')
    .setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await page.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('第3行：请输入正确的车牌号')).toBeVisible();

  // The menu's 导入日志 among the logs (the groups fold in closed <details>: the entry is looked up in the markup).
  await page.goto('/workbenck/workbenck');
  const entry = page.getByRole('navigation', { name: '侧边菜单' }).locator('a[href="/logs/importLogs"]');
  await expect(entry).toHaveText('导入日志');
  await page.goto((await entry.getAttribute('href'))!);
  await expect(page.getByRole('heading', { name: '导入日志', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(fileName) });
  await expect(row).toContainText('车辆');
  await expect(row).toContainText('未导入（有错误行）');
  await expect(row.getByRole('cell').nth(4)).toHaveText('3'); // 读取 (a company's own list has no 企业 column)
  await expect(row.getByRole('cell').nth(5)).toHaveText('0'); // 导入
  await expect(row.getByRole('cell').nth(6)).toHaveText('1'); // 错误
  await expectAccessible(page, js);

  // The status filter is in the URL.
  await page.getByLabel('状态').selectOption({ label: '已导入' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=done/);
  await expect(page.getByRole('row', { name: new RegExp(fileName) })).toHaveCount(0);
  await page.getByLabel('状态').selectOption({ label: '未导入（有错误行）' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=refused/);

  // The export of what the filters match.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).getCell(6).value).toBe('文件名');
  expect(sheet.getRow(2).getCell(6).value).toBe(fileName);
  expect(sheet.getRow(2).getCell(9).value).toBe('1'); // 错误行数

  await page
    .getByRole('row', { name: new RegExp(fileName) })
    .getByRole('link', { name: /^查看/ })
    .click();
  await expect(page.getByRole('heading', { name: `导入记录 ${fileName}` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '本次未导入任何车辆' })).toBeVisible();
  await expect(page.getByRole('table', { name: '错误行' }).getByRole('row', { name: /第3行.*请输入正确的车牌号/ })).toBeVisible();
  await expectFitsPhone(page);
  await expectAccessible(page, js);
});
