// Settlement bills (issue 17) on the demo data: built from the shipper's approved, signed
// waybills; confirmed, disputed or cancelled; paid offline in parts; and never seen or touched
// by another company.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import { BILL_MESSAGES, billQuery, chinaToday } from '../../contract/money/bills';
import { billPayments, orders, settlementBillHistory, settlementBills, users, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { authOfUser, openTestPlatform, type TestPlatform } from '../auth/testing';
import { type Refusal } from '../../http/refusal';
import { refusalOf } from '../../testing/refusal';
import { approvedWaybillsOfShunda, copyForCarrier } from './testing';
import { billFor, cancelBill, confirmBill, createBill, disputeBill, recordOfflinePayment, settleableWaybills } from './bills';
import { billDetail, billPage } from './bill-views';

let t: TestPlatform;
let shipper: Auth; // 唐山冀东钢铁贸易
let otherShipper: Auth; // 山西汾河煤业运销
let otherCarrier: Auth; // 江苏通江达物流
let key = 0;

const authOf = (mobile: string, role: Role) => authOfUser(t, mobile, role);

/** Each test takes its own settleable waybills of 顺达 (the demo's payee of the steel shipper). */
let pool: Awaited<ReturnType<typeof settleableWaybills>> = [];
const take = (n: number) => {
  expect(pool.length, 'settleable waybills left for this test').toBeGreaterThanOrEqual(n);
  return pool.splice(0, n);
};
/** A signed, approved waybill of the steel shipper whose order another carrier (通江达) took. */
let otherPayeeWaybill: number;

async function payeeAuth(bill: { payeeUserId: number; payeeCompanyId: number | null }): Promise<Auth> {
  const [user] = await t.db.select().from(users).where(eq(users.id, bill.payeeUserId));
  return { user, role: bill.payeeCompanyId === null ? 'individual_agent' : 'carrier', tokenHash: '' };
}

const offline = (billId: number, amountFen: number, extra: Partial<{ idempotencyKey: string }> = {}) => ({
  billId,
  amountFen,
  bankSerial: `BANK${(key += 1)}`,
  // a payment is dated on or after its bill's day and not in the future: the bills are made today
  paidOn: chinaToday(),
  paidTime: '10:30',
  payMeans: '32',
  receiptAccount: '6222020302001234567',
  idempotencyKey: `pay-key-${key}`,
  ...extra,
});

beforeAll(async () => {
  t = await openTestPlatform();
  shipper = await authOf(DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  otherShipper = await authOf(DEMO_ACCOUNTS.fenheShipper.mobile, 'enterprise_shipper');
  otherCarrier = await authOf(DEMO_ACCOUNTS.tongjiangCarrier.mobile, 'carrier');
  pool = await approvedWaybillsOfShunda(t, await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile), shipper);
  otherPayeeWaybill = await copyForCarrier(t, pool[pool.length - 1].id, otherCarrier, 'T');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('settleable waybills', () => {
  it('are the payer’s own signed and approved waybills; another shipper has none of them', async () => {
    const mine = await settleableWaybills(t.db, shipper);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const rows = await t.db
      .select()
      .from(waybills)
      .where(
        inArray(
          waybills.id,
          mine.map((w) => w.id),
        ),
      );
    expect(rows.every((w) => w.status === 'SIGN' && w.auditStatus === '1' && w.shipperCompanyId === shipper.user.companyId)).toBe(true);
    const theirs = await settleableWaybills(t.db, otherShipper);
    expect(theirs.filter((w) => mine.some((m) => m.id === w.id))).toEqual([]);
  });
});

describe('a bill', () => {
  it('groups waybills of one payee with their freight and deductions, numbered JS + date, with its history', async () => {
    const group = take(3);
    const [first] = group;
    const deduction = Math.min(1_000, first.freightFen ?? 0);
    const bill = await createBill(t.db, shipper, {
      waybillIds: group.map((w) => w.id),
      deductions: [{ waybillId: first.id, amountFen: deduction, reason: '货损超出合理损耗' }],
    });
    const freight = group.reduce((s, w) => s + (w.freightFen ?? 0), 0);
    expect(bill).toMatchObject({
      status: 'WAIT_CONFIRM',
      freightFen: freight,
      deductionFen: deduction,
      totalFen: freight - deduction,
      paidFen: 0,
      payerCompanyId: shipper.user.companyId,
    });
    expect(bill.billNo).toMatch(/^JS\d{8}\d{6}$/);
    const history = await t.db.select().from(settlementBillHistory).where(eq(settlementBillHistory.billId, bill.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'WAIT_CONFIRM', action: 'create', actorUserId: shipper.user.id }]);
    // the list and the detail count the bill's three waybills
    const listed = await billPage(t.db, shipper, billQuery.parse({ side: 'pay', pageSize: 50 }));
    expect(listed.records.find((r) => r.id === bill.id)?.waybillCount).toBe(3);
    expect((await billDetail(t.db, shipper, bill.id)).waybillCount).toBe(3);
    // the waybills are no longer settleable, and cannot be put on a second bill
    expect((await settleableWaybills(t.db, shipper)).some((w) => w.id === first.id)).toBe(false);
    expect(await refusalOf(createBill(t.db, shipper, { waybillIds: [first.id], deductions: [] }))).toBe(BILL_MESSAGES.notSettleable);
  });

  it('refuses another company’s waybills, mixed payees, and a deduction over the freight or without a reason — creating nothing', async () => {
    const [w] = take(1);
    const before = (await t.db.select({ id: settlementBills.id }).from(settlementBills)).length;
    expect(await refusalOf(createBill(t.db, otherShipper, { waybillIds: [w.id], deductions: [] }))).toBe(BILL_MESSAGES.notSettleable);
    expect(await refusalOf(createBill(t.db, shipper, { waybillIds: [w.id, otherPayeeWaybill], deductions: [] }))).toBe(BILL_MESSAGES.onePayee);
    expect(
      await refusalOf(createBill(t.db, shipper, { waybillIds: [w.id], deductions: [{ waybillId: w.id, amountFen: (w.freightFen ?? 0) + 1, reason: '货损' }] })),
    ).toBe(BILL_MESSAGES.deductionTooLarge);
    expect(await refusalOf(createBill(t.db, shipper, { waybillIds: [w.id], deductions: [{ waybillId: w.id, amountFen: 1 }] }))).toBe(
      BILL_MESSAGES.deductionReason,
    );
    expect((await t.db.select({ id: settlementBills.id }).from(settlementBills)).length).toBe(before);
    // through the API, the refusal names the waybill and the field (the new-bill form shows it at that row)
    const token = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const save = (deduction: Record<string, unknown>) => t.call('/settlement/bill/save', { token, json: { waybillIds: [w.id], deductions: [deduction] } });
    expect((await save({ waybillId: w.id, amountFen: (w.freightFen ?? 0) + 1, reason: '货损' })).body).toEqual({
      code: 400,
      message: BILL_MESSAGES.deductionTooLarge,
      data: { waybillId: w.id, field: 'amount' },
    });
    expect((await save({ waybillId: w.id, amountFen: 100, reason: ' ' })).body).toEqual({
      code: 400,
      message: BILL_MESSAGES.deductionReason,
      data: { waybillId: w.id, field: 'reason' },
    });
    expect((await save({ waybillId: w.id, amountFen: 1.5, reason: '货损' })).body.code).toBe(400);
    expect((await t.db.select({ id: settlementBills.id }).from(settlementBills)).length).toBe(before);
  });

  it('two bills built at once over the same waybill: exactly one is made', async () => {
    const ids = take(1).map((w) => w.id);
    const outcomes = await Promise.allSettled([
      createBill(t.db, shipper, { waybillIds: ids, deductions: [] }),
      createBill(t.db, shipper, { waybillIds: ids, deductions: [] }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect([BILL_MESSAGES.onAnotherBill, BILL_MESSAGES.notSettleable]).toContain((refused.reason as Refusal).message);
  });
});

describe('the payee’s answer and the payer’s payments', () => {
  it('dispute with a reason, the payer cancels, the waybills are settleable again; another company cannot see or act', async () => {
    const group = take(1);
    const bill = await createBill(t.db, shipper, { waybillIds: [group[0].id], deductions: [] });
    const payee = await payeeAuth(bill);
    expect(await refusalOf(billFor(t.db, otherCarrier, bill.id))).toBe(BILL_MESSAGES.notFound);
    expect(await refusalOf(confirmBill(t.db, otherCarrier, bill.id))).toBe(BILL_MESSAGES.notFound);
    expect(await refusalOf(confirmBill(t.db, shipper, bill.id))).toBe(BILL_MESSAGES.state); // the payer cannot confirm its own bill
    expect(await disputeBill(t.db, payee, bill.id, '运费单价与合同不符')).toMatchObject({ status: 'DISPUTED', disputeReason: '运费单价与合同不符' });
    expect(await refusalOf(disputeBill(t.db, payee, bill.id, '再次异议'))).toBe(BILL_MESSAGES.state);
    expect(await refusalOf(cancelBill(t.db, otherShipper, bill.id))).toBe(BILL_MESSAGES.notFound);
    expect(await cancelBill(t.db, shipper, bill.id)).toMatchObject({ status: 'CANCELLED' });
    expect((await settleableWaybills(t.db, shipper)).some((w) => w.id === group[0].id)).toBe(true);
    const actions = (await t.db.select().from(settlementBillHistory).where(eq(settlementBillHistory.billId, bill.id))).map((h) => h.action);
    expect(actions).toEqual(['create', 'dispute', 'cancel']);
  });

  it('paid offline in two parts: PARTIAL then PAID, the orders 1 then 2; overpaying, repeating and paying unconfirmed bills move nothing', async () => {
    const group = take(4);
    const bill = await createBill(t.db, shipper, { waybillIds: group.map((w) => w.id), deductions: [] });
    expect(await refusalOf(recordOfflinePayment(t.db, shipper, offline(bill.id, 100)))).toBe(BILL_MESSAGES.state);
    const payee = await payeeAuth(bill);
    await confirmBill(t.db, payee, bill.id);
    expect(await refusalOf(recordOfflinePayment(t.db, payee, offline(bill.id, 100)))).toBe(BILL_MESSAGES.state); // the payee does not pay
    expect(await refusalOf(recordOfflinePayment(t.db, shipper, offline(bill.id, bill.totalFen + 1)))).toBe(BILL_MESSAGES.amount);
    const part = Math.floor(bill.totalFen / 2);
    const first = offline(bill.id, part);
    expect((await recordOfflinePayment(t.db, shipper, first)).bill).toMatchObject({ status: 'PARTIAL', paidFen: part });
    expect(await recordOfflinePayment(t.db, shipper, first)).toMatchObject({ repeated: true, bill: { paidFen: part } });
    const orderIds = (
      await t.db
        .select({ orderId: waybills.orderId })
        .from(waybills)
        .where(
          inArray(
            waybills.id,
            group.map((w) => w.id),
          ),
        )
    ).map((r) => r.orderId);
    const statuses = async () => new Set((await t.db.select({ s: orders.payStatus }).from(orders).where(inArray(orders.id, orderIds))).map((r) => r.s));
    expect(await statuses()).toEqual(new Set(['1']));
    expect((await recordOfflinePayment(t.db, shipper, offline(bill.id, bill.totalFen - part))).bill).toMatchObject({ status: 'PAID', paidFen: bill.totalFen });
    // an order is paid when all its waybills are on paid bills; others stay partial
    const paid = await t.db.select({ id: orders.id, s: orders.payStatus }).from(orders).where(inArray(orders.id, orderIds));
    for (const o of paid) {
      const open = await t.db.select({ id: waybills.id }).from(waybills).where(eq(waybills.orderId, o.id));
      const allOnBill = open.every((w) => group.some((g) => g.id === w.id));
      expect(o.s).toBe(allOnBill ? '2' : '1');
    }
    expect(await refusalOf(recordOfflinePayment(t.db, shipper, offline(bill.id, 1)))).toBe(BILL_MESSAGES.state);
    expect(await recordOfflinePayment(t.db, shipper, first)).toMatchObject({ repeated: true, bill: { status: 'PAID' } });
    const actions = (await t.db.select().from(settlementBillHistory).where(eq(settlementBillHistory.billId, bill.id))).map((h) => h.toStatus);
    expect(actions).toEqual(['WAIT_CONFIRM', 'CONFIRMED', 'PARTIAL', 'PAID']);
  });
});

describe('through the API (platform/contract/money/api.ts)', () => {
  it('the payer builds and pays, the payee confirms; each side lists it; another company gets 404 and an empty list', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const carrier = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    const stranger = await t.sessionFor(DEMO_ACCOUNTS.tongjiangCarrier.mobile);
    const settleable = await t.call('/settlement/settleableWaybills', { token, json: {} });
    expect(settleable.body.code).toBe(200);
    const [w] = take(1);
    expect(settleable.body.data).toContainEqual(expect.objectContaining({ id: w.id, payeeName: '天津顺达物流有限公司' }));
    // the deduction hint: the loss on the way and what the payer's 合理损耗 (3‰ of the load by default) allows
    const [weighed] = await t.db.select().from(waybills).where(eq(waybills.id, w.id));
    const hint = (settleable.body.data as { id: number; lossKg: number | null; lossAllowanceKg: number | null }[]).find((r) => r.id === w.id)!;
    expect(hint.lossKg).toBe(weighed.loadWeightKg === null || weighed.unloadWeightKg === null ? null : weighed.loadWeightKg - weighed.unloadWeightKg);
    expect(hint.lossAllowanceKg).toBe(weighed.loadWeightKg === null ? null : Math.floor((weighed.loadWeightKg * 3) / 1000));
    expect((await t.call('/settlement/bill/save', { token, json: { waybillIds: [] } })).body).toMatchObject({ code: 400, message: BILL_MESSAGES.noWaybills });
    const made = await t.call('/settlement/bill/save', { token, json: { waybillIds: [w.id] } });
    expect(made.body).toMatchObject({ code: 200, message: BILL_MESSAGES.created, data: { status: 'WAIT_CONFIRM' } });
    const id = made.body.data.id as number;

    const detail = await t.call(`/settlement/bill/getById/${id}`, { token: carrier });
    expect(detail.body.data).toMatchObject({ id, actions: ['confirm', 'dispute'], lines: [{ waybillId: w.id }], history: [{ action: 'create' }] });
    expect((await t.call(`/settlement/bill/getById/${id}`, { token: stranger })).body).toMatchObject({ code: 404, data: null });
    expect((await t.call('/settlement/bill/confirm', { token: stranger, json: { billId: id } })).body.code).toBe(404);
    const received = await t.call('/settlement/bill/pagination', { token: carrier, json: { side: 'receive', pageNumber: 1, pageSize: 50 } });
    expect(received.body.data.records.map((r: { id: number }) => r.id)).toContain(id);
    const strangers = await t.call('/settlement/bill/pagination', { token: stranger, json: { side: 'receive' } });
    expect(strangers.body.data.records.map((r: { id: number }) => r.id)).not.toContain(id);

    expect((await t.call('/settlement/bill/confirm', { token: carrier, json: { billId: id } })).body).toMatchObject({
      code: 200,
      data: { status: 'CONFIRMED' },
    });
    const totalFen = (await t.call(`/settlement/bill/getById/${id}`, { token })).body.data.totalFen as number;
    const pay = {
      billId: id,
      amountFen: totalFen,
      bankSerial: 'ICBC2026112000001',
      paidOn: chinaToday(),
      paidTime: '10:30',
      payMeans: '32',
      receiptAccount: '6222020302001234567',
      idempotencyKey: `api-pay-${id}`,
    };
    expect((await t.call('/settlement/bill/offlinePay', { token, json: { ...pay, bankSerial: '' } })).body).toMatchObject({
      code: 400,
      message: BILL_MESSAGES.bankSerial,
    });
    expect((await t.call('/settlement/bill/offlinePay', { token, json: pay })).body).toMatchObject({
      code: 200,
      message: BILL_MESSAGES.paid,
      data: { status: 'PAID' },
    });
    const paid = await t.call('/settlement/bill/pagination', { token, json: { side: 'pay', status: 'PAID', billNo: made.body.data.billNo } });
    expect(paid.body.data).toMatchObject({ total: 1, records: [{ id, paidFen: pay.amountFen, payeeName: '天津顺达物流有限公司' }] });
  });
});

describe('the 付款回单 of an offline payment', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const upload = async (token: string, bytes: Uint8Array<ArrayBuffer>, name: string, path = '/actions/upload/image') => {
    const body = new FormData();
    body.set('file', new File([bytes], name));
    body.set('purpose', 'bill_receipt');
    const res = await t.call(path, { method: 'POST', body, token });
    expect(res.body.code).toBe(200);
    return res.body.data.uuid as string;
  };

  it('is the payer’s own uploaded image; the payer and the payee may open it, another company may not', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const carrier = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    const stranger = await t.sessionFor(DEMO_ACCOUNTS.tongjiangCarrier.mobile);
    const colleagueOfNobody = await t.sessionFor(DEMO_ACCOUNTS.fenheShipper.mobile);
    const [w] = take(1);
    const id = (await t.call('/settlement/bill/save', { token, json: { waybillIds: [w.id] } })).body.data.id as number;
    expect((await t.call('/settlement/bill/confirm', { token: carrier, json: { billId: id } })).body.code).toBe(200);
    const receipt = await upload(token, PNG, '回单.png');
    const theirs = await upload(carrier, PNG, '别人的.png');
    const pdf = await upload(token, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), '回单.pdf', '/actions/upload/');
    // before it is a receipt, the payee cannot open the payer's file
    expect((await t.raw(`/actions/preview/?uuid=${receipt}`, { token: carrier })).status).toBe(404);
    const pay = (extra: Record<string, unknown>) => t.call('/settlement/bill/offlinePay', { token, json: { ...offline(id, 100), ...extra } });
    const refused = { code: 400, message: BILL_MESSAGES.receiptInvalid };
    expect((await pay({ receiptUuid: theirs })).body).toMatchObject({ ...refused, data: { field: 'receipt' } });
    expect((await pay({ receiptUuid: '0b6f3c1e-8a51-4f57-9a3c-2a4c2f9f7d10' })).body).toMatchObject(refused);
    expect((await pay({ receiptUuid: pdf })).body).toMatchObject(refused);
    expect((await pay({ receiptUuid: 'not-a-uuid' })).body).toMatchObject(refused);
    expect((await t.db.select().from(billPayments).where(eq(billPayments.billId, id))).length).toBe(0);

    expect((await pay({ receiptUuid: receipt })).body).toMatchObject({ code: 200, data: { status: 'PARTIAL' } });
    expect((await pay({})).body.code).toBe(200); // a receipt is optional
    const detail = (await t.call(`/settlement/bill/getById/${id}`, { token: carrier })).body.data as { payments: { receiptUuid: string | null }[] };
    expect(detail.payments.map((p) => p.receiptUuid)).toEqual([receipt, null]);
    for (const who of [token, carrier]) {
      const res = await t.raw(`/actions/preview/?uuid=${receipt}`, { token: who });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    for (const who of [stranger, colleagueOfNobody]) expect((await t.raw(`/actions/preview/?uuid=${receipt}`, { token: who })).status).toBe(404);
    // being party to one bill opens only that bill's receipts, not the payer's other files
    expect((await t.raw(`/actions/preview/?uuid=${pdf}`, { token: carrier })).status).toBe(404);
  });
});

describe('the list filters and the export', () => {
  it('filter by the other party’s name and by the day made (China time); the export has the same rows, the ticked ones only when ticked', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const stranger = await t.sessionFor(DEMO_ACCOUNTS.fenheShipper.mobile);
    const [a, b] = take(2);
    const first = (await t.call('/settlement/bill/save', { token, json: { waybillIds: [a.id] } })).body.data.id as number;
    const second = (await t.call('/settlement/bill/save', { token, json: { waybillIds: [b.id] } })).body.data.id as number;
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const ids = async (json: Record<string, unknown>, who = token) =>
      ((await t.call('/settlement/bill/pagination', { token: who, json: { pageSize: 50, ...json } })).body.data.records as { id: number }[]).map((r) => r.id);
    expect(await ids({ partyName: '顺达' })).toEqual(expect.arrayContaining([first, second]));
    expect(await ids({ partyName: '通江达' })).not.toContain(first);
    expect(await ids({ createdFrom: today, createdTo: today })).toEqual(expect.arrayContaining([first, second]));
    expect(await ids({ createdTo: '2020-01-01' })).toEqual([]);
    const exported = async (json: Record<string, unknown>, who = token) =>
      ((await t.call('/settlement/bill/export', { token: who, json: { side: 'pay', ...json } })).body.data as { id: number }[]).map((r) => r.id);
    expect(await exported({ partyName: '顺达' })).toEqual(expect.arrayContaining([first, second]));
    expect(await exported({ ids: [first] })).toEqual([first]);
    expect(await exported({ ids: [first, second] }, stranger)).toEqual([]);
  });
});

describe('what is owed by party and age (/settlement/aging/pagination)', () => {
  it('sums the unpaid part of live bills per counterparty on each side, aged by the day made; paid and cancelled bills drop out', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const carrier = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    const stranger = await t.sessionFor(DEMO_ACCOUNTS.fenheShipper.mobile);
    const aging = async (who: string, json: Record<string, unknown>) => {
      const page = (await t.call('/settlement/aging/pagination', { token: who, json })).body.data as {
        records: { partyName: string; unpaidFen: number; confirmedFen: number; billCount: number; d30: number; d60: number; d90: number; over90: number }[];
      };
      return page.records;
    };
    const row = async (who: string, side: string, name: string) => (await aging(who, { side, partyName: name }))[0];
    const before = (await row(token, 'pay', '顺达')) ?? { unpaidFen: 0, billCount: 0, confirmedFen: 0, d30: 0, over90: 0 };
    const [a, b] = take(2);
    const open = (await t.call('/settlement/bill/save', { token, json: { waybillIds: [a.id] } })).body.data.id as number;
    const aged = (await t.call('/settlement/bill/save', { token, json: { waybillIds: [b.id] } })).body.data.id as number;
    // the second bill was made 100 days ago, confirmed, and paid in part (1 yuan)
    await t.db
      .update(settlementBills)
      .set({ createdAt: new Date(Date.now() - 100 * 24 * 3600_000) })
      .where(eq(settlementBills.id, aged));
    expect((await t.call('/settlement/bill/confirm', { token: carrier, json: { billId: aged } })).body.code).toBe(200);
    expect((await t.call('/settlement/bill/offlinePay', { token, json: offline(aged, 100) })).body.code).toBe(200);
    const [openBill] = await t.db.select().from(settlementBills).where(eq(settlementBills.id, open));
    const [agedBill] = await t.db.select().from(settlementBills).where(eq(settlementBills.id, aged));
    const after = await row(token, 'pay', '顺达');
    expect(after.partyName).toBe('天津顺达物流有限公司');
    expect(after.billCount).toBe(before.billCount + 2);
    expect(after.unpaidFen).toBe(before.unpaidFen + openBill.totalFen + agedBill.totalFen - 100);
    expect(after.confirmedFen).toBe(before.confirmedFen + agedBill.totalFen - 100);
    expect(after.d30).toBe(before.d30 + openBill.totalFen);
    expect(after.over90).toBe(before.over90 + agedBill.totalFen - 100);
    expect(after.d30 + after.d60 + after.d90 + after.over90).toBe(after.unpaidFen);
    // the payee sees the same sums owed to it by the shipper
    const receivable = await row(carrier, 'receive', '冀东钢铁');
    expect(receivable).toMatchObject({ partyName: '唐山冀东钢铁贸易有限公司' });
    expect(receivable.unpaidFen).toBeGreaterThanOrEqual(openBill.totalFen + agedBill.totalFen - 100);
    expect((await aging(token, { side: 'pay', confirmedOnly: '1', partyName: '顺达' }))[0].unpaidFen).toBe(after.confirmedFen);
    // cancelled: out
    expect((await t.call('/settlement/bill/cancel', { token, json: { billId: open } })).body.code).toBe(200);
    expect((await row(token, 'pay', '顺达')).unpaidFen).toBe(after.unpaidFen - openBill.totalFen);
    // another company owes nothing to 顺达 and is owed nothing
    expect(await aging(stranger, { side: 'pay', partyName: '顺达' })).toEqual([]);
    expect(await aging(stranger, { side: 'receive' })).toEqual([]);
    // the export: every row the filters match, the same as the list's, and nothing of others
    const exported = async (who: string, json: Record<string, unknown>) => (await t.call('/settlement/aging/export', { token: who, json })).body.data;
    expect(await exported(carrier, { side: 'receive' })).toEqual(await aging(carrier, { side: 'receive', pageSize: 50 }));
    expect(await exported(token, { side: 'pay', partyName: '顺达' })).toEqual([await row(token, 'pay', '顺达')]);
    expect(await exported(stranger, { side: 'pay', partyName: '顺达' })).toEqual([]);
  });
});

describe('payment records that cannot be reused or faked (issue 41, payments items 1-4)', () => {
  /** A bill of one waybill of 顺达, confirmed by 顺达, ready to pay. */
  async function payableBill() {
    const bill = await createBill(t.db, shipper, { waybillIds: take(1).map((w) => w.id), deductions: [] });
    await confirmBill(t.db, await payeeAuth(bill), bill.id);
    return bill;
  }
  const paymentsOf = async (billId: number) => t.db.select().from(billPayments).where(eq(billPayments.billId, billId));
  // two bills for the three tests: the demo has few settleable waybills left by now
  let a: Awaited<ReturnType<typeof payableBill>>;
  let b: Awaited<ReturnType<typeof payableBill>>;
  beforeAll(async () => {
    a = await payableBill();
    b = await payableBill();
  });

  it('an idempotency key belongs to one request: another bill or amount with it is refused and records nothing', async () => {
    const first = offline(a.id, 100);
    expect((await recordOfflinePayment(t.db, shipper, first)).repeated).toBe(false);
    // bill B with bill A's key answered 付款已记录 and recorded nothing
    expect(await refusalOf(recordOfflinePayment(t.db, shipper, { ...offline(b.id, 100), idempotencyKey: first.idempotencyKey }))).toBe(BILL_MESSAGES.keyReused);
    expect(await refusalOf(recordOfflinePayment(t.db, shipper, { ...first, amountFen: 200 }))).toBe(BILL_MESSAGES.keyReused);
    expect(await paymentsOf(b.id)).toEqual([]);
    // the identical request gets the first answer again
    expect(await recordOfflinePayment(t.db, shipper, first)).toMatchObject({ repeated: true, bill: { paidFen: 100 } });
    expect(await paymentsOf(a.id)).toHaveLength(1);
  });

  it('one bank serial settles one payment of a payer, whichever bill it names; at once, only one wins', async () => {
    const first = { ...offline(a.id, 100), bankSerial: 'ICBC-ONCE-0001' };
    await recordOfflinePayment(t.db, shipper, first);
    const again = await refusalOf(recordOfflinePayment(t.db, shipper, { ...offline(a.id, 100), bankSerial: 'ICBC-ONCE-0001' }));
    expect(again).toBe(`该银行流水号已用于结算单 ${a.billNo} 的付款，请核对`);
    expect(await refusalOf(recordOfflinePayment(t.db, shipper, { ...offline(b.id, 100), bankSerial: 'ICBC-ONCE-0001' }))).toBe(again);
    expect(await paymentsOf(b.id)).toEqual([]);
    const racing = await Promise.allSettled([1, 2, 3].map(() => recordOfflinePayment(t.db, shipper, { ...offline(b.id, 100), bankSerial: 'ICBC-RACE-0001' })));
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await paymentsOf(b.id)).map((p) => p.bankSerial)).toEqual(['ICBC-RACE-0001']);
  });

  it('amounts are whole fen as sent and dates real days, not in the future and not before the bill: each refused at its field, nothing recorded', async () => {
    const bill = b;
    const before = (await paymentsOf(bill.id)).length;
    const token = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const pay = (json: Record<string, unknown>) => t.call('/settlement/bill/offlinePay', { token, json: { ...offline(bill.id, 100), ...json } });
    // "1e2", "0x10", " 5 ", true and [5] were recorded as 100, 16, 5, 1 and 5 fen
    for (const amountFen of ['1e2', '0x10', ' 5 ', '5', true, [5], 1.5, -1, 0, null]) {
      expect((await pay({ amountFen })).body, JSON.stringify(amountFen)).toMatchObject({ code: 400, message: BILL_MESSAGES.amount });
    }
    // 10^20 fen and 2^63 were 500s (the bigint overflowed on insert)
    for (const amountFen of [1e20, 2 ** 63, 100_000_000_01])
      expect((await pay({ amountFen })).body).toMatchObject({ code: 400, message: BILL_MESSAGES.amountTooLarge });
    // 2026-13-45 and 0000-00-00 were 500s, 2026-02-30 was stored as written, 2999-12-31 accepted
    for (const paidOn of ['2026-13-45', '0000-00-00', '2026-02-30', '2026-2-3', 20261120]) {
      expect((await pay({ paidOn })).body, String(paidOn)).toMatchObject({ code: 400, message: BILL_MESSAGES.paidOnInvalid });
    }
    expect((await pay({ paidOn: '2999-12-31' })).body).toMatchObject({ code: 400, message: BILL_MESSAGES.paidOnFuture });
    expect((await pay({ paidOn: '2024-01-02' })).body).toMatchObject({ code: 400, message: BILL_MESSAGES.paidOnBeforeBill, data: { field: 'paidOn' } });
    expect(await paymentsOf(bill.id)).toHaveLength(before);
    expect((await pay({})).body).toMatchObject({ code: 200, message: BILL_MESSAGES.paid });
    expect(await paymentsOf(bill.id)).toHaveLength(before + 1);
  });
});

describe('a bill whose deductions equal its freight (issue 41, payments item 6)', () => {
  it('is settled when the payee confirms it, without a payment nobody could make; its order is paid', async () => {
    // A fresh waybill of 通江达 (a copy): the demo has few settleable waybills of 顺达 left.
    const waybillId = await copyForCarrier(t, pool[0]?.id ?? otherPayeeWaybill, otherCarrier, 'Z');
    const [w] = await t.db.select().from(waybills).where(eq(waybills.id, waybillId));
    expect(w.freightFen).toBeGreaterThan(0);
    const bill = await createBill(t.db, shipper, { waybillIds: [waybillId], deductions: [{ waybillId, amountFen: w.freightFen!, reason: '货物全损' }] });
    expect(bill).toMatchObject({ status: 'WAIT_CONFIRM', totalFen: 0 });
    const confirmed = await confirmBill(t.db, await payeeAuth(bill), bill.id);
    expect(confirmed).toMatchObject({ status: 'PAID', paidFen: 0, totalFen: 0 });
    const history = await t.db.select().from(settlementBillHistory).where(eq(settlementBillHistory.billId, bill.id)).orderBy(settlementBillHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      [null, 'WAIT_CONFIRM', 'create'],
      ['WAIT_CONFIRM', 'CONFIRMED', 'confirm'],
      ['CONFIRMED', 'PAID', 'settle'],
    ]);
    expect(history[2].remark).toBe(BILL_MESSAGES.settledAtZero);
    expect(await t.db.select().from(billPayments).where(eq(billPayments.billId, bill.id))).toEqual([]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, w.orderId));
    expect(order.payStatus).toBe('2');
  });
});

describe('an order with a voided waybill', () => {
  it('is paid when its live waybills are: the 作废 waybill owes nothing', async () => {
    const waybillId = await copyForCarrier(t, pool[0]?.id ?? otherPayeeWaybill, otherCarrier, 'V');
    const [w] = await t.db.select().from(waybills).where(eq(waybills.id, waybillId));
    // a second truck of the same order, voided before it loaded
    const { id: _id, ...rest } = w;
    await t.db.insert(waybills).values({ ...rest, waybillNo: `${w.waybillNo}X`, status: 'INVALID' });
    const bill = await createBill(t.db, shipper, { waybillIds: [waybillId], deductions: [] });
    await confirmBill(t.db, await payeeAuth(bill), bill.id);
    await recordOfflinePayment(t.db, shipper, offline(bill.id, bill.totalFen));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, w.orderId));
    expect(order.payStatus).toBe('2');
  });
});
