// The shipper's side of invoices: what is left to invoice on its paid waybills (the candidates of
// /shipper/invoiceManage and /shipper/applyInvoice), and its company's applications (the three lists,
// their export and the detail). Every call answers only the caller's company's records (another
// company's application is the same 404 as a missing one) and passes the invoice gate of requiresPass.
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { InvoiceKind, InvoiceStatus } from '../../contract/invoices/applications';
import {
  APPLICATION_EXPORT_MAX,
  CANDIDATE_BILLS_MAX,
  type ApplicationDetail,
  type ApplicationExportQuery,
  type ApplicationQuery,
  type ApplicationRow,
  type CandidatePage,
  type CandidateQuery,
} from '../../contract/invoices/listing';
import { INVOICE_MESSAGES as M } from '../../contract/invoices/messages';
import type { Db } from '../../db/client';
import {
  cargoSources,
  invoiceApplicationHistory,
  invoiceApplicationLines,
  invoiceApplications,
  orders,
  settlementBillLines,
  settlementBills,
  users,
  vehicles,
  waybillInvoiced,
  waybills,
} from '../../db/schema';
import { liveBillLine } from '../../db/joins';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { paidByCaller, requireInvoicePass } from './applications';

export const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
const DAY_MS = 24 * 3600_000;
/** The start of a China day (YYYY-MM-DD), or null for a day that does not exist. */
const chinaDay = (day: string) => {
  const at = new Date(`${day}T00:00:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
};
/** [from, to) of two optional China days. */
export function between(column: Parameters<typeof gte>[0], fromDay?: string, toDay?: string): SQL[] {
  const from = fromDay ? chinaDay(fromDay) : null;
  const to = toDay ? chinaDay(toDay) : null;
  return [from ? gte(column, from) : undefined, to ? lt(column, new Date(to.getTime() + DAY_MS)) : undefined].filter((c): c is SQL => Boolean(c));
}
/** Yuan as typed in a filter ('12.5') → fen, exactly (no floating point). */
const fenOfYuan = (yuan: string) => {
  const [whole, part = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
};

/** The gate of every call: operators read every company's; others need the qualified company. */
function gate(auth: Auth) {
  if (auth.role !== 'operator') requireInvoicePass(auth);
}

// ---- candidates: paid waybills with something left to invoice -----------------------------------

/** What was paid on a waybill: its live bill line's freight less deductions. */
export const paidFen = sql<number>`(${settlementBillLines.freightFen} - ${settlementBillLines.deductionFen})::bigint`;
const invoicedFen = sql<number>`coalesce(${waybillInvoiced.invoicedFen}, 0)::bigint`;

function candidateWhere(auth: Auth, q: CandidateQuery, withIds: boolean): SQL | undefined {
  return and(
    eq(settlementBills.status, 'PAID'),
    paidByCaller(auth),
    sql`${invoicedFen} < ${paidFen}`,
    withIds && q.waybillIds?.length ? inArray(waybills.id, q.waybillIds) : undefined,
    q.billId ? eq(settlementBills.id, q.billId) : undefined,
    q.waybillNo ? sql`${waybills.waybillNo} like ${like(q.waybillNo)}` : undefined,
    q.billNo ? sql`${settlementBills.billNo} like ${like(q.billNo)}` : undefined,
    q.origin ? sql`${waybills.originCity} like ${like(q.origin)}` : undefined,
    q.destination ? sql`${waybills.destCity} like ${like(q.destination)}` : undefined,
    ...between(waybills.signedAt, q.signedFrom, q.signedTo),
  );
}

/** `query` (a select from waybills) over each waybill's live line of a bill, its bill, order, vehicle, goods and what is invoiced on it. */
export const overPaidLines = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(settlementBillLines, and(eq(settlementBillLines.waybillId, waybills.id), liveBillLine))
    .innerJoin(settlementBills, eq(settlementBills.id, settlementBillLines.billId))
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
    .leftJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .leftJoin(waybillInvoiced, eq(waybillInvoiced.waybillId, waybills.id));

/** A paid waybill as both sides list it (over overPaidLines): its bill, 特定要素, day signed and what was paid. */
export const paidTripColumns = {
  waybillId: waybills.id,
  waybillNo: waybills.waybillNo,
  billNo: settlementBills.billNo,
  origin: waybills.originCity,
  destination: waybills.destCity,
  plateNo: vehicles.plateNo,
  goodsName: sql<string>`coalesce(${cargoSources.goodsName}, '')`,
  signedAt: waybills.signedAt,
  paidFen: paidFen.mapWith(Number),
};

const candidateColumns = {
  ...paidTripColumns,
  orderNo: orders.orderNo,
  billId: settlementBills.id,
  invoicedFen: invoicedFen.mapWith(Number),
};

/** A page of the caller's invoiceable waybills with the filters, and its paid bills that still have some. */
export async function invoiceCandidates(db: Db, auth: Auth, q: CandidateQuery): Promise<CandidatePage> {
  gate(auth);
  const where = candidateWhere(auth, q, true);
  const [records, [{ total }], bills] = await Promise.all([
    overPaidLines(db.select(candidateColumns).from(waybills).$dynamic())
      .where(where)
      .orderBy(desc(waybills.signedAt), desc(waybills.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    overPaidLines(
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(waybills)
        .$dynamic(),
    ).where(where),
    overPaidLines(
      db
        .select({
          billId: settlementBills.id,
          billNo: settlementBills.billNo,
          waybillCount: sql<number>`count(*)::int`,
          invoiceableFen: sql<number>`sum(${paidFen} - ${invoicedFen})::bigint`.mapWith(Number),
        })
        .from(waybills)
        .$dynamic(),
    )
      .where(candidateWhere(auth, { ...q, waybillNo: undefined, origin: undefined, destination: undefined, signedFrom: undefined, signedTo: undefined }, false))
      .groupBy(settlementBills.id, settlementBills.billNo)
      .orderBy(desc(settlementBills.id))
      .limit(CANDIDATE_BILLS_MAX),
  ]);
  return {
    records: records.map((r) => ({
      ...r,
      goodsName: String(r.goodsName),
      signedAt: r.signedAt ? r.signedAt.toISOString() : null,
      invoiceableFen: r.paidFen - r.invoicedFen,
    })),
    total: Number(total),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    bills: bills.map((b) => ({ ...b, waybillCount: Number(b.waybillCount) })),
  };
}

// ---- applications -------------------------------------------------------------------------------

/** Applications made by the caller's company (any of its users), or by the caller acting without one; operators: all. */
function applicationScope(auth: Auth): SQL | undefined {
  if (auth.role === 'operator') return undefined;
  const companyId = auth.user.companyId ?? null;
  return companyId !== null
    ? inArray(invoiceApplications.applicantUserId, sql`(select ${users.id} from ${users} where ${users.companyId} = ${companyId})`)
    : eq(invoiceApplications.applicantUserId, auth.user.id);
}

const SCOPE_STATUSES: Record<ApplicationQuery['scope'], InvoiceStatus[] | null> = { all: null, issued: ['SEND'], history: ['SEND', 'RED'] };

function applicationWhere(auth: Auth, q: Omit<ApplicationExportQuery, 'ids'>): SQL | undefined {
  const statuses = SCOPE_STATUSES[q.scope];
  return and(
    applicationScope(auth),
    statuses ? inArray(invoiceApplications.status, statuses) : undefined,
    q.status ? eq(invoiceApplications.status, q.status) : undefined,
    q.applyNo ? sql`${invoiceApplications.applyNo} like ${like(q.applyNo)}` : undefined,
    q.invoiceNo ? sql`${invoiceApplications.invoiceNo} like ${like(q.invoiceNo)}` : undefined,
    q.amountMin ? gte(invoiceApplications.amountFen, fenOfYuan(q.amountMin)) : undefined,
    q.amountMax ? sql`${invoiceApplications.amountFen} <= ${fenOfYuan(q.amountMax)}` : undefined,
    ...between(invoiceApplications.createdAt, q.createdFrom, q.createdTo),
  );
}

const rowColumns = {
  id: invoiceApplications.id,
  applyNo: invoiceApplications.applyNo,
  kind: invoiceApplications.kind,
  status: invoiceApplications.status,
  title: sql<string>`coalesce(${invoiceApplications.details}->>'title', '')`,
  // the outer table named in full: drizzle leaves a one-table select's columns unqualified, and a bare
  // "id" inside the subquery would be the line's own id
  waybillCount: sql<number>`(select count(*)::int from invoice_application_lines l where l.application_id = invoice_applications.id)`,
  amountFen: invoiceApplications.amountFen,
  taxFen: invoiceApplications.taxFen,
  taxRateBp: invoiceApplications.taxRateBp,
  invoiceNo: invoiceApplications.invoiceNo,
  issuedAt: invoiceApplications.issuedAt,
  redConfirmationNo: invoiceApplications.redConfirmationNo,
  remark: invoiceApplications.remark,
  createdAt: invoiceApplications.createdAt,
};
type RowOut = { [K in keyof typeof rowColumns]: unknown } & { issuedAt: Date | null; createdAt: Date };

const toRow = (r: RowOut): ApplicationRow => ({
  id: Number(r.id),
  applyNo: String(r.applyNo),
  kind: r.kind as InvoiceKind,
  status: r.status as InvoiceStatus,
  title: String(r.title),
  waybillCount: Number(r.waybillCount),
  amountFen: Number(r.amountFen),
  taxFen: Number(r.taxFen),
  taxRateBp: Number(r.taxRateBp),
  invoiceNo: (r.invoiceNo as string | null) ?? null,
  issuedAt: r.issuedAt ? r.issuedAt.toISOString() : null,
  redConfirmationNo: (r.redConfirmationNo as string | null) ?? null,
  remark: String(r.remark ?? ''),
  createdAt: r.createdAt.toISOString(),
});

export async function applicationPage(db: Db, auth: Auth, q: ApplicationQuery) {
  gate(auth);
  const where = applicationWhere(auth, q);
  const [records, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(invoiceApplications)
      .where(where)
      .orderBy(desc(invoiceApplications.createdAt), desc(invoiceApplications.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoiceApplications)
      .where(where),
  ]);
  return { records: records.map((r) => toRow(r as RowOut)), total: Number(total), pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** The export's rows: the ticked applications among those the filters match, else all of them (at most APPLICATION_EXPORT_MAX). */
export async function applicationExport(db: Db, auth: Auth, q: ApplicationExportQuery): Promise<ApplicationRow[]> {
  gate(auth);
  const rows = await db
    .select(rowColumns)
    .from(invoiceApplications)
    .where(and(applicationWhere(auth, q), q.ids?.length ? inArray(invoiceApplications.id, q.ids) : undefined))
    .orderBy(desc(invoiceApplications.createdAt), desc(invoiceApplications.id))
    .limit(APPLICATION_EXPORT_MAX);
  return rows.map((r) => toRow(r as RowOut));
}

/** How many applications the export would hold, counted up to `limit` (the background threshold's check). */
export async function applicationExportCount(db: Db, auth: Auth, q: ApplicationExportQuery, limit: number): Promise<number> {
  gate(auth);
  const matching = db
    .select({ id: invoiceApplications.id })
    .from(invoiceApplications)
    .where(and(applicationWhere(auth, q), q.ids?.length ? inArray(invoiceApplications.id, q.ids) : undefined))
    .limit(limit)
    .as('matching');
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return Number(total);
}

/**
 * Every application the export holds, newest first, in batches of `size` read by id (no offset, no
 * bound): what a background export writes, as the asker may see it when the job runs.
 */
export async function* applicationExportBatches(db: Db, auth: Auth, q: ApplicationExportQuery, size = 500): AsyncGenerator<ApplicationRow[]> {
  gate(auth);
  const where = and(applicationWhere(auth, q), q.ids?.length ? inArray(invoiceApplications.id, q.ids) : undefined);
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select(rowColumns)
      .from(invoiceApplications)
      .where(and(where, before === null ? undefined : lt(invoiceApplications.id, before)))
      .orderBy(desc(invoiceApplications.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map((r) => toRow(r as RowOut));
    if (rows.length < size) return;
    before = Number(rows[rows.length - 1].id);
  }
}

/** One application of the caller's company with its waybills, the details it copied and its history; another's is a 404. */
export async function applicationDetail(db: Db, auth: Auth, id: number): Promise<ApplicationDetail> {
  gate(auth);
  const [row] = await db
    .select({ ...rowColumns, details: invoiceApplications.details })
    .from(invoiceApplications)
    .where(and(eq(invoiceApplications.id, id), applicationScope(auth)));
  if (!row) refuse(M.applicationNotFound, 404);
  const [lines, history] = await Promise.all([
    applicationLines(db, id, invoiceApplicationLines.id),
    db
      .select({
        fromStatus: invoiceApplicationHistory.fromStatus,
        toStatus: invoiceApplicationHistory.toStatus,
        action: invoiceApplicationHistory.action,
        at: invoiceApplicationHistory.at,
      })
      .from(invoiceApplicationHistory)
      .where(eq(invoiceApplicationHistory.applicationId, id))
      .orderBy(asc(invoiceApplicationHistory.id)),
  ]);
  const d = (row.details ?? {}) as Record<string, unknown>;
  const field = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  return {
    ...toRow(row as RowOut),
    details: {
      title: field('title'),
      taxpayerNo: field('taxpayerNo'),
      registeredAddress: field('registeredAddress'),
      registeredPhone: field('registeredPhone'),
      bankName: field('bankName'),
      bankAccount: field('bankAccount'),
      mailAddress: field('mailAddress'),
      recipientName: field('recipientName'),
      recipientPhone: field('recipientPhone'),
    },
    lines: lines.map((l) => ({ ...l, waybillNo: String(l.waybillNo) })),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}

/** An application's waybill lines with their 特定要素, in `order` (the shipper's and operations' details both show them). */
export function applicationLines(db: Db, id: number, order: AnyPgColumn) {
  return db
    .select({
      waybillId: invoiceApplicationLines.waybillId,
      waybillNo: sql<string>`coalesce(${waybills.waybillNo}, '')`,
      amountFen: invoiceApplicationLines.amountFen,
      origin: invoiceApplicationLines.origin,
      destination: invoiceApplicationLines.destination,
      plateNo: invoiceApplicationLines.plateNo,
      goodsName: invoiceApplicationLines.goodsName,
    })
    .from(invoiceApplicationLines)
    .leftJoin(waybills, eq(waybills.id, invoiceApplicationLines.waybillId))
    .where(eq(invoiceApplicationLines.applicationId, id))
    .orderBy(asc(order));
}
