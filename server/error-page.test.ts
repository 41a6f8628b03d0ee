// Issue 41 item 8: no stack trace reaches a page, whatever NODE_ENV says.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../platform/log';
import { errorPages } from './error-page';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  // development mode is where Express's own handler prints the stack
  app.set('env', 'development');
  app.get('/boom', () => {
    throw new Error('secret detail at /work/app/server.ts:12');
  });
  // like server.ts's page handler: a route with a parameter, which Express decodes
  app.all('*', (_req, res) => res.type('html').send('<p>页面</p>'));
  app.use(errorPages(createLogger('silent')));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe('errorPages', () => {
  it('answers a malformed URL with a 400 page in Chinese and no trace', async () => {
    const res = await fetch(`${origin}/news/news/details/%E0%A4%A`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('页面地址有误');
    expect(html).not.toMatch(/URIError|node_modules|\bat \w|\.js:\d+/);
  });

  it('answers a thrown error with a 500 page that names the request, not the error', async () => {
    const res = await fetch(`${origin}/boom`);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('服务器繁忙');
    expect(html).not.toMatch(/secret detail|server\.ts|\bat \w/);
  });
});
