// Per-IP and per-phone rate limits (issue 3, security). In-memory: one set per platform app,
// created by the module factory, so every app (and every test file) starts from zero.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Context } from 'hono';
import { Refusal } from '../../http/refusal';

export const RATE_LIMITED = 429;
export const RATE_LIMIT_MESSAGE = '操作过于频繁，请稍后再试';

export type Limiters = ReturnType<typeof createLimiters>;

export function createLimiters() {
  const make = (keyPrefix: string, points: number, duration: number) => new RateLimiterMemory({ keyPrefix, points, duration });
  return {
    loginIp: make('login-ip', 10, 60),
    // per phone: failed attempts only (a successful login gives its point back, auth/http.ts)
    loginPhone: make('login-phone', 10, 60),
    smsPhone: make('sms-phone', 5, 10 * 60),
    smsIp: make('sms-ip', 20, 60 * 60),
    imageIp: make('image-ip', 30, 60),
  };
}

/** The caller's address, as the server that accepted the connection saw it (platform/http/caller.ts). */
export { clientIp } from '../../http/caller';

/** Consumes one point from each limiter; the first one over its limit refuses with 429. */
export async function consumeOrRefuse(c: Context, ...checks: Array<[RateLimiterMemory, string]>): Promise<void> {
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
