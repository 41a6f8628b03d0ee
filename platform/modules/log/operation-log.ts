// The operation log: one row for every state-changing platform call — who (user, role, company),
// the action (the endpoint's summary), its target, the parameters with secrets masked
// (./redact.ts), the result (ok, or refused with the message), the caller's address and the time.
// A middleware over the non-GET endpoints of the route tables; it adds nothing to the answer's
// time but the body the validator has already read: the row is built after the response is
// handed back and written in a batch (./service.ts).
import type { MiddlewareHandler } from 'hono';
import { API } from '../../contract/api';
import type { Endpoint } from '../../contract/endpoints';
import type { Db } from '../../db/client';
import { authOf, keyCallerOf } from '../../http/auth';
import { callerAddress } from '../../http/caller';
import { maskNumbersIn, redact, redactedJson } from './redact';
import { saveOperationLog, type OperationEntry } from './service';

type Matched = { endpoint: Endpoint; params: Record<string, string> };
type Template = { method: string; pattern: RegExp; names: string[]; endpoint: Endpoint };

/**
 * POST endpoints that only read (lists, look-ups, counts) or that have a log of their own (the
 * sign-ins have the login log, the route-change log would log itself) are not operations.
 */
const READS = /^(\w*pagination|page|\w*Page|search|get\w*|statistically\w*|check\w*|secretKey)$/i;
const OWN_LOG = new Set(['/log/interface/save', '/users/login', '/users/ssoLogin']);

function endpointTable() {
  const exact = new Map<string, Endpoint>();
  const templates: Template[] = [];
  for (const table of Object.values(API) as Record<string, Endpoint>[]) {
    for (const endpoint of Object.values(table)) {
      if (endpoint.method === 'get' || OWN_LOG.has(endpoint.path)) continue;
      const lastWord =
        endpoint.path
          .split('/')
          .filter((part) => part && !part.startsWith('{'))
          .pop() ?? '';
      if (READS.test(lastWord)) continue;
      if (!endpoint.path.includes('{')) {
        exact.set(`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint);
        continue;
      }
      const names: string[] = [];
      const source = endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      templates.push({ method: endpoint.method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, endpoint });
    }
  }
  return (method: string, path: string): Matched | null => {
    const fixed = exact.get(`${method} ${path}`);
    if (fixed) return { endpoint: fixed, params: {} };
    for (const template of templates) {
      if (template.method !== method) continue;
      const found = template.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      template.names.forEach((name, index) => (params[name] = decodeURIComponent(found[index + 1] ?? '')));
      return { endpoint: template.endpoint, params };
    }
    return null;
  };
}

/** The summary up to its first explanation: 运单补录（货主）：补录已过节点… → 运单补录. */
export function actionOf(summary: string): string {
  return summary
    .split(/[（(：:；;，,。]/)[0]!
    .trim()
    .slice(0, 60);
}

const TARGET_KEY = /^(id|ids|\w+Id|\w+Ids|\w+No|\w+Nos)$/;

/** The id or number a call names: its path parameter, else the first id-like field of its body. */
export function targetOf(params: Record<string, string>, body: unknown): string | null {
  const fromPath = params.id ?? Object.values(params)[0];
  if (fromPath) return maskNumbersIn(fromPath).slice(0, 100);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  for (const [key, value] of Object.entries(body)) {
    if (!TARGET_KEY.test(key) || value === null || value === undefined || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'object' ? null : String(value);
    if (text) return maskNumbersIn(text).slice(0, 100);
  }
  return null;
}

type Envelope = { code?: unknown; message?: unknown };

/** `apiBase` is stripped from the request's path to find its endpoint in the route tables. */
export function operationLogMiddleware(db: Db, apiBase: string): MiddlewareHandler {
  const endpointAt = endpointTable();
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const path = c.req.path.startsWith(apiBase) ? c.req.path.slice(apiBase.length) : c.req.path;
    const matched = endpointAt(method, path);
    // an open-API call is logged once by the gateway, reads included, with the key that made it
    if (!matched || keyCallerOf(c)) return next();
    const auth = authOf(c);
    const ip = callerAddress(c);
    await next();
    // Only what the validator already read: a body nobody read is not read now.
    const bodyText = c.req.bodyCache.text ?? c.req.bodyCache.json;
    const answer = c.res.headers.get('content-type')?.includes('json') ? c.res.clone() : null;
    const status = c.res.status;
    setImmediate(() => {
      void (async () => {
        const raw: unknown = bodyText ? await bodyText : undefined;
        let body: unknown = raw;
        if (typeof raw === 'string') {
          try {
            body = JSON.parse(raw);
          } catch {
            body = raw;
          }
        }
        const envelope = answer ? ((await answer.json().catch(() => null)) as Envelope | null) : null;
        const code = typeof envelope?.code === 'number' ? envelope.code : status;
        const params = Object.keys(matched.params).length ? { ...matched.params, ...(typeof body === 'object' && body ? body : { body }) } : body;
        const entry: OperationEntry = {
          userId: auth?.user.id ?? null,
          userMobile: auth?.user.mobile ?? null,
          userName: auth?.user.realName ?? '',
          role: auth?.role ?? null,
          companyId: auth?.user.companyId ?? null,
          action: actionOf(matched.endpoint.summary),
          method,
          path: maskNumbersIn(path).slice(0, 300),
          targetType: matched.endpoint.tags?.[0] ?? null,
          targetId: targetOf(matched.params, redact(body)),
          params: redactedJson(params),
          result: code === 200 ? 'ok' : 'refused',
          code,
          message: typeof envelope?.message === 'string' ? envelope.message.slice(0, 500) : null,
          ip,
        };
        saveOperationLog(db, entry);
      })().catch(() => {
        // Building the row failed (an unreadable answer): the call was answered; nothing to tell.
      });
    });
  };
}
