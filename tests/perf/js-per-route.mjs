// Client JS per route from the build's manifest (entry + root + layouts + route chunks, gzip):
// what a hydrating visit preloads. Shared by scripts/js-budget.mjs and tests/perf/bench.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every page route's client JS in bytes (gzip), largest first; null when there is no build. */
export function jsPerRoute(root = process.cwd()) {
  const buildDir = join(root, 'public/build');
  let manifestFile;
  try {
    manifestFile = readdirSync(buildDir).find((f) => /^manifest-.*\.js$/.test(f));
  } catch {
    return null;
  }
  if (!manifestFile) return null;
  const text = readFileSync(join(buildDir, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const sizes = new Map();
  const gz = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(join(root, 'public', url))).length);
    return sizes.get(url);
  };
  const { entry, routes } = manifest;
  const chainOf = (id) => (id ? [...chainOf(routes[id].parentId), routes[id]] : []);
  const parents = new Set(
    Object.values(routes)
      .map((r) => r.parentId)
      .filter(Boolean),
  );
  return Object.values(routes)
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
}
