// Composition root: validates the environment, opens the embedded platform (unless
// PLATFORM_API_URL points elsewhere), and serves the Remix app behind Express.
import { readdirSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { MAP_TILE_ORIGIN } from './app/components/map-kit-shapes';
import { loadAppEnv, type AppEnv } from './app/utils/env.server';
import { servedScreensOf } from './app/utils/served-screens.server';
import { API_BASE, createPlatform, type PageScope, type Platform } from './platform/app';
import { trustProxySetting } from './platform/http/caller';
import { formatEnvError, parsePlatformEnv, type PlatformEnv } from './platform/config';
import { createLogger } from './platform/log';
import { pageRequests, secondsSince } from './platform/metrics';
import { startMetricsServer } from './platform/metrics-server';
import { findScreen } from './app/screens.server';
import { servesRequests, superviseWorkers, webConcurrency } from './server/cluster';
import { bodyLimits } from './server/body-limit';
import { buildFilesInMemory } from './server/build-files';
import { cachedCheck, createLoadShedder, exemptFromShedding, healthAnswer, pathOf } from './server/overload';
import { errorPages } from './server/error-page';
import { createPageHandler } from './server/page-handler';
import { requestLog } from './server/request-log';
import { documentHelmetOptions, securityHeaders } from './server/security-headers';
import { isOpenPath, OPEN_MOUNT, openToEmbedded, openToRemote } from './server/open-mount';

let appEnv: AppEnv;
let platformEnv: PlatformEnv;
let processes: number;
try {
  appEnv = loadAppEnv();
  platformEnv = parsePlatformEnv();
  processes = webConcurrency();
} catch (error) {
  console.error(formatEnvError(error));
  process.exit(1);
}

const log = createLogger(platformEnv.LOG_LEVEL);
// METRICS_PORT: the metrics listener of this process, or, under WEB_CONCURRENCY, the primary's
// for all its workers (platform/metrics-server.ts).
const serves = servesRequests(processes);
if (platformEnv.METRICS_PORT && (processes <= 1 || !serves)) {
  await startMetricsServer({ port: platformEnv.METRICS_PORT, host: platformEnv.METRICS_HOST, log, aggregateCluster: !serves });
}
// WEB_CONCURRENCY > 1: this process only supervises the app processes (server/cluster.ts).
if (!serves) await superviseWorkers(processes, log);
const root = process.cwd();

const platform: Platform | null = appEnv.PLATFORM_API_URL ? null : await createPlatform({ env: platformEnv, log });
const build = (await import(pathToFileURL(path.join(root, 'build/index.js')).href)) as ServerBuild;
const servedScreens = servedScreensOf(build.routes);

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxySetting(appEnv.TRUST_PROXY));

// Oversized page posts: 413 at once; any answer sent before its body was read closes the connection.
app.use(bodyLimits([API_BASE, OPEN_MOUNT]));

// The fingerprinted JS and CSS (which the shedder in front lets through uncounted): before the request log and
// helmet, with the headers an asset needs and no more. A page's scripts are some 30 files; helmet's
// document headers (CSP, HSTS, ...), the request id and revalidation headers added 1.1 KB to each,
// about 30 KB per first visit on HTTP/1.1 (issue 15: the login page hydrated 1 s later on a 400 kbps
// link). CSP and friends apply to documents, not to scripts.
app.use(
  '/build',
  compression(),
  (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  },
  // The build's brotli copies (scripts/precompress.mjs, quality 11) to browsers that accept br;
  // others get the file, gzipped on the fly by compression() above.
  expressStaticGzip(path.join(root, 'public/build'), {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', etag: false, lastModified: false },
  }),
);

// The request id and one short line per request (server/request-log.ts). Static assets and health
// probes would drown the useful lines.
app.use(requestLog(log, (req) => req.url?.startsWith('/build/') === true || req.url === '/healthz'));

// Page latency by screen path pattern (platform/metrics.ts); the platform's calls are measured in the platform.
app.use((req, res, next) => {
  if (req.path.startsWith(API_BASE) || isOpenPath(req.path)) return next();
  const start = performance.now();
  res.on('finish', () => {
    const route = findScreen(req.path)?.path ?? 'other';
    pageRequests.observe({ route, method: req.method, status: String(res.statusCode) }, secondsSince(start));
  });
  next();
});

if (platform) {
  // The platform parses its own bodies: no body parser may run before it, and Express's mount
  // path must be put back so Hono sees /api-platform/api/... as the client sent it.
  // The platform keys rate limits by the caller's address: Express's req.ip (the socket's, or
  // X-Forwarded-For only behind TRUST_PROXY), handed over with the request, never as a header. The
  // node adapter builds the Request from rawHeaders: a header set here would not even reach it,
  // while the one a client sent would (issue 41 item 2).
  const listener = getRequestListener((request, { incoming }) =>
    platform.fetch(request, { clientIp: (incoming as express.Request).ip, requestId: String((incoming as express.Request).id) }),
  );
  app.use(API_BASE, (req, res) => {
    req.url = req.originalUrl;
    void listener(req as IncomingMessage, res as ServerResponse);
  });
  // The open API at the site's root, as partners are told (server/open-mount.ts): the same gateway.
  app.use(OPEN_MOUNT, openToEmbedded(API_BASE, listener));
} else {
  // A separate platform: its balancer serves the API base; /open/v1 is passed on to it from here.
  app.use(OPEN_MOUNT, openToRemote(appEnv.PLATFORM_API_URL!));
}

app.use(compression());

// The page's CSP nonce and helmet's document headers, worked out once (server/security-headers.ts).
app.use(
  securityHeaders(helmet(documentHelmetOptions({ mapTileOrigin: appEnv.MAP_AK ? MAP_TILE_ORIGIN : undefined, production: appEnv.NODE_ENV === 'production' }))),
);

// The other files of public/ (the favicon): asked only for their own paths. serve-static on every
// request stat'ed public/<page path> for each page and built an ENOENT error (about 1.5 % of a list
// page's request thread); public/ is part of the build and does not change while the server runs.
const publicEntries = readdirSync(path.join(root, 'public'), { withFileTypes: true }).filter((entry) => entry.name !== 'build');
const publicFiles = new Set(publicEntries.filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`));
const publicFolders = publicEntries.filter((entry) => entry.isDirectory()).map((entry) => `/${entry.name}/`);
const servePublic = express.static(path.join(root, 'public'), { maxAge: '1h', index: false });
app.use((req, res, next) => (publicFiles.has(req.path) || publicFolders.some((folder) => req.path.startsWith(folder)) ? servePublic(req, res, next) : next()));

app.all(
  '*',
  createPageHandler({
    build,
    mode: appEnv.NODE_ENV === 'development' ? 'development' : 'production',
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      requestId: String(req.id),
      clientIp: req.ip ?? '',
      platformFetch: platform ? pageFetch(platform, req) : undefined,
      servedScreens,
    }),
  }),
);

// Last: an error nothing answered is a short page, never Express's default one with its stack trace.
app.use(errorPages(log));

/**
 * The embedded platform for one request, with the page's caller: a page view's calls share its
 * session look-up (PageScope).
 */
function pageFetch(embedded: Platform, req: express.Request) {
  const caller = { clientIp: req.ip, requestId: String(req.id) };
  if (req.method !== 'GET' && req.method !== 'HEAD') return (request: Request) => embedded.fetch(request, caller);
  const page: PageScope = {};
  return (request: Request) => embedded.fetchInPage(request, page, caller);
}

async function remotePlatformHealthy(): Promise<boolean> {
  try {
    const res = await fetch(`${appEnv.PLATFORM_API_URL}/health`, { signal: AbortSignal.timeout(3000) });
    const body = (await res.json()) as { code?: number };
    return body.code === 200;
  } catch {
    return false;
  }
}

// In front of Express (server/overload.ts, decision 020): beyond PAGE_CONCURRENCY pages admitted and PAGE_QUEUE waiting,
// a fast 503 before any other work (even the request log: one summary line instead). Static files, /healthz, the
// API and the open API (/open/v1: machines, answered in its envelope, with limits of its own) are not counted.
// /healthz tells the balancer, from a database check at most a second old.
const shedder = createLoadShedder({
  concurrency: appEnv.PAGE_CONCURRENCY,
  queue: appEnv.PAGE_QUEUE,
  queueTimeoutMs: appEnv.PAGE_QUEUE_TIMEOUT_MS,
  retryAfterSeconds: 5,
  // a refusal on arrival is held 100 ms: a client that retries at once asks ~10 times a second, not every turn (at
  // 50 ms, 200 such clients kept the turns long enough that a probe on a new connection waited 130 ms at p99; at 100 ms,
  // 95–115 ms, with the 503s' own p99 at 151 ms of the budget's 200: `npm run bench -- --overload` on a quiet machine)
  refusalDelayMs: 100,
  maxLoopUtilization: appEnv.PAGE_MAX_LOOP_UTILIZATION,
  exempt: exemptFromShedding([API_BASE, OPEN_MOUNT], path.join(root, 'public')),
  onShed: (summary) => log.warn(summary, 'overloaded: page requests refused with 503'),
});
// Background jobs on the embedded platform (exports) wait while pages are served or queued (jobs/gentle.ts, issue 44).
platform?.yieldToPages(shedder.busy);
const databaseHealthy = cachedCheck(() => (platform ? platform.database.ping() : remotePlatformHealthy()), 1_000);
async function answerHealth(res: ServerResponse) {
  const healthy = databaseHealthy();
  healthAnswer(res, typeof healthy === 'boolean' ? healthy : await healthy, shedder.sample(), shedder.retryAfterSeconds);
}
// The build's files from memory, answered in the turn they are asked for; a path not among them goes on to Express.
const buildFiles = buildFilesInMemory(path.join(root, 'public/build'), '/build/');
const requestListener = shedder.gate((req, res) => {
  const urlPath = pathOf(req.url);
  if (urlPath === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) return void answerHealth(res);
  if (urlPath.startsWith('/build/') && buildFiles(req, res, urlPath)) return;
  app(req, res);
});

const server = http.createServer(requestListener);
// While new connections pile up in the accept queue, no page starts (server/overload.ts, `accepted`).
server.on('connection', shedder.accepted);
server.listen(appEnv.PORT, appEnv.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : appEnv.PORT;
  log.info({ port, platform: platform ? platform.database.kind : appEnv.PLATFORM_API_URL }, `listening on http://localhost:${port}`);
  // One line a person reads among the JSON logs: where the app is and what it runs on.
  if (platformEnv.LOG_LEVEL !== 'silent') console.log(readyLine(port));
});

function readyLine(port: number): string {
  const database = !platform
    ? `platform at ${appEnv.PLATFORM_API_URL}`
    : platform.database.kind === 'pglite'
      ? `embedded database in ${path.resolve(platformEnv.DATA_DIR)}`
      : 'PostgreSQL (DATABASE_URL)';
  const demo = platform && platformEnv.SEED ? 'demo data on (accounts and password in README.md)' : 'no demo data';
  return `运宝网络货运平台 ready: http://localhost:${port} — ${database}, ${demo}${platformEnv.devTools ? ', developer tools on' : ''}. Ctrl+C stops it.`;
}

// Clients and load balancers reuse idle connections; Node's default 5 s keep-alive closes them
// while a client may be sending on one, which the client sees as ECONNRESET. Keep idle sockets
// longer than the usual balancer idle timeout (60 s); headers must be allowed a little longer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Stop accepting, let in-flight requests finish, then close idle keep-alive sockets.
  server.close(async () => {
    await platform?.close();
    log.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    log.error('forced exit after 10 s');
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
