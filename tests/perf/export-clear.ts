// Before a measurement on a kept store (tests/perf/export-load.mjs --keep-data): an export an
// earlier run left new or running (the run stopped, or the server ended before the job did) is
// marked failed, with its history row, and its queued work is dropped, so the server does not run
// it again beside the export being measured (at start the runner queues again what is new or
// running: decision 023, requeueOrphans). Prints how many it cleared. Runs while the server is down.
//   DATA_DIR=tests/.tmp/export-300000 tsx tests/perf/export-clear.ts
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../../platform/db/client';
import { backgroundJobHistory, backgroundJobs } from '../../platform/db/schema';
import { QUEUE_SCHEMA } from '../../platform/modules/jobs/queue-schema';

const KIND = 'orders.waybillExport';
const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const cleared = await database.db.transaction(async (tx) => {
    const left = await tx
      .select({ id: backgroundJobs.id, status: backgroundJobs.status })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, KIND), inArray(backgroundJobs.status, ['new', 'running'])));
    for (const job of left) {
      await tx
        .update(backgroundJobs)
        .set({ status: 'failed', error: '测量开始前清除（上一次测量留下的导出）', finishedAt: new Date() })
        .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, job.status)));
      await tx
        .insert(backgroundJobHistory)
        .values({ jobId: job.id, fromStatus: job.status, toStatus: 'failed', action: 'fail', remark: 'cleared before a measurement' });
    }
    const queue = await tx.execute(sql`select to_regclass(${`${QUEUE_SCHEMA}.job`}) as t`);
    if ((queue as unknown as { rows: { t: string | null }[] }).rows[0]?.t)
      await tx.execute(sql`delete from ${sql.identifier(QUEUE_SCHEMA)}.job where name = ${KIND}`);
    return left.length;
  });
  process.stdout.write(JSON.stringify({ cleared }));
} finally {
  await database.close();
}
