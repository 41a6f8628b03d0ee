import type { Page } from '@playwright/test';
import { AGENCY_MESSAGES as M } from '../../platform/contract/invoices/agency-labels';
import { taxOf } from '../../platform/contract/invoices/applications';
import { chinaToday } from '../../platform/contract/money/bills';
import { AGENCY_E2E_PAYEE, AGENCY_PERIOD_E2E_GOODS } from '../../platform/seed/areas/invoices-agency';
import { expectAccessible } from './accessible';
import { signAgencyAgreement } from './contract-helpers';
import { pickDate } from './date-helpers';
import { tinyPdf } from './invoice-helpers';
import { DEMO_ACCOUNTS, expect, platformData, platformToken, shownMessage, signedIn, test, tokenHeaders } from './fixtures';

// 代开 per payee and period, and its red reversal (issue 45), JS off and on: 赵春生 was paid for a
// waybill of each project (seed/areas/invoices-agency.ts, AGENCY_PERIOD_E2E_GOODS) and has signed the
// 代开 agreement (through the platform here: its screen is invoices-ticket.spec's). Operations open
// 按期间登记, ask for his waybills of the day it was signed (a bad mobile is refused at its field), see
// it with the sum and tax at the collection rate, and record the tax office's invoice with a PDF; the
// record shows 已代开 with its period. Then they reverse it red: a short 红字确认单 number is refused at
// its field, a good one moves it to 已红冲 with the number and a 红冲 history row, and 赵春生 sees the
// record as 已红冲 under 代开记录 and his waybill free again (已红冲 in the list). Another carrier gets
// the 404 page.
//
// Retry-safe: a retry finds the waybill free (the first attempt never recorded, or reversed it) and
// records it again, or covered by the record the first attempt left issued, which it reverses.

const API = '/api-platform/api';
const PAYEE = AGENCY_E2E_PAYEE.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

type Row = { waybillId: number; waybillNo: string; goodsName: string; paidFen: number; signedAt: string; status: string; applicationId: number | null };

test('operations record a payee’s period of 代开 with its PDF, then reverse it red; the waybill is free again and the payee sees both', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const goods = js ? AGENCY_PERIOD_E2E_GOODS.js : AGENCY_PERIOD_E2E_GOODS['no-js'];
  const payee = tokenHeaders(await platformToken(page.request, PAYEE));
  // the agreement, an e-contract signed once (decision 037): by this spec, the other project or the application spec
  await signedIn(page, PAYEE);
  await signAgencyAgreement(page);
  const rowOf = async () => {
    const list = await platformData<{ records: Row[] }>(
      await page.request.post(`${API}/invoice/agency/waybill/pagination`, { headers: payee, data: { pageSize: 50 } }),
    );
    return list.records.find((r) => r.goodsName === goods)!;
  };
  const seeded = await rowOf();
  expect(seeded, `the paid waybill of ${goods}`).toBeTruthy();
  const day = new Date(seeded.signedAt).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  let recordId = seeded.status === 'ISSUED' ? seeded.applicationId! : 0;

  // 1. Operations ask for his waybills of that day, and record the tax office's invoice.
  await signedIn(page, OPERATOR);
  if (!recordId) {
    await page.goto('/shipper/agencyInvoicePlease');
    await page.getByRole('link', { name: '按期间登记' }).click();
    await expect(page.getByRole('heading', { name: '按期间登记代开发票', level: 1 })).toBeVisible();
    const ask = page.getByRole('form', { name: '查询代开期间' });
    await ask.getByLabel('承运人手机号').fill('1380000');
    await ask.getByLabel('期间开始（YYYY-MM-DD）').fill(day);
    await ask.getByLabel('期间结束（YYYY-MM-DD）').fill(day);
    await ask.getByRole('button', { name: '查询' }).click();
    await expect(ask.getByLabel('承运人手机号')).toHaveAttribute('aria-invalid', 'true');
    await ask.getByLabel('承运人手机号').fill(PAYEE);
    await ask.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`tab=period.*periodFrom=${day}`));
    const waybills = page.getByRole('table', { name: '期间内未代开的派车单' });
    await expect(waybills).toContainText(seeded.waybillNo);
    await expectAccessible(page, js);
    const count = await waybills.getByRole('row').count();
    expect(count).toBeGreaterThan(1);
    // the form carries the period's sum and its tax at the collection rate
    const amount = await page.getByLabel('价税合计（元）').inputValue();
    const tax = await page.getByLabel('税额（元）').inputValue();
    const amountFen = Math.round(Number(amount) * 100);
    expect(amountFen).toBeGreaterThanOrEqual(seeded.paidFen);
    expect(Math.round(Number(tax) * 100)).toBe(taxOf(amountFen, 300));
    const invoiceNo = `2644${String(Date.now()).padStart(15, '0')}${js ? 1 : 2}`;
    await page.getByLabel('发票号码').fill(invoiceNo);
    await pickDate(page, js, '开票日期', chinaToday());
    await page.getByLabel('发票文件').setInputFiles({ name: '代开发票.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByRole('button', { name: '确认登记' }).click();
    await expect(page).toHaveURL(/\/shipper\/agencyInvoicePleaseDetail\?id=\d+$/);
    await expect(flash(page, M.recorded)).toBeVisible();
    await expect(page.getByText(/^状态：已代开$/)).toBeVisible();
    await expect(page.getByText(`${day} 至 ${day}`)).toBeVisible();
    await expect(page.getByRole('table', { name: '代开派车单' })).toContainText(seeded.waybillNo);
    recordId = Number(new URL(page.url()).searchParams.get('id'));
    expect((await rowOf()).status).toBe('ISSUED');
  }

  // 2. Reversed red: a short number at its field, then the good one.
  await page.goto(`/shipper/agencyInvoicePleaseDetail?id=${recordId}`);
  await expect(page.getByText(/^状态：已代开$/)).toBeVisible();
  await page.getByRole('link', { name: '红冲' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${recordId}&do=reverse$`));
  await page.getByLabel('红字确认单编号').fill('12345');
  await page.getByRole('button', { name: '确认红冲' }).click();
  await expect(shownMessage(page, M.redNoInvalid)).toBeVisible();
  await expectAccessible(page, js);
  const redNo = `3644${String(Date.now()).padStart(15, '0')}${js ? 1 : 2}`;
  await page.getByLabel('红字确认单编号').fill(redNo);
  await page.getByRole('button', { name: '确认红冲' }).click();
  await expect(page).toHaveURL(new RegExp(`/shipper/agencyInvoicePleaseDetail\\?id=${recordId}$`));
  await expect(flash(page, M.reversed)).toBeVisible();
  await expect(page.getByText(/^状态：已红冲$/)).toBeVisible();
  await expect(page.getByText(redNo, { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: '处理记录' })).toContainText('红冲');
  await expect(page.getByRole('link', { name: '红冲' })).toHaveCount(0);

  // 3. He sees the record 已红冲 among his records, and the waybill free again.
  await signedIn(page, PAYEE);
  await page.goto('/user/ticketManage');
  await page.getByRole('link', { name: '代开记录' }).click();
  const records = page.getByRole('table', { name: '代开记录' });
  const record = records.getByRole('row').filter({ hasText: redNo });
  await expect(record).toContainText('已红冲');
  await expect(record).toContainText(`${day} 至 ${day}`);
  await expectAccessible(page, js);
  await page.goto(`/user/ticketManage?waybillNo=${seeded.waybillNo}`);
  const free = page.getByRole('table', { name: '已收款的派车单' }).getByRole('row').filter({ hasText: seeded.waybillNo });
  await expect(free).toContainText('已红冲');
  await expect(free.getByRole('checkbox', { name: `申请代开 ${seeded.waybillNo}` })).toBeVisible();

  // 4. Another carrier: the 404 page.
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  expect((await page.goto(`/user/ticketManage?id=${recordId}`))?.status()).toBe(404);
});
