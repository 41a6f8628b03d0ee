// The waybill list's page as the embedded database runs it (decision 014: each statement is
// planned once, generically, without its parameters' values) on a store where one carrier holds
// thousands of waybills (issue 44: a big fleet; the export's 300 000-row store). Planned for any
// value, the page must still walk the carrier's (company, created) index and stop after the page,
// not join and sort every waybill of the carrier to keep ten. It did, while the live bill line was
// joined with `live = $1`: a plan for any value of it cannot use the partial index on live lines.
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { resolveAuth, type Auth } from '../../http/auth';
import { explainGeneric } from '../../testing/generic-plan';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import { passwordLogin } from '../auth/login';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts';
import { waybillPage } from './queries';

const onPglite = !process.env.TEST_DATABASE_URL;
const BULK = 5_000;
let database: TestDatabase;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Actual Rows': number; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  if (!onPglite) return;
  // copies of one of the carrier's waybills, as tests/perf/export-seed.ts makes them
  const columns = (
    await database.executeSql(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'waybills' and column_name not in ('id', 'waybill_no', 'created_at')`,
    )
  ).rows
    .map((r) => `"${r.column_name as string}"`)
    .join(', ');
  await database.executeSql(
    `insert into waybills (waybill_no, created_at, ${columns})
     select 'PL' || lpad(g::text, 10, '0'), now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second', ${columns}
     from waybills w, generate_series(1, ${BULK}) g
     where w.id = (select w2.id from waybills w2 join users u on u.company_id = w2.carrier_company_id where u.mobile = '${DEMO_ACCOUNTS.carrier.mobile}' order by w2.id limit 1)`,
  );
  // one carrier holds every waybill (a fleet's own platform): planned for any carrier, the list may match them all
  await database.executeSql(`update waybills set carrier_company_id = (select company_id from users where mobile = '${DEMO_ACCOUNTS.carrier.mobile}')`);
  // statistics for the waybills alone, as after a bulk load into them; the small tables it joins keep none
  await database.executeSql('vacuum (analyze) waybills');
}, 120_000);
afterAll(async () => {
  await database?.cleanup();
});

describe('the waybill list on a carrier with thousands of waybills', () => {
  it.skipIf(!onPglite)('reads no more of the carrier’s waybills than the page under a generic plan', async () => {
    const client = database.pglite!;
    const statements: { sql: string; params: unknown[] }[] = [];
    const logged = drizzle({ client, schema, logger: { logQuery: (sql, params) => void statements.push({ sql, params }) } }) as unknown as Db;
    const { token } = await passwordLogin(logged, DEMO_ACCOUNTS.carrier.mobile, DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: 'test' });
    const auth = (await resolveAuth(logged, token)) as Auth;
    statements.length = 0;
    const page = await waybillPage(logged, auth, { pageNumber: 1, pageSize: 10 } as never);
    expect(page.records).toHaveLength(10);
    expect(page.capped).toBe(true);

    const list = statements.find((s) => /order by "waybills"\."created_at" desc/.test(s.sql));
    expect(list).toBeDefined();
    const explained = await explainGeneric((text) => client.query<Record<string, unknown>>(text), list!, 'analyze, format json');
    const plan = (explained[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
    const waybillRows = nodes(plan)
      .filter((n) => n['Relation Name'] === 'waybills')
      .reduce((sum, n) => sum + n['Actual Rows'], 0);
    // the page and the one row that tells the index scan it may stop (ties on created_at aside)
    expect(waybillRows).toBeLessThanOrEqual(20);
  });
});
