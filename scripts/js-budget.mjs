// Client JS per route from the build's manifest (entry + root + layouts + route chunks, gzip),
// checked against the budget in tests/perf/budgets.mjs. A hydrating visit preloads exactly these
// modules, so this is what `npm run bench` measures per page, for every route at once and without a server.
// Usage: node scripts/js-budget.mjs [--all] [--top N]   (after `npm run build`)
// Exits 1 when a route is over the budget: `npm test` runs it after the build as a phase of its own.
import { BUDGET as BUDGETS } from '../tests/perf/budgets.mjs';
import { jsPerRoute } from '../tests/perf/js-per-route.mjs';

const BUDGET = BUDGETS.jsKb * 1024;
const rows = jsPerRoute();
if (!rows) {
  console.error('No public/build/manifest-*.js: run `npm run build` first.');
  process.exit(2);
}

const args = process.argv.slice(2);
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : Infinity;
const over = rows.filter((r) => r.bytes > BUDGET);
const shown = args.includes('--all') || args.includes('--top') ? rows.slice(0, top) : over;
for (const r of shown) console.log(`${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.bytes > BUDGET ? 'OVER' : '    '}  ${r.id}`);
console.log(`${rows.length} routes; largest ${(rows[0].bytes / 1024).toFixed(1)} KB; ${over.length} over the ${BUDGET / 1024} KB budget`);
if (over.length) process.exitCode = 1;
