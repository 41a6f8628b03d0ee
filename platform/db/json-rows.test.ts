// Rows read as JSON (json-rows.ts) are the rows drizzle reads: every column type the schema uses
// (and numeric, interval and varchar besides), nulls, microseconds, text that JSON must escape, and
// the seeded waybills as the list and its export read them. On PGlite and, in CI's PostgreSQL pass,
// on node-postgres (whose parsers differ).
import { asc, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-db';
import { waybillList, waybillListAsJson, waybillListRowOf } from '../modules/orders/views';
import { waybills } from './schema';
import { decodeJsonRow, jsonRowOf } from './json-rows';

const probe = pgTable('json_rows_probe', {
  id: serial('id').primaryKey(),
  count: integer('count'),
  rank: smallint('rank'),
  fen: bigint('fen', { mode: 'number' }),
  big: bigint('big', { mode: 'bigint' }),
  price: numeric('price', { precision: 12, scale: 2 }),
  ratio: doublePrecision('ratio'),
  name: text('name'),
  code: varchar('code', { length: 20 }),
  active: boolean('active'),
  at: timestamp('at', { withTimezone: true }),
  atLocal: timestamp('at_local'),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  day: date('day'),
  dayDate: date('day_date', { mode: 'date' }),
  took: interval('took'),
  extra: jsonb('extra'),
  key: uuid('key'),
});

const TREE = { probe: { id: probe.id, count: probe.count, fen: probe.fen }, rest: probe, flat: probe.name };

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  await database.db.execute(sql`create table json_rows_probe (
    id serial primary key, count integer, rank smallint, fen bigint, big bigint, price numeric(12,2), ratio double precision,
    name text, code varchar(20), active boolean, at timestamptz, at_local timestamp, at_text timestamptz,
    day date, day_date date, took interval, extra jsonb, key uuid)`);
  await database.db.insert(probe).values([
    {
      count: 7,
      rank: -32768,
      fen: 9_007_199_254_740_991,
      big: 9_223_372_036_854_775_807n,
      price: '1234567890.50',
      ratio: 0.1 + 0.2,
      name: '钢材 "H型" \\ 换行\n制表\t😀',
      code: 'WB-001',
      active: true,
      at: new Date('2026-11-30T23:59:59.123Z'),
      atLocal: new Date('2026-02-28T08:00:00.000Z'),
      atText: '2026-12-01 00:00:00.123456+08',
      day: '2026-12-01',
      dayDate: new Date('2027-01-31T00:00:00Z'),
      took: '1 day 02:03:04.5',
      extra: { 路线: ['唐山', '天津'], 吨: 31.5, ok: false, none: null },
      key: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    },
    { count: 0, fen: -1, price: '0.00', active: false, name: '' },
    {},
  ]);
  // a time with microseconds, which a JS Date cannot carry in but the text keeps
  await database.db.execute(sql`update json_rows_probe set at = '2026-11-30 12:00:00.654321+00' where count = 0`);
}, 120_000);

afterAll(() => database?.cleanup());

describe('rows read as JSON', () => {
  it('decode to exactly the rows drizzle maps, for every column type, null and text to escape', async () => {
    const read = await database.db.select(TREE).from(probe).orderBy(asc(probe.id));
    const json = await database.db
      .select({ json: jsonRowOf(TREE) })
      .from(probe)
      .orderBy(asc(probe.id));
    const decoded = json.map((row) => decodeJsonRow<(typeof read)[number]>(TREE, row.json));
    expect(read).toHaveLength(3);
    expect(decoded).toEqual(read);
    // toEqual does not tell a Date from an equal-looking value of another type: the types too
    const types = (rows: unknown[]) =>
      JSON.stringify(rows, (_, v: unknown) => (v instanceof Date ? `Date ${v.toISOString()}` : typeof v === 'bigint' ? `bigint ${v}` : v));
    expect(types(decoded)).toBe(types(read));
    expect(decoded[0].rest.name).toBe('钢材 "H型" \\ 换行\n制表\t😀');
    expect(decoded[0].rest.price).toBe('1234567890.50');
    expect(decoded[0].rest.big).toBe(9_223_372_036_854_775_807n);
    expect(decoded[2].rest).toMatchObject({ count: null, extra: null, at: null, day: null });
  });

  it('read the seeded waybills as the list reads them, field for field', async () => {
    const read = await waybillList(database.db).orderBy(asc(waybills.id));
    const json = await waybillListAsJson(database.db).orderBy(asc(waybills.id));
    expect(read.length).toBeGreaterThan(20);
    // the seed has waybills on a live bill and on none (the bill's columns come from left joins)
    expect(read.some((row) => row.billId !== null)).toBe(true);
    expect(read.some((row) => row.billId === null)).toBe(true);
    expect(json.map((row) => waybillListRowOf(row.json))).toEqual(read);
  });

  it('refuses a tree of more columns than json_build_array takes', () => {
    const wide = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`c${i}`, probe.id]));
    expect(() => jsonRowOf(wide)).toThrow('101 columns, at most 100');
  });
});
