import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_BASE, createPlatformApp, type PageScope } from './app';
import { parsePlatformEnv } from './config';
import { authTokens, interfaceLogs, users } from './db/schema';
import { hashToken } from './http/auth';
import { createSession, revokeToken } from './modules/auth/users';
import { DEMO_ACCOUNTS } from './seed/accounts';
import type { Envelope } from './modules/auth/testing';
import { flushInterfaceLogs } from './modules/log/service';
import { createLogger } from './log';
import { openTestDatabase, type TestDatabase } from './testing/test-db';

let database: TestDatabase;
let app: ReturnType<typeof createPlatformApp>;
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const log = createLogger('silent');
  // Capture error logs to check that stacks go to the log, not to the client.
  const spyLog = Object.assign(Object.create(log), {
    child: () => spyLog,
    error: (obj: Record<string, unknown>) => logged.push(obj),
  });
  app = createPlatformApp({ db: database.db, log: spyLog, env: parsePlatformEnv({ NODE_ENV: 'test' }) });
  // A route that throws, to exercise the error handler as a real failure would.
  app.get('/__test/throw', () => {
    throw new Error('boom: secret internals');
  });
});

afterAll(async () => {
  await database?.cleanup();
});

async function call(path: string, init?: RequestInit & { json?: unknown }) {
  const headers = new Headers(init?.headers);
  let body = init?.body;
  if (init?.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await app.request(`${API_BASE}${path}`, { ...init, headers, body });
  return { status: res.status, body: (await res.json()) as Envelope };
}

describe('envelope and errors', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const { status, body } = await call('/no/such/endpoint');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: '接口不存在', data: null });
  });

  it('turns malformed JSON into a 400 envelope, not a 500', async () => {
    const { status, body } = await call('/company/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"keyword": ',
    });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.message).toBe('请求体不是有效的 JSON');
  });

  it('names the field in Chinese when validation fails', async () => {
    const missing = await call('/log/interface/save', { method: 'POST', json: { method: 'GET', type: 'route', mode: 'pc' } });
    expect(missing.body.code).toBe(400);
    expect(missing.body.message).toContain('name');
    expect(missing.body.message).toMatch(/[\u4e00-\u9fff]/);

    const wrongType = await call('/company/search', { method: 'POST', json: { keyword: 12 } });
    expect(wrongType.body).toMatchObject({ code: 400, message: '企业名称关键字应为文字' });

    const empty = await call('/company/search', { method: 'POST', json: { keyword: '   ' } });
    expect(empty.body).toMatchObject({ code: 400, message: '请输入企业名称关键字' });
  });

  it('hides a thrown error behind a 500 envelope with the request id, and logs the stack', async () => {
    const res = await app.request(`${API_BASE}/__test/throw`, { headers: { 'x-request-id': 'req-test-12345' } });
    const body = (await res.json()) as { code: number; message: string };
    expect(res.status).toBe(500);
    expect(body.code).toBe(500);
    expect(body.message).toContain('req-test-12345');
    expect(JSON.stringify(body)).not.toContain('boom');
    expect(logged.some((entry) => entry.err instanceof Error && (entry.err as Error).message.includes('boom'))).toBe(true);
  });
});

describe('dictionaries', () => {
  it('returns several dictionaries by comma-separated codes', async () => {
    const { body } = await call('/sys_dict_data/order_status,dispatch_status');
    expect(body.code).toBe(200);
    expect(body.data.order_status.map((e: { value: string }) => e.value)).toContain('WAITACCEPT');
    expect(body.data.dispatch_status.find((e: { value: string }) => e.value === 'SIGN').label).toBe('已签收');
  });

  it('returns one dictionary by type, shipper identities, and everything for getInfo', async () => {
    const byType = await call('/sys_dict_data/getbytype/vehicle_length');
    expect(byType.body.data.length).toBeGreaterThan(5);
    const identity = await call('/sys_dict_data/shipper_identity');
    expect(identity.body.data.map((e: { value: string }) => e.value)).toContain('4');
    const info = await call('/sys_dict_data/getInfo');
    expect(Object.keys(info.body.data)).toEqual(expect.arrayContaining(['order_status', 'black_word', 'vehicle_type']));
  });

  it('rejects a malformed dictionary type with a 400 envelope', async () => {
    const { body } = await call('/sys_dict_data/getbytype/DROP%20TABLE');
    expect(body).toMatchObject({ code: 400, message: '字典类型格式不正确' });
  });
});

describe('system, log and company calls', () => {
  it('gives the customer-service phone as cpValue', async () => {
    const { body } = await call('/sysControlParamController/getCustomerPhone', { method: 'POST' });
    expect(body.code).toBe(200);
    expect(body.data.cpValue).toMatch(/^\d{3}-\d{3}-\d{4}$/);
  });

  it('saves a route-change log entry', async () => {
    const { body } = await call('/log/interface/save', {
      method: 'POST',
      json: { name: '/logistics/vehicle', method: 'GET', type: 'route', mode: 'pc', request: '{}' },
    });
    expect(body).toEqual({ code: 200, message: '操作成功', data: null });
    // Entries are written in batches; flushing writes this one.
    await flushInterfaceLogs(database.db);
    const saved = await database.db.select().from(interfaceLogs).where(eq(interfaceLogs.name, '/logistics/vehicle'));
    expect(saved).toMatchObject([{ method: 'GET', type: 'route', mode: 'pc', request: '{}', userId: null }]);
  });

  it('finds companies by part of the name, treating % literally', async () => {
    const found = await call('/company/search', { method: 'POST', json: { keyword: '物流' } });
    expect(found.body.code).toBe(200);
    expect(found.body.data.length).toBeGreaterThan(0);
    expect(found.body.data[0]).toEqual({ company_id: expect.any(Number), company_name: expect.stringContaining('物流') });
    const wildcard = await call('/company/search', { method: 'POST', json: { keyword: '%' } });
    expect(wildcard.body.data).toEqual([]);
  });
});

describe('OpenAPI document', () => {
  it('lists every implemented endpoint', async () => {
    const res = await app.request(`${API_BASE}/openapi.json`);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api-platform/api/sys_dict_data/{codes}',
        '/api-platform/api/sys_dict_data/getbytype/{key}',
        '/api-platform/api/sys_dict_data/shipper_identity',
        '/api-platform/api/sys_dict_data/getInfo',
        '/api-platform/api/sysControlParamController/getCustomerPhone',
        '/api-platform/api/log/interface/save',
        '/api-platform/api/company/search',
      ]),
    );
  });
});

describe('a page view of the embedded app (PageScope)', () => {
  it('looks the session up once for all its calls, and a call outside it reads the session anew', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.carrier.mobile));
    const { token } = await createSession(database.db, user);
    const info = (page?: PageScope) =>
      app.fetch(new Request(`http://platform${API_BASE}/users/info`, { headers: { authorization: `Bearer ${token}` } }), page ? { page } : undefined);
    const page: PageScope = {};
    expect(((await (await info(page)).json()) as Envelope).code).toBe(200);
    await revokeToken(database.db, hashToken(token));
    // the same page view: the session it read at its first call
    expect(((await (await info(page)).json()) as Envelope).code).toBe(200);
    expect(((await (await info()).json()) as Envelope).code).toBe(403);
    expect(((await (await info({})).json()) as Envelope).code).toBe(403);
  });

  it('keeps a session for the next page views within the bound; a sign-out, or any other call, drops it at once (issue 50)', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.carrier.mobile));
    const { token } = await createSession(database.db, user);
    const headers = { authorization: `Bearer ${token}` };
    const codeOf = async (response: Response) => ((await response.json()) as Envelope).code;
    const pageView = () => app.fetch(new Request(`http://platform${API_BASE}/users/info`, { headers }), { page: {} });
    expect(await codeOf(await pageView())).toBe(200);
    // revoked behind this process's back (another node's sign-out): the next page view within the bound has the kept session
    await database.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(await codeOf(await pageView())).toBe(200);
    // a call outside a page view (an action's, the HTTP API's) reads the session anew and drops what is kept
    expect(await codeOf(await app.fetch(new Request(`http://platform${API_BASE}/users/info`, { headers })))).toBe(403);
    expect(await codeOf(await pageView())).toBe(403);

    // signed out through the platform: refused on the very next page view, though it was kept
    const second = await createSession(database.db, user);
    const secondHeaders = { authorization: `Bearer ${second.token}` };
    const secondView = () => app.fetch(new Request(`http://platform${API_BASE}/users/info`, { headers: secondHeaders }), { page: {} });
    expect(await codeOf(await secondView())).toBe(200);
    expect(await codeOf(await app.fetch(new Request(`http://platform${API_BASE}/users/logout`, { method: 'POST', headers: secondHeaders })))).toBe(200);
    expect(await codeOf(await secondView())).toBe(403);

    // signed out by a page view's own call (the portal's sign-in ends the session the browser carried)
    const third = await createSession(database.db, user);
    const thirdHeaders = { authorization: `Bearer ${third.token}` };
    const thirdView = () => app.fetch(new Request(`http://platform${API_BASE}/users/info`, { headers: thirdHeaders }), { page: {} });
    expect(await codeOf(await thirdView())).toBe(200);
    const logout = new Request(`http://platform${API_BASE}/users/logout`, { method: 'POST', headers: thirdHeaders });
    expect(await codeOf(await app.fetch(logout, { page: {} }))).toBe(200);
    expect(await codeOf(await thirdView())).toBe(403);
  });
});
