// The open API's list read in the bench (issue 51: "`npm run bench` prints the open API's list
// throughput beside the screens'"): the waybill list a partner's ERP reads, POST
// /open/v1/dispatchOrder/pagination at the site's root, each request signed afresh (its own
// timestamp and nonce, as the gateway demands: a nonce is refused the second time), measured as the
// screens are (cost.mjs: CPU per request of the whole server process, and the closed-loop rate).
//
// A key may make OPEN_RATE_LIMIT_PER_MINUTE requests a minute and a company may hold MAX_LIVE_KEYS
// live keys, so the bench makes as many keys as the requests need (revoking the bench's keys of an
// earlier round first) and takes them in turn: what is measured is every check a partner's request
// passes, the rate limit's count included, never a refusal.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { cpuPerRequest } from './cost.mjs';

/** platform/modules/open/gateway.ts and keys.ts: a key's requests a minute, a company's live keys. */
export const OPEN_RATE_LIMIT_PER_MINUTE = 120;
export const MAX_LIVE_KEYS = 20;
/** the bench's own keys, by name: revoked before a round makes new ones */
export const BENCH_KEY_PREFIX = 'bench-';
export const OPEN_LIST_PATH = '/open/v1/dispatchOrder/pagination';
export const OPEN_LIST_BODY = JSON.stringify({ pageNumber: 1, pageSize: 20 });

/**
 * The four signature headers of one request (the scheme of /open/docs): HMAC-SHA256 with the key
 * derived from the secret, over method, path from /open/v1 with its query, timestamp, nonce and the
 * body's SHA-256.
 */
export function signedHeaders(key, method, pathAndQuery, body, { timestamp = Math.floor(Date.now() / 1000), nonce = randomBytes(16).toString('hex') } = {}) {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const signingKey = createHmac('sha256', key.secret).update('freight-open-v1').digest();
  const text = [method.toUpperCase(), pathAndQuery, String(timestamp), nonce, bodyHash].join('\n');
  return {
    'x-open-key': key.keyId,
    'x-open-timestamp': String(timestamp),
    'x-open-nonce': nonce,
    'x-open-signature': createHmac('sha256', signingKey).update(text).digest('hex'),
  };
}

/**
 * How many keys `requests` requests need so that none is refused by its key's limit, however fast
 * they go (all inside one minute): a tenth of each key's minute is left as a margin. Throws when a
 * company could not hold that many live keys.
 */
export function keysNeeded(requests, perKeyPerMinute = OPEN_RATE_LIMIT_PER_MINUTE, maxKeys = MAX_LIVE_KEYS) {
  if (!(requests > 0)) throw new Error(`keysNeeded: ${requests} requests`);
  const usable = Math.floor(perKeyPerMinute * 0.9);
  const keys = Math.ceil(requests / usable);
  if (keys > maxKeys) throw new Error(`${requests} open-API requests need ${keys} keys, more than a company's ${maxKeys}: take fewer requests`);
  return keys;
}

/** The keys in turn, one per request: each key's share differs from another's by at most one. */
export function inTurn(keys) {
  if (!keys.length) throw new Error('inTurn: no keys');
  let next = 0;
  return () => keys[next++ % keys.length];
}

async function platformCall(base, token, method, path, json) {
  const res = await fetch(`${base}/api-platform/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, token, 'x-access-token': token, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/**
 * `count` fresh keys of the account whose platform `token` is given, scoped to the waybill list: the
 * bench's earlier keys are revoked first (a company holds at most MAX_LIVE_KEYS).
 */
export async function benchKeys(base, token, count) {
  const existing = await platformCall(base, token, 'GET', '/open/apiKey/list');
  for (const key of existing.filter((row) => row.status === 'active' && row.name.startsWith(BENCH_KEY_PREFIX)))
    await platformCall(base, token, 'POST', '/open/apiKey/revoke', { id: key.id });
  const keys = [];
  for (let i = 0; i < count; i++) {
    const made = await platformCall(base, token, 'POST', '/open/apiKey/save', {
      name: `${BENCH_KEY_PREFIX}${i + 1}`,
      scopes: ['transport:dispatchOrder:waybillPage'],
      ipAllowList: '',
    });
    keys.push({ keyId: made.keyId, secret: made.secret });
  }
  return keys;
}

/**
 * CPU per request and closed-loop rate of the open API's waybill list on `server` (its whole
 * process), `warmup` requests not counted, then `requests` counted; a round's keys are made here.
 */
export async function openListCost({ server, cpuOf, token, requests, warmup, connections }) {
  const keys = await benchKeys(server.base, token, keysNeeded(requests + warmup));
  const nextKey = inTurn(keys);
  return cpuPerRequest({
    cpuOf,
    url: `${server.base}${OPEN_LIST_PATH}`,
    method: 'POST',
    body: OPEN_LIST_BODY,
    headers: { 'content-type': 'application/json' },
    // autocannon builds each request again through this: a new timestamp and nonce every time
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...signedHeaders(nextKey(), 'POST', OPEN_LIST_PATH, OPEN_LIST_BODY) } }),
    requests,
    warmup,
    connections,
  });
}
