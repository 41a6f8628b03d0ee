// Demo data of issuing invoices (issue 45), once, marked by seed_runs step 'invoices-issue-v1': one
// signed order of 汾河 carried by 顺达 per Playwright project, its waybill billed, confirmed by 顺达 and
// paid offline through the settlement flow's own functions, so 汾河 may apply for an invoice on it and
// operations issue it (tests/e2e/invoices-issue.spec.ts). Each project takes its own (INVOICE_E2E_GOODS).
import { eq } from 'drizzle-orm';
import { chinaToday } from '../../contract/money/bills';
import type { Db, Tx } from '../../db/client';
import { type users, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { confirmBill, createBill, recordOfflinePayment } from '../../modules/money/bills';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { settleableOrder } from './money';
import { companyCrews, type Crew, shipperAuth } from './trips';

type User = typeof users.$inferSelect;

export const INVOICE_ISSUE_STEP = 'invoices-issue-v1';

/** Who applies (a certified shipper company), and the goods of each project's paid order. */
export const INVOICE_E2E_SHIPPER = DEMO_ACCOUNTS.fenheShipper;
export const INVOICE_E2E_GOODS = { 'no-js': '电煤（开票甲）', js: '电煤（开票乙）' } as const;

/** A bill of `waybillIds`, confirmed by its payee and paid offline in full, as the screens do it (savepoints inside the step). */
export async function paidBill(tx: Tx, payer: Auth, payee: Auth, waybillIds: number[], names: { serial: string; key: string }) {
  const bill = await createBill(tx as unknown as Db, payer, { waybillIds, deductions: [] });
  await confirmBill(tx as unknown as Db, payee, bill.id);
  await recordOfflinePayment(tx as unknown as Db, payer, {
    billId: bill.id,
    amountFen: bill.totalFen,
    bankSerial: `${names.serial}${bill.id}`,
    paidOn: chinaToday(),
    paidTime: '09:30',
    payMeans: '32',
    receiptAccount: '0302010900123456789',
    idempotencyKey: `${names.key}-${bill.id}`,
  });
  return bill;
}

/**
 * For each of `goods`, a signed order of `shipper` carried by `carrier` with one waybill, billed,
 * confirmed by `payee` and paid (paidBill); `order.daysAgo` grows by two days per order. Returns the bills' numbers.
 */
type PaidOrderNames = { order: { daysAgo: number; price: string }; remark: string; serial: string; key: string };

export async function paidOrders(tx: Tx, parties: { shipper: User; carrier: User; crews: Crew[]; payee: Auth }, goods: readonly string[], o: PaidOrderNames) {
  const billNos: string[] = [];
  for (const [n, name] of goods.entries()) {
    const order = await settleableOrder(
      tx,
      parties.shipper,
      parties.carrier,
      parties.crews,
      { goods: name, waybills: 1, daysAgo: o.order.daysAgo + n * 2, price: o.order.price },
      Date.now(),
      { remark: o.remark },
    );
    const lines = await tx.select({ id: waybills.id }).from(waybills).where(eq(waybills.orderId, order.id));
    const bill = await paidBill(
      tx,
      shipperAuth(parties.shipper),
      parties.payee,
      lines.map((l) => l.id),
      o,
    );
    billNos.push(bill.billNo);
  }
  return billNos;
}

/**
 * Seed step `step`, once: the paid orders of `goods` (paidOrders), carried by `carrier` with the crews
 * `crewsOf` finds and paid to the carrier acting as `payeeRole`; the bills' numbers are noted on the
 * step and logged with `logLine`.
 */
export async function seedPaidOrdersOnce(
  db: Db,
  opts: SeedOptions,
  step: string,
  parties: { shipper: User; carrier: User; payeeRole: Auth['role']; crewsOf: (tx: Tx) => Promise<Crew[]> },
  goods: readonly string[],
  names: PaidOrderNames,
  logLine: string,
): Promise<void> {
  const { shipper, carrier } = parties;
  const made = await runOnce(db, step, async (tx) => {
    const crews = await parties.crewsOf(tx);
    const payee: Auth = { user: carrier, role: parties.payeeRole, tokenHash: '' };
    const billNos = await paidOrders(tx, { shipper, carrier, crews, payee }, goods, names);
    await noteDone(tx, step, { bills: billNos });
    return billNos;
  });
  if (made) opts.log.info({ step, bills: made }, logLine);
}

export async function seedInvoiceIssuing(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, INVOICE_E2E_SHIPPER);
  const carrier = await demoUser(db, DEMO_ACCOUNTS.carrier);
  if (!shipper?.companyId || !carrier?.companyId) return; // no demo data: nothing to add to
  const parties = { shipper, carrier, payeeRole: 'carrier' as const, crewsOf: (tx: Tx) => companyCrews(tx, carrier.companyId!) };
  const names = { order: { daysAgo: 3, price: '36.00' }, remark: '开票演示', serial: 'KPYS', key: 'seed-invoices' };
  await seedPaidOrdersOnce(db, opts, INVOICE_ISSUE_STEP, parties, Object.values(INVOICE_E2E_GOODS), names, 'seed: paid waybills to invoice');
}
