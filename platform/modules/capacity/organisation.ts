// The company's organisation units (a tree of departments and fleets) and the actual owners of
// affiliated (挂靠) vehicles. Units belong to a company (an individual has none); owners belong to
// the carrier (company, or the user without one). Other owners' ids are "not found".
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  MAX_ORG_DEPTH,
  ORG_MESSAGES,
  type OrgKind,
  type OrgUnitInput,
  type OwnerBindingInput,
  type OwnerKind,
  type VehicleOwnerInput,
  type VehicleOwnerQuery,
} from '../../contract/capacity/org';
import type { OrgUnitView, VehicleOwnerView } from '../../contract/capacity/rows';
import type { Page } from '../../contract/page';
import type { Db, Tx } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { countWhere, hasRowWhere, lockRowsWhere } from '../../db/row-checks';
import { drivers, orgUnits, users, vehicleOwners, vehicles } from '../../db/schema';
import { refuse } from '../../http/refusal';
import { outerColumn } from '../../db/joins';
import { vehicleOwned, type Owner } from './access';
import { paged } from './queries';
import { fromIsoDate, toIsoDate } from './views';

/** Most units one company may have (the tree is read whole). */
const MAX_UNITS = 500;

function companyOf(owner: Owner): number {
  if (!owner.companyId) refuse(ORG_MESSAGES.needsCompany);
  return owner.companyId;
}

const unitOwned = (companyId: number) => and(eq(orgUnits.companyId, companyId), isNull(orgUnits.deletedAt))!;

/** The company's units as a tree in display order (parents before children), with counts. */
export async function orgUnitTree(db: Db | Tx, owner: Owner): Promise<OrgUnitView[]> {
  if (!owner.companyId) return [];
  const vehicleCount = sql<number>`(select count(*)::int from ${vehicles} v where v.org_unit_id = ${outerColumn(orgUnits.id)} and v.deleted_at is null)`;
  const driverCount = sql<number>`(select count(*)::int from ${drivers} d where d.org_unit_id = ${outerColumn(orgUnits.id)} and d.deleted_at is null)`;
  const rows = await db
    .select({ unit: orgUnits, vehicleCount, driverCount })
    .from(orgUnits)
    .where(unitOwned(owner.companyId))
    .orderBy(asc(orgUnits.name), asc(orgUnits.id))
    .limit(MAX_UNITS);
  const children = new Map<number | null, typeof rows>();
  for (const r of rows) {
    const key = r.unit.parentId;
    children.set(key, [...(children.get(key) ?? []), r]);
  }
  const out: OrgUnitView[] = [];
  const walk = (parentId: number | null, depth: number, prefix: string) => {
    for (const r of children.get(parentId) ?? []) {
      const path = prefix ? `${prefix} / ${r.unit.name}` : r.unit.name;
      out.push({
        id: r.unit.id,
        parentId: r.unit.parentId,
        name: r.unit.name,
        kind: r.unit.kind as OrgKind,
        leaderName: r.unit.leaderName ?? '',
        leaderMobile: r.unit.leaderMobile ?? '',
        depth,
        path,
        vehicleCount: Number(r.vehicleCount),
        driverCount: Number(r.driverCount),
        childCount: children.get(r.unit.id)?.length ?? 0,
      });
      walk(r.unit.id, depth + 1, path);
    }
  };
  walk(null, 0, '');
  return out;
}

export async function saveOrgUnit(db: Db, owner: Owner, input: OrgUnitInput): Promise<OrgUnitView> {
  const companyId = companyOf(owner);
  const id = await db.transaction(async (tx) => {
    // One company's tree changes one at a time (the cycle check reads the whole tree).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`org:${companyId}`}))`);
    const tree = await orgUnitTree(tx, owner);
    if (input.parentId) {
      const parent = tree.find((u) => u.id === input.parentId);
      if (!parent) refuse(ORG_MESSAGES.parentInvalid, 400, { field: 'parentId' });
      if (input.id) {
        // The parent may not be the unit itself or one of its descendants.
        let cursor: OrgUnitView | undefined = parent;
        while (cursor) {
          if (cursor.id === input.id) refuse(ORG_MESSAGES.parentCycle, 400, { field: 'parentId' });
          cursor = tree.find((u) => u.id === cursor!.parentId);
        }
      }
      if (parent.depth + 1 >= MAX_ORG_DEPTH) refuse(ORG_MESSAGES.tooDeep, 400, { field: 'parentId' });
    }
    const values = {
      parentId: input.parentId,
      name: input.name,
      kind: input.kind,
      leaderName: input.leaderName || null,
      leaderMobile: input.leaderMobile || null,
    };
    if (input.id) {
      const [row] = await tx
        .update(orgUnits)
        .set(values)
        .where(and(eq(orgUnits.id, input.id), unitOwned(companyId)))
        .returning({ id: orgUnits.id });
      if (!row) refuse(ORG_MESSAGES.notFound, 404);
      return row.id;
    }
    const [{ total }] = await tx.select({ total: count() }).from(orgUnits).where(unitOwned(companyId));
    if (total >= MAX_UNITS) refuse(`一个企业最多${MAX_UNITS}个机构`);
    const [row] = await tx
      .insert(orgUnits)
      .values({ ...values, companyId })
      .returning({ id: orgUnits.id });
    return row.id;
  });
  return (await orgUnitTree(db, owner)).find((u) => u.id === id)!;
}

export async function deleteOrgUnit(db: Db, owner: Owner, id: number): Promise<void> {
  const companyId = companyOf(owner);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`org:${companyId}`}))`);
    if (!(await lockRowsWhere(tx, orgUnits, and(eq(orgUnits.id, id), unitOwned(companyId))))) refuse(ORG_MESSAGES.notFound, 404);
    const [units, unitVehicles, unitDrivers] = await Promise.all([
      countWhere(tx, orgUnits, and(eq(orgUnits.parentId, id), isNull(orgUnits.deletedAt))),
      countWhere(tx, vehicles, and(eq(vehicles.orgUnitId, id), isNull(vehicles.deletedAt))),
      countWhere(tx, drivers, and(eq(drivers.orgUnitId, id), isNull(drivers.deletedAt))),
    ]);
    if (units + unitVehicles + unitDrivers > 0) refuse(ORG_MESSAGES.notEmpty);
    // an employee's org unit decides what an org-unit data scope shows them (decision 036)
    if (await hasRowWhere(tx, users, eq(users.orgUnitId, id))) refuse(ORG_MESSAGES.hasEmployees);
    await tx.update(orgUnits).set({ deletedAt: new Date() }).where(eq(orgUnits.id, id));
  });
}

/** Refuses a unit id that is not a live unit of the owner's company (null passes). */
export async function checkOrgUnit(db: Db | Tx, owner: Owner, unitId: number | null): Promise<void> {
  if (unitId === null) return;
  const live = owner.companyId ? await hasRowWhere(db, orgUnits, and(eq(orgUnits.id, unitId), unitOwned(owner.companyId))) : false;
  if (!live) refuse(ORG_MESSAGES.unitInvalid, 400, { field: 'orgUnitId' });
}

// ---------------------------------------------------------------------------------------------
// Vehicle owners (挂靠车主)

const ownerScope = (owner: Owner): SQL =>
  and(
    isNull(vehicleOwners.deletedAt),
    owner.companyId
      ? eq(vehicleOwners.ownerCompanyId, owner.companyId)
      : and(isNull(vehicleOwners.ownerCompanyId), eq(vehicleOwners.ownerUserId, owner.userId)),
  )!;

/** Vehicle owners, newest first; read them through ownerViews. */
const ownerRows = (db: Db, where: SQL | undefined) =>
  db.select().from(vehicleOwners).where(where).orderBy(desc(vehicleOwners.createdAt), desc(vehicleOwners.id));

/** The views of vehicle owners that were read, each with the owner's vehicles bound to it. */
async function ownerViews(db: Db, owner: Owner, rows: Array<typeof vehicleOwners.$inferSelect>): Promise<VehicleOwnerView[]> {
  const bound = rows.length
    ? await db
        .select({ id: vehicles.id, plateNo: vehicles.plateNo, ownerId: vehicles.affiliateOwnerId })
        .from(vehicles)
        .where(
          and(
            vehicleOwned(owner),
            inArray(
              vehicles.affiliateOwnerId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(vehicles.plateNo)
    : [];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as OwnerKind,
    name: r.name,
    idNo: r.idNo,
    mobile: r.mobile,
    agreementNo: r.agreementNo ?? '',
    agreementExpiry: toIsoDate(r.agreementExpiry),
    remark: r.remark ?? '',
    vehicles: bound.filter((b) => b.ownerId === r.id).map((b) => ({ id: b.id, plateNo: b.plateNo })),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function vehicleOwnerPage(db: Db, owner: Owner, q: VehicleOwnerQuery): Promise<Page<VehicleOwnerView>> {
  const kw = q.keyword ? containing(q.keyword) : null;
  const where = and(
    ownerScope(owner),
    q.kind ? eq(vehicleOwners.kind, q.kind) : undefined,
    kw
      ? or(
          ilike(vehicleOwners.name, kw),
          ilike(vehicleOwners.idNo, kw),
          ilike(vehicleOwners.mobile, kw),
          sql`exists (select 1 from ${vehicles} v where v.affiliate_owner_id = ${outerColumn(vehicleOwners.id)} and v.deleted_at is null and v.plate_no ilike ${kw})`,
        )
      : undefined,
  );
  const { rows, total } = await readPage(q, ownerRows(db, where), db.select({ total: count() }).from(vehicleOwners).where(where));
  return paged(await ownerViews(db, owner, rows), Number(total), q);
}

async function ownedOwner(db: Db | Tx, owner: Owner, id: number, lock = false) {
  const query = db
    .select({ id: vehicleOwners.id })
    .from(vehicleOwners)
    .where(and(eq(vehicleOwners.id, id), ownerScope(owner)));
  const [row] = lock ? await query.for('update') : await query.limit(1);
  if (!row) refuse(ORG_MESSAGES.ownerNotFound, 404);
  return row;
}

export async function getVehicleOwner(db: Db, owner: Owner, id: number): Promise<VehicleOwnerView> {
  const [found] = await ownerViews(db, owner, await ownerRows(db, and(ownerScope(owner), eq(vehicleOwners.id, id))).limit(1));
  if (!found) refuse(ORG_MESSAGES.ownerNotFound, 404);
  return found;
}

export async function saveVehicleOwner(db: Db, owner: Owner, input: VehicleOwnerInput): Promise<{ id: number }> {
  const values = {
    kind: input.kind,
    name: input.name,
    idNo: input.idNo,
    mobile: input.mobile,
    agreementNo: input.agreementNo || null,
    agreementExpiry: fromIsoDate(input.agreementExpiry),
    remark: input.remark || null,
  };
  return db.transaction(async (tx) => {
    const others = and(ownerScope(owner), input.id ? sql`${vehicleOwners.id} <> ${input.id}` : undefined);
    if (await hasRowWhere(tx, vehicleOwners, and(others, eq(vehicleOwners.idNo, input.idNo)))) refuse(ORG_MESSAGES.ownerDuplicate, 400, { field: 'idNo' });
    if (input.id) {
      await ownedOwner(tx, owner, input.id, true);
      await tx.update(vehicleOwners).set(values).where(eq(vehicleOwners.id, input.id));
      return { id: input.id };
    }
    const [row] = await tx
      .insert(vehicleOwners)
      .values({ ...values, ownerCompanyId: owner.companyId, ownerUserId: owner.userId })
      .returning({ id: vehicleOwners.id });
    return row;
  });
}

export async function deleteVehicleOwner(db: Db, owner: Owner, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedOwner(tx, owner, id, true);
    if (await hasRowWhere(tx, vehicles, and(eq(vehicles.affiliateOwnerId, id), isNull(vehicles.deletedAt)))) refuse(ORG_MESSAGES.ownerHasVehicles);
    await tx.update(vehicleOwners).set({ deletedAt: new Date() }).where(eq(vehicleOwners.id, id));
  });
}

/**
 * Sets exactly which of the company's vehicles belong to the owner: the listed ones are bound
 * (moving them from any other owner), the owner's others become the company's own again.
 */
export async function bindOwnerVehicles(db: Db, owner: Owner, input: OwnerBindingInput): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    await ownedOwner(tx, owner, input.ownerId, true);
    const ids = [...new Set(input.vehicleIds)];
    if (ids.length) {
      const mine = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(vehicleOwned(owner), inArray(vehicles.id, ids)));
      if (mine.length !== ids.length) refuse('部分车辆不存在或不属于本企业', 400, { field: 'vehicleIds' });
    }
    await tx
      .update(vehicles)
      .set({ affiliateOwnerId: null })
      .where(
        and(
          vehicleOwned(owner),
          eq(vehicles.affiliateOwnerId, input.ownerId),
          ids.length
            ? sql`${vehicles.id} not in (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )})`
            : undefined,
        ),
      );
    if (ids.length)
      await tx
        .update(vehicles)
        .set({ affiliateOwnerId: input.ownerId })
        .where(and(vehicleOwned(owner), inArray(vehicles.id, ids)));
    return { count: ids.length };
  });
}
