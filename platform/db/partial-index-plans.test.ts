// Every read that a partial index serves, planned as the embedded database runs it: once, for any
// value of its parameters (decision 014). A plan for any `status in ($1, $2)` or `user_type = $1`
// cannot use an index whose predicate names the constants, and the read falls back on the whole
// table: every wallet of the platform on each wallet page and payment, every transfer on each run
// of the bank-query job, every contract on each dispatch of a controlled order, every job on each
// repeated export. Written as their indexes state them, they read through the index. Thousands of
// rows per table, analysed, so that the planner weighs an index against a scan of a real table.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericPlanText } from '../testing/generic-plan';
import { openTestDatabase, type TestDatabase } from '../testing/test-db';
import { COMPLETE_CONTRACT, LIVE_CONTRACT } from '../modules/contracts/access';
import { LIVE_JOB } from '../modules/jobs/runner';
import { openMovement, walletOwnedBy } from '../modules/money/wallet-service';
import { backgroundJobs, bankTransfers, contracts, wallets } from './schema';

const BULK = 5_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const run = (text: string) => database.db.execute(sql.raw(text));
  // company-less enterprise wallets (the unique index lets nulls repeat), settled transfers between
  // two of them, contracts long void, and finished jobs of one kind and key
  await run(`insert into wallets (user_type, company_id, user_id, holder_name)
    select 1, null, (select min(id) from users), '批量钱包' || g from generate_series(1, ${BULK}) g`);
  await run(`insert into bank_transfers (bill_id, payer_wallet_id, payee_wallet_id, amount_fen, status, serial, business_key, actor_user_id)
    select (select min(id) from settlement_bills), w.id, w.id, 100, 'PAID', 'SER' || g, 'KEY' || g, (select min(id) from users)
    from generate_series(1, ${BULK}) g, (select min(id) as id from wallets) w`);
  await run(`insert into contracts (contract_no, kind, title, status, order_id, term_start, term_end, sign_deadline, clauses)
    select 'HTPLAN' || g, 'carrier', '作废合同', 'INVALIDED', (select min(id) from orders), '2026-01-01', '2026-12-31', now(), '[]'::jsonb
    from generate_series(1, ${BULK}) g`);
  await run(`insert into background_jobs (kind, title, payload, status, singleton_key)
    select 'export', '导出', '{}'::jsonb, 'done', 'export:1' from generate_series(1, ${BULK}) g`);
  await run('analyze wallets, bank_transfers, contracts, background_jobs');
}, 120_000);

afterAll(async () => {
  await database?.cleanup();
});

/** Each read as its module makes it (the predicate the module exports), and the index it must use. */
const READS = [
  {
    read: 'a company’s wallet (walletOf, payeeWalletOf)',
    index: 'wallets_company',
    table: 'wallets',
    statement: () =>
      database.db
        .select()
        .from(wallets)
        .where(walletOwnedBy({ companyId: 1 })),
  },
  {
    read: 'a person’s wallet',
    index: 'wallets_person',
    table: 'wallets',
    statement: () =>
      database.db
        .select()
        .from(wallets)
        .where(walletOwnedBy({ userId: 1 })),
  },
  {
    read: 'the bank-query job’s open transfers (settleByQuery)',
    index: 'bank_transfers_open',
    table: 'bank_transfers',
    statement: () =>
      database.db
        .select({ id: bankTransfers.id })
        .from(bankTransfers)
        .where(and(openMovement(bankTransfers), lt(bankTransfers.updatedAt, new Date()))),
  },
  {
    read: 'an order’s signed carrier contract (carrierContractSigned)',
    index: 'contracts_order_kind',
    table: 'contracts',
    statement: () =>
      database.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.orderId, 1), inArray(contracts.kind, ['carrier', 'driver']), COMPLETE_CONTRACT)),
  },
  {
    read: 'an order’s live contracts (makeOrderContracts)',
    index: 'contracts_order_kind',
    table: 'contracts',
    statement: () =>
      database.db
        .select({ kind: contracts.kind })
        .from(contracts)
        .where(and(eq(contracts.orderId, 1), LIVE_CONTRACT)),
  },
  {
    read: 'the live singleton job an enqueue ran into (JobRunner.enqueue)',
    index: 'background_jobs_singleton',
    table: 'background_jobs',
    statement: () =>
      database.db
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, 'export'), eq(backgroundJobs.singletonKey, 'export:1'), LIVE_JOB)),
  },
];

describe('reads of partial indexes on generic plans', () => {
  it.each(READS)('$read reads through $index', async ({ index, table, statement }) => {
    const plan = await genericPlanText(database.db, statement().toSQL());
    expect(plan).toContain(index);
    expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  });
});
