import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { MONEY_E2E_GOODS } from '../../platform/seed/areas/money';
import { enterPaidOnToday } from './date-helpers';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// Settlement bills (issue 17), JS off and on: the steel shipper builds a bill from one approved,
// signed waybill of 顺达 on /shipper/payBillManage, deducting 82.08 元 from it (a deduction needs a
// reason and cannot exceed the freight: both refusals show at the row's field); 顺达 (the payee)
// finds it on /shipper/receivableBillManage and confirms it (a dispute needs a reason); the shipper
// records the offline payment in yuan on /shipper/payBillDetail with its 付款回单 image, which the
// payer and the payee open from the 付款记录 and another company cannot; the bill shows 已付款 and
// its order 已支付. A second company's users get the 404 page for it; the list's filters live in
// the URL and the export streams the filtered list as .xlsx. Each project settles the waybill of
// its own order (seed/areas/money.ts), so the two never collide.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const PAYEE = '天津顺达物流有限公司';
// 148.00 元/吨 on the unloaded 30.96 t: 4,582.08 元; less the 82.08 元 deduction: 4,500.00 元
const FREIGHT = '4,582.08 元';
const DEDUCTION = '82.08';
const DEDUCTION_REASON = '亏吨超出合理损耗';
const TOTAL = '4,500.00 元';
const CAPITALS = '人民币肆仟伍佰元整';
// a 1×1 PNG: the 付款回单
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

test('the shipper builds a bill, the carrier confirms, the shipper pays offline: the bill and its order show paid', async ({ page }, testInfo) => {
  test.setTimeout(120_000); // three people, a dozen pages; the shared 2-core machine can be slow
  const goods = testInfo.project.name === 'js' ? MONEY_E2E_GOODS.js : MONEY_E2E_GOODS['no-js'];

  // 1. The payer builds the bill from the payee's settleable waybills.
  await signedIn(page, SHIPPER);
  await page.goto('/shipper/payBillManage');
  await expect(page.getByRole('heading', { name: '结算管理', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '新建结算单' }).click();
  await expect(page).toHaveURL(/build=1/);
  const choose = page.getByRole('form', { name: '选择收款方' });
  await choose.getByLabel('收款方').selectOption(PAYEE);
  await choose.getByRole('button', { name: '查看可结算派车单' }).click();
  await expect(page).toHaveURL(/payee=/);
  const picks = page.getByRole('table', { name: '可结算派车单' });
  const row = picks.getByRole('row').filter({ hasText: goods });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(FREIGHT);
  const waybillNo = (await row.getByRole('cell').nth(1).textContent())!.trim();
  expect(waybillNo).toMatch(/^PC\d{13}$/);
  // nothing ticked: the form says so and makes nothing
  await page.getByRole('button', { name: '生成结算单' }).click();
  await expect(page.getByText('请选择要结算的派车单').first()).toBeVisible();
  await expect(page).toHaveURL(/payBillManage/);
  // a deduction without its reason: refused at the row's reason, nothing made, the row still ticked
  const tick = page.getByRole('checkbox', { name: `结算 ${waybillNo}` });
  const amount = page.getByRole('textbox', { name: `扣款（元） ${waybillNo}` });
  const reason = page.getByRole('textbox', { name: `扣款原因 ${waybillNo}` });
  await tick.check();
  await amount.fill(DEDUCTION);
  await page.getByRole('button', { name: '生成结算单' }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(row).toContainText('请填写扣款原因');
  await expect(page).toHaveURL(/payBillManage/);
  await expect(tick).toBeChecked();
  await expect(amount).toHaveValue(DEDUCTION);
  // more than the freight: the platform refuses it, at the row's amount
  await amount.fill('5000');
  await reason.fill(DEDUCTION_REASON);
  await page.getByRole('button', { name: '生成结算单' }).click();
  await expect(row).toContainText('扣款不能超过该派车单运费');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/payBillManage/);
  await tick.check();
  await amount.fill(DEDUCTION);
  await reason.fill(DEDUCTION_REASON);
  await page.getByRole('button', { name: '生成结算单' }).click();
  await expect(page).toHaveURL(/\/shipper\/payBillDetail\?id=\d+$/);
  await expect(flash(page, '结算单已生成')).toBeVisible();
  const billUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const billId = new URL(page.url()).searchParams.get('id')!;
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const billNo = /JS\d{14}/.exec(heading ?? '')![0];
  await expect(page.getByText(/^状态：待确认$/)).toBeVisible();
  await expect(page.getByText(CAPITALS)).toBeVisible();
  const line = page.getByRole('table', { name: '派车单明细' }).getByRole('row').filter({ hasText: waybillNo });
  await expect(line).toContainText(FREIGHT);
  await expect(line).toContainText(`${DEDUCTION} 元`);
  await expect(line).toContainText(DEDUCTION_REASON);
  await expect(line).toContainText(TOTAL);
  await expect(page.getByText(`${DEDUCTION} 元`, { exact: true }).first()).toBeVisible(); // 扣款合计
  await expect(page.getByText(TOTAL, { exact: true }).first()).toBeVisible(); // 结算金额
  // unconfirmed: no payment yet
  await expect(page.getByRole('link', { name: '记录线下付款' })).toHaveCount(0);

  // 2. The payee finds it by its number (the filter stays in the URL), disputes without a reason (refused), then confirms.
  await signedIn(page, CARRIER);
  await page.goto('/shipper/receivableBillManage');
  await page.getByLabel('结算单号').fill(billNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`billNo=${billNo}`));
  await expect(page.getByLabel('结算单号')).toHaveValue(billNo);
  const listed = page.getByRole('table', { name: '账单管理列表' }).getByRole('row').filter({ hasText: billNo });
  await expect(listed).toContainText('唐山冀东钢铁贸易');
  await listed.getByRole('link', { name: billNo, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shipper/receivableBillDetail\\?id=${billId}$`));
  await page.getByRole('link', { name: '提出异议' }).click();
  await expect(page).toHaveURL(/do=dispute/);
  await page.getByRole('button', { name: '提交异议' }).click();
  await expect(page.getByText('请填写异议原因').first()).toBeVisible();
  await page.getByRole('link', { name: '取消' }).click();
  await page.getByRole('button', { name: '确认结算单' }).click();
  await expect(flash(page, '已确认结算单')).toBeVisible();
  await expect(page.getByText(/^状态：待付款$/)).toBeVisible();

  // 3. The payer records the offline payment in yuan.
  await signedIn(page, SHIPPER);
  await page.goto(billUrl);
  await page.getByRole('link', { name: '记录线下付款' }).click();
  await expect(page).toHaveURL(/do=pay/);
  await page.getByLabel('付款金额（元）').fill('4500.0８9');
  await page.getByLabel('银行流水号').fill(`ICBC${billId}20261120`);
  // on or after the bill's day (made just now) and not in the future
  await enterPaidOnToday(page, testInfo.project.name === 'js');
  await page.getByLabel('付款时间').fill('10:30');
  await page.getByLabel('收款账号').fill('6222020302001234567');
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page.getByText('金额格式不正确，请输入数字，最多两位小数').first()).toBeVisible();
  await page.getByLabel('付款金额（元）').fill('4500.00');
  await page.getByLabel('付款回单').setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(flash(page, '付款已记录')).toBeVisible();
  await expect(page.getByText(/^状态：已付款$/)).toBeVisible();
  const payments = page.getByRole('table', { name: '付款记录' });
  await expect(payments).toContainText(TOTAL);
  await expect(payments).toContainText(`ICBC${billId}20261120`);
  await expect(payments).toContainText('线下付款');
  const receiptHref = (await payments.getByRole('link', { name: /回单/ }).getAttribute('href'))!;
  // the link opens the image viewer (issue 47); the bytes come from the file proxy
  expect(receiptHref).toMatch(/^\/preview\/imagePreview\?uuid=[0-9a-f-]{36}&back=/);
  const receiptSrc = `/resources/file/preview?uuid=${new URL(receiptHref, page.url()).searchParams.get('uuid')}`;
  const receipt = await page.request.get(receiptSrc);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('image/png');
  await expect(page.getByRole('link', { name: '记录线下付款' })).toHaveCount(0);

  // 4. Its order is paid.
  await page.getByRole('table', { name: '派车单明细' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orderDetails\/\d+/);
  await expect(page.getByText(/已支付/).first()).toBeVisible();
  // what was paid, from the bill (issue 42): the freight less the deduction, on the order and its waybill
  await expect(page.locator('dt:text-is("实付运费") + dd')).toHaveText(`${TOTAL}（按对账单结算）`);
  await page.getByRole('table', { name: '订单的派车单' }).getByRole('link', { name: waybillNo }).click();
  await expect(page.locator('dt:text-is("结算") + dd')).toHaveText(`已支付 ${billNo}，实付 ${TOTAL}`);

  // 5. The list's filters live in the URL, and the export takes them.
  await page.goto('/shipper/payBillManage');
  await page.getByLabel('状态').selectOption('PAID');
  await page.getByRole('textbox', { name: '收款方' }).fill('顺达');
  await page.getByLabel('结算单号').fill(billNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=PAID/);
  await expect(page).toHaveURL(new RegExp(`billNo=${billNo}`));
  await page.reload();
  await expect(page.getByLabel('状态')).toHaveValue('PAID');
  const paidRow = page.getByRole('table', { name: '结算管理列表' }).getByRole('row').filter({ hasText: billNo });
  await expect(paidRow).toContainText('已付款');
  await expect(paidRow).toContainText(PAYEE);
  const href = await page.getByRole('link', { name: '导出', exact: true }).getAttribute('href');
  expect(href).toContain(`billNo=${billNo}`);
  const sheet = await page.request.get(href!);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()['content-type']).toContain('spreadsheetml');
  expect(sheet.headers()['content-disposition']).toContain('settlement-bills.xlsx');
  expect((await sheet.body()).subarray(0, 2).toString()).toBe('PK');

  // 6. The payee opens the receipt from its side of the bill too.
  await signedIn(page, CARRIER);
  await page.goto(`/shipper/receivableBillDetail?id=${billId}`);
  const theirCopy = page.getByRole('table', { name: '付款记录' }).getByRole('link', { name: /回单/ });
  await expect(theirCopy).toHaveAttribute('href', new RegExp(`^/preview/imagePreview\\?uuid=${new URL(receiptHref, page.url()).searchParams.get('uuid')}&`));
  expect((await page.request.get((await theirCopy.getAttribute('href'))!)).status()).toBe(200);
  const seen = await page.request.get(receiptSrc);
  expect(seen.status()).toBe(200);
  expect(seen.headers()['content-type']).toBe('image/png');

  // 7. Another company's users do not see it, nor its receipt.
  await signedIn(page, DEMO_ACCOUNTS.fenheShipper.mobile);
  expect((await page.request.get(receiptSrc)).status()).toBe(404);
  expect((await page.request.get(receiptHref)).status()).toBe(404);
  const refused = await page.goto(billUrl);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByText(billNo)).toHaveCount(0);
  await signedIn(page, DEMO_ACCOUNTS.tongjiangCarrier.mobile);
  const refusedPayee = await page.goto(`/shipper/receivableBillDetail?id=${billId}`);
  expect(refusedPayee?.status()).toBe(404);
  await page.goto(`/shipper/receivableBillManage?billNo=${billNo}`);
  await expect(page.getByRole('table', { name: '账单管理列表' })).toContainText('暂无结算单');
});

test('应付账款 and 应收账款: what is owed per counterparty and age, the filter in the URL, each row leading to its bills', async ({ page }) => {
  // the demo bill (seed/areas/money.ts) waits for 顺达's confirmation: the shipper owes it, 顺达 is owed it
  await signedIn(page, SHIPPER);
  await page.goto('/shipper/receiveFee');
  await expect(page.getByRole('heading', { name: '应付账款', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: '收款方' }).fill('顺达');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/\/shipper\/receiveFee\?partyName=%E9%A1%BA%E8%BE%BE/);
  await expect(page.getByRole('textbox', { name: '收款方' })).toHaveValue('顺达');
  const owed = page.getByRole('table', { name: '应付账款列表' }).getByRole('row').filter({ hasText: PAYEE });
  await expect(owed).toHaveCount(1);
  await expect(owed).toContainText(/\d+\.\d\d 元/);
  // the export takes the list's filter: a real spreadsheet with the header and 顺达's row
  const [payables] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出', exact: true }).click()]);
  expect(payables.suggestedFilename()).toMatch(/^应付账款_\d{8}\.xlsx$/);
  const owedSheet = await firstSheet(await payables.path());
  expect(owedSheet.getRow(1).values).toEqual([
    undefined,
    '收款方',
    '结算单数',
    '应付未付',
    '其中已确认',
    '30天内',
    '31–60天',
    '61–90天',
    '90天以上',
    '最早结算单',
  ]);
  expect(owedSheet.rowCount).toBe(2);
  expect(owedSheet.getRow(2).getCell(1).value).toBe(PAYEE);
  expect(String(owedSheet.getRow(2).getCell(3).value)).toMatch(/^[\d,]+\.\d\d 元$/);
  await owed.getByRole('link', { name: `${PAYEE} 的结算单` }).click();
  await expect(page).toHaveURL(/\/shipper\/payBillManage\?partyName=/);
  await expect(page.getByRole('table', { name: '结算管理列表' })).toContainText(PAYEE);
  // a name no payee has: nothing
  await page.goto('/shipper/receiveFee?partyName=%E9%80%9A%E6%B1%9F%E8%BE%BE');
  await expect(page.getByRole('table', { name: '应付账款列表' })).toContainText('暂无未付的结算单');

  await signedIn(page, CARRIER);
  await page.goto('/shipper/payFee');
  await expect(page.getByRole('heading', { name: '应收账款', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '应收账款列表' }).getByRole('row').filter({ hasText: '唐山冀东钢铁贸易有限公司' })).toHaveCount(1);
  const [receivables] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出', exact: true }).click()]);
  const dueSheet = await firstSheet(await receivables.path());
  expect(dueSheet.getRow(1).getCell(1).value).toBe('付款方');
  expect(dueSheet.getRow(1).getCell(3).value).toBe('应收未收');
  const names = Array.from({ length: dueSheet.rowCount - 1 }, (_, i) => dueSheet.getRow(i + 2).getCell(1).value);
  expect(names).toContain('唐山冀东钢铁贸易有限公司');
});

async function firstSheet(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook.worksheets[0];
}
