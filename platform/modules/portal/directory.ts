// Public capacity pages: carrier lines, company profiles, and a waybill's progress by number
// plus the consignee's phone tail (no login, no personal data).
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CODES } from '../../contract/codes';
import type { CapacityQuery, LineQuery } from '../../contract/portal/filters';
import { WAYBILL_TRACK_MISMATCH } from '../../contract/portal/schemas';
import { type Page } from '../../contract/page';
import { type CapacityCompany, type CompanyProfile, type PublicLine, type WaybillProgress } from '../../contract/portal/views';
import { cityLabel, placeLabel, routeCities } from '../../contract/regions';
import type { Db } from '../../db/client';
import { outerColumn } from '../../db/joins';
import { readPage } from '../../db/paging';
import { countWhere } from '../../db/row-checks';
import { companies, drivers, lines, vehicles, waybillHistory, waybills } from '../../db/schema';
import { refuse } from '../../http/refusal';

const isVerified = eq(companies.authStatus, '2');

/** A carrier's line as the public sees it. */
export function lineView(line: typeof lines.$inferSelect, companyName: string): PublicLine {
  return {
    id: line.id,
    companyId: line.companyId,
    companyName,
    ...routeCities(line),
    distanceKm: line.distanceKm,
    refPriceFen: line.refPriceFen,
    vehicleType: line.vehicleType,
    vehicleLength: line.vehicleLength,
    remark: line.remark,
  };
}

export async function linePage(db: Db, query: LineQuery): Promise<Page<PublicLine>> {
  const conditions: SQL[] = [isVerified, isNull(lines.deletedAt)];
  const eqIf = (column: Parameters<typeof eq>[0], value: string | undefined) => {
    if (value) conditions.push(eq(column, value));
  };
  eqIf(lines.originProvince, query.originProvince);
  eqIf(lines.originCity, query.originCity);
  eqIf(lines.destProvince, query.destProvince);
  eqIf(lines.destCity, query.destCity);
  if (query.city) conditions.push(or(eq(lines.originCity, query.city), eq(lines.destCity, query.city))!);
  const where = and(...conditions);
  const { rows, total } = await readPage(
    query,
    db
      .select({ line: lines, companyName: companies.name })
      .from(lines)
      .innerJoin(companies, eq(companies.id, lines.companyId))
      .where(where)
      .orderBy(desc(lines.createdAt), desc(lines.id)),
    db.select({ total: count() }).from(lines).innerJoin(companies, eq(companies.id, lines.companyId)).where(where),
  );
  return {
    records: rows.map((r) => lineView(r.line, r.companyName)),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}

/**
 * A company's public profile (registration facts, certification state, capacity counts, lines).
 * The platform's own operator company is not a listed company.
 */
export async function companyProfile(db: Db, id: number): Promise<CompanyProfile> {
  const [company] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!company || company.kind === 'platform') refuse('企业不存在', CODES.NOT_FOUND);
  const [vehicleCount, driverCount, lineCount, lineRows] = await Promise.all([
    countWhere(db, vehicles, and(eq(vehicles.ownerCompanyId, id), isNull(vehicles.deletedAt))),
    countWhere(db, drivers, and(eq(drivers.ownerCompanyId, id), isNull(drivers.deletedAt))),
    countWhere(db, lines, and(eq(lines.companyId, id), isNull(lines.deletedAt))),
    db
      .select()
      .from(lines)
      .where(and(eq(lines.companyId, id), isNull(lines.deletedAt)))
      .orderBy(asc(lines.id))
      .limit(20),
  ]);
  return {
    id: company.id,
    name: company.name,
    kind: company.kind,
    creditCode: company.creditCode,
    authStatus: company.authStatus,
    region: placeLabel(company.provinceCode, company.cityCode, company.districtCode),
    industry: company.industry,
    companySize: company.companySize,
    intro: company.intro,
    since: company.createdAt.toISOString(),
    vehicleCount,
    driverCount,
    lineCount,
    lines: lineRows.map((line) => lineView(line, company.name)),
  };
}

/**
 * Progress of a waybill for whoever knows its number and the consignee's phone tail. An unknown
 * number and a wrong tail give the same answer, so the endpoint tells nothing about either.
 */
export async function waybillProgress(db: Db, waybillNo: string, phoneTail: string): Promise<WaybillProgress> {
  const [row] = await db.select().from(waybills).where(eq(waybills.waybillNo, waybillNo)).limit(1);
  if (!row || !row.consigneePhone.endsWith(phoneTail)) refuse(WAYBILL_TRACK_MISMATCH, CODES.NOT_FOUND);
  const history = await db
    .select({ toStatus: waybillHistory.toStatus, action: waybillHistory.action, remark: waybillHistory.remark, createdAt: waybillHistory.createdAt })
    .from(waybillHistory)
    .where(eq(waybillHistory.waybillId, row.id))
    .orderBy(asc(waybillHistory.createdAt), asc(waybillHistory.id));
  return {
    waybillNo: row.waybillNo,
    status: row.status,
    origin: cityName(row.originCity),
    destination: cityName(row.destCity),
    plannedWeightKg: row.plannedWeightKg,
    loadedAt: row.loadedAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    history: history.map((h) => ({ toStatus: h.toStatus, action: h.remark ?? h.action, at: h.createdAt.toISOString() })),
  };
}

/** waybills keep only the city code; its province is the code's first two digits. */
export function cityName(cityCode: string): string {
  return cityLabel(cityCode.slice(0, 2), cityCode);
}

/** Verified carriers and agents with their vehicle, driver and line counts (/yunli). */
export async function capacityPage(db: Db, query: CapacityQuery): Promise<Page<CapacityCompany>> {
  const conditions: SQL[] = [isVerified, inArray(companies.kind, query.kind ? [query.kind] : ['carrier', 'agent'])];
  if (query.province) conditions.push(eq(companies.provinceCode, query.province));
  if (query.city) conditions.push(eq(companies.cityCode, query.city));
  const where = and(...conditions);
  const vehicleCount = sql<number>`(select count(*)::int from ${vehicles} where ${vehicles.ownerCompanyId} = ${outerColumn(companies.id)})`;
  const driverCount = sql<number>`(select count(*)::int from ${drivers} where ${drivers.ownerCompanyId} = ${outerColumn(companies.id)})`;
  const lineCount = sql<number>`(select count(*)::int from ${lines} where ${lines.companyId} = ${outerColumn(companies.id)})`;
  const { rows, total } = await readPage(
    query,
    db.select({ company: companies, vehicleCount, driverCount, lineCount }).from(companies).where(where).orderBy(desc(vehicleCount), asc(companies.id)),
    db.select({ total: count() }).from(companies).where(where),
  );
  return {
    records: rows.map((r) => ({
      companyId: r.company.id,
      name: r.company.name,
      kind: r.company.kind,
      region: placeLabel(r.company.provinceCode, r.company.cityCode),
      vehicleCount: Number(r.vehicleCount),
      driverCount: Number(r.driverCount),
      lineCount: Number(r.lineCount),
    })),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}
