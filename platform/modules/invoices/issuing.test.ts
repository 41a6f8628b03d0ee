// Issuing (issue 45, operations): the issued invoice recorded WAIT → SEND with its number, date,
// amounts, file and courier, the shipper told and able to read the file; each bad field refused with
// its Chinese message and nothing changed; two operators at once issue once; refusal and red reversal
// free the waybills; the database keeps issued invoices as they are; the queue and the detail are
// operations' alone.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import type { IssueInvoiceInput } from '../../contract/invoices/issuing';
import { INVOICE_MESSAGES as M } from '../../contract/invoices/messages';
import { chinaToday } from '../../contract/money/bills';
import { invoiceApplicationHistory, invoiceApplications, messages, users, waybillInvoiced } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { Refusal } from '../../http/refusal';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { approvedWaybillsOfShunda } from '../money/testing';
import { applyForInvoice } from './applications';
import { saveInvoiceDetails } from './details';
import { issueInvoice, refuseApplication, reverseInvoice } from './issuing';
import { billOf, digitalInvoice, INVOICE_PDF, nextInvoiceNo, uploadedFile } from './testing';

let t: TestPlatform;
let shipper: Auth;
let operator: Auth;
let operatorToken = '';
let shipperToken = '';
let pool: { id: number; freightFen: number | null }[] = [];
let pdf = '';

async function authOf(mobile: string, role: Role): Promise<Auth> {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { user, role, tokenHash: '' };
}

/** A new WAIT application on `n` fresh paid waybills of the steel shipper. */
async function waitingApplication(n = 1) {
  expect(pool.length, 'settleable waybills left').toBeGreaterThanOrEqual(n);
  const ws = pool.splice(0, n);
  await billOf(
    t,
    shipper,
    ws.map((w) => w.id),
  );
  const amountFen = ws.reduce((s, w) => s + (w.freightFen ?? 0), 0);
  const application = await applyForInvoice(t.db, shipper, { waybillIds: ws.map((w) => w.id), kind: 'DIGITAL_SPECIAL', amountFen });
  return { application, waybills: ws };
}

/** The message and the field of a refusal. */
async function refusalAt(promise: Promise<unknown>): Promise<{ message: string; field: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return { message: error.message, field: ((error.data ?? {}) as { field?: string }).field ?? null };
    throw error;
  }
  return { message: 'no refusal', field: null };
}

const statusOf = async (id: number) => (await t.db.select().from(invoiceApplications).where(eq(invoiceApplications.id, id)))[0];
const historyOf = (id: number) => t.db.select().from(invoiceApplicationHistory).where(eq(invoiceApplicationHistory.applicationId, id));
const messagesAbout = (userId: number, applyNo: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), sql`${messages.title} like ${`%${applyNo}%`}`));

beforeAll(async () => {
  t = await openTestPlatform();
  shipper = await authOf(DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  operator = await authOf(DEMO_ACCOUNTS.operator.mobile, 'operator');
  shipperToken = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
  operatorToken = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
  pool = (await approvedWaybillsOfShunda(t, shipperToken, shipper)).filter((w) => (w.freightFen ?? 0) > 0);
  const blank = { registeredAddress: '', registeredPhone: '', bankName: '', bankAccount: '', mailAddress: '', recipientName: '', recipientPhone: '' };
  await saveInvoiceDetails(t.db, shipper, {
    title: '唐山冀东钢铁贸易有限公司',
    taxpayerNo: '91130200MA0A1B2C36',
    ...blank,
    mailAddress: '唐山市路北区建设路1号',
  });
  pdf = await uploadedFile(t, operatorToken);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('issuing', () => {
  it('records the 数电 invoice WAIT → SEND with its history; the shipper is told and reads the file, another company cannot', async () => {
    const { application } = await waitingApplication(2);
    const input = digitalInvoice(application, pdf);
    const res = await t.call('/invoice/issue', { token: operatorToken, json: input });
    expect(res.body, res.body.message).toMatchObject({ code: 200, message: M.issued, data: { id: application.id, status: 'SEND' } });
    const row = await statusOf(application.id);
    expect(row).toMatchObject({
      status: 'SEND',
      invoiceMedium: 'DIGITAL',
      invoiceNo: input.invoiceNo,
      invoiceCode: null,
      issuedOn: input.issuedOn,
      invoiceFileUuid: pdf,
    });
    expect(row.issuedByUserId).toBe(operator.user.id);
    expect((await historyOf(application.id)).map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      [null, 'WAIT', 'apply'],
      ['WAIT', 'SEND', 'issue'],
    ]);
    const told = await messagesAbout(shipper.user.id, application.applyNo);
    expect(told).toHaveLength(1);
    expect(told[0].content).toContain(input.invoiceNo);

    const download = await t.raw(`/actions/download/?uuid=${pdf}`, { token: shipperToken });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(INVOICE_PDF);
    const outsider = await t.raw(`/actions/download/?uuid=${pdf}`, { token: await t.sessionFor(DEMO_ACCOUNTS.fenheShipper.mobile) });
    expect(outsider.status).not.toBe(200);

    // issued once: a second issue is refused and nothing changes
    expect((await refusalAt(issueInvoice(t.db, operator, digitalInvoice(application, pdf)))).message).toBe(M.notWaiting);
    expect((await statusOf(application.id)).invoiceNo).toBe(input.invoiceNo);
  });

  it('records a paper invoice with its 12-digit code, 8-digit number and courier', async () => {
    const { application } = await waitingApplication();
    const input: IssueInvoiceInput = {
      ...digitalInvoice(application, pdf),
      medium: 'PAPER',
      invoiceCode: '1300 2412 3456',
      invoiceNo: '0012-3456',
      courierCompany: '顺丰速运',
      courierNo: 'SF1234567890',
    };
    const res = await t.call('/invoice/issue', { token: operatorToken, json: input });
    expect(res.body, res.body.message).toMatchObject({ code: 200 });
    expect(await statusOf(application.id)).toMatchObject({
      status: 'SEND',
      invoiceMedium: 'PAPER',
      invoiceCode: '130024123456',
      invoiceNo: '00123456',
      courierCompany: '顺丰速运',
      courierNo: 'SF1234567890',
    });
  });

  it('refuses each bad field with its Chinese message at the field, and changes nothing', async () => {
    const { application } = await waitingApplication();
    const good = digitalInvoice(application, pdf);
    // the contract's checks, through the API
    const viaApi: [Partial<IssueInvoiceInput> | Record<string, unknown>, string][] = [
      [{ invoiceNo: '1'.repeat(19) }, M.invoiceNoFormat],
      [{ invoiceNo: '1234567890123456789X' }, M.invoiceNoFormat],
      [{ invoiceNo: '' }, M.invoiceNoFormat],
      [{ invoiceCode: '12345678901' }, M.invoiceCodeInvalid],
      [{ issuedOn: '2026-02-30' }, M.issuedOnInvalid],
      [{ issuedOn: '' }, M.issuedOnRequired],
      [{ issuedOn: chinaToday(new Date(Date.now() + 2 * 24 * 3600_000)) }, M.issuedOnFuture],
      [{ fileUuid: '' }, M.fileRequired],
      [{ courierNo: '快递单号' }, M.courierNoInvalid],
      [{ medium: 'EMAIL' }, M.mediumInvalid],
      [{ amountFen: 1.5 }, M.amountNotApplied],
    ];
    for (const [change, message] of viaApi) {
      const res = await t.call('/invoice/issue', { token: operatorToken, json: { ...good, ...change } });
      expect(res.body.code, JSON.stringify(change)).toBe(400);
      expect(res.body.message, JSON.stringify(change)).toContain(message);
    }
    // what needs the application or the other fields: refused by the platform, naming the field
    await t.db
      .update(invoiceApplications)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3600_000) })
      .where(eq(invoiceApplications.id, application.id));
    const shipperFile = await uploadedFile(t, shipperToken);
    const viaModule: [Partial<IssueInvoiceInput>, string, string][] = [
      [{ medium: 'PAPER', invoiceCode: '130024123456', courierCompany: '顺丰速运', courierNo: 'SF1234567890' }, M.paperNoInvalid, 'invoiceNo'],
      [{ invoiceNo: '00123456' }, M.invoiceNoInvalid, 'invoiceNo'],
      [{ medium: 'PAPER', invoiceNo: '00123456', courierCompany: '顺丰速运', courierNo: 'SF1234567890' }, M.invoiceCodeInvalid, 'invoiceCode'],
      [{ invoiceCode: '130024123456' }, M.invoiceCodeNotDigital, 'invoiceCode'],
      [{ medium: 'PAPER', invoiceNo: '00123456', invoiceCode: '130024123456', courierNo: 'SF1234567890' }, M.courierCompanyRequired, 'courierCompany'],
      [{ medium: 'PAPER', invoiceNo: '00123456', invoiceCode: '130024123456', courierCompany: '顺丰速运' }, M.courierNoInvalid, 'courierNo'],
      [{ issuedOn: chinaToday(new Date(Date.now() - 5 * 24 * 3600_000)) }, M.issuedOnBeforeApply, 'issuedOn'],
      [{ amountFen: application.amountFen + 1 }, M.amountNotApplied, 'amountFen'],
      [{ taxFen: application.taxFen - 1 }, M.taxNotApplied, 'taxFen'],
      [{ fileUuid: shipperFile }, M.fileInvalid, 'file'],
      [{ fileUuid: '00000000-0000-4000-8000-000000000000' }, M.fileInvalid, 'file'],
    ];
    for (const [change, message, field] of viaModule) {
      expect(await refusalAt(issueInvoice(t.db, operator, { ...good, ...change })), JSON.stringify(change)).toEqual({ message, field });
    }
    const row = await statusOf(application.id);
    expect(row).toMatchObject({ status: 'WAIT', invoiceNo: null, invoiceFileUuid: null, issuedOn: null });
    expect(await historyOf(application.id)).toHaveLength(1);
    expect(await messagesAbout(shipper.user.id, application.applyNo)).toHaveLength(0);
  });

  it('is for operations only', async () => {
    const { application } = await waitingApplication();
    expect((await refusalAt(issueInvoice(t.db, shipper, digitalInvoice(application, pdf)))).message).toBe(M.applicationNotFound);
    const res = await t.call('/invoice/issue', { token: shipperToken, json: digitalInvoice(application, pdf) });
    expect(res.body.code).toBe(403);
    expect((await statusOf(application.id)).status).toBe('WAIT');
  });

  it('issues once when two operators record it at the same time', async () => {
    const { application } = await waitingApplication();
    const outcomes = await Promise.allSettled([
      issueInvoice(t.db, operator, digitalInvoice(application, pdf)),
      issueInvoice(t.db, operator, digitalInvoice(application, pdf)),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as Error).message).toBe(M.notWaiting);
    expect((await historyOf(application.id)).filter((h) => h.action === 'issue')).toHaveLength(1);
    expect(await messagesAbout(shipper.user.id, application.applyNo)).toHaveLength(1);
  });

  it('records an invoice number once across applications', async () => {
    const first = await waitingApplication();
    const second = await waitingApplication();
    const input = digitalInvoice(first.application, pdf);
    await issueInvoice(t.db, operator, input);
    expect(await refusalAt(issueInvoice(t.db, operator, { ...digitalInvoice(second.application, pdf), invoiceNo: input.invoiceNo }))).toEqual({
      message: M.invoiceNoTaken,
      field: 'invoiceNo',
    });
    expect((await statusOf(second.application.id)).status).toBe('WAIT');
  });
});

describe('refusal and red reversal', () => {
  it('a waiting application is refused with its reason, and its waybills are free for a new one', async () => {
    const { application, waybills } = await waitingApplication();
    const noReason = await t.call('/invoice/refuse', { token: operatorToken, json: { id: application.id, reason: '  ' } });
    expect(noReason.body).toMatchObject({ code: 400 });
    expect(noReason.body.message).toContain(M.refuseReasonRequired);
    const res = await t.call('/invoice/refuse', { token: operatorToken, json: { id: application.id, reason: '抬头与合同主体不一致' } });
    expect(res.body).toMatchObject({ code: 200, message: M.refused, data: { status: 'REFUSE' } });
    expect(await statusOf(application.id)).toMatchObject({ status: 'REFUSE', refuseReason: '抬头与合同主体不一致' });
    expect((await historyOf(application.id)).at(-1)).toMatchObject({ fromStatus: 'WAIT', toStatus: 'REFUSE', action: 'refuse' });
    const [counter] = await t.db.select().from(waybillInvoiced).where(eq(waybillInvoiced.waybillId, waybills[0].id));
    expect(counter.invoicedFen).toBe(0);
    expect((await messagesAbout(shipper.user.id, application.applyNo))[0].content).toContain('抬头与合同主体不一致');
    const again = await applyForInvoice(t.db, shipper, { waybillIds: [waybills[0].id], kind: 'DIGITAL_NORMAL', amountFen: waybills[0].freightFen! });
    expect(again.status).toBe('WAIT');
    // refused is final: neither issued nor refused again
    expect((await refusalAt(issueInvoice(t.db, operator, digitalInvoice(application, pdf)))).message).toBe(M.notWaiting);
    expect((await refusalAt(refuseApplication(t.db, operator, { id: application.id, reason: '再次' }))).message).toBe(M.notWaiting);
  });

  it('an issued invoice is reversed red with a 20-digit 红字确认单 number, freeing its waybills; a wrong number changes nothing', async () => {
    const { application, waybills } = await waitingApplication();
    await issueInvoice(t.db, operator, digitalInvoice(application, pdf));
    // an issued one cannot be refused
    expect((await refusalAt(refuseApplication(t.db, operator, { id: application.id, reason: '错开' }))).message).toBe(M.notWaiting);
    for (const bad of ['1234', '1'.repeat(21), '1234567890123456789A']) {
      const res = await t.call('/invoice/reverse', { token: operatorToken, json: { id: application.id, redConfirmationNo: bad } });
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain(M.redNoInvalid);
    }
    expect((await statusOf(application.id)).status).toBe('SEND');
    const redNo = nextInvoiceNo();
    const res = await t.call('/invoice/reverse', { token: operatorToken, json: { id: application.id, redConfirmationNo: redNo } });
    expect(res.body).toMatchObject({ code: 200, data: { status: 'RED' } });
    expect(await statusOf(application.id)).toMatchObject({ status: 'RED', redConfirmationNo: redNo });
    const [counter] = await t.db.select().from(waybillInvoiced).where(eq(waybillInvoiced.waybillId, waybills[0].id));
    expect(counter.invoicedFen).toBe(0);
    expect((await refusalAt(reverseInvoice(t.db, operator, { id: application.id, redConfirmationNo: nextInvoiceNo() }))).message).toBe(M.notIssued);
  });
});

describe('the database keeps invoices as they were', () => {
  it('refuses to edit an issued invoice or delete any invoice record', async () => {
    const { application } = await waitingApplication();
    await issueInvoice(t.db, operator, digitalInvoice(application, pdf));
    await expect(t.db.update(invoiceApplications).set({ invoiceNo: nextInvoiceNo() }).where(eq(invoiceApplications.id, application.id))).rejects.toThrow();
    await expect(t.db.update(invoiceApplications).set({ amountFen: 1 }).where(eq(invoiceApplications.id, application.id))).rejects.toThrow();
    await expect(t.db.update(invoiceApplications).set({ status: 'WAIT' }).where(eq(invoiceApplications.id, application.id))).rejects.toThrow();
    for (const table of ['invoice_applications', 'invoice_application_lines', 'invoice_application_history']) {
      await expect(
        t.db.execute(
          sql.raw(
            `delete from ${table} where application_id = ${application.id}`.replace(
              'application_id',
              table === 'invoice_applications' ? 'id' : 'application_id',
            ),
          ),
        ),
      ).rejects.toThrow();
    }
    await expect(t.db.execute(sql`update invoice_application_lines set amount_fen = 1 where application_id = ${application.id}`)).rejects.toThrow();
    expect((await statusOf(application.id)).status).toBe('SEND');
  });
});

describe('the operations queue', () => {
  it('lists every company’s applications, waiting first, filtered by the URL’s fields; the detail shows the snapshot and the 特定要素', async () => {
    const { application } = await waitingApplication();
    const page = await t.call('/invoice/operations/pagination', { token: operatorToken, json: { pageNumber: 1, pageSize: 50 } });
    expect(page.body.code).toBe(200);
    const statuses: string[] = page.body.data.records.map((r: { status: string }) => r.status);
    expect(statuses.indexOf('WAIT')).toBe(0);
    expect(statuses.lastIndexOf('WAIT')).toBeLessThan(statuses.findIndex((s) => s !== 'WAIT'));
    const found = await t.call('/invoice/operations/pagination', {
      token: operatorToken,
      json: { applyNo: application.applyNo, companyName: '冀东钢铁', status: 'WAIT' },
    });
    expect(found.body.data.records).toHaveLength(1);
    expect(found.body.data.records[0]).toMatchObject({
      id: application.id,
      companyName: '唐山冀东钢铁贸易有限公司',
      waybillCount: 1,
      amountFen: application.amountFen,
    });
    const none = await t.call('/invoice/operations/pagination', { token: operatorToken, json: { applyNo: application.applyNo, status: 'SEND' } });
    expect(none.body.data.records).toHaveLength(0);

    const detail = await t.call(`/invoice/operations/getById/${application.id}`, { token: operatorToken });
    expect(detail.body.code).toBe(200);
    expect(detail.body.data).toMatchObject({
      status: 'WAIT',
      actions: ['issue', 'refuse'],
      details: { title: '唐山冀东钢铁贸易有限公司', mailAddress: '唐山市路北区建设路1号' },
    });
    expect(detail.body.data.lines[0].waybillNo).toMatch(/^PC/);
    expect(detail.body.data.lines[0].origin && detail.body.data.lines[0].plateNo).toBeTruthy();
    expect(detail.body.data.history).toHaveLength(1);

    // another role: the permission check refuses both, and a shipper's module call says not found
    expect((await t.call('/invoice/operations/pagination', { token: shipperToken, json: {} })).body.code).toBe(403);
    expect((await t.call(`/invoice/operations/getById/${application.id}`, { token: shipperToken })).body.code).toBe(403);
  });
});
