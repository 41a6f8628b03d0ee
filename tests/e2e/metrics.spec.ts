// Metrics (issue 49): the server answers /metrics on a listener of its own — never through the
// public port — with page latency by screen path pattern and platform calls by route pattern.
import { expect, test } from './fixtures';

const metricsUrl = `http://127.0.0.1:${process.env.E2E_METRICS_PORT}/metrics`;

/** The value of one sample line (`name{labels} value`), or 0 when it is not there yet. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

test('the public port has no /metrics; the metrics listener counts the pages and platform calls just served', async ({ page, request }) => {
  const publicAnswer = await request.get('/metrics');
  expect(publicAnswer.status()).toBe(404);
  expect(await publicAnswer.text()).not.toContain('process_cpu_user_seconds_total');

  const pageLabels = 'route="/list-goods",method="GET",status="200"';
  const callLabels = 'route="/api-platform/api/order/hallPagination",method="POST",status="200"';
  const before = await (await request.get(metricsUrl)).text();
  await page.goto('/list-goods');
  await expect(page.getByRole('heading', { level: 1, name: '货源大厅' })).toBeVisible();
  const after = await (await request.get(metricsUrl)).text();
  expect(after).toContain('# TYPE process_cpu_user_seconds_total counter');
  expect(sample(after, 'app_page_request_duration_seconds_count', pageLabels)).toBeGreaterThan(
    sample(before, 'app_page_request_duration_seconds_count', pageLabels),
  );
  expect(sample(after, 'platform_request_duration_seconds_count', callLabels)).toBeGreaterThan(
    sample(before, 'platform_request_duration_seconds_count', callLabels),
  );
});
