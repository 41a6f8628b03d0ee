// Load shedding of page requests: the in-flight bound, the short queue, the fast 503 page and /healthz's saturation.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoadShedder, healthAnswer, type LoadSheddingOptions } from './overload';

let server: http.Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose pages take `pageMs`, behind the shedder; returns its origin. */
async function serve(options: Partial<LoadSheddingOptions>, pageMs = 300) {
  const shedder = createLoadShedder({ concurrency: 1, queue: 1, queueTimeoutMs: 2_000, retryAfterSeconds: 5, exempt: (p) => p === '/healthz', ...options });
  const app = express();
  app.use(shedder.middleware);
  app.get('/healthz', (_req, res) => healthAnswer(res, true, shedder.sample(), 5));
  app.get('/page', (_req, res) => setTimeout(() => res.type('html').send('<p>页面</p>'), pageMs));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function timed(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const text = await res.text();
  // Order of completion, not durations: a busy machine stretches every duration alike.
  return {
    status: res.status,
    ms: performance.now() - started,
    doneAt: performance.now(),
    retryAfter: res.headers.get('retry-after'),
    text,
    headers: res.headers,
  };
}

describe('load shedding', () => {
  it('serves one page at a time, queues one, and refuses the rest at once with a 503 page and Retry-After', async () => {
    const origin = await serve({});
    const answers = await Promise.all([0, 1, 2, 3].map(() => timed(`${origin}/page`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503]);
    const firstPageDone = Math.min(...answers.filter((a) => a.status === 200).map((a) => a.doneAt));
    for (const refused of answers.filter((a) => a.status === 503)) {
      expect(refused.doneAt).toBeLessThan(firstPageDone); // refused before the first page is even done
      expect(refused.retryAfter).toBe('5');
      expect(refused.text).toContain('<title>错误：服务器繁忙</title>');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    // The queued page waited for the first one: it took at least two page times.
    expect(Math.max(...answers.filter((a) => a.status === 200).map((a) => a.ms))).toBeGreaterThanOrEqual(550);
  });

  it('gives a queued request the 503 when its wait runs out', async () => {
    const origin = await serve({ queueTimeoutMs: 100 }, 500);
    const [first, second] = await Promise.all([timed(`${origin}/page`), timed(`${origin}/page`)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(second.ms).toBeGreaterThanOrEqual(90);
    expect(second.doneAt).toBeLessThan(first.doneAt); // refused while the first page was still being made
  });

  it('reports saturation on /healthz while it sheds, and ok again afterwards; the probe itself is never refused', async () => {
    const origin = await serve({ queue: 0 }, 400);
    const page = timed(`${origin}/page`);
    await new Promise((r) => setTimeout(r, 50));
    expect((await timed(`${origin}/page`)).status).toBe(503);
    const busy = await timed(`${origin}/healthz`);
    expect(busy.status).toBe(503);
    expect(busy.text).toBe('saturated');
    expect(busy.retryAfter).toBe('5');
    expect(busy.headers.get('x-pages-in-flight')).toBe('1/1');
    expect((await page).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2_100));
    const calm = await timed(`${origin}/healthz`);
    expect(calm.status).toBe(200);
    expect(calm.text).toBe('ok');
    expect(calm.headers.get('x-pages-in-flight')).toBe('0/1');
  });

  it('frees the slot of a client that hangs up', async () => {
    const origin = await serve({ queue: 0 }, 300);
    const aborted = new AbortController();
    const gone = fetch(`${origin}/page`, { signal: aborted.signal }).catch(() => null);
    await new Promise((r) => setTimeout(r, 50));
    aborted.abort();
    await gone;
    await new Promise((r) => setTimeout(r, 20));
    expect((await timed(`${origin}/page`)).status).toBe(200);
  });

  it('does nothing with concurrency 0', async () => {
    const origin = await serve({ concurrency: 0 }, 100);
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => timed(`${origin}/page`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
