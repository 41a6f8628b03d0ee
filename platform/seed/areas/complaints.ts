// Demo data of the complaints and the release versions (issue 44), once, marked by seed_runs step
// 'complaints-v1': 鲁中 (stalePassword) complains twice about an order 顺达 carried, one still
// pending and one operations have answered (0 → 1), and operations have recorded two releases.
// Both go through the modules' own functions, so the history rows are what the platform writes;
// the authorisation matrix (platform/authz-matrix.test.ts) reads them to check getcomplaint and
// the versions' deleteById across companies. 鲁中 is chosen because the complaint tests and specs
// count the steel shipper's and 汾河's complaints, and the public history's texts are checked word
// by word: these texts share none of theirs.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { fileComplaint, replyToComplaint } from '../../modules/complaints/complaints';
import { saveVersion } from '../../modules/releases/versions';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';

export const COMPLAINTS_STEP = 'complaints-v1';

/** What the demo complaints say: distinct from every text the complaint tests and specs look for. */
export const DEMO_COMPLAINTS = {
  pending: '派车单约定次日8点前到厂装货，车辆中午才到，耽误了当天的排产。',
  handled: '卸货后回单迟迟未上传，无法按时对账。',
  reply: '承运方已补传回单并说明原因，提醒其卸货后24小时内上传。',
} as const;

/** Releases operations recorded (older than any the version tests add, so their order is unchanged). */
const VERSIONS = [
  { versionNo: '1.0.0', title: '平台上线', notes: '货源发布与抢单\n订单与派车单\n运力管理', releasedOn: '2026-03-01' },
  { versionNo: '1.1.0', title: '结算与发票', notes: '结算单与线上支付\n发票申请与开具\n下载中心', releasedOn: '2026-06-15' },
];

export async function seedComplaints(db: Db, opts: SeedOptions): Promise<void> {
  const [complainant, operator] = [await demoUser(db, DEMO_ACCOUNTS.stalePassword), await demoUser(db, DEMO_ACCOUNTS.operator)];
  if (!complainant?.companyId || !operator) return; // no demo data: nothing to complain about
  const done = await runOnce(db, COMPLAINTS_STEP, async (tx) => {
    // The modules open their own transactions: inside this one they are savepoints, so the step stays all or nothing.
    const inStep = tx as unknown as Db;
    const asComplainant: Auth = { user: complainant, role: 'enterprise_shipper', tokenHash: '' };
    const asOperator: Auth = { user: operator, role: 'operator', tokenHash: '' };
    const [order] = await tx
      .select({ orderNo: orders.orderNo, waybillNo: waybills.waybillNo })
      .from(orders)
      .innerJoin(waybills, eq(waybills.orderId, orders.id))
      .where(and(eq(orders.shipperCompanyId, complainant.companyId!), isNotNull(orders.carrierCompanyId)))
      .orderBy(asc(orders.id), asc(waybills.id))
      .limit(1);
    let complaints = 0;
    if (order) {
      await fileComplaint(inStep, asComplainant, { targetKind: 'order', targetNo: order.orderNo, complaintType: '5', content: DEMO_COMPLAINTS.pending });
      // About a waybill: the public history, newest handled first, shows it first with its masked number.
      const handled = await fileComplaint(inStep, asComplainant, {
        targetKind: 'waybill',
        targetNo: order.waybillNo,
        complaintType: '6',
        content: DEMO_COMPLAINTS.handled,
      });
      await replyToComplaint(inStep, asOperator, { id: handled.id, backDesc: DEMO_COMPLAINTS.reply });
      complaints = 2;
    }
    for (const version of VERSIONS) await saveVersion(inStep, asOperator, version);
    await noteDone(tx, COMPLAINTS_STEP, { complaints, versions: VERSIONS.length });
    return true;
  });
  if (done) opts.log.info({ step: COMPLAINTS_STEP }, 'seed: complaints and release versions');
}
