// Demo data of 代开 (issue 45), once, marked by seed_runs step 'invoices-agency-v1': one signed order of
// the steel shipper carried by the individual carrier 赵春生 (no company: the bill's payee is himself)
// per Playwright project, its waybill billed, confirmed by him and paid offline through the settlement
// flow's own functions, so he may apply for 代开 on it and operations issue it
// (tests/e2e/invoices-ticket.spec.ts). Each project takes its own (AGENCY_E2E_GOODS).
import type { Db, Tx } from '../../db/client';
import type { users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, type SeedOptions } from '../steps';
import { seedPaidOrdersOnce } from './invoices-issue';
import { ownCrews } from './trips';

export const INVOICE_AGENCY_STEP = 'invoices-agency-v1';

type DemoUser = typeof users.$inferSelect;

/** Who is paid as an individual, and the goods of each project's paid order. */
export const AGENCY_E2E_PAYEE = DEMO_ACCOUNTS.individualAgent;
export const AGENCY_E2E_GOODS = { 'no-js': '螺纹钢（代开甲）', js: '螺纹钢（代开乙）' } as const;

export async function seedInvoiceAgency(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, AGENCY_E2E_PAYEE);
  if (!shipper?.companyId || !carrier || carrier.companyId) return; // no demo data: nothing to add to
  const names = { order: { daysAgo: 9, price: '34.00' }, remark: '代开演示', serial: 'DKYS', key: 'seed-agency' };
  await seedPaidOrdersOnce(
    db,
    opts,
    INVOICE_AGENCY_STEP,
    agencyParties(shipper, carrier),
    Object.values(AGENCY_E2E_GOODS),
    names,
    'seed: paid waybills for 代开',
  );
}

/** 赵春生 carries with his own crews and is paid as an individual (no company). */
const agencyParties = (shipper: DemoUser, carrier: DemoUser) => ({
  shipper,
  carrier,
  payeeRole: 'individual_agent' as const,
  crewsOf: (tx: Tx) => ownCrews(tx, carrier.id),
});

export const INVOICE_AGENCY_PERIOD_STEP = 'invoices-agency-periods-v1';

/**
 * The goods of each project's paid order for 代开 per period (tests/e2e/invoices-agency-period.spec.ts):
 * operations record the tax office's invoice for the day it was signed, then reverse it red. Its own
 * order, signed weeks before the application spec's, so neither spec's period holds the other's waybill.
 */
export const AGENCY_PERIOD_E2E_GOODS = { 'no-js': '盘螺（期间甲）', js: '盘螺（期间乙）' } as const;

export async function seedInvoiceAgencyPeriods(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, AGENCY_E2E_PAYEE);
  if (!shipper?.companyId || !carrier || carrier.companyId) return; // no demo data: nothing to add to
  const names = { order: { daysAgo: 45, price: '33.00' }, remark: '代开演示', serial: 'DKQJ', key: 'seed-agency-period' };
  const goods = Object.values(AGENCY_PERIOD_E2E_GOODS);
  await seedPaidOrdersOnce(db, opts, INVOICE_AGENCY_PERIOD_STEP, agencyParties(shipper, carrier), goods, names, 'seed: paid waybills for 代开 per period');
}
