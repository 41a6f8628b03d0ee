// The wallet look-ups and the bank-query job as the embedded database runs them (decision 014: each
// statement planned once, generically, without its parameters' values) on a platform with thousands
// of wallets and transfers. Planned for any value, `user_type = $1` and `status in ($1, $2)` cannot
// use the partial indexes (`wallets_company`, `wallets_person`, `bank_transfers_open`) that serve
// them, and every wallet page, payment and bank query read the whole table. Written as the indexes
// state them (walletOwnedBy, settleByQuery), they read through the index.
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { explainGeneric } from '../../testing/generic-plan';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import type { Auth } from '../../http/auth';
import type { CustodyBank } from './bank/port';
import { payeeWalletOf } from './online-pay';
import { settleByQuery, walletOf } from './wallet-service';

const onPglite = !process.env.TEST_DATABASE_URL;
const BULK = 5_000;
let database: TestDatabase;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  if (!onPglite) return;
  // Thousands of wallets (company-less enterprise rows: the unique index lets nulls repeat) and of
  // settled transfers between two of them, analysed as after a bulk load.
  await database.executeSql(
    `insert into wallets (user_type, company_id, user_id, holder_name)
     select 1, null, (select min(id) from users), '批量钱包' || g from generate_series(1, ${BULK}) g`,
  );
  await database.executeSql(
    `insert into bank_transfers (bill_id, payer_wallet_id, payee_wallet_id, amount_fen, status, serial, business_key, actor_user_id)
     select (select min(id) from settlement_bills), w.id, w.id, 100, 'PAID', 'SER' || g, 'KEY' || g, (select min(id) from users)
     from generate_series(1, ${BULK}) g, (select min(id) as id from wallets) w`,
  );
  await database.executeSql('vacuum (analyze) wallets, bank_transfers');
}, 120_000);
afterAll(async () => {
  await database?.cleanup();
});

/** The plan nodes of `statement` that read `table`, on its generic plan. */
async function readsOf(statement: { sql: string; params: unknown[] }, table: string): Promise<PlanNode[]> {
  const client = database.pglite!;
  const explained = await explainGeneric((text) => client.query<Record<string, unknown>>(text), statement, 'format json');
  const plan = (explained[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
  return nodes(plan).filter((n) => n['Relation Name'] === table);
}

/** A drizzle on the test database that keeps every statement it sends. */
function logged(): { db: Db; statements: { sql: string; params: unknown[] }[] } {
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({ client: database.pglite!, schema, logger: { logQuery: (sql, params) => void statements.push({ sql, params }) } }) as unknown as Db;
  return { db, statements };
}

describe('wallets and transfers on generic plans', () => {
  it.skipIf(!onPglite)('finds a company’s and a person’s wallet through their partial unique indexes', async () => {
    const { db, statements } = logged();
    await walletOf(db, { user: { id: 1, companyId: 1 } } as Auth);
    await walletOf(db, { user: { id: 1, companyId: null } } as Auth);
    await payeeWalletOf(db, { payeeCompanyId: 1, payeeUserId: 1 });
    expect(statements).toHaveLength(3);
    const indexes: string[][] = [];
    for (const statement of statements) {
      // one at a time: each explain prepares, executes and deallocates on PGlite's one connection
      indexes.push((await readsOf(statement, 'wallets')).map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`.trim()));
    }
    expect(indexes).toEqual([['Index Scan wallets_company'], ['Index Scan wallets_person'], ['Index Scan wallets_company']]);
  });

  it.skipIf(!onPglite)('the bank-query job reads the open transfers through bank_transfers_open', async () => {
    const { db, statements } = logged();
    const bank = { configured: true } as CustodyBank; // no open transfer: the bank is never asked
    await expect(settleByQuery(db, bank, schema.bankTransfers, 60_000, () => Promise.reject(new Error('nothing to apply')))).resolves.toBe(0);
    expect(statements).toHaveLength(1);
    const reads = await readsOf(statements[0], 'bank_transfers');
    expect(reads.map((n) => n['Index Name'])).toEqual(['bank_transfers_open']);
  });
});
