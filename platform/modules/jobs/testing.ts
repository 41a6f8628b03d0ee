// A test file's database for the job runner's tests, and the runners it started, stopped before
// the database closes (a runner left polling a closed database only logs errors).
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client';
import { backgroundJobs } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import type { JobRunner } from './runner';

export function jobsTestDatabase(): { database: () => TestDatabase; track: (runner: JobRunner) => JobRunner } {
  let database: TestDatabase | undefined;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await database?.cleanup();
  });
  return {
    database: () => database!,
    track: (runner) => {
      runners.push(runner);
      return runner;
    },
  };
}

/** The job's row once it has finished (done or failed), polling every 100 ms. */
export async function settledJob(db: Db, id: number) {
  for (;;) {
    const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
    if (row.status === 'done' || row.status === 'failed') return row;
    await sleep(100);
  }
}
