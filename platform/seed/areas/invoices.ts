// Demo data of invoice applications (issue 45, /shipper/invoiceManage), once, marked by seed_runs
// step 'invoices-v1': per Playwright project, a signed order of two waybills carried by 顺达 for a
// certified shipper company, settled the way the bill screens settle it (the shipper bills it, 顺达
// confirms, the shipper records the offline payment), so both waybills are paid and not invoiced:
// the invoices-apply e2e spec applies for them, each project for its own payer. 鲁中 (stalePassword)
// gets a demo order of one waybill, paid the same way and applied for (待开票) with the company's
// invoice details, so a 开票申请记录 of the demo is not empty (the steel shipper keeps none: the
// invoice-details tests start from its empty form).
import { eq } from 'drizzle-orm';
import { chinaToday } from '../../contract/money/bills';
import type { Db, Tx } from '../../db/client';
import { companies, type users, waybills } from '../../db/schema';
import { applyForInvoice } from '../../modules/invoices/applications';
import { saveInvoiceDetails } from '../../modules/invoices/details';
import { confirmBill, createBill, recordOfflinePayment } from '../../modules/money/bills';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { settleableOrder } from './money';
import { companyCrews, type Crew, shipperAuth } from './trips';

type User = typeof users.$inferSelect;

export const INVOICES_STEP = 'invoices-v1';

/** Per Playwright project: the paying shipper company and the goods of its paid order. */
export const INVOICES_E2E = {
  'no-js': { payer: DEMO_ACCOUNTS.enterpriseShipper, goods: '螺纹钢（开票甲）' },
  js: { payer: DEMO_ACCOUNTS.fenheShipper, goods: '焦炭（开票乙）' },
} as const;

/** The goods of 鲁中's demo application's order. */
export const INVOICES_DEMO_GOODS = '热轧卷（开票演示）';

/** A signed order of `waybillCount` waybills carried by 顺达, billed, confirmed and paid offline; returns the bill. */
async function paidOrder(tx: Tx, payer: User, carrier: User, crews: Crew[], goods: string, waybillCount: number, key: string) {
  const order = await settleableOrder(tx, payer, carrier, crews, { goods, waybills: waybillCount, daysAgo: 8, price: '60.00' }, Date.now(), {
    remark: '开票演示',
  });
  const lines = await tx.select({ id: waybills.id }).from(waybills).where(eq(waybills.orderId, order.id));
  const auth = shipperAuth(payer);
  // savepoints inside the step, as the screens would make them one after another
  const bill = await createBill(tx as unknown as Db, auth, { waybillIds: lines.map((l) => l.id), deductions: [] });
  await confirmBill(tx as unknown as Db, { user: carrier, role: 'carrier', tokenHash: '' }, bill.id);
  await recordOfflinePayment(tx as unknown as Db, auth, {
    billId: bill.id,
    amountFen: bill.totalFen,
    bankSerial: `KPYS${bill.id}${key}`,
    paidOn: chinaToday(),
    paidTime: '09:30',
    payMeans: '32',
    receiptAccount: '0403020109001234567',
    idempotencyKey: `seed-invoices-${key}-${bill.id}`,
  });
  return { bill, waybillIds: lines.map((l) => l.id) };
}

export async function seedInvoices(db: Db, opts: SeedOptions): Promise<void> {
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  if (!carrier?.companyId) return; // no demo data: nothing to add to
  const made = await runOnce(db, INVOICES_STEP, async (tx) => {
    const crews = await companyCrews(tx, carrier.companyId!);
    const bills: string[] = [];
    for (const [project, { payer: account, goods }] of Object.entries(INVOICES_E2E)) {
      const payer = await demoUser(tx, account);
      if (!payer?.companyId) continue;
      bills.push((await paidOrder(tx, payer, carrier, crews, goods, 2, project === 'js' ? 'B' : 'A')).bill.billNo);
    }
    const luzhong = await demoUser(tx, DEMO_ACCOUNTS.stalePassword);
    let demoApplication = '';
    if (luzhong?.companyId) {
      const { bill, waybillIds } = await paidOrder(tx, luzhong, carrier, crews, INVOICES_DEMO_GOODS, 1, 'D');
      const [company] = await tx.select().from(companies).where(eq(companies.id, luzhong.companyId));
      const auth = shipperAuth(luzhong);
      await saveInvoiceDetails(tx as unknown as Db, auth, {
        title: company.name,
        taxpayerNo: company.creditCode,
        registeredAddress: company.address,
        registeredPhone: '',
        bankName: '中国工商银行淄博分行',
        bankAccount: '0403020109001234567',
        mailAddress: company.address,
        recipientName: luzhong.realName,
        recipientPhone: luzhong.mobile,
      });
      const application = await applyForInvoice(tx as unknown as Db, auth, {
        waybillIds,
        kind: 'DIGITAL_SPECIAL',
        amountFen: bill.totalFen,
        remark: '开票演示',
      });
      demoApplication = application.applyNo;
    }
    await noteDone(tx, INVOICES_STEP, { bills, demoApplication });
    return bills;
  });
  if (made) opts.log.info({ step: INVOICES_STEP, bills: made }, 'seed: paid waybills for invoice applications');
}
