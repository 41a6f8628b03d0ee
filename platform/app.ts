// The platform API under /api-platform/api: one Hono app, one error handler, one envelope.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { inFlightRequests } from './http/in-flight';
import type { PlatformEnv } from './config';
import { openDatabase, type Database } from './db/client';
import { startEmbeddedMaintenance } from './db/maintenance';
import { seedDatabase } from './seed';
import { authMiddleware, type PageScope } from './http/auth';
import { CODES, fail, sendEnvelope, sendTooLarge } from './http/envelope';
import { requestIdOf, type Caller } from './http/caller';
import type { PlatformDeps } from './http/context';
import { errorHandler } from './http/errors';
import { permissionMiddleware } from './http/permissions';
import type { Logger } from './log';
import { authArea } from './modules/auth/http';
import { backupArea } from './modules/backup/http';
import { capacityArea } from './modules/capacity/http';
import { certificationArea } from './modules/certification/http';
import { companyArea } from './modules/company/http';
import { contractVerifyArea } from './modules/contracts/http-verify';
import { devArea } from './modules/dev/http';
import { RequestLog } from './modules/dev/request-log';
import { filesArea } from './modules/files/http';
import { storageFor } from './modules/files/storage';
import { jobsArea } from './modules/jobs/http';
import { dictArea } from './modules/dict/http';
import { logArea } from './modules/log/http';
import { operationLogMiddleware } from './modules/log/operation-log';
import { flushLogs } from './modules/log/service';
import { cargoArea, entrustArea, frequentsArea, marketArea } from './modules/market/http';
import { ordersArea } from './modules/orders/http';
import { ordersAgentArea } from './modules/orders/http-agent';
import { ordersBigArea } from './modules/orders/http-big';
import { ordersGuestArea } from './modules/orders/http-guest';
import { ordersKindsArea } from './modules/orders/http-kinds';
import { ordersMultiArea } from './modules/orders/http-multi';
import { ordersTrackArea } from './modules/orders/http-track';
import { permissionsArea } from './modules/permissions/http';
import { reportingArea } from './modules/reporting/http';
import { cockpitsArea } from './modules/cockpits/http';
import { reportsArea } from './modules/reports/http';
import { newsArea, platformInfoArea, portalArea, reputationArea } from './modules/portal/http';
import { moneyArea } from './modules/money/http';
import { complaintsArea } from './modules/complaints/http';
import { createContractsArea } from './modules/contracts/http';
import { keyAreasArea } from './modules/areas/http';
import { releasesArea } from './modules/releases/http';
import { invoicesArea } from './modules/invoices/http';
import { openGateway } from './modules/open/gateway';
import { openArea } from './modules/open/http';
import { startBankStandIn, type BankStandIn } from './modules/money/bank/stand-in';
import { bankFromEnv, walletArea } from './modules/money/wallet-http';
import { systemArea } from './modules/system/http';
import { workspaceArea } from './modules/workspace/http';
import { areaRouter, type PlatformArea } from './http/routes';
import { startJobs } from './jobs';
import { BackupService } from './modules/backup/service';
import { bindMetricSources, platformRequests, secondsSince } from './metrics';
import { jobQueueDepth } from './modules/jobs/runner';
import { yieldToPages, type PagesWaiting } from './modules/jobs/gentle';

export const API_BASE = '/api-platform/api';

/** The areas served from their route tables (platform/contract/<area>/api.ts), each its own router. */
const AREAS: PlatformArea[] = [
  dictArea,
  systemArea,
  logArea,
  companyArea,
  authArea,
  filesArea,
  certificationArea,
  workspaceArea,
  marketArea,
  cargoArea,
  entrustArea,
  frequentsArea,
  portalArea,
  newsArea,
  platformInfoArea,
  reputationArea,
  ordersArea,
  ordersMultiArea,
  ordersTrackArea,
  ordersKindsArea,
  ordersAgentArea,
  ordersGuestArea,
  ordersBigArea,
  reportingArea,
  capacityArea,
  moneyArea,
  complaintsArea,
  createContractsArea(),
  keyAreasArea,
  releasesArea,
  walletArea,
  backupArea,
  permissionsArea,
  jobsArea,
  invoicesArea,
  contractVerifyArea,
  cockpitsArea,
  openArea,
  reportsArea,
];

const OPENAPI_DOCUMENT = {
  openapi: '3.0.0',
  info: {
    title: '货运平台 API',
    version: '1.0.0',
    description: '所有接口返回 { code, message, data }，code 为 200 表示成功。',
  },
};

export type { PageScope };

export type { Caller };

export type Platform = {
  /**
   * Answers a Request for any path under API_BASE; in-process callers use this directly. `caller`
   * is what the accepting server knows of who sent it (http/caller.ts): the rate limits key on it.
   */
  fetch: (request: Request, caller?: Caller) => Promise<Response>;
  /** `fetch` for a call of the page view `page` (in-process only: a client cannot send a scope). */
  fetchInPage: (request: Request, page: PageScope, caller?: Caller) => Promise<Response>;
  database: Database;
  /**
   * The app server in this process says when pages are being served: background jobs (exports) wait
   * for them (jobs/gentle.ts). A narrow function, so the platform never imports the server.
   */
  yieldToPages(pagesWaiting: PagesWaiting): void;
  close(): Promise<void>;
};

export function createPlatformApp(deps: PlatformDeps) {
  // The root is an area router too: the same hook turns every zod failure into a 400 envelope.
  const app = areaRouter().basePath(API_BASE);

  // Latency by the route pattern each call matched (platform/metrics.ts), refusals included.
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    platformRequests.observe({ route: c.req.routePath, method: c.req.method, status: String(c.res.status) }, secondsSince(start));
  });
  app.use('*', requestId({ generator: requestIdOf }));
  app.use('*', async (c, next) => {
    c.set('log', deps.log.child({ reqId: c.get('requestId') }));
    await next();
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => sendTooLarge(c, '请求体过大'),
  });
  // Uploads carry their own 10 MB limit (modules/files/routes.ts); everything else stays at 1 MB.
  app.use('*', (c, next) => (c.req.path.startsWith(`${API_BASE}/actions/upload/`) ? next() : jsonBodyLimit(c, next)));

  app.use('*', authMiddleware(deps.db, deps.env.PERMISSION_CACHE_MS));
  // Every state-changing call is written to the operation log after it has been answered,
  // refusals of the permission check below included.
  app.use('*', operationLogMiddleware(deps.db, API_BASE));
  // Every route-table endpoint's rule, checked from the caller's grants before its handler runs.
  app.use(
    '*',
    permissionMiddleware(deps.db, API_BASE, deps.env.PERMISSION_CACHE_MS, (id) => deps.env.devTools || !id.startsWith('dev.')),
  );
  // Dev tools only: the developer console's per-user log of recent requests.
  const requestLog = deps.env.devTools ? new RequestLog() : null;
  if (requestLog) app.use('*', requestLog.middleware(API_BASE));

  for (const area of AREAS) app.route('/', area(deps));
  // The open API (issue 51): a signed request to /open/v1/<path> runs <path>'s open endpoint as the key's user.
  app.all(
    '/open/v1/*',
    openGateway(deps, API_BASE, async (request, env) => app.fetch(request, env)),
  );
  // The developer console's document lists every area, so it is read from the finished app.
  app.route('/', devArea({ requestLog, document: () => app.getOpenAPIDocument(OPENAPI_DOCUMENT) })(deps));

  app.doc('/openapi.json', OPENAPI_DOCUMENT);

  app.notFound((c) => sendEnvelope(c, fail(CODES.NOT_FOUND, '接口不存在')));

  // Refusals and every other error are answered here, once for all areas (platform/http/errors.ts).
  app.onError(errorHandler(deps.log));

  return app;
}

/** BACKUP_DIR, or DATA_DIR/backups (a scratch directory for an in-memory database). */
export function backupDirOf(env: PlatformEnv): string {
  if (env.BACKUP_DIR) return env.BACKUP_DIR;
  if (env.DATA_DIR === 'memory://') return path.join(tmpdir(), `freight-backups-${process.pid}`);
  return path.join(env.DATA_DIR, 'backups');
}

/**
 * The demo's custody bank: BANK_STAND_IN=1 outside production starts the stand-in in this process
 * and points BANK_* at it, so a newcomer can open a wallet, bind a card and withdraw.
 */
async function withBankStandIn(env: PlatformEnv, log: Logger): Promise<{ env: PlatformEnv; standIn?: BankStandIn }> {
  if (!env.BANK_STAND_IN || env.NODE_ENV === 'production') return { env };
  const secret = env.BANK_SECRET ?? randomBytes(32).toString('hex');
  // Its books live beside the database, so a restarted demo never issues a member code twice.
  const stateFile = env.DATA_DIR === 'memory://' ? undefined : path.join(env.DATA_DIR, 'bank-stand-in.json');
  const standIn = await startBankStandIn({ secret, stateFile });
  log.warn({ url: standIn.url }, 'bank stand-in started (BANK_STAND_IN=1): no real money moves');
  return { env: { ...env, BANK_URL: standIn.url, BANK_PLATFORM_ID: env.BANK_PLATFORM_ID ?? 'DEMO-PLATFORM', BANK_SECRET: secret }, standIn };
}

export async function createPlatform(options: { env: PlatformEnv; log: Logger }): Promise<Platform> {
  const { log } = options;
  const { env, standIn } = await withBankStandIn(options.env, log);
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    sharedBuffers: env.PGLITE_SHARED_BUFFERS,
    thread: env.PGLITE_THREAD,
  });
  if (env.SEED) {
    log.warn('DEMO DATA: seeding the demo companies and accounts (password Demo1234, see README) — SEED is refused in production');
  }
  await seedDatabase(database.db, { log, demo: env.SEED, bank: bankFromEnv(env), storage: storageFor(env) });
  const backups = new BackupService({ database, dataDir: env.DATA_DIR, dir: backupDirOf(env), keep: env.BACKUP_KEEP, everyMs: env.BACKUP_EVERY, log });
  // The one job runner (decision 023): the embedded store runs its jobs here; PostgreSQL may leave
  // them to `npm run start:worker` (JOBS=0).
  const jobs = await startJobs(database, env, log, { work: env.JOBS || database.kind === 'pglite', backups });
  const app = createPlatformApp({ db: database.db, log, env, backups, bankStandIn: standIn, jobs });
  const releaseMetricSources = bindMetricSources({ pool: database.pool, jobQueue: () => jobQueueDepth(database.db) });
  if (standIn) {
    standIn.deliver = async (body, signature) =>
      (
        await app.fetch(
          new Request(`http://platform${API_BASE}/payment/bank/notify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-bank-signature': signature },
            body,
          }),
        )
      ).ok;
  }
  const stopMaintenance = startEmbeddedMaintenance(database, log);
  const requests = inFlightRequests();
  let stopYielding = () => {};
  return {
    fetch: (request, caller) => requests.run(async () => app.fetch(request, { ...caller })),
    fetchInPage: (request, page, caller) => requests.run(async () => app.fetch(request, { ...caller, page })),
    database,
    yieldToPages: (pagesWaiting) => void (stopYielding = yieldToPages(pagesWaiting)),
    close: async () => {
      stopYielding();
      // The server has stopped accepting; what it accepted finishes (within its 10 s grace) first.
      if (!(await requests.idle(8_000))) log.warn({ requests: requests.count }, 'closing with requests still running');
      stopMaintenance();
      // A job in progress gets a few seconds; one that runs on (a backup) is not waited for: its
      // child reads a snapshot, not DATA_DIR, the next start removes what it left, and pg-boss
      // hands an unfinished job to the next worker once it expires.
      await jobs.stop();
      await standIn?.close();
      await flushLogs(database.db);
      releaseMetricSources();
      return database.close();
    },
  };
}
