// Public reputation: carriers ranked by shippers' evaluations, and complaints that operations
// have handled. Nothing here names a private person or shows a phone number.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../contract/page';
import { maskName, maskPerson, maskPhones, maskWaybillNo, type ComplaintHistoryQuery, type CreditQuery } from '../../contract/portal/reputation';
import { type CarrierCredit, type CreditComment, type HandledComplaint } from '../../contract/portal/views';
import type { Db } from '../../db/client';
import { containedInAny, containing, readPage } from '../../db/paging';
import { companies, orderEvaluations, users, waybillAbnormals, waybills } from '../../db/schema';
import { cityName } from './directory';

const COMMENTS_PER_CARRIER = 2;

/**
 * One row per carrier: a company's evaluations together, an individual carrier's (no company)
 * on their own. Best average first, then the most evaluated.
 */
export async function creditPage(db: Db, query: CreditQuery): Promise<Page<CarrierCredit>> {
  const carrierKey = sql<string>`coalesce('c' || ${orderEvaluations.carrierCompanyId}, 'u' || ${orderEvaluations.carrierUserId})`;
  const average = sql<string>`round(avg(${orderEvaluations.score})::numeric, 1)`;
  const conditions: SQL[] = [];
  if (query.keyword) {
    const like = containing(query.keyword);
    conditions.push(or(ilike(companies.name, like), and(sql`${orderEvaluations.carrierCompanyId} is null`, ilike(users.realName, like)))!);
  }
  const having = query.minScore ? sql`avg(${orderEvaluations.score}) >= ${Number(query.minScore)}` : undefined;
  const grouped = db
    .select({
      key: carrierKey.as('carrier_key'),
      companyId: orderEvaluations.carrierCompanyId,
      userId: sql<number>`min(${orderEvaluations.carrierUserId})`.as('user_id'),
      companyName: sql<string | null>`min(${companies.name})`.as('company_name'),
      companyKind: sql<string | null>`min(${companies.kind})`.as('company_kind'),
      personName: sql<string | null>`min(${users.realName})`.as('person_name'),
      average: average.as('average'),
      evaluations: sql<number>`count(*)::int`.as('evaluations'),
      good: sql<number>`count(*) filter (where ${orderEvaluations.score} >= 4)::int`.as('good'),
    })
    .from(orderEvaluations)
    .leftJoin(companies, eq(companies.id, orderEvaluations.carrierCompanyId))
    .innerJoin(users, eq(users.id, orderEvaluations.carrierUserId))
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(carrierKey, orderEvaluations.carrierCompanyId)
    .having(having)
    .as('grouped');

  const { rows, total } = await readPage(
    query,
    db.select().from(grouped).orderBy(desc(grouped.average), desc(grouped.evaluations), grouped.key),
    db.select({ total: sql<number>`count(*)::int` }).from(grouped),
  );

  const comments = await recentComments(
    db,
    rows.filter((r) => r.companyId !== null).map((r) => r.companyId as number),
    rows.filter((r) => r.companyId === null).map((r) => r.userId),
  );
  return {
    records: rows.map((r) => {
      const key = r.companyId !== null ? `c${r.companyId}` : `u${r.userId}`;
      return {
        companyId: r.companyId,
        name: r.companyId !== null ? (r.companyName ?? '') : maskPerson(r.personName ?? ''),
        kind: r.companyId === null ? 'individual' : r.companyKind === 'agent' ? 'agent' : 'carrier',
        average: Number(r.average),
        evaluations: r.evaluations,
        goodRate: r.evaluations ? Math.round((r.good / r.evaluations) * 100) : 0,
        recent: comments.get(key) ?? [],
      };
    }),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}

/** The latest commented evaluations of the listed carriers, two each. */
async function recentComments(db: Db, companyIds: number[], individualUserIds: number[]): Promise<Map<string, CreditComment[]>> {
  const byCarrier = new Map<string, CreditComment[]>();
  if (!companyIds.length && !individualUserIds.length) return byCarrier;
  const carriers = [
    companyIds.length ? inArray(orderEvaluations.carrierCompanyId, companyIds) : undefined,
    individualUserIds.length ? and(sql`${orderEvaluations.carrierCompanyId} is null`, inArray(orderEvaluations.carrierUserId, individualUserIds)) : undefined,
  ].filter((c): c is SQL => !!c);
  const shipperCompany = sql<string | null>`(select ${companies.name} from ${companies} where ${companies.id} = ${users.companyId})`;
  const ranked = db
    .select({
      companyId: orderEvaluations.carrierCompanyId,
      userId: orderEvaluations.carrierUserId,
      score: orderEvaluations.score,
      comment: orderEvaluations.comment,
      createdAt: orderEvaluations.createdAt,
      shipperCompany: shipperCompany.as('shipper_company'),
      shipperName: users.realName,
      rank: sql<number>`row_number() over (partition by coalesce('c' || ${orderEvaluations.carrierCompanyId}, 'u' || ${orderEvaluations.carrierUserId}) order by ${orderEvaluations.createdAt} desc, ${orderEvaluations.id} desc)`.as(
        'rank',
      ),
    })
    .from(orderEvaluations)
    .innerJoin(users, eq(users.id, orderEvaluations.shipperUserId))
    .where(and(or(...carriers), sql`coalesce(trim(${orderEvaluations.comment}), '') <> ''`))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${COMMENTS_PER_CARRIER}`);
  for (const r of rows) {
    const key = r.companyId !== null ? `c${r.companyId}` : `u${r.userId}`;
    const list = byCarrier.get(key) ?? [];
    list.push({
      score: r.score,
      comment: maskPhones(r.comment ?? ''),
      shipper: r.shipperCompany ? maskName(r.shipperCompany) : maskPerson(r.shipperName),
      at: r.createdAt.toISOString(),
    });
    byCarrier.set(
      key,
      list.sort((a, b) => b.at.localeCompare(a.at)),
    );
  }
  return byCarrier;
}

/** Complaints (waybill exceptions) that have been handled, newest handling first. */
export async function handledComplaintPage(db: Db, query: ComplaintHistoryQuery): Promise<Page<HandledComplaint>> {
  const where = and(
    eq(waybillAbnormals.status, '1'),
    query.type ? eq(waybillAbnormals.abnormalType, query.type) : undefined,
    containedInAny(query.keyword, waybillAbnormals.description, waybillAbnormals.handleNote),
  );
  const { rows, total } = await readPage(
    query,
    db
      .select({ a: waybillAbnormals, waybillNo: waybills.waybillNo, originCity: waybills.originCity, destCity: waybills.destCity })
      .from(waybillAbnormals)
      .innerJoin(waybills, eq(waybills.id, waybillAbnormals.waybillId))
      .where(where)
      .orderBy(desc(waybillAbnormals.handledAt), desc(waybillAbnormals.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(waybillAbnormals)
      .where(where),
  );
  return {
    records: rows.map(({ a, waybillNo, originCity, destCity }) => ({
      id: a.id,
      type: a.abnormalType,
      description: maskPhones(a.description),
      handleNote: maskPhones(a.handleNote ?? ''),
      route: `${cityName(originCity)} → ${cityName(destCity)}`,
      waybillNo: maskWaybillNo(waybillNo),
      reportedAt: a.createdAt.toISOString(),
      handledAt: (a.handledAt ?? a.createdAt).toISOString(),
    })),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}
