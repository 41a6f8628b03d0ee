// Demo data of the public complaint history, once, marked by seed_runs step 'reputation-v1': a few
// complaints on signed waybills, most of them handled by operations (/historicalComplaints). The
// ratings behind /creditEvaluation come from the orders step (areas/orders.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, waybillAbnormals, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY } from '../factories';
import { demoUser, runOnce, type SeedOptions } from '../steps';

export const REPUTATION_STEP = 'reputation-v1';

const COMPLAINTS: { type: string; description: string; note: string | null }[] = [
  {
    type: '3',
    description: '卸货时发现两卷冷轧板外包装破损、边部磕碰，收货方拍照留证。',
    note: '经核实为途中绑带松动所致，承运商已按货值赔付并整改加固流程。',
  },
  {
    type: '5',
    description: '车辆在京港澳高速因事故管制滞留6小时，未及时告知收货方，联系电话13912345678无人接听。',
    note: '已约谈承运商，要求在途异常30分钟内通知货主，本单免收延误违约金。',
  },
  { type: '2', description: '收货方以到货规格与订单不符为由拒收一车。', note: '核对为货主发货单填写错误，货主已确认重新发货，承运方返程运费由货主承担。' },
  { type: '6', description: '司机要求收货方额外支付装卸费200元。', note: null },
];

export async function seedReputation(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  if (!shipper) return; // no demo data: nothing to rate
  const done = await runOnce(db, REPUTATION_STEP, async (tx) => {
    const signed = await tx
      .select({ id: waybills.id, orderId: waybills.orderId, signedAt: waybills.signedAt, createdAt: waybills.createdAt, shipperUserId: orders.shipperUserId })
      .from(waybills)
      .innerJoin(orders, eq(orders.id, waybills.orderId))
      .where(and(eq(waybills.status, 'SIGN'), inArray(orders.status, ['COMPLETE', 'SIGN'])))
      .orderBy(asc(waybills.id))
      .limit(COMPLAINTS.length);
    const operator = await demoUser(tx, DEMO_ACCOUNTS.operator);
    if (signed.length && operator) {
      await tx.insert(waybillAbnormals).values(
        signed.map((w, i) => {
          const c = COMPLAINTS[i];
          const reportedAt = new Date((w.signedAt ?? w.createdAt).getTime() - DAY / 8);
          return {
            waybillId: w.id,
            orderId: w.orderId,
            abnormalType: c.type,
            description: c.description,
            reporterUserId: w.shipperUserId,
            status: c.note ? '1' : '0',
            handleNote: c.note,
            handlerUserId: c.note ? operator.id : null,
            handledAt: c.note ? new Date(reportedAt.getTime() + DAY) : null,
            createdAt: reportedAt,
          };
        }),
      );
    }
    return true;
  });
  if (done) opts.log.info({ step: REPUTATION_STEP }, 'seed: reputation demo data');
}
