// Demo data of publishing (issue #7), once, marked by seed_runs step 'market-v1': the steel
// shipper's frequent goods, addresses, contacts, a cargo template and a frequent carrier, and the operation log of
// the demo cargo (saved, published and closed as it was). Runs after the demo step.
import { eq, isNotNull, max } from 'drizzle-orm';
import { OWNER_CARGO_TRANSITIONS } from '../../contract/market/cargo';
import { nextState, type CargoStatus } from '../../contract/market/marketplace';
import type { Db } from '../../db/client';
import { cargoHistory, cargoSources, frequentCarriers, orderHistory, orders, shipperFrequents } from '../../db/schema';
import { NEW_CARGO_REMARK } from '../../modules/market/publish';
import { DEMO_ACCOUNTS } from '../accounts';
import { HOUR } from '../factories';
import { demoUser, runOnce, type SeedOptions } from '../steps';

export const MARKET_STEP = 'market-v1';

const STEEL_POINTS = {
  load: {
    provinceCode: '13',
    cityCode: '1302',
    districtCode: '130207',
    address: '丰南区沿海工业区钢铁大街8号 津西钢铁成品库',
    contactName: '王建军',
    contactPhone: '13931588201',
  },
  unload: {
    provinceCode: '12',
    cityCode: '1201',
    districtCode: '120116',
    address: '滨海新区东疆港区亚洲路6975号 3号堆场',
    contactName: '陈立新',
    contactPhone: '13820277316',
  },
};

export async function seedMarket(db: Db, _opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  if (!shipper) return; // no demo data: nothing to add to
  await runOnce(db, MARKET_STEP, async (tx) => {
    const owner = { ownerCompanyId: shipper.companyId, ownerUserId: shipper.id };
    const goods = [
      ['热轧卷板', 'steel', 'ton'],
      ['螺纹钢', 'steel', 'ton'],
      ['镀锌板卷', 'steel', 'ton'],
    ] as const;
    const points = Object.values(STEEL_POINTS);
    await tx.insert(shipperFrequents).values([
      ...goods.map(([goodsName, goodsType, quantityUnit]) => ({ ...owner, kind: 'goods', title: goodsName, data: { goodsName, goodsType, quantityUnit } })),
      ...points.map((p) => ({ ...owner, kind: 'address', title: `${p.cityCode === '1302' ? '唐山市 丰南区' : '天津市 滨海新区'} ${p.address}`, data: p })),
      ...points.map((p) => ({
        ...owner,
        kind: 'contact',
        title: `${p.contactName} ${p.contactPhone}`,
        data: { contactName: p.contactName, contactPhone: p.contactPhone },
      })),
      {
        ...owner,
        kind: 'template',
        title: '丰南钢厂 → 天津港（热轧卷）',
        data: {
          businessType: '2',
          goodsName: '热轧卷板',
          goodsType: 'steel',
          quantity: 300,
          quantityUnit: 'ton',
          totalWeightT: '300',
          vehicleType: 'Q11',
          vehicleLength: '13.75',
          vehicleCount: 9,
          priceMode: 'unit',
          price: '68.00',
          payType: 'online',
          chargeMode: 'billing',
          chargeNode: 'unload',
          publishScope: 'public',
          autoConfirm: true,
          loadPoints: [STEEL_POINTS.load],
          unloadPoints: [STEEL_POINTS.unload],
        },
      },
    ]);
    // A frequent carrier to designate and to order from: the demo carrier's company.
    const carrier = await demoUser(tx, DEMO_ACCOUNTS.carrier);
    if (carrier?.companyId) {
      await tx.insert(frequentCarriers).values({ relation: 'carrier', ...owner, carrierCompanyId: carrier.companyId, remark: '长期合作，钢材专线' });
    }
    // The operation log of the demo cargo as the shipper's form and moves write it (market/publish.ts):
    // saved as a draft, published from it (the form's save writes no remark), and closed when it
    // was — after the last dealing with its orders. Taking its vehicles writes no row of the cargo's.
    const cargo = await tx.select().from(cargoSources).where(isNotNull(cargoSources.createdAt));
    const lastDealing = new Map(
      (
        await tx
          .select({ cargoId: orders.cargoId, at: max(orderHistory.createdAt) })
          .from(orderHistory)
          .innerJoin(orders, eq(orders.id, orderHistory.orderId))
          .groupBy(orders.cargoId)
      ).map((r) => [r.cargoId, r.at]),
    );
    const log = cargo.flatMap((c) => {
      const row = (action: string, fromStatus: CargoStatus | null, toStatus: CargoStatus, remark: string | null, createdAt: Date) => ({
        cargoId: c.id,
        action,
        fromStatus,
        toStatus,
        actorUserId: c.shipperUserId,
        remark,
        createdAt,
      });
      const rows = [row('create', null, 'draft', NEW_CARGO_REMARK.create, c.createdAt)];
      const published = c.publishedAt ? nextState(OWNER_CARGO_TRANSITIONS, 'draft', 'publish')! : null;
      if (published) rows.push(row(published.action, published.from, published.to, null, c.publishedAt!));
      if (c.status === 'closed') {
        const closed = nextState(OWNER_CARGO_TRANSITIONS, published?.to ?? 'draft', 'close')!;
        const after = Math.max(c.publishedAt?.getTime() ?? c.createdAt.getTime(), lastDealing.get(c.id)?.getTime() ?? 0);
        rows.push(row(closed.action, closed.from, closed.to, closed.label, new Date(after + HOUR)));
      }
      return rows;
    });
    for (let i = 0; i < log.length; i += 500) await tx.insert(cargoHistory).values(log.slice(i, i + 500));
  });
}
