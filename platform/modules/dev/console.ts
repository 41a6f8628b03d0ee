// The developer console's platform side (DEV_TOOLS=1, never in production): the OpenAPI document
// in an envelope, and a ring buffer of recent requests (id, method, path, status, duration) per
// signed-in user, so the console shows a user their own latest transactions and nobody else's.
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { authOf, requireAuthOf } from '../../http/auth';
import type { PlatformApp, PlatformBindings } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';

const TAGS = ['开发工具'];

export type RecordedRequest = { id: string; method: string; path: string; status: number; ms: number; at: string };

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

const requestsRoute = createRoute({
  method: 'get',
  path: '/dev/requests',
  tags: TAGS,
  summary: '当前用户最近 30 次平台请求（请求编号、方法、路径、状态、耗时；仅开发/测试环境）',
  security: [{ bearerAuth: [] }],
  responses: jsonResponses(
    z.array(z.object({ id: z.string(), method: z.string(), path: z.string(), status: z.number(), ms: z.number(), at: z.string() })),
    '最新的在前',
  ),
});

const openapiRoute = createRoute({
  method: 'get',
  path: '/dev/openapi',
  tags: TAGS,
  summary: '平台 OpenAPI 文档（包在统一响应结构中，供开发者控制台浏览；仅开发/测试环境）',
  responses: jsonResponses(z.record(z.unknown()), 'OpenAPI 3.0 文档'),
});

/** Registered after every module, so the document lists them all. */
export function registerDevConsole(app: PlatformApp, log: RequestLog, documentConfig: Parameters<PlatformApp['getOpenAPIDocument']>[0]) {
  app.openapi(requestsRoute, async (c) => c.json(ok(log.of(requireAuthOf(c).user.id)), 200));
  app.openapi(openapiRoute, async (c) => c.json(ok(app.getOpenAPIDocument(documentConfig) as unknown as Record<string, unknown>), 200));
}
