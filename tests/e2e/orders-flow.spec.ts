import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { confirmBinding } from './binding';
import { DEMO_ACCOUNTS, expect, loginAs, logout, test, shownMessage, signedIn } from './fixtures';
import { grabSteelOrder as grabOrder, selectInDispatch as selectByText } from './orders-helpers';

// Orders and waybills end to end (issue #8), JS off and on. Each project makes its own accepted
// order by grabbing one vehicle of the seed's 热轧卷板 (a grab cargo of the steel shipper that
// confirms itself), so the two projects never act on the same order or waybill:
// the carrier dispatches two waybills, voids one; the driver sets off, loads and unloads the
// other with pound-slip photos and reports an exception; the shipper signs, confirms the receipt,
// handles the exception and rates the carrier; every list finds them by URL filter and the export
// downloads the filtered rows.
//
// A vehicle or driver carries one live waybill at a time, so each project dispatches its own
// trucks and drivers of 顺达 (seed/areas/orders-track.ts): the js project the demo driver 13800000006
// (孙国庆, kept free of live waybills by the seed) as the Done-when asks, the no-js project
// the seeded driver 13900000042 (马建军). Both end free again (signed, voided).

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const CAPACITY = {
  js: { driver: { mobile: DEMO_ACCOUNTS.driver.mobile, name: '孙国庆' }, vehicle: '津C70125', other: { driver: '石振华', vehicle: '津C70236' } },
  'no-js': { driver: { mobile: DEMO_ACCOUNTS.driverMaJianjun.mobile, name: '马建军' }, vehicle: '津C70347', other: { driver: '陈宏伟', vehicle: '津C70458' } },
} as const;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);

const flash = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('from an accepted order to a completed, rated one: dispatch, drive, sign, receipt, exception, lists and export', async ({ page }, testInfo) => {
  test.setTimeout(180_000); // a long flow; the shared 2-core machine can be slow
  const capacity = CAPACITY[testInfo.project.name as keyof typeof CAPACITY];
  const DRIVER = capacity.driver.mobile;
  // ---- carrier: grab → accepted order, dispatch two waybills, void one
  await loginAs(page, CARRIER);
  const orderNo = await grabOrder(page);
  await page.goto(`/user/myOrder?orderNo=${orderNo}`);
  await expect(page.getByLabel('订单号')).toHaveValue(orderNo);
  const orderRow = page.getByRole('row').filter({ hasText: orderNo });
  await expect(orderRow).toHaveCount(1);
  await expect(orderRow).toContainText('已接单');
  await orderRow.getByRole('link', { name: new RegExp(` ${orderNo}$`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toBeVisible();
  const orderUrl = page.url();
  const orderId = orderUrl.match(/\/orderDetails\/(\d+)/)![1];

  // Bad input changes nothing and is told at the field.
  await page.getByRole('link', { name: '派车', exact: true }).click();
  const form = page.getByRole('form', { name: '派车' });
  await selectByText(page, '车辆', capacity.vehicle);
  await selectByText(page, '司机', capacity.driver.name);
  await form.getByLabel('派车重量（吨）').fill('abc');
  await form.getByRole('button', { name: '确认派车' }).click();
  await expect(shownMessage(form, '派车重量须为大于0的数字，最多三位小数（吨）')).toBeVisible();
  await form.getByLabel('派车重量（吨）').fill('999');
  await form.getByRole('button', { name: '确认派车' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '派车' }), /派车重量超过订单剩余量/)).toBeVisible();
  // 治超: 津AK5719 is rated for 1.49 t (its option says so); 5 t on it is refused at the weight field
  await selectByText(page, '车辆', '津AK5719（核载1.49吨）');
  await selectByText(page, '司机', capacity.driver.name);
  await page.getByLabel('派车重量（吨）').fill('5');
  await page.getByRole('form', { name: '派车' }).getByRole('button', { name: '确认派车' }).click();
  const weight = page.getByRole('form', { name: '派车' }).getByLabel('派车重量（吨）');
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(weight).toHaveAccessibleDescription(/派车重量超过车辆核定载质量1\.49吨/);
  await selectByText(page, '车辆', capacity.vehicle);
  await selectByText(page, '司机', capacity.driver.name);

  await page.getByLabel('派车重量（吨）').fill('10');
  await page.getByRole('form', { name: '派车' }).getByRole('button', { name: '确认派车' }).click();
  const firstDone = flash(page, '派车成功');
  await expect(firstDone).toBeVisible();
  const first = (await firstDone.textContent())!.match(/PC\d{14}/)![0];
  await page.getByRole('link', { name: '派车', exact: true }).click();
  // On a live waybill now: the options say so and cannot be chosen (issue 42); the platform refuses
  // them at the field too (platform/modules/orders/dispatch.test.ts).
  const busy = `运输中（派车单${first}）`;
  const busyVehicle = page.getByRole('form', { name: '派车' }).getByLabel('车辆').locator('option').filter({ hasText: capacity.vehicle });
  const busyDriver = page.getByRole('form', { name: '派车' }).getByLabel('司机').locator('option').filter({ hasText: capacity.driver.name });
  await expect(busyVehicle).toContainText(busy);
  await expect(busyVehicle).toBeDisabled();
  await expect(busyDriver).toContainText(busy);
  await expect(busyDriver).toBeDisabled();
  await selectByText(page, '车辆', capacity.other.vehicle);
  await selectByText(page, '司机', capacity.other.driver);
  await page.getByLabel('派车重量（吨）').fill('12');
  await page.getByRole('form', { name: '派车' }).getByRole('button', { name: '确认派车' }).click();
  const secondDone = flash(page, '派车成功');
  await expect(secondDone).toBeVisible();
  const second = (await secondDone.textContent())!.match(/PC\d{14}/)![0];
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('待装货');

  // The waybill list by URL filter, and its export (the filtered rows); no filter → the spec's error.
  await page.goto(`/user/dispatchOrderList?orderNo=${orderNo}`);
  await expect(page.getByRole('row').filter({ hasText: first })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: second })).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(3);
  const numbers = [sheet.getRow(2).getCell(1).text, sheet.getRow(3).getCell(1).text].sort();
  expect(numbers).toEqual([first, second].sort());
  await page.goto('/user/dispatchOrderList');
  await page.getByRole('button', { name: '导出' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请勾选或查询需要下载的数据' })).toBeVisible();

  // Void the second (a reason is required).
  await page.goto(`/user/dispatchOrderList?waybillNo=${second}`);
  await page.getByRole('link', { name: new RegExp(` ${second}$`) }).click();
  const voiding = page.getByRole('form', { name: '作废' });
  await voiding.getByRole('button', { name: '作废' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '作废' }), '请填写原因')).toBeVisible();
  await page.getByRole('form', { name: '作废' }).getByLabel('作废原因').fill('车辆临时检修，改派');
  await page.getByRole('form', { name: '作废' }).getByRole('button', { name: '作废' }).click();
  await expect(flash(page, '派车单已作废')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(second) })).toContainText('已作废');
  await logout(page);

  // ---- driver: his waybill, START, LOAD (weight + slip), an exception, UNLOAD
  await signedIn(page, DRIVER);
  await page.goto(`/user/dispatchOrderList?waybillNo=${first}`);
  await page.getByRole('link', { name: new RegExp(` ${first}$`) }).click();
  await expect(page).toHaveURL(/\/logistics\/sendCardetail\?id=\d+$/);
  const waybillUrl = page.url();
  const waybillId = waybillUrl.match(/id=(\d+)/)![1];
  await page.getByRole('form', { name: '发车' }).getByRole('button', { name: '发车' }).click();
  await expect(flash(page, '已发车')).toBeVisible();

  const load = page.getByRole('form', { name: '装货' });
  await load.getByLabel('装货重量（吨）').fill('10.2');
  await load.getByRole('button', { name: '确认装货' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '装货' }), '请上传磅单照片')).toBeVisible();
  await page.getByRole('form', { name: '装货' }).getByLabel('装货重量（吨）').fill('10.2');
  await page.getByRole('form', { name: '装货' }).getByLabel('装货磅单照片').setInputFiles({ name: '装货磅单.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('form', { name: '装货' }).getByRole('button', { name: '确认装货' }).click();
  await expect(flash(page, '已装货')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(first) })).toContainText('已装货');

  await page.getByRole('link', { name: '上报异常' }).click();
  const report = page.getByRole('form', { name: '上报异常' });
  await report.getByLabel('异常类型').selectOption('5');
  await report.getByLabel('异常描述').fill(`高速封路绕行，预计延误3小时（${testInfo.project.name}）`);
  await report.getByRole('button', { name: '提交' }).click();
  await expect(flash(page, '异常已上报')).toBeVisible();

  await page.goto(waybillUrl);
  const unload = page.getByRole('form', { name: '卸货' });
  await unload.getByLabel('卸货重量（吨）').fill('10.15');
  await unload.getByLabel('卸货磅单照片').setInputFiles({ name: '卸货磅单.png', mimeType: 'image/png', buffer: PNG });
  await unload.getByRole('button', { name: '确认卸货' }).click();
  await expect(flash(page, '已卸货')).toBeVisible();
  await expect(shownMessage(page, '0.05 吨')).toBeVisible(); // load-to-unload loss

  // ---- shipper: find the order by URL, sign the waybill, confirm the receipt
  await signedIn(page, SHIPPER);
  await page.goto(`/shipper/orderList?orderNo=${orderNo}&status=TRANSPORT`);
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('运输中');
  await page.goto(`/shipper/shipperSendCardetail?id=${waybillId}`);
  await expect(page.getByRole('list', { name: '状态记录' })).toContainText(capacity.driver.name);
  await expect(page.getByRole('link', { name: '装货磅单' })).toBeVisible();
  await page.getByRole('link', { name: '签收' }).click();
  await confirmBinding(page, '确认签收', '确认签收', '签收后不能再登记装卸货');
  await expect(flash(page, '已签收')).toBeVisible();
  // 热轧卷板 charges on the load weight: 10.2 t × 215.00 元/吨.
  await expect(page.getByText('2,193.00 元').first()).toBeVisible();

  await page.goto(`/user/receiptConfirm?orderNo=${orderNo}`);
  await page.getByRole('link', { name: `确认 ${orderNo} 的回单` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(first);
  await page.getByRole('button', { name: '确认回单' }).click();
  await expect(flash(page, '回单已确认，订单已完成')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orderDetails/${orderId}$`));
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toContainText('已完成');

  // Audit before settlement: a dispute needs a note; then approved.
  await page.goto(`/user/dispatchOrderListCheck?waybillNo=${first}&auditStatus=0`);
  await page.getByRole('link', { name: `审核 ${first}` }).click();
  const audit = page.getByRole('form', { name: '审核派车单' });
  await audit.getByLabel('有异议').check();
  await audit.getByRole('button', { name: '提交审核' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '审核派车单' }), '有异议时请填写说明')).toBeVisible();
  await page.getByRole('form', { name: '审核派车单' }).getByLabel('审核通过').check();
  await page.getByRole('form', { name: '审核派车单' }).getByRole('button', { name: '提交审核' }).click();
  await expect(flash(page, '审核完成')).toBeVisible();
  await page.goto(`/user/dispatchOrderListCheck?waybillNo=${first}&auditStatus=1`);
  await expect(page.getByRole('row').filter({ hasText: first })).toContainText('审核通过');

  // The exception: found by URL, handled with a note.
  await page.goto(`/order-manage/abnormaList?waybillNo=${first}&status=0`);
  const pending = page.getByRole('row').filter({ hasText: first });
  await expect(pending).toContainText('在途异常');
  await pending.getByRole('link', { name: `处理 ${first} 的异常` }).click();
  await page.getByRole('form', { name: '处理异常' }).getByLabel('处理意见').fill('已与承运方确认，延误免责');
  await page.getByRole('form', { name: '处理异常' }).getByRole('button', { name: '标记已处理' }).click();
  await expect(flash(page, '异常已处理')).toBeVisible();
  await page.goto(`/order-manage/abnormaList?waybillNo=${first}&status=1`);
  await expect(page.getByRole('row').filter({ hasText: first })).toContainText('已与承运方确认，延误免责');

  // The evaluation.
  await page.goto('/shipper/evaluateList?tab=todo&pageSize=50');
  await page.getByRole('link', { name: `评价 ${orderNo}` }).click();
  await page.getByRole('form', { name: '评价承运方' }).getByRole('button', { name: '提交评价' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '评价承运方' }), '请选择评分')).toBeVisible();
  await page.getByLabel('5 分').check();
  await page.getByLabel('评价内容（选填）').fill('准时装卸，司机服务好');
  await page.getByRole('form', { name: '评价承运方' }).getByRole('button', { name: '提交评价' }).click();
  await expect(flash(page, '评价成功')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('准时装卸，司机服务好');
  // The rating feeds the public credit page (the shipper's name masked there).
  await page.goto(`/creditEvaluation?keyword=${encodeURIComponent('天津顺达')}`);
  const credit = page.getByRole('table', { name: '承运人信用' }).getByRole('row').filter({ hasText: '天津顺达' });
  await expect(credit).toContainText('准时装卸，司机服务好');
  await expect(credit).toContainText('**');

  // Every list finds them by URL filter.
  await page.goto(`/shipper/orderList?orderNo=${orderNo}&status=COMPLETE`);
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('已完成');
  await page.goto(`/user/dispatchOrderList?waybillNo=${first}&status=SIGN`);
  await expect(page.getByRole('row').filter({ hasText: first })).toHaveCount(1);
  await page.goto(`/user/dispatchOrderList?waybillNo=${second}&status=INVALID`);
  await expect(page.getByRole('row').filter({ hasText: second })).toHaveCount(1);
  await page.goto(`/user/dispatchOrderList?waybillNo=${second}&status=SIGN`);
  await expect(shownMessage(page, '暂无派车单')).toBeVisible();
});

test('an outsider sees neither the order nor its waybills', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.individualShipper.mobile);
  const res = await page.goto('/orderDetails/1');
  expect(res?.status()).toBe(404);
  await page.goto('/user/myOrder');
  await expect(page.getByRole('table', { name: '订单列表' })).toBeVisible();
});
