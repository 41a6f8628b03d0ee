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
import { waybillExportBatches, waybillPage } from './queries';

const onPglite = !process.env.TEST_DATABASE_URL;
/** A China-time date `daysAgo` days before today, as the list's filters take it (YYYY-MM-DD). */
const chinaDate = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const BULK = 5_000;
let database: TestDatabase;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Actual Rows': number; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** The carrier signed in on a database that keeps every statement it runs (`statements`). */
async function carrierLogged() {
  const client = database.pglite!;
  const statements: { sql: string; params: unknown[] }[] = [];
  const logged = drizzle({ client, schema, logger: { logQuery: (sql, params) => void statements.push({ sql, params }) } }) as unknown as Db;
  const { token } = await passwordLogin(logged, DEMO_ACCOUNTS.carrier.mobile, DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: 'test' });
  const auth = (await resolveAuth(logged, token)) as Auth;
  return { client, statements, logged, auth };
}

/** The waybills' rows that `statement` reads on its generic plan, over every node of the plan. */
async function waybillRowsRead(client: NonNullable<TestDatabase['pglite']>, statement: { sql: string; params: unknown[] }): Promise<number> {
  const explained = await explainGeneric((text) => client.query<Record<string, unknown>>(text), statement, 'analyze, format json');
  const plan = (explained[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
  return nodes(plan)
    .filter((n) => n['Relation Name'] === 'waybills')
    .reduce((sum, n) => sum + n['Actual Rows'], 0);
}

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
    const { client, statements, logged, auth } = await carrierLogged();
    statements.length = 0;
    const page = await waybillPage(logged, auth, { pageNumber: 1, pageSize: 10 } as never);
    expect(page.records).toHaveLength(10);
    expect(page.capped).toBe(true);

    const list = statements.find((s) => /order by "waybills"\."created_at" desc/.test(s.sql));
    expect(list).toBeDefined();
    const waybillRows = await waybillRowsRead(client, list!);
    // the page and the one row that tells the index scan it may stop (ties on created_at aside)
    expect(waybillRows).toBeLessThanOrEqual(20);
  });

  it.skipIf(!onPglite)('reads no more of the carrier’s waybills than an export batch of a date window, after its first', async () => {
    const { client, statements, logged, auth } = await carrierLogged();
    // a window of 36 days a month back: about a tenth of the carrier's waybills, their ids spread over all of them
    const window = { startDate: chinaDate(66), endDate: chinaDate(30) };
    statements.length = 0;
    const batches = waybillExportBatches(logged, auth, window as never, 50);
    expect((await batches.next()).value).toHaveLength(50);
    expect((await batches.next()).value).toHaveLength(50);
    await batches.return(undefined);

    const after = statements.filter((s) => /order by "waybills"\."created_at" desc, "waybills"\."id" desc/.test(s.sql)).at(-1);
    expect(after?.sql).toMatch(/from "waybills" key where key\."id" =/);
    const waybillRows = await waybillRowsRead(client, after!);
    // the batch, the key's own row and the one that tells the index scan it may stop; keyed by id
    // alone the scan read every id down to the batch's last, ~500 rows for these 50
    expect(waybillRows).toBeLessThanOrEqual(60);
  });
});

describe('the waybill export’s batches', () => {
  it('write every waybill of the window once, in the list’s order, however many share a time to the microsecond', async () => {
    const { token } = await passwordLogin(database.db, DEMO_ACCOUNTS.carrier.mobile, DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: 'test' });
    const auth = (await resolveAuth(database.db, token)) as Auth;
    // twelve of the carrier's waybills at two times a few microseconds apart, within one millisecond,
    // before any other (the bulk's spread over the last year)
    const tied = await database.executeSql(
      `update waybills set created_at = now() - interval '400 days' + (case when id % 2 = 0 then interval '0.000123 seconds' else interval '0.000789 seconds' end)
       where id in (select id from waybills where carrier_company_id = (select company_id from users where mobile = '${DEMO_ACCOUNTS.carrier.mobile}') order by id limit 12)
       returning id`,
    );
    expect(tied.rows).toHaveLength(12);
    const window = { startDate: chinaDate(402), endDate: chinaDate(398) };
    const expected = (await waybillPage(database.db, auth, { ...window, pageNumber: 1, pageSize: 50 } as never)).records.map((r) => r.id);
    expect(expected).toHaveLength(12);
    const written: number[] = [];
    for await (const batch of waybillExportBatches(database.db, auth, window as never, 5)) written.push(...batch.map((r) => r.id));
    expect(written).toEqual(expected);
  });
});
