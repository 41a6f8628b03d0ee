// The build's files from memory: the brotli copy to browsers that accept br, gzip to the others that accept it, the file
// itself otherwise; anything else goes on to Express.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilesInMemory } from './build-files';
import { pathOf } from './overload';

let dir: string;
let server: http.Server;
let origin: string;
const code = 'export const answer = 42;\n'.repeat(50);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-files-'));
  mkdirSync(path.join(dir, '_shared'));
  writeFileSync(path.join(dir, '_shared/chunk-A.js'), code);
  writeFileSync(path.join(dir, '_shared/chunk-A.js.br'), 'brotli bytes');
  writeFileSync(path.join(dir, 'root-B.css'), 'a{color:red}');
  const files = buildFilesInMemory(dir, '/build/');
  server = http.createServer((req, res) => {
    if (!files(req, res, pathOf(req.url))) res.writeHead(404).end('to express');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide the encoding). */
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${origin}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the build from memory', () => {
  it('sends the brotli copy to a browser that accepts br, with the headers of a fingerprinted file', async () => {
    const res = await get('/build/_shared/chunk-A.js?v=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.toString()).toBe('brotli bytes');
    expect(res.headers['content-length']).toBe(String('brotli bytes'.length));
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gzips for a client without br, and sends the file itself to one that accepts neither', async () => {
    const gz = await get('/build/_shared/chunk-A.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(code);
    const plain = await get('/build/_shared/chunk-A.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(code);
    const css = await get('/build/root-B.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body.toString()).toBe('a{color:red}');
  });

  it('answers HEAD without a body, and leaves unknown files, the .br copies themselves and other methods to the app', async () => {
    const head = await get('/build/root-B.css', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get('/build/missing-C.js')).body.toString()).toBe('to express');
    expect((await get('/build/_shared/chunk-A.js.br')).body.toString()).toBe('to express');
    expect((await get('/build/root-B.css', {}, 'POST')).body.toString()).toBe('to express');
  });
});
