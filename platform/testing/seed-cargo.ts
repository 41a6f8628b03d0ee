// A fresh cargo for a platform test, copied from the first published cargo of a business type in
// the demo seed (1 整车, 2 抢单, 3 竞价): the test owns its remaining vehicles, so it never races
// another test for the seed's own rows. It is paid offline unless the test says otherwise: a load paid
// online is taken only by a party with an opened wallet, and the platform tests' seed opens none (no
// bank; market/wallet-rule.test.ts tests that rule).
import { and, eq } from 'drizzle-orm';
import { cargoSources } from '../db/schema';
import type { Db } from '../db/client';

type CargoRow = typeof cargoSources.$inferInsert;

let seq = 0;

export async function copyOfSeedCargo(db: Db, businessType: '1' | '2' | '3', overrides: Partial<CargoRow> = {}) {
  const [template] = await db
    .select()
    .from(cargoSources)
    .where(and(eq(cargoSources.businessType, businessType), eq(cargoSources.status, 'published')))
    .orderBy(cargoSources.id)
    .limit(1);
  if (!template) throw new Error(`the demo seed has no published cargo of business type ${businessType}`);
  const { id: _id, ...fields } = template;
  seq += 1;
  const [row] = await db
    .insert(cargoSources)
    .values({
      ...fields,
      sourceNo: `HYT${businessType}${process.pid}${seq}`,
      vehicleCount: 10,
      vehiclesRemaining: 10,
      deadline: null,
      payType: 'outline',
      ...overrides,
    })
    .returning();
  return row;
}
