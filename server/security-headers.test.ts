// Lever 41 of decision 009: the document headers worked out once must be helmet's, byte for byte,
// with each page's own nonce in the CSP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { documentHelmetOptions, securityHeaders } from './security-headers';

const servers: http.Server[] = [];

/** An app that answers / with its headers after `middleware`, and its origin. */
async function serve(...middleware: express.RequestHandler[]): Promise<string> {
  const app = express();
  app.use(...middleware);
  app.get('/', (_req, res) => res.type('html').send(`<p>${String(res.locals.cspNonce)}</p>`));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The answer's headers that helmet or the nonce decide (not Date, ETag, length ...). */
async function securityHeadersOf(origin: string) {
  const res = await fetch(`${origin}/`);
  const nonce = /<p>(.*)<\/p>/.exec(await res.text())![1];
  const headers = [...res.headers].filter(([name]) => !['date', 'etag', 'content-length', 'content-type', 'connection', 'keep-alive'].includes(name));
  return { nonce, headers };
}

const NONCES = ['Zm9vYmFyYmF6cXV4MTIzNA==', 'AAAAAAAAAAAAAAAAAAAAAA=='];
let next = 0;
const fixedNonce = () => NONCES[next++ % NONCES.length];
const nonceFirst: express.RequestHandler = (_req, res, go) => {
  res.locals.cspNonce = fixedNonce();
  go();
};

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('securityHeaders', () => {
  for (const [label, options] of [
    ['production with map tiles', { production: true, mapTileOrigin: 'https://t0.tianditu.gov.cn' }],
    ['development, no map key', { production: false }],
  ] as const) {
    it(`sends helmet's headers with the page's nonce (${label})`, async () => {
      next = 0;
      const helmetOrigin = await serve(nonceFirst, helmet(documentHelmetOptions(options)));
      const expected = [await securityHeadersOf(helmetOrigin), await securityHeadersOf(helmetOrigin)];
      next = 0;
      const recordedOrigin = await serve(securityHeaders(helmet(documentHelmetOptions(options)), fixedNonce));
      const actual = [await securityHeadersOf(recordedOrigin), await securityHeadersOf(recordedOrigin)];
      expect(actual).toEqual(expected);
      // each page its own nonce, in both CSP sources that carry it
      expect(actual[0].nonce).not.toBe(actual[1].nonce);
      const csp = new Map(actual[1].headers).get('content-security-policy');
      expect(csp).toContain(`script-src 'self' 'nonce-${actual[1].nonce}'`);
      expect(csp).toContain(`style-src-elem 'self' 'nonce-${actual[1].nonce}'`);
      expect(new Map(actual[0].headers).has('strict-transport-security')).toBe(options.production);
    });
  }

  it('gives every page a new random nonce by default', async () => {
    const origin = await serve(securityHeaders(helmet(documentHelmetOptions({ production: true }))));
    const [first, second] = [await securityHeadersOf(origin), await securityHeadersOf(origin)];
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.nonce).not.toBe(second.nonce);
  });
});
