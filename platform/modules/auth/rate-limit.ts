// Per-IP, per-phone and per-waybill rate limits (issue 3, security; issue 49: limits that hold
// across nodes). Where the counters live is RATE_LIMIT_STORE: `database` keeps them in the
// rate_limits table (one atomic upsert per point, rate-limiter-flexible's drizzle store), so every
// platform process on one PostgreSQL counts against the same limit; `memory` keeps them in this
// process, enough for the embedded database, which only one process can open. The default follows
// the database: PostgreSQL → database, PGlite → memory. Memory limiters are one set per platform
// app, so every app (and every test file) starts from zero.
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Context } from 'hono';
import { lt } from 'drizzle-orm';
import type { PlatformEnv } from '../../config';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import type { JobRunner } from '../jobs/runner';

export const RATE_LIMITED = 429;
export const RATE_LIMIT_MESSAGE = '操作过于频繁，请稍后再试';

export type RateLimitStore = { kind: 'memory' } | { kind: 'database'; db: Db };

/** The store RATE_LIMIT_STORE names, or the one the database calls for. */
export function rateLimitStoreOf(db: Db, env: Pick<PlatformEnv, 'RATE_LIMIT_STORE' | 'DATABASE_URL'>): RateLimitStore {
  const kind = env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? 'database' : 'memory');
  return kind === 'database' ? { kind, db } : { kind };
}

/** One limiter: `points` per `duration` seconds for each key. */
export function rateLimiter(store: RateLimitStore, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  if (store.kind === 'memory') return new RateLimiterMemory({ keyPrefix, points, duration });
  // Expired rows are removed by the job runner (pruneRateLimits), not by a timer in every limiter.
  // While the database does not answer, this process's own counts stand in (the library's insurance).
  return new RateLimiterDrizzle({
    storeClient: store.db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration,
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
}

export type Limiters = ReturnType<typeof createLimiters>;

export function createLimiters(store: RateLimitStore = { kind: 'memory' }) {
  const make = (keyPrefix: string, points: number, duration: number) => rateLimiter(store, keyPrefix, points, duration);
  return {
    loginIp: make('login-ip', 10, 60),
    // per phone: failed attempts only (a successful login gives its point back, auth/http.ts)
    loginPhone: make('login-phone', 10, 60),
    smsPhone: make('sms-phone', 5, 10 * 60),
    smsIp: make('sms-ip', 20, 60 * 60),
    imageIp: make('image-ip', 30, 60),
  };
}

export const RATE_LIMITS_PRUNE_JOB = 'rateLimits.prune';

/** The job runner removes ended counters every hour (platform/jobs.ts). */
export async function scheduleRateLimitPruning(runner: JobRunner, db: Db): Promise<void> {
  await runner.define({ name: RATE_LIMITS_PRUNE_JOB, oneAtATime: true, run: async () => ({ removed: await pruneRateLimits(db) }) });
  await runner.schedule(RATE_LIMITS_PRUNE_JOB, '17 * * * *');
}

/** Counters whose window ended more than an hour ago (the longest window is an hour). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)))
    .returning({ key: rateLimits.key });
  return removed.length;
}

/** The caller's address, as the server that accepted the connection saw it (platform/http/caller.ts). */
export { clientIp } from '../../http/caller';

/** Consumes one point from each limiter; the first one over its limit refuses with 429. */
export async function consumeOrRefuse(c: Context, ...checks: Array<[RateLimiterAbstract, string]>): Promise<void> {
  for (const [limiter, key] of checks) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
        throw new Refusal(RATE_LIMITED, RATE_LIMIT_MESSAGE);
      }
      throw error;
    }
  }
}
