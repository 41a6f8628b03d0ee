// Fewer, larger browser chunks: after `remix build`, the shared chunks that every page loads
// together are merged into one file.
//
// esbuild splits the browser build by which entry points (the client entry and each route module)
// use a piece of code, so a page loads 25–40 files, many under 1 KB: a set of form helpers used by
// one group of routes, the Mantine inputs used by another. Remix loads a page's whole route chain at
// once, so chunks that exactly the same pages load are never needed apart. Each file costs a request
// (on a 400 ms link, /login's hydration waited on file count, issue 15) and gzip restarts its
// dictionary per file. Here chunks are grouped by the set of pages that load them; each group of two
// or more becomes one file. No page gets a byte it did not load before (an error page shown by a
// layout alone may), and a group cannot form an import cycle: whatever a group's chunk imports is
// loaded by all of its pages.
//
// The client entry's own chunks (React, Remix) stay as they are, so a release that changes only app
// code does not make returning visitors download React again.
//
// Every file that changes gets a new content hash in its name (the build is served immutable), the
// browser manifest is rewritten under a new name and version, and the server build's copy of it
// (build/index.js) follows. The result is checked: every import must name a file that exists and
// exports what is imported.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { init, parse } from 'es-module-lexer';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const publicDir = path.join(root, 'public');
const buildDir = path.join(publicDir, 'build');
const serverBuild = path.join(root, 'build/index.js');
const SHARED = '/build/_shared/';

await init;

const fileOf = (url) => path.join(publicDir, url);
const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();

/** A module's imports of build files: [{ url, statement, start, end, dynamic }] with the statement's span. */
function importsOf(source, url) {
  const [imports] = parse(source, url);
  return imports.flatMap((entry) => {
    if (entry.d === -2 || !entry.n?.startsWith('/build/')) return []; // import.meta, or not a build file
    if (entry.d > -1 && entry.n !== source.slice(entry.s + 1, entry.e - 1)) throw new Error(`merge-chunks: ${url}: dynamic import of an expression`);
    return [{ url: entry.n, statement: source.slice(entry.ss, entry.se), start: entry.ss, end: entry.se, dynamic: entry.d > -1 }];
  });
}

const exportsOf = (source, url) => parse(source, url)[1].map((entry) => entry.n);

// ---- the build as it is
const manifestName = readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
if (!manifestName) throw new Error('merge-chunks: no manifest in public/build (run remix build first)');
const manifestText = readFileSync(path.join(buildDir, manifestName), 'utf8');
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1));

const sources = new Map();
const sourceOf = (url) => {
  if (!sources.has(url)) sources.set(url, readFileSync(fileOf(url), 'utf8'));
  return sources.get(url);
};
const importsCache = new Map();
const depsOf = (url) => {
  if (!importsCache.has(url)) importsCache.set(url, importsOf(sourceOf(url), url));
  return importsCache.get(url);
};
/** The files loaded with these (static imports), or that can ever be loaded after them (also dynamic). */
function closure(urls, { dynamic = false } = {}) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of depsOf(url)) if (dynamic || !dep.dynamic) visit(dep.url);
  };
  urls.forEach(visit);
  return seen;
}

// The pages are the leaf routes' chains. A layout is shown alone only for an error (root for a
// 404), and then loads a few KB it did not need before; every page users navigate to loads exactly
// what it loaded before, in fewer files.
const chainOf = (id) => (id ? [...chainOf(manifest.routes[id].parentId), manifest.routes[id].module] : [manifest.entry.module]);
const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
const pagesOfChunk = new Map();
for (const id of Object.keys(manifest.routes).filter((routeId) => !parents.has(routeId))) {
  for (const url of closure(chainOf(id))) {
    if (!url.startsWith(SHARED)) continue;
    if (!pagesOfChunk.has(url)) pagesOfChunk.set(url, []);
    pagesOfChunk.get(url).push(id);
  }
}
const entryChunks = closure([manifest.entry.module]);
const allFiles = closure([manifest.entry.module, ...Object.values(manifest.routes).map((route) => route.module)], { dynamic: true });
// A lazily loaded module (the developer console) is imported by its own name: never merged.
const lazyModules = new Set(
  [...allFiles].flatMap((url) =>
    depsOf(url)
      .filter((dep) => dep.dynamic)
      .map((dep) => dep.url),
  ),
);
const groups = new Map();
for (const [url, pages] of pagesOfChunk) {
  if (entryChunks.has(url) || lazyModules.has(url)) continue;
  const key = pages.sort().join('\n');
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(url);
}
const merging = [...groups.values()].filter((group) => group.length > 1);
const groupOf = new Map(merging.flatMap((group) => group.map((url) => [url, group])));

// ---- rewrite, dependencies first
const finalUrl = new Map(); // old url → new url (every file, changed or not)
const aliasOf = (url, name) => `${path.basename(url, '.js').replace(/[^A-Za-z0-9]/g, '_')}$${name}`;
const written = new Map(); // new url → content
const removed = new Set();

/** The statement with its specifier (and, for a merged chunk, its names) pointing at the new files. */
function rewriteImport({ url, statement }) {
  const target = finalUrl.get(url);
  if (!target) throw new Error(`merge-chunks: ${url} was not settled before its importer`);
  if (!groupOf.has(url)) return statement.replace(`"${url}"`, `"${target}"`);
  const named = statement.match(/^(import|export)\s*\{([^}]*)\}\s*from\s*"[^"]+"$/);
  if (named) {
    const names = named[2]
      .split(',')
      .filter((part) => part.trim())
      .map((part) => {
        const [imported, local = imported] = part.trim().split(/\s+as\s+/);
        return `${aliasOf(url, imported)} as ${local}`;
      });
    return `${named[1]}{${names.join(',')}}from"${target}"`;
  }
  if (/^import\s*"[^"]+"$/.test(statement)) return `import"${target}"`;
  throw new Error(`merge-chunks: cannot rewrite \`${statement}\``);
}

/** The module with its imports pointing at the new files; imports of `keep` (its own group) stay. */
function rewritten(url, keep = []) {
  const source = sourceOf(url);
  let out = '';
  let at = 0;
  for (const dep of depsOf(url)) {
    if (keep.includes(dep.url)) continue;
    out += source.slice(at, dep.start) + rewriteImport(dep);
    at = dep.end;
  }
  return out + source.slice(at);
}

function renamed(url, content) {
  if (!/-[A-Z0-9]{8}\.js$/.test(url)) throw new Error(`merge-chunks: ${url} has no content hash in its name`);
  return url.replace(/-[A-Z0-9]{8}\.js$/, `-${hashOf(content)}.js`);
}

async function mergeGroup(group) {
  const members = new Set(group);
  const facade = group
    .map((url) => {
      const names = exportsOf(sourceOf(url), url);
      return names.length ? `export{${names.map((name) => `${name} as ${aliasOf(url, name)}`).join(',')}}from"${url}";` : `import"${url}";`;
    })
    .join('\n');
  const result = await build({
    stdin: { contents: facade, loader: 'js', resolveDir: buildDir, sourcefile: 'merged.js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'build-urls',
        setup(b) {
          b.onResolve({ filter: /^\/build\// }, (args) =>
            members.has(args.path) ? { path: args.path, namespace: 'member' } : { path: args.path, external: true },
          );
          // Imports of other files already point at their new names (and a merged chunk's aliases).
          b.onLoad({ filter: /.*/, namespace: 'member' }, (args) => ({ contents: rewritten(args.path, group), loader: 'js' }));
        },
      },
    ],
  });
  const content = result.outputFiles[0].text;
  const url = `${SHARED}merged-${hashOf(content)}.js`;
  written.set(url, content);
  for (const member of group) {
    finalUrl.set(member, url);
    removed.add(member);
  }
}

// A lazy module and the chunk that imports it can import each other (the console imports the
// shared components; the components' trigger loads the console), so its name cannot wait for its
// content: it is named after its original content and the merge, which together determine what it
// becomes.
const mergeSignature = JSON.stringify(merging);
if (merging.length) for (const url of lazyModules) finalUrl.set(url, renamed(url, sourceOf(url) + mergeSignature));

// Order: a file after everything it imports statically (a merged group as one node).
const done = new Set();
async function settle(url) {
  const node = groupOf.get(url) ?? [url];
  if (done.has(node[0])) return;
  done.add(node[0]);
  for (const member of node) for (const dep of depsOf(member)) if (!dep.dynamic && !node.includes(dep.url)) await settle(dep.url);
  if (node.length > 1) return mergeGroup(node);
  const content = rewritten(url);
  const next = finalUrl.get(url) ?? (content === sourceOf(url) ? url : renamed(url, content));
  finalUrl.set(url, next);
  if (next === url) return;
  written.set(next, content);
  removed.add(url);
}
for (const url of allFiles) await settle(url);

// ---- check what would be written: every import names an existing module that exports it
const contentOf = (url) => written.get(url) ?? (removed.has(url) ? undefined : sourceOf(url));
const offeredByUrl = new Map();
const offeredOf = (url, content) => {
  if (!offeredByUrl.has(url)) offeredByUrl.set(url, new Set(exportsOf(content, url)));
  return offeredByUrl.get(url);
};
for (const url of new Set(finalUrl.values())) {
  const content = contentOf(url);
  for (const dep of importsOf(content, url)) {
    const target = contentOf(dep.url);
    if (target === undefined) throw new Error(`merge-chunks: ${url} imports ${dep.url}, which is gone`);
    const names = dep.statement.match(/^(?:import|export)\s*\{([^}]*)\}/)?.[1];
    const offered = offeredOf(dep.url, target);
    for (const part of names?.split(',').filter((p) => p.trim()) ?? []) {
      const imported = part.trim().split(/\s+as\s+/)[0];
      if (!offered.has(imported)) throw new Error(`merge-chunks: ${url} imports ${imported} from ${dep.url}, which does not export it`);
    }
  }
}

// ---- write the files, the browser manifest and the server build's copy of it
for (const [url, content] of written) writeFileSync(fileOf(url), content);
for (const url of removed) {
  rmSync(fileOf(url));
  rmSync(`${fileOf(url)}.br`, { force: true });
}
const mapUrl = (url) => finalUrl.get(url) ?? url;
const mapImports = (imports) => (imports ? [...new Set(imports.map(mapUrl))] : imports);
manifest.entry = { module: mapUrl(manifest.entry.module), imports: mapImports(manifest.entry.imports) };
for (const route of Object.values(manifest.routes)) {
  route.module = mapUrl(route.module);
  route.imports = mapImports(route.imports);
}
const oldVersion = manifest.version;
const oldManifestUrl = manifest.url;
delete manifest.version;
delete manifest.url;
manifest.version = hashOf(JSON.stringify(manifest)).toLowerCase();
manifest.url = `/build/manifest-${manifest.version.toUpperCase()}.js`;
rmSync(path.join(buildDir, manifestName));
rmSync(path.join(buildDir, `${manifestName}.br`), { force: true });
writeFileSync(fileOf(manifest.url), `window.__remixManifest=${JSON.stringify(manifest)};`);

let server = readFileSync(serverBuild, 'utf8');
const replaceAll = (from, to, required = true) => {
  if (required && !server.includes(from)) throw new Error(`merge-chunks: ${from} is not in build/index.js`);
  server = server.split(from).join(to);
};
// A chunk that only other chunks import is in neither manifest.
for (const [from, to] of finalUrl) if (from !== to) replaceAll(`"${from}"`, `"${to}"`, !from.startsWith(SHARED));
replaceAll(`version: "${oldVersion}"`, `version: "${manifest.version}"`);
replaceAll(`url: "${oldManifestUrl}"`, `url: "${manifest.url}"`);
writeFileSync(serverBuild, server);

const before = pagesOfChunk.size;
const after = new Set([...pagesOfChunk.keys()].map(mapUrl)).size;
console.log(`merge-chunks: ${merging.length} groups, shared chunks ${before} → ${after}, ${written.size} files rewritten`);
