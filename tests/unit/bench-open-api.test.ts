// The bench's open-API figure (tests/perf/open-api.mjs): its signatures are the ones the gateway
// accepts, it makes enough keys that no request meets a key's rate limit, and takes them in turn.
// The bench itself is a report (`npm run bench`), not part of the tests.
import { describe, expect, it } from 'vitest';
import { canonicalRequest, hmacMatches, sha256Hex, signingKeyOf } from '../../platform/http/signing';
import { OPEN_RATE_LIMIT_PER_MINUTE as GATEWAY_LIMIT } from '../../platform/modules/open/gateway';
import { MAX_LIVE_KEYS as COMPANY_KEYS } from '../../platform/modules/open/keys';
import { LOAD } from '../perf/budgets.mjs';
import { inTurn, keysNeeded, MAX_LIVE_KEYS, OPEN_LIST_BODY, OPEN_LIST_PATH, OPEN_RATE_LIMIT_PER_MINUTE, signedHeaders } from '../perf/open-api.mjs';

const key = { keyId: 'ak_0123456789abcdef01234567', secret: 'sk_bench-secret-for-the-test' };

describe('the bench’s signed requests', () => {
  it('carry a signature the gateway’s check accepts, over the path from /open/v1 and the body', () => {
    const headers = signedHeaders(key, 'post', OPEN_LIST_PATH, OPEN_LIST_BODY, { timestamp: 1_800_000_000, nonce: 'n0nce-of-the-bench-01' });
    expect(headers).toMatchObject({ 'x-open-key': key.keyId, 'x-open-timestamp': '1800000000', 'x-open-nonce': 'n0nce-of-the-bench-01' });
    const text = canonicalRequest({
      method: 'POST',
      path: OPEN_LIST_PATH,
      timestamp: '1800000000',
      nonce: 'n0nce-of-the-bench-01',
      bodyHash: sha256Hex(OPEN_LIST_BODY),
    });
    expect(hmacMatches(Buffer.from(signingKeyOf(key.secret), 'hex'), text, headers['x-open-signature'])).toBe(true);
    // another body, or another secret, does not pass
    const other = signedHeaders(key, 'POST', OPEN_LIST_PATH, '{}', { timestamp: 1_800_000_000, nonce: 'n0nce-of-the-bench-01' });
    expect(hmacMatches(Buffer.from(signingKeyOf(key.secret), 'hex'), text, other['x-open-signature'])).toBe(false);
    expect(hmacMatches(Buffer.from(signingKeyOf('sk_another'), 'hex'), text, headers['x-open-signature'])).toBe(false);
  });

  it('take a new nonce and the current second for every request', () => {
    const first = signedHeaders(key, 'POST', OPEN_LIST_PATH, OPEN_LIST_BODY);
    const second = signedHeaders(key, 'POST', OPEN_LIST_PATH, OPEN_LIST_BODY);
    expect(first['x-open-nonce']).toMatch(/^[0-9a-f]{32}$/);
    expect(second['x-open-nonce']).not.toBe(first['x-open-nonce']);
    expect(Math.abs(Number(first['x-open-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe('the bench’s keys', () => {
  it('knows the platform’s limits: a key’s requests a minute, a company’s live keys', () => {
    expect(OPEN_RATE_LIMIT_PER_MINUTE).toBe(GATEWAY_LIMIT);
    expect(MAX_LIVE_KEYS).toBe(COMPANY_KEYS);
  });

  it('are as many as keep every key a tenth under its limit, even when all requests fall in one minute', () => {
    expect(keysNeeded(1)).toBe(1);
    expect(keysNeeded(108)).toBe(1);
    expect(keysNeeded(109)).toBe(2);
    expect(keysNeeded(2000)).toBe(19);
    expect(keysNeeded(2000) * 108).toBeGreaterThanOrEqual(2000);
  });

  it('are refused when a company could not hold them, and the bench’s own counts fit', () => {
    expect(() => keysNeeded(20 * 108 + 1)).toThrow(/more than a company's 20/);
    expect(() => keysNeeded(0)).toThrow();
    expect(keysNeeded(LOAD.openApiRequests + LOAD.openApiWarmupRequests)).toBeLessThanOrEqual(MAX_LIVE_KEYS);
  });

  it('are taken in turn, so no key carries more than its share', () => {
    const next = inTurn(['a', 'b', 'c']);
    const taken = Array.from({ length: 10 }, () => next());
    expect(taken).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c', 'a']);
    expect(() => inTurn([])).toThrow();
  });
});
