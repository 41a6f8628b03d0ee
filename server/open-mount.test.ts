// The open API at the site's root (issue 51): the app server answers /open/v1/… by handing it to the
// platform's gateway — in process (embedded platform) and over HTTP (PLATFORM_API_URL) — so a
// partner's signed request works there, an unsigned one gets the gateway's machine-readable refusal,
// the caller's address reaches the key's allow-list, and a platform out of reach is the open API's
// own 503 envelope, never a page.
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../platform/app';
import { socketCaller } from '../platform/http/caller';
import { call, t, withSignedInPlatform } from '../platform/modules/auth/testing';
import { DEMO_ACCOUNTS } from '../platform/seed/accounts';
import { openClient, type OpenKey } from '../tests/open/client';
import { OPEN_MOUNT, openToEmbedded, openToRemote } from './open-mount';

const STEEL = DEMO_ACCOUNTS.enterpriseShipper.mobile;
withSignedInPlatform([STEEL]);

const servers: http.Server[] = [];
async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The app server's front as server.ts builds it: trusting the balancer on loopback, the open mount. */
function appServer(mount: express.RequestHandler) {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(OPEN_MOUNT, mount);
  app.use((_req, res) => res.status(404).type('html').send('<p>页面不存在</p>'));
  return app;
}

let key: OpenKey;
const sites: Record<'embedded' | 'separate platform', string> = { embedded: '', 'separate platform': '' };
let unreachable: string;

beforeAll(async () => {
  const made = await call(STEEL, '/open/apiKey/save', { name: 'ERP根路径', scopes: ['transport:order:orderPage'], ipAllowList: '203.0.113.0/24' });
  expect(made.body.code, made.body.message).toBe(200);
  key = made.body.data;
  // embedded: server.ts's listener, with Express's req.ip as the caller
  const listener = getRequestListener((request, { incoming }) => t.app.fetch(request, { clientIp: (incoming as express.Request).ip }));
  sites.embedded = await listen(appServer(openToEmbedded(API_BASE, listener)));
  // a platform node as `npm run start:platform` serves it (TRUST_PROXY=loopback: the app server), and an app node in front
  const platformNode = await listen(getRequestListener((request, { incoming }) => t.app.fetch(request, socketCaller('loopback')(incoming as IncomingMessage))));
  sites['separate platform'] = await listen(appServer(openToRemote(`${platformNode}${API_BASE}`)));
  // a platform address nothing listens on
  const closed = await listen(() => undefined);
  servers.pop()!.close();
  unreachable = await listen(appServer(openToRemote(`${closed}${API_BASE}`)));
});

/** A fetch from the partner's address, as the balancer in front of the app server reports it. */
const fromPartner = (address: string) => (request: Request) => {
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', address);
  return fetch(new Request(request, { headers }));
};

describe.each(['embedded', 'separate platform'] as const)('/open/v1 on the app server, %s', (mode) => {
  it('answers a signed request as the gateway under the API base does', async () => {
    const client = openClient(sites[mode], key, fromPartner('203.0.113.7'));
    const list = await client.post('/order/pagination', { pageNumber: 1, pageSize: 5 });
    expect(list.status, list.message).toBe(200);
    expect(list.code, list.message).toBe(200);
    expect(list.data.records).toHaveLength(5);
  });

  it('refuses an unsigned request with the open API’s machine-readable error', async () => {
    const res = await fetch(`${sites[mode]}/open/v1/order/pagination`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 5 }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 401, data: { error: 'signature_missing' } });
  });

  it('hands the key’s allow-list the caller’s address as this server saw it', async () => {
    const client = openClient(sites[mode], key, fromPartner('198.51.100.1'));
    expect(await client.post('/order/pagination', { pageNumber: 1, pageSize: 5 })).toMatchObject({ status: 403, data: { error: 'ip_not_allowed' } });
  });

  it('serves the partner document, which names the site’s root as its server', async () => {
    const doc = (await (await fetch(`${sites[mode]}/open/v1/openapi.json`)).json()) as { servers: { url: string }[]; paths: object };
    expect(doc.servers[0]?.url).toBe('/');
    expect(Object.keys(doc.paths)).toContain('/open/v1/order/pagination');
  });
});

it('answers the open API’s 503 envelope when the separate platform cannot be reached', async () => {
  const res = await fetch(`${unreachable}/open/v1/order/pagination`, { method: 'POST', body: '{}' });
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({ code: 503, data: { error: 'unavailable' } });
});
