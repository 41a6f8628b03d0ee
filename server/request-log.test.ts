// Lever 41 of decision 009: the request log without pino-http's per-request child loggers still
// gives each request its id and writes one line per request, pino-http's shape, secrets redacted.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

let server: http.Server;
let origin: string;
const lines: Record<string, unknown>[] = [];
const written = new EventEmitter();

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      written.emit('line');
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level: 'info' }, sink), (req) => req.url === '/healthz'));
  app.get('/boom', (_req, res) => res.status(503).send('busy'));
  app.all('*', (req, res) => res.send(String((req as express.Request & { id?: string }).id)));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const about = (url: string) => lines.filter((line) => (line.req as { url?: string } | undefined)?.url === url);

/** The lines logged about `url`, once there is one (the answer's close event may come just after the client has it). */
async function linesAbout(url: string) {
  while (about(url).length === 0) await new Promise((resolve) => written.once('line', resolve));
  return about(url);
}

describe('requestLog', () => {
  it('gives each request an id, echoed, and logs one line with the secret query redacted', async () => {
    // a secret no line could hold by chance (the line's random request id is hex: 'abc' was in one now and then)
    const res = await fetch(`${origin}/user/list?token=sekret-qz&page=2`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.text()).toBe(id);
    const [line, ...more] = await linesAbout('/user/list?token=[redacted]&page=2');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { id, method: 'GET' }, res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('sekret');
  });

  it("keeps a caller's plausible request id and refuses an implausible one", async () => {
    expect((await fetch(`${origin}/a`, { headers: { 'x-request-id': 'balancer-1234' } })).headers.get('x-request-id')).toBe('balancer-1234');
    expect((await fetch(`${origin}/b`, { headers: { 'x-request-id': 'bad id!' } })).headers.get('x-request-id')).not.toBe('bad id!');
  });

  it('logs a 5xx at error level and leaves ignored requests out, with an id all the same', async () => {
    await fetch(`${origin}/boom`);
    const [line] = await linesAbout('/boom');
    expect(line).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 503 } });
    const health = await fetch(`${origin}/healthz`);
    expect(health.headers.get('x-request-id')).toBeTruthy();
    await fetch(`${origin}/after-health`);
    await linesAbout('/after-health');
    expect(about('/healthz')).toEqual([]);
  });
});
