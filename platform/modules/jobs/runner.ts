// The one job runner (issue 44, decision 023): pg-boss 10 on the platform's own database — PGlite
// through its one connection, or PostgreSQL through the pool — so every process that opens the
// database shares one queue. pg-boss claims work with FOR UPDATE SKIP LOCKED (a job runs once
// across processes), retries it with exponential backoff, expires what a dead worker left and
// fires cron schedules. This module adds what users see: a background_jobs row per enqueued job
// with its state (new, running, done, failed), progress, attempts and last error.
import { and, eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db, Tx } from '../../db/client';
import { backgroundJobHistory, backgroundJobs } from '../../db/schema';
import type { Logger } from '../../log';
import { jobAttempts } from '../../metrics';
import { QUEUE_SCHEMA } from './queue-schema';

export { QUEUE_SCHEMA };
/** Retries after the first attempt: at most 3 (issue 44). */
export const MAX_RETRIES = 3;

/**
 * A job still to run or running, written as the partial index background_jobs_singleton states it:
 * as SQL, not as `status in ($3, $4)`, which a generic plan (decision 014) cannot match to the index,
 * and which then read every job ever run.
 */
export const LIVE_JOB = sql`${backgroundJobs.status} in ('new', 'running')`;

export type JobStatus = 'new' | 'running' | 'done' | 'failed';

export type JobContext<P> = {
  payload: P;
  /** the background_jobs row (null for a scheduled tick, which has none) */
  jobId: number | null;
  /** 1 for the first attempt */
  attempt: number;
  /** stored as the row's progress (0–100); a tick ignores it */
  progress(percent: number): Promise<void>;
  /** aborted when the job runs past its expiry: long work checks it and stops */
  signal: AbortSignal;
  log: Logger;
};

export type JobKind<P> = {
  /** the queue's name, `area.what` (letters, digits, dots) */
  name: string;
  run(context: JobContext<P>): Promise<unknown>;
  /** retries after the first attempt (0–3, default 3) */
  retries?: number;
  /** the first retry waits about this long, each next one about twice as long (default 10 s) */
  retryDelaySeconds?: number;
  /** an attempt running longer fails (and is retried); default 15 minutes */
  expireInSeconds?: number;
  /** 'singleton': one attempt at a time across all processes (the timers); default any number */
  oneAtATime?: boolean;
  /** how often an idle worker of this kind asks for work (default the runner's: 2 s) */
  pollSeconds?: number;
  /** called once when a tracked job has failed for good (after its last retry) */
  failed?(db: Db, job: { id: number; userId: number | null; title: string; error: string }): Promise<void>;
};

type QueuedData = { jobId?: number; payload?: unknown };

/** How often an idle worker asks for work: tests poll fast, servers slower (cost on PGlite). */
export type RunnerOptions = {
  log: Logger;
  /** false: this process only enqueues (a platform whose jobs run in `npm run start:worker`) */
  work: boolean;
  pollingIntervalSeconds?: number;
  /** how often expired and finished work is swept (pg-boss maintenance); default 60 s */
  maintenanceIntervalSeconds?: number;
};

/** A kind plus how its queued jobs are started. */
type Defined = { kind: JobKind<unknown> };

export class JobRunner {
  readonly #boss: PgBoss;
  readonly #db: Db;
  readonly #options: RunnerOptions;
  readonly #kinds = new Map<string, Defined>();
  #started = false;

  private constructor(database: Database, options: RunnerOptions) {
    this.#db = database.db;
    this.#options = options;
    this.#boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
      schema: QUEUE_SCHEMA,
      // Maintenance (expiry of dead workers' jobs, archiving) and cron only where jobs run.
      supervise: options.work,
      schedule: options.work,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      // Finished work leaves the queue's tables after a week; background_jobs keeps the record.
      deleteAfterDays: 7,
      archiveCompletedAfterSeconds: 3600,
    });
    this.#boss.on('error', (err) => options.log.error({ err }, 'job runner error'));
  }

  /** Creates pg-boss's schema on first use (its own migrations) and starts its timers. */
  static async open(database: Database, options: RunnerOptions): Promise<JobRunner> {
    const runner = new JobRunner(database, options);
    await runner.#boss.start();
    runner.#started = true;
    return runner;
  }

  get working(): boolean {
    return this.#options.work;
  }

  /** Declares a kind: its queue (idempotent) and, where jobs run, its worker. */
  async define<P>(kind: JobKind<P>): Promise<void> {
    if (!/^[a-z][a-zA-Z0-9.]*$/.test(kind.name)) throw new Error(`job kind name ${kind.name}`);
    const retries = Math.min(Math.max(kind.retries ?? MAX_RETRIES, 0), MAX_RETRIES);
    const expireInSeconds = kind.expireInSeconds ?? 900;
    this.#kinds.set(kind.name, { kind: kind as JobKind<unknown> });
    const queue = {
      name: kind.name,
      policy: kind.oneAtATime ? ('singleton' as const) : ('standard' as const),
      retryLimit: retries,
      retryDelay: kind.retryDelaySeconds ?? 10,
      retryBackoff: true,
      // pg-boss's own expiry is the backstop for a worker that died; a live one stops the attempt
      // itself at expireInSeconds (below) so the error it records is ours.
      expireInSeconds: expireInSeconds + 30,
    };
    if (await this.#boss.getQueue(kind.name)) await this.#boss.updateQueue(kind.name, queue);
    else await this.#boss.createQueue(kind.name, queue);
    if (!this.#options.work) return;
    await this.#boss.work<QueuedData>(
      kind.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? kind.pollSeconds ?? 2 },
      async ([job]) => this.#attempt(kind as JobKind<unknown>, job, expireInSeconds),
    );
  }

  /**
   * Queues a job and records it for its owner. With a singleton key, while a job of the kind with
   * that key is new or running, the existing one is answered instead (`created: false`).
   */
  async enqueue<P>(
    name: string,
    payload: P,
    options: { userId?: number | null; title: string; singletonKey?: string },
  ): Promise<{ id: number; created: boolean }> {
    if (!this.#kinds.has(name)) throw new Error(`job kind ${name} is not defined`);
    const [row] = await this.#db
      .insert(backgroundJobs)
      .values({ kind: name, userId: options.userId ?? null, title: options.title, payload: payload as object, singletonKey: options.singletonKey ?? null })
      .onConflictDoNothing()
      .returning({ id: backgroundJobs.id });
    if (!row) {
      const [live] = await this.#db
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, name), eq(backgroundJobs.singletonKey, options.singletonKey!), LIVE_JOB))
        .limit(1);
      if (live) return { id: live.id, created: false };
      return this.enqueue(name, payload, options);
    }
    await this.#db
      .insert(backgroundJobHistory)
      .values({ jobId: row.id, fromStatus: null, toStatus: 'new', action: 'enqueue', actorUserId: options.userId ?? null });
    await this.#send(name, row.id, payload);
    return { id: row.id, created: true };
  }

  /**
   * Queues a failed job again (the owner's 重试): only from failed, in one statement, with a
   * history row. False when the job is not the owner's or not failed.
   */
  async retry(jobId: number, userId: number): Promise<boolean> {
    const moved = await this.#db.transaction(async (tx) => {
      const [row] = await tx
        .update(backgroundJobs)
        .set({ status: 'new', progress: 0, error: null, attempts: 0, startedAt: null, finishedAt: null })
        .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.userId, userId), eq(backgroundJobs.status, 'failed')))
        .returning();
      if (!row) return null;
      await tx.insert(backgroundJobHistory).values({ jobId, fromStatus: 'failed', toStatus: 'new', action: 'retry', actorUserId: userId });
      return row;
    });
    if (!moved) return false;
    await this.#send(moved.kind, moved.id, moved.payload);
    return true;
  }

  /** Fires `name` on a cron schedule (minute precision), e.g. '*\/1 * * * *'; China time by default. */
  async schedule(name: string, cron: string, payload: unknown = {}, tz = 'Asia/Shanghai'): Promise<void> {
    if (!this.#kinds.has(name)) throw new Error(`job kind ${name} is not defined`);
    await this.#boss.schedule(name, cron, { payload } satisfies QueuedData, { tz });
  }

  /** Queues one untracked run of a scheduled kind now (e.g. the expiry sweep at start). */
  async runSoon(name: string, payload: unknown = {}): Promise<void> {
    await this.#boss.send(name, { payload } satisfies QueuedData);
  }

  /**
   * Queues again the tracked jobs the queue no longer holds — a database restored from a backup
   * (which leaves the queue out) — so none stays new or running for ever. Call after define().
   */
  async requeueOrphans(): Promise<number> {
    if (!this.#options.work) return 0;
    const orphans = await this.#db
      .select()
      .from(backgroundJobs)
      .where(
        and(
          inArray(backgroundJobs.status, ['new', 'running']),
          sql`not exists (select 1 from ${sql.raw(QUEUE_SCHEMA)}.job j where j.id::text = ${backgroundJobs.queueId} and j.state in ('created', 'retry', 'active'))`,
        ),
      );
    let queued = 0;
    for (const orphan of orphans) {
      if (!this.#kinds.has(orphan.kind)) continue;
      const row = await this.#move(orphan.id, ['new', 'running'], 'new', 'requeue', { progress: 0 });
      if (!row) continue;
      await this.#send(row.kind, row.id, row.payload);
      queued += 1;
    }
    return queued;
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  async #send(name: string, jobId: number, payload: unknown): Promise<void> {
    const queueId = await this.#boss.send(name, { jobId, payload } satisfies QueuedData);
    await this.#db.update(backgroundJobs).set({ queueId }).where(eq(backgroundJobs.id, jobId));
  }

  /** One attempt: the row moves to running, then done, back to new (a retry follows) or failed. */
  async #attempt(kind: JobKind<unknown>, job: PgBoss.JobWithMetadata<QueuedData>, expireInSeconds: number): Promise<unknown> {
    const jobId = job.data?.jobId ?? null;
    const attempt = job.retryCount + 1;
    const log = this.#options.log.child({ job: kind.name, jobId, attempt });
    // A job whose record is already done or failed (queued twice, e.g. by requeueOrphans) is not run again.
    if (jobId !== null && !(await this.#move(jobId, ['new', 'running'], 'running', 'start', { attempts: attempt, startedAt: new Date(), progress: 0 })))
      return null;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`执行超过 ${expireInSeconds} 秒，已中止`));
      }, expireInSeconds * 1000);
    });
    let lastProgress = -1;
    const context: JobContext<unknown> = {
      payload: job.data?.payload,
      jobId,
      attempt,
      signal: abort.signal,
      log,
      progress: async (percent) => {
        const value = Math.max(0, Math.min(99, Math.floor(percent)));
        if (jobId === null || value === lastProgress) return;
        lastProgress = value;
        await this.#db
          .update(backgroundJobs)
          .set({ progress: value })
          .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.status, 'running')));
      },
    };
    try {
      const result = await Promise.race([kind.run(context), expired]);
      if (jobId !== null) {
        await this.#move(jobId, ['running'], 'done', 'done', { progress: 100, error: null, finishedAt: new Date(), result: (result ?? null) as object | null });
      }
      jobAttempts.inc({ kind: kind.name, outcome: 'done' });
      return result ?? null;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const last = job.retryCount >= job.retryLimit;
      log.warn({ err, last }, 'job attempt failed');
      jobAttempts.inc({ kind: kind.name, outcome: last ? 'failed' : 'retry' });
      if (jobId !== null) {
        const row = await this.#move(jobId, ['running'], last ? 'failed' : 'new', last ? 'fail' : 'retry', {
          error: message.slice(0, 2000),
          finishedAt: last ? new Date() : null,
        });
        if (last && row) await kind.failed?.(this.#db, { id: row.id, userId: row.userId, title: row.title, error: message });
      }
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  #move(jobId: number, from: JobStatus[], to: JobStatus, action: string, set: Partial<typeof backgroundJobs.$inferInsert>) {
    return moveJob(this.#db, jobId, from, to, action, set);
  }
}

/** One state change of a job: only from the states it may leave, with its history row; null when it was in none of them. */
export function moveJob(db: Db, jobId: number, from: JobStatus[], to: JobStatus, action: string, set: Partial<typeof backgroundJobs.$inferInsert> = {}) {
  return db.transaction(async (tx: Tx) => {
    const [before] = await tx.select({ status: backgroundJobs.status }).from(backgroundJobs).where(eq(backgroundJobs.id, jobId)).for('update');
    if (!before || !from.includes(before.status as JobStatus)) return null;
    const [row] = await tx
      .update(backgroundJobs)
      .set({ ...set, status: to })
      .where(and(eq(backgroundJobs.id, jobId), sql`${backgroundJobs.status} = ${before.status}`))
      .returning();
    if (row) await tx.insert(backgroundJobHistory).values({ jobId, fromStatus: before.status, toStatus: to, action, remark: set.error ?? null });
    return row ?? null;
  });
}

/** Jobs not finished, by state (the metrics' queue depth): read when Prometheus scrapes. */
export async function jobQueueDepth(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: backgroundJobs.status, count: sql<number>`count(*)::int` })
    .from(backgroundJobs)
    .where(inArray(backgroundJobs.status, ['new', 'running']))
    .groupBy(backgroundJobs.status);
  const depth: Record<string, number> = { new: 0, running: 0 };
  for (const row of rows) depth[row.status] = Number(row.count);
  return depth;
}
