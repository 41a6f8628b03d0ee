// Settlement bills: the payer groups signed, approved waybills of one payee into a bill; the payee
// confirms or disputes it; the payer cancels an unconfirmed one or records what it paid. Each step
// is one transaction that checks the bill's current state in its UPDATE and writes a history row;
// a waybill is on at most one live bill (a partial unique index), so two bills built at once
// cannot both take it. A payment moves the orders' pay status: 1 partial, 2 paid. An online payment
// the bank has not answered yet holds its amount as the bill's pending part, which no other payment
// may take (online-pay.ts).
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  BILL_MESSAGES,
  chinaToday,
  type BillStatus,
  type HeldBackRow,
  type CreateBillInput,
  type OfflinePaymentInput,
  type SettlementType,
} from '../../contract/money/bills';
import { bankSerialUsedMessage } from '../../contract/money/messages';
import { formatDateTime, formatFen } from '../../contract/format';
import type { Db, Tx } from '../../db/client';
import { billPayments, cargoSources, files, orders, settlementBillHistory, settlementBillLines, settlementBills, waybills } from '../../db/schema';
import { liveBillLine } from '../../db/joins';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { dataScopeCondition, type ScopedRows } from '../permissions/data-scope';
import { queueFreightCharges } from '../reporting/freight';
import { notify } from '../workspace/notify';
import { emitWebhookEvent } from '../open/webhook-events';

export type Bill = typeof settlementBills.$inferSelect;
export type Party = { companyId: number | null; userId: number };

/** The caller as a party of money: their company, or themselves when they act without one. */
export const partyOf = (auth: Auth): Party => ({ companyId: auth.user.companyId ?? null, userId: auth.user.id });

type Sides = Pick<Bill, 'payerCompanyId' | 'payerUserId' | 'payeeCompanyId' | 'payeeUserId'>;

/** Whether the caller's party is the bill's payer or payee (the JS twin of payerIs / payeeIs). */
export function sideOfBill(auth: Auth, bill: Sides) {
  return sidesOf(partyOf(auth), bill);
}

/** Whether a party is the bill's payer or payee. */
export function sidesOf(p: Party, bill: Sides) {
  const is = (companyId: number | null, userId: number) => (p.companyId !== null ? companyId === p.companyId : companyId === null && userId === p.userId);
  return { payer: is(bill.payerCompanyId, bill.payerUserId), payee: is(bill.payeeCompanyId, bill.payeeUserId) };
}

const payerIs = (p: Party): SQL =>
  p.companyId !== null
    ? eq(settlementBills.payerCompanyId, p.companyId)
    : and(isNull(settlementBills.payerCompanyId), eq(settlementBills.payerUserId, p.userId))!;
const payeeIs = (p: Party): SQL =>
  p.companyId !== null
    ? eq(settlementBills.payeeCompanyId, p.companyId)
    : and(isNull(settlementBills.payeeCompanyId), eq(settlementBills.payeeUserId, p.userId))!;

/** Whether `uuid` is the 付款回单 of a payment on a bill the caller pays or is paid by (files/service.ts lets them read it). */
export async function isBillReceiptOf(db: Db | Tx, auth: Auth, uuid: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: billPayments.id })
    .from(billPayments)
    .innerJoin(settlementBills, eq(settlementBills.id, billPayments.billId))
    .where(and(eq(billPayments.receiptUuid, uuid), billScope(auth)))
    .limit(1);
  return Boolean(hit);
}

/** Bills the caller pays or is paid by (operators: all). */
export function billScope(auth: Auth): SQL | undefined {
  if (auth.role === 'operator') return undefined;
  const p = partyOf(auth);
  return or(payerIs(p), payeeIs(p));
}

/**
 * Bills described for the data scope of an administrator-made role (issue 44, decision 036): a
 * bill is the records of the user who made it (the payer user) and of the user paid (the payee
 * user); the counterparty is the other side's company.
 */
const BILL_ROWS: ScopedRows = {
  ownedBy: (userIds) => sql`(${settlementBills.payerUserId} in ${userIds} or ${settlementBills.payeeUserId} in ${userIds})`,
  counterpartyCompany: [sql`${settlementBills.payerCompanyId}`, sql`${settlementBills.payeeCompanyId}`],
};

/** The narrowing the caller's data scope and projects add to the bills they see (undefined: none). */
export function billDataScope(db: Db | Tx, auth: Auth): Promise<SQL | undefined> {
  return dataScopeCondition(db, auth, BILL_ROWS);
}

/**
 * A party's name: its company, or the person acting without one. A function declaration, not an arrow in a const:
 * bill-views calls it while it loads, and bill-views may load while this module is still loading (bills → webhook
 * events → the bill's open read → bill-views → bills); a declaration is ready from the start, a const is not.
 */
export function partyName(companyId: SQL, userId: SQL) {
  return sql<string>`coalesce((select name from companies where id = ${companyId}), (select real_name from users where id = ${userId}), '')`;
}

export function billNoFor(id: number, at = new Date()): string {
  return `JS${formatDateTime(at, 'YYYYMMDD')}${String(id).padStart(6, '0')}`;
}

async function history(
  tx: Tx,
  billId: number,
  fromStatus: BillStatus | null,
  toStatus: BillStatus,
  action: string,
  actorUserId: number,
  remark: string | null = null,
) {
  await tx.insert(settlementBillHistory).values({ billId, fromStatus, toStatus, action, remark, actorUserId });
  const type = toStatus === 'CONFIRMED' ? 'bill.confirmed' : toStatus === 'PAID' ? 'bill.paid' : null;
  if (!type || fromStatus === toStatus) return;
  const [bill] = await tx
    .select({ payer: settlementBills.payerCompanyId, payee: settlementBills.payeeCompanyId })
    .from(settlementBills)
    .where(eq(settlementBills.id, billId));
  await emitWebhookEvent(tx, { type, resource: 'bill', id: billId, companyIds: [bill?.payer, bill?.payee] });
}

/** Signed waybills the shipper approved, of orders the caller published, that no live bill holds. */
/** Orders the party published (its company's, or its own without one). */
const publishedBy = (p: Party): SQL =>
  p.companyId !== null ? eq(orders.shipperCompanyId, p.companyId) : and(isNull(orders.shipperCompanyId), eq(orders.shipperUserId, p.userId))!;

function settleableFor(p: Party): SQL {
  const mine = publishedBy(p);
  return and(
    eq(waybills.status, 'SIGN'),
    eq(waybills.auditStatus, '1'),
    mine,
    sql`not exists (select 1 from ${settlementBillLines} l where l.waybill_id = ${waybills.id} and l.live)`,
  )!;
}

export async function settleableWaybills(db: Db | Tx, auth: Auth) {
  return db
    .select({
      id: waybills.id,
      waybillNo: waybills.waybillNo,
      orderNo: orders.orderNo,
      goodsName: sql<string>`coalesce(${cargoSources.goodsName}, '')`,
      freightFen: waybills.freightFen,
      payeeCompanyId: orders.carrierCompanyId,
      payeeUserId: orders.carrierUserId,
      payeeName: partyName(sql`${orders.carrierCompanyId}`, sql`${orders.carrierUserId}`),
      signedAt: waybills.signedAt,
      loadWeightKg: waybills.loadWeightKg,
      unloadWeightKg: waybills.unloadWeightKg,
    })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .leftJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .where(settleableFor(partyOf(auth)))
    .orderBy(waybills.signedAt, waybills.id);
}

/** How many held-back waybills the new-bill panel lists: the most recently signed. */
const HELD_BACK_MAX = 50;

/**
 * The payer's signed waybills the settleable list leaves out, and why: not yet approved, approved
 * with a dispute, or on a live bill not yet paid (a paid one is settled, not held back).
 */
export async function heldBackWaybills(db: Db | Tx, auth: Auth): Promise<HeldBackRow[]> {
  const mine = publishedBy(partyOf(auth));
  const rows = await db
    .select({
      id: waybills.id,
      waybillNo: waybills.waybillNo,
      orderNo: orders.orderNo,
      payeeName: partyName(sql`${orders.carrierCompanyId}`, sql`${orders.carrierUserId}`),
      auditStatus: waybills.auditStatus,
      billId: settlementBills.id,
      billNo: settlementBills.billNo,
      billStatus: settlementBills.status,
    })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .leftJoin(settlementBillLines, and(eq(settlementBillLines.waybillId, waybills.id), liveBillLine))
    .leftJoin(settlementBills, eq(settlementBills.id, settlementBillLines.billId))
    .where(
      and(
        eq(waybills.status, 'SIGN'),
        mine,
        or(inArray(waybills.auditStatus, ['0', '2']), and(isNotNull(settlementBills.id), sql`${settlementBills.status} <> 'PAID'`)),
      ),
    )
    .orderBy(desc(waybills.signedAt), desc(waybills.id))
    .limit(HELD_BACK_MAX);
  return rows.map((r) => ({
    id: r.id,
    waybillNo: r.waybillNo,
    orderNo: r.orderNo,
    payeeName: r.payeeName,
    reason: r.billId !== null ? 'onBill' : r.auditStatus === '2' ? 'disputed' : 'unaudited',
    billId: r.billId,
    billNo: r.billNo,
  }));
}

export async function createBill(db: Db, auth: Auth, input: CreateBillInput): Promise<Bill> {
  const payer = partyOf(auth);
  const ids = [...new Set(input.waybillIds)];
  const deductions = new Map(input.deductions.filter((d) => d.amountFen > 0).map((d) => [d.waybillId, d]));
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: waybills.id, freightFen: waybills.freightFen, payeeCompanyId: orders.carrierCompanyId, payeeUserId: orders.carrierUserId })
        .from(waybills)
        .innerJoin(orders, eq(orders.id, waybills.orderId))
        .where(and(inArray(waybills.id, ids), settleableFor(payer)));
      if (rows.length !== ids.length) refuse(BILL_MESSAGES.notSettleable);
      const payee = rows[0];
      if (rows.some((r) => r.payeeCompanyId !== payee.payeeCompanyId || (payee.payeeCompanyId === null && r.payeeUserId !== payee.payeeUserId)))
        refuse(BILL_MESSAGES.onePayee);
      const lines = rows.map((r) => {
        const freightFen = r.freightFen ?? 0;
        const d = deductions.get(r.id);
        // the refusal names the waybill and the field, so a form can show it at that row
        if (d && d.amountFen > freightFen) refuse(BILL_MESSAGES.deductionTooLarge, 400, { waybillId: r.id, field: 'amount' });
        if (d && !d.reason) refuse(BILL_MESSAGES.deductionReason, 400, { waybillId: r.id, field: 'reason' });
        return { waybillId: r.id, freightFen, deductionFen: d?.amountFen ?? 0, deductionReason: d?.reason ?? null };
      });
      const freightFen = lines.reduce((s, l) => s + l.freightFen, 0);
      const deductionFen = lines.reduce((s, l) => s + l.deductionFen, 0);
      const settlementType: SettlementType = payee.payeeCompanyId !== null ? 'CARRIER' : 'INDIVIDUAL_AGENT';
      const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('settlement_bills', 'id'))::int as id`);
      const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
      const [bill] = await tx
        .insert(settlementBills)
        .values({
          id,
          billNo: billNoFor(id),
          payerCompanyId: payer.companyId,
          payerUserId: payer.userId,
          payeeCompanyId: payee.payeeCompanyId,
          payeeUserId: payee.payeeUserId,
          settlementType,
          status: 'WAIT_CONFIRM',
          freightFen,
          deductionFen,
          totalFen: freightFen - deductionFen,
        })
        .returning();
      await tx.insert(settlementBillLines).values(lines.map((l) => ({ billId: bill.id, ...l })));
      await history(tx, bill.id, null, 'WAIT_CONFIRM', 'create', auth.user.id);
      await notify(tx, bill.payeeUserId, {
        type: 'payment',
        title: `结算单${bill.billNo}待您确认`,
        content: `付款方为${lines.length}张派车单生成了结算单${bill.billNo}，应付${formatFen(bill.totalFen)}元，请核对后确认或提出异议。`,
        link: billLink('receive', bill.id),
      });
      return bill;
    });
  } catch (error) {
    // another bill took one of the waybills between our check and our insert
    if (isUniqueViolation(error)) refuse(BILL_MESSAGES.onAnotherBill);
    throw error;
  }
}

/** The bill if the caller may see it, else the not-found refusal (another company's bill is not there). */
export async function billFor(db: Db | Tx, auth: Auth, billId: number): Promise<Bill> {
  const [bill] = await db
    .select()
    .from(settlementBills)
    .where(and(eq(settlementBills.id, billId), billScope(auth), await billDataScope(db, auth)));
  if (!bill) refuse(BILL_MESSAGES.notFound, 404);
  return bill;
}

/** Moves a bill from one of `from` to `to` as `side` (payer or payee); refuses if it is no longer in `from`. */
async function transition(
  db: Db,
  auth: Auth,
  billId: number,
  side: 'payer' | 'payee',
  from: BillStatus[],
  to: BillStatus,
  action: string,
  extra: { disputeReason?: string | null; remark?: string | null } = {},
): Promise<Bill> {
  const p = partyOf(auth);
  return db.transaction(async (tx) => {
    const current = await billFor(tx, auth, billId);
    const [moved] = await tx
      .update(settlementBills)
      .set({ status: to, updatedAt: new Date(), ...(extra.disputeReason !== undefined ? { disputeReason: extra.disputeReason } : {}) })
      .where(and(eq(settlementBills.id, billId), side === 'payer' ? payerIs(p) : payeeIs(p), inArray(settlementBills.status, from)))
      .returning();
    if (!moved) refuse(BILL_MESSAGES.state);
    if (to === 'CANCELLED') await tx.update(settlementBillLines).set({ live: false }).where(eq(settlementBillLines.billId, billId));
    await history(tx, billId, current.status as BillStatus, to, action, auth.user.id, extra.remark ?? extra.disputeReason ?? null);
    await tellOtherSide(tx, moved, to, extra.disputeReason ?? null);
    if (to === 'CONFIRMED' && moved.totalFen === 0) return settleWithoutPayment(tx, moved, auth.user.id);
    return moved;
  });
}

/** Where each side opens a bill: the payer's detail, or the payee's. */
const billLink = (side: 'pay' | 'receive', billId: number) =>
  side === 'pay' ? `/shipper/payBillDetail?id=${billId}` : `/shipper/receivableBillDetail?id=${billId}`;

/** A bill's move told to the side that must act next: the payer hears of a confirmation or a dispute, the payee of a cancellation. */
async function tellOtherSide(tx: Tx, bill: Bill, to: BillStatus, disputeReason: string | null) {
  if (to === 'CONFIRMED')
    await notify(tx, bill.payerUserId, {
      type: 'payment',
      title: `结算单${bill.billNo}已确认`,
      content: `收款方已确认结算单${bill.billNo}，应付${formatFen(bill.totalFen)}元，请按时付款。`,
      link: billLink('pay', bill.id),
    });
  if (to === 'DISPUTED')
    await notify(tx, bill.payerUserId, {
      type: 'payment',
      title: `结算单${bill.billNo}有异议`,
      content: `收款方对结算单${bill.billNo}提出异议：${disputeReason ?? ''}。请核对后作废重开，或与收款方协商。`,
      link: billLink('pay', bill.id),
    });
  if (to === 'CANCELLED')
    await notify(tx, bill.payeeUserId, {
      type: 'payment',
      title: `结算单${bill.billNo}已作废`,
      content: `付款方作废了结算单${bill.billNo}，其中的派车单可重新结算。`,
      link: billLink('receive', bill.id),
    });
}

/**
 * A confirmed bill whose deductions take all its freight owes nothing: it is settled (PAID) at
 * once, without a payment nobody could make, in the same transaction as the confirmation.
 */
async function settleWithoutPayment(tx: Tx, bill: Bill, actorUserId: number): Promise<Bill> {
  const [settled] = await tx
    .update(settlementBills)
    .set({ status: 'PAID', updatedAt: new Date() })
    .where(and(eq(settlementBills.id, bill.id), eq(settlementBills.status, 'CONFIRMED'), eq(settlementBills.totalFen, 0)))
    .returning();
  if (!settled) return bill;
  await history(tx, bill.id, 'CONFIRMED', 'PAID', 'settle', actorUserId, BILL_MESSAGES.settledAtZero);
  await updateOrdersPayStatus(tx, bill.id);
  return settled;
}

export const confirmBill = (db: Db, auth: Auth, billId: number) => transition(db, auth, billId, 'payee', ['WAIT_CONFIRM', 'DISPUTED'], 'CONFIRMED', 'confirm');
export const disputeBill = (db: Db, auth: Auth, billId: number, reason: string) =>
  transition(db, auth, billId, 'payee', ['WAIT_CONFIRM'], 'DISPUTED', 'dispute', { disputeReason: reason });
export const cancelBill = (db: Db, auth: Auth, billId: number) => transition(db, auth, billId, 'payer', ['WAIT_CONFIRM', 'DISPUTED'], 'CANCELLED', 'cancel');

/**
 * The orders of a bill's waybills: paid (2) when every live waybill of the order is on a paid bill,
 * else partial (1). A voided (作废) waybill never ran and is never billed, so it owes nothing.
 */
async function updateOrdersPayStatus(tx: Tx, billId: number) {
  await tx.execute(sql`
    update ${orders} o set pay_status = case
      when not exists (
        select 1 from ${waybills} w
        where w.order_id = o.id
          and w.status <> 'INVALID'
          and not exists (
            select 1 from ${settlementBillLines} l join ${settlementBills} b on b.id = l.bill_id
            where l.waybill_id = w.id and l.live and b.status = 'PAID')
      ) then '2' else '1' end
    where o.id in (
      select w.order_id from ${waybills} w join ${settlementBillLines} l on l.waybill_id = w.id where l.bill_id = ${billId} and l.live)`);
}

/** A payment against a bill, however it was made: what it records beside the amount. */
export type BillPayment = {
  billId: number;
  amountFen: number;
  payType: 'online' | 'outline';
  businessKey: string;
  bankSerial?: string | null;
  paidOn?: string | null;
  /** PaymentMeansCode, payee account and the moment the money moved: the 资金流水单 reports them */
  payMeans?: string | null;
  receiptAccount?: string | null;
  paidAt?: Date | null;
  receiptUuid?: string | null;
  /** an online payment: the ledger movement that credited the payee */
  movementId?: number | null;
  remark: string;
};

/**
 * Records a payment in `tx`: the payment row (once per business key), the bill's paid amount and
 * state by a conditional update (a concurrent payment or too large an amount changes nothing),
 * history, and the orders' pay status. `payment` is null for a repeat.
 */
export async function recordPayment(tx: Tx, auth: Auth, input: BillPayment): Promise<{ bill: Bill; payment: { id: number } | null }> {
  const current = await billFor(tx, auth, input.billId);
  return recordPaymentOn(tx, current, { party: partyOf(auth), actorUserId: auth.user.id }, input);
}

/**
 * recordPayment for a payer the caller has already established: an online payment is recorded
 * when the bank answers, which may be the bank watch's query with nobody signed in; its payer is
 * then the bill's, its actor the user who asked. `current` is the bill as read in `tx`.
 */
export async function recordPaymentOn(
  tx: Tx,
  current: Bill,
  payer: { party: Party; actorUserId: number },
  input: BillPayment,
): Promise<{ bill: Bill; payment: { id: number } | null }> {
  // a repeated submission answers as the first did, whatever the bill's state now
  if (await earlierPayment(tx, input)) return { bill: current, payment: null };
  if (!sidesOf(payer.party, current).payer || !['CONFIRMED', 'PARTIAL'].includes(current.status)) refuse(BILL_MESSAGES.state);
  const [payment] = await tx
    .insert(billPayments)
    .values({
      billId: input.billId,
      amountFen: input.amountFen,
      payType: input.payType,
      bankSerial: input.bankSerial ?? null,
      paidOn: input.paidOn ?? null,
      payMeans: input.payMeans ?? null,
      receiptAccount: input.receiptAccount ?? null,
      paidAt: input.paidAt ?? new Date(),
      receiptUuid: input.receiptUuid ?? null,
      movementId: input.movementId ?? null,
      businessKey: input.businessKey,
      actorUserId: payer.actorUserId,
    })
    .onConflictDoNothing({ target: billPayments.businessKey })
    .returning({ id: billPayments.id });
  if (!payment) {
    // a concurrent request with the same key won: the same request, or a refusal
    await earlierPayment(tx, input);
    return { bill: current, payment: null };
  }
  const [moved] = await tx
    .update(settlementBills)
    .set({
      paidFen: sql`${settlementBills.paidFen} + ${input.amountFen}`,
      status: sql`case when ${settlementBills.paidFen} + ${input.amountFen} = ${settlementBills.totalFen} then 'PAID' else 'PARTIAL' end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(settlementBills.id, input.billId),
        payerIs(payer.party),
        inArray(settlementBills.status, ['CONFIRMED', 'PARTIAL']),
        // what online payments under way hold is not there to pay
        sql`${settlementBills.paidFen} + ${settlementBills.pendingFen} + ${input.amountFen} <= ${settlementBills.totalFen}`,
      ),
    )
    .returning();
  // the state was checked above; a concurrent payment may have moved it, or the amount is too much
  if (!moved) refuse(BILL_MESSAGES.amount);
  await history(tx, input.billId, current.status as BillStatus, moved.status as BillStatus, 'pay', payer.actorUserId, input.remark);
  await updateOrdersPayStatus(tx, input.billId);
  await tellPayment(tx, moved, input);
  // however it was paid, a paid bill owes the monitoring system a 资金流水单 per reported waybill
  if (moved.status === 'PAID') await queueFreightCharges(tx, { billId: input.billId });
  return { bill: moved, payment };
}

/**
 * A recorded payment told to both sides: the payee that money was paid (online: that it is in its
 * wallet), the payer, for an online payment the bank confirmed later, that it reached the payee.
 */
async function tellPayment(tx: Tx, bill: Bill, input: BillPayment) {
  const amount = `${formatFen(input.amountFen)}元`;
  const rest = bill.status === 'PAID' ? '结算单已付清' : `尚欠${formatFen(bill.totalFen - bill.paidFen)}元`;
  if (input.payType === 'online') {
    await notify(tx, bill.payeeUserId, {
      type: 'payment',
      title: `结算单${bill.billNo}运费已到账`,
      content: `结算单${bill.billNo}的运费${amount}已转入您的钱包，${rest}。`,
      link: billLink('receive', bill.id),
    });
    await notify(tx, bill.payerUserId, {
      type: 'payment',
      title: `结算单${bill.billNo}付款成功`,
      content: `您为结算单${bill.billNo}支付的${amount}已到达收款方钱包，${rest}。`,
      link: billLink('pay', bill.id),
    });
    return;
  }
  await notify(tx, bill.payeeUserId, {
    type: 'payment',
    title: `结算单${bill.billNo}已付款`,
    content: `付款方已线下支付结算单${bill.billNo}的运费${amount}（流水号${input.bankSerial ?? ''}），请核对到账，${rest}。`,
    link: billLink('receive', bill.id),
  });
}

/**
 * The payment already recorded under `input`'s business key, if any. An idempotency key belongs to
 * one request: the same bill, amount, kind and bank serial get the first answer again; anything
 * else sent with a used key is refused and changes nothing (issue 41, payments item 1: a key used
 * for bill A answered "付款已记录" for bill B, which recorded nothing).
 */
async function earlierPayment(tx: Tx, input: BillPayment): Promise<boolean> {
  const [earlier] = await tx
    .select({ billId: billPayments.billId, amountFen: billPayments.amountFen, payType: billPayments.payType, bankSerial: billPayments.bankSerial })
    .from(billPayments)
    .where(eq(billPayments.businessKey, input.businessKey));
  if (!earlier) return false;
  const same =
    earlier.billId === input.billId &&
    earlier.amountFen === input.amountFen &&
    earlier.payType === input.payType &&
    (earlier.bankSerial ?? null) === (input.bankSerial ?? null);
  if (!same) refuse(BILL_MESSAGES.keyReused);
  return true;
}

/**
 * An online payment under way holds its amount on the bill (the payer's, payable, with that much
 * neither paid nor held): one conditional update that takes the bill's row lock; false when refused.
 */
export async function holdPending(tx: Tx, payer: Party, billId: number, amountFen: number): Promise<boolean> {
  const [held] = await tx
    .update(settlementBills)
    .set({ pendingFen: sql`${settlementBills.pendingFen} + ${amountFen}`, updatedAt: new Date() })
    .where(
      and(
        eq(settlementBills.id, billId),
        payerIs(payer),
        inArray(settlementBills.status, ['CONFIRMED', 'PARTIAL']),
        sql`${settlementBills.paidFen} + ${settlementBills.pendingFen} + ${amountFen} <= ${settlementBills.totalFen}`,
      ),
    )
    .returning({ id: settlementBills.id });
  return Boolean(held);
}

/** The bank answered an online payment: its hold on the bill ends (the payment is then recorded, or not). Returns the bill. */
export async function releasePending(tx: Tx, billId: number, amountFen: number): Promise<Bill> {
  const [bill] = await tx
    .update(settlementBills)
    .set({ pendingFen: sql`${settlementBills.pendingFen} - ${amountFen}`, updatedAt: new Date() })
    .where(eq(settlementBills.id, billId))
    .returning();
  return bill;
}

/** Records an offline payment (pay type outline): PARTIAL until the bill is paid in full, then PAID. */
export async function recordOfflinePayment(db: Db, auth: Auth, input: OfflinePaymentInput): Promise<{ bill: Bill; repeated: boolean }> {
  return db.transaction(async (tx) => {
    // the receipt is an image the caller uploaded: no one records another's file as theirs
    if (input.receiptUuid) {
      const [file] = await tx.select({ owner: files.ownerUserId, mime: files.mime }).from(files).where(eq(files.uuid, input.receiptUuid)).limit(1);
      if (!file || file.owner !== auth.user.id || !file.mime.startsWith('image/')) refuse(BILL_MESSAGES.receiptInvalid, 400, { field: 'receipt' });
    }
    const businessKey = `bill-payment:${auth.user.id}:${input.idempotencyKey}`;
    const current = await billFor(tx, auth, input.billId);
    // the transfer cannot predate the bill it pays (a date a day before: the bill's China day)
    if (input.paidOn < chinaToday(current.createdAt)) refuse(BILL_MESSAGES.paidOnBeforeBill, 400, { field: 'paidOn' });
    await refuseUsedBankSerial(tx, partyOf(auth), input.bankSerial, businessKey);
    const { bill, payment } = await recordPayment(tx, auth, {
      billId: input.billId,
      amountFen: input.amountFen,
      payType: 'outline',
      businessKey,
      bankSerial: input.bankSerial,
      paidOn: input.paidOn,
      payMeans: input.payMeans,
      receiptAccount: input.receiptAccount,
      // the form's date and time are China time (UTC+8, no DST)
      paidAt: new Date(`${input.paidOn}T${input.paidTime}:00+08:00`),
      receiptUuid: input.receiptUuid,
      // the log is read by people: yuan as every screen shows money, never raw fen (issue 42)
      remark: `线下付款 ${formatFen(input.amountFen)} 元，流水号 ${input.bankSerial}`,
    });
    return { bill, repeated: payment === null };
  });
}

/**
 * One bank serial (银行流水号) settles one payment of a payer (issue 41, payments item 2: one serial
 * was accepted on three payments across two bills). The payer's serial is claimed with a
 * transaction lock first, so two payments with it at once take turns and the second finds the
 * first; the request that recorded it (the same business key) may repeat.
 */
async function refuseUsedBankSerial(tx: Tx, payer: Party, bankSerial: string, businessKey: string): Promise<void> {
  const payerKey = payer.companyId !== null ? `company:${payer.companyId}` : `user:${payer.userId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-serial:${payerKey}:${bankSerial}`}))`);
  const [used] = await tx
    .select({ billNo: settlementBills.billNo, businessKey: billPayments.businessKey })
    .from(billPayments)
    .innerJoin(settlementBills, eq(settlementBills.id, billPayments.billId))
    .where(and(eq(billPayments.bankSerial, bankSerial), eq(billPayments.payType, 'outline'), payerIs(payer)))
    .limit(1);
  if (used && used.businessKey !== businessKey) refuse(bankSerialUsedMessage(used.billNo), 400, { field: 'bankSerial' });
}
