// What the bill screens show: a page of the caller's bills on one side (pay / receive), a bill's
// lines, payments and history, and the actions open to the caller now.
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  BILL_EXPORT_MAX,
  type BillDetail,
  type BillExportQuery,
  type BillQuery,
  type BillRow,
  type BillStatus,
  type SettlementType,
} from '../../contract/money/bills';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { byIdDescending } from '../../db/keyset';
import { outerColumn } from '../../db/joins';
import { billPayments, orders, settlementBillHistory, settlementBillLines, settlementBills, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { billDataScope, billFor, partyName, partyOf, sideOfBill, type Bill } from './bills';
import { payeeWalletOf } from './online-pay';

const iso = (d: Date) => d.toISOString();

const rowColumns = {
  id: settlementBills.id,
  billNo: settlementBills.billNo,
  status: settlementBills.status,
  settlementType: settlementBills.settlementType,
  payerName: partyName(sql`${settlementBills.payerCompanyId}`, sql`${settlementBills.payerUserId}`),
  payeeName: partyName(sql`${settlementBills.payeeCompanyId}`, sql`${settlementBills.payeeUserId}`),
  waybillCount: sql<number>`(select count(*)::int from ${settlementBillLines} l where l.bill_id = ${outerColumn(settlementBills.id)})`,
  freightFen: settlementBills.freightFen,
  deductionFen: settlementBills.deductionFen,
  totalFen: settlementBills.totalFen,
  paidFen: settlementBills.paidFen,
  createdAt: settlementBills.createdAt,
};

type RowOut = { [K in keyof typeof rowColumns]: unknown } & { createdAt: Date };
const toRow = (r: RowOut): BillRow => ({
  id: Number(r.id),
  billNo: String(r.billNo),
  status: r.status as BillStatus,
  settlementType: r.settlementType as SettlementType,
  payerName: String(r.payerName),
  payeeName: String(r.payeeName),
  waybillCount: Number(r.waybillCount),
  freightFen: Number(r.freightFen),
  deductionFen: Number(r.deductionFen),
  totalFen: Number(r.totalFen),
  paidFen: Number(r.paidFen),
  createdAt: iso(r.createdAt),
});

/** The caller's bills on one side: those it pays (payer) or is paid (payee). */
export function sideOf(auth: Auth, side: BillQuery['side']): SQL {
  const p = partyOf(auth);
  const [company, user] =
    side === 'pay' ? [settlementBills.payerCompanyId, settlementBills.payerUserId] : [settlementBills.payeeCompanyId, settlementBills.payeeUserId];
  return p.companyId !== null ? eq(company, p.companyId) : and(sql`${company} is null`, eq(user, p.userId))!;
}

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
const DAY_MS = 24 * 3600_000;
/** The start of a China day (YYYY-MM-DD), or null for a day that does not exist. */
const chinaDay = (day: string) => {
  const at = new Date(`${day}T00:00:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** The list's filters as one condition: the caller's side and data scope, status, bill no., the other party's name, created between two days. */
async function billWhere(db: Db, auth: Auth, q: Omit<BillExportQuery, 'ids'>): Promise<SQL | undefined> {
  const other = q.side === 'pay' ? rowColumns.payeeName : rowColumns.payerName;
  const from = q.createdFrom ? chinaDay(q.createdFrom) : null;
  const to = q.createdTo ? chinaDay(q.createdTo) : null;
  return and(
    auth.role === 'operator' ? undefined : sideOf(auth, q.side),
    await billDataScope(db, auth),
    q.status ? eq(settlementBills.status, q.status) : undefined,
    q.billNo ? sql`${settlementBills.billNo} like ${like(q.billNo)}` : undefined,
    q.partyName ? sql`${other} like ${like(q.partyName)}` : undefined,
    from ? gte(settlementBills.createdAt, from) : undefined,
    to ? lt(settlementBills.createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
  );
}

export async function billPage(db: Db, auth: Auth, q: BillQuery): Promise<Page<BillRow>> {
  const where = await billWhere(db, auth, q);
  const [records, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(settlementBills)
      .where(where)
      .orderBy(desc(settlementBills.createdAt), desc(settlementBills.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(settlementBills)
      .where(where),
  ]);
  return { records: records.map((r) => toRow(r as RowOut)), total: Number(total), pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** The bills an export writes: the list's filters, narrowed to the ticked ids. */
const exportedBills = async (db: Db, auth: Auth, q: BillExportQuery) =>
  and(await billWhere(db, auth, q), q.ids?.length ? inArray(settlementBills.id, q.ids) : undefined);

/** The export's rows: the ticked bills among those the filters match, else all of them (at most BILL_EXPORT_MAX). */
export async function billExport(db: Db, auth: Auth, q: BillExportQuery): Promise<BillRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(settlementBills)
    .where(await exportedBills(db, auth, q))
    .orderBy(desc(settlementBills.createdAt), desc(settlementBills.id))
    .limit(BILL_EXPORT_MAX);
  return rows.map((r) => toRow(r as RowOut));
}

/** How many bills an export of the filters would write, counting no further than `cap`. */
export async function billExportCount(db: Db, auth: Auth, q: BillExportQuery, cap: number): Promise<number> {
  const counted = db
    .select({ one: sql`1` })
    .from(settlementBills)
    .where(await exportedBills(db, auth, q))
    .limit(cap)
    .as('counted');
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(counted);
  return Number(total);
}

/** Every bill the filters match, in batches of `size`, newest first by id (a key that never repeats): the background export. */
export async function* billExportBatches(db: Db, auth: Auth, q: BillExportQuery, size = 500): AsyncGenerator<BillRow[]> {
  const where = await exportedBills(db, auth, q);
  const batches = byIdDescending(
    (before, limit) =>
      db
        .select(rowColumns)
        .from(settlementBills)
        .where(and(where, before === null ? undefined : lt(settlementBills.id, before)))
        .orderBy(desc(settlementBills.id))
        .limit(limit),
    (row) => Number(row.id),
    size,
  );
  for await (const rows of batches) yield rows.map((r) => toRow(r as RowOut));
}

function actionsFor(auth: Auth, bill: Bill): BillDetail['actions'] {
  const { payer, payee } = sideOfBill(auth, bill);
  const out: BillDetail['actions'] = [];
  if (payee && (bill.status === 'WAIT_CONFIRM' || bill.status === 'DISPUTED')) out.push('confirm');
  if (payee && bill.status === 'WAIT_CONFIRM') out.push('dispute');
  if (payer && (bill.status === 'WAIT_CONFIRM' || bill.status === 'DISPUTED')) out.push('cancel');
  if (payer && (bill.status === 'CONFIRMED' || bill.status === 'PARTIAL')) out.push('pay');
  return out;
}

export async function billDetail(db: Db, auth: Auth, billId: number): Promise<BillDetail> {
  const bill = await billFor(db, auth, billId);
  const [[row], lines, payments, history] = await Promise.all([
    db.select(rowColumns).from(settlementBills).where(eq(settlementBills.id, billId)),
    db
      .select({
        waybillId: settlementBillLines.waybillId,
        waybillNo: waybills.waybillNo,
        orderId: orders.id,
        orderNo: orders.orderNo,
        freightFen: settlementBillLines.freightFen,
        deductionFen: settlementBillLines.deductionFen,
        deductionReason: settlementBillLines.deductionReason,
        signedAt: waybills.signedAt,
      })
      .from(settlementBillLines)
      .innerJoin(waybills, eq(waybills.id, settlementBillLines.waybillId))
      .innerJoin(orders, eq(orders.id, waybills.orderId))
      .where(eq(settlementBillLines.billId, billId))
      .orderBy(asc(settlementBillLines.id)),
    db
      .select({
        amountFen: billPayments.amountFen,
        payType: billPayments.payType,
        bankSerial: billPayments.bankSerial,
        paidOn: billPayments.paidOn,
        receiptUuid: billPayments.receiptUuid,
        createdAt: billPayments.createdAt,
      })
      .from(billPayments)
      .where(eq(billPayments.billId, billId))
      .orderBy(asc(billPayments.id)),
    db
      .select({
        fromStatus: settlementBillHistory.fromStatus,
        toStatus: settlementBillHistory.toStatus,
        action: settlementBillHistory.action,
        remark: settlementBillHistory.remark,
        createdAt: settlementBillHistory.createdAt,
      })
      .from(settlementBillHistory)
      .where(eq(settlementBillHistory.billId, billId))
      .orderBy(asc(settlementBillHistory.id)),
  ]);
  const actions = actionsFor(auth, bill);
  // the payer learns of a payee without a wallet on the bill, not after pressing 确认支付 (issue 42)
  const payeeWallet = actions.includes('pay') ? await payeeWalletOf(db, bill) : null;
  return {
    ...toRow(row as RowOut),
    pendingFen: bill.pendingFen,
    disputeReason: bill.disputeReason,
    actions,
    ...(actions.includes('pay') ? { payeeWalletOpen: Boolean(payeeWallet?.memberCode) } : {}),
    lines: lines.map((l) => ({ ...l, signedAt: l.signedAt ? iso(l.signedAt) : null })),
    payments: payments.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    history: history.map((h) => ({ ...h, createdAt: iso(h.createdAt) })),
  };
}
