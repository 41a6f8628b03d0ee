// The open API at the site's root (issue 51): partners are promised `https://<site>/open/v1/…` and
// `/open/v1/openapi.json`, while the platform serves its gateway under the API base
// (`/api-platform/api/open/v1/…`, platform/modules/open/gateway.ts). The app server hands every
// `/open/v1/*` request to that gateway unchanged: in process when the platform is embedded, over
// HTTP to PLATFORM_API_URL when the platform runs on its own. The signature covers the path from
// `/open/v1` on, so the same signed request is good at either address.
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import { OPEN_ERRORS } from '../platform/contract/open/messages';
import { LIMITS } from '../platform/contract/limits';

export const OPEN_MOUNT = '/open/v1';

/** Whether a request path is the open API's at the site's root. */
export const isOpenPath = (path: string): boolean => path === OPEN_MOUNT || path.startsWith(`${OPEN_MOUNT}/`);

/**
 * The embedded platform: the request goes to the listener that serves the API base, as if it had
 * been sent to `${apiBase}/open/v1/…` (Express mounted this handler at /open/v1 and stripped it).
 */
export function openToEmbedded(apiBase: string, listener: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return (req: Request, res: Response) => {
    req.url = `${apiBase}${req.originalUrl}`;
    void listener(req, res);
  };
}

// Per connection, never forwarded (RFC 9110 §7.6.1); host names the platform's address instead.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/** The open API's own refusal when the platform cannot be reached: its envelope, never a page. */
function unavailable(res: Response) {
  if (res.headersSent) return void res.destroy();
  const [code, error, message] = OPEN_ERRORS.unavailable;
  res.status(code).set('Retry-After', '5').json({ code, message, data: { error } });
}

/**
 * A separate platform (PLATFORM_API_URL = http://host:port/api-platform/api): the request streams to
 * `${platformApiUrl}/open/v1/…` and the answer streams back. The caller's address travels as
 * X-Forwarded-For: Express's req.ip (the socket's, or the balancer's forwarded one under
 * TRUST_PROXY), as the app's own platform calls send it — the client's header is replaced, not
 * passed on, so a key's IP allow-list sees the address this server saw; the platform trusts it only
 * from the addresses its own TRUST_PROXY names.
 */
export function openToRemote(platformApiUrl: string) {
  const base = new URL(platformApiUrl.replace(/\/$/, ''));
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true });
  return (req: Request, res: Response) => {
    const target = new URL(`${base.pathname}${req.originalUrl}`, base);
    const headers = { ...forwardable(req.headers), 'x-forwarded-for': req.ip ?? '', 'x-request-id': String(req.id ?? '') };
    const upstream = transport.request(target, { method: req.method, headers, agent, timeout: LIMITS.requestTimeoutMs }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(res);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('platform timeout')));
    upstream.on('error', () => unavailable(res));
    // a client that hangs up stops the platform's work on its answer too
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
