// Load shedding for page requests: a bounded number in flight, a short bounded queue, a fast 503 for the rest, and the state for /healthz.
import { readdirSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { refusalPage } from './body-limit';

export type LoadSheddingOptions = {
  /** Page requests rendered at once; 0 turns shedding off. */
  concurrency: number;
  /** Page requests that may wait for a slot; beyond it, a 503 at once. */
  queue: number;
  /** How long a queued request may wait for a slot before it gets the 503 after all. */
  queueTimeoutMs: number;
  /** Seconds a refused client (and /healthz's balancer) is told to wait. */
  retryAfterSeconds: number;
  /** Requests that are neither counted nor refused: the health probe, static files, the platform API (JSON clients). */
  exempt: (path: string) => boolean;
  /** Told at most every few seconds how many requests were refused, instead of one log line per refusal. */
  onShed?: (summary: { shed: number; inFlight: number; queued: number }) => void;
};

export type LoadState = {
  inFlight: number;
  queued: number;
  concurrency: number;
  queue: number;
  shed: number;
  saturated: boolean;
  /** The longest the event loop was blocked since the previous look (every request waits at least that long). */
  eventLoopDelayMaxMs: number;
};

/** How long after the last 503 the server still reports itself saturated to the balancer. */
const SATURATED_FOR_MS = 2_000;
const SHED_LOG_EVERY_MS = 5_000;

const BUSY_PAGE = refusalPage(
  '服务器繁忙',
  ['当前访问人数过多，服务器暂时无法处理您的请求。', '请稍候几秒后刷新页面重试；已填写的表单内容可用浏览器的“返回”找回。'],
  '/',
);

/**
 * Node renders one page at a time on one thread; letting 200 requests in at once only makes all
 * of them slow (and holds 200 pages of memory) until clients time out. So at most `concurrency`
 * pages are in the works, `queue` more wait up to `queueTimeoutMs`, and every other request gets
 * a small 503 page with Retry-After at once — which a client or balancer can act on.
 */
export function createLoadShedder(options: LoadSheddingOptions) {
  const { concurrency, queue: maxQueue, queueTimeoutMs, retryAfterSeconds, exempt, onShed } = options;
  let inFlight = 0;
  let shed = 0;
  let shedSinceLog = 0;
  let lastShedAt = -Infinity;
  let lastLogAt = -Infinity;
  const waiting: Array<{ start: () => void; cancel: () => void }> = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();

  function refuse(res: Response) {
    shed += 1;
    shedSinceLog += 1;
    lastShedAt = Date.now();
    if (onShed && lastShedAt - lastLogAt >= SHED_LOG_EVERY_MS) {
      onShed({ shed: shedSinceLog, inFlight, queued: waiting.length });
      shedSinceLog = 0;
      lastLogAt = lastShedAt;
    }
    res
      .status(503)
      .set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' })
      .type('html')
      .send(BUSY_PAGE);
  }

  function release() {
    inFlight -= 1;
    const next = waiting.shift();
    if (next) next.start();
  }

  function run(res: Response, next: NextFunction) {
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      release();
    };
    // 'close' also covers clients that hang up before the page is finished.
    res.on('finish', finish);
    res.on('close', finish);
    next();
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (concurrency <= 0 || exempt(req.path)) return next();
    if (inFlight < concurrency) return run(res, next);
    if (waiting.length >= maxQueue) return refuse(res);
    const entry = {
      start: () => {
        clearTimeout(timer);
        res.off('close', onClose);
        run(res, next);
      },
      cancel: () => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
      },
    };
    const timer = setTimeout(() => {
      entry.cancel();
      res.off('close', onClose);
      refuse(res);
    }, queueTimeoutMs);
    // A client that gives up while waiting leaves the queue.
    const onClose = () => {
      clearTimeout(timer);
      entry.cancel();
    };
    res.on('close', onClose);
    waiting.push(entry);
  }

  function state(): LoadState {
    return {
      inFlight,
      queued: waiting.length,
      concurrency,
      queue: maxQueue,
      shed,
      saturated: concurrency > 0 && ((maxQueue > 0 && waiting.length >= maxQueue) || Date.now() - lastShedAt < SATURATED_FOR_MS),
      eventLoopDelayMaxMs: Math.round(loopDelay.max / 1e6),
    };
  }

  /** The state, and a new event-loop measurement from now on (each /healthz probe sees the delay since the last). */
  function sample(): LoadState {
    const current = state();
    loopDelay.reset();
    return current;
  }

  return { middleware, state, sample, retryAfterSeconds };
}

export type LoadShedder = ReturnType<typeof createLoadShedder>;

/**
 * /healthz for the balancer: 200 'ok' while pages are being served normally; 503 with Retry-After
 * while the server sheds load (or its database is down), so the balancer sends new users elsewhere.
 * The in-flight count and limit travel in headers either way.
 */
export function healthAnswer(res: Response, databaseUp: boolean, load: LoadState, retryAfterSeconds: number) {
  res.set({
    'Cache-Control': 'no-store',
    'X-Pages-In-Flight': `${load.inFlight}/${load.concurrency}`,
    'X-Pages-Queued': `${load.queued}/${load.queue}`,
    'X-Event-Loop-Delay-Max-Ms': String(load.eventLoopDelayMaxMs),
  });
  if (!databaseUp) return res.status(503).type('text/plain').send('database unavailable');
  if (load.saturated) return res.status(503).set('Retry-After', String(retryAfterSeconds)).type('text/plain').send('saturated');
  return res.status(200).type('text/plain').send('ok');
}

/** The health probe, the platform API (its clients expect JSON, and it has its own limits) and the files of `publicDir`. */
export function exemptFromShedding(apiBase: string, publicDir: string): (path: string) => boolean {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(publicDir).map((name) => `/${name}`));
  } catch {
    files = new Set();
  }
  return (path) => path === '/healthz' || path.startsWith('/build/') || path.startsWith(apiBase) || files.has(path);
}
