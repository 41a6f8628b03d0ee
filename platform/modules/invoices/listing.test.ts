// The shipper's side of invoices (issue 45): the candidates (paid waybills with something left to
// invoice, and their bills) with their filters; the company's applications in the three lists
// (all / issued / history incl. RED), their filters, export and detail; another company sees none
// and gets the 404 of a missing one; an uncertified company gets the spec's gate message.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import { MESSAGES_8 } from '../../contract/codes';
import { applyInvoiceInput, taxOf } from '../../contract/invoices/applications';
import { candidateQuery, applicationQuery } from '../../contract/invoices/listing';
import { INVOICE_MESSAGES as M } from '../../contract/invoices/messages';
import { orders, waybills, cargoSources } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { INVOICES_E2E } from '../../seed/areas/invoices';
import { refusalOf } from '../../testing/refusal';
import { authOfUser, openTestPlatform, type TestPlatform } from '../auth/testing';
import { applyForInvoice } from './applications';
import { issueInvoice, reverseInvoice } from './issuing';
import { digitalInvoice, uploadedFile } from './testing';
import { saveInvoiceDetails } from './details';
import { applicationDetail, applicationExport, applicationPage, invoiceCandidates } from './listing';

let t: TestPlatform;
let steel: Auth;
let fenhe: Auth;
let unqualified: Auth;
let operator: Auth;
/** the seeded paid waybills of the steel shipper's 开票 order (seed/areas/invoices.ts) */
let seeded: number[] = [];

const authOf = (mobile: string, role: Role) => authOfUser(t, mobile, role);
const candidates = (auth: Auth, q: Record<string, unknown> = {}) => invoiceCandidates(t.db, auth, candidateQuery.parse(q));
const page = (auth: Auth, q: Record<string, unknown> = {}) => applicationPage(t.db, auth, applicationQuery.parse(q));

beforeAll(async () => {
  t = await openTestPlatform();
  steel = await authOf(DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  fenhe = await authOf(DEMO_ACCOUNTS.fenheShipper.mobile, 'enterprise_shipper');
  unqualified = await authOf(DEMO_ACCOUNTS.individualShipper.mobile, 'individual_shipper');
  operator = await authOf(DEMO_ACCOUNTS.operator.mobile, 'operator');
  const rows = await t.db
    .select({ id: waybills.id })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .where(and(eq(cargoSources.goodsName, INVOICES_E2E['no-js'].goods), eq(orders.shipperCompanyId, steel.user.companyId!)));
  seeded = rows.map((r) => r.id).sort((a, b) => a - b);
  const blank = { registeredAddress: '', registeredPhone: '', bankName: '', bankAccount: '', mailAddress: '', recipientName: '', recipientPhone: '' };
  await saveInvoiceDetails(t.db, steel, { title: '唐山冀东钢铁贸易有限公司', taxpayerNo: '91130200MA0A1B2C36', ...blank });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('candidates', () => {
  it('are the shipper’s paid waybills with what is left on each, their 特定要素 and their bill; filters narrow them', async () => {
    expect(seeded).toHaveLength(2);
    const all = await candidates(steel, { pageSize: 200 });
    const mine = all.records.filter((r) => seeded.includes(r.waybillId));
    expect(mine).toHaveLength(2);
    for (const r of mine) {
      expect(r.paidFen).toBeGreaterThan(0);
      expect(r.invoicedFen).toBe(0);
      expect(r.invoiceableFen).toBe(r.paidFen);
      expect(r.goodsName).toBe(INVOICES_E2E['no-js'].goods);
      expect(r.origin).not.toBe('');
      expect(r.destination).not.toBe('');
      expect(r.plateNo).not.toBe('');
    }
    const bill = all.bills.find((b) => b.billId === mine[0].billId)!;
    expect(bill).toMatchObject({ billNo: mine[0].billNo, waybillCount: 2, invoiceableFen: mine[0].paidFen + mine[1].paidFen });

    const byBill = await candidates(steel, { billId: mine[0].billId });
    expect(byBill.records.map((r) => r.waybillId).sort()).toEqual(seeded);
    const byNo = await candidates(steel, { waybillNo: mine[1].waybillNo });
    expect(byNo.records.map((r) => r.waybillId)).toEqual([mine[1].waybillId]);
    expect((await candidates(steel, { billNo: mine[0].billNo })).total).toBe(2);
    expect((await candidates(steel, { origin: mine[0].origin, destination: mine[0].destination, billId: mine[0].billId })).total).toBe(2);
    expect((await candidates(steel, { destination: '不存在的城市' })).total).toBe(0);
    expect((await candidates(steel, { waybillIds: [seeded[0]] })).records.map((r) => r.waybillId)).toEqual([seeded[0]]);
  });

  it('are none of another company’s, and the uncertified company gets the spec’s message', async () => {
    const other = await candidates(fenhe, { pageSize: 200 });
    expect(other.records.some((r) => seeded.includes(r.waybillId))).toBe(false);
    expect((await candidates(fenhe, { waybillIds: seeded })).total).toBe(0);
    expect(await refusalOf(candidates(unqualified))).toBe(MESSAGES_8.noInvoiceQualification);
    expect(await refusalOf(page(unqualified))).toBe(MESSAGES_8.noInvoiceQualification);
  });
});

describe('applications', () => {
  it('show in the lists by scope, with filters, detail and export, through WAIT → SEND → RED; another company sees none', async () => {
    const [first] = (await candidates(steel, { waybillIds: [seeded[0]] })).records;
    const applied = await applyForInvoice(
      t.db,
      steel,
      applyInvoiceInput.parse({ waybillIds: [seeded[0]], kind: 'DIGITAL_SPECIAL', amountFen: first.invoiceableFen, remark: '  请尽快开具 ' }),
    );
    // the applied waybill is left out of the candidates now, the other one stays
    const left = await candidates(steel, { waybillIds: seeded });
    expect(left.records.map((r) => r.waybillId)).toEqual([seeded[1]]);

    const all = await page(steel);
    const row = all.records.find((r) => r.id === applied.id)!;
    expect(row).toMatchObject({
      applyNo: applied.applyNo,
      status: 'WAIT',
      kind: 'DIGITAL_SPECIAL',
      title: '唐山冀东钢铁贸易有限公司',
      waybillCount: 1,
      amountFen: first.invoiceableFen,
      taxFen: taxOf(first.invoiceableFen, 900),
      remark: '请尽快开具',
      invoiceNo: null,
    });
    expect((await page(steel, { scope: 'issued' })).records.some((r) => r.id === applied.id)).toBe(false);
    expect((await page(steel, { status: 'WAIT', applyNo: applied.applyNo })).total).toBe(1);
    expect((await page(steel, { applyNo: 'KP0000' })).total).toBe(0);
    const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
    expect((await page(steel, { applyNo: applied.applyNo, amountMin: yuan(first.invoiceableFen), amountMax: yuan(first.invoiceableFen) })).total).toBe(1);
    expect((await page(steel, { applyNo: applied.applyNo, amountMin: yuan(first.invoiceableFen + 1) })).total).toBe(0);
    expect((await page(steel, { applyNo: applied.applyNo, amountMax: yuan(first.invoiceableFen - 1) })).total).toBe(0);

    const detail = await applicationDetail(t.db, steel, applied.id);
    expect(detail.details).toMatchObject({ title: '唐山冀东钢铁贸易有限公司', taxpayerNo: '91130200MA0A1B2C36' });
    expect(detail.lines).toEqual([
      {
        waybillId: seeded[0],
        waybillNo: first.waybillNo,
        amountFen: first.invoiceableFen,
        origin: first.origin,
        destination: first.destination,
        plateNo: first.plateNo,
        goodsName: first.goodsName,
      },
    ]);
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([[null, 'WAIT', 'apply']]);

    // another company: the same 404 as a missing one, and none in its lists or export
    expect(await refusalOf(applicationDetail(t.db, fenhe, applied.id))).toBe(M.applicationNotFound);
    expect(await refusalOf(applicationDetail(t.db, steel, 99_999_999))).toBe(M.applicationNotFound);
    expect((await page(fenhe, { pageSize: 50 })).records.some((r) => r.id === applied.id)).toBe(false);
    expect((await applicationExport(t.db, fenhe, { scope: 'all', ids: [applied.id] })).length).toBe(0);
    expect((await applicationExport(t.db, steel, { scope: 'all', ids: [applied.id] })).map((r) => r.applyNo)).toEqual([applied.applyNo]);

    const file = await uploadedFile(t, await t.sessionFor(DEMO_ACCOUNTS.operator.mobile));
    await issueInvoice(t.db, operator, { ...digitalInvoice(applied, file), invoiceNo: '26132000000000001234' });
    const issued = await page(steel, { scope: 'issued', invoiceNo: '0000001234' });
    expect(issued.records.map((r) => [r.id, r.status, r.invoiceNo])).toEqual([[applied.id, 'SEND', '26132000000000001234']]);
    expect((await page(steel, { scope: 'history', applyNo: applied.applyNo })).total).toBe(1);

    await reverseInvoice(t.db, operator, { id: applied.id, redConfirmationNo: '13200000000000000077' });
    expect((await page(steel, { scope: 'issued', applyNo: applied.applyNo })).total).toBe(0);
    const history = await page(steel, { scope: 'history', applyNo: applied.applyNo });
    expect(history.records.map((r) => [r.status, r.redConfirmationNo])).toEqual([['RED', '13200000000000000077']]);
    expect((await applicationDetail(t.db, steel, applied.id)).history.map((h) => h.toStatus)).toEqual(['WAIT', 'SEND', 'RED']);
    // the red reversal freed the waybill: a candidate again
    expect((await candidates(steel, { waybillIds: seeded })).total).toBe(2);
  });

  it('through the API: another company’s detail is a 404 with no data; a bad amount filter is a 400 in Chinese', async () => {
    const [first] = (await candidates(steel, { waybillIds: [seeded[1]] })).records;
    const applied = await applyForInvoice(t.db, steel, { waybillIds: [seeded[1]], kind: 'DIGITAL_NORMAL', amountFen: first.invoiceableFen });
    const own = await t.call(`/invoice/application/getById/${applied.id}`, { token: await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile) });
    expect(own.body.code).toBe(200);
    expect(own.body.data.applyNo).toBe(applied.applyNo);
    const other = await t.call(`/invoice/application/getById/${applied.id}`, { token: await t.sessionFor(DEMO_ACCOUNTS.fenheShipper.mobile) });
    expect(other.body).toMatchObject({ code: 404, data: null });
    const bad = await t.call('/invoice/application/pagination', {
      token: await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile),
      json: { amountMin: '12.345' },
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain(M.amountFilterInvalid);
  });
});
