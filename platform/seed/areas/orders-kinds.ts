// Demo data of the order kinds (issue #8), once, marked by seed_runs step 'orders-kinds-v1': the
// steel shipper's earlier preferred (优选) and control (管控) orders, carried by 天津顺达 and rated
// well (so 顺达 stands clearly above the preferred-carrier bar), and one preferred order still
// open in the pool. The cargo rows come from the market module's own code (insertTakenCargo),
// dated when each order was released; each trip is driven by a crew of 顺达 free at the time.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orderEvaluations } from '../../db/schema';
import { insertOrder, orderParties, orderTerms } from '../../modules/market/orders';
import { companyAccountId } from '../../modules/auth/users';
import { preferredAcceptRemark, RELEASE_REMARK, releaseRemark } from '../../modules/orders/kinds';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY, HOUR } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { cargoInput, companyCrews, freeCrews, PORT_YARD, recordReleasedOrder, shipperAuth, type SignedTrip, takenCargoAt } from './trips';

export const ORDERS_KINDS_STEP = 'orders-kinds-v1';
/** When each finished trip was dispatched, started, loaded, unloaded and signed, in hours after the release. */
const TRIP_HOURS: SignedTrip['hours'] = [2, 6, 8, 28, 30];

type Done = { kind: 'preferred' | 'control'; goods: string; weightT: number; price: string; daysAgo: number; score: number; comment: string };

const DONE: Done[] = [
  {
    kind: 'preferred',
    goods: '热轧卷板（优选）',
    weightT: 32,
    price: '185.00',
    daysAgo: 21,
    score: 5,
    comment: '优选承运商名副其实，当天接单当天装车，卸货准时。',
  },
  { kind: 'control', goods: '冷轧薄板（管控）', weightT: 30, price: '192.00', daysAgo: 18, score: 5, comment: '网络货运全程留痕，运单和回单齐全，开票顺利。' },
  { kind: 'preferred', goods: '镀锌卷（优选）', weightT: 31, price: '188.00', daysAgo: 15, score: 5, comment: '车况好，司机专业，钢卷加固到位。' },
  { kind: 'control', goods: '螺纹钢（管控）', weightT: 33, price: '178.00', daysAgo: 13, score: 4, comment: '整体满意，卸货排队时间稍长。' },
];

export async function seedOrdersKinds(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  const [platform] = await db.select().from(companies).where(eq(companies.kind, 'platform')).orderBy(companies.id).limit(1);
  if (!shipper || !carrier?.companyId || !platform) return; // no demo data: nothing to add to
  const [carrierCompany] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, carrier.companyId));
  const platformUserId = await companyAccountId(db, platform.id);
  if (platformUserId === null) return;
  const done = await runOnce(db, ORDERS_KINDS_STEP, async (tx) => {
    const auth = shipperAuth(shipper);
    // The trips' crews: 顺达's reviewed trucks and drivers, each trip the first crew free then.
    const crews = await companyCrews(tx, carrier.companyId!);
    if (crews.length === 0) return null;
    let made = 0;
    for (const d of DONE) {
      const at = Date.now() - d.daysAgo * DAY;
      const cargo = await takenCargoAt(
        tx,
        auth,
        cargoInput({ goodsName: d.goods, weightT: d.weightT, vehicles: 1, price: d.price, remark: d.kind === 'control' ? '管控到网络货运' : '平台优选承运' }),
        RELEASE_REMARK[d.kind],
        at,
      );
      const weightKg = d.weightT * 1000;
      const order = await insertOrder(tx, {
        ...orderTerms(cargo, 1, weightKg),
        ...orderParties(shipper, carrier),
        source: '7',
        status: 'COMPLETE',
        payStatus: '2',
        releaseKind: d.kind,
        actualCarrierCompanyId: d.kind === 'control' ? carrier.companyId : null,
        createdAt: new Date(at),
        updatedAt: new Date(at + 3 * DAY),
      });
      const [crew] = await freeCrews(tx, crews, at, [TRIP_HOURS]);
      await recordReleasedOrder(tx, {
        order,
        at,
        shipper,
        carrier,
        remarks:
          d.kind === 'control'
            ? { released: releaseRemark('control', { platform: platform.name, carrier: carrierCompany.name }) }
            : { released: releaseRemark('preferred'), accepted: preferredAcceptRemark(carrierCompany.name) },
        acceptedH: 0.5,
        cargo,
        trips: [
          {
            ...crew,
            drivenBy: crew.driver.userId ?? carrier.id,
            plannedKg: weightKg,
            loadKg: weightKg,
            unloadKg: weightKg - Math.round(weightKg * 0.0015), // a normal load-to-unload loss
            consignee: PORT_YARD,
            audited: true,
            hours: TRIP_HOURS,
          },
        ],
        receiptH: 50,
      });
      await tx.insert(orderEvaluations).values({
        orderId: order.id,
        shipperUserId: shipper.id,
        carrierCompanyId: carrier.companyId,
        carrierUserId: carrier.id,
        score: d.score,
        comment: d.comment,
        createdAt: new Date(at + 52 * HOUR),
      });
      made += 1;
    }
    // One preferred order still open in the pool: the platform holds its place until a preferred carrier accepts.
    const openAt = Date.now() - 5 * HOUR;
    const open = await takenCargoAt(
      tx,
      auth,
      cargoInput({ goodsName: '中厚板（优选）', weightT: 64, vehicles: 2, price: '196.00', remark: '平台优选承运，先接先得' }),
      RELEASE_REMARK.preferred,
      openAt,
    );
    const openOrder = await insertOrder(tx, {
      ...orderTerms(open, 2, 64_000),
      shipperCompanyId: shipper.companyId,
      shipperUserId: shipper.id,
      carrierCompanyId: platform.id,
      carrierUserId: platformUserId,
      source: '7',
      status: 'WAITACCEPT',
      releaseKind: 'preferred',
      createdAt: new Date(openAt),
      updatedAt: new Date(openAt),
    });
    await recordReleasedOrder(tx, {
      order: openOrder,
      at: openAt,
      shipper,
      carrier: { id: platformUserId, companyId: platform.id },
      remarks: { released: releaseRemark('preferred') },
      cargo: open,
    });
    await noteDone(tx, ORDERS_KINDS_STEP, { completed: made, open: 1 });
    return made;
  });
  if (done !== null) opts.log.info({ step: ORDERS_KINDS_STEP, completed: done }, 'seed: order kinds demo data');
}
