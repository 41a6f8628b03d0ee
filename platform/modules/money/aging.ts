// 应付账款 / 应收账款: what the caller owes (pay side) or is owed (receive side), per counterparty
// and age. The unpaid part of each live bill (not cancelled, not paid) counts, aged by the day the
// bill was made; one row per counterparty (its company, or the person acting without one).
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { AGING_EXPORT_MAX, type AgingExportQuery, type AgingQuery, type AgingRow } from '../../contract/money/bills';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { settlementBills as b } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { sideOf } from './bill-views';
import { partyName } from './bills';

const OPEN = ['WAIT_CONFIRM', 'DISPUTED', 'CONFIRMED', 'PARTIAL'];
const unpaid = sql`(${b.totalFen} - ${b.paidFen})`;
const days = sql`(now() - ${b.createdAt})`;
/** A confirmed bill left unpaid past the aging's first bucket (0–30 days since it was made). */
const OVERDUE_AFTER = sql`interval '30 days'`;
const bucket = (when: SQL) => sql<string>`coalesce(sum(case when ${when} then ${unpaid} else 0 end), 0)::bigint`;

type Filters = Pick<AgingQuery, 'side' | 'partyName' | 'confirmedOnly'>;

/** The rows' grouping and filters: one row per counterparty of the caller's side. */
function agingOf(auth: Auth, q: Filters) {
  const [company, user] = q.side === 'pay' ? [b.payeeCompanyId, b.payeeUserId] : [b.payerCompanyId, b.payerUserId];
  /** the counterparty: its company, else the person */
  const party = sql`coalesce(${company}, -${user})`;
  const where = and(
    auth.role === 'operator' ? undefined : sideOf(auth, q.side),
    inArray(b.status, q.confirmedOnly ? ['CONFIRMED', 'PARTIAL'] : OPEN),
    q.partyName ? sql`${partyName(sql`${company}`, sql`${user}`)} like ${`%${q.partyName.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
  );
  return { company, user, party, where };
}

async function agingRows(db: Db, auth: Auth, q: Filters, limit: number, offset: number): Promise<AgingRow[]> {
  const { company, user, party, where } = agingOf(auth, q);
  const records = await db
    .select({
      partyName: partyName(sql`max(${company})`, sql`max(${user})`),
      billCount: sql<number>`count(*)::int`,
      unpaidFen: sql<string>`sum(${unpaid})::bigint`,
      confirmedFen: bucket(sql`${b.status} in ('CONFIRMED', 'PARTIAL')`),
      d30: bucket(sql`${days} <= ${OVERDUE_AFTER}`),
      d60: bucket(sql`${days} > interval '30 days' and ${days} <= interval '60 days'`),
      d90: bucket(sql`${days} > interval '60 days' and ${days} <= interval '90 days'`),
      over90: bucket(sql`${days} > interval '90 days'`),
      oldestAt: sql<Date>`min(${b.createdAt})`,
    })
    .from(b)
    .where(where)
    .groupBy(party)
    .orderBy(sql`sum(${unpaid}) desc`, party)
    .limit(limit)
    .offset(offset);
  return records.map((r) => ({
    partyName: String(r.partyName),
    billCount: Number(r.billCount),
    unpaidFen: Number(r.unpaidFen),
    confirmedFen: Number(r.confirmedFen),
    d30: Number(r.d30),
    d60: Number(r.d60),
    d90: Number(r.d90),
    over90: Number(r.over90),
    oldestAt: new Date(r.oldestAt).toISOString(),
  }));
}

export async function agingPage(db: Db, auth: Auth, q: AgingQuery): Promise<Page<AgingRow>> {
  const { party, where } = agingOf(auth, q);
  const [records, [{ total }]] = await Promise.all([
    agingRows(db, auth, q, q.pageSize, (q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(distinct ${party})::int` })
      .from(b)
      .where(where),
  ]);
  return { records, total: Number(total), pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** Every row the filters match, in the list's order (the .xlsx export). */
export const agingExport = (db: Db, auth: Auth, q: AgingExportQuery) => agingRows(db, auth, q, AGING_EXPORT_MAX, 0);

/**
 * The caller's overdue payables, in fen. Bills carry no due date, so "overdue" is read from the
 * aging: the unpaid part of the caller's bills as payer that the payee confirmed (CONFIRMED or
 * PARTIAL — an unconfirmed or disputed bill is not yet owed) and that were made more than 30 days
 * ago, i.e. everything past the aging's first bucket. The ship-order notice warns about it.
 */
export async function overduePayableFen(db: Db, auth: Auth): Promise<number> {
  const [row] = await db
    .select({ fen: sql<string>`coalesce(sum(${unpaid}), 0)::bigint` })
    .from(b)
    .where(and(sideOf(auth, 'pay'), inArray(b.status, ['CONFIRMED', 'PARTIAL']), sql`${days} > ${OVERDUE_AFTER}`));
  return Number(row.fen);
}
