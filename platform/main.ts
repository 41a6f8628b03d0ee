// The platform as its own process (`npm run start:platform`): app nodes reach it through
// PLATFORM_API_URL=http://host:PORT/api-platform/api.
import { createServer, type IncomingMessage } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { z } from 'zod';
import { API_BASE, createPlatform } from './app';
import { formatEnvError, parsePlatformEnv, type PlatformEnv } from './config';
import { socketCaller } from './http/caller';
import { withUnreadBodyGuard } from './http/unread-body';
import { createLogger } from './log';
import { startMetricsServer } from './metrics-server';

let env: PlatformEnv;
let port: number;
try {
  env = parsePlatformEnv();
  port = z.object({ PORT: z.coerce.number().int().min(0).max(65535).default(3001) }).parse(process.env).PORT;
} catch (error) {
  console.error(formatEnvError(error));
  process.exit(1);
}

const log = createLogger(env.LOG_LEVEL, 'platform');
const platform = await createPlatform({ env, log });
if (env.METRICS_PORT) await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST, log });
// The caller's address from this process's own socket (X-Forwarded-For only from TRUST_PROXY peers).
const callerOf = socketCaller(env.TRUST_PROXY);
const listener = withUnreadBodyGuard(getRequestListener((request, { incoming }) => platform.fetch(request, callerOf(incoming as IncomingMessage))));

const server = createServer(async (req, res) => {
  if (req.url === '/healthz') {
    const ok = await platform.database.ping();
    res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain' }).end(ok ? 'ok' : 'database unavailable');
    return;
  }
  void listener(req, res);
});

// App processes reuse connections to the platform: outlive their idle sockets (see server.ts).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => log.info({ port, db: platform.database.kind }, `platform listening on :${port}${API_BASE}`));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  server.close(async () => {
    await platform.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
