// Public reputation: carriers ranked by shippers' evaluations, and complaints that operations
// have handled. Nothing here names a private person or shows a phone number.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Page } from '../../contract/page';
import { maskName, maskPerson, maskPhones, maskWaybillNo, type ComplaintHistoryQuery, type CreditQuery } from '../../contract/portal/reputation';
import { type CarrierCredit, type CreditComment, type HandledComplaint } from '../../contract/portal/views';
import type { Db } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { cargoSources, companies, complaints, orderEvaluations, orders, users, waybillAbnormals, waybills } from '../../db/schema';
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
      handledComplaints:
        sql<number>`(select count(*)::int from ${complaints} k where k.status = '1' and case when ${orderEvaluations.carrierCompanyId} is not null then k.respondent_company_id = ${orderEvaluations.carrierCompanyId} else k.respondent_company_id is null and k.respondent_user_id = min(${orderEvaluations.carrierUserId}) end)`.as(
          'handled_complaints',
        ),
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
        handledComplaints: r.handledComplaints,
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

/** A party as the public sees it: a company's name masked to its first two characters, a person's to the surname. */
const maskedParty = (companyName: string | null, personName: string | null) => (companyName ? maskName(companyName) : personName ? maskPerson(personName) : '');

/**
 * What operations have handled, newest handling first: the waybill exceptions (waybill_abnormals)
 * and the complaints shippers and agents filed (complaints), one list. Numbers are masked, phone
 * numbers in free text too, and every party is shown by a masked name only.
 */
export async function handledComplaintPage(db: Db, query: ComplaintHistoryQuery): Promise<Page<HandledComplaint>> {
  const exceptions = db
    .select({
      source: sql<'abnormal' | 'complaint'>`'abnormal'`.as('source'),
      id: waybillAbnormals.id,
      type: sql<string>`${waybillAbnormals.abnormalType}`.as('type'),
      description: sql<string>`${waybillAbnormals.description}`.as('description'),
      handleNote: sql<string>`coalesce(${waybillAbnormals.handleNote}, '')`.as('handle_note'),
      number: sql<string>`${waybills.waybillNo}`.as('number'),
      numberKind: sql<'waybill' | 'order'>`'waybill'`.as('number_kind'),
      originCity: sql<string | null>`${waybills.originCity}`.as('origin_city'),
      destCity: sql<string | null>`${waybills.destCity}`.as('dest_city'),
      complainantCompany: sql<string | null>`null::text`.as('complainant_company'),
      complainantPerson: sql<string | null>`null::text`.as('complainant_person'),
      respondentCompany: sql<string | null>`null::text`.as('respondent_company'),
      respondentPerson: sql<string | null>`null::text`.as('respondent_person'),
      reportedAt: sql<Date>`${waybillAbnormals.createdAt}`.as('reported_at'),
      handledAt: sql<Date>`coalesce(${waybillAbnormals.handledAt}, ${waybillAbnormals.createdAt})`.as('handled_at'),
    })
    .from(waybillAbnormals)
    .innerJoin(waybills, eq(waybills.id, waybillAbnormals.waybillId))
    .where(eq(waybillAbnormals.status, '1'));
  const filed = db
    .select({
      source: sql<'abnormal' | 'complaint'>`'complaint'`.as('source'),
      id: complaints.id,
      type: sql<string>`${complaints.complaintType}`.as('type'),
      description: sql<string>`${complaints.content}`.as('description'),
      handleNote: sql<string>`coalesce(${complaints.backDesc}, '')`.as('handle_note'),
      number: sql<string>`coalesce(${waybills.waybillNo}, ${orders.orderNo})`.as('number'),
      numberKind: sql<'waybill' | 'order'>`case when ${waybills.waybillNo} is null then 'order' else 'waybill' end`.as('number_kind'),
      originCity: sql<string | null>`coalesce(${waybills.originCity}, ${cargoSources.originCity})`.as('origin_city'),
      destCity: sql<string | null>`coalesce(${waybills.destCity}, ${cargoSources.destCity})`.as('dest_city'),
      complainantCompany: sql<string | null>`(select name from companies where id = ${complaints.complainantCompanyId})`.as('complainant_company'),
      complainantPerson: sql<string | null>`(select real_name from users where id = ${complaints.complainantUserId})`.as('complainant_person'),
      respondentCompany: sql<string | null>`(select name from companies where id = ${complaints.respondentCompanyId})`.as('respondent_company'),
      respondentPerson: sql<string | null>`(select real_name from users where id = ${complaints.respondentUserId})`.as('respondent_person'),
      reportedAt: sql<Date>`${complaints.createdAt}`.as('reported_at'),
      handledAt: sql<Date>`coalesce(${complaints.handledAt}, ${complaints.createdAt})`.as('handled_at'),
    })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .leftJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .leftJoin(waybills, eq(waybills.id, complaints.waybillId))
    .where(eq(complaints.status, '1'));
  const handled = unionAll(exceptions, filed).as('handled');
  const where = and(
    query.type ? eq(handled.type, query.type) : undefined,
    query.keyword ? or(ilike(handled.description, containing(query.keyword)), ilike(handled.handleNote, containing(query.keyword))) : undefined,
  );
  const { rows, total } = await readPage(
    query,
    db.select().from(handled).where(where).orderBy(desc(handled.handledAt), desc(handled.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(handled)
      .where(where),
  );
  return {
    records: rows.map((r) => ({
      source: r.source,
      id: r.id,
      complainant: maskedParty(r.complainantCompany, r.complainantPerson),
      respondent: maskedParty(r.respondentCompany, r.respondentPerson),
      type: r.type,
      description: maskPhones(r.description),
      handleNote: maskPhones(r.handleNote),
      route: `${cityName(r.originCity ?? '')} → ${cityName(r.destCity ?? '')}`,
      waybillNo: maskWaybillNo(r.number),
      numberKind: r.numberKind,
      reportedAt: new Date(r.reportedAt).toISOString(),
      handledAt: new Date(r.handledAt).toISOString(),
    })),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}
