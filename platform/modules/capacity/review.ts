// Qualification review (资料审核) of vehicles and drivers by the operations administrator: new or
// changed papers wait with review status '0'; the operator approves ('1') or rejects ('2') with a
// reason, and the owner gets a message. The decision is a conditional update of a row still
// waiting, so two operators deciding at once cannot both win.
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CAPACITY_MESSAGES } from '../../contract/capacity/schemas';
import { REVIEW_KIND_LABELS, REVIEW_MESSAGES, type CapacityReviewInput, type ReviewKind, type ReviewQuery } from '../../contract/capacity/review';
import type { ReviewItemView } from '../../contract/capacity/rows';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { containing } from '../../db/paging';
import { companies, drivers, users, vehicles } from '../../db/schema';
import { hasRowWhere } from '../../db/row-checks';
import { refuse } from '../../http/refusal';
import { notify } from '../workspace/service';
import { listPage } from './queries';
import { driverView, vehicleView } from './views';

function reviewFilters(kind: ReviewKind, q: Pick<ReviewQuery, 'reviewStatus' | 'keyword'>): SQL {
  const keyword = q.keyword ? containing(q.keyword) : null;
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

type Reviewed = { id: number; createdAt: Date; updatedAt: Date | null; reviewStatus: string; reviewRemark: string | null; reviewedAt: Date | null };
type Submitter = { companyName: string | null; mobile: string };

/** What the operator sees of any reviewed row: who submitted it, when, and the decision so far. */
function item(kind: ReviewKind, row: Reviewed, name: string, by: Submitter, views: Pick<ReviewItemView, 'vehicle' | 'driver'>): ReviewItemView {
  return {
    kind,
    id: row.id,
    name,
    companyName: by.companyName ?? '个人',
    submitterMobile: by.mobile,
    submittedAt: (row.updatedAt ?? row.createdAt).toISOString(),
    reviewStatus: row.reviewStatus,
    reviewRemark: row.reviewRemark ?? '',
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    ...views,
  };
}

const vehicleItem = (r: Submitter & { vehicle: typeof vehicles.$inferSelect }, now: number) =>
  item('vehicle', r.vehicle, r.vehicle.plateNo, r, { vehicle: vehicleView(r.vehicle, now), driver: null });

const driverItem = (r: Submitter & { driver: typeof drivers.$inferSelect; plateNo: string | null }, now: number) =>
  item('driver', r.driver, r.driver.name, r, { vehicle: null, driver: driverView(r.driver, r.plateNo, now) });

/** Vehicles with who submitted them (any owner). */
const vehicleRows = (db: Db) =>
  db
    .select({ vehicle: vehicles, companyName: companies.name, mobile: users.mobile })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.ownerUserId))
    .leftJoin(companies, eq(companies.id, vehicles.ownerCompanyId));

/** Drivers with who submitted them and their bound plate (any owner). */
const driverRows = (db: Db) =>
  db
    .select({ driver: drivers, companyName: companies.name, mobile: users.mobile, plateNo: vehicles.plateNo })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.ownerUserId))
    .leftJoin(companies, eq(companies.id, drivers.ownerCompanyId))
    .leftJoin(vehicles, and(eq(vehicles.id, drivers.vehicleId), isNull(vehicles.deletedAt)));

/** Waiting papers oldest first (a queue); decided ones newest first. */
function queueOrder(table: typeof vehicles | typeof drivers, waiting: boolean) {
  const submitted = sql`coalesce(${table.updatedAt}, ${table.createdAt})`;
  return waiting ? [submitted, table.id] : [desc(submitted), desc(table.id)];
}

/** Vehicles or drivers of every owner, filtered by review status and keyword; operators only. */
export async function reviewPage(db: Db, q: ReviewQuery): Promise<Page<ReviewItemView>> {
  const where = reviewFilters(q.kind, q);
  const now = Date.now();
  const waiting = q.reviewStatus === '0';
  if (q.kind === 'vehicle') {
    return listPage(
      q,
      vehicleRows(db)
        .where(where)
        .orderBy(...queueOrder(vehicles, waiting)),
      db.select({ total: count() }).from(vehicles).leftJoin(companies, eq(companies.id, vehicles.ownerCompanyId)).where(where),
      (r) => vehicleItem(r, now),
    );
  }
  return listPage(
    q,
    driverRows(db)
      .where(where)
      .orderBy(...queueOrder(drivers, waiting)),
    db.select({ total: count() }).from(drivers).leftJoin(companies, eq(companies.id, drivers.ownerCompanyId)).where(where),
    (r) => driverItem(r, now),
  );
}

/** One vehicle or driver of any owner for the operator's review panel. */
export async function reviewItem(db: Db, kind: ReviewKind, id: number): Promise<ReviewItemView> {
  const now = Date.now();
  const found =
    kind === 'vehicle'
      ? (
          await vehicleRows(db)
            .where(and(eq(vehicles.id, id), isNull(vehicles.deletedAt)))
            .limit(1)
        ).map((r) => vehicleItem(r, now))[0]
      : (
          await driverRows(db)
            .where(and(eq(drivers.id, id), isNull(drivers.deletedAt)))
            .limit(1)
        ).map((r) => driverItem(r, now))[0];
  if (!found) refuse(kind === 'vehicle' ? CAPACITY_MESSAGES.vehicleNotFound : CAPACITY_MESSAGES.driverNotFound, 404);
  return found;
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
      const exists = await hasRowWhere(tx, table, and(eq(table.id, input.id), isNull(table.deletedAt)));
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
      content: input.approve ? `您提交的${what}资料已审核通过。` : `您提交的${what}资料未通过审核，原因：${input.reason}。请修改后重新提交。`,
      link: kind === 'vehicle' ? `/logistics/vehicleDetail?id=${input.id}` : `/logistics/driverEdit?id=${input.id}`,
    });
  });
}
