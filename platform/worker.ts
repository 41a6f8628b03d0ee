// `npm run start:worker`: the platform's background jobs in a process of their own, for a
// PostgreSQL deployment whose platform runs with JOBS=0 (any number of workers may run: pg-boss
// hands each job to one of them). The embedded store runs its jobs in the server instead.
import { formatEnvError, parsePlatformEnv, type PlatformEnv } from './config';
import { openDatabase } from './db/client';
import { startJobs } from './jobs';
import { createLogger } from './log';
import { bindMetricSources } from './metrics';
import { startMetricsServer } from './metrics-server';
import { jobQueueDepth } from './modules/jobs/runner';

let env: PlatformEnv;
try {
  env = parsePlatformEnv();
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required: the embedded database runs its jobs inside the server');
} catch (error) {
  console.error(formatEnvError(error));
  process.exit(1);
}

const log = createLogger(env.LOG_LEVEL, 'worker');
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
const runner = await startJobs(database, env, log, { work: true });
bindMetricSources({ pool: database.pool, jobQueue: () => jobQueueDepth(database.db) });
if (env.METRICS_PORT) await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST, log });
log.info('worker running the platform jobs');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker shutting down');
  setTimeout(() => process.exit(1), 10_000).unref();
  await runner.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
