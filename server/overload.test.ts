// Load shedding of page requests in front of Express: the in-flight bound, the short queue that drains, the fast 503
// page with Retry-After, /healthz and the build's files answered while pages are refused. Pages here wait for the test
// to let them finish, so every assertion is about order and counts, never about durations.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedCheck, createLoadShedder, exemptFromShedding, healthAnswer, pathOf, type LoadSheddingOptions } from './overload';

let server: http.Server | undefined;

afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** A server whose pages are answered only when the test calls `finishPages()`; /healthz and /build/ are exempt. */
async function serve(options: Partial<LoadSheddingOptions> = {}) {
  const shedder = createLoadShedder({
    concurrency: 1,
    queue: 1,
    queueTimeoutMs: 60_000,
    retryAfterSeconds: 5,
    exempt: (p) => p === '/healthz' || p.startsWith('/build/'),
    ...options,
  });
  const held: http.ServerResponse[] = [];
  let started = 0;
  server = http.createServer(
    shedder.gate((req, res) => {
      const path = pathOf(req.url);
      if (path === '/healthz') return healthAnswer(res, true, shedder.sample(), shedder.retryAfterSeconds);
      if (path.startsWith('/build/')) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('export {};');
      started += 1;
      held.push(res);
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    shedder,
    started: () => started,
    /** Answers every page that has started, in order. */
    finishPages: () => held.splice(0).forEach((res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>页面</p>')),
  };
}

/** Polls the server's own state until `ready` holds (the requests sent have been read). */
async function until(ready: () => boolean) {
  for (let i = 0; i < 2_000 && !ready(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(ready()).toBe(true);
}

async function answer(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('load shedding in front of the app', () => {
  it('refuses pages beyond its bound with a 503 page and Retry-After while /healthz and the build answer, then drains its queue', async () => {
    const site = await serve();
    const first = answer(`${site.origin}/page?n=1`);
    await until(() => site.started() === 1);
    const queued = answer(`${site.origin}/page?n=2`);
    await until(() => site.shedder.state().queued === 1);

    const refused = await answer(`${site.origin}/page?n=3`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(refused.text).toContain('<title>错误：服务器繁忙</title>');
    expect(refused.text).toContain('请稍候几秒后刷新页面重试');

    // The probe and the scripts are neither counted nor refused; the probe says the server is saturated.
    const health = await answer(`${site.origin}/healthz`);
    expect(health.status).toBe(503);
    expect(health.text).toBe('saturated');
    expect(health.headers.get('retry-after')).toBe('5');
    expect(health.headers.get('x-pages-in-flight')).toBe('1/1');
    expect(health.headers.get('x-pages-queued')).toBe('1/1');
    expect((await answer(`${site.origin}/build/entry.client-X.js`)).status).toBe(200);
    expect(site.started()).toBe(1);

    // The first page done, the queued one starts; once it is done a new page is admitted again.
    site.finishPages();
    expect((await first).status).toBe(200);
    await until(() => site.started() === 2);
    expect(site.shedder.state()).toMatchObject({ inFlight: 1, queued: 0 });
    site.finishPages();
    expect((await queued).status).toBe(200);
    const after = answer(`${site.origin}/page?n=4`);
    await until(() => site.started() === 3);
    site.finishPages();
    expect((await after).status).toBe(200);
    expect(site.shedder.state()).toMatchObject({ inFlight: 0, queued: 0, shed: 1 });
  });

  it('says it is busy while a page is served or queued, for the background jobs to wait, and not once they are done', async () => {
    const site = await serve();
    expect(site.shedder.busy()).toBe(false);
    const first = answer(`${site.origin}/page?n=1`);
    await until(() => site.started() === 1);
    expect(site.shedder.busy()).toBe(true);
    const queued = answer(`${site.origin}/page?n=2`);
    await until(() => site.shedder.state().queued === 1);
    site.finishPages();
    await first;
    // the queued page is now the one in flight
    await until(() => site.started() === 2);
    expect(site.shedder.busy()).toBe(true);
    site.finishPages();
    await queued;
    await until(() => site.shedder.state().inFlight === 0);
    expect(site.shedder.busy()).toBe(false);
    // what is exempt (the probe, the build) never makes the jobs wait
    await answer(`${site.origin}/build/entry.client-X.js`);
    expect(site.shedder.busy()).toBe(false);
  });

  it('gives a queued request the 503 when its wait runs out, while the page ahead of it is still being made', async () => {
    const site = await serve({ queueTimeoutMs: 20 });
    const first = answer(`${site.origin}/page`);
    await until(() => site.started() === 1);
    const second = await answer(`${site.origin}/page`);
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('5');
    expect(site.started()).toBe(1);
    site.finishPages();
    expect((await first).status).toBe(200);
  });

  it('closes the connection of a refused form post, whose body it did not read', async () => {
    const site = await serve({ queue: 0 });
    const first = answer(`${site.origin}/page`);
    await until(() => site.started() === 1);
    const post = await answer(`${site.origin}/page`, { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(503);
    expect(post.headers.get('connection')).toBe('close');
    site.finishPages();
    await first;
  });

  it('frees the slot of a client that hangs up', async () => {
    const site = await serve({ queue: 0 });
    const aborted = new AbortController();
    const gone = fetch(`${site.origin}/page`, { signal: aborted.signal }).catch(() => null);
    await until(() => site.started() === 1);
    aborted.abort();
    await gone;
    await until(() => site.shedder.state().inFlight === 0);
    const next = answer(`${site.origin}/page`);
    await until(() => site.started() === 2);
    site.finishPages();
    expect((await next).status).toBe(200);
  });

  it('starts an admitted page after the socket reads of the turn, not inside them', async () => {
    const shedder = createLoadShedder({ concurrency: 2, queue: 0, queueTimeoutMs: 100, retryAfterSeconds: 5, exempt: () => false });
    const request = { url: '/page', method: 'GET', headers: {} } as http.IncomingMessage;
    const response = () => new http.ServerResponse(request);
    const started: number[] = [];
    shedder.handle(request, response(), () => started.push(1));
    shedder.handle(request, response(), () => started.push(2));
    // both counted at once, so a third read in the same turn is refused; neither has started yet
    expect(shedder.state().inFlight).toBe(2);
    expect(started).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2]);
  });

  it('holds a refusal on arrival for refusalDelayMs, sends a queued one at its timeout, and drops a held one whose client hung up', () => {
    vi.useFakeTimers();
    try {
      const shedder = createLoadShedder({ concurrency: 1, queue: 1, queueTimeoutMs: 100, refusalDelayMs: 300, retryAfterSeconds: 5, exempt: () => false });
      const request = { url: '/page', method: 'GET', headers: {} } as http.IncomingMessage;
      const response = () => new http.ServerResponse(request);
      shedder.handle(request, response(), () => undefined);
      const queued = response();
      shedder.handle(request, queued, () => undefined);
      const refused = response();
      shedder.handle(request, refused, () => undefined);
      const gone = response();
      shedder.handle(request, gone, () => undefined);
      // counted as refused at once, but nothing is written yet: a client that asks again at once cannot ask every turn
      expect(shedder.state()).toMatchObject({ inFlight: 1, queued: 1, shed: 2, saturated: true });
      expect([queued.headersSent, refused.headersSent, gone.headersSent]).toEqual([false, false, false]);
      gone.emit('close');
      // the queued request waited its 100 ms already: its 503 goes at its timeout, not held again
      vi.advanceTimersByTime(100);
      expect(queued.statusCode).toBe(503);
      expect([queued.headersSent, refused.headersSent]).toEqual([true, false]);
      vi.advanceTimersByTime(200);
      expect(refused.headersSent).toBe(true);
      expect(refused.statusCode).toBe(503);
      expect(gone.headersSent).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts no page while the loop was busier than maxLoopUtilization and pages are being refused; a busy loop alone delays none', async () => {
    const shedder = createLoadShedder({ concurrency: 2, queue: 1, queueTimeoutMs: 60_000, retryAfterSeconds: 5, exempt: () => false, maxLoopUtilization: 0.9 });
    const request = { url: '/page', method: 'GET', headers: {} } as http.IncomingMessage;
    const response = () => new http.ServerResponse(request);
    const nextTurn = () => new Promise((r) => setImmediate(r));
    /** The loop kept busy for 60 ms (over two samples' windows), then the sampler's overdue turn runs before this one. */
    const busyLoop = async () => {
      const until = performance.now() + 60;
      while (performance.now() < until);
      await new Promise((r) => setTimeout(r, 0));
    };
    const started: number[] = [];
    const first = response();
    shedder.handle(request, first, () => started.push(1));
    await busyLoop();
    // busy, but nothing has been refused: the page starts as usual
    shedder.handle(request, response(), () => started.push(2));
    await nextTurn();
    expect(started).toEqual([1, 2]);
    // slots full: the third waits, the fourth is refused
    shedder.handle(request, response(), () => started.push(3));
    shedder.handle(request, response(), () => started.push(4));
    expect(shedder.state()).toMatchObject({ inFlight: 2, queued: 1, shed: 1 });
    await busyLoop();
    // a slot frees while the loop was too busy and pages are being refused: the queued page stays queued
    first.emit('finish');
    await nextTurn();
    expect(started).toEqual([1, 2]);
    expect(shedder.state()).toMatchObject({ inFlight: 1, queued: 1 });
    // once a sample finds the loop idle enough, it starts
    await until(() => started.length === 3);
    expect(started).toEqual([1, 2, 3]);
  });

  it('starts no page while a connection is accepted in each of four turns in a row, and lets the queued ones in after', async () => {
    const shedder = createLoadShedder({ concurrency: 2, queue: 1, queueTimeoutMs: 60_000, retryAfterSeconds: 5, exempt: () => false });
    const request = { url: '/page', method: 'GET', headers: {} } as http.IncomingMessage;
    const response = () => new http.ServerResponse(request);
    const nextTurn = () => new Promise((r) => setImmediate(r));
    const started: string[] = [];
    // three turns with a new connection each: not yet a backlog, a page is admitted as usual
    for (let turn = 0; turn < 3; turn++) {
      shedder.accepted();
      await nextTurn();
    }
    expect(shedder.state().acceptBacklog).toBe(false);
    shedder.handle(request, response(), () => started.push('before'));
    // the fourth turn in a row: the accept queue is backed up; a page waits in the queue, the next is refused, the
    // free slot stays free
    shedder.accepted();
    await nextTurn();
    expect(started).toEqual(['before']);
    expect(shedder.state()).toMatchObject({ acceptBacklog: true, inFlight: 1 });
    shedder.handle(request, response(), () => started.push('queued'));
    const refused = response();
    shedder.handle(request, refused, () => started.push('refused'));
    expect(refused.statusCode).toBe(503);
    shedder.accepted();
    await nextTurn();
    expect(shedder.state()).toMatchObject({ acceptBacklog: true, inFlight: 1, queued: 1 });
    expect(started).toEqual(['before']);
    // a turn without a new connection: the queue is taken, the waiting page starts
    await nextTurn();
    expect(shedder.state()).toMatchObject({ acceptBacklog: false, inFlight: 2, queued: 0 });
    await nextTurn();
    expect(started).toEqual(['before', 'queued']);
  });

  it('does nothing with concurrency 0', async () => {
    const site = await serve({ concurrency: 0 });
    const pages = [0, 1, 2, 3].map(() => answer(`${site.origin}/page`));
    await until(() => site.started() === 4);
    site.finishPages();
    expect((await Promise.all(pages)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
  });
});

describe("/healthz's database check", () => {
  it('answers from the last check while it is fresh, runs one check at a time, and checks again once it is stale', async () => {
    let now = 0;
    let checks = 0;
    let healthy = true;
    const check = cachedCheck(
      async () => {
        checks += 1;
        return healthy;
      },
      1_000,
      () => now,
    );
    const [a, b] = [check(), check()];
    expect(await a).toBe(true);
    expect(await b).toBe(true);
    expect(checks).toBe(1);
    now = 999;
    healthy = false;
    expect(check()).toBe(true); // fresh: no new check, no waiting
    expect(checks).toBe(1);
    now = 1_000;
    expect(await check()).toBe(false);
    expect(checks).toBe(2);
  });

  it('reports a check that throws as unhealthy', async () => {
    const check = cachedCheck(() => Promise.reject(new Error('closed')), 1_000);
    expect(await check()).toBe(false);
  });
});

describe('what the shedder does not count', () => {
  const exempt = exemptFromShedding(['/api-platform/api', '/open/v1'], 'public');
  it('leaves out the platform API and the open API at the root (machines, answered in their envelope)', () => {
    const machines = ['/api-platform/api/order/pagination', '/open/v1/order/pagination', '/open/v1/openapi.json', '/healthz'];
    expect(machines.filter(exempt)).toEqual(machines);
  });
  it('counts pages, the partner docs page among them', () => {
    expect(['/open/docs', '/user/dispatchOrderList'].filter(exempt)).toEqual([]);
  });
});
