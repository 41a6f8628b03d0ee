// Refused and unread request bodies must not spoil a kept-alive connection: the platform behind Node's HTTP server, as platform/main.ts serves it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from './app';
import { withUnreadBodyGuard } from './http/unread-body';
import { openTestPlatform, type TestPlatform } from './modules/auth/testing';
import { keepAliveClient } from './testing/keep-alive';

let t: TestPlatform;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  t = await openTestPlatform();
  server = http.createServer(withUnreadBodyGuard(getRequestListener(t.app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const json = { 'content-type': 'application/json' };

/** The health check three times on the same client: all answer, and the connection is kept for the next. */
async function nextRequestsSucceed(client: ReturnType<typeof keepAliveClient>) {
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await client.send(`${API_BASE}/health`));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  // After the first, the client really reuses its connection (the test would prove nothing otherwise).
  expect(answers.slice(1).map((a) => a.reused)).toEqual([true, true]);
}

/** Runs `use` on a fresh kept-alive client, closed afterwards whatever happens. */
async function onOneConnection(use: (client: ReturnType<typeof keepAliveClient>) => Promise<void>) {
  const client = keepAliveClient(origin);
  try {
    await use(client);
  } finally {
    client.close();
  }
}

describe('keep-alive after refused bodies', () => {
  it('answers a body over 1 MB with 413 and Connection: close; the next requests on the client succeed', () =>
    onOneConnection(async (client) => {
      expect((await client.send(`${API_BASE}/health`)).status).toBe(200);
      const big = JSON.stringify({ keyword: 'x'.repeat(1024 * 1024 + 100) });
      const refused = await client.send(`${API_BASE}/company/search`, { method: 'POST', body: big, headers: json });
      expect(refused.reused).toBe(true);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.text)).toEqual({ code: 413, message: '请求体过大', data: null });
      await nextRequestsSucceed(client);
    }));

  it('closes the connection after an answer that left the body unread (unknown endpoint), so the next request is not reset', () =>
    onOneConnection(async (client) => {
      const body = JSON.stringify({ keyword: 'x'.repeat(900 * 1024) });
      for (const path of ['/no/such/endpoint', '/health']) {
        const answer = await client.send(`${API_BASE}${path}`, { method: 'POST', body, headers: json });
        expect(answer.status).toBe(404);
        await nextRequestsSucceed(client);
      }
    }));

  it('keeps the connection open after an ordinary refused body that was read (400)', () =>
    onOneConnection(async (client) => {
      await client.send(`${API_BASE}/health`);
      const answer = await client.send(`${API_BASE}/company/search`, { method: 'POST', body: '{"keyword": ', headers: json });
      expect(answer.status).toBe(400);
      expect(answer.headers.connection).toBe('keep-alive');
      expect((await client.send(`${API_BASE}/health`)).reused).toBe(true);
    }));

  it('refuses an upload over its 10 MB limit with 413 and closes the connection', () =>
    onOneConnection(async (client) => {
      const boundary = 'keepalive-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.alloc(11 * 1024 * 1024, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await client.send(`${API_BASE}/actions/upload/`, {
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.text)).toMatchObject({ message: '文件大小不能超过10MB', data: { field: 'file' } });
      await nextRequestsSucceed(client);
    }));
});
