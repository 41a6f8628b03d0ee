// Demo data of issuing invoices (issue 45), once, marked by seed_runs step 'invoices-issue-v1': one
// signed order of 汾河 carried by 顺达 per Playwright project, its waybill billed, confirmed by 顺达 and
// paid offline through the settlement flow's own functions, so 汾河 may apply for an invoice on it and
// operations issue it (tests/e2e/invoices-issue.spec.ts). Each project takes its own (INVOICE_E2E_GOODS).
import { eq } from 'drizzle-orm';
import { chinaToday } from '../../contract/money/bills';
import type { Db } from '../../db/client';
import { waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { confirmBill, createBill, recordOfflinePayment } from '../../modules/money/bills';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { settleableOrder } from './money';
import { companyCrews, shipperAuth } from './trips';

export const INVOICE_ISSUE_STEP = 'invoices-issue-v1';

/** Who applies (a certified shipper company), and the goods of each project's paid order. */
export const INVOICE_E2E_SHIPPER = DEMO_ACCOUNTS.fenheShipper;
export const INVOICE_E2E_GOODS = { 'no-js': '电煤（开票甲）', js: '电煤（开票乙）' } as const;

export async function seedInvoiceIssuing(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, INVOICE_E2E_SHIPPER);
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  if (!shipper?.companyId || !carrier?.companyId) return; // no demo data: nothing to add to
  const made = await runOnce(db, INVOICE_ISSUE_STEP, async (tx) => {
    const crews = await companyCrews(tx, carrier.companyId!);
    const payer = shipperAuth(shipper);
    const payee: Auth = { user: carrier, role: 'carrier', tokenHash: '' };
    const billNos: string[] = [];
    for (const goods of Object.values(INVOICE_E2E_GOODS)) {
      const order = await settleableOrder(tx, shipper, carrier, crews, { goods, waybills: 1, daysAgo: 3, price: '36.00' }, Date.now(), { remark: '开票演示' });
      const lines = await tx.select({ id: waybills.id }).from(waybills).where(eq(waybills.orderId, order.id));
      // billed, confirmed and paid as the screens do it (savepoints inside the step)
      const bill = await createBill(tx as unknown as Db, payer, { waybillIds: lines.map((l) => l.id), deductions: [] });
      await confirmBill(tx as unknown as Db, payee, bill.id);
      await recordOfflinePayment(tx as unknown as Db, payer, {
        billId: bill.id,
        amountFen: bill.totalFen,
        bankSerial: `KPYS${bill.id}`,
        paidOn: chinaToday(),
        paidTime: '09:30',
        payMeans: '32',
        receiptAccount: '0302010900123456789',
        idempotencyKey: `seed-invoices-${bill.id}`,
      });
      billNos.push(bill.billNo);
    }
    await noteDone(tx, INVOICE_ISSUE_STEP, { bills: billNos });
    return billNos;
  });
  if (made) opts.log.info({ step: INVOICE_ISSUE_STEP, bills: made }, 'seed: paid waybills to invoice');
}
