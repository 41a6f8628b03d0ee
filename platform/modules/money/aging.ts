// 应付账款 / 应收账款: what the caller owes (pay side) or is owed (receive side), per counterparty
// and age. The unpaid part of each live bill (not cancelled, not paid) counts, aged by the day the
// bill was made; one row per counterparty (its company, or the person acting without one).
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AgingQuery, AgingRow } from '../../contract/money/bills';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { settlementBills as b } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { sideOf } from './bill-views';
import { partyName } from './bills';

const OPEN = ['WAIT_CONFIRM', 'DISPUTED', 'CONFIRMED', 'PARTIAL'];
const unpaid = sql`(${b.totalFen} - ${b.paidFen})`;
const days = sql`(now() - ${b.createdAt})`;
const bucket = (when: SQL) => sql<string>`coalesce(sum(case when ${when} then ${unpaid} else 0 end), 0)::bigint`;

export async function agingPage(db: Db, auth: Auth, q: AgingQuery): Promise<Page<AgingRow>> {
  const [company, user] = q.side === 'pay' ? [b.payeeCompanyId, b.payeeUserId] : [b.payerCompanyId, b.payerUserId];
  /** the counterparty: its company, else the person */
  const party = sql`coalesce(${company}, -${user})`;
  const where = and(
    auth.role === 'operator' ? undefined : sideOf(auth, q.side),
    inArray(b.status, q.confirmedOnly ? ['CONFIRMED', 'PARTIAL'] : OPEN),
    q.partyName ? sql`${partyName(sql`${company}`, sql`${user}`)} like ${`%${q.partyName.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
  );
  const [records, [{ total }]] = await Promise.all([
    db
      .select({
        partyName: partyName(sql`max(${company})`, sql`max(${user})`),
        billCount: sql<number>`count(*)::int`,
        unpaidFen: sql<string>`sum(${unpaid})::bigint`,
        confirmedFen: bucket(sql`${b.status} in ('CONFIRMED', 'PARTIAL')`),
        d30: bucket(sql`${days} <= interval '30 days'`),
        d60: bucket(sql`${days} > interval '30 days' and ${days} <= interval '60 days'`),
        d90: bucket(sql`${days} > interval '60 days' and ${days} <= interval '90 days'`),
        over90: bucket(sql`${days} > interval '90 days'`),
        oldestAt: sql<Date>`min(${b.createdAt})`,
      })
      .from(b)
      .where(where)
      .groupBy(party)
      .orderBy(sql`sum(${unpaid}) desc`, party)
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(distinct ${party})::int` })
      .from(b)
      .where(where),
  ]);
  return {
    records: records.map((r) => ({
      partyName: String(r.partyName),
      billCount: Number(r.billCount),
      unpaidFen: Number(r.unpaidFen),
      confirmedFen: Number(r.confirmedFen),
      d30: Number(r.d30),
      d60: Number(r.d60),
      d90: Number(r.d90),
      over90: Number(r.over90),
      oldestAt: new Date(r.oldestAt).toISOString(),
    })),
    total: Number(total),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
  };
}
