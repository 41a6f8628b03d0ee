// Load shedding for page requests, before Express: a bounded number in flight, a short bounded queue, a fast 503 for the
// rest; /healthz answered there too, from the last known database state. Why it sits in front of everything: see
// docs/decisions/020-load-shedding-before-express.md.
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
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
  /**
   * How long a refusal is held before it is sent (0: at once). A client that asks again as soon as it is refused then
   * asks at most this often, instead of once every event-loop turn: see `refuse`.
   */
  refusalDelayMs?: number;
  /**
   * The share of time (0–1) the event loop may be busy before no new page starts: above it, over the last
   * LOOP_SAMPLE_MS, page requests wait in the queue or are refused as when all slots are taken (undefined: no limit).
   * See `hot` below.
   */
  maxLoopUtilization?: number;
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
  /** New connections are waiting to be accepted: a connection was accepted in each of the last turns (see `accepted`). */
  acceptBacklog: boolean;
  /** The longest the event loop was blocked since the previous look (every request waits at least that long). */
  eventLoopDelayMaxMs: number;
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** How long after the last 503 the server still reports itself saturated to the balancer. */
const SATURATED_FOR_MS = 2_000;
const SHED_LOG_EVERY_MS = 5_000;
/** Consecutive event-loop turns that each accepted a connection before the server counts the accept queue as backed up. */
const BACKLOG_TURNS = 4;
/** How often the event loop's utilisation is sampled for `maxLoopUtilization`. */
const LOOP_SAMPLE_MS = 25;

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
  const { concurrency, queue: maxQueue, queueTimeoutMs, retryAfterSeconds, exempt, onShed, refusalDelayMs = 0, maxLoopUtilization } = options;
  let inFlight = 0;
  let shed = 0;
  let shedSinceLog = 0;
  let lastShedAt = -Infinity;
  let lastLogAt = -Infinity;
  const waiting: Array<{ start: () => void }> = [];
  // The accept queue, seen from here: libuv accepts one connection per turn while the listening socket stays readable,
  // so a connection accepted in each of BACKLOG_TURNS turns in a row means more are waiting in the kernel's queue.
  let acceptedThisTurn = false;
  let turnWatched = false;
  let acceptTurns = 0;
  const backlogged = () => acceptTurns >= BACKLOG_TURNS;
  /** In the check phase of each turn while connections keep arriving: did this turn accept one? */
  function endOfTurn() {
    acceptTurns = acceptedThisTurn ? acceptTurns + 1 : 0;
    acceptedThisTurn = false;
    if (acceptTurns === 0) {
      turnWatched = false;
      // pages queued while the backlog was taken are let in now
      while (!hot && inFlight < concurrency && waiting.length) waiting.shift()!.start();
      return;
    }
    setImmediate(endOfTurn);
  }
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();

  // The loop's utilisation: with every slot taken by pages whose data keeps arriving, the loop is never idle, each turn
  // runs a page render or two (20–60 ms on two shared cores), and what is not counted — a health probe, a script file,
  // an API call on a new connection — waits about two turns: 115–130 ms at p99 in `npm run bench -- --overload`. While
  // the loop was busier than `maxLoopUtilization` over the last sample, no page starts (they wait in the queue, as for
  // a slot), so the loop keeps some idle time and the turns a probe waits for are short ones. Only while the server is
  // refusing pages anyway (a 503 within SATURATED_FOR_MS): a busy loop without overload (an export being written, a
  // burst of API calls) never delays a page.
  let hot = false;
  let lastUtilization: EventLoopUtilization | undefined;
  if (maxLoopUtilization !== undefined && maxLoopUtilization < 1 && concurrency > 0) {
    lastUtilization = performance.eventLoopUtilization();
    setInterval(() => {
      const now = performance.eventLoopUtilization();
      const { utilization } = performance.eventLoopUtilization(now, lastUtilization);
      lastUtilization = now;
      const wasHot = hot;
      hot = utilization > maxLoopUtilization && Date.now() - lastShedAt < SATURATED_FOR_MS;
      if (wasHot && !hot && !backlogged()) while (inFlight < concurrency && waiting.length) waiting.shift()!.start();
    }, LOOP_SAMPLE_MS).unref();
  }
  /** No page may start now: the accept queue is backed up, or the loop has been too busy. */
  const held = () => hot || backlogged();

  function sendRefusal(req: IncomingMessage, res: ServerResponse) {
    if (res.destroyed || res.headersSent) return;
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

  /**
   * The 503, held `refusalDelayMs` first when it is refused on arrival (one that waited in the queue has waited already).
   * A client that retries at once (a script, a load generator, a reconnecting proxy) would otherwise send its next
   * request in the very next turn, and every turn would read and refuse one request per such connection: with 200 of
   * them each turn grew by their reads, and the one new connection libuv accepts per turn (decision 020) waited behind
   * them — while 200 connections were being opened, a health probe or a script file on a new connection waited 1.5–3.8 s.
   * Held, each such connection costs one read per `refusalDelayMs` instead, and the turns stay short.
   */
  function refuse(req: IncomingMessage, res: ServerResponse, hold = refusalDelayMs) {
    shed += 1;
    shedSinceLog += 1;
    lastShedAt = Date.now();
    if (onShed && lastShedAt - lastLogAt >= SHED_LOG_EVERY_MS) {
      onShed({ shed: shedSinceLog, inFlight, queued: waiting.length });
      shedSinceLog = 0;
      lastLogAt = lastShedAt;
    }
    if (hold <= 0) return sendRefusal(req, res);
    const timer = setTimeout(() => sendRefusal(req, res), hold);
    res.once('close', () => clearTimeout(timer));
  }

  function release() {
    inFlight -= 1;
    // while new connections wait to be accepted, no page starts: its render would lengthen every turn until they are in
    // (nor while the loop has been too busy: `hot`)
    if (held()) return;
    const next = waiting.shift();
    if (next) next.start();
  }

  /**
   * Told of each new connection (the server's 'connection' event). While the accept queue is backed up — 200 clients
   * connecting at once — every turn accepts one connection, and each page rendered in a turn delays every connection
   * still waiting (a health probe, a script file) by its render: measured, the last of a burst of 200 waited 1.5–2.3 s.
   * So while it is backed up, page requests are refused (held, `refusalDelayMs`) or wait in the queue, and no page
   * starts; the turns stay a fraction of a millisecond and the queue is taken in a few tens of milliseconds.
   */
  function accepted() {
    acceptedThisTurn = true;
    if (turnWatched) return;
    turnWatched = true;
    setImmediate(endOfTurn);
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
    if (inFlight < concurrency && !held()) return admit(res, go);
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
      refuse(req, res, 0);
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
      acceptBacklog: backlogged(),
      eventLoopDelayMaxMs: Math.round(loopDelay.max / 1e6),
    };
  }

  /** The state, and a new event-loop measurement from now on (each /healthz probe sees the delay since the last). */
  function sample(): LoadState {
    const current = state();
    loopDelay.reset();
    return current;
  }

  /**
   * Pages are being served or wait for a slot: what background jobs yield to (platform/modules/jobs/gentle.ts,
   * registered in server.ts). Cheap enough to be asked every few milliseconds.
   */
  const busy = () => inFlight > 0 || waiting.length > 0;

  return { handle, gate, accepted, state, sample, busy, retryAfterSeconds };
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

/**
 * The health probe, the platform API and the open API under `apiPrefixes` (their clients expect JSON,
 * and they have their own limits) and the files of `publicDir`.
 */
export function exemptFromShedding(apiPrefixes: readonly string[], publicDir: string): (path: string) => boolean {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(publicDir).map((name) => `/${name}`));
  } catch {
    files = new Set();
  }
  return (path) => path === '/healthz' || path.startsWith('/build/') || apiPrefixes.some((prefix) => path.startsWith(prefix)) || files.has(path);
}
