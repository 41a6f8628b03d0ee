// Capacity (issue #6): a company's vehicles, drivers and lines, and a shipper's blacklist.
// Ownership: a user acting for a company sees and changes the company's capacity; a user without
// a company (individual agent, individual shipper) only their own. Every read and write below is
// filtered by that owner, so another company's id simply is "not found".
import { and, count, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BLACKLIST_TYPE_LABELS,
  CAPACITY_MESSAGES,
  EXPIRY_WARN_DAYS,
  MAX_EXPORT_ROWS,
  maskIdCard,
  vehicleInput,
  type BlacklistInput,
  type ImportRowError,
  type BlacklistQuery,
  type BlacklistType,
  type BlacklistView,
  type DriverInput,
  type DriverQuery,
  type DriverView,
  type FrequentCarrierInput,
  type FrequentCarrierQuery,
  type FrequentCarrierView,
  PARTNER_LABELS,
  type PartnerRelation,
  type ExpiryFilter,
  type LineInput,
  type LineQuery,
  type LineView,
  type Page,
  type VehicleInput,
  type VehicleQuery,
  type VehicleView,
} from '../../contract/capacity/schemas';
import { placeLabel, regionName } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { capacityBlacklist, companies, drivers, frequentCarriers, lines, orgUnits, userRoles, users, vehicles, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../auth/refusal';
import { checkOrgUnit } from './organisation';

export type Owner = { companyId: number | null; userId: number };

export function ownerOf(auth: Auth): Owner {
  return { companyId: auth.user.companyId ?? null, userId: auth.user.id };
}

const DAY = 86_400_000;
const CHINA = 8 * 3600_000;
/** Waybill statuses after which a vehicle or driver is free again. */
const FINISHED_WAYBILL = ['SIGN', 'REFUSE', 'INVALID'];

/** 'YYYY-MM-DD' (China date) → noon China time, so the date reads the same in any nearby zone. */
export function fromIsoDate(value: string): Date | null {
  return value ? new Date(`${value}T12:00:00+08:00`) : null;
}

export function toIsoDate(value: Date | null | undefined): string {
  return value ? new Date(value.getTime() + CHINA).toISOString().slice(0, 10) : '';
}

function expiryOf(dates: Array<Date | null>, now: number): ExpiryFilter {
  const times = dates.filter((d): d is Date => d !== null).map((d) => d.getTime());
  if (times.length === 0) return 'valid';
  const first = Math.min(...times);
  if (first < now) return 'expired';
  return first < now + EXPIRY_WARN_DAYS * DAY ? 'soon' : 'valid';
}

function warningsOf(named: Array<[string, Date | null]>, now: number): string[] {
  const out: string[] = [];
  for (const [name, date] of named) {
    if (!date) continue;
    if (date.getTime() < now) out.push(`${name}已过期`);
    else if (date.getTime() < now + EXPIRY_WARN_DAYS * DAY) out.push(`${name}${EXPIRY_WARN_DAYS}天内到期`);
  }
  return out;
}

/** SQL filter on the earliest of the given expiry columns (least() skips nulls). */
export function expiryCondition(columns: SQL, filter: ExpiryFilter | ''): SQL | undefined {
  const warn = sql.raw(`interval '${EXPIRY_WARN_DAYS} days'`);
  if (filter === 'expired') return sql`${columns} < now()`;
  if (filter === 'soon') return sql`(${columns} >= now() and ${columns} < now() + ${warn})`;
  if (filter === 'valid') return sql`(${columns} is null or ${columns} >= now() + ${warn})`;
  return undefined;
}

/** An ILIKE pattern matching the text anywhere (its own % and _ taken literally). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = likePattern;

/**
 * `"table"."id"` for correlated subqueries: Drizzle leaves columns of a single-table select
 * unqualified, and inside a subquery a bare "id" would mean the subquery's own table.
 */
export const qualifiedId = (table: 'vehicles' | 'drivers' | 'org_units' | 'vehicle_owners' | 'companies') => sql.raw(`"${table}"."id"`);

/** The column is the unit or one of its descendants (units of the owner's company only). */
function inOrgBranch(column: SQL | typeof vehicles.orgUnitId | typeof drivers.orgUnitId, owner: Owner, unitId: string): SQL | undefined {
  if (!unitId) return undefined;
  if (!owner.companyId) return sql`false`;
  return sql`${column} in (with recursive branch(id) as (
      select u.id from ${orgUnits} u where u.id = ${Number(unitId)} and u.company_id = ${owner.companyId} and u.deleted_at is null
      union all
      select u.id from ${orgUnits} u join branch b on u.parent_id = b.id where u.deleted_at is null
    ) select id from branch)`;
}

function paged<T>(records: T[], total: number, q: { pageNumber: number; pageSize: number }): Page<T> {
  return { records, total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/**
 * One page of a capacity list: the page's rows (`rows(limit, offset)`) and the total of the same
 * filter, read together, each row turned into its view. Every list of the module pages this way.
 */
export async function listPage<R, V>(
  q: { pageNumber: number; pageSize: number },
  rows: (limit: number, offset: number) => PromiseLike<R[]>,
  total: PromiseLike<Array<{ total: number }>>,
  view: (row: R) => V,
): Promise<Page<V>> {
  const [found, [counted]] = await Promise.all([rows(q.pageSize, (q.pageNumber - 1) * q.pageSize), total]);
  return paged(found.map(view), Number(counted.total), q);
}

// ---------------------------------------------------------------------------------------------
// Vehicles

type VehicleRow = typeof vehicles.$inferSelect;

export function vehicleOwned(owner: Owner): SQL {
  return and(
    isNull(vehicles.deletedAt),
    owner.companyId ? eq(vehicles.ownerCompanyId, owner.companyId) : and(isNull(vehicles.ownerCompanyId), eq(vehicles.ownerUserId, owner.userId)),
  )!;
}

export function vehicleView(row: VehicleRow, now = Date.now()): VehicleView {
  const dates: Array<[string, Date | null]> = [
    ['道路运输证', row.transportPermitExpiry],
    ['保险', row.insuranceExpiry],
    ['行驶证检验', row.licenceInspectionExpiry],
  ];
  return {
    id: row.id,
    plateNo: row.plateNo,
    plateColor: row.plateColor,
    vehicleType: row.vehicleType,
    vehicleLength: row.vehicleLength,
    loadKg: row.loadKg,
    volumeM3: row.volumeM3,
    ownerName: row.ownerName,
    vin: row.vin ?? '',
    useNature: row.useNature ?? '',
    licenceRegisterDate: toIsoDate(row.licenceRegisterDate),
    licenceInspectionExpiry: toIsoDate(row.licenceInspectionExpiry),
    transportPermitNo: row.transportPermitNo ?? '',
    transportPermitExpiry: toIsoDate(row.transportPermitExpiry),
    insuranceExpiry: toIsoDate(row.insuranceExpiry),
    reviewStatus: row.reviewStatus,
    reviewRemark: row.reviewRemark ?? '',
    orgUnitId: row.orgUnitId,
    affiliateOwnerId: row.affiliateOwnerId,
    expiry: expiryOf(
      dates.map(([, d]) => d),
      now,
    ),
    warnings: warningsOf(dates, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

function vehicleFilters(owner: Owner, q: Omit<VehicleQuery, 'pageNumber' | 'pageSize'>): SQL {
  const earliest = sql`least(${vehicles.transportPermitExpiry}, ${vehicles.insuranceExpiry}, ${vehicles.licenceInspectionExpiry})`;
  return and(
    vehicleOwned(owner),
    q.plateNo ? ilike(vehicles.plateNo, like(q.plateNo)) : undefined,
    q.vehicleType ? eq(vehicles.vehicleType, q.vehicleType) : undefined,
    q.vehicleLength ? eq(vehicles.vehicleLength, q.vehicleLength) : undefined,
    q.reviewStatus ? eq(vehicles.reviewStatus, q.reviewStatus) : undefined,
    expiryCondition(earliest, q.expiry),
    inOrgBranch(vehicles.orgUnitId, owner, q.orgUnitId),
  )!;
}

export async function vehiclePage(db: Db, owner: Owner, q: VehicleQuery): Promise<Page<VehicleView>> {
  const where = vehicleFilters(owner, q);
  const now = Date.now();
  return listPage(
    q,
    (limit, offset) => db.select().from(vehicles).where(where).orderBy(desc(vehicles.createdAt), desc(vehicles.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(vehicles).where(where),
    (r) => vehicleView(r, now),
  );
}

/** Every row the filters match (bounded), for the export. */
export async function vehicleExportRows(db: Db, owner: Owner, q: VehicleQuery): Promise<VehicleView[]> {
  const rows = await db.select().from(vehicles).where(vehicleFilters(owner, q)).orderBy(desc(vehicles.createdAt), desc(vehicles.id)).limit(MAX_EXPORT_ROWS);
  const now = Date.now();
  return rows.map((r) => vehicleView(r, now));
}

async function ownedVehicleRow(db: Db, owner: Owner, id: number): Promise<VehicleRow | null> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), vehicleOwned(owner)))
    .limit(1);
  return row ?? null;
}

export async function getVehicle(db: Db, owner: Owner, id: number): Promise<VehicleView> {
  const row = await ownedVehicleRow(db, owner, id);
  if (!row) refuse(CAPACITY_MESSAGES.vehicleNotFound, 404);
  return vehicleView(row);
}

export async function saveVehicle(db: Db, owner: Owner, input: VehicleInput): Promise<VehicleView> {
  const values = {
    plateNo: input.plateNo,
    plateColor: input.plateColor,
    vehicleType: input.vehicleType,
    vehicleLength: input.vehicleLength,
    loadKg: input.loadKg!,
    volumeM3: input.volumeM3,
    ownerName: input.ownerName,
    vin: input.vin || null,
    useNature: input.useNature || null,
    licenceRegisterDate: fromIsoDate(input.licenceRegisterDate),
    licenceInspectionExpiry: fromIsoDate(input.licenceInspectionExpiry),
    transportPermitNo: input.transportPermitNo || null,
    transportPermitExpiry: fromIsoDate(input.transportPermitExpiry),
    insuranceExpiry: fromIsoDate(input.insuranceExpiry),
    orgUnitId: input.orgUnitId,
  };
  await checkOrgUnit(db, owner, input.orgUnitId);
  try {
    return await db.transaction(async (tx) => {
      // The plate is unique among the owner's live vehicles (the unique indexes back this up).
      const [taken] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(vehicleOwned(owner), eq(vehicles.plateNo, input.plateNo), input.id ? sql`${vehicles.id} <> ${input.id}` : undefined))
        .limit(1);
      if (taken) refuse(CAPACITY_MESSAGES.plateTaken, 400, { field: 'plateNo' });
      if (input.id) {
        const [current] = await tx
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.id, input.id), vehicleOwned(owner)))
          .for('update');
        if (!current) refuse(CAPACITY_MESSAGES.vehicleNotFound, 404);
        // Changed papers are reviewed again.
        const [row] = await tx
          .update(vehicles)
          .set({ ...values, reviewStatus: '0', updatedAt: new Date() })
          .where(eq(vehicles.id, current.id))
          .returning();
        return vehicleView(row);
      }
      const [row] = await tx
        .insert(vehicles)
        .values({ ...values, ownerCompanyId: owner.companyId, ownerUserId: owner.userId, reviewStatus: '0' })
        .returning();
      return vehicleView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(CAPACITY_MESSAGES.plateTaken, 400, { field: 'plateNo' });
    throw error;
  }
}

/**
 * Imports vehicles from a spreadsheet in one transaction: every row is validated like the form,
 * plates must be new to the owner and unique in the file. Any bad row refuses the whole import
 * with the per-row messages in `data.errors`.
 */
export async function importVehicles(db: Db, owner: Owner, rows: Array<Record<string, unknown> & { rowNo: number }>): Promise<{ count: number }> {
  const errors: ImportRowError[] = [];
  const valid: VehicleInput[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const { rowNo, ...fields } = row;
    const parsed = vehicleInput.safeParse({ ...fields, id: undefined });
    const messages = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];
    if (parsed.success) {
      const first = seen.get(parsed.data.plateNo);
      if (first) messages.push(`车牌号与第${first}行重复`);
      else seen.set(parsed.data.plateNo, rowNo);
      valid.push(parsed.data);
    }
    if (messages.length) errors.push({ rowNo, messages });
  }
  const plates = [...seen.keys()];
  if (plates.length) {
    const existing = await db
      .select({ plateNo: vehicles.plateNo })
      .from(vehicles)
      .where(and(vehicleOwned(owner), inArray(vehicles.plateNo, plates)));
    for (const { plateNo } of existing) {
      const rowNo = seen.get(plateNo)!;
      const entry = errors.find((e) => e.rowNo === rowNo);
      if (entry) entry.messages.push(CAPACITY_MESSAGES.plateTaken);
      else errors.push({ rowNo, messages: [CAPACITY_MESSAGES.plateTaken] });
    }
  }
  if (errors.length) {
    errors.sort((a, b) => a.rowNo - b.rowNo);
    refuse(`导入失败：${errors.length}行数据有误，请修改后重新导入，本次未导入任何车辆`, 400, { errors });
  }
  try {
    await db.transaction(async (tx) => {
      await tx.insert(vehicles).values(
        valid.map((input) => ({
          plateNo: input.plateNo,
          plateColor: input.plateColor,
          vehicleType: input.vehicleType,
          vehicleLength: input.vehicleLength,
          loadKg: input.loadKg!,
          volumeM3: input.volumeM3,
          ownerName: input.ownerName,
          vin: input.vin || null,
          useNature: input.useNature || null,
          licenceRegisterDate: fromIsoDate(input.licenceRegisterDate),
          licenceInspectionExpiry: fromIsoDate(input.licenceInspectionExpiry),
          transportPermitNo: input.transportPermitNo || null,
          transportPermitExpiry: fromIsoDate(input.transportPermitExpiry),
          insuranceExpiry: fromIsoDate(input.insuranceExpiry),
          ownerCompanyId: owner.companyId,
          ownerUserId: owner.userId,
          reviewStatus: '0',
        })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(CAPACITY_MESSAGES.plateTaken);
    throw error;
  }
  return { count: valid.length };
}

export async function deleteVehicle(db: Db, owner: Owner, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, id), vehicleOwned(owner)))
      .for('update');
    if (!current) refuse(CAPACITY_MESSAGES.vehicleNotFound, 404);
    const [busy] = await tx
      .select({ id: waybills.id })
      .from(waybills)
      .where(and(eq(waybills.vehicleId, id), notInArray(waybills.status, FINISHED_WAYBILL)))
      .limit(1);
    if (busy) refuse(CAPACITY_MESSAGES.vehicleInUse);
    // Soft delete: finished waybills keep pointing at the vehicle they used.
    await tx.update(vehicles).set({ deletedAt: new Date() }).where(eq(vehicles.id, id));
    await tx.update(drivers).set({ vehicleId: null }).where(eq(drivers.vehicleId, id));
  });
}

/** The owner's live vehicles for the driver form's "bound vehicle" select. */
export async function vehicleOptions(db: Db, owner: Owner): Promise<Array<{ id: number; plateNo: string }>> {
  return db.select({ id: vehicles.id, plateNo: vehicles.plateNo }).from(vehicles).where(vehicleOwned(owner)).orderBy(vehicles.plateNo).limit(MAX_EXPORT_ROWS);
}

// ---------------------------------------------------------------------------------------------
// Drivers

type DriverRow = typeof drivers.$inferSelect;

export function driverOwned(owner: Owner): SQL {
  return and(
    isNull(drivers.deletedAt),
    owner.companyId ? eq(drivers.ownerCompanyId, owner.companyId) : and(isNull(drivers.ownerCompanyId), eq(drivers.ownerUserId, owner.userId)),
  )!;
}

export function driverView(row: DriverRow, plateNo: string | null, now = Date.now()): DriverView {
  const dates: Array<[string, Date | null]> = [
    ['驾驶证', row.licenceExpiry],
    ['从业资格证', row.qualificationExpiry],
  ];
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    idCard: row.idCard,
    licenceNo: row.licenceNo,
    licenceClass: row.licenceClass,
    licenceExpiry: toIsoDate(row.licenceExpiry),
    qualificationNo: row.qualificationNo ?? '',
    qualificationExpiry: toIsoDate(row.qualificationExpiry),
    vehicleId: row.vehicleId,
    plateNo,
    userId: row.userId,
    hasAccount: row.userId !== null,
    reviewStatus: row.reviewStatus,
    reviewRemark: row.reviewRemark ?? '',
    orgUnitId: row.orgUnitId,
    expiry: expiryOf([row.licenceExpiry, row.qualificationExpiry], now),
    warnings: warningsOf(dates, now),
    createdAt: row.createdAt.toISOString(),
  };
}

function driverFilters(owner: Owner, q: Omit<DriverQuery, 'pageNumber' | 'pageSize'>): SQL {
  return and(
    driverOwned(owner),
    q.name ? ilike(drivers.name, like(q.name)) : undefined,
    q.mobile ? ilike(drivers.mobile, like(q.mobile)) : undefined,
    q.licenceClass ? eq(drivers.licenceClass, q.licenceClass) : undefined,
    q.reviewStatus ? eq(drivers.reviewStatus, q.reviewStatus) : undefined,
    expiryCondition(sql`least(${drivers.licenceExpiry}, ${drivers.qualificationExpiry})`, q.expiry),
    inOrgBranch(drivers.orgUnitId, owner, q.orgUnitId),
  )!;
}

/**
 * Drivers with their bound plate and their platform account, looked up live by mobile (a driver
 * who registers after being added shows as registered at once).
 */
async function driverRows(db: Db, where: SQL, limit: number, offset = 0) {
  const rows = await db
    .select({ driver: drivers, plateNo: vehicles.plateNo, accountId: users.id, isDriver: users.isDriver, driverRole: userRoles.role })
    .from(drivers)
    .leftJoin(vehicles, and(eq(vehicles.id, drivers.vehicleId), isNull(vehicles.deletedAt)))
    .leftJoin(users, and(eq(users.mobile, drivers.mobile), eq(users.status, 'active')))
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'driver')))
    .where(where)
    .orderBy(desc(drivers.createdAt), desc(drivers.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => {
    const account = r.accountId !== null && (r.isDriver === 1 || r.driverRole === 'driver') ? r.accountId : null;
    return { driver: { ...r.driver, userId: account }, plateNo: r.plateNo };
  });
}

export async function driverPage(db: Db, owner: Owner, q: DriverQuery): Promise<Page<DriverView>> {
  const where = driverFilters(owner, q);
  const now = Date.now();
  return listPage(
    q,
    (limit, offset) => driverRows(db, where, limit, offset),
    db.select({ total: count() }).from(drivers).where(where),
    (r) => driverView(r.driver, r.plateNo, now),
  );
}

export async function driverExportRows(db: Db, owner: Owner, q: DriverQuery): Promise<DriverView[]> {
  const rows = await driverRows(db, driverFilters(owner, q), MAX_EXPORT_ROWS);
  const now = Date.now();
  return rows.map((r) => driverView(r.driver, r.plateNo, now));
}

export async function getDriver(db: Db, owner: Owner, id: number): Promise<DriverView> {
  const [row] = await driverRows(db, and(eq(drivers.id, id), driverOwned(owner))!, 1);
  if (!row) refuse(CAPACITY_MESSAGES.driverNotFound, 404);
  return driverView(row.driver, row.plateNo);
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
      const [sameMobile] = await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(others, eq(drivers.mobile, input.mobile)))
        .limit(1);
      if (sameMobile) refuse(CAPACITY_MESSAGES.driverMobileTaken, 400, { field: 'mobile' });
      const [sameId] = await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(others, eq(drivers.idCard, input.idCard)))
        .limit(1);
      if (sameId) refuse(CAPACITY_MESSAGES.driverIdCardTaken, 400, { field: 'idCard' });
      if (input.id) {
        const [current] = await tx
          .select({ id: drivers.id })
          .from(drivers)
          .where(and(eq(drivers.id, input.id), driverOwned(owner)))
          .for('update');
        if (!current) refuse(CAPACITY_MESSAGES.driverNotFound, 404);
        await tx
          .update(drivers)
          .set({ ...values, reviewStatus: '0', updatedAt: new Date() })
          .where(eq(drivers.id, current.id));
        return current.id;
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
    const [current] = await tx
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.id, id), driverOwned(owner)))
      .for('update');
    if (!current) refuse(CAPACITY_MESSAGES.driverNotFound, 404);
    const [busy] = await tx
      .select({ id: waybills.id })
      .from(waybills)
      .where(and(eq(waybills.driverId, id), notInArray(waybills.status, FINISHED_WAYBILL)))
      .limit(1);
    if (busy) refuse(CAPACITY_MESSAGES.driverInUse);
    await tx.update(drivers).set({ deletedAt: new Date() }).where(eq(drivers.id, id));
  });
}

// ---------------------------------------------------------------------------------------------
// Blacklist

type BlacklistRow = typeof capacityBlacklist.$inferSelect;

function blacklistOwned(owner: Owner): SQL {
  return owner.companyId
    ? eq(capacityBlacklist.ownerCompanyId, owner.companyId)
    : and(isNull(capacityBlacklist.ownerCompanyId), eq(capacityBlacklist.ownerUserId, owner.userId))!;
}

function blacklistView(row: BlacklistRow): BlacklistView {
  return {
    id: row.id,
    targetType: row.targetType as BlacklistType,
    targetName: row.targetName,
    plateNo: row.plateNo,
    idCard: row.idCard ? maskIdCard(row.idCard) : null,
    targetCompanyId: row.targetCompanyId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function blacklistPage(db: Db, owner: Owner, q: BlacklistQuery): Promise<Page<BlacklistView>> {
  const where = and(
    blacklistOwned(owner),
    q.targetType ? eq(capacityBlacklist.targetType, q.targetType) : undefined,
    q.keyword
      ? or(
          ilike(capacityBlacklist.targetName, like(q.keyword)),
          ilike(capacityBlacklist.plateNo, like(q.keyword)),
          ilike(capacityBlacklist.reason, like(q.keyword)),
        )
      : undefined,
  );
  return listPage(
    q,
    (limit, offset) =>
      db.select().from(capacityBlacklist).where(where).orderBy(desc(capacityBlacklist.createdAt), desc(capacityBlacklist.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(capacityBlacklist).where(where),
    blacklistView,
  );
}

export async function addToBlacklist(db: Db, auth: Auth, input: BlacklistInput): Promise<BlacklistView> {
  const owner = ownerOf(auth);
  let target: { targetCompanyId: number | null; plateNo: string | null; idCard: string | null; targetName: string };
  let duplicate: SQL;
  if (input.targetType === 'company') {
    const [company] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(or(eq(companies.name, input.company), eq(companies.creditCode, input.company.toUpperCase())), inArray(companies.kind, ['carrier', 'agent'])))
      .limit(1);
    if (!company) refuse(CAPACITY_MESSAGES.blackCompanyNotFound, 400, { field: 'company' });
    if (company.id === owner.companyId) refuse(CAPACITY_MESSAGES.blackCompanySelf, 400, { field: 'company' });
    target = { targetCompanyId: company.id, plateNo: null, idCard: null, targetName: company.name };
    duplicate = eq(capacityBlacklist.targetCompanyId, company.id);
  } else if (input.targetType === 'vehicle') {
    target = { targetCompanyId: null, plateNo: input.plateNo, idCard: null, targetName: input.plateNo };
    duplicate = eq(capacityBlacklist.plateNo, input.plateNo);
  } else {
    const name = input.driverName || (await driverNameByIdCard(db, input.idCard)) || '司机';
    target = { targetCompanyId: null, plateNo: null, idCard: input.idCard, targetName: name };
    duplicate = eq(capacityBlacklist.idCard, input.idCard);
  }
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: capacityBlacklist.id })
      .from(capacityBlacklist)
      .where(and(blacklistOwned(owner), eq(capacityBlacklist.targetType, input.targetType), duplicate))
      .limit(1);
    if (exists) refuse(CAPACITY_MESSAGES.blackDuplicate);
    const [row] = await tx
      .insert(capacityBlacklist)
      .values({
        ownerCompanyId: owner.companyId,
        ownerUserId: owner.userId,
        targetType: input.targetType,
        ...target,
        reason: input.reason,
        createdBy: auth.user.id,
      })
      .returning();
    return blacklistView(row);
  });
}

async function driverNameByIdCard(db: Db, idCard: string): Promise<string | null> {
  const [row] = await db.select({ name: drivers.name }).from(drivers).where(eq(drivers.idCard, idCard)).limit(1);
  return row?.name ?? null;
}

export async function removeFromBlacklist(db: Db, owner: Owner, id: number): Promise<void> {
  const removed = await db
    .delete(capacityBlacklist)
    .where(and(eq(capacityBlacklist.id, id), blacklistOwned(owner)))
    .returning({ id: capacityBlacklist.id });
  if (removed.length === 0) refuse(CAPACITY_MESSAGES.blackNotFound, 404);
}

export type BlockTargets = { companyId?: number | null; vehicleId?: number | null; driverId?: number | null };
export type BlockHit = { type: BlacklistType; name: string; reason: string; message: string };

/**
 * Whether a shipper has blocked the carrier company, the vehicle (by plate, whoever owns it) or
 * the driver (by ID card, whoever employs them). `shipper` is the shipper's company id, or an
 * owner scope for individual shippers. Returns the first hit (company, then vehicle, then driver)
 * with a message to show, or null. For the marketplace's grab / quote / dispatch checks.
 */
export async function isBlocked(db: Db | Tx, shipper: number | Owner, targets: BlockTargets): Promise<BlockHit | null> {
  const owner: Owner = typeof shipper === 'number' ? { companyId: shipper, userId: 0 } : shipper;
  const [plate, idCard] = await Promise.all([
    targets.vehicleId
      ? db
          .select({ plateNo: vehicles.plateNo })
          .from(vehicles)
          .where(eq(vehicles.id, targets.vehicleId))
          .limit(1)
          .then((r) => r[0]?.plateNo ?? null)
      : null,
    targets.driverId
      ? db
          .select({ idCard: drivers.idCard })
          .from(drivers)
          .where(eq(drivers.id, targets.driverId))
          .limit(1)
          .then((r) => r[0]?.idCard ?? null)
      : null,
  ]);
  const matches = [
    targets.companyId ? and(eq(capacityBlacklist.targetType, 'company'), eq(capacityBlacklist.targetCompanyId, targets.companyId)) : undefined,
    plate ? and(eq(capacityBlacklist.targetType, 'vehicle'), eq(capacityBlacklist.plateNo, plate)) : undefined,
    idCard ? and(eq(capacityBlacklist.targetType, 'driver'), eq(capacityBlacklist.idCard, idCard)) : undefined,
  ].filter((m): m is SQL => m !== undefined);
  if (matches.length === 0) return null;
  const rows = await db
    .select()
    .from(capacityBlacklist)
    .where(and(blacklistOwned(owner), or(...matches)))
    .limit(3);
  const order: BlacklistType[] = ['company', 'vehicle', 'driver'];
  const hit = rows.sort((a, b) => order.indexOf(a.targetType as BlacklistType) - order.indexOf(b.targetType as BlacklistType))[0];
  if (!hit) return null;
  const type = hit.targetType as BlacklistType;
  return {
    type,
    name: hit.targetName,
    reason: hit.reason,
    message: `该${BLACKLIST_TYPE_LABELS[type]}（${hit.targetName}）已被货主列入黑名单，无法承运`,
  };
}

// ---------------------------------------------------------------------------------------------
// Lines (a company's regular routes)

type LineRow = typeof lines.$inferSelect;

/** The company's live (not deleted) lines. */
function lineOwned(companyId: number): SQL {
  return and(eq(lines.companyId, companyId), isNull(lines.deletedAt))!;
}

function requireCompany(owner: Owner): number {
  if (!owner.companyId) refuse(CAPACITY_MESSAGES.lineNeedsCompany);
  return owner.companyId;
}

/** '河北省 唐山市'; a municipality reads just '天津市'. */
export function provinceCityLabel(province: string, city: string): string {
  const provinceName = regionName(province);
  const cityName = placeLabel(province, city);
  return cityName === provinceName ? provinceName : `${provinceName} ${cityName}`.trim();
}

function lineView(row: LineRow): LineView {
  return {
    id: row.id,
    originProvince: row.originProvince,
    originCity: row.originCity,
    destProvince: row.destProvince,
    destCity: row.destCity,
    originLabel: provinceCityLabel(row.originProvince, row.originCity),
    destLabel: provinceCityLabel(row.destProvince, row.destCity),
    distanceKm: row.distanceKm,
    refPriceFen: row.refPriceFen,
    vehicleType: row.vehicleType ?? '',
    vehicleLength: row.vehicleLength ?? '',
    remark: row.remark ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function linePage(db: Db, owner: Owner, q: LineQuery): Promise<Page<LineView>> {
  if (!owner.companyId) return paged([], 0, q);
  const where = and(
    lineOwned(owner.companyId),
    q.originProvince ? eq(lines.originProvince, q.originProvince) : undefined,
    q.destProvince ? eq(lines.destProvince, q.destProvince) : undefined,
  );
  return listPage(
    q,
    (limit, offset) => db.select().from(lines).where(where).orderBy(desc(lines.createdAt), desc(lines.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(lines).where(where),
    lineView,
  );
}

export async function getLine(db: Db, owner: Owner, id: number): Promise<LineView> {
  const companyId = requireCompany(owner);
  const [row] = await db
    .select()
    .from(lines)
    .where(and(eq(lines.id, id), lineOwned(companyId)))
    .limit(1);
  if (!row) refuse(CAPACITY_MESSAGES.lineNotFound, 404);
  return lineView(row);
}

function checkCity(province: string, city: string, field: string) {
  if (!regionName(province) || !regionName(city) || !city.startsWith(province) || city.length !== 4) {
    refuse(CAPACITY_MESSAGES.lineRegionInvalid, 400, { field });
  }
}

export async function saveLine(db: Db, owner: Owner, input: LineInput): Promise<LineView> {
  const companyId = requireCompany(owner);
  const originProvince = input.originProvince || input.originCity.slice(0, 2);
  const destProvince = input.destProvince || input.destCity.slice(0, 2);
  checkCity(originProvince, input.originCity, 'originCity');
  checkCity(destProvince, input.destCity, 'destCity');
  const values = {
    originProvince,
    originCity: input.originCity,
    destProvince,
    destCity: input.destCity,
    distanceKm: input.distanceKm!,
    refPriceFen: input.refPrice,
    vehicleType: input.vehicleType || null,
    vehicleLength: input.vehicleLength || null,
    remark: input.remark || null,
  };
  if (input.id) {
    const [row] = await db
      .update(lines)
      .set({ ...values, originDistrict: null, destDistrict: null })
      .where(and(eq(lines.id, input.id), lineOwned(companyId)))
      .returning();
    if (!row) refuse(CAPACITY_MESSAGES.lineNotFound, 404);
    return lineView(row);
  }
  const [row] = await db
    .insert(lines)
    .values({ ...values, companyId })
    .returning();
  return lineView(row);
}

export async function deleteLine(db: Db, owner: Owner, id: number): Promise<void> {
  const companyId = requireCompany(owner);
  // Soft delete: the line leaves the lists; whatever refers to it keeps a valid reference.
  const removed = await db
    .update(lines)
    .set({ deletedAt: new Date() })
    .where(and(eq(lines.id, id), lineOwned(companyId)))
    .returning({ id: lines.id });
  if (removed.length === 0) refuse(CAPACITY_MESSAGES.lineNotFound, 404);
}

// ---------------------------------------------------------------------------------------------
// Frequent carriers (常用承运商) of a shipper

const SHIPPER_ROLES = ['individual_shipper', 'enterprise_shipper'];

export function requireShipper(auth: Auth): Owner {
  if (!SHIPPER_ROLES.includes(auth.role)) refuse(CAPACITY_MESSAGES.shippersOnly);
  return ownerOf(auth);
}

function frequentOwned(owner: Owner, relation: PartnerRelation): SQL {
  return and(
    eq(frequentCarriers.relation, relation),
    owner.companyId
      ? eq(frequentCarriers.ownerCompanyId, owner.companyId)
      : and(isNull(frequentCarriers.ownerCompanyId), eq(frequentCarriers.ownerUserId, owner.userId)),
  )!;
}

/** A company of the given kinds by exact name or credit code. */
async function companyOfKinds(db: Db, text: string, kinds: string[]) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(or(eq(companies.name, text), eq(companies.creditCode, text.toUpperCase())), inArray(companies.kind, kinds)))
    .limit(1);
  return company ?? null;
}

export async function frequentCarrierPage(db: Db, owner: Owner, relation: PartnerRelation, q: FrequentCarrierQuery): Promise<Page<FrequentCarrierView>> {
  const where = and(
    frequentOwned(owner, relation),
    q.keyword
      ? or(ilike(companies.name, like(q.keyword)), ilike(companies.creditCode, like(q.keyword)), ilike(frequentCarriers.remark, like(q.keyword)))
      : undefined,
  );
  const vehicleCount = sql<number>`(select count(*)::int from ${vehicles} v where v.owner_company_id = ${companies.id} and v.deleted_at is null)`;
  const lineCount = sql<number>`(select count(*)::int from ${lines} l where l.company_id = ${companies.id} and l.deleted_at is null)`;
  return listPage(
    q,
    (limit, offset) =>
      db
        .select({ entry: frequentCarriers, company: companies, vehicleCount, lineCount })
        .from(frequentCarriers)
        .innerJoin(companies, eq(companies.id, frequentCarriers.carrierCompanyId))
        .where(where)
        .orderBy(desc(frequentCarriers.createdAt), desc(frequentCarriers.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(frequentCarriers).innerJoin(companies, eq(companies.id, frequentCarriers.carrierCompanyId)).where(where),
    (r) => ({
      id: r.entry.id,
      carrierCompanyId: r.company.id,
      companyName: r.company.name,
      creditCode: r.company.creditCode,
      kind: r.company.kind,
      cityLabel: provinceCityLabel(r.company.provinceCode, r.company.cityCode),
      contactName: r.company.contactName,
      contactPhone: r.company.contactPhone,
      authStatus: r.company.authStatus,
      vehicleCount: Number(r.vehicleCount),
      lineCount: Number(r.lineCount),
      remark: r.entry.remark ?? '',
      createdAt: r.entry.createdAt.toISOString(),
    }),
  );
}

export async function addFrequentCarrier(
  db: Db,
  owner: Owner,
  relation: PartnerRelation,
  input: FrequentCarrierInput,
): Promise<{ id: number; companyName: string }> {
  const company = await companyOfKinds(db, input.company, PARTNER_LABELS[relation].kinds);
  if (!company) refuse(relation === 'agent' ? CAPACITY_MESSAGES.agentNotFound : CAPACITY_MESSAGES.blackCompanyNotFound, 400, { field: 'company' });
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: frequentCarriers.id })
      .from(frequentCarriers)
      .where(and(frequentOwned(owner, relation), eq(frequentCarriers.carrierCompanyId, company.id)))
      .limit(1);
    if (exists) refuse(CAPACITY_MESSAGES.frequentDuplicate, 400, { field: 'company' });
    const [row] = await tx
      .insert(frequentCarriers)
      .values({ relation, ownerCompanyId: owner.companyId, ownerUserId: owner.userId, carrierCompanyId: company.id, remark: input.remark || null })
      .returning({ id: frequentCarriers.id });
    return { id: row.id, companyName: company.name };
  });
}

export async function removeFrequentCarrier(db: Db, owner: Owner, relation: PartnerRelation, id: number): Promise<void> {
  const removed = await db
    .delete(frequentCarriers)
    .where(and(eq(frequentCarriers.id, id), frequentOwned(owner, relation)))
    .returning({ id: frequentCarriers.id });
  if (removed.length === 0) refuse(CAPACITY_MESSAGES.frequentNotFound, 404);
}
