// Files between the browser and the platform: uploads sent on through the platform client
// (platform.server.ts: its token headers, its session codes), previews and downloads streamed back,
// and the multipart forms of the app's own screens. The token goes only in server-to-server headers
// (the spec's file URLs carried it as a query parameter; ours never do).
import { unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';
import { FILE_PATHS } from '#contract/files/api';
import { validateCsrf } from './csrf.server';
import { FILE_MESSAGES, MAX_FILE_BYTES, TOO_LARGE_MARKER_TYPE, UUID_PATTERN } from './files';
import { callPlatform, dataOf, download, sessionToken, type Caller } from './platform.server';

export const FILE_NOT_FOUND = '文件不存在';

export type UploadedFile = { uuid: string; name: string; size: number; mime: string };

/** The plain 404 '文件不存在' of a file that cannot be shown. */
export function fileNotFound(): Response {
  return new Response(FILE_NOT_FOUND, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * GET /resources/file/{preview,download}?uuid=…: the platform's bytes with their type, name and
 * length. Unknown files, files of others, a missing session and platform refusals are all the
 * same 404 '文件不存在' (nothing tells one from another). `anonymous`: asked without a session too
 * (the images of published content are public: the platform decides).
 */
export async function proxyFile(caller: Caller, kind: 'preview' | 'download' | 'downloadContract', options: { anonymous?: boolean } = {}): Promise<Response> {
  const uuid = new URL(caller.request.url).searchParams.get('uuid') ?? '';
  if (!UUID_PATTERN.test(uuid)) return fileNotFound();
  const signedIn = Boolean(await sessionToken(caller));
  if (!signedIn && !options.anonymous) return fileNotFound();

  const answer = await download(caller, FILE_PATHS[kind], { query: { uuid } });
  if (!answer) {
    return new Response('平台服务暂时无法访问，请稍后刷新重试', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (!answer.ok) return fileNotFound();
  const upstream = answer.response;
  // X-Content-Type-Options: nosniff comes with every response of server.ts (helmet); sending it
  // here too would repeat it ('nosniff, nosniff').
  const headers = new Headers({
    'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    // Only the owner (or their company, or an operator) may read it: never a shared cache. An
    // image of published content read anonymously is public, but it stops being so when the
    // content goes offline: a short life in shared caches.
    'cache-control': signedIn ? 'private, max-age=300' : 'public, max-age=60',
  });
  const disposition = upstream.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  else if (kind !== 'preview') headers.set('content-disposition', 'attachment');
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(upstream.body, { status: 200, headers });
}

/**
 * Sends one file to `POST /actions/upload/image` (kind 'image') or `/actions/upload/`.
 * Throws PlatformError with the platform's message ('文件大小不能超过10MB', '只能上传 JPG、PNG、
 * WEBP、GIF 格式的图片', ...); an ended session goes to the login as every platform call does.
 */
export async function uploadFile(caller: Caller, file: File, purpose: string, kind: 'image' | 'file'): Promise<UploadedFile> {
  const form = new FormData();
  form.set('file', file, file.name);
  // The platform names purposes in snake case (id_card_front); screens may say idCardFront.
  form.set(
    'purpose',
    purpose.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`),
  );
  const envelope = await callPlatform<UploadedFile>(caller, kind === 'image' ? FILE_PATHS.uploadImage : FILE_PATHS.upload, { method: 'POST', form });
  const { uuid, name, size, mime } = await dataOf(caller, envelope);
  return { uuid, name, size, mime };
}

// ---------------------------------------------------------------------------------------------
// Multipart forms of the app's own screens

/** Text fields are small; a form carries at most a handful of images of ≤ 10 MB each. */
const MAX_FORM_BYTES = 6 * MAX_FILE_BYTES;

class PartTooLarge extends Error {}

/**
 * The photos a form carries under `field` (a multiple file input; an empty input adds none), and
 * what is wrong with them, if anything: more than `max`, or one over 10 MB.
 */
export function formPhotos(formData: FormData, field: string, max: number): { photos: File[]; problem: string | null } {
  const photos = formData.getAll(field).filter((f): f is File => f instanceof File && (f.size > 0 || f.type === TOO_LARGE_MARKER_TYPE));
  const problem =
    photos.length > max
      ? `最多上传${max}张照片`
      : photos.some((p) => p.type === TOO_LARGE_MARKER_TYPE || p.size > MAX_FILE_BYTES)
        ? FILE_MESSAGES.tooLarge
        : null;
  return { photos, problem };
}

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
