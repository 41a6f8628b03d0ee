// Demo data of 代开 (issue 45), once, marked by seed_runs step 'invoices-agency-v1': one signed order of
// the steel shipper carried by the individual carrier 赵春生 (no company: the bill's payee is himself)
// per Playwright project, its waybill billed, confirmed by him and paid offline through the settlement
// flow's own functions, so he may apply for 代开 on it and operations issue it
// (tests/e2e/invoices-ticket.spec.ts). Each project takes its own (AGENCY_E2E_GOODS).
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { paidOrders } from './invoices-issue';
import { ownCrews } from './trips';

export const INVOICE_AGENCY_STEP = 'invoices-agency-v1';

/** Who is paid as an individual, and the goods of each project's paid order. */
export const AGENCY_E2E_PAYEE = DEMO_ACCOUNTS.individualAgent;
export const AGENCY_E2E_GOODS = { 'no-js': '螺纹钢（代开甲）', js: '螺纹钢（代开乙）' } as const;

export async function seedInvoiceAgency(db: Db, opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  const carrier = await demoUser(db, AGENCY_E2E_PAYEE);
  if (!shipper?.companyId || !carrier || carrier.companyId) return; // no demo data: nothing to add to
  const made = await runOnce(db, INVOICE_AGENCY_STEP, async (tx) => {
    const crews = await ownCrews(tx, carrier.id);
    const payee: Auth = { user: carrier, role: 'individual_agent', tokenHash: '' };
    const billNos = await paidOrders(tx, { shipper, carrier, crews, payee }, Object.values(AGENCY_E2E_GOODS), {
      order: { daysAgo: 9, price: '34.00' },
      remark: '代开演示',
      serial: 'DKYS',
      key: 'seed-agency',
    });
    await noteDone(tx, INVOICE_AGENCY_STEP, { bills: billNos });
    return billNos;
  });
  if (made) opts.log.info({ step: INVOICE_AGENCY_STEP, bills: made }, 'seed: paid waybills for 代开');
}

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
  const made = await runOnce(db, INVOICE_AGENCY_PERIOD_STEP, async (tx) => {
    const crews = await ownCrews(tx, carrier.id);
    const payee: Auth = { user: carrier, role: 'individual_agent', tokenHash: '' };
    const billNos = await paidOrders(tx, { shipper, carrier, crews, payee }, Object.values(AGENCY_PERIOD_E2E_GOODS), {
      order: { daysAgo: 45, price: '33.00' },
      remark: '代开演示',
      serial: 'DKQJ',
      key: 'seed-agency-period',
    });
    await noteDone(tx, INVOICE_AGENCY_PERIOD_STEP, { bills: billNos });
    return billNos;
  });
  if (made) opts.log.info({ step: INVOICE_AGENCY_PERIOD_STEP, bills: made }, 'seed: paid waybills for 代开 per period');
}
