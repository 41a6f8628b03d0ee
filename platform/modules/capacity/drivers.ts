// A company's drivers: the filtered list and its export (with the bound plate and whether the
// driver has a platform account), one driver, save (changed papers are reviewed again), soft delete.
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DriverView } from '../../contract/capacity/rows';
import { CAPACITY_MESSAGES, MAX_EXPORT_ROWS, type DriverInput, type DriverQuery } from '../../contract/capacity/schemas';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { containing } from '../../db/paging';
import { hasRowWhere, lockRowsWhere } from '../../db/row-checks';
import { drivers, userRoles, users, vehicles, waybills } from '../../db/schema';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { driverOwned, type Owner } from './access';
import { checkOrgUnit } from './organisation';
import { ownedVehicleRow } from './vehicles';
import { expiryCondition, inOrgBranch, listPage, onLiveWaybill } from './queries';
import { driverView, fromIsoDate } from './views';

function driverFilters(owner: Owner, q: Omit<DriverQuery, 'pageNumber' | 'pageSize'>): SQL {
  return and(
    driverOwned(owner),
    q.name ? ilike(drivers.name, containing(q.name)) : undefined,
    q.mobile ? ilike(drivers.mobile, containing(q.mobile)) : undefined,
    q.licenceClass ? eq(drivers.licenceClass, q.licenceClass) : undefined,
    q.reviewStatus ? eq(drivers.reviewStatus, q.reviewStatus) : undefined,
    expiryCondition(sql`least(${drivers.licenceExpiry}, ${drivers.qualificationExpiry})`, q.expiry),
    inOrgBranch(drivers.orgUnitId, owner, q.orgUnitId),
  )!;
}

/**
 * Drivers with their bound plate and their platform account, looked up live by mobile (a driver
 * who registers after being added shows as registered at once), newest first; each row is read
 * through `withAccount`.
 */
function driverRows(db: Db, where: SQL) {
  return db
    .select({ driver: drivers, plateNo: vehicles.plateNo, accountId: users.id, isDriver: users.isDriver, driverRole: userRoles.role })
    .from(drivers)
    .leftJoin(vehicles, and(eq(vehicles.id, drivers.vehicleId), isNull(vehicles.deletedAt)))
    .leftJoin(users, and(eq(users.mobile, drivers.mobile), eq(users.status, 'active')))
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'driver')))
    .where(where)
    .orderBy(desc(drivers.createdAt), desc(drivers.id));
}

type DriverRow = Awaited<ReturnType<typeof driverRows>>[number];

/** The driver of a driverRows row with its account: the user only if it drives (isDriver or the driver role). */
function withAccount(r: DriverRow) {
  const account = r.accountId !== null && (r.isDriver === 1 || r.driverRole === 'driver') ? r.accountId : null;
  return { ...r.driver, userId: account };
}

export async function driverPage(db: Db, owner: Owner, q: DriverQuery): Promise<Page<DriverView>> {
  const where = driverFilters(owner, q);
  const now = Date.now();
  return listPage(q, driverRows(db, where), db.select({ total: count() }).from(drivers).where(where), (r) => driverView(withAccount(r), r.plateNo, now));
}

export async function driverExportRows(db: Db, owner: Owner, q: DriverQuery): Promise<DriverView[]> {
  const rows = await driverRows(db, driverFilters(owner, q)).limit(MAX_EXPORT_ROWS);
  const now = Date.now();
  return rows.map((r) => driverView(withAccount(r), r.plateNo, now));
}

export async function getDriver(db: Db, owner: Owner, id: number): Promise<DriverView> {
  const [row] = await driverRows(db, and(eq(drivers.id, id), driverOwned(owner))!).limit(1);
  if (!row) refuse(CAPACITY_MESSAGES.driverNotFound, 404);
  return driverView(withAccount(row), row.plateNo);
}

/** The platform account of a driver with this mobile (driver role or isDriver), if any. */
async function driverAccount(db: Db, mobile: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'driver')))
    .where(and(eq(users.mobile, mobile), eq(users.status, 'active'), or(eq(users.isDriver, 1), eq(userRoles.role, 'driver'))))
    .limit(1);
  return row?.id ?? null;
}

export async function saveDriver(db: Db, owner: Owner, input: DriverInput): Promise<DriverView> {
  if (input.vehicleId && !(await ownedVehicleRow(db, owner, input.vehicleId))) {
    refuse(CAPACITY_MESSAGES.boundVehicleInvalid, 400, { field: 'vehicleId' });
  }
  const userId = await driverAccount(db, input.mobile);
  const values = {
    name: input.name,
    mobile: input.mobile,
    idCard: input.idCard,
    licenceNo: input.licenceNo,
    licenceClass: input.licenceClass,
    licenceExpiry: fromIsoDate(input.licenceExpiry),
    qualificationNo: input.qualificationNo || null,
    qualificationExpiry: fromIsoDate(input.qualificationExpiry),
    vehicleId: input.vehicleId,
    orgUnitId: input.orgUnitId,
    userId,
  };
  await checkOrgUnit(db, owner, input.orgUnitId);
  try {
    const id = await db.transaction(async (tx) => {
      const others = and(driverOwned(owner), input.id ? sql`${drivers.id} <> ${input.id}` : undefined);
      if (await hasRowWhere(tx, drivers, and(others, eq(drivers.mobile, input.mobile)))) refuse(CAPACITY_MESSAGES.driverMobileTaken, 400, { field: 'mobile' });
      if (await hasRowWhere(tx, drivers, and(others, eq(drivers.idCard, input.idCard)))) refuse(CAPACITY_MESSAGES.driverIdCardTaken, 400, { field: 'idCard' });
      if (input.id) {
        if (!(await lockRowsWhere(tx, drivers, and(eq(drivers.id, input.id), driverOwned(owner))))) refuse(CAPACITY_MESSAGES.driverNotFound, 404);
        await tx
          .update(drivers)
          .set({ ...values, reviewStatus: '0', updatedAt: new Date() })
          .where(eq(drivers.id, input.id));
        return input.id;
      }
      const [row] = await tx
        .insert(drivers)
        .values({ ...values, ownerCompanyId: owner.companyId, ownerUserId: owner.userId, reviewStatus: '0' })
        .returning({ id: drivers.id });
      return row.id;
    });
    return await getDriver(db, owner, id);
  } catch (error) {
    if (isUniqueViolation(error)) refuse(CAPACITY_MESSAGES.driverMobileTaken, 400, { field: 'mobile' });
    throw error;
  }
}

export async function deleteDriver(db: Db, owner: Owner, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockRowsWhere(tx, drivers, and(eq(drivers.id, id), driverOwned(owner))))) refuse(CAPACITY_MESSAGES.driverNotFound, 404);
    if (await onLiveWaybill(tx, waybills.driverId, id)) refuse(CAPACITY_MESSAGES.driverInUse);
    await tx.update(drivers).set({ deletedAt: new Date() }).where(eq(drivers.id, id));
  });
}
