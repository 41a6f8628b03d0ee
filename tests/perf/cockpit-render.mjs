// The cockpits' render time on the bulk data (issue 48, DESIGN.md budget "a cockpit with 100 000
// waybills renders in ≤ 300 ms"): each cockpit page, as a shipper company and as operations (the
// platform-wide figures), fetched one at a time after a warm-up; the median and the slowest of the
// timed fetches, the whole page from request to last byte (platform queries and server-drawn charts).
import http from 'node:http';

const PATHS = ['/cockpit/online', '/cockpit/shipping?period=month', '/cockpit/control?period=month', '/bigScreen?period=month'];
const WARM_UP = 3;
const TIMED = 10;

function timedGet(base, path, cookie) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { cookie } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      })
      .on('error', reject);
  });
}

/** Reports each cockpit's median render time beside `budgetMs`, per account (`cookies`: name → session cookie). */
export async function cockpitRender({ base, cookies, budgetMs, report }) {
  for (const [account, cookie] of Object.entries(cookies)) {
    for (const path of PATHS) {
      for (let i = 0; i < WARM_UP; i += 1) await timedGet(base, path, cookie);
      const runs = [];
      for (let i = 0; i < TIMED; i += 1) runs.push(await timedGet(base, path, cookie));
      const failed = runs.filter((r) => r.status !== 200).length;
      const times = runs.map((r) => r.ms).sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      report(
        `cockpit ${path} as ${account}: median (slowest)`,
        `${median.toFixed(0)} ms (${times.at(-1).toFixed(0)} ms)${failed ? `, ${failed} not 200` : ''}`,
        `≤ ${budgetMs} ms`,
        median <= budgetMs && failed === 0,
      );
    }
  }
}
