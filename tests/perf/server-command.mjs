// The perf scripts start the server exactly as `npm start` does: the node flags of package.json's
// start script (the V8 heap cap, see README "Memory") and build/server.js. Reading them from
// package.json keeps one source of truth; a bench of a differently started server would measure
// something nobody runs.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/**
 * Where the bench keeps its seeded embedded stores (bench-<waybills>, export-<waybills>): outside
 * tests/.tmp, which every `npm test` empties, since seeding a store again takes minutes.
 */
export const BENCH_STORES = 'tests/.bench-data';

/** `node` arguments of the production start script, e.g. ['--max-old-space-size=320', 'build/server.js']. */
export function serverArgs() {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const words = scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0 || !words.includes('build/server.js')) throw new Error(`package.json start script is not "… node … build/server.js": ${scripts.start}`);
  return words.slice(node + 1);
}

/** A port nobody listens on now (other test servers may share this machine). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** One HTTP request to the server at `base`; the answer's status and body text. */
export function request(base, method, url, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}
