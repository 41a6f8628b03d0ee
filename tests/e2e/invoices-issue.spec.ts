import type { Page } from '@playwright/test';
import { taxOf } from '../../platform/contract/invoices/applications';
import { INVOICE_MESSAGES as M } from '../../platform/contract/invoices/messages';
import { chinaToday } from '../../platform/contract/money/bills';
import { INVOICE_E2E_GOODS, INVOICE_E2E_SHIPPER } from '../../platform/seed/areas/invoices-issue';
import { expectAccessible } from './accessible';
import { issueByOperations, releaseEarlierApplications, tinyPdf } from './invoice-helpers';
import { pickDate } from './date-helpers';
import { DEMO_ACCOUNTS, expect, platformData, platformToken, shownMessage, signedIn, test, tokenHeaders } from './fixtures';

// Issuing invoices (issue 45, operations), JS off and on: 汾河 (a certified shipper company) applies
// for an invoice on its waybill paid through the settlement flow (seed/areas/invoices-issue.ts, one per
// project) through the platform call the apply screen makes; 汾河 is refused the operations queue;
// operations find the application in /shipper/invoicePlease by its number, open it, are refused a
// number of the wrong length and an amount that is not the application's at their fields, then record
// the 数电 invoice with a tiny real PDF; 汾河 gets the message and downloads the very bytes as a PDF;
// operations reverse it red (a 红字确认单 number of the wrong length refused first), which frees the
// waybill: a new application on it is accepted; operations refuse that one with a reason, which frees
// it again, and the next is issued anew.

const API = '/api-platform/api';
const SHIPPER = INVOICE_E2E_SHIPPER.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

const yuanText = (fen: number) => (fen / 100).toFixed(2);
const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

type Waybill = { id: number; waybillNo: string; goodsName: string; freightFen: number | null };
type Application = { id: number; applyNo: string; status: string; amountFen: number; taxFen: number };

test('operations issue an application with its PDF, the shipper is told and downloads it, a red reversal and a refusal free the waybill', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // two people, a dozen pages on the shared 2-core machine
  const js = testInfo.project.name === 'js';
  const goods = js ? INVOICE_E2E_GOODS.js : INVOICE_E2E_GOODS['no-js'];

  // 1. The shipper's paid waybill and its application, through the platform calls the apply screen makes.
  const headers = tokenHeaders(await platformToken(page.request, SHIPPER));
  // 汾河's invoice details: filled in unless the other project (or the shipper-side spec, which also
  // works as 汾河) has filled them in already; the application keeps whichever it was made with.
  if (!(await platformData<unknown>(await page.request.get(`${API}/invoice/details`, { headers })))) {
    const details = { title: '山西汾河煤业运销有限公司', taxpayerNo: '91140100MA0X8K7L2P', mailAddress: '太原市小店区平阳路1号', recipientName: '郭建平' };
    await platformData(await page.request.post(`${API}/invoice/details/save`, { headers, data: details }));
  }
  const waybills = await platformData<{ records: Waybill[] }>(
    await page.request.post(`${API}/dispatchOrder/pagination`, { headers, data: { status: 'SIGN', payStatus: '2', pageSize: 50 } }),
  );
  const waybill = waybills.records.find((w) => w.goodsName === goods);
  expect(waybill, `the paid waybill of ${goods}`).toBeTruthy();
  const amountFen = waybill!.freightFen!;
  if (testInfo.retry > 0)
    await releaseEarlierApplications(page.request, headers, tokenHeaders(await platformToken(page.request, OPERATOR)), waybill!.waybillNo);
  const apply = { waybillIds: [waybill!.id], kind: 'DIGITAL_SPECIAL', amountFen };
  const application = await platformData<Application>(await page.request.post(`${API}/invoice/apply`, { headers, data: apply }));
  expect(application).toMatchObject({ status: 'WAIT', amountFen, taxFen: taxOf(amountFen, 900) });

  // 2. The shipper may not open the operations queue nor an application there.
  await signedIn(page, SHIPPER);
  for (const path of ['/shipper/invoicePlease', `/shipper/invoicePleaseDetail?id=${application.id}`]) {
    const refused = await page.goto(path);
    expect(refused?.status()).toBe(403);
    await expect(page.getByText('您的账号没有访问该页面的权限')).toBeVisible();
  }

  // 3. Operations find it in the queue by its number (the filter stays in the URL) and open it to issue.
  await signedIn(page, OPERATOR);
  await page.goto('/shipper/invoicePlease');
  await expect(page.getByRole('heading', { name: '开票申请', level: 1 })).toBeVisible();
  await page.getByLabel('申请编号').fill(application.applyNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`applyNo=${application.applyNo}`));
  const row = page.getByRole('table', { name: '开票申请列表' }).getByRole('row').filter({ hasText: application.applyNo });
  await expect(row).toContainText('山西汾河煤业运销有限公司');
  await expect(row).toContainText('待开票');
  await expect(row).toContainText(`${Number(yuanText(amountFen)).toLocaleString('en-US', { minimumFractionDigits: 2 })} 元`);
  await expectAccessible(page, js);
  await row.getByRole('link', { name: `开票 ${application.applyNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shipper/invoicePleaseDetail\\?id=${application.id}&do=issue$`));
  await expect(page.getByRole('heading', { name: `开票申请 ${application.applyNo}`, level: 1 })).toBeVisible();
  // the snapshot of the details and the waybill with its 特定要素
  const operations = tokenHeaders(await platformToken(page.request, OPERATOR));
  const snapshot = await platformData<{ details: { taxpayerNo: string } }>(
    await page.request.get(`${API}/invoice/operations/getById/${application.id}`, { headers: operations }),
  );
  await expect(page.getByText(snapshot.details.taxpayerNo, { exact: true })).toBeVisible();
  const line = page.getByRole('table', { name: '派车单与特定要素' }).getByRole('row').filter({ hasText: waybill!.waybillNo });
  await expect(line).toContainText(goods);

  const form = page.getByRole('form', { name: '登记开具的发票' });
  const invoiceNo = `2611${String(Date.now()).padStart(15, '0')}${js ? 1 : 2}`;
  // a number of the wrong length: refused at its field
  await form.getByLabel('发票号码').fill(invoiceNo.slice(1));
  await form.getByRole('button', { name: '确认开票' }).click();
  await expect(shownMessage(page, M.invoiceNoFormat)).toBeVisible();
  await expect(page.getByLabel('发票号码')).toHaveAttribute('aria-invalid', 'true');
  // an amount that is not the application's: the platform refuses it at the amount
  await page.getByLabel('发票号码').fill(invoiceNo);
  await pickDate(page, js, '开票日期', chinaToday());
  await page.getByLabel('价税合计（元）').fill(yuanText(amountFen + 100));
  await page.getByLabel('税额（元）').fill(yuanText(application.taxFen));
  await page.getByLabel('发票文件').setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await page.getByRole('button', { name: '确认开票' }).click();
  await expect(shownMessage(page, M.amountNotApplied)).toBeVisible();
  await expect(page).toHaveURL(/invoicePleaseDetail/);
  await expectAccessible(page, js);
  // as printed on the invoice: recorded
  await page.getByLabel('发票号码').fill(invoiceNo);
  await pickDate(page, js, '开票日期', chinaToday());
  await page.getByLabel('价税合计（元）').fill(yuanText(amountFen));
  await page.getByLabel('税额（元）').fill(yuanText(application.taxFen));
  await page.getByLabel('发票文件').setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await page.getByRole('button', { name: '确认开票' }).click();
  await expect(page).toHaveURL(new RegExp(`/shipper/invoicePleaseDetail\\?id=${application.id}$`));
  await expect(flash(page, M.issued)).toBeVisible();
  await expect(page.getByText(/^状态：已开票$/)).toBeVisible();
  await expect(page.getByText(invoiceNo, { exact: true })).toBeVisible();
  const fileLink = page.getByRole('link', { name: /下载发票文件/ });
  const fileHref = (await fileLink.getAttribute('href'))!;
  expect(fileHref).toMatch(/^\/resources\/file\/download\?uuid=[0-9a-f-]{36}$/);

  // 4. The shipper is told, and downloads the very file.
  await signedIn(page, SHIPPER);
  await page.goto('/user/messages');
  await page.getByLabel('关键字').fill(application.applyNo);
  await page.getByRole('button', { name: '查询' }).click();
  const message = page.getByRole('list', { name: '消息列表' }).getByRole('listitem', { name: `开票申请${application.applyNo}已开票`, exact: true });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText(invoiceNo);
  const download = await page.request.get(fileHref);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect(Buffer.from(await download.body()).equals(tinyPdf())).toBe(true);

  // 5. Operations reverse it red; the waybill is free for a new application.
  await signedIn(page, OPERATOR);
  await page.goto(`/shipper/invoicePleaseDetail?id=${application.id}`);
  await page.getByRole('link', { name: '红冲' }).click();
  await expect(page).toHaveURL(/do=reverse/);
  await page.getByLabel('红字确认单编号').fill('12345');
  await page.getByRole('button', { name: '确认红冲' }).click();
  await expect(shownMessage(page, M.redNoInvalid)).toBeVisible();
  await page.getByLabel('红字确认单编号').fill(`4401${invoiceNo.slice(4)}`);
  await page.getByRole('button', { name: '确认红冲' }).click();
  await expect(flash(page, M.reversed)).toBeVisible();
  await expect(page.getByText(/^状态：已红冲$/)).toBeVisible();
  const again = await platformData<Application>(await page.request.post(`${API}/invoice/apply`, { headers, data: apply }));
  expect(again).toMatchObject({ status: 'WAIT', amountFen });

  // 6. Operations refuse that one (a reason is required), which frees the waybill again; the next is invoiced anew.
  await page.goto(`/shipper/invoicePleaseDetail?id=${again.id}`);
  await page.getByRole('link', { name: '驳回' }).click();
  await expect(page).toHaveURL(/do=refuse/);
  await page.getByRole('button', { name: '确认驳回' }).click();
  await expect(shownMessage(page, M.refuseReasonRequired)).toBeVisible();
  await page.getByLabel('驳回原因').fill('发票抬头与合同主体不一致');
  await page.getByRole('button', { name: '确认驳回' }).click();
  await expect(flash(page, M.refused)).toBeVisible();
  await expect(page.getByText(/^状态：已驳回$/)).toBeVisible();
  await expect(page.getByRole('note')).toContainText('发票抬头与合同主体不一致');
  const third = await platformData<Application>(await page.request.post(`${API}/invoice/apply`, { headers, data: apply }));
  expect(await issueByOperations(page.request, operations, third.id, `2612${invoiceNo.slice(4)}`)).toMatchObject({ id: third.id, status: 'SEND' });
});
