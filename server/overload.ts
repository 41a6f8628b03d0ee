// Load shedding for page requests, before Express: a bounded number in flight, a short bounded queue, a fast 503 for the
// rest; /healthz answered there too, from the last known database state. Why it sits in front of everything: see
// docs/decisions/020-load-shedding-before-express.md.
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { refusalPage } from './body-limit';

export type LoadSheddingOptions = {
  /** Page requests admitted at once (rendering or waiting for their data); 0 turns shedding off. */
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

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** How long after the last 503 the server still reports itself saturated to the balancer. */
const SATURATED_FOR_MS = 2_000;
const SHED_LOG_EVERY_MS = 5_000;

const BUSY_PAGE = Buffer.from(
  refusalPage('服务器繁忙', ['当前访问人数过多，服务器暂时无法处理您的请求。', '请稍候几秒后刷新页面重试；已填写的表单内容可用浏览器的“返回”找回。'], '/'),
);

/** The path of a request line's target, without the query. */
export function pathOf(url: string | undefined): string {
  const target = url ?? '/';
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
}

/**
 * Node reads every ready socket of one event-loop turn before it accepts the next new connection (libuv 1.46 accepts
 * one connection per turn), and a page rendered as soon as its request is read makes that turn as long as all those
 * renders: under 200 connections a turn took seconds, so a new connection (a health probe, a script file, an API call)
 * waited in the kernel's accept queue for 15 s and more. So: at most `concurrency` page requests are admitted, and
 * they start in the check phase after the socket reads (setImmediate), at most `concurrency` a turn; `queue` more wait
 * up to `queueTimeoutMs`; every other page request gets a small precomputed 503 page with Retry-After in the same
 * read, before Express, the request log or any other work. Each turn then stays short, and new connections are taken.
 */
export function createLoadShedder(options: LoadSheddingOptions) {
  const { concurrency, queue: maxQueue, queueTimeoutMs, retryAfterSeconds, exempt, onShed } = options;
  let inFlight = 0;
  let shed = 0;
  let shedSinceLog = 0;
  let lastShedAt = -Infinity;
  let lastLogAt = -Infinity;
  const waiting: Array<{ start: () => void }> = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();

  function refuse(req: IncomingMessage, res: ServerResponse) {
    shed += 1;
    shedSinceLog += 1;
    lastShedAt = Date.now();
    if (onShed && lastShedAt - lastLogAt >= SHED_LOG_EVERY_MS) {
      onShed({ shed: shedSinceLog, inFlight, queued: waiting.length });
      shedSinceLog = 0;
      lastLogAt = lastShedAt;
    }
    const headers: Record<string, string | number> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': BUSY_PAGE.length,
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': 'no-store',
    };
    // A form post's body is not read: the connection cannot carry another request after it.
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) headers.Connection = 'close';
    res.writeHead(503, headers);
    res.end(req.method === 'HEAD' ? undefined : BUSY_PAGE);
  }

  function release() {
    inFlight -= 1;
    const next = waiting.shift();
    if (next) next.start();
  }

  /** Counts the request as in flight now and lets it go on in the check phase of this turn (or the next). */
  function admit(res: ServerResponse, go: () => void) {
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
    setImmediate(() => (res.destroyed ? finish() : go()));
  }

  function handle(req: IncomingMessage, res: ServerResponse, go: () => void) {
    if (concurrency <= 0 || exempt(pathOf(req.url))) return go();
    if (inFlight < concurrency) return admit(res, go);
    if (waiting.length >= maxQueue) return refuse(req, res);
    const entry = {
      start: () => {
        clearTimeout(timer);
        res.off('close', onClose);
        admit(res, go);
      },
    };
    const leave = () => {
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
    };
    const timer = setTimeout(() => {
      leave();
      res.off('close', onClose);
      refuse(req, res);
    }, queueTimeoutMs);
    // A client that gives up while waiting leaves the queue.
    const onClose = () => {
      clearTimeout(timer);
      leave();
    };
    res.on('close', onClose);
    waiting.push(entry);
  }

  /** The request listener for the server: `app` gets what is exempt or admitted. */
  function gate(app: Handler): Handler {
    return (req, res) => handle(req, res, () => app(req, res));
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

  return { handle, gate, state, sample, retryAfterSeconds };
}

export type LoadShedder = ReturnType<typeof createLoadShedder>;

/**
 * The database's health as /healthz reports it, without making the probe wait for the database: the last answer while
 * it is younger than `freshMs`, else (or when there is none) a new check; one check at a time. A probe during overload
 * would otherwise wait behind the pages' queries for an answer that only says the database answers.
 */
export function cachedCheck(check: () => Promise<boolean>, freshMs: number, now: () => number = Date.now) {
  let last: { healthy: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;
  const refresh = () =>
    (running ??= check()
      .catch(() => false)
      .then((healthy) => {
        last = { healthy, at: now() };
        running = undefined;
        return healthy;
      }));
  return (): boolean | Promise<boolean> => {
    if (last && now() - last.at < freshMs) return last.healthy;
    return refresh();
  };
}

/**
 * /healthz for the balancer: 200 'ok' while pages are being served normally; 503 with Retry-After
 * while the server sheds load (or its database is down), so the balancer sends new users elsewhere.
 * The in-flight count and limit travel in headers either way.
 */
export function healthAnswer(res: ServerResponse, databaseUp: boolean, load: LoadState, retryAfterSeconds: number) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Pages-In-Flight': `${load.inFlight}/${load.concurrency}`,
    'X-Pages-Queued': `${load.queued}/${load.queue}`,
    'X-Event-Loop-Delay-Max-Ms': String(load.eventLoopDelayMaxMs),
  };
  if (!databaseUp) return res.writeHead(503, headers).end('database unavailable');
  if (load.saturated) return res.writeHead(503, { ...headers, 'Retry-After': String(retryAfterSeconds) }).end('saturated');
  return res.writeHead(200, headers).end('ok');
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
