// Before a measurement on a kept store (tests/perf/export-load.mjs --keep-data): an export an
// earlier run left new or running (the run stopped, or the server ended before the job did) is
// marked failed, with its history row, and its queued work is dropped, so the server does not run
// it again beside the export being measured (at start the runner queues again what is new or
// running: decision 023, requeueOrphans). Prints how many it cleared. Runs while the server is down.
//   DATA_DIR=tests/.bench-data/export-300000 tsx tests/perf/export-clear.ts
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../../platform/db/client';
import { backgroundJobs } from '../../platform/db/schema';
import { QUEUE_SCHEMA } from '../../platform/modules/jobs/queue-schema';
import { moveJob } from '../../platform/modules/jobs/runner';

const KIND = 'orders.waybillExport';
const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const left = await database.db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, KIND), inArray(backgroundJobs.status, ['new', 'running'])));
  let cleared = 0;
  for (const job of left) {
    const moved = await moveJob(database.db, job.id, ['new', 'running'], 'failed', 'fail', {
      error: '测量开始前清除（上一次测量留下的导出）',
      finishedAt: new Date(),
    });
    if (moved) cleared += 1;
  }
  const queue = await database.db.execute(sql`select to_regclass(${`${QUEUE_SCHEMA}.job`}) as t`);
  if ((queue as unknown as { rows: { t: string | null }[] }).rows[0]?.t)
    await database.db.execute(sql`delete from ${sql.identifier(QUEUE_SCHEMA)}.job where name = ${KIND}`);
  process.stdout.write(JSON.stringify({ cleared }));
} finally {
  await database.close();
}
