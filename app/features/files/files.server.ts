// Files between the browser and the platform: uploads forwarded as multipart, previews and
// downloads streamed back. The token goes only in server-to-server headers (the spec's file URLs
// carried it as a query parameter; ours never do), built exactly as platform.server.ts builds them.
import { redirect, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';
import { CODES, MESSAGES_8, isReloginCode, type Envelope } from '#contract/codes';
import { IMAGE_CODE_PATH } from '#contract/auth/api';
import { FILE_PATHS } from '#contract/files/api';
import { LIMITS } from '#contract/limits';
import { MAX_FILE_BYTES, TOO_LARGE_MARKER_TYPE, UUID_PATTERN } from '#app/features/certification/certification';
import { validateCsrf } from '#app/utils/csrf.server';
import { appEnv } from '#app/utils/env.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { destroySession, getSession } from '#app/utils/session.server';

const EMBEDDED_ORIGIN = 'http://platform.internal/api-platform/api';

export const FILE_NOT_FOUND = '文件不存在';

export type UploadedFile = { uuid: string; name: string; size: number; mime: string };

type RawInit = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  /** a multipart or other raw body; the content type comes from the body itself */
  body?: BodyInit;
  accept?: string;
};

/**
 * One raw platform request with the session's token: the Response as the platform sent it
 * (bytes or an envelope), or null when the platform cannot be reached.
 */
export async function platformRaw(caller: Caller, path: string, init: RawInit = {}): Promise<Response | null> {
  const { request, context } = caller;
  const token = (await getSession(request)).get('token');
  const base = appEnv().PLATFORM_API_URL ?? EMBEDDED_ORIGIN;
  const url = new URL(base.replace(/\/$/, '') + path);
  for (const [key, value] of Object.entries(init.query ?? {})) if (value) url.searchParams.set(key, value);

  const headers = new Headers({ accept: init.accept ?? '*/*', 'x-request-id': context.requestId ?? '' });
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('token', token);
    headers.set('x-access-token', token);
  }
  if (context.clientIp) headers.set('x-forwarded-for', context.clientIp);
  const platformRequest = new Request(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body,
    signal: AbortSignal.timeout(LIMITS.requestTimeoutMs),
  });
  try {
    return context.platformFetch ? await context.platformFetch(platformRequest) : await fetch(platformRequest);
  } catch {
    return null;
  }
}

function isEnvelopeResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('application/json');
}

function notFound(): Response {
  return new Response(FILE_NOT_FOUND, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * GET /resources/file/{preview,download}?uuid=…: the platform's bytes with their type, name and
 * length. Unknown files, files of others, a missing session and platform refusals are all the
 * same 404 '文件不存在' (nothing tells one from another).
 */
export async function proxyFile(caller: Caller, kind: 'preview' | 'download'): Promise<Response> {
  const uuid = new URL(caller.request.url).searchParams.get('uuid') ?? '';
  if (!UUID_PATTERN.test(uuid)) return notFound();
  if (!(await getSession(caller.request)).get('token')) return notFound();

  const upstream = await platformRaw(caller, FILE_PATHS[kind], { query: { uuid } });
  if (!upstream) {
    return new Response('平台服务暂时无法访问，请稍后刷新重试', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (upstream.status !== 200 || isEnvelopeResponse(upstream) || !upstream.body) {
    await upstream.body?.cancel().catch(() => undefined);
    return notFound();
  }
  // X-Content-Type-Options: nosniff comes with every response of server.ts (helmet); sending it
  // here too would repeat it ('nosniff, nosniff').
  const headers = new Headers({
    'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    // Only the owner (or their company, or an operator) may read it: never a shared cache.
    'cache-control': 'private, max-age=300',
  });
  const disposition = upstream.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  else if (kind === 'download') headers.set('content-disposition', 'attachment');
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(upstream.body, { status: 200, headers });
}

/**
 * GET /resources/captcha/{key}: the SVG of a live image code. Pages link it rather than inline a
 * data URL, which would weigh on every public form twice (markup and hydration data).
 */
export async function proxyCaptcha(caller: Caller, key: string): Promise<Response> {
  const gone = () =>
    new Response(MESSAGES_8.loadFailed, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  if (!UUID_PATTERN.test(key)) return gone();
  const upstream = await platformRaw(caller, IMAGE_CODE_PATH(key), { accept: 'image/svg+xml' });
  if (!upstream || upstream.status !== 200 || isEnvelopeResponse(upstream)) {
    await upstream?.body?.cancel().catch(() => undefined);
    return gone();
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * Forwards one file to `POST /actions/upload/image` (kind 'image') or `/actions/upload/`.
 * Throws PlatformError with the platform's message ('文件大小不能超过10MB', '只能上传 JPG、PNG、
 * WEBP、GIF 格式的图片', ...); an ended session goes to the login like platform() does.
 */
export async function uploadFile(caller: Caller, file: File, purpose: string, kind: 'image' | 'file'): Promise<UploadedFile> {
  const body = new FormData();
  body.set('file', file, file.name);
  // The platform names purposes in snake case (id_card_front); screens may say idCardFront.
  body.set(
    'purpose',
    purpose.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`),
  );
  const response = await platformRaw(caller, kind === 'image' ? FILE_PATHS.uploadImage : FILE_PATHS.upload, {
    method: 'POST',
    body,
    accept: 'application/json',
  });
  if (!response) {
    throw new Response('平台服务暂时无法访问，请稍后刷新重试', { status: 503, statusText: 'Service Unavailable' });
  }
  let envelope: Envelope<UploadedFile>;
  try {
    envelope = (await response.json()) as Envelope<UploadedFile>;
    if (typeof envelope?.code !== 'number') throw new Error('not an envelope');
  } catch {
    throw new Response('平台服务暂时无法访问，请稍后刷新重试', { status: 503, statusText: 'Service Unavailable' });
  }
  if (envelope.code === CODES.SUCCESS) {
    const { uuid, name, size, mime } = envelope.data;
    return { uuid, name, size, mime };
  }
  if (envelope.code === CODES.FORBIDDEN || isReloginCode(envelope.code)) {
    const session = await getSession(caller.request);
    const params = new URLSearchParams({ redirect: currentPath(caller.request) });
    if (isReloginCode(envelope.code)) params.set('relogin', '1');
    throw redirect(`/login?${params}`, { headers: { 'Set-Cookie': await destroySession(session) } });
  }
  throw new PlatformError(envelope.code, envelope.message, envelope.data);
}

// ---------------------------------------------------------------------------------------------
// Multipart forms of the app's own screens

/** Text fields are small; a form carries at most a handful of images of ≤ 10 MB each. */
const MAX_FORM_BYTES = 6 * MAX_FILE_BYTES;

class PartTooLarge extends Error {}

/**
 * A form's fields, multipart (parseMultipartForm) or urlencoded, after the CSRF check: for a
 * form that may carry a file without JS.
 */
export async function readAnyForm(request: Request): Promise<FormData> {
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const formData = multipart ? await parseMultipartForm(request) : await request.formData();
  await validateCsrf(formData, request.headers);
  return formData;
}

/**
 * Parses a multipart form in memory (`unstable_createMemoryUploadHandler`, 10 MB a part). A
 * file over 10 MB does not fail the whole form: its bytes are read and dropped, and the field
 * gets an empty File of TOO_LARGE_MARKER_TYPE, so the form answers '文件大小不能超过10MB' at that
 * field and keeps every other field (the CSRF token too). A file input left empty is omitted.
 * Throws 413 for bodies no form of ours can produce and 400 for a body that is not multipart.
 */
export async function parseMultipartForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_FORM_BYTES) {
    throw new Response('上传内容过大', { status: 413, statusText: 'Payload Too Large' });
  }
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: MAX_FILE_BYTES });
  const handler: UploadHandler = async (part) => {
    if (typeof part.filename !== 'string') return memory(part);
    if (part.filename === '') {
      for await (const _chunk of part.data) void _chunk;
      return undefined;
    }
    const source = part.data;
    let total = 0;
    // Counts ahead of the memory handler: past the limit, drain the rest of this part (so the
    // next parts still parse) and stop the memory handler with PartTooLarge.
    async function* limited() {
      const iterator = source[Symbol.asyncIterator]();
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        total += next.value.byteLength;
        if (total > MAX_FILE_BYTES) {
          for (;;) if ((await iterator.next()).done) break;
          throw new PartTooLarge();
        }
        yield next.value;
      }
    }
    try {
      return await memory({ ...part, data: limited() });
    } catch (error) {
      if (error instanceof PartTooLarge || (error as Error)?.name === 'MaxPartSizeExceededError') {
        return new File([], part.filename, { type: TOO_LARGE_MARKER_TYPE });
      }
      throw error;
    }
  };
  try {
    return await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof Response) throw error;
    if ((error as Error)?.name === 'MaxPartSizeExceededError') {
      throw new Response('上传内容过大', { status: 413, statusText: 'Payload Too Large' });
    }
    throw new Response('请求格式错误，请刷新页面后重试', { status: 400, statusText: 'Bad Request' });
  }
}
