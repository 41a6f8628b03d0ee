import type { Page } from '@playwright/test';
import { AGENCY_MESSAGES as M } from '../../platform/contract/invoices/agency-labels';
import { taxOf } from '../../platform/contract/invoices/applications';
import { chinaToday } from '../../platform/contract/money/bills';
import { AGENCY_E2E_GOODS, AGENCY_E2E_PAYEE } from '../../platform/seed/areas/invoices-agency';
import { expectAccessible } from './accessible';
import { signAgencyAgreement } from './contract-helpers';
import { pickDate } from './date-helpers';
import { tinyPdf } from './invoice-helpers';
import { DEMO_ACCOUNTS, expect, platformData, platformToken, shownMessage, signedIn, test, tokenHeaders } from './fixtures';
import { expectFitsPhone } from './phone-fit';

// 代开 for individual carriers (issue 45), JS off and on: 赵春生, an individual carrier paid for a
// waybill through the settlement flow (seed/areas/invoices-agency.ts, one per project), signs the 代开
// agreement as an e-contract (unless the other project has: it is his, once) and sees it signed; ticks his paid
// waybill on /user/ticketManage and applies; operations find the application in their queue, are
// refused a number of the wrong length and a tax that is not the collection rate's, then record the
// tax office's 数电 invoice with a PDF; 赵春生 is told, sees 已代开 and downloads the very file; another
// carrier sees none of it (404), a shipper cannot open the screen (403).
//
// Retry-safe: a retry finds the waybill as the first attempt left it — applying (operations refuse
// that application first, through their platform call) or issued (the retry checks what was issued).

const API = '/api-platform/api';
const PAYEE = AGENCY_E2E_PAYEE.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const yuanText = (fen: number) => (fen / 100).toFixed(2);
const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

type Row = { waybillId: number; waybillNo: string; goodsName: string; paidFen: number; status: string; applicationId: number | null };

test('an individual carrier signs the 代开 agreement, applies on a paid waybill, operations issue it with a PDF, he downloads it; others see none of it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // three people, a dozen pages on the shared 2-core machine
  const js = testInfo.project.name === 'js';
  const goods = js ? AGENCY_E2E_GOODS.js : AGENCY_E2E_GOODS['no-js'];
  const payee = tokenHeaders(await platformToken(page.request, PAYEE));
  const operations = tokenHeaders(await platformToken(page.request, OPERATOR));
  const rowOf = async () => {
    const page_ = await platformData<{ records: Row[] }>(
      await page.request.post(`${API}/invoice/agency/waybill/pagination`, { headers: payee, data: { pageSize: 50 } }),
    );
    return page_.records.find((r) => r.goodsName === goods);
  };
  let seeded = await rowOf();
  expect(seeded, `the paid waybill of ${goods}`).toBeTruthy();
  if (testInfo.retry > 0 && seeded!.status === 'APPLYING') {
    await platformData(
      await page.request.post(`${API}/invoice/agency/refuse`, { headers: operations, data: { id: seeded!.applicationId, reason: '测试重试前释放' } }),
    );
    seeded = await rowOf();
  }
  const issuedBefore = seeded!.status === 'ISSUED';

  // 1. The agreement, an e-contract (decision 037): signed once (by this project or the other), then shown as signed.
  await signedIn(page, PAYEE);
  await signAgencyAgreement(page);
  await page.goto('/user/ticketManage?tab=agreement');
  await expect(page.getByRole('heading', { name: '发票管理', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '代开发票委托协议（已签署）' })).toBeVisible();
  await expect(page.getByRole('form', { name: '签署代开发票委托协议' })).toHaveCount(0);
  await expectAccessible(page, js);

  // 2. His paid waybills, filtered in the URL; he ticks this project's and applies.
  await page.getByRole('link', { name: '代开派车单' }).click();
  await page.getByLabel('派车单号').fill(seeded!.waybillNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`waybillNo=${seeded!.waybillNo}`));
  const row = page.getByRole('table', { name: '已收款的派车单' }).getByRole('row').filter({ hasText: seeded!.waybillNo });
  await expect(row).toContainText(goods);
  // 起运地 and 到达地 by their cities' names (the waybill keeps region codes)
  await expect(row).toContainText('唐山市');
  await expect(row).not.toContainText('1302');
  let applicationId = seeded!.applicationId;
  if (!issuedBefore) {
    await expect(row).toContainText(seeded!.status === 'REFUSED' ? '已驳回' : '未申请');
    await expectAccessible(page, js);
    await row.getByRole('checkbox', { name: `申请代开 ${seeded!.waybillNo}` }).check();
    await page.getByRole('button', { name: '申请代开' }).click();
    await expect(page).toHaveURL(/\/user\/ticketManage\?id=\d+$/);
    await expect(flash(page, M.applied)).toBeVisible();
    await expect(page.getByText(/^状态：代开中$/)).toBeVisible();
    applicationId = Number(new URL(page.url()).searchParams.get('id'));
    // the same waybill again: refused with the message, nothing applied
    const again = await page.request.post(`${API}/invoice/agency/apply`, { headers: payee, data: { waybillIds: [seeded!.waybillId] } });
    expect((await again.json()).message).toBe(M.alreadyApplied);
  }
  const application = await platformData<{ applyNo: string; amountFen: number; taxFen: number; status: string }>(
    await page.request.get(`${API}/invoice/agency/getById/${applicationId}`, { headers: payee }),
  );
  expect(application.amountFen).toBe(seeded!.paidFen);
  expect(application.taxFen).toBe(taxOf(seeded!.paidFen, 300));

  // 3. Operations find it in their queue and record the tax office's invoice with its PDF.
  const invoiceNo = `2633${String(Date.now()).padStart(15, '0')}${js ? 1 : 2}`;
  if (!issuedBefore) {
    await signedIn(page, OPERATOR);
    await page.goto('/shipper/agencyInvoicePlease?status=APPLYING');
    await page.getByLabel('申请编号').fill(application.applyNo);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`applyNo=${application.applyNo}`));
    const queued = page.getByRole('table', { name: '代开申请列表' }).getByRole('row').filter({ hasText: application.applyNo });
    await expect(queued).toContainText(AGENCY_E2E_PAYEE.name);
    await expect(queued).toContainText('代开中');
    await expectAccessible(page, js);
    await queued.getByRole('link', { name: `登记发票 ${application.applyNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/shipper/agencyInvoicePleaseDetail\\?id=${applicationId}&do=issue$`));
    await expect(page.getByRole('table', { name: '代开派车单' })).toContainText(seeded!.waybillNo);
    // a number of the wrong length, at its field
    await page.getByLabel('发票号码').fill(invoiceNo.slice(2));
    await page.getByRole('button', { name: '确认登记' }).click();
    await expect(shownMessage(page, M.invoiceNoInvalid)).toBeVisible();
    // a tax that is not the collection rate's: the platform refuses it at the tax
    await page.getByLabel('发票号码').fill(invoiceNo);
    await pickDate(page, js, '开票日期', chinaToday());
    await page.getByLabel('价税合计（元）').fill(yuanText(application.amountFen));
    await page.getByLabel('税额（元）').fill(yuanText(application.taxFen + 1));
    await page.getByLabel('发票文件').setInputFiles({ name: '代开发票.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByRole('button', { name: '确认登记' }).click();
    await expect(shownMessage(page, M.taxNotApplied)).toBeVisible();
    await expectAccessible(page, js);
    await page.getByLabel('发票号码').fill(invoiceNo);
    await pickDate(page, js, '开票日期', chinaToday());
    await page.getByLabel('价税合计（元）').fill(yuanText(application.amountFen));
    await page.getByLabel('税额（元）').fill(yuanText(application.taxFen));
    await page.getByLabel('发票文件').setInputFiles({ name: '代开发票.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByRole('button', { name: '确认登记' }).click();
    await expect(page).toHaveURL(new RegExp(`/shipper/agencyInvoicePleaseDetail\\?id=${applicationId}$`));
    await expect(flash(page, M.issued)).toBeVisible();
    await expect(page.getByText(/^状态：已代开$/)).toBeVisible();
    await expectFitsPhone(page);
  }

  // 4. He is told, sees 已代开 and downloads the very file.
  await signedIn(page, PAYEE);
  await page.goto('/user/messages');
  await page.getByLabel('关键字').fill(application.applyNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('list', { name: '消息列表' }).getByRole('listitem', { name: `代开申请${application.applyNo}已代开`, exact: true })).toHaveCount(
    1,
  );
  await page.goto(`/user/ticketManage?status=ISSUED&waybillNo=${seeded!.waybillNo}`);
  await expect(page.getByRole('table', { name: '已收款的派车单' }).getByRole('row').filter({ hasText: seeded!.waybillNo })).toContainText('已代开');
  await page.goto(`/user/ticketManage?id=${applicationId}`);
  await expect(page.getByText(/^状态：已代开$/)).toBeVisible();
  if (!issuedBefore) await expect(page.getByText(invoiceNo, { exact: true })).toBeVisible();
  const fileHref = (await page.getByRole('link', { name: '下载代开发票文件' }).getAttribute('href'))!;
  const download = await page.request.get(fileHref);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect(Buffer.from(await download.body()).equals(tinyPdf())).toBe(true);

  // 5. Another carrier sees none of it; a shipper cannot open the screen.
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  expect((await page.goto(`/user/ticketManage?id=${applicationId}`))?.status()).toBe(404);
  await page.goto('/user/ticketManage');
  await expect(page.getByRole('table', { name: '已收款的派车单' })).not.toContainText(seeded!.waybillNo);
  expect((await page.request.get(fileHref)).status()).not.toBe(200);
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  expect((await page.goto('/user/ticketManage'))?.status()).toBe(403);
});
