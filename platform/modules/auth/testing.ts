// Test helpers for the account, file and certification modules: one seeded database and app per
// test file (a copy of the run's seeded demo), a small client, and the steps a real client takes (captcha, secret key, SMS code).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { API_BASE, createPlatformApp } from '../../app';
import { parsePlatformEnv } from '../../config';
import { encryptWithSecret } from '../../contract/auth/crypto';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import type { PlatformDeps } from '../../http/context';
import { DEMO_PASSWORD } from '../../seed';
import { smsCodes, users } from '../../db/schema';
import { createLogger } from '../../log';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import { createSession } from './users';

export { DEMO_PASSWORD };

/** An answer of the platform: `data` is the JSON of whichever endpoint the test called. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hundreds of assertions read data's fields by the endpoint they called; typing it per route is its own change
export type Envelope = { code: number; message: string; data: any };
export type CallInit = {
  method?: 'GET' | 'POST';
  json?: unknown;
  body?: BodyInit;
  token?: string | null;
  ip?: string;
  headers?: Record<string, string>;
};

let ipCounter = 0;
/** A fresh client IP, so per-IP rate limits of one test never touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type TestPlatform = Awaited<ReturnType<typeof openTestPlatform>>;

/** The calling test file's platform (see withTestPlatform), set before its first test. */
export let t: TestPlatform;

/** Opens a fresh platform for the calling test file, as `t`, and closes it after the file's tests. */
export function withTestPlatform() {
  beforeAll(async () => {
    t = await openTestPlatform();
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** Sessions of the parties the calling test file signs in (withSignedInPlatform), by mobile. */
export const tokens: Record<string, string> = {};

/** withTestPlatform, then a session for each of `mobiles` (in `tokens`) before the file's first test. */
export function withSignedInPlatform(mobiles: string[]) {
  withTestPlatform();
  beforeAll(async () => {
    for (const mobile of mobiles) tokens[mobile] = await t.sessionFor(mobile);
  });
}

/** A call as the signed-in `mobile`, from a fresh IP: a POST of `json`, or a GET without it. */
export const call = (mobile: string, path: string, json?: unknown) => t.call(path, { token: tokens[mobile], ip: nextIp(), json });
export const userOf = async (mobile: string) => (await t.db.select().from(users).where(eq(users.mobile, mobile)))[0];

/** The module-level caller of the user with `mobile`, in `role` (for calling module functions directly). */
export async function authOfUser(platform: TestPlatform, mobile: string, role: Auth['role']): Promise<Auth> {
  const [user] = await platform.db.select().from(users).where(eq(users.mobile, mobile));
  return { user, role, tokenHash: '' };
}

export async function openTestPlatform(env: Record<string, string> = {}) {
  // The demo, seeded once per run and copied for each file (testing/test-db.ts).
  const database: TestDatabase = await openTestDatabase({ seeded: true });
  const log = createLogger('silent');
  const makeApp = (extra: Record<string, string> = {}) =>
    createPlatformApp({
      db: database.db,
      log,
      env: parsePlatformEnv({ NODE_ENV: 'test', DEV_TOOLS: '1', DATA_DIR: 'memory://', ...env, ...extra }),
    });
  const app = makeApp();
  const db: Db = database.db;
  /** The app with a dependency createPlatform would add (the server's backup service). */
  const appWith = (deps: Pick<PlatformDeps, 'backups' | 'bankStandIn'>) =>
    createPlatformApp({ db: database.db, log, env: parsePlatformEnv({ NODE_ENV: 'test', DEV_TOOLS: '1', DATA_DIR: 'memory://', ...env }), ...deps });

  async function raw(path: string, init: CallInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    // The caller's address as the accepting server hands it over (platform/http/caller.ts).
    return app.request(`${API_BASE}${path}`, { method, headers, body }, { clientIp: init.ip ?? '10.255.255.1' });
  }

  async function call(path: string, init: CallInit = {}): Promise<{ status: number; body: Envelope; headers: Headers }> {
    const res = await raw(path, init);
    return { status: res.status, body: (await res.json()) as Envelope, headers: res.headers };
  }

  /** A fresh image code and its answer (through the dev route). */
  async function captcha(ip: string): Promise<{ key: string; answer: string }> {
    const image = await call('/codes/images', { ip });
    expect(image.body.code).toBe(200);
    const peek = await call(`/dev/captcha/${image.body.data.key}`, { ip });
    expect(peek.body.code).toBe(200);
    return { key: image.body.data.key, answer: peek.body.data.answer };
  }

  /** Encrypts the given fields with one new secret key, as the app does. */
  async function encrypt<K extends string>(fields: Record<K, string>, ip = nextIp()) {
    const issued = await call('/users/secretKey', { method: 'POST', ip });
    expect(issued.body.code).toBe(200);
    const out: Record<string, string> = { secretKey: issued.body.data.key };
    for (const [name, value] of Object.entries(fields)) out[name] = encryptWithSecret(value as string, issued.body.data.secret);
    return out as Record<K | 'secretKey', string>;
  }

  async function passwordLogin(mobile: string, password: string, ip = nextIp()) {
    const code = await captcha(ip);
    const enc = await encrypt({ password }, ip);
    return call('/users/login', {
      ip,
      json: { loginType: 'password', userName: mobile, imgCode: code.answer, imgCodeKey: code.key, ...enc },
    });
  }

  /** Token of a successful password login. */
  async function login(mobile: string, password = DEMO_PASSWORD, ip = nextIp()): Promise<string> {
    const result = await passwordLogin(mobile, password, ip);
    expect(result.body, `login of ${mobile}`).toMatchObject({ code: 200 });
    return result.body.data.token as string;
  }

  /** A session token made directly (no login call: keeps rate limits out of unrelated tests). */
  async function sessionFor(mobile: string): Promise<string> {
    const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
    return (await createSession(db, user)).token;
  }

  /** Requests an SMS code (with an image code when the type needs one) and returns the response. */
  async function requestSms(mobile: string, type: string, options: { ip?: string; token?: string } = {}) {
    const ip = options.ip ?? nextIp();
    const query = new URLSearchParams({ type });
    if (type === 'phone_no_login' || type === 'register') {
      const code = await captcha(ip);
      query.set('imgCode', code.answer);
      query.set('imgCodeKey', code.key);
    }
    return call(`/codes/sms/${mobile}?${query}`, { ip, token: options.token });
  }

  /** The latest SMS code sent to a phone (through the dev outbox). */
  async function latestSmsCode(mobile: string): Promise<string> {
    const outbox = await call(`/dev/outbox?mobile=${mobile}`);
    expect(outbox.body.code).toBe(200);
    expect(outbox.body.data.length).toBeGreaterThan(0);
    return outbox.body.data[0].code as string;
  }

  /** Sends a code of `type` and returns it. */
  async function smsCode(mobile: string, type: string, options: { ip?: string; token?: string } = {}) {
    const sent = await requestSms(mobile, type, options);
    expect(sent.body, `sms ${type} to ${mobile}`).toMatchObject({ code: 200 });
    return latestSmsCode(mobile);
  }

  /** Moves the phone's codes back in time, as if `seconds` had passed since they were sent. */
  async function rewindSms(mobile: string, seconds = 61) {
    const rows = await db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    for (const row of rows) {
      await db
        .update(smsCodes)
        .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000) })
        .where(and(eq(smsCodes.id, row.id)));
    }
  }

  /** The paths the OpenAPI document lists, without the API base: '/users/login'. */
  async function documentedPaths(): Promise<string[]> {
    const doc = (await (await app.request(`${API_BASE}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    return Object.keys(doc.paths).map((p) => p.replace(API_BASE, ''));
  }

  async function userRow(mobile: string) {
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
    return row;
  }

  return {
    database,
    db,
    app,
    makeApp,
    appWith,
    raw,
    call,
    captcha,
    encrypt,
    passwordLogin,
    login,
    sessionFor,
    requestSms,
    latestSmsCode,
    smsCode,
    rewindSms,
    documentedPaths,
    userRow,
    close: () => database.cleanup(),
  };
}
