// Demo data of agents' orders (issue #8), once, marked by seed_runs step 'orders-agent-v1': the
// steel shipper's grab cargo taken by the agent company 恒通 (DEMO_ACCOUNTS.agent) and by the
// individual agent 赵春生 (individualAgent), each an order waiting in WAITALLOT for its agent to appoint a carrier.
// Each order has its own cargo row (sold out to it), as the market would have left it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoPoints, cargoSources, orderHistory } from '../../db/schema';
import { ORDER_ORIGINS, insertOrder, orderParties, orderTerms } from '../../modules/market/orders';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY } from '../factories';
import { cargoNumber } from '../../contract/market/cargo-number';
import { demoUser, runOnce, type SeedOptions } from '../steps';
import { recordPublishedCargo } from './trips';

export const ORDERS_AGENT_STEP = 'orders-agent-v1';

const TAKEN = [
  { agent: DEMO_ACCOUNTS.agent, goodsName: '冷轧卷板', vehicles: 2, weightKg: 64_000, unitPriceFen: 18_500, daysAgo: 1.2 },
  { agent: DEMO_ACCOUNTS.individualAgent, goodsName: '高线盘条', vehicles: 1, weightKg: 32_000, unitPriceFen: 17_800, daysAgo: 0.6 },
];

export async function seedOrdersAgent(db: Db, _opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  if (!shipper) return; // no demo data: nothing to add to
  await runOnce(db, ORDERS_AGENT_STEP, async (tx) => {
    // A published grab cargo of the steel shipper is the model of each taken cargo.
    const [model] = await tx
      .select()
      .from(cargoSources)
      .where(and(eq(cargoSources.shipperUserId, shipper.id), eq(cargoSources.businessType, '2')))
      .orderBy(cargoSources.id)
      .limit(1);
    if (!model) return;
    const points = await tx.select().from(cargoPoints).where(eq(cargoPoints.cargoId, model.id));
    for (const t of TAKEN) {
      const agent = await demoUser(tx, t.agent);
      if (!agent) continue;
      const at = new Date(Date.now() - t.daysAgo * DAY);
      const { id: _id, ...fields } = model;
      // numbered from its own id, as the market numbers a cargo, so no other cargo can share it
      const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('cargo_sources', 'id'))::int as id`);
      const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
      const [cargo] = await tx
        .insert(cargoSources)
        .values({
          ...fields,
          id,
          sourceNo: cargoNumber(id, at),
          goodsName: t.goodsName,
          quantity: t.weightKg / 1000,
          totalWeightKg: t.weightKg,
          vehicleCount: t.vehicles,
          vehiclesRemaining: 0,
          unitPriceFen: t.unitPriceFen,
          totalPriceFen: null,
          status: 'done',
          createdAt: at,
          publishedAt: at,
          updatedAt: at,
        })
        .returning();
      // Published, then taken whole by the grab (a grab writes no row of the cargo's own).
      await recordPublishedCargo(tx, cargo.id, shipper.id, at);
      if (points.length) await tx.insert(cargoPoints).values(points.map(({ id: _p, ...p }) => ({ ...p, cargoId: cargo.id })));
      const order = await insertOrder(tx, {
        ...orderTerms(cargo, t.vehicles, t.weightKg),
        ...orderParties(shipper, agent),
        source: '1',
        status: 'ACCEPT',
        createdAt: at,
        updatedAt: at,
      });
      await tx.insert(orderHistory).values({
        orderId: order.id,
        fromStatus: null,
        toStatus: order.status,
        action: 'grab',
        actorUserId: agent.id,
        remark: ORDER_ORIGINS.grab.remark(t.vehicles, true),
        createdAt: at,
      });
    }
  });
}
