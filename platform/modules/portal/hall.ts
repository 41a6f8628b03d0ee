// The public cargo hall: published, publicly scoped cargo sources with public fields only.
// Contacts, street addresses and the shipper's people stay behind a login.
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { CODES } from '../../contract/codes';
import type { HallQuery } from '../../contract/portal/filters';
import type { Page } from '../../contract/page';
import type { BidHallCargo, HallCargo, HallCargoDetail } from '../../contract/portal/views';
import { placeLabel, routeCities, routeCodesOf } from '../../contract/regions';
import type { Db } from '../../db/client';
import { cargoPoints, cargoQuotes, cargoSources, companies, users } from '../../db/schema';
import { refuse } from '../../http/refusal';
import { readCargoPage } from '../market/cargo-page';

/** Counting stops here: the pager shows "10000+" pages worth of rows at most. */
export const HALL_COUNT_LIMIT = 10_000;

const isPublic = and(eq(cargoSources.status, 'published'), eq(cargoSources.publishScope, 'public'))!;

export function hallRow(c: typeof cargoSources.$inferSelect): HallCargo {
  return {
    id: c.id,
    sourceNo: c.sourceNo,
    businessType: c.businessType,
    goodsName: c.goodsName,
    goodsType: c.goodsType,
    totalWeightKg: c.totalWeightKg,
    quantity: c.quantity,
    quantityUnit: c.quantityUnit,
    ...routeCities(c),
    vehicleLength: c.vehicleLength,
    vehicleType: c.vehicleType,
    vehicleCount: c.vehicleCount,
    vehiclesRemaining: c.vehiclesRemaining,
    unitPriceFen: c.unitPriceFen,
    publishedAt: c.publishedAt?.toISOString() ?? null,
  };
}

/** The cargo columns the portal's lists filter on by equality, each by the query field of its name. */
const CARGO_FILTERS = {
  originProvince: cargoSources.originProvince,
  originCity: cargoSources.originCity,
  destProvince: cargoSources.destProvince,
  destCity: cargoSources.destCity,
  goodsType: cargoSources.goodsType,
  vehicleType: cargoSources.vehicleType,
  vehicleLength: cargoSources.vehicleLength,
  businessType: cargoSources.businessType,
};

/** An equality condition on the cargo for each of `fields` that the query fills (an empty field filters nothing). */
export function cargoEquals(query: Partial<Record<keyof typeof CARGO_FILTERS, string>>, fields: Array<keyof typeof CARGO_FILTERS>): SQL[] {
  return fields.flatMap((field) => {
    const value = query[field];
    return value ? [eq(CARGO_FILTERS[field], value)] : [];
  });
}

function hallConditions(query: HallQuery): SQL[] {
  return [
    isPublic,
    ...cargoEquals(query, ['originProvince', 'originCity', 'destProvince', 'destCity', 'goodsType', 'vehicleType', 'vehicleLength', 'businessType']),
  ];
}

async function pageOfCargo(db: Db, where: SQL | undefined, order: SQL[], query: HallQuery) {
  const bounded = db.select({ id: cargoSources.id }).from(cargoSources).where(where).limit(HALL_COUNT_LIMIT).as('bounded');
  return readCargoPage(db, query, where, order, db.select({ total: count() }).from(bounded));
}

export async function hallPage(db: Db, query: HallQuery): Promise<Page<HallCargo>> {
  const where = and(...hallConditions(query));
  const { rows, total } = await pageOfCargo(db, where, [desc(cargoSources.publishedAt), desc(cargoSources.id)], query);
  return { records: rows.map(hallRow), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/**
 * Open biddings (/list-bid): public bid cargo (business type 3) that takes quotes now (bid status
 * published, deadline not passed), the soonest deadline first. Quote amounts stay sealed; only
 * their number is public.
 */
export async function bidHallPage(db: Db, query: HallQuery, now = new Date()): Promise<Page<BidHallCargo>> {
  const where = and(
    ...hallConditions({ ...query, businessType: '3' }),
    eq(cargoSources.bidStatus, '1'),
    or(isNull(cargoSources.deadline), gt(cargoSources.deadline, now)),
  );
  const { rows, total } = await pageOfCargo(db, where, [sql`${cargoSources.deadline} asc nulls last`, desc(cargoSources.id)], query);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ cargoId: cargoQuotes.cargoId, n: count() })
        .from(cargoQuotes)
        .where(and(inArray(cargoQuotes.cargoId, ids), ne(cargoQuotes.status, '3')))
        .groupBy(cargoQuotes.cargoId)
    : [];
  const quoteCount = new Map(counts.map((c) => [c.cargoId, c.n]));
  return {
    records: rows.map((r) => ({ ...hallRow(r), deadline: r.deadline?.toISOString() ?? null, quoteCount: quoteCount.get(r.id) ?? 0 })),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}

/** '张*' for a person; a company's name is public. */
export function maskName(name: string): string {
  return name ? `${name.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(2, name.length - 1)))}` : '个人货主';
}

export async function hallDetail(db: Db, id: number): Promise<HallCargoDetail> {
  const [row] = await db
    .select({ cargo: cargoSources, companyName: companies.name, realName: users.realName })
    .from(cargoSources)
    .innerJoin(users, eq(users.id, cargoSources.shipperUserId))
    .leftJoin(companies, eq(companies.id, cargoSources.shipperCompanyId))
    // A taken load (done) still answers: a link shared before it was taken says so and points
    // to loads on the same route, instead of a dead end.
    .where(and(eq(cargoSources.id, id), eq(cargoSources.publishScope, 'public'), inArray(cargoSources.status, ['published', 'done'])))
    .limit(1);
  if (!row) refuse('货源不存在或已下架', CODES.NOT_FOUND);
  const points = await db
    .select()
    .from(cargoPoints)
    .where(and(eq(cargoPoints.cargoId, id), inArray(cargoPoints.kind, ['load', 'unload'])))
    .orderBy(asc(cargoPoints.kind), asc(cargoPoints.seq));
  const c = row.cargo;
  return {
    ...hallRow(c),
    shipperName: row.companyName ?? maskName(row.realName),
    taken: c.status === 'done',
    routeCodes: routeCodesOf(c),
    payType: c.payType,
    chargeMode: c.chargeMode,
    chargeNode: c.chargeNode,
    loadStart: c.loadStart?.toISOString() ?? null,
    loadEnd: c.loadEnd?.toISOString() ?? null,
    deadline: c.deadline?.toISOString() ?? null,
    remark: c.remark,
    points: points.map((p) => ({
      kind: p.kind as 'load' | 'unload',
      seq: p.seq,
      place: placeLabel(p.provinceCode, p.cityCode, p.districtCode),
    })),
  };
}
