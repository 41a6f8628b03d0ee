// A rendered page is written as the string it is; any other answer through Remix's own writer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unreadBodyText } from '../app/utils/response-text.server';
import { keepPrivate, sendPage } from './page-handler';

const nodeRequest = globalThis.Request;
const nodeResponse = globalThis.Response;
let server: http.Server | undefined;

beforeAll(() => {
  // As server.ts does when it mounts the embedded platform: the lightweight Response is global.
  getRequestListener(() => new Response(null));
});
afterAll(() => {
  Object.defineProperty(globalThis, 'Request', { value: nodeRequest, writable: true, configurable: true });
  Object.defineProperty(globalThis, 'Response', { value: nodeResponse, writable: true, configurable: true });
});
afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** Serves the one answer at /page and returns what a client receives. */
async function received(answer: Response) {
  const app = express();
  app.get('/page', (_req, res, next) => sendPage(res, answer).catch(next));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page`, { redirect: 'manual' });
}

describe('sendPage', () => {
  it('writes a rendered page from its string, with its status and every header, Chinese intact', async () => {
    const html = '<!DOCTYPE html><title>错误：运单</title><p>装货完成 🚚</p>';
    const answer = new Response(html, {
      status: 404,
      headers: [
        ['content-type', 'text/html; charset=utf-8'],
        ['set-cookie', 'a=1; Path=/; HttpOnly'],
        ['set-cookie', 'b=2; Path=/; HttpOnly'],
      ],
    });
    const res = await received(answer);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; HttpOnly']);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(await res.text()).toBe(html);
    // Written from the string: the answer was never turned into a real Response and read.
    expect(unreadBodyText(answer)).toBe(html);
  });

  it('streams any other body as Remix does', async () => {
    const bytes = new TextEncoder().encode('订单导出,第一行\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const res = await received(new Response(stream, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await res.text()).toBe('订单导出,第一行\n');
  });

  it('answers a redirect without a body', async () => {
    const res = await received(new Response(null, { status: 302, headers: { location: '/login' } }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});

describe('keepPrivate (issue 41 item 6)', () => {
  const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as unknown as express.Request;

  it('marks what a visitor with a session is sent private and not stored', () => {
    const page = new Response('<p>我的派车单</p>');
    keepPrivate(request('theme=light; __session=abc'), page);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const cached = new Response('{}', { headers: { 'cache-control': 'public, max-age=60' } });
    keepPrivate(request('__session=abc'), cached);
    expect(cached.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a visitor without a session, and an answer with its own private rule, as they are', () => {
    const publicPage = new Response('<p>货源大厅</p>', { headers: { 'cache-control': 'public, max-age=60' } });
    keepPrivate(request('my__session=abc'), publicPage);
    keepPrivate(request(), publicPage);
    expect(publicPage.headers.get('cache-control')).toBe('public, max-age=60');
    const image = new Response('', { headers: { 'cache-control': 'private, max-age=300' } });
    keepPrivate(request('__session=abc'), image);
    expect(image.headers.get('cache-control')).toBe('private, max-age=300');
    // a redirect's headers cannot change, and need not
    expect(() => keepPrivate(request('__session=abc'), Response.redirect('http://localhost/login', 302))).not.toThrow();
  });
});
