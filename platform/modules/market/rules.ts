// The shipper's publishing rules: order limits (/my-center/orderLimit) and required load/unload
// fields (/my-center/loadUnloadRequiredConfig). Publishing and grabbing read them here.
import { eq } from 'drizzle-orm';
import { passDenialMessage } from '../../contract/auth/access';
import { CARGO_MESSAGES, scaled } from '../../contract/market/cargo';
import { type PublishRules } from '../../contract/market/views';
import type { Db, Tx } from '../../db/client';
import { shipperPublishRules } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';

export const NO_RULES: PublishRules = { maxVehiclesPerCargo: null, maxVehiclesPerOrder: null, maxUnitPriceFen: null, dailyPublishLimit: null, required: [] };

export async function publishRules(db: Db | Tx, userId: number): Promise<PublishRules> {
  const [row] = await db.select().from(shipperPublishRules).where(eq(shipperPublishRules.userId, userId)).limit(1);
  if (!row) return NO_RULES;
  return {
    maxVehiclesPerCargo: row.maxVehiclesPerCargo,
    maxVehiclesPerOrder: row.maxVehiclesPerOrder,
    maxUnitPriceFen: row.maxUnitPriceFen,
    dailyPublishLimit: row.dailyPublishLimit,
    required: Array.isArray(row.requiredPointFields) ? (row.requiredPointFields as string[]) : [],
  };
}

const intOrNull = (v: string | undefined) => (v ? Number(v) : null);

export async function saveOrderLimits(
  db: Db,
  auth: Auth,
  input: { maxVehiclesPerCargo?: string; maxVehiclesPerOrder?: string; maxUnitPrice?: string; dailyPublishLimit?: string },
): Promise<PublishRules> {
  const values = {
    maxVehiclesPerCargo: intOrNull(input.maxVehiclesPerCargo),
    maxVehiclesPerOrder: intOrNull(input.maxVehiclesPerOrder),
    maxUnitPriceFen: input.maxUnitPrice ? scaled(input.maxUnitPrice, 2) : null,
    dailyPublishLimit: intOrNull(input.dailyPublishLimit),
    updatedAt: new Date(),
  };
  await db
    .insert(shipperPublishRules)
    .values({ userId: auth.user.id, ...values })
    .onConflictDoUpdate({ target: shipperPublishRules.userId, set: values });
  return publishRules(db, auth.user.id);
}

export async function saveRequiredFields(db: Db, auth: Auth, required: string[]): Promise<PublishRules> {
  const values = { requiredPointFields: [...new Set(required)], updatedAt: new Date() };
  await db
    .insert(shipperPublishRules)
    .values({ userId: auth.user.id, ...values })
    .onConflictDoUpdate({ target: shipperPublishRules.userId, set: values });
  return publishRules(db, auth.user.id);
}

/** The capacity side takes part only when verified (the same rule the screens' pass guard shows). */
export function requireQualified(auth: Auth): void {
  const denied = passDenialMessage({
    role: auth.role,
    authStatus: auth.user.authStatus,
    company: auth.user.company === 'y' ? 'y' : 'n',
    individual: auth.user.individual === 'y' ? 'y' : 'n',
  });
  if (denied) refuse(denied);
}

/** The shipper's limit on vehicles per grab or quote. */
export async function checkPerOrderLimit(db: Db | Tx, shipperUserId: number, vehicles: number): Promise<void> {
  const { maxVehiclesPerOrder } = await publishRules(db, shipperUserId);
  if (maxVehiclesPerOrder !== null && vehicles > maxVehiclesPerOrder) refuse(CARGO_MESSAGES.limitPerOrder(maxVehiclesPerOrder));
}
