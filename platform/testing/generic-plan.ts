// A statement's plan as the embedded database runs it: prepared once and planned for any value of
// its parameters (decision 014, `plan_cache_mode = force_generic_plan`), for tests that a statement
// still reads what an index promises on such a plan.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** One session's raw SQL (a transaction's, or PGlite's one connection): PGlite and node-postgres both answer { rows }. */
export type RunSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** A parameter as a literal of EXECUTE's argument list. */
const literal = (value: unknown) =>
  value === null ? 'null' : typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/**
 * The rows of `explain (options) execute` of `statement` (SQL and parameters as drizzle builds
 * them) on its generic plan; `options` e.g. 'analyze, format json'.
 */
export async function explainGeneric(run: RunSql, statement: { sql: string; params: unknown[] }, options = ''): Promise<Record<string, unknown>[]> {
  await run('set plan_cache_mode = force_generic_plan');
  try {
    await run(`prepare generic_plan_statement as ${statement.sql}`);
    const args = statement.params.length ? `(${statement.params.map(literal).join(', ')})` : '';
    return (await run(`explain ${options ? `(${options}) ` : ''}execute generic_plan_statement${args}`)).rows;
  } finally {
    // only its own: on PostgreSQL the connection's named statements (db/pg-prepared.ts) stay prepared
    await run('deallocate generic_plan_statement');
    await run('reset plan_cache_mode');
  }
}

/**
 * The generic plan of `statement` on `db` as EXPLAIN prints it, one line a node: in a transaction,
 * so that prepare, explain and deallocate share one session on PostgreSQL's pool too.
 */
export const genericPlanText = (db: Db, statement: { sql: string; params: unknown[] }): Promise<string> =>
  db.transaction(async (tx) => {
    const rows = await explainGeneric((text) => tx.execute(sql.raw(text)) as Promise<{ rows: Record<string, unknown>[] }>, statement);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
