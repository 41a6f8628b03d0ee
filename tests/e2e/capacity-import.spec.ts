import ExcelJS from 'exceljs';
import { createUser, expect, loginAs, test } from './fixtures';

// Batch import of vehicles from the .xlsx template, in the no-js and the js project.

async function workbookWith(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('车辆导入');
  sheet.addRow([
    '车牌号',
    '车牌颜色',
    '车辆类型',
    '车长(米)',
    '核定载质量(千克)',
    '容积(立方米)',
    '车辆所有人',
    '车辆识别代号',
    '使用性质',
    '注册日期',
    '检验有效期至',
    '道路运输证号',
    '道路运输证有效期至',
    '保险有效期至',
  ]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const xlsx = (buffer: Buffer) => ({ name: 'vehicles.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

test('the template downloads; a file with a bad row imports nothing and reports the row; a good file imports every row', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { mobile } = await createUser(request, 'carrier');
  await loginAs(page, mobile);
  await page.goto('/logistics/vehicle');
  await page.getByRole('link', { name: '批量导入' }).click();
  await expect(page.getByRole('heading', { name: '批量导入车辆' })).toBeVisible();

  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载导入模板' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await template.path());
  expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('车牌号');
  expect(book.worksheets[0].getRow(1).getCell(5).value).toBe('核定载质量(千克)');

  const bad = await workbookWith([
    ['冀B6A001', '黄色', 'Q11', '13.75', 32000, '', '测试运输公司', '', '货运', '2021-05-18', '2027-05-31', '130207000001', '2027-06-30', '2027-12-31'],
    ['冀B6A002', '黄色', '重型半挂牵引车', '13.75米', 32000, '', '测试运输公司', '', '', '', '', '', '', ''],
    ['冀B6A0', '黄色', 'Q11', '13.75', 32000, '', '测试运输公司', '', '', '', '', '', '', ''],
  ]);
  await page.getByLabel('导入文件').setInputFiles(xlsx(bad));
  await page.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('导入失败：1行数据有误，请修改后重新导入，本次未导入任何车辆')).toBeVisible();
  await expect(page.getByText('第4行：请输入正确的车牌号')).toBeVisible();
  await page.goto('/logistics/vehicle');
  await expect(page.getByText('暂无车辆')).toBeVisible();

  const good = await workbookWith([
    ['冀B6A001', '黄色', 'Q11', '13.75', 32000, '', '测试运输公司', '', '货运', '2021-05-18', '2027-05-31', '130207000001', '2027-06-30', '2027-12-31'],
    ['冀B6A002', '黄色', '重型半挂牵引车', '13.75米', 31000, '', '测试运输公司', '', '', '', '', '', '', ''],
  ]);
  await page.goto('/logistics/vehicle?import=1');
  await page.getByLabel('导入文件').setInputFiles(xlsx(good));
  await page.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('成功导入2辆车')).toBeVisible();
  await expect(page.getByRole('row', { name: /冀B6A001/ })).toContainText('32 吨');
  await expect(page.getByRole('row', { name: /冀B6A002/ })).toContainText('重型半挂牵引车');

  // Importing the same file again is refused: the plates exist.
  await page.goto('/logistics/vehicle?import=1');
  await page.getByLabel('导入文件').setInputFiles(xlsx(good));
  await page.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('第2行：该车牌号已存在于本企业车辆中，请勿重复添加')).toBeVisible();
});
