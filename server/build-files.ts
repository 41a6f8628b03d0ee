// The browser build (public/build: fingerprinted JS and CSS), held in memory and answered in the turn its request is read.
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type BuildFile = { type: string; raw: Buffer; br?: Buffer; gzip: Buffer };

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The files of `dir` under `prefix` (e.g. /build/), with their brotli copies (scripts/precompress.mjs) and a gzip copy
 * made once here. Read from disk per request (express-static-gzip: a stat, an open, reads and a close on libuv's thread
 * pool), a script waited one event-loop turn per step; under overload a turn is tens of milliseconds, and a page's 30
 * scripts waited with it (issue 41). A fingerprinted build does not change while the server runs: some 1.4 MB, plus
 * 0.4 MB of each compressed copy.
 * Returns a handler that answers GET and HEAD of a known file and returns true, or returns false for anything else.
 */
export function buildFilesInMemory(dir: string, prefix: string): (req: IncomingMessage, res: ServerResponse, path: string) => boolean {
  const files = new Map<string, BuildFile>();
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      const type = TYPES[path.extname(entry.name)];
      if (!entry.isFile() || !type) continue;
      const raw = readFileSync(file);
      let br: Buffer | undefined;
      try {
        br = readFileSync(`${file}.br`);
      } catch {
        br = undefined;
      }
      files.set(prefix + path.relative(dir, file).split(path.sep).join('/'), { type, raw, br, gzip: gzipSync(raw) });
    }
  };
  walk(dir);

  return (req, res, urlPath) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = files.get(urlPath);
    if (!file) return false;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = file.br && /\bbr\b/.test(accepts) ? [file.br, 'br'] : /\bgzip\b/.test(accepts) ? [file.gzip, 'gzip'] : [file.raw, undefined];
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      Vary: 'Accept-Encoding',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
