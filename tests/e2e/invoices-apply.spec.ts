import type { Page } from '@playwright/test';
import { makeCreditCode } from '../../platform/seed/factories';
import { INVOICES_E2E } from '../../platform/seed/areas/invoices';
import { expectAccessible } from './accessible';
import { createUser, DEMO_ACCOUNTS, expect, loginAs, platformData, platformToken, shownMessage, signedIn, test, tokenHeaders } from './fixtures';
import { issueByOperations } from './invoice-helpers';

// Invoice applications, the shipper's side (issue 45), JS off and on. Each project's certified
// shipper company has an order of two waybills paid through the settlement flow (seed/areas/invoices.ts:
// billed, confirmed by 顺达, paid offline): it finds them on /shipper/invoiceManage (filters in the
// URL), ticks both into /shipper/applyInvoice, which shows each one's amount and 特定要素, the total
// and the 9 % tax, and sends it to 开票信息 first; with the details filled it applies (an empty kind
// is refused at its field), lands on the application's page (待开票, its waybills) and finds it in
// 开票申请记录; the same form sent again from a second tab gets the platform's refusal at the form;
// the waybills leave the candidates. Issued by operations (through the platform), it shows in 发票列表;
// reversed red, in 开票历史 as 已红冲, and its waybills are candidates again. The other project's company opens none of it (the 404 page)
// and lists none; a company without qualification gets the spec's message.

const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const ALREADY = '所选派车单已申请开票，不能重复申请；红冲后可重新申请';

test('a certified shipper applies for an invoice on its paid waybills; a second application is refused; another company sees none of it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // a dozen pages on a shared 2-core machine
  const js = testInfo.project.name === 'js';
  const mine = INVOICES_E2E[js ? 'js' : 'no-js'];
  const other = INVOICES_E2E[js ? 'no-js' : 'js'];
  await signedIn(page, mine.payer.mobile);

  // 1. The paid waybills left to invoice, filtered in the URL.
  await page.goto('/shipper/invoiceManage');
  await expect(page.getByRole('heading', { name: '申请开票', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: '可开票的派车单' });
  const ours = table.getByRole('row').filter({ hasText: mine.goods });
  await expect(ours).toHaveCount(2);
  const waybillNos = [];
  for (const row of await ours.all()) waybillNos.push((await row.getByRole('cell').nth(1).textContent())!.trim());
  expect(waybillNos.every((no) => /^PC\d{13}$/.test(no))).toBe(true);
  const origin = (await ours.first().getByRole('cell').nth(3).textContent())!.trim();
  await expectAccessible(page, js);
  const filters = page.getByRole('form', { name: '筛选可开票的派车单' });
  await filters.getByLabel('派车单号').fill(waybillNos[0]);
  await filters.getByLabel('起运地').fill(origin);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`waybillNo=${waybillNos[0]}.*origin=`));
  await expect(table.getByRole('row').filter({ hasText: mine.goods })).toHaveCount(1);
  await page.goto(`/shipper/invoiceManage?waybillNo=PC0000000000000`);
  await expect(table.getByText('暂无可开票的派车单')).toBeVisible();

  // 2. Both ticked into the apply screen: amounts, elements, total and tax; no details yet.
  await page.goto('/shipper/invoiceManage');
  for (const no of waybillNos) await page.getByRole('checkbox', { name: `开票 ${no}` }).check();
  await page.getByRole('button', { name: '申请开票', exact: true }).click();
  await expect(page).toHaveURL(/\/shipper\/applyInvoice\?waybillId=\d+&waybillId=\d+$/);
  const applyUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const lines = page.getByRole('table', { name: '开票派车单' });
  for (const no of waybillNos) await expect(lines.getByRole('row').filter({ hasText: no })).toContainText(mine.goods);
  await expect(lines.getByRole('row').filter({ hasText: waybillNos[0] })).toContainText(origin);
  // the columns 已付, 已开票 and 本次开票 of each row: the total is the sum of the last
  const amounts = await lines.locator('td.price').allTextContents();
  const fen = (text: string) => Math.round(Number(text.replace(/[,\s元]/g, '')) * 100);
  const invoiceable = amounts.filter((_, i) => i % 3 === 2).map(fen);
  const total = invoiceable.reduce((a, b) => a + b, 0);
  const totalText = `${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} 元`;
  await expect(page.getByText(totalText).first()).toBeVisible();
  // the tax inside the tax-inclusive total, half up to the fen: total × 9 / 109
  const tax = Math.floor((2 * total * 900 + 10_900) / (2 * 10_900));
  await expect(page.getByText(`${(tax / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} 元`).first()).toBeVisible();
  await expect(page.getByText('四舍五入到分')).toBeVisible();

  // 3. 开票信息 first, then back to the same screen. The steel shipper (no-js) has none yet; 汾河 (js)
  // is shared with invoices-issue.spec.ts, which fills its details when it runs first.
  if (!js) await expect(page.getByText('尚未填写开票信息')).toBeVisible();
  if (await page.getByText('尚未填写开票信息').count()) await page.getByRole('link', { name: '填写开票信息' }).click();
  else await page.goto('/my-center/editInvoice');
  await expect(page).toHaveURL(/\/my-center\/editInvoice$/);
  const title = `${js ? '山西汾河煤业运销' : '唐山冀东钢铁贸易'}有限公司`;
  await page.getByLabel('发票抬头').fill(title);
  await page.getByLabel('纳税人识别号（统一社会信用代码）').fill(makeCreditCode(js ? '140105' : '130203', js ? '7A3K9Q2M' : '5B8N4R1T'));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(flash(page, '开票信息已保存')).toBeVisible();
  await page.goto(applyUrl);
  await expect(page.getByText('尚未填写开票信息')).toHaveCount(0);
  await expect(page.getByText(title).first()).toBeVisible();

  // A second tab keeps the same form open (the stale copy that is sent again below).
  const second = await page.context().newPage();
  await second.goto(applyUrl);
  await expect(second.getByRole('button', { name: '提交开票申请' })).toBeVisible();

  // 4. An empty kind is refused at its field; then the application is made.
  await page.getByLabel('发票种类').selectOption('');
  await page.getByRole('button', { name: '提交开票申请' }).click();
  await expect(shownMessage(page, '请选择发票种类')).toBeVisible();
  await expect(page.getByLabel('发票种类')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/applyInvoice/);
  await page.getByLabel('发票种类').selectOption('DIGITAL_SPECIAL');
  await page.getByLabel('备注').fill('请随货寄送');
  await expectAccessible(page, js);
  await page.getByRole('button', { name: '提交开票申请' }).click();
  await expect(page).toHaveURL(/\/shipper\/applicationBillingRecords\?id=\d+$/);
  await expect(flash(page, '开票申请已提交')).toBeVisible();
  const detailUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const applyNo = /开票申请 (KP\d+)/.exec(heading ?? '')![1];
  await expect(page.getByText('待开票').first()).toBeVisible();
  await expect(page.getByText(totalText).first()).toBeVisible();
  await expect(page.getByText('请随货寄送')).toBeVisible();
  const applied = page.getByRole('table', { name: '开票派车单' });
  for (const no of waybillNos) await expect(applied.getByRole('row').filter({ hasText: no })).toContainText(mine.goods);
  await expect(page.getByRole('table', { name: '状态记录' })).toContainText('提交申请');
  await expectAccessible(page, js);

  // 5. The same waybills sent again from the second tab: the platform's refusal, at the form.
  await second.getByRole('button', { name: '提交开票申请' }).click();
  await expect(shownMessage(second, ALREADY).first()).toBeVisible();
  await expect(second).toHaveURL(/applyInvoice/);
  await second.close();

  // 6. In 开票申请记录 (filtered by its number in the URL), not yet in 发票列表; gone from the candidates.
  await page.goto(`/shipper/applicationBillingRecords?applyNo=${applyNo}`);
  const records = page.getByRole('table', { name: '开票申请记录' });
  const row = records.getByRole('row').filter({ hasText: applyNo });
  await expect(row).toContainText('待开票');
  await expect(row).toContainText(totalText);
  await expect(row).toContainText(title);
  await expectAccessible(page, js);
  await page.goto(`/shipper/applicationBillingRecords?applyNo=${applyNo}&status=SEND`);
  await expect(records.getByText('暂无开票申请')).toBeVisible();
  await page.goto(`/shipper/invoiceLists?applyNo=${applyNo}`);
  await expect(page.getByRole('table', { name: '发票列表' }).getByText('暂无已开具的发票')).toBeVisible();
  await page.goto('/shipper/invoiceManage');
  await expect(page.getByRole('table', { name: '可开票的派车单' }).getByRole('row').filter({ hasText: mine.goods })).toHaveCount(0);
  // the export of the filtered list is a spreadsheet
  await page.goto(`/shipper/applicationBillingRecords?applyNo=${applyNo}`);
  const download = page.waitForEvent('download');
  await page.getByRole('form', { name: '导出开票申请记录' }).getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // 7. Operations issue it (their screens are another issue's: through the platform here): 发票列表
  // shows it 已开票 with its number; reversed red, 开票历史 shows 已红冲 and the waybills are free again.
  const operator = tokenHeaders(await platformToken(page.request, DEMO_ACCOUNTS.operator.mobile));
  const id = Number(new URL(detailUrl, 'http://x').searchParams.get('id'));
  const invoiceNo = `2613${String(Date.now()).slice(-13)}${js ? '001' : '002'}`;
  await issueByOperations(page.request, operator, id, invoiceNo);
  await page.goto(`/shipper/invoiceLists?invoiceNo=${invoiceNo}`);
  const issued = page.getByRole('table', { name: '发票列表' }).getByRole('row').filter({ hasText: applyNo });
  await expect(issued).toContainText('已开票');
  await expect(issued).toContainText(invoiceNo);
  await platformData(
    await page.request.post('/api-platform/api/invoice/reverse', { headers: operator, data: { id, redConfirmationNo: `1${invoiceNo.slice(1)}` } }),
  );
  await page.goto(`/shipper/invoiceHistory?status=RED&applyNo=${applyNo}`);
  await expect(page.getByRole('table', { name: '开票历史' }).getByRole('row').filter({ hasText: applyNo })).toContainText('已红冲');
  await expectAccessible(page, js);
  await page.goto(`/shipper/invoiceLists?invoiceNo=${invoiceNo}`);
  await expect(page.getByRole('table', { name: '发票列表' }).getByText('暂无已开具的发票')).toBeVisible();
  await page.goto(detailUrl);
  await expect(page.getByRole('table', { name: '状态记录' })).toContainText('红冲');
  await page.goto('/shipper/invoiceManage');
  await expect(page.getByRole('table', { name: '可开票的派车单' }).getByRole('row').filter({ hasText: mine.goods })).toHaveCount(2);

  // 8. Another company: the 404 page for the application, and none of it in its lists.
  await signedIn(page, other.payer.mobile);
  const refused = await page.goto(detailUrl);
  expect(refused?.status()).toBe(404);
  await expect(page.getByText(applyNo)).toHaveCount(0);
  await page.goto(`/shipper/applicationBillingRecords?applyNo=${applyNo}`);
  await expect(page.getByRole('table', { name: '开票申请记录' }).getByText('暂无开票申请')).toBeVisible();
  await page.goto('/shipper/invoiceHistory');
  await expect(page.getByText(applyNo)).toHaveCount(0);
});

test('a company without qualification gets the spec’s message on the invoice screens', async ({ page }) => {
  const shipper = await createUser(page.request, 'enterprise_shipper');
  await loginAs(page, shipper.mobile, shipper.password);
  for (const path of ['/shipper/invoiceManage', '/shipper/applicationBillingRecords']) {
    await page.goto(path);
    await expect(shownMessage(page, '您还未进行资质认证，请先提交资质认证信息审核通过后再进行开票操作！')).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe(path);
  }
});
