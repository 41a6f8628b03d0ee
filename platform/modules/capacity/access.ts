// Who may manage which capacity: a user acting for a company sees and changes the company's
// capacity, a user without a company (individual agent, individual shipper) only their own; every
// read and write is filtered by that owner, so another company's id simply is "not found".
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { CAPACITY_MESSAGES, type PartnerRelation } from '../../contract/capacity/schemas';
import { capacityBlacklist, drivers, frequentCarriers, lines, vehicles } from '../../db/schema';
import { requireAuthOf, type Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';

export type Owner = { companyId: number | null; userId: number };

export function ownerOf(auth: Auth): Owner {
  return { companyId: auth.user.companyId ?? null, userId: auth.user.id };
}

export function vehicleOwned(owner: Owner): SQL {
  return and(
    isNull(vehicles.deletedAt),
    owner.companyId ? eq(vehicles.ownerCompanyId, owner.companyId) : and(isNull(vehicles.ownerCompanyId), eq(vehicles.ownerUserId, owner.userId)),
  )!;
}

export function driverOwned(owner: Owner): SQL {
  return and(
    isNull(drivers.deletedAt),
    owner.companyId ? eq(drivers.ownerCompanyId, owner.companyId) : and(isNull(drivers.ownerCompanyId), eq(drivers.ownerUserId, owner.userId)),
  )!;
}

export function blacklistOwned(owner: Owner): SQL {
  return owner.companyId
    ? eq(capacityBlacklist.ownerCompanyId, owner.companyId)
    : and(isNull(capacityBlacklist.ownerCompanyId), eq(capacityBlacklist.ownerUserId, owner.userId))!;
}

/** The company's live (not deleted) lines. */
export function lineOwned(companyId: number): SQL {
  return and(eq(lines.companyId, companyId), isNull(lines.deletedAt))!;
}

export function requireCompany(owner: Owner): number {
  if (!owner.companyId) refuse(CAPACITY_MESSAGES.lineNeedsCompany);
  return owner.companyId;
}

const SHIPPER_ROLES = ['individual_shipper', 'enterprise_shipper'];

export function requireShipper(auth: Auth): Owner {
  if (!SHIPPER_ROLES.includes(auth.role)) refuse(CAPACITY_MESSAGES.shippersOnly);
  return ownerOf(auth);
}

export function frequentOwned(owner: Owner, relation: PartnerRelation): SQL {
  return and(
    eq(frequentCarriers.relation, relation),
    owner.companyId
      ? eq(frequentCarriers.ownerCompanyId, owner.companyId)
      : and(isNull(frequentCarriers.ownerCompanyId), eq(frequentCarriers.ownerUserId, owner.userId)),
  )!;
}

/** Capacity belongs to business accounts; a driver-only or operator session has none to manage. */
export function businessAuth(c: Context): Auth {
  const auth = requireAuthOf(c);
  if (auth.role === 'driver' || auth.role === 'operator') refuse('当前身份无权管理运力');
  return auth;
}
