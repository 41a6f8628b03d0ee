// The seed, idempotent and safe on every start:
//   1. reference data: dictionaries (upserted), control parameters and the platform's pages
//      (inserted when missing, so admin edits survive) — reference.ts;
//   2. the demo data (companies, users, fleet, cargo, orders, waybills, news) once, marked by
//      seed_runs step 'demo-v1', all in one transaction — demo/;
//   3. each area's demo data on top of it, once per area step — areas/.
// seedBulkWaybills adds generated cargo, orders and waybills for performance work (bulk.ts).
//
// The seed sits above the platform's modules: it may call their code (the market's insertOrder,
// the password hash) to write rows the way the app does, and no module imports it. The tests
// sign in with the demo accounts of accounts.ts.
import { count as countRows, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cargoPoints,
  cargoSources,
  companies,
  drivers,
  lines,
  news,
  orderHistory,
  orders,
  platformInfo,
  seedRuns,
  sysControlParams,
  sysDictData,
  userRoles,
  users,
  vehicles,
  waybillHistory,
  waybills,
} from '../db/schema';
import { seedCapacity, seedCapacityOrganisation } from './areas/capacity';
import { seedMarket } from './areas/market';
import { seedInvoiceAgency, seedInvoiceAgencyPeriods } from './areas/invoices-agency';
import { seedInvoiceIssuing } from './areas/invoices-issue';
import { seedMoney } from './areas/money';
import { seedMoneyOnline, seedMoneyOnlineRetry } from './areas/money-online';
import { seedInvoices } from './areas/invoices';
import { seedKeyAreas } from './areas/key-areas';
import { seedWalletOps } from './areas/wallet-ops';
import { seedCapacityWallets } from './areas/capacity-wallets';
import { seedOrders } from './areas/orders';
import { seedOrdersAgent } from './areas/orders-agent';
import { seedOrdersDirection } from './areas/orders-direction';
import { seedOrdersKinds } from './areas/orders-kinds';
import { seedOrdersMulti } from './areas/orders-multi';
import { seedOrdersTrack } from './areas/orders-track';
import { seedOpen } from './areas/open';
import { seedReporting } from './areas/reporting';
import { seedReputation } from './areas/reputation';
import { seedComplaints } from './areas/complaints';
import { seedDetailRecords } from './areas/detail-records';
import { seedContracts } from './areas/contracts';
import { seedPermissions } from './areas/permissions';
import { seedWorkspace } from './areas/workspace';
import { DEMO_STEP, seedDemo } from './demo/insert';
import { verifyPlaces } from './places';
import { seedReference } from './reference';
import type { SeedOptions } from './steps';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';
export { seedBulkWaybills } from './bulk';
export { DEMO_MOBILES } from './demo/parties';
export { makeCreditCode, makeIdCard } from './factories';
export { POLICY_KEYS } from './platform-pages';
export type { SeedLog, SeedOptions } from './steps';
export { DEMO_STEP };

/**
 * Reference data always; the demo data unless `demo` is false. A production start passes false
 * (issue 41): its database holds no user but the administrator `npm run admin:create` makes.
 */
export async function seedDatabase(db: Db, opts: SeedOptions & { demo?: boolean }): Promise<void> {
  const { log } = opts;
  await seedReference(db, log);
  if (opts.demo === false) {
    // The area steps add reference rows of their own (the workspace's menus) and skip their demo
    // rows when the demo accounts are absent.
    for (const seedArea of AREA_SEEDS) await seedArea(db, opts);
    return;
  }
  verifyPlaces();
  const [done] = await db.select({ step: seedRuns.step }).from(seedRuns).where(eq(seedRuns.step, DEMO_STEP)).limit(1);
  if (done) log.info({ step: DEMO_STEP }, 'seed: demo data already present');
  else await seedDemo(db, log);
  // Each area adds its own demo data as a step of its own, once, on top of the demo step.
  for (const seedArea of AREA_SEEDS) await seedArea(db, opts);
}

/** Area seed steps, run in this order after the demo step; each is idempotent. */
const AREA_SEEDS: ((db: Db, opts: SeedOptions) => Promise<void>)[] = [
  seedWorkspace,
  seedPermissions,
  seedCapacity,
  seedCapacityOrganisation,
  seedMarket,
  seedOrders,
  seedOrdersAgent,
  seedOrdersKinds,
  seedOrdersMulti,
  seedOrdersTrack,
  seedKeyAreas,
  seedReputation,
  seedReporting,
  seedOrdersDirection,
  seedMoney,
  seedMoneyOnline,
  seedMoneyOnlineRetry,
  seedInvoices,
  seedWalletOps,
  seedCapacityWallets,
  seedInvoiceIssuing,
  seedInvoiceAgency,
  seedInvoiceAgencyPeriods,
  seedContracts,
  seedOpen,
  seedComplaints,
  seedDetailRecords,
];

/** Row counts of the seeded tables (for the CLI and tests). */
export async function seedCounts(db: Db): Promise<Record<string, number>> {
  const tables = {
    sys_dict_data: sysDictData,
    sys_control_params: sysControlParams,
    companies,
    users,
    user_roles: userRoles,
    vehicles,
    drivers,
    lines,
    cargo_sources: cargoSources,
    cargo_points: cargoPoints,
    orders,
    order_history: orderHistory,
    waybills,
    waybill_history: waybillHistory,
    news,
    platform_info: platformInfo,
    seed_runs: seedRuns,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: countRows() }).from(table);
    out[name] = row.n;
  }
  return out;
}
