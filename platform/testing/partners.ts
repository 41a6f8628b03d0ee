// Partnerships the platform tests set up: a shipper's frequent carrier, as the shipper adds it on
// its partner screen (designated cargo and placed orders go only to frequent carriers).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { frequentCarriers } from '../db/schema';

type Account = { id: number; companyId: number | null };

/** Makes the carrier's company a frequent carrier of the shipper's company, unless it is one already. */
export async function ensureFrequentCarrier(db: Db, shipper: Account, carrier: Account): Promise<void> {
  const known = await db
    .select()
    .from(frequentCarriers)
    .where(
      and(
        eq(frequentCarriers.ownerCompanyId, shipper.companyId!),
        eq(frequentCarriers.carrierCompanyId, carrier.companyId!),
        eq(frequentCarriers.relation, 'carrier'),
      ),
    );
  if (known.length === 0)
    await db
      .insert(frequentCarriers)
      .values({ relation: 'carrier', ownerCompanyId: shipper.companyId, ownerUserId: shipper.id, carrierCompanyId: carrier.companyId! });
}
