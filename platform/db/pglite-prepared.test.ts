import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_PLAN_MODE, PreparedStatements } from './pglite-prepared';

// The database thread's statements (decision 014): the same answers as PGlite's own query(), in
// and out of transactions, errors with their codes, and a bounded number of statements.
let pg: PGlite;
let prepared: PreparedStatements;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(PREPARED_PLAN_MODE);
  await pg.exec(`
    create table t (id serial primary key, name text not null unique, weight numeric(12, 3), at timestamptz default now(), tags jsonb, n bigint);
    insert into t (name, weight, tags, n) values ('甲', 1.5, '{"a":1}', 9007199254740993), ('乙', null, null, 2);
  `);
  prepared = new PreparedStatements(pg, 3);
}, 60_000);
afterAll(async () => {
  await pg?.close();
});

const statementCount = async () => (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

describe('prepared statements of the embedded database', () => {
  it('answer what query() answers: rows, fields, nulls, json, numeric, bigint, timestamps, both row modes', async () => {
    const sql = 'select id, name, weight, at, tags, n from t where id = any($1::int[]) or name = $2 order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await pg.query(sql, [[1, 2], null], { rowMode });
      const got = await prepared.run(sql, [[1, 2], null], { rowMode }, false);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
      expect(got.rows).toHaveLength(2);
    }
    // A second run uses the statement made by the first.
    expect((await prepared.run(sql, [[2], '甲'], {}, false)).rows.map((r) => (r as { name: string }).name)).toEqual(['甲', '乙']);
  });

  it('report writes and their affected rows; a text left unparsed when asked (drizzle’s dates)', async () => {
    const inserted = await prepared.run('insert into t (name, weight) values ($1, $2) returning id, at', ['丙', '2.250'], {}, false);
    expect(inserted.affectedRows).toBe(1);
    expect(inserted.rows[0]).toMatchObject({ id: 3 });
    const raw = await prepared.run('select at from t where id = $1', [3], { rawTypes: [1184] }, false);
    expect(typeof (raw.rows[0] as { at: unknown }).at).toBe('string');
  });

  it('fail with the database error and its code, and the next query works', async () => {
    const duplicate = await prepared.run('insert into t (name) values ($1)', ['甲'], {}, false).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: 'insert into t (name) values ($1)' });
    const syntax = await prepared.run('selec 1', [], {}, false).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await prepared.run('select count(*)::int as n from t', [], {}, false)).rows).toEqual([{ n: 3 }]);
  });

  it('run inside a transaction: its writes roll back with it, and an error aborts it', async () => {
    const rolledBack = await pg
      .transaction(async (tx: Transaction) => {
        await prepared.run('insert into t (name) values ($1)', ['丁'], {}, true);
        expect((await prepared.run('select count(*)::int as n from t', [], {}, true)).rows).toEqual([{ n: 4 }]);
        await tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toBeUndefined();
    expect((await prepared.run('select count(*)::int as n from t', [], {}, false)).rows).toEqual([{ n: 3 }]);
    const aborted = await pg
      .transaction(async () => {
        await prepared.run('insert into t (name) values ($1)', ['甲'], {}, true).catch(() => undefined);
        return prepared.run('select 1 as one', [], {}, true);
      })
      .catch((error: unknown) => error);
    expect(aborted).toMatchObject({ code: '25P02' });
  });

  it('keep at most their limit, closing the least recently used', async () => {
    const limited = new PreparedStatements(pg, 2);
    const before = await statementCount();
    await limited.run('select 1 as a', [], {}, false);
    await limited.run('select 2 as b', [], {}, false);
    await limited.run('select 1 as a', [], {}, false);
    await limited.run('select 3 as c', [], {}, false);
    expect(limited.size).toBe(2);
    expect(await statementCount()).toBe(before + 2);
    // 'select 2' was the least recently used: it is made again, 'select 1' is still there.
    expect((await limited.run('select 2 as b', [], {}, false)).rows).toEqual([{ b: 2 }]);
    expect((await limited.run('select 1 as a', [], {}, false)).rows).toEqual([{ a: 1 }]);
  });

  it('use one generic plan for every run', async () => {
    expect((await pg.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_generic_plan');
    await prepared.run('select name from t where id = $1', [1], {}, false);
    await prepared.run('select name from t where id = $1', [2], {}, false);
    const plans = await pg.query<{ generic_plans: number; custom_plans: number }>(
      `select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = 'select name from t where id = $1'`,
    );
    expect(plans.rows).toEqual([{ generic_plans: 2, custom_plans: 0 }]);
  });
});
