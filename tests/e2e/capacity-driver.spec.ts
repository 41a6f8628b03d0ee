import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { chinaDayAfter, pickDate, pickerText } from './date-helpers';
import { DEMO_ACCOUNTS, createUser, expect, loginAs, test, shownMessage } from './fixtures';

// Drivers end to end, in the no-js and the js project, with a fresh carrier account per test.

const VALID_ID = '11010519491231002X';
const BAD_CHECKSUM_ID = '110105194912310021';
// a licence valid for a while whatever the run's day (a fixed date expires with the calendar)
const LICENCE_EXPIRY = chinaDayAfter(90);

async function fillDriver(page: Page, idCard: string, mobile: string) {
  const js = test.info().project.name === 'js';
  await page.getByLabel('司机姓名').fill('王五');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('身份证号').fill(idCard);
  await page.getByLabel('驾驶证号').fill(idCard);
  await page.getByLabel('准驾车型').selectOption('A2');
  // with JS the Chinese date picker (issue 42), without it the native date input
  await pickDate(page, js, '驾驶证有效期至', LICENCE_EXPIRY);
  await page.getByLabel('从业资格证号').fill('110105201001001234');
}

test('a wrong ID-card checksum is refused; a driver is added, bound, filtered by URL, exported, edited and deleted', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { mobile } = await createUser(request, 'carrier');
  await loginAs(page, mobile);

  // A vehicle to bind.
  await page.goto('/logistics/vehicleEdit');
  await page.getByLabel('车牌号').fill('苏E6K2M8');
  await page.getByLabel('车辆类型').selectOption('H11');
  await page.getByLabel('车长').selectOption('9.6');
  await page.getByLabel('核定载质量（千克）').fill('18000');
  await page.getByLabel('车辆所有人').fill('测试车主');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('车辆已添加')).toBeVisible();

  await page.goto('/logistics/driverEdit');
  await fillDriver(page, BAD_CHECKSUM_ID, '13712340000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '请输入正确的身份证号码')).toBeVisible();
  await expect(page).toHaveURL(/\/logistics\/driverEdit/);
  await page.goto('/logistics/driver');
  await expect(page.getByText('暂无司机')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: '新增司机' }).click();
  await expect(page.getByRole('heading', { name: '新增司机' })).toBeVisible();
  await fillDriver(page, VALID_ID, '13712340000');
  await page.getByLabel('绑定车辆').selectOption({ label: '苏E6K2M8' });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('司机已添加')).toBeVisible();
  const row = page.getByRole('row', { name: /王五/ });
  await expect(row).toContainText('13712340000');
  await expect(row).toContainText('苏E6K2M8');
  await expect(row).toContainText('未注册');
  await expect(row).toContainText('110105********002X');

  // Filters in the URL.
  await page.getByRole('textbox', { name: '姓名' }).fill('王');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/name=%E7%8E%8B/);
  await expect(page.getByRole('row', { name: /王五/ })).toBeVisible();
  await page.goto('/logistics/driver?name=%E8%B5%B5');
  await expect(page.getByText('暂无司机')).toBeVisible();
  await page.goto('/logistics/driver?licenceClass=A2&mobile=1371234');
  await expect(page.getByRole('row', { name: /王五/ })).toBeVisible();

  // Export what the list shows.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(1).getCell(1).value).toBe('姓名');
  expect(sheet.getRow(2).getCell(1).value).toBe('王五');
  expect(sheet.getRow(2).getCell(3).value).toBe(VALID_ID);
  expect(sheet.getRow(2).getCell(8).value).toBe('苏E6K2M8');

  // Edit: the mobile of a registered driver account links it.
  await page.getByRole('link', { name: '编辑 王五' }).click();
  await expect(page.getByRole('heading', { name: '编辑司机 王五' })).toBeVisible();
  await expect(page.getByLabel('身份证号')).toHaveValue(VALID_ID);
  // the date chosen when adding was saved
  if (test.info().project.name === 'js') await expect(page.getByRole('button', { name: '驾驶证有效期至', exact: true })).toHaveText(pickerText(LICENCE_EXPIRY));
  else await expect(page.getByLabel('驾驶证有效期至')).toHaveValue(LICENCE_EXPIRY);
  await page.getByLabel('手机号').fill(DEMO_ACCOUNTS.driverXuWenbin.mobile);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('司机信息已修改')).toBeVisible();
  // Back to the filtered list it came from; the new mobile no longer matches that filter.
  await expect(page).toHaveURL(/mobile=1371234/);
  await page.goto('/logistics/driver');
  await expect(page.getByRole('row', { name: /王五/ })).toContainText('已注册');

  // Delete.
  await page.goto('/logistics/driver');
  await page.getByRole('link', { name: '删除 王五' }).click();
  await page.getByRole('button', { name: '确认删除' }).click();
  await expect(page.getByText('司机已删除')).toBeVisible();
  await expect(page.getByText('暂无司机')).toBeVisible();
});
