// The web server's page-post limits over a kept-alive connection: 413 pages that close it, and answers that leave bodies unread.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAliveClient } from '../platform/testing/keep-alive';
import { bodyLimits, FORM_BODY_LIMIT, MULTIPART_BODY_LIMIT } from './body-limit';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimits(['/api-platform/api', '/open/v1']));
  app.get('/page', (_req, res) => res.type('html').send('<p>页面</p>'));
  // Like Remix's action: reads the whole form, then answers.
  app.post('/form', async (req, res) => {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    res.type('text').send(`received ${bytes}`);
  });
  // Like a route without an action: answers without reading the body.
  app.post('/no-action', (_req, res) => res.status(405).type('text').send('Method Not Allowed'));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function pagesStillServed(client: ReturnType<typeof keepAliveClient>) {
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await client.send('/page'));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(answers.slice(1).map((a) => a.reused)).toEqual([true, true]);
}

describe('page posts on a kept-alive connection', () => {
  it('refuses a form over the limit with a 413 page in Chinese and Connection: close; the next requests succeed', async () => {
    const client = keepAliveClient(origin);
    try {
      await client.send('/page');
      const answer = await client.send('/form', {
        method: 'POST',
        body: `content=${'x'.repeat(FORM_BODY_LIMIT)}`,
        headers: { ...form, referer: `${origin}/news/edit?id=3` },
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.text).toContain('<title>错误：提交的内容过大</title>');
      expect(answer.text).toContain('href="/news/edit?id=3"');
      await pagesStillServed(client);
    } finally {
      client.close();
    }
  });

  it('refuses a multipart form over its limit the same way', async () => {
    const client = keepAliveClient(origin);
    try {
      const body = Buffer.alloc(MULTIPART_BODY_LIMIT + 1, 0x61);
      const answer = await client.send('/form', { method: 'POST', body, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      await pagesStillServed(client);
    } finally {
      client.close();
    }
  });

  it('keeps the connection after a form within the limit that was read', async () => {
    const client = keepAliveClient(origin);
    try {
      await client.send('/page');
      const answer = await client.send('/form', { method: 'POST', body: `content=${'x'.repeat(1024 * 1024)}`, headers: form });
      expect(answer.text).toBe(`received ${1024 * 1024 + 8}`);
      expect(answer.reused).toBe(true);
      expect(answer.headers.connection).toBe('keep-alive');
      await pagesStillServed(client);
    } finally {
      client.close();
    }
  });

  it('closes the connection when a page answers without reading the posted body', async () => {
    const client = keepAliveClient(origin);
    try {
      const answer = await client.send('/no-action', { method: 'POST', body: `content=${'x'.repeat(2 * 1024 * 1024)}`, headers: form });
      expect(answer.status).toBe(405);
      expect(answer.headers.connection).toBe('close');
      await pagesStillServed(client);
    } finally {
      client.close();
    }
  });

  it('answers a chunked page post (no declared length) with 411', async () => {
    const answer = await new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const req = http.request(`${origin}/form`, { method: 'POST', headers: { ...form, 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      });
      req.on('error', reject);
      req.end('content=x');
    });
    expect(answer).toEqual({ status: 411, connection: 'close' });
  });

  it.each(['/api-platform/api/anything', '/open/v1/order/pagination'])('leaves the platform API and the open API to their own limits: %s', async (path) => {
    const client = keepAliveClient(origin);
    try {
      const answer = await client.send(path, { method: 'POST', body: 'x'.repeat(FORM_BODY_LIMIT + 1), headers: form });
      // Not refused here: Express's default 404 for the path (the platform is not mounted in this test).
      expect(answer.status).toBe(404);
    } finally {
      client.close();
    }
  });
});
