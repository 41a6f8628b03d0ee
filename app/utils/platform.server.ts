// The one way the app talks to the platform API: in-process through the embedded Hono app, or
// over HTTP when PLATFORM_API_URL is set. JSON calls, multipart uploads (`form`) and byte downloads
// (`download`) are all sent by `send` below: the origin, the token headers and the timeout are
// built here and only here, and envelope codes map to behaviour here and only here (`dataOf`).
import { redirect, type AppLoadContext } from '@remix-run/node';
import { CODES, MESSAGES_8, isReloginCode, type Envelope } from '#contract/codes';
import { LIMITS } from '#contract/limits';
import { appEnv } from './env.server';
import { unreadBodyText } from './response-text.server';
import { destroySession, getSession } from './session.server';

const EMBEDDED_ORIGIN = 'http://platform.internal/api-platform/api';

/** A business failure (code ≠ 200) the caller may show at a field or as a flash message. */
export class PlatformError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message || MESSAGES_8.fallbackError);
    this.name = 'PlatformError';
  }
}

export type CallOptions = {
  method?: 'GET' | 'POST';
  /** JSON body of a POST */
  body?: unknown;
  /** Multipart body of a POST (an upload): its content type and boundary come from the form. */
  form?: FormData;
  query?: Record<string, string | number | undefined | null>;
  /** Defaults to the session's token; pass null for an anonymous call. */
  token?: string | null;
};

/** What every platform call needs of the Remix request: the session's token and the request id. */
export type Caller = { request: Request; context: AppLoadContext };

function buildUrl(path: string, query: CallOptions['query']): string {
  const base = appEnv().PLATFORM_API_URL ?? EMBEDDED_ORIGIN;
  const url = new URL(base.replace(/\/$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

// A page's loaders call the platform several times per request; the signed session cookie is
// verified once per HTTP request (its load context: Remix gives each loader a Request of its own),
// not once per call. The loaders' calls then reach the platform together, so it looks the token
// up once for them all (platform/http/auth.ts shares a look-up in flight).
const tokenOfRequest = new WeakMap<object, Promise<string | undefined>>();
export function sessionToken({ request, context }: Caller): Promise<string | undefined> {
  const key = typeof context === 'object' && context !== null ? context : request;
  let token = tokenOfRequest.get(key);
  if (!token) {
    token = getSession(request).then((session) => session.get('token'));
    tokenOfRequest.set(key, token);
  }
  return token;
}

/**
 * One request to the platform with the caller's token (the spec's three token headers, server to
 * server only), request id and address: the platform's Response as it answered, or null when it
 * cannot be reached.
 */
async function send(caller: Caller, path: string, options: CallOptions & { accept: string }): Promise<Response | null> {
  const { context } = caller;
  const token = options.token === undefined ? await sessionToken(caller) : options.token;
  const headers = new Headers({ accept: options.accept, 'x-request-id': context.requestId ?? '' });
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('token', token);
    headers.set('x-access-token', token);
  }
  if (context.clientIp) headers.set('x-forwarded-for', context.clientIp);
  const method = options.method ?? (options.body === undefined && options.form === undefined ? 'GET' : 'POST');
  let body: string | FormData | undefined;
  if (method === 'POST' && options.form !== undefined) {
    body = options.form;
  } else if (method === 'POST') {
    body = JSON.stringify(options.body ?? {});
    headers.set('content-type', 'application/json');
    // Over HTTP, fetch writes the length itself. In process nothing does, and the platform's body
    // limit then copies the body into a new counting Request (about 1.7 % of a list page's thread).
    if (context.platformFetch) headers.set('content-length', String(Buffer.byteLength(body)));
  }
  const url = buildUrl(path, options.query);
  const attempt = async (): Promise<Response | null> => {
    const platformRequest = new Request(url, {
      method,
      headers,
      body,
      // The timeout bounds a call over HTTP; the embedded app's fetch never reads the signal.
      signal: context.platformFetch ? undefined : AbortSignal.timeout(LIMITS.requestTimeoutMs),
    });
    try {
      return context.platformFetch ? await context.platformFetch(platformRequest) : await fetch(platformRequest);
    } catch {
      return null;
    }
  };
  const first = await attempt();
  if (!lostInTransit(first) || !(method === 'GET' || READ_ONLY_PAGE_METHODS.has(caller.request.method))) return first;
  // Several platform nodes behind a balancer (README, "Running at scale"): a node that dies while
  // answering loses the calls it had, and the balancer retries only GETs, while the platform's
  // list queries are POSTs. A call made for a page view (a loader: it only reads) or a GET is
  // safe to send once more, and the balancer sends it to a live node.
  await first?.body?.cancel().catch(() => undefined);
  return attempt();
}

const READ_ONLY_PAGE_METHODS = new Set(['GET', 'HEAD']);

/** No answer, or the balancer's own 502/504 (HTML, not the platform's JSON envelope). */
function lostInTransit(response: Response | null): boolean {
  if (!response) return true;
  return (response.status === 502 || response.status === 504) && !(response.headers.get('content-type') ?? '').includes('application/json');
}

/** The raw envelope, after transport errors have become a 503 error page. */
export async function callPlatform<T>(caller: Caller, path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const response = await send(caller, path, { ...options, accept: 'application/json' });
  if (!response) throw platformUnavailable();
  try {
    const text = unreadBodyText(response);
    const envelope = (text === undefined ? await response.json() : JSON.parse(text)) as Envelope<T>;
    if (typeof envelope?.code !== 'number') throw new Error('not an envelope');
    return envelope;
  } catch {
    throw platformUnavailable();
  }
}

/** A download's answer: the platform's bytes, or its refusal (the envelope's message, '' if none). */
export type Download = { ok: true; response: Response } | { ok: false; status: number; message: string };

/**
 * GET of a file's bytes (a preview, a photo, an image code, a backup archive): the platform's
 * Response when it answered 200 with a body that is not an envelope, else its refusal with the HTTP
 * status; null when the platform cannot be reached. Session codes end nothing here: an image or a
 * download has no page to send to the login, so each caller answers a refusal its own way.
 */
export async function download(caller: Caller, path: string, options: Pick<CallOptions, 'query'> & { accept?: string } = {}): Promise<Download | null> {
  const response = await send(caller, path, { query: options.query, accept: options.accept ?? '*/*' });
  if (!response) return null;
  const envelope = (response.headers.get('content-type') ?? '').toLowerCase().includes('application/json');
  if (response.status === 200 && !envelope && response.body) return { ok: true, response };
  let message = '';
  try {
    const refusal = (await response.json()) as { message?: unknown } | null;
    if (typeof refusal?.message === 'string') message = refusal.message;
  } catch {
    await response.body?.cancel().catch(() => undefined);
  }
  return { ok: false, status: response.status, message };
}

function platformUnavailable() {
  return new Response('平台服务暂时无法访问，请稍后刷新重试', { status: 503, statusText: 'Service Unavailable' });
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * The data of a successful envelope. Session codes end the session here (403 → login;
 * 50008/50012/50014 → login with the re-login notice); a 403 that names a permission is a signed-in
 * user without the grant (decision 022): the 403 page, the session kept. Any other failure is a
 * PlatformError.
 */
export async function dataOf<T>(caller: Caller, envelope: Envelope<T>): Promise<T> {
  if (envelope.code === CODES.SUCCESS) return envelope.data;
  if (envelope.code === CODES.FORBIDDEN && typeof (envelope.data as { permission?: unknown } | null)?.permission === 'string') {
    throw new Response(envelope.message, { status: 403, statusText: 'Forbidden' });
  }
  if (envelope.code === CODES.FORBIDDEN || isReloginCode(envelope.code)) {
    const session = await getSession(caller.request);
    const params = new URLSearchParams({ redirect: currentPath(caller.request) });
    if (isReloginCode(envelope.code)) params.set('relogin', '1');
    throw redirect(`/login?${params}`, { headers: { 'Set-Cookie': await destroySession(session) } });
  }
  throw new PlatformError(envelope.code, envelope.message, envelope.data);
}

/** A call by string path: the areas not yet in a route table (use `api` from api.server.ts). */
export async function platform<T>(caller: Caller, path: string, options: CallOptions = {}): Promise<T> {
  return dataOf(caller, await callPlatform<T>(caller, path, options));
}
