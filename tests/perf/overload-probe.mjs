// The overload bench's prober, in a process of its own: the load generator's busy event loop would otherwise add its
// own delays to the times measured. Each path is asked on a new connection (agent: false) every `everyMs`, as a
// balancer's health check, a browser's first script and an API client would, for `seconds`; prints one JSON line:
// { "<path>": [{ at, status, ms }] } with `at` the ms since the start.
//   node tests/perf/overload-probe.mjs <origin> <seconds> <everyMs> <path>...
import http from 'node:http';

const [origin, seconds, everyMs, ...paths] = process.argv.slice(2);
const TIMEOUT_MS = 10_000;
const started = performance.now();

function probe(path) {
  const at = performance.now();
  return new Promise((resolve) => {
    const done = (status) => resolve({ at: Math.round(at - started), status, ms: Math.round((performance.now() - at) * 10) / 10 });
    const req = http.get(`${origin}${path}`, { agent: false, timeout: TIMEOUT_MS, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done(0));
  });
}

const until = started + Number(seconds) * 1000;
const results = Object.fromEntries(paths.map((path) => [path, []]));
await Promise.all(
  paths.map(async (path) => {
    while (performance.now() < until) {
      const next = performance.now() + Number(everyMs);
      results[path].push(await probe(path));
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  }),
);
process.stdout.write(`${JSON.stringify(results)}\n`);
