// Brotli (quality 11) copies of the browser build (public/build/**/*.js, *.css) beside each file,
// served as they are by server.ts (express-static-gzip) to browsers that accept br. Compressing on
// each request, the compression middleware uses quality 4 (fast, about gzip's size); 11 is too slow
// for that but free here: the /login page's scripts go from 127 KB to 110 KB, 0.3 s sooner on a
// 400 kbps link (issue 15: hydrated within 4 s). Files are fingerprinted, so an existing copy newer
// than its file is kept.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const buildDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../public/build');

function* assets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* assets(file);
    else if (/\.(js|css)$/.test(entry.name)) yield file;
  }
}

let written = 0;
let before = 0;
let after = 0;
for (const file of assets(buildDir)) {
  const target = `${file}.br`;
  const { size, mtimeMs } = statSync(file);
  const copy = statSync(target, { throwIfNoEntry: false });
  if (!copy || copy.mtimeMs < mtimeMs) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size };
    const compressed = brotliCompressSync(readFileSync(file), { params });
    writeFileSync(target, compressed);
    written += 1;
    after += compressed.length;
  } else {
    after += copy.size;
  }
  before += size;
}
console.log(
  `brotli: ${written} files compressed, public/build ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB as sent to browsers that accept br`,
);
