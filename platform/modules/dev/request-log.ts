// The developer console's request log (DEV_TOOLS=1, never in production): a ring buffer of recent
// requests (id, method, path, status, duration) per signed-in user, so the console shows a user
// their own latest transactions and nobody else's.
import type { MiddlewareHandler } from 'hono';
import type { RecordedRequest } from '../../contract/dev/api';
import { authOf } from '../../http/auth';
import type { PlatformBindings } from '../../http/context';

/** The last `capacity` requests of signed-in callers, oldest dropped first. */
export class RequestLog {
  private readonly entries: (RecordedRequest & { userId: number })[] = [];

  constructor(private readonly capacity = 500) {}

  record(entry: RecordedRequest & { userId: number }) {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** A user's latest requests, newest first. */
  of(userId: number, limit = 30): RecordedRequest[] {
    const out: RecordedRequest[] = [];
    for (let i = this.entries.length - 1; i >= 0 && out.length < limit; i -= 1) {
      const { userId: owner, ...entry } = this.entries[i];
      if (owner === userId) out.push(entry);
    }
    return out;
  }

  /** Records every authenticated request after it ran (runs after the auth middleware). */
  middleware(base: string): MiddlewareHandler<PlatformBindings> {
    return async (c, next) => {
      const started = performance.now();
      await next();
      const auth = authOf(c);
      const path = c.req.path.startsWith(base) ? c.req.path.slice(base.length) : c.req.path;
      if (!auth || path.startsWith('/dev/')) return;
      this.record({
        id: c.get('requestId'),
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        at: new Date().toISOString(),
        userId: auth.user.id,
      });
    };
  }
}
