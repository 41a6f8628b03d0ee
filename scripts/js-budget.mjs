// Client JS per route from the build's manifest (entry + root + layouts + route chunks, gzip),
// checked against DESIGN.md's 160 KB budget. A hydrating visit preloads exactly these modules,
// so this is what `npm run bench` measures per page, for every route at once and without a server.
// Usage: node scripts/js-budget.mjs [--all] [--top N]   (after `npm run build`)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 160 * 1024;
const buildDir = join(process.cwd(), 'public/build');
const manifestFile = readdirSync(buildDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) {
  console.error('No public/build/manifest-*.js: run `npm run build` first.');
  process.exit(2);
}
const text = readFileSync(join(buildDir, manifestFile), 'utf8');
const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));

const sizes = new Map();
const gz = (url) => {
  if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(join(process.cwd(), 'public', url))).length);
  return sizes.get(url);
};

const { entry, routes } = manifest;
const chainOf = (id) => (id ? [...chainOf(routes[id].parentId), routes[id]] : []);
const parents = new Set(
  Object.values(routes)
    .map((r) => r.parentId)
    .filter(Boolean),
);
const rows = Object.values(routes)
  .filter((r) => !parents.has(r.id) && !r.id.startsWith('routes/resources'))
  .map((r) => {
    const urls = new Set([entry.module, ...entry.imports]);
    for (const link of chainOf(r.id)) {
      urls.add(link.module);
      for (const u of link.imports ?? []) urls.add(u);
    }
    const bytes = [...urls].reduce((sum, u) => sum + gz(u), 0);
    return { id: r.id.replace(/^routes\//, ''), bytes };
  })
  .sort((a, b) => b.bytes - a.bytes);

const args = process.argv.slice(2);
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : Infinity;
const over = rows.filter((r) => r.bytes > BUDGET);
const shown = args.includes('--all') || args.includes('--top') ? rows.slice(0, top) : over;
for (const r of shown) console.log(`${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.bytes > BUDGET ? 'OVER' : '    '}  ${r.id}`);
console.log(`${rows.length} routes; largest ${(rows[0].bytes / 1024).toFixed(1)} KB; ${over.length} over the ${BUDGET / 1024} KB budget`);
process.exitCode = over.length ? 1 : 0;
