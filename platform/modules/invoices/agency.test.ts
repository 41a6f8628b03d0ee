// 代开 for individual payees (issue 45): refused before the agreement, an acceptance recorded before it became a contract honoured (decision 037); paid
// waybills of the payee side listed with their 代开 status; an application all or nothing at the
// collection rate, refused without the agreement and for waybills already open; a waybill in one open
// application under a 20-way race; operations issue (APPLYING → ISSUED, the payee told and able to
// read the file) or refuse (the waybills free again), each with its history; another payee's
// application is a 404, a shipper has none of it.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_AGREEMENT, AGENCY_COLLECTION_RATE_BP, AGENCY_MESSAGES as M, agencyAgreementText } from '../../contract/invoices/agency';
import { taxOf } from '../../contract/invoices/applications';
import { chinaToday } from '../../contract/money/bills';
import { agencyApplicationHistory, agencyApplications, messages } from '../../db/schema';
import type { Auth } from '../../http/auth';
import type { Refusal } from '../../http/refusal';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { refusalDetailOf } from '../../testing/refusal';
import { authOfUser, openTestPlatform, type TestPlatform } from '../auth/testing';
import { agencyWaybillPage, applyForAgency, issueAgencyInvoice, refuseAgencyApplication } from './agency';
import { acceptedBefore, agencyParties, INVOICE_PDF, nextInvoiceNo } from './testing';

let t: TestPlatform;
let payee: Auth;
let operator: Auth;
let shipperToken = '';
let payeeToken = '';
let operatorToken = '';
let pool: { id: number; freightFen: number | null }[] = [];
let pdf = '';
let paidToPayee: (n?: number) => Promise<number[]>;

const refusalOf = refusalDetailOf;

const applicationOf = async (id: number) => (await t.db.select().from(agencyApplications).where(eq(agencyApplications.id, id)))[0];
const historyOf = async (id: number) =>
  (await t.db.select().from(agencyApplicationHistory).where(eq(agencyApplicationHistory.applicationId, id))).map((h) => [h.fromStatus, h.toStatus, h.action]);
const statusesOf = async (ids: number[]) => {
  const page = await agencyWaybillPage(t.db, payee, { pageNumber: 1, pageSize: 50 });
  return ids.map((id) => page.records.find((r) => r.waybillId === id)?.status);
};

beforeAll(async () => {
  t = await openTestPlatform();
  ({ payee, operator, shipperToken, payeeToken, operatorToken, pool, pdf, paidToPayee } = await agencyParties(t));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('代开', () => {
  it('refuses an application before the agreement; an acceptance recorded before the agreement became a contract is honoured', async () => {
    const [id] = await paidToPayee(1);
    expect(await refusalOf(applyForAgency(t.db, payee, { waybillIds: [id] }))).toMatchObject({ message: M.agreementFirst, field: 'agreement' });
    // new agreements are e-contracts (contracts/agency.test.ts); the acceptance endpoint is gone
    const res = await t.call('/invoice/agency/agreement/sign', { token: payeeToken, json: { version: AGENCY_AGREEMENT.version, accept: true } });
    expect(res.body.code).not.toBe(200);
    await acceptedBefore(t, payee);
    expect((await t.call('/invoice/agency/agreement', { token: payeeToken, method: 'GET' })).body.data.signed).toMatchObject({
      version: AGENCY_AGREEMENT.version,
      text: agencyAgreementText(),
    });
  });

  it('applies at the 3 % collection rate, all or nothing; the waybill shows 代开中; a second application is refused', async () => {
    const ids = await paidToPayee(2);
    expect(await statusesOf(ids)).toEqual(['NONE', 'NONE']);
    // one foreign waybill in the list: nothing is applied for
    expect(await refusalOf(applyForAgency(t.db, payee, { waybillIds: [...ids, pool[0].id] }))).toMatchObject({ message: M.notApplicable });
    expect(await statusesOf(ids)).toEqual(['NONE', 'NONE']);
    const res = await t.call('/invoice/agency/apply', { token: payeeToken, json: { waybillIds: ids } });
    expect(res.body, res.body.message).toMatchObject({ code: 200, message: M.applied, data: { status: 'APPLYING', taxRateBp: AGENCY_COLLECTION_RATE_BP } });
    const application = await applicationOf(res.body.data.id);
    expect(AGENCY_COLLECTION_RATE_BP).toBe(300);
    expect(application.taxFen).toBe(taxOf(application.amountFen, 300));
    expect(application.amountFen).toBeGreaterThan(0);
    expect(application).toMatchObject({ payeeUserId: payee.user.id, driverName: payee.user.realName, driverTaxNo: payee.user.idCard });
    expect(await statusesOf(ids)).toEqual(['APPLYING', 'APPLYING']);
    expect(await historyOf(application.id)).toEqual([[null, 'APPLYING', 'apply']]);
    expect(await refusalOf(applyForAgency(t.db, payee, { waybillIds: [ids[1]] }))).toMatchObject({ message: M.alreadyApplied, field: 'waybillIds' });
  });

  it('a waybill is in one open application under a 20-way race', async () => {
    const [id] = await paidToPayee(1);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => applyForAgency(t.db, payee, { waybillIds: [id] })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as Refusal).message).toBe(M.alreadyApplied);
    const open = await t.db.execute(sql`select count(*)::int as n from agency_application_lines where waybill_id = ${id} and open`);
    expect(Number((open as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(1);
  });

  it('operations issue: APPLYING → ISSUED with its history, the payee is told and reads the file; a second issue is refused', async () => {
    const ids = await paidToPayee(1);
    const application = await applyForAgency(t.db, payee, { waybillIds: ids });
    const input = {
      id: application.id,
      invoiceNo: nextInvoiceNo(),
      issuedOn: chinaToday(),
      amountFen: application.amountFen,
      taxFen: application.taxFen,
      fileUuid: pdf,
    };
    expect(await refusalOf(issueAgencyInvoice(t.db, operator, { ...input, taxFen: input.taxFen + 1 }))).toMatchObject({
      message: M.taxNotApplied,
      field: 'taxFen',
    });
    expect(await refusalOf(issueAgencyInvoice(t.db, payee, input))).toMatchObject({ code: 404 });
    const res = await t.call('/invoice/agency/issue', { token: operatorToken, json: input });
    expect(res.body, res.body.message).toMatchObject({ code: 200, data: { status: 'ISSUED' } });
    expect(await applicationOf(application.id)).toMatchObject({
      status: 'ISSUED',
      invoiceNo: input.invoiceNo,
      invoiceFileUuid: pdf,
      issuedByUserId: operator.user.id,
    });
    expect(await historyOf(application.id)).toEqual([
      [null, 'APPLYING', 'apply'],
      ['APPLYING', 'ISSUED', 'issue'],
    ]);
    expect(await statusesOf(ids)).toEqual(['ISSUED']);
    const told = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, payee.user.id), sql`${messages.title} like ${`%${application.applyNo}%`}`));
    expect(told).toHaveLength(1);
    const download = await t.raw(`/actions/download/?uuid=${pdf}`, { token: payeeToken });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(INVOICE_PDF);
    expect(await refusalOf(issueAgencyInvoice(t.db, operator, { ...input, invoiceNo: nextInvoiceNo() }))).toMatchObject({ message: M.notApplying });
    expect(await refusalOf(applyForAgency(t.db, payee, { waybillIds: ids }))).toMatchObject({ message: M.alreadyApplied });
  });

  it('operations refuse: the waybills show 已驳回 and may be applied for again; two operators at once move it once', async () => {
    const ids = await paidToPayee(1);
    const application = await applyForAgency(t.db, payee, { waybillIds: ids });
    const outcomes = await Promise.allSettled([1, 2].map(() => refuseAgencyApplication(t.db, operator, { id: application.id, reason: '车辆信息不全' })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await applicationOf(application.id)).toMatchObject({ status: 'REFUSED', refuseReason: '车辆信息不全' });
    expect(await historyOf(application.id)).toEqual([
      [null, 'APPLYING', 'apply'],
      ['APPLYING', 'REFUSED', 'refuse'],
    ]);
    expect(await statusesOf(ids)).toEqual(['REFUSED']);
    const again = await applyForAgency(t.db, payee, { waybillIds: ids });
    expect(again.status).toBe('APPLYING');
    expect(await statusesOf(ids)).toEqual(['APPLYING']);
  });

  it('another payee gets a 404 and an empty list; a shipper is refused; the queue is operations’ alone', async () => {
    const ids = await paidToPayee(1);
    const application = await applyForAgency(t.db, payee, { waybillIds: ids });
    const other = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    expect((await t.call(`/invoice/agency/getById/${application.id}`, { token: other, method: 'GET' })).body.code).toBe(404);
    expect((await t.call(`/invoice/agency/getById/${application.id}`, { token: payeeToken, method: 'GET' })).body).toMatchObject({
      code: 200,
      data: { applyNo: application.applyNo, lines: [{ waybillId: ids[0] }] },
    });
    expect((await t.call('/invoice/agency/waybill/pagination', { token: other, json: {} })).body.data.records).toEqual([]);
    await acceptedBefore(t, await authOfUser(t, DEMO_ACCOUNTS.carrier.mobile, 'carrier'));
    expect((await t.call('/invoice/agency/apply', { token: other, json: { waybillIds: ids } })).body.message).toBe(M.notApplicable);
    expect((await t.call('/invoice/agency/waybill/pagination', { token: shipperToken, json: {} })).body.message).toBe(M.notPayee);
    expect((await t.call('/invoice/agency/operations/pagination', { token: payeeToken, json: {} })).body.code).not.toBe(200);
    const queue = await t.call('/invoice/agency/operations/pagination', { token: operatorToken, json: { status: 'APPLYING' } });
    expect(queue.body.data.records.map((r: { id: number }) => r.id)).toContain(application.id);
    // the filter of the payee's list follows its status
    const refused = await t.call('/invoice/agency/waybill/pagination', { token: payeeToken, json: { status: 'REFUSED' } });
    expect(refused.body.data.records.every((r: { status: string }) => r.status === 'REFUSED')).toBe(true);
  });
});
