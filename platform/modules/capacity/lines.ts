// A company's lines (its regular routes between cities): list, one line, save, soft delete. Lines
// belong to companies only; an individual has none.
import { and, eq } from 'drizzle-orm';
import type { LineView } from '../../contract/capacity/rows';
import { CAPACITY_MESSAGES, type LineInput, type LineQuery } from '../../contract/capacity/schemas';
import type { Page } from '../../contract/page';
import { regionName } from '../../contract/regions';
import type { Db } from '../../db/client';
import { lines } from '../../db/schema';
import { refuse } from '../../http/refusal';
import { lineOwned, requireCompany, type Owner } from './access';
import { newestFirstPage, paged } from './queries';
import { lineView } from './views';

export async function linePage(db: Db, owner: Owner, q: LineQuery): Promise<Page<LineView>> {
  if (!owner.companyId) return paged([], 0, q);
  const where = and(
    lineOwned(owner.companyId),
    q.originProvince ? eq(lines.originProvince, q.originProvince) : undefined,
    q.destProvince ? eq(lines.destProvince, q.destProvince) : undefined,
  );
  return newestFirstPage(db, q, lines, where, lineView);
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
