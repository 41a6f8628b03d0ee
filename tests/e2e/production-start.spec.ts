import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { openDatabase } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { serverArgs } from '../perf/server-command.mjs';
import { expect, test } from './fixtures';

// The production build as an installer starts it (issue 41 items 1 and 2): `npm start`'s node
// flags and build/server.js, NODE_ENV=production, on an empty data directory, without TRUST_PROXY.
// It is a server start, not a screen, so it runs in one project.

type Answer = { status: number; code?: number };

let attempts = 0;

/**
 * A login attempt to the server's API from `localAddress` (a loopback address of its own), with any
 * headers; each for another phone, so the per-phone limit stays out of the way.
 */
function loginFrom(port: number, localAddress: string, headers: Record<string, string> = {}): Promise<Answer> {
  const userName = `1391234${String((attempts += 1)).padStart(4, '0')}`;
  const body = JSON.stringify({ loginType: 'password', userName, password: 'x', secretKey: 'k', imgCodeKey: 'k', imgCode: 'abcd' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api-platform/api/users/login',
        headers: { 'content-type': 'application/json', ...headers },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, code: (JSON.parse(text) as { code?: number }).code }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function healthy(port: number, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 480; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => resolve(res.statusCode === 200)).on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the production server did not become healthy in 120 s');
}

const stopped = (server: ChildProcess) => (server.exitCode !== null ? Promise.resolve() : new Promise((r) => server.once('exit', r)));

test('a production start seeds no demo account, its limits key on the socket, and admin:create makes the first administrator', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'no-js', 'a server start: the same in both projects');
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join('tests/.tmp', 'production-start-'));
  // below the ephemeral range (32768–60999) and above the run's own ports (playwright.config.ts)
  const port = 29100 + Math.floor(Math.random() * 3600);
  const server = spawn(process.execPath, serverArgs(), {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKUP_EVERY: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await healthy(port, server);

    // Item 2: ten login attempts from 127.0.0.2, each claiming another address, spend 127.0.0.2's
    // ten a minute; the eleventh is refused. 127.0.0.3 is not locked out by it.
    for (let i = 0; i < 10; i += 1) expect((await loginFrom(port, '127.0.0.2', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status).toBe(400);
    expect(await loginFrom(port, '127.0.0.2', { 'x-forwarded-for': '198.51.100.1' })).toEqual({ status: 429, code: 429 });
    expect((await loginFrom(port, '127.0.0.3')).status).toBe(400);
    // A forged header naming 127.0.0.5 does not spend 127.0.0.5's attempts.
    for (let i = 0; i < 11; i += 1) await loginFrom(port, '127.0.0.4', { 'x-forwarded-for': '127.0.0.5' });
    expect((await loginFrom(port, '127.0.0.5')).status).toBe(400);
  } finally {
    server.kill('SIGTERM');
    await stopped(server);
  }

  // Item 1: the database the production start made holds no user at all.
  const mobiles = async () => {
    const database = await openDatabase({ dataDir });
    try {
      return (await database.db.select({ mobile: users.mobile }).from(users).orderBy(users.id)).map((row) => row.mobile);
    } finally {
      await database.close();
    }
  };
  expect(await mobiles()).toEqual([]);

  // The installer's first administrator, with a password of their choosing (README: production).
  const create = spawnSync('npx', ['tsx', 'platform/admin-cli.ts', '--mobile', '139 1234 5678', '--name', '郑晓燕'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'Install2026' },
    encoding: 'utf8',
  });
  expect(create.stderr).toBe('');
  expect(create.stdout).toContain('运营管理员 13912345678 已创建');
  expect(await mobiles()).toEqual(['13912345678']);
  rmSync(dataDir, { recursive: true, force: true });
});
