// PostgreSQL's statements prepared once per connection (pg-prepared.ts): the list's page statement
// is kept by its connection and runs on a generic plan, what a connection keeps is bounded, and
// scripts, errors and options still behave. The database parts run on TEST_DATABASE_URL only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuth, type Auth } from '../http/auth';
import { passwordLogin } from '../modules/auth/login';
import { waybillPage } from '../modules/orders/queries';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { openTestDatabase, type TestDatabase } from '../testing/test-db';
import type { Db } from './client';
import { MAX_PREPARED_PER_CONNECTION, PG_SESSION_OPTIONS, PreparingClient, preparedPoolTarget, statementName } from './pg-prepared';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('statement names and connection options', () => {
  it('names a text by its hash: the same on every connection, another for another text', () => {
    const name = statementName('select $1::int');
    expect(name).toMatch(/^p[0-9a-f]{40}$/);
    expect(statementName('select $1::int')).toBe(name);
    expect(statementName('select $1::int + 1')).not.toBe(name);
  });

  it('asks every session for generic plans, keeping options the URL has (which would override them)', () => {
    expect(preparedPoolTarget('postgres://u@h:5432/db')).toEqual({ connectionString: 'postgres://u@h:5432/db', options: PG_SESSION_OPTIONS });
    const target = preparedPoolTarget('postgres://u@h:5432/db?options=-c%20statement_timeout%3D5000&sslmode=disable');
    expect(target.options).toBe(`-c statement_timeout=5000 ${PG_SESSION_OPTIONS}`);
    expect(new URL(target.connectionString).searchParams.get('options')).toBeNull();
    expect(new URL(target.connectionString).searchParams.get('sslmode')).toBe('disable');
  });
});

describe.skipIf(!onPostgres)('PostgreSQL keeps its statements prepared per connection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true });
  }, 120_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  it('plans the list’s page statement once on its connection, generically', async () => {
    const { token } = await passwordLogin(database.db, DEMO_ACCOUNTS.carrier.mobile, DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: 'test' });
    const auth = (await resolveAuth(database.db, token)) as Auth;
    // one transaction: one connection, whose prepared statements the view shows
    const kept = await database.db.transaction(async (tx) => {
      for (let page = 0; page < 2; page++) {
        const result = await waybillPage(tx as unknown as Db, auth, { pageNumber: 1, pageSize: 20 } as never);
        expect(result.records.length).toBeGreaterThan(0);
      }
      const rows = await tx.execute(
        sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%order by "waybills"."created_at" desc%'`,
      );
      return (rows as unknown as { rows: { name: string; statement: string; generic_plans: string; custom_plans: string }[] }).rows;
    });
    expect(kept).toHaveLength(1);
    expect(kept[0].name).toBe(statementName(kept[0].statement));
    expect(Number(kept[0].generic_plans)).toBe(2);
    expect(Number(kept[0].custom_plans)).toBe(0);
  });

  it('keeps at most MAX_PREPARED_PER_CONNECTION statements on a connection; later texts still run, unnamed', async () => {
    const client = new PreparingClient({ ...preparedPoolTarget(database.databaseUrl!) });
    await client.connect();
    try {
      const extra = 5;
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + extra; i++) {
        const { rows } = await client.query(`select $1::int + ${i} as n`, [1]);
        expect(rows[0].n).toBe(1 + i);
      }
      // the first ones again: prepared, not parsed anew (a second Parse of the name would fail)
      expect((await client.query('select $1::int + 0 as n', [41])).rows[0].n).toBe(41);
      expect(client.prepared.size).toBe(MAX_PREPARED_PER_CONNECTION);
      const { rows } = await client.query('select count(*)::int as n from pg_prepared_statements');
      expect(rows[0].n).toBe(MAX_PREPARED_PER_CONNECTION);
      expect((await client.query('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_generic_plan');
    } finally {
      await client.end();
    }
  });

  it('runs a script without values by the simple protocol, and recovers from a statement that fails', async () => {
    const results = (await database.executeSql('select 1 as a; select 2 as a')).rows;
    expect(results).toEqual([{ a: 2 }]);
    await expect(database.executeSql('select $1::int / 0', [1])).rejects.toMatchObject({ code: '22012' });
    await expect(database.executeSql('selec $1::int', [1])).rejects.toMatchObject({ code: '42601' });
    expect((await database.executeSql('select $1::int / 1 as n', [7])).rows).toEqual([{ n: 7 }]);
  });
});
