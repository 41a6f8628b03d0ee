// A test file's database for the job runner's tests, and the runners it started, stopped before
// the database closes (a runner left polling a closed database only logs errors).
import { afterAll, beforeAll } from 'vitest';
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
