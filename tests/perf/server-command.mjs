// The perf scripts start the server exactly as `npm start` does: the node flags of package.json's
// start script (the V8 heap cap, see README "Memory") and build/server.js. Reading them from
// package.json keeps one source of truth; a bench of a differently started server would measure
// something nobody runs.
import { readFileSync } from 'node:fs';

/** `node` arguments of the production start script, e.g. ['--max-old-space-size=320', 'build/server.js']. */
export function serverArgs() {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const words = scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0 || !words.includes('build/server.js')) throw new Error(`package.json start script is not "… node … build/server.js": ${scripts.start}`);
  return words.slice(node + 1);
}
