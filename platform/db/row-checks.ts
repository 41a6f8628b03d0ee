// The checks a write makes before it changes anything: is a value already taken, is a record
// still in use (or how many rows use it), and (locking it for the rest of the transaction) is the
// record there at all. Asking only whether a row exists, they select a constant, never a column.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** Whether `table` has a row where `where` holds (reads one row at most). */
export async function hasRowWhere(db: Db | Tx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const found = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return found.length > 0;
}

/** Whether `table` has a row where `where` holds, locking the rows found (for update) until the transaction ends. */
export async function lockRowsWhere(tx: Tx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const found = await tx
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .for('update');
  return found.length > 0;
}

/** How many rows of `table` `where` holds for. */
export async function countWhere(db: Db | Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}
