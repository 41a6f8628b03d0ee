// The metrics listener (platform/metrics.ts): GET /metrics in Prometheus's text format on
// METRICS_PORT, bound to METRICS_HOST — a port of its own, so the public side (the balancer, which
// forwards only the app's port) can never reach it. In a WEB_CONCURRENCY primary it answers for all
// its workers at once (prom-client's AggregatorRegistry asks each over the cluster channel).
import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import type { Logger } from './log';
import { registry } from './metrics';

export function startMetricsServer(options: { port: number; host: string; log: Logger; aggregateCluster?: boolean }): Promise<Server> {
  const aggregator = options.aggregateCluster ? new client.AggregatorRegistry() : null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const text = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    text.then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (err: unknown) => {
        options.log.error({ err }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics collection failed');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      options.log.info({ port: options.port, host: options.host }, 'metrics on /metrics');
      resolve(server);
    });
  });
}
