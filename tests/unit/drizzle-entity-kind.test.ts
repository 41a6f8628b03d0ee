// The patched drizzle-orm `is()` (patches/README.md): the kinds on a class's chain are remembered per
// class. It must answer exactly as the unpatched walk does, for the questions drizzle asks while it
// builds queries, including after the answer for a class was cached and across copies of drizzle.
import { Column, SQL, Table, entityKind, is, sql } from 'drizzle-orm';
import { PgColumn, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/** The unpatched drizzle 0.45.4 algorithm, as the reference. */
function walk(value: unknown, type: { [entityKind]: string }): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof (type as unknown as abstract new () => unknown)) return true;
  for (let c = Object.getPrototypeOf(value).constructor; c; c = Object.getPrototypeOf(c)) {
    if (entityKind in c && c[entityKind] === type[entityKind]) return true;
  }
  return false;
}

const waybills = pgTable('waybills', { id: integer('id').primaryKey(), no: text('no') });
const types = { SQL, Column, PgColumn, Table } as unknown as Record<string, { [entityKind]: string }>;

describe('drizzle is()', () => {
  const values: Record<string, unknown> = {
    column: waybills.id,
    textColumn: waybills.no,
    table: waybills,
    sql: sql`1`,
    plain: { a: 1 },
    string: 'x',
    nothing: null,
  };

  it('answers as the unpatched walk for every value and type, asked twice (cached the second time)', () => {
    for (let round = 0; round < 2; round += 1) {
      for (const [name, value] of Object.entries(values)) {
        for (const [typeName, type] of Object.entries(types)) {
          expect([name, typeName, is(value, type as never)]).toEqual([name, typeName, walk(value, type)]);
        }
      }
    }
    expect(is(waybills.id, Column)).toBe(true);
    expect(is(waybills.id, SQL)).toBe(false);
  });

  it('matches a class of another copy of drizzle by its kind, and not one of another kind', () => {
    class ForeignSql {
      static readonly [entityKind] = 'SQL';
    }
    class ForeignSqlChild extends ForeignSql {}
    class Unrelated {
      static readonly [entityKind] = 'NotSQL';
    }
    expect(is(new ForeignSqlChild(), SQL)).toBe(true);
    expect(is(new ForeignSqlChild(), SQL)).toBe(true);
    expect(is(new Unrelated(), SQL)).toBe(false);
    expect(is(new Unrelated(), SQL)).toBe(false);
  });

  it('still refuses a type that is not a drizzle entity', () => {
    class NotAnEntity {}
    expect(() => is({}, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
