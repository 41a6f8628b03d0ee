// Reading every row of a query in batches, each starting exactly where the last ended: keyed by the
// last row's id (an id never repeats, however many rows share a time), so a background export reads
// them all without holding them all and without OFFSET's growing scans.
import { and, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * `read(before, size)` answers up to `size` rows after the row whose id is `before` (from the first
 * when null), in the read's own order; `idOf` names a row's id.
 */
export async function* byIdDescending<R>(
  read: (before: number | null, size: number) => Promise<R[]>,
  idOf: (row: R) => number,
  size: number,
): AsyncGenerator<R[]> {
  let before: number | null = null;
  for (;;) {
    const rows = await read(before, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    before = idOf(rows[rows.length - 1]);
  }
}

/**
 * The rows after the row with id `before` in a list's own order, newest first (`created_at desc, id
 * desc`), for a read keyed by `byIdDescending`. Keyed by id alone, an export of a date window walked
 * the table's ids and filtered out every row outside the window: ~12 rows read for each one written
 * on the export bench's store, where times and ids do not go together (issue 44). In this order
 * the window's index on (…, created_at) bounds the scan. The key's time is read by the database at
 * its full precision: a JS Date keeps milliseconds, so a key taken from the row as the app holds it
 * would skip the rows within the same millisecond's microseconds.
 */
export function newestAfter(table: PgTable, createdAt: PgColumn, id: PgColumn, before: number | null): SQL | undefined {
  if (before === null) return undefined;
  const keyTime = sql`(select key.${sql.identifier(createdAt.name)} from ${table} key where key.${sql.identifier(id.name)} = ${before})`;
  return and(sql`${createdAt} <= ${keyTime}`, or(sql`${createdAt} < ${keyTime}`, lt(id, before)));
}
