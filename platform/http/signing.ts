// HMAC-SHA256 signatures, the one scheme of the platform's machine channels: the custody bank
// (modules/money/bank: the exact JSON body under BANK_SECRET) and the open API (modules/open: a
// canonical text of the request under the key's signing key, decision 032). Hex digests, compared in
// constant time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** HMAC-SHA256 of `text` under `key` (a string, or raw bytes), as lower-case hex. */
export const hmacHex = (key: string | Uint8Array, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** Whether `signature` is the HMAC-SHA256 of `text` under `key`: constant time, false for anything malformed. */
export function hmacMatches(key: string | Uint8Array, text: string, signature: string | null | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(key, text), 'hex'), Buffer.from(signature, 'hex'));
}

/**
 * The text an open-API request's signature covers, one field a line: the method, the path with its
 * query string exactly as sent (from `/open/v1`), the timestamp (Unix seconds), the nonce and the
 * SHA-256 of the body's bytes (of the empty string when there is none).
 */
export function canonicalRequest(parts: { method: string; path: string; timestamp: string; nonce: string; bodyHash: string }): string {
  return [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, parts.bodyHash].join('\n');
}

/** The label a key's signing key is derived under: signingKey = HMAC-SHA256(secret, label). */
export const SIGNING_KEY_LABEL = 'freight-open-v1';

/** The signing key of an API key's secret: what the platform keeps (hex) and what a partner signs with. */
export const signingKeyOf = (secret: string) => hmacHex(secret, SIGNING_KEY_LABEL);

/** The headers of a signed open-API request: a partner's client (tests/open, the docs' examples) does this. */
export function signedHeaders(options: { keyId: string; secret: string; method: string; path: string; body?: string; timestamp?: number; nonce?: string }) {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? crypto.randomUUID().replaceAll('-', '');
  const text = canonicalRequest({ method: options.method, path: options.path, timestamp, nonce, bodyHash: sha256Hex(options.body ?? '') });
  return {
    'x-open-key': options.keyId,
    'x-open-timestamp': timestamp,
    'x-open-nonce': nonce,
    'x-open-signature': hmacHex(Buffer.from(signingKeyOf(options.secret), 'hex'), text),
  };
}
