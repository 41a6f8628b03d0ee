// A company's vehicles: the filtered list and its export, one vehicle, save (changed papers are
// reviewed again), the all-or-nothing spreadsheet import, soft delete, the select options.
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { VehicleView } from '../../contract/capacity/rows';
import { CAPACITY_MESSAGES, MAX_EXPORT_ROWS, vehicleInput, type ImportRowError, type VehicleInput, type VehicleQuery } from '../../contract/capacity/schemas';
import type { Page } from '../../contract/page';
import type { Db, Tx } from '../../db/client';
import { containing } from '../../db/paging';
import { hasRowWhere, lockRowsWhere } from '../../db/row-checks';
import { drivers, vehicles, waybills } from '../../db/schema';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { writeImportLog, type ImportOutcome } from '../log/import-log';
import { vehicleOwned, type Owner } from './access';
import { checkOrgUnit } from './organisation';
import { expiryCondition, inOrgBranch, newestFirstPage, onLiveWaybill } from './queries';
import { fromIsoDate, vehicleView } from './views';

type VehicleRow = typeof vehicles.$inferSelect;

function vehicleFilters(owner: Owner, q: Omit<VehicleQuery, 'pageNumber' | 'pageSize'>): SQL {
  const earliest = sql`least(${vehicles.transportPermitExpiry}, ${vehicles.insuranceExpiry}, ${vehicles.licenceInspectionExpiry})`;
  return and(
    vehicleOwned(owner),
    q.plateNo ? ilike(vehicles.plateNo, containing(q.plateNo)) : undefined,
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
  return newestFirstPage(db, q, vehicles, where, (r) => vehicleView(r, now));
}

/** Every row the filters match (bounded), for the export. */
export async function vehicleExportRows(db: Db, owner: Owner, q: VehicleQuery): Promise<VehicleView[]> {
  const rows = await db.select().from(vehicles).where(vehicleFilters(owner, q)).orderBy(desc(vehicles.createdAt), desc(vehicles.id)).limit(MAX_EXPORT_ROWS);
  const now = Date.now();
  return rows.map((r) => vehicleView(r, now));
}

export async function ownedVehicleRow(db: Db, owner: Owner, id: number): Promise<VehicleRow | null> {
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

/** The columns a vehicle's form (or a spreadsheet row) sets; the organisation unit is the form's alone. */
function vehicleValues(input: VehicleInput) {
  return {
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
  };
}

export async function saveVehicle(db: Db, owner: Owner, input: VehicleInput): Promise<VehicleView> {
  const values = { ...vehicleValues(input), orgUnitId: input.orgUnitId };
  await checkOrgUnit(db, owner, input.orgUnitId);
  try {
    return await db.transaction(async (tx) => {
      // The plate is unique among the owner's live vehicles (the unique indexes back this up).
      const others = and(vehicleOwned(owner), input.id ? sql`${vehicles.id} <> ${input.id}` : undefined);
      if (await hasRowWhere(tx, vehicles, and(others, eq(vehicles.plateNo, input.plateNo)))) refuse(CAPACITY_MESSAGES.plateTaken, 400, { field: 'plateNo' });
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
 * with the per-row messages in `data.errors`. Every outcome is written to the import log: in the
 * import's transaction when it imports, right after the refusal or the failure otherwise.
 */
export async function importVehicles(
  db: Db,
  owner: Owner,
  rows: Array<Record<string, unknown> & { rowNo: number }>,
  fileName = '',
): Promise<{ count: number }> {
  const startedAt = new Date();
  const logged = (into: Db | Tx, outcome: Pick<ImportOutcome, 'rowsAccepted' | 'refusedRows' | 'status' | 'message'>) =>
    writeImportLog(into, owner, { kind: 'vehicle', fileName, rowsRead: rows.length, startedAt, ...outcome });
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
    const message = `导入失败：${errors.length}行数据有误，请修改后重新导入，本次未导入任何车辆`;
    await logged(db, { rowsAccepted: 0, refusedRows: errors, status: 'refused', message });
    refuse(message, 400, { errors });
  }
  try {
    await db.transaction(async (tx) => {
      await tx.insert(vehicles).values(
        valid.map((input) => ({
          ...vehicleValues(input),
          ownerCompanyId: owner.companyId,
          ownerUserId: owner.userId,
          reviewStatus: '0',
        })),
      );
      await logged(tx, { rowsAccepted: valid.length, refusedRows: [], status: 'done', message: `成功导入${valid.length}辆车` });
    });
  } catch (error) {
    const taken = isUniqueViolation(error);
    await logged(db, { rowsAccepted: 0, refusedRows: [], status: 'failed', message: taken ? CAPACITY_MESSAGES.plateTaken : '导入出错，本次未导入任何车辆' });
    if (taken) refuse(CAPACITY_MESSAGES.plateTaken);
    throw error;
  }
  return { count: valid.length };
}

export async function deleteVehicle(db: Db, owner: Owner, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockRowsWhere(tx, vehicles, and(eq(vehicles.id, id), vehicleOwned(owner))))) refuse(CAPACITY_MESSAGES.vehicleNotFound, 404);
    if (await onLiveWaybill(tx, waybills.vehicleId, id)) refuse(CAPACITY_MESSAGES.vehicleInUse);
    // Soft delete: finished waybills keep pointing at the vehicle they used.
    await tx.update(vehicles).set({ deletedAt: new Date() }).where(eq(vehicles.id, id));
    await tx.update(drivers).set({ vehicleId: null }).where(eq(drivers.vehicleId, id));
  });
}

/** The owner's live vehicles for the driver form's "bound vehicle" select. */
export async function vehicleOptions(db: Db, owner: Owner): Promise<Array<{ id: number; plateNo: string }>> {
  return db.select({ id: vehicles.id, plateNo: vehicles.plateNo }).from(vehicles).where(vehicleOwned(owner)).orderBy(vehicles.plateNo).limit(MAX_EXPORT_ROWS);
}
