// Qualification review (资料审核) of vehicles and drivers by the operations administrator: new or
// changed papers wait with review status '0'; the operator approves ('1') or rejects ('2') with a
// reason, and the owner gets a message. The decision is a conditional update of a row still
// waiting, so two operators deciding at once cannot both win.
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CAPACITY_MESSAGES } from '../../contract/capacity';
import { REVIEW_KIND_LABELS, REVIEW_MESSAGES, type CapacityReviewInput, type ReviewItemView, type ReviewKind, type ReviewQuery } from '../../contract/capacity-review';
import type { Page } from '../../contract/capacity';
import type { Db } from '../../db/client';
import { companies, drivers, users, vehicles } from '../../db/schema';
import { refuse } from '../auth/refusal';
import { notify } from '../workspace/service';
import { driverView, likePattern, listPage, vehicleView } from './service';

function reviewFilters(kind: ReviewKind, q: Pick<ReviewQuery, 'reviewStatus' | 'keyword'>): SQL {
  const keyword = q.keyword ? likePattern(q.keyword) : null;
  if (kind === 'vehicle') {
    return and(
      isNull(vehicles.deletedAt),
      q.reviewStatus !== 'all' ? eq(vehicles.reviewStatus, q.reviewStatus) : undefined,
      keyword ? or(ilike(vehicles.plateNo, keyword), ilike(companies.name, keyword), ilike(vehicles.ownerName, keyword)) : undefined,
    )!;
  }
  return and(
    isNull(drivers.deletedAt),
    q.reviewStatus !== 'all' ? eq(drivers.reviewStatus, q.reviewStatus) : undefined,
    keyword ? or(ilike(drivers.name, keyword), ilike(drivers.mobile, keyword), ilike(companies.name, keyword)) : undefined,
  )!;
}

function vehicleItem(r: { vehicle: typeof vehicles.$inferSelect; companyName: string | null; mobile: string }, now: number): ReviewItemView {
  const v = r.vehicle;
  return {
    kind: 'vehicle',
    id: v.id,
    name: v.plateNo,
    companyName: r.companyName ?? '个人',
    submitterMobile: r.mobile,
    submittedAt: (v.updatedAt ?? v.createdAt).toISOString(),
    reviewStatus: v.reviewStatus,
    reviewRemark: v.reviewRemark ?? '',
    reviewedAt: v.reviewedAt?.toISOString() ?? null,
    vehicle: vehicleView(v, now),
    driver: null,
  };
}

function driverItem(r: { driver: typeof drivers.$inferSelect; companyName: string | null; mobile: string; plateNo: string | null }, now: number): ReviewItemView {
  const d = r.driver;
  return {
    kind: 'driver',
    id: d.id,
    name: d.name,
    companyName: r.companyName ?? '个人',
    submitterMobile: r.mobile,
    submittedAt: (d.updatedAt ?? d.createdAt).toISOString(),
    reviewStatus: d.reviewStatus,
    reviewRemark: d.reviewRemark ?? '',
    reviewedAt: d.reviewedAt?.toISOString() ?? null,
    vehicle: null,
    driver: driverView(d, r.plateNo, now),
  };
}

/** Vehicles or drivers of every owner, oldest submission first (a queue); operators only. */
export async function reviewPage(db: Db, q: ReviewQuery): Promise<Page<ReviewItemView>> {
  const where = reviewFilters(q.kind, q);
  const now = Date.now();
  if (q.kind === 'vehicle') {
    const base = () =>
      db
        .select({ vehicle: vehicles, companyName: companies.name, mobile: users.mobile })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.ownerUserId))
        .leftJoin(companies, eq(companies.id, vehicles.ownerCompanyId));
    const order = q.reviewStatus === '0' ? [sql`coalesce(${vehicles.updatedAt}, ${vehicles.createdAt})`, vehicles.id] : [desc(sql`coalesce(${vehicles.updatedAt}, ${vehicles.createdAt})`), desc(vehicles.id)];
    return listPage(
      q,
      (limit, offset) => base().where(where).orderBy(...order).limit(limit).offset(offset),
      db.select({ total: count() }).from(vehicles).leftJoin(companies, eq(companies.id, vehicles.ownerCompanyId)).where(where),
      (r) => vehicleItem(r, now),
    );
  }
  const order = q.reviewStatus === '0' ? [sql`coalesce(${drivers.updatedAt}, ${drivers.createdAt})`, drivers.id] : [desc(sql`coalesce(${drivers.updatedAt}, ${drivers.createdAt})`), desc(drivers.id)];
  return listPage(
    q,
    (limit, offset) =>
      db
        .select({ driver: drivers, companyName: companies.name, mobile: users.mobile, plateNo: vehicles.plateNo })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.ownerUserId))
        .leftJoin(companies, eq(companies.id, drivers.ownerCompanyId))
        .leftJoin(vehicles, and(eq(vehicles.id, drivers.vehicleId), isNull(vehicles.deletedAt)))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(drivers).leftJoin(companies, eq(companies.id, drivers.ownerCompanyId)).where(where),
    (r) => driverItem(r, now),
  );
}

/** One vehicle or driver of any owner for the operator's review panel. */
export async function reviewItem(db: Db, kind: ReviewKind, id: number): Promise<ReviewItemView> {
  const page = await reviewPageById(db, kind, id);
  if (!page) refuse(kind === 'vehicle' ? CAPACITY_MESSAGES.vehicleNotFound : CAPACITY_MESSAGES.driverNotFound, 404);
  return page;
}

async function reviewPageById(db: Db, kind: ReviewKind, id: number): Promise<ReviewItemView | null> {
  const now = Date.now();
  if (kind === 'vehicle') {
    const [row] = await db
      .select({ vehicle: vehicles, companyName: companies.name, mobile: users.mobile })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.ownerUserId))
      .leftJoin(companies, eq(companies.id, vehicles.ownerCompanyId))
      .where(and(eq(vehicles.id, id), isNull(vehicles.deletedAt)))
      .limit(1);
    return row ? vehicleItem(row, now) : null;
  }
  const [row] = await db
    .select({ driver: drivers, companyName: companies.name, mobile: users.mobile, plateNo: vehicles.plateNo })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.ownerUserId))
    .leftJoin(companies, eq(companies.id, drivers.ownerCompanyId))
    .leftJoin(vehicles, and(eq(vehicles.id, drivers.vehicleId), isNull(vehicles.deletedAt)))
    .where(and(eq(drivers.id, id), isNull(drivers.deletedAt)))
    .limit(1);
  return row ? driverItem(row, now) : null;
}

/**
 * Approves or rejects papers still waiting for review, and tells the owner (in the same
 * transaction). A vehicle or driver already decided is refused: the operator sees the other
 * decision instead of overwriting it.
 */
export async function reviewCapacity(db: Db, kind: ReviewKind, operatorId: number, input: CapacityReviewInput): Promise<void> {
  const table = kind === 'vehicle' ? vehicles : drivers;
  const status = input.approve ? '1' : '2';
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ reviewStatus: status, reviewRemark: input.approve ? input.reason || null : input.reason, reviewedAt: new Date(), reviewedBy: operatorId })
      .where(and(eq(table.id, input.id), isNull(table.deletedAt), eq(table.reviewStatus, '0')))
      .returning({ id: table.id, ownerUserId: table.ownerUserId });
    if (updated.length === 0) {
      const [exists] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, input.id), isNull(table.deletedAt))).limit(1);
      if (!exists) refuse(kind === 'vehicle' ? CAPACITY_MESSAGES.vehicleNotFound : CAPACITY_MESSAGES.driverNotFound, 404);
      refuse(REVIEW_MESSAGES.alreadyReviewed);
    }
    const name =
      kind === 'vehicle'
        ? (await tx.select({ name: vehicles.plateNo }).from(vehicles).where(eq(vehicles.id, input.id)))[0].name
        : (await tx.select({ name: drivers.name }).from(drivers).where(eq(drivers.id, input.id)))[0].name;
    const what = `${REVIEW_KIND_LABELS[kind]}${name}`;
    await notify(tx, updated[0].ownerUserId, {
      type: 'certification',
      title: input.approve ? `${what}资料审核通过` : `${what}资料审核未通过`,
      content: input.approve
        ? `您提交的${what}资料已审核通过。`
        : `您提交的${what}资料未通过审核，原因：${input.reason}。请修改后重新提交。`,
      link: kind === 'vehicle' ? `/logistics/vehicleDetail?id=${input.id}` : `/logistics/driverEdit?id=${input.id}`,
    });
  });
}
