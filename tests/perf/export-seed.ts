// Bulk waybills for the export measurement (tests/perf/export-load.mjs), made by the database
// itself: generate_series copies one signed waybill of the carrier's N times (new numbers, times
// spread over the last year), so 300 000 rows take seconds, not the seed's minutes.
//   DATA_DIR=tests/.bench-data/export-300000 tsx tests/perf/export-seed.ts 300000
import { openDatabase } from '../../platform/db/client';
import { seedDatabase } from '../../platform/seed';
import { DEMO_ACCOUNTS } from '../../platform/seed/accounts';

const count = Number(process.argv[2] ?? '300000');
if (!Number.isInteger(count) || count <= 0) throw new Error('usage: export-seed.ts <waybills>');
const quiet = { info: () => {}, warn: () => {} };
const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL || undefined });
try {
  await seedDatabase(database.db, { log: quiet as never });
  const columns = (
    await database.executeSql(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'waybills' and column_name not in ('id', 'waybill_no', 'created_at') order by ordinal_position`,
    )
  ).rows.map((r) => `"${r.column_name as string}"`);
  const [template] = (
    await database.executeSql(
      `select w.id from waybills w join orders o on o.id = w.order_id join users u on u.id = o.carrier_user_id where u.mobile = $1 and w.status = 'SIGN' order by w.id limit 1`,
      [DEMO_ACCOUNTS.carrier.mobile],
    )
  ).rows as { id: number }[];
  if (!template) throw new Error('no signed waybill of the demo carrier to copy');
  const list = columns.join(', ');
  const started = Date.now();
  await database.executeSql(
    `insert into waybills (waybill_no, created_at, ${list})
     select 'BX' || lpad(g::text, 10, '0'), now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second', ${list}
     from waybills w, generate_series(1, ${count}) g where w.id = ${template.id}`,
  );
  // Statistics for every table, as the seed's own bulk load gathers them (platform/seed/cli.ts): with
  // waybills alone analysed, the small tables it joins were planned as unknown sizes and the list's
  // one generic plan (decision 014) joined and sorted every waybill of the carrier (issue 44).
  await database.executeSql('vacuum (analyze)');
  console.log(JSON.stringify({ waybills: count, ms: Date.now() - started }));
} finally {
  await database.close();
}
