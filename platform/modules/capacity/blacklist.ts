// A shipper's blacklist of carrier companies, vehicles (by plate) and drivers (by ID card), and the
// check the marketplace and dispatch run before a blocked carrier could take the shipper's cargo.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { BlacklistView } from '../../contract/capacity/rows';
import { BLACKLIST_TYPE_LABELS, CAPACITY_MESSAGES, type BlacklistInput, type BlacklistQuery, type BlacklistType } from '../../contract/capacity/schemas';
import type { Page } from '../../contract/page';
import type { Db, Tx } from '../../db/client';
import { containedInAny } from '../../db/paging';
import { capacityBlacklist, drivers, vehicles } from '../../db/schema';
import { hasRowWhere } from '../../db/row-checks';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { blacklistOwned, ownerOf, type Owner } from './access';
import { companyOfKinds } from './partners';
import { newestFirstPage } from './queries';
import { blacklistView } from './views';

export async function blacklistPage(db: Db, owner: Owner, q: BlacklistQuery): Promise<Page<BlacklistView>> {
  const where = and(
    blacklistOwned(owner),
    q.targetType ? eq(capacityBlacklist.targetType, q.targetType) : undefined,
    containedInAny(q.keyword, capacityBlacklist.targetName, capacityBlacklist.plateNo, capacityBlacklist.reason),
  );
  return newestFirstPage(db, q, capacityBlacklist, where, blacklistView);
}

export async function addToBlacklist(db: Db, auth: Auth, input: BlacklistInput): Promise<BlacklistView> {
  const owner = ownerOf(auth);
  let target: { targetCompanyId: number | null; plateNo: string | null; idCard: string | null; targetName: string };
  let duplicate: SQL;
  if (input.targetType === 'company') {
    const company = await companyOfKinds(db, input.company, ['carrier', 'agent']);
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
    const listed = await hasRowWhere(tx, capacityBlacklist, and(blacklistOwned(owner), eq(capacityBlacklist.targetType, input.targetType), duplicate));
    if (listed) refuse(CAPACITY_MESSAGES.blackDuplicate);
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
