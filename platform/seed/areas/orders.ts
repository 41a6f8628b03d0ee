// Demo data of the orders area (issue #8), once, marked by seed_runs step 'orders-v1': the demo
// orders and waybills come with the demo step; this adds what follows them — exceptions reported
// on waybills (one handled, two pending) and the shippers' ratings of completed orders (the
// newest completed order and the signed ones are left to rate).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, orderEvaluations, orders, waybillAbnormals, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../accounts';
import { HOUR } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';

export const ORDERS_STEP = 'orders-v1';

const COMMENTS: [number, string][] = [
  [5, '装货准时，司机服务态度好，钢卷加固到位，全程无货损。'],
  [4, '整体满意，到达卸货地比约定晚了两个小时，提前电话告知了。'],
  [5, '多次合作，车况好，回单及时，推荐。'],
  [3, '运输正常，但磅单上传不够及时，希望改进。'],
];

export async function seedOrders(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  if (!shipper) return; // no demo data: nothing to add to
  const done = await runOnce(db, ORDERS_STEP, async (tx) => {
    // Ratings: every completed order but the newest, by its shipper.
    const completed = await tx.select().from(orders).where(eq(orders.status, 'COMPLETE')).orderBy(desc(orders.createdAt));
    const rated = completed.slice(1);
    for (const [i, o] of rated.entries()) {
      const [score, comment] = COMMENTS[i % COMMENTS.length];
      await tx
        .insert(orderEvaluations)
        .values({
          orderId: o.id,
          shipperUserId: o.shipperUserId,
          carrierCompanyId: o.carrierCompanyId,
          carrierUserId: o.carrierUserId,
          score,
          comment,
          createdAt: new Date(o.updatedAt.getTime() + 2 * HOUR),
        })
        .onConflictDoNothing();
    }

    // Exceptions: the refused waybill (handled by the shipper), a loaded and a started one (pending).
    const pick = async (status: string) =>
      (
        await tx
          .select({ w: waybills, o: orders, driverUserId: drivers.userId })
          .from(waybills)
          .innerJoin(orders, eq(orders.id, waybills.orderId))
          .innerJoin(drivers, eq(drivers.id, waybills.driverId))
          .where(and(eq(waybills.status, status), inArray(orders.status, ['SIGN', 'TRANSPORT'])))
          .orderBy(asc(waybills.id))
          .limit(1)
      )[0];
    type Picked = NonNullable<Awaited<ReturnType<typeof pick>>>;
    /** An exception reported on a picked waybill, of the waybill's order. */
    const reportOn = (picked: Picked, report: Omit<typeof waybillAbnormals.$inferInsert, 'waybillId' | 'orderId'>) => ({
      waybillId: picked.w.id,
      orderId: picked.o.id,
      ...report,
    });
    const refused = await pick('REFUSE');
    const loaded = await pick('LOAD');
    const started = await pick('START');
    const reports = [
      refused &&
        reportOn(refused, {
          abnormalType: '2',
          description: '收货方验货发现两卷钢卷边部锈蚀，拒绝签收，货物暂存卸货地仓库。',
          reporterUserId: refused.driverUserId ?? refused.o.carrierUserId,
          status: '1',
          handleNote: '已与收货方协商，锈蚀钢卷退回厂内复检，其余按合同结算。',
          handlerUserId: refused.o.shipperUserId,
          handledAt: new Date(refused.w.updatedAt.getTime() + 5 * HOUR),
          createdAt: new Date(refused.w.updatedAt.getTime() + HOUR),
        }),
      loaded &&
        reportOn(loaded, {
          abnormalType: '5',
          description: '京哈高速唐山段因事故临时封闭，绕行国道，预计晚到4小时。',
          reporterUserId: loaded.driverUserId ?? loaded.o.carrierUserId,
          createdAt: new Date(Date.now() - 6 * HOUR),
        }),
      started &&
        reportOn(started, {
          abnormalType: '6',
          description: '装货厂区排队车辆较多，预计等待3小时后装货。',
          reporterUserId: started.o.carrierUserId,
          createdAt: new Date(Date.now() - 2 * HOUR),
        }),
    ].filter((report) => report !== undefined);
    if (reports.length > 0) await tx.insert(waybillAbnormals).values(reports);
    const abnormals = reports.length;
    await noteDone(tx, ORDERS_STEP, { evaluations: rated.length, abnormals });
    return { evaluations: rated.length, abnormals };
  });
  if (done) opts.log.info(done, 'seed: orders area');
}
