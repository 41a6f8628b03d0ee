// Issue 50, lever 50 of decision 009: the waybill list's join to the live bill line is written as the
// partial index `settlement_bill_lines_live_waybill` states it, so that the statement's generic plan
// (the embedded database runs every statement on one: decision 014) reads the line of each listed
// waybill through that index instead of every bill line in the table on every page.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybills } from '../../db/schema';
import { genericPlanText } from '../../testing/generic-plan';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import { waybillList } from './views';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  // Bill lines of many settled waybills (ids no demo waybill has), so that the planner weighs an
  // index against a scan of a table that is not tiny.
  await database.db.execute(sql`
    insert into settlement_bill_lines (bill_id, waybill_id, freight_fen, deduction_fen, live)
    select (select min(id) from settlement_bills), g, 0, 0, true from generate_series(900001, 905000) g`);
  await database.db.execute(sql`analyze settlement_bill_lines`);
});

afterAll(async () => {
  await database?.cleanup();
});

describe('the waybill list statement', () => {
  it('reads the listed waybills’ live bill lines through the partial index on its generic plan', async () => {
    const page = waybillList(database.db).where(eq(waybills.carrierCompanyId, 1)).orderBy(desc(waybills.createdAt), desc(waybills.id)).limit(20).toSQL();
    const plan = await genericPlanText(database.db, page);
    expect(plan).toContain('settlement_bill_lines_live_waybill');
    expect(plan).not.toMatch(/Seq Scan on settlement_bill_lines/);
  });
});
