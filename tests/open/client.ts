// A partner's client of the open API, as an ERP would write it: it signs each request with its key
// (docs: /open/docs) and reads the envelope. It takes any fetch (a real HTTP server's, or the
// embedded platform's in the tests) and imports nothing of the platform but nothing it could not
// write itself: node:crypto.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export type OpenKey = { keyId: string; secret: string };
export type OpenAnswer = { status: number; code: number; message: string; data: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a partner reads the fields of whichever endpoint it called

export type SignOptions = { timestamp?: number; nonce?: string; idempotencyKey?: string };

/** The four signature headers of one request (and the idempotency key, when given). */
export function signRequest(key: OpenKey, method: string, pathAndQuery: string, body: string, options: SignOptions = {}): Record<string, string> {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const text = [method.toUpperCase(), pathAndQuery, timestamp, nonce, bodyHash].join('\n');
  const signingKey = createHmac('sha256', key.secret).update('freight-open-v1').digest();
  const signature = createHmac('sha256', signingKey).update(text).digest('hex');
  return {
    'x-open-key': key.keyId,
    'x-open-timestamp': timestamp,
    'x-open-nonce': nonce,
    'x-open-signature': signature,
    ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
  };
}

/** A client bound to a base URL (…/open/v1 is appended to it) and a fetch. */
export function openClient(baseUrl: string, key: OpenKey, send: (request: Request) => Promise<Response> = fetch) {
  const prefix = new URL(baseUrl).pathname.replace(/\/$/, '');
  async function request(method: 'GET' | 'POST', path: string, json?: unknown, options: SignOptions = {}): Promise<OpenAnswer> {
    const body = json === undefined ? '' : JSON.stringify(json);
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/open/v1${path}`);
    // the signature covers the path from /open/v1 on, with its query string, as sent
    const signedPath = url.pathname.slice(prefix.length) + url.search;
    const headers = { ...signRequest(key, method, signedPath, body, options), ...(body ? { 'content-type': 'application/json' } : {}) };
    const answer = await send(new Request(url, { method, headers, body: body || undefined }));
    const envelope = (await answer.json()) as { code: number; message: string; data: unknown };
    return { status: answer.status, code: envelope.code, message: envelope.message, data: envelope.data, headers: answer.headers };
  }
  return {
    get: (path: string, options?: SignOptions) => request('GET', path, undefined, options),
    post: (path: string, json: unknown, options?: SignOptions) => request('POST', path, json, options),
  };
}
