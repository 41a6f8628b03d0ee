// The job runner (issue 44) on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// two workers on one queue run a job once, failures are retried with a growing wait and at most
// three times, an attempt that runs past its expiry fails, and a failed job keeps its error.
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { backgroundJobHistory, backgroundJobs } from '../../db/schema';
import type { TestDatabase } from '../../testing/test-db';
import { jobAttempts } from '../../metrics';
import { JobRunner, QUEUE_SCHEMA, jobQueueDepth } from './runner';
import { jobsTestDatabase } from './testing';

const quiet = pino({ level: 'silent' });

const test = jobsTestDatabase();
let database: TestDatabase;

async function runner(): Promise<JobRunner> {
  database = test.database();
  return test.track(await JobRunner.open(database, { log: quiet, work: true, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 }));
}

async function jobRow(id: number) {
  const [row] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row;
}

/** Waits (no deadline of its own: the test's timeout is the bound) until the job reaches a final state. */
async function settled(id: number) {
  for (;;) {
    const row = await jobRow(id);
    if (row.status === 'done' || row.status === 'failed') return row;
    await sleep(100);
  }
}

describe('the job runner', () => {
  it('keeps its queue in a schema of its own, beside drizzle migrations', async () => {
    await runner();
    const { rows } = await database.executeSql(
      `select schema_name from information_schema.schemata where schema_name in ('${QUEUE_SCHEMA}', 'drizzle', 'public') order by 1`,
    );
    expect(rows.map((r) => r.schema_name)).toEqual(['drizzle', QUEUE_SCHEMA, 'public']);
  });

  it('runs a job claimed by two workers once, and records it done with its result', async () => {
    const [first, second] = [await runner(), await runner()];
    const runs: number[] = [];
    const kind = {
      name: 'test.once',
      run: async ({ payload }: { payload: { n: number } }) => {
        runs.push(payload.n);
        await sleep(300);
        return { doubled: payload.n * 2 };
      },
    };
    await first.define(kind);
    await second.define(kind);
    const jobs = await Promise.all([1, 2, 3, 4].map((n) => first.enqueue('test.once', { n }, { title: `测试 ${n}` })));
    const rows = await Promise.all(jobs.map((j) => settled(j.id)));
    expect(runs.sort()).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => [r.status, r.attempts, r.progress, r.result])).toEqual([1, 2, 3, 4].map((n) => ['done', 1, 100, { doubled: n * 2 }]));
    const history = await database.db
      .select({ to: backgroundJobHistory.toStatus })
      .from(backgroundJobHistory)
      .where(eq(backgroundJobHistory.jobId, jobs[0].id))
      .orderBy(asc(backgroundJobHistory.id));
    expect(history.map((h) => h.to)).toEqual(['new', 'running', 'done']);
  }, 60_000);

  it('answers the live job for a singleton key instead of queueing another', async () => {
    const r = await runner();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await r.define({ name: 'test.single', run: () => held });
    const a = await r.enqueue('test.single', {}, { title: '单例', singletonKey: 'k1' });
    const b = await r.enqueue('test.single', {}, { title: '单例', singletonKey: 'k1' });
    const c = await r.enqueue('test.single', {}, { title: '单例', singletonKey: 'k2' });
    expect(a.created).toBe(true);
    expect(b).toEqual({ id: a.id, created: false });
    expect(c.created).toBe(true);
    release();
    await settled(a.id);
    const d = await r.enqueue('test.single', {}, { title: '单例', singletonKey: 'k1' });
    expect(d.created).toBe(true);
    expect(d.id).not.toBe(a.id);
  }, 60_000);

  it('retries a failing job with a growing wait, then records it done', async () => {
    const r = await runner();
    const attempts: number[] = [];
    await r.define({
      name: 'test.flaky',
      retryDelaySeconds: 1,
      run: async ({ attempt }) => {
        attempts.push(Date.now());
        if (attempt < 3) throw new Error(`第 ${attempt} 次失败`);
        return null;
      },
    });
    const { id } = await r.enqueue('test.flaky', {}, { title: '会失败两次' });
    const row = await settled(id);
    expect(row.status).toBe('done');
    expect(row.attempts).toBe(3);
    expect(row.error).toBeNull();
    // backoff: retry n waits at least retryDelay × 2^n / 2 (1 s, then 2 s)
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(1000);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(2000);
    const history = await database.db.select().from(backgroundJobHistory).where(eq(backgroundJobHistory.jobId, id)).orderBy(asc(backgroundJobHistory.id));
    expect(history.map((h) => h.action)).toEqual(['enqueue', 'start', 'retry', 'start', 'retry', 'start', 'done']);
    expect(history[2].remark).toBe('第 1 次失败');
    // the metrics (issue 49) count each attempt by its outcome
    expect((await jobAttempts.get()).values.filter((v) => v.labels.kind === 'test.flaky').map((v) => [v.labels.outcome, v.value])).toEqual([
      ['retry', 2],
      ['done', 1],
    ]);
  }, 60_000);

  it('fails a job for good after at most three retries, keeping the error, and tells the kind once', async () => {
    const r = await runner();
    let runs = 0;
    const told: string[] = [];
    await r.define({
      name: 'test.broken',
      retries: 5, // more than the runner allows: it keeps to 3
      retryDelaySeconds: 1,
      run: async () => {
        runs += 1;
        throw new Error('银行接口无应答');
      },
      failed: async (_db, job) => void told.push(job.error),
    });
    const { id } = await r.enqueue('test.broken', {}, { title: '总失败' });
    const row = await settled(id);
    expect(row.status).toBe('failed');
    expect(row.error).toBe('银行接口无应答');
    expect(row.attempts).toBe(4);
    expect(runs).toBe(4);
    expect(told).toEqual(['银行接口无应答']);
    const outcomes = (await jobAttempts.get()).values.filter((v) => v.labels.kind === 'test.broken');
    expect(outcomes.map((v) => [v.labels.outcome, v.value])).toEqual([
      ['retry', 3],
      ['failed', 1],
    ]);
    expect(await jobQueueDepth(database.db)).toMatchObject({ running: 0 });
  }, 60_000);

  it('fails an attempt that runs past its expiry (and stops it through its signal)', async () => {
    const r = await runner();
    let aborted = false;
    await r.define({
      name: 'test.slow',
      retries: 0,
      expireInSeconds: 1,
      run: async ({ signal }) => {
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        aborted = signal.aborted;
        await sleep(5_000);
      },
    });
    const { id } = await r.enqueue('test.slow', {}, { title: '超时' });
    const row = await settled(id);
    expect(row.status).toBe('failed');
    expect(row.error).toBe('执行超过 1 秒，已中止');
    expect(aborted).toBe(true);
  }, 60_000);

  it('lets the owner retry a failed job, and nobody else', async () => {
    const r = await runner();
    let fail = true;
    await r.define({
      name: 'test.retryable',
      retries: 0,
      run: async () => {
        if (fail) throw new Error('文件服务不可用');
        return { ok: true };
      },
    });
    const { rows } = await database.executeSql(`insert into users (mobile) values ('13900000001') returning id`);
    const owner = Number(rows[0].id);
    const { id } = await r.enqueue('test.retryable', {}, { title: '可重试', userId: owner });
    expect((await settled(id)).status).toBe('failed');
    expect(await r.retry(id, owner + 1)).toBe(false);
    fail = false;
    expect(await r.retry(id, owner)).toBe(true);
    expect(await r.retry(id, owner)).toBe(false); // no longer failed
    const row = await settled(id);
    expect(row.status).toBe('done');
    expect(row.error).toBeNull();
  }, 60_000);

  it('queues again a recorded job the queue no longer holds (a restored backup), and runs it once', async () => {
    const r = await runner();
    let runs = 0;
    await r.define({ name: 'test.orphan', run: async () => void (runs += 1) });
    const [orphan] = await database.db
      .insert(backgroundJobs)
      .values({ kind: 'test.orphan', title: '恢复后的任务', payload: {}, status: 'running', queueId: '00000000-0000-0000-0000-000000000000' })
      .returning();
    expect(await r.requeueOrphans()).toBe(1);
    expect((await settled(orphan.id)).status).toBe('done');
    expect(await r.requeueOrphans()).toBe(0);
    expect(runs).toBe(1);
  }, 60_000);
});
