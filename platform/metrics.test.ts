// The metrics of issue 49: platform calls by route pattern and SMS outcomes land in the registry,
// and the listener answers /metrics only, in Prometheus's text format.
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './log';
import { bindMetricSources, registry } from './metrics';
import { startMetricsServer } from './metrics-server';
import { t, withTestPlatform } from './modules/auth/testing';

withTestPlatform();

/** The value of one sample line (`name{labels} value`), or 0 when it is not there yet. */
async function sample(name: string, labels: string): Promise<number> {
  const text = await registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('metrics', () => {
  it('counts platform calls by the route pattern they matched, with method and status', async () => {
    const labels = 'route="/api-platform/api/news/getById/:id",method="GET",status="404"';
    const before = await sample('platform_request_duration_seconds_count', labels);
    await t.call('/news/getById/999999');
    await t.call('/news/getById/999998');
    expect(await sample('platform_request_duration_seconds_count', labels)).toBe(before + 2);
  });

  it('counts SMS messages by type and outcome', async () => {
    const labels = 'type="role",outcome="outbox"';
    const before = await sample('sms_messages_total', labels);
    const sent = await t.call('/codes/smsRole/13700000011', { ip: '203.0.113.77' });
    expect(sent.body.code).toBe(200);
    expect(await sample('sms_messages_total', labels)).toBe(before + 1);
  });

  it('lets the sources of a closed platform go: a scrape reads the platform bound since, or none', async () => {
    const closed = async (): Promise<Record<string, number>> => {
      throw new Error('Cannot use a pool after calling end on the pool');
    };
    const releaseOld = bindMetricSources({ jobQueue: closed });
    const releaseNew = bindMetricSources({ jobQueue: async () => ({ new: 3 }) });
    // an older platform closing after a newer one bound its own leaves the newer one's
    releaseOld();
    expect(await sample('jobs_queue_depth', 'state="new"')).toBe(3);
    releaseNew();
    const text = await registry.metrics();
    expect(text).toContain('# TYPE jobs_queue_depth gauge');
    expect(text).not.toContain('jobs_queue_depth{');
    bindMetricSources({ jobQueue: closed })();
    await expect(registry.metrics()).resolves.toContain('# TYPE jobs_queue_depth gauge');
  });

  describe('the listener', () => {
    const log = createLogger('silent');
    let base = '';
    const started = startMetricsServer({ port: 0, host: '127.0.0.1', log }).then((server) => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return server;
    });
    afterAll(async () => (await started).close());

    it('answers /metrics with the process figures and the platform histograms, and nothing else', async () => {
      await started;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect(text).toContain('# TYPE platform_request_duration_seconds histogram');
      expect(text).toContain('# TYPE jobs_queue_depth gauge');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    });
  });
});
