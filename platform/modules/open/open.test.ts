// The open platform (issue 51): API keys made by a company's administrator, signed requests (late,
// replayed and forged ones refused), scopes and the company's data scope, the idempotent push, the
// allow-list, the rate limit's refusal, revocation from the next request, and every use logged.
import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_ERRORS, OPEN_MESSAGES as M } from '../../contract/open/messages';
import { SANDBOX_KEY } from '../../contract/open/sandbox';
import { apiKeys, cargoSources, operationLogs, rateLimits } from '../../db/schema';
import { API_BASE } from '../../app';
import { signedHeaders, signingKeyOf } from '../../http/signing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { testCargo } from '../../testing/cargo-input';
import { call, t, userOf, withSignedInPlatform } from '../auth/testing';
import { flushLogs } from '../log/service';
import { openEndpoints } from './endpoints';
import { addressAllowed, OPEN_RATE_LIMIT_PER_MINUTE, pruneOpenRecords } from './gateway';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // 唐山冀东钢铁贸易
const OTHER_SHIPPER = DEMO_ACCOUNTS.fenheShipper.mobile; // 山西汾河煤业运销
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const DRIVER = DEMO_ACCOUNTS.driver.mobile;

withSignedInPlatform([SHIPPER, OTHER_SHIPPER, CARRIER, DRIVER]);

type Key = { id: number; keyId: string; secret: string };
const ALL_CARGO = ['source:goodsSource:save', 'source:goodsSource:mine', 'source:goodsSource:cargoDetail'];

async function makeKey(mobile: string, scopes: string[], over: Record<string, unknown> = {}): Promise<Key> {
  const made = await call(mobile, '/open/apiKey/save', { name: `ERP ${scopes.length}`, scopes, ipAllowList: '', ...over });
  expect(made.body, 'key made').toMatchObject({ code: 200 });
  return made.body.data as Key;
}

type SignedInit = { body?: unknown; ip?: string; timestamp?: number; nonce?: string; idempotencyKey?: string; secret?: string };

async function signed(key: Key, method: 'GET' | 'POST', path: string, init: SignedInit = {}) {
  const body = init.body === undefined ? '' : JSON.stringify(init.body);
  const headers: Record<string, string> = {
    ...signedHeaders({
      keyId: key.keyId,
      secret: init.secret ?? key.secret,
      method,
      path: `/open/v1${path}`,
      body,
      timestamp: init.timestamp,
      nonce: init.nonce,
    }),
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
  };
  const res = await t.app.request(`${API_BASE}/open/v1${path}`, { method, headers, body: body || undefined }, { clientIp: init.ip ?? '10.9.9.9' });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any }, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- whichever endpoint was called
}

const errorOf = (name: keyof typeof OPEN_ERRORS) => ({
  code: OPEN_ERRORS[name][0],
  message: OPEN_ERRORS[name][2],
  data: expect.objectContaining({ error: OPEN_ERRORS[name][1] }),
});

let shipperKey: Key;
let otherKey: Key;

beforeAll(async () => {
  shipperKey = await makeKey(SHIPPER, [...ALL_CARGO, 'transport:order:orderPage']);
  otherKey = await makeKey(OTHER_SHIPPER, [...ALL_CARGO, 'transport:order:orderPage']);
});

describe('API keys', () => {
  it('keeps only the signing key derived from the secret, and lists the key without it', async () => {
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, shipperKey.id));
    expect(shipperKey.secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(row.signingKey).toBe(signingKeyOf(shipperKey.secret));
    expect(JSON.stringify(row)).not.toContain(shipperKey.secret);
    const list = await call(SHIPPER, '/open/apiKey/list');
    const listed = list.body.data.find((k: { id: number }) => k.id === shipperKey.id);
    expect(listed).toMatchObject({ keyId: shipperKey.keyId, status: 'active', secretHint: shipperKey.secret.slice(0, 7) });
    expect(JSON.stringify(list.body)).not.toContain(shipperKey.secret);
    // another company's administrator sees none of this company's keys
    const other = await call(OTHER_SHIPPER, '/open/apiKey/list');
    expect(other.body.data.map((k: { id: number }) => k.id)).not.toContain(shipperKey.id);
  });

  it('offers and accepts only open scopes the maker holds; validates the allow-list and the expiry', async () => {
    const scopes = await call(SHIPPER, '/open/apiKey/scopes');
    const offered = scopes.body.data.map((s: { permission: string }) => s.permission);
    expect(offered).toEqual(expect.arrayContaining(ALL_CARGO));
    expect(offered).not.toContain('permission:user:save');
    const notOpen = await call(SHIPPER, '/open/apiKey/save', { name: '越权', scopes: ['permission:user:save'] });
    expect(notOpen.body).toMatchObject({ code: 400, message: M.scopeUnknown, data: { field: 'scopes' } });
    expect((await call(SHIPPER, '/open/apiKey/save', { name: '', scopes: ALL_CARGO })).body).toMatchObject({ code: 400, message: M.nameRequired });
    expect((await call(SHIPPER, '/open/apiKey/save', { name: 'x', scopes: [] })).body).toMatchObject({ code: 400, message: M.scopesRequired });
    expect((await call(SHIPPER, '/open/apiKey/save', { name: 'x', scopes: ALL_CARGO, ipAllowList: '300.1.1.1' })).body).toMatchObject({
      code: 400,
      message: M.ipInvalid,
    });
    expect((await call(SHIPPER, '/open/apiKey/save', { name: 'x', scopes: ALL_CARGO, expiresOn: '2020-01-01' })).body).toMatchObject({
      code: 400,
      message: M.expiryPast,
      data: { field: 'expiresOn' },
    });
    expect((await call(SHIPPER, '/open/apiKey/save', { name: 'x', scopes: ALL_CARGO, expiresOn: '2030-02-30' })).body).toMatchObject({
      code: 400,
      message: M.expiryInvalid,
    });
  });

  it('is made by enterprise shippers and carriers only', async () => {
    expect((await call(DRIVER, '/open/apiKey/save', { name: '司机', scopes: ALL_CARGO })).body.code).toBe(403);
    const carrierKey = await makeKey(CARRIER, ['transport:order:orderPage']);
    expect(carrierKey.keyId).toMatch(/^ak_[0-9a-f]{24}$/);
  });

  it('refuses revoking another company’s key as not found, and a revoked key twice', async () => {
    const key = await makeKey(SHIPPER, ['source:goodsSource:mine']);
    expect((await call(OTHER_SHIPPER, '/open/apiKey/revoke', { id: key.id })).body).toMatchObject({ code: 404, message: M.keyNotFound });
    expect((await call(SHIPPER, '/open/apiKey/revoke', { id: key.id })).body).toMatchObject({ code: 200, message: M.revoked });
    expect((await call(SHIPPER, '/open/apiKey/revoke', { id: key.id })).body).toMatchObject({ code: 400, message: M.alreadyRevoked });
  });
});

describe('signed requests', () => {
  const page = { pageNumber: 1, pageSize: 10 };
  /** The signature headers of the shipper key's first page of its cargo, for a request the test sends itself. */
  const pageHeaders = (nonce?: string) =>
    signedHeaders({
      keyId: shipperKey.keyId,
      secret: shipperKey.secret,
      method: 'POST',
      path: '/open/v1/goodsSource/myPagination',
      body: JSON.stringify(page),
      nonce,
    });

  it('answers a correctly signed request as the key’s company', async () => {
    const answer = await signed(shipperKey, 'POST', '/goodsSource/myPagination', { body: page });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.total).toBeGreaterThan(0);
  });

  it('refuses a missing, late, early, forged or replayed signature', async () => {
    const res = await t.app.request(`${API_BASE}/open/v1/goodsSource/myPagination`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject(errorOf('signatureMissing'));
    const now = Math.floor(Date.now() / 1000);
    expect((await signed(shipperKey, 'POST', '/goodsSource/myPagination', { body: page, timestamp: now - 301 })).body).toMatchObject(
      errorOf('timestampInvalid'),
    );
    expect((await signed(shipperKey, 'POST', '/goodsSource/myPagination', { body: page, timestamp: now + 301 })).body).toMatchObject(
      errorOf('timestampInvalid'),
    );
    expect((await signed(shipperKey, 'POST', '/goodsSource/myPagination', { body: page, secret: otherKey.secret })).body).toMatchObject(
      errorOf('signatureInvalid'),
    );
    const nonce = 'replay-nonce-0000000001';
    expect((await signed(shipperKey, 'POST', '/goodsSource/myPagination', { body: page, nonce })).body.code).toBe(200);
    const replay = await signed(shipperKey, 'POST', '/goodsSource/myPagination', { body: page, nonce });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject(errorOf('nonceReplayed'));
    // the body is signed: the same headers over another body are refused
    const headers = pageHeaders();
    const tampered = await t.app.request(`${API_BASE}/open/v1/goodsSource/myPagination`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...page, pageSize: 50 }),
    });
    expect(await tampered.json()).toMatchObject(errorOf('signatureInvalid'));
  });

  it('keeps nonces in the database, so a replay is refused however the key is served, until they are pruned past the window', async () => {
    const nonce = 'shared-nonce-00000000001';
    expect((await signed(shipperKey, 'POST', '/goodsSource/myPagination', { body: page, nonce })).body.code).toBe(200);
    // a second app on the same database: another node
    const otherNode = t.makeApp();
    const headers = pageHeaders(nonce);
    const res = await otherNode.request(`${API_BASE}/open/v1/goodsSource/myPagination`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(page),
    });
    expect(await res.json()).toMatchObject(errorOf('nonceReplayed'));
    const pruned = await pruneOpenRecords(t.db, new Date(Date.now() + 11 * 60 * 1000));
    expect(pruned.nonces).toBeGreaterThan(0);
  });

  it('reaches only open endpoints the key’s scopes name', async () => {
    const narrow = await makeKey(SHIPPER, ['source:goodsSource:mine']);
    expect((await signed(narrow, 'POST', '/goodsSource/save', { body: testCargo('越权钢卷', {}) })).body).toMatchObject(errorOf('scopeMissing'));
    expect((await signed(narrow, 'POST', '/order/pagination', { body: page })).body).toMatchObject(errorOf('scopeMissing'));
    // an endpoint no table marks open is not there, whatever the scopes
    expect((await signed(shipperKey, 'POST', '/permission/user/pagination', { body: page })).body).toMatchObject(errorOf('notOpen'));
    expect((await signed(shipperKey, 'POST', '/open/apiKey/save', { body: { name: 'k', scopes: ALL_CARGO } })).body).toMatchObject(errorOf('notOpen'));
  });

  it('never reads or writes outside its company', async () => {
    const pushed = await signed(shipperKey, 'POST', '/goodsSource/save', { body: testCargo('开放接口钢卷A', {}), idempotencyKey: 'company-a-1' });
    expect(pushed.body.code).toBe(200);
    const cargoId = pushed.body.data.id as number;
    const mine = await signed(shipperKey, 'GET', `/goodsSource/getById/${cargoId}`);
    expect(mine.body).toMatchObject({ code: 200, data: { cargo: expect.objectContaining({ goodsName: '开放接口钢卷A', mine: true }) } });
    // the other company's key: the record does not exist for it, its lists hold none of it
    const theirs = await signed(otherKey, 'POST', '/goodsSource/myPagination', { body: { ...page, pageSize: 50 } });
    expect(theirs.body.code).toBe(200);
    expect(theirs.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(cargoId);
    // a published cargo is in the hall for everyone, but not theirs
    const hall = await signed(otherKey, 'GET', `/goodsSource/getById/${cargoId}`);
    expect(hall.body).toMatchObject({ code: 200, data: { cargo: expect.objectContaining({ mine: false }) } });
    const detail = await signed(otherKey, 'GET', `/goodsSource/getForEdit/${cargoId}`);
    expect(detail.body).toMatchObject(errorOf('notOpen'));
    const edit = await signed(otherKey, 'POST', '/goodsSource/save', { body: { ...testCargo('改别人的货', {}), id: cargoId } });
    expect(edit.body.code).not.toBe(200);
    const [row] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, cargoId));
    expect(row.goodsName).toBe('开放接口钢卷A');
  });

  it('creates one cargo for a push retried with the same idempotency key, and refuses the key on another request', async () => {
    const body = testCargo('幂等钢卷', {});
    const first = await signed(shipperKey, 'POST', '/goodsSource/save', { body, idempotencyKey: 'erp-push-0001' });
    const again = await signed(shipperKey, 'POST', '/goodsSource/save', { body, idempotencyKey: 'erp-push-0001' });
    expect(first.body.code).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const shipper = await userOf(SHIPPER);
    const made = await t.db
      .select({ id: cargoSources.id })
      .from(cargoSources)
      .where(and(eq(cargoSources.shipperUserId, shipper.id), eq(cargoSources.goodsName, '幂等钢卷')));
    expect(made).toHaveLength(1);
    const other = await signed(shipperKey, 'POST', '/goodsSource/save', { body: testCargo('另一批', {}), idempotencyKey: 'erp-push-0001' });
    expect(other.body).toMatchObject(errorOf('idempotencyMismatch'));
    // a race of the same push: one cargo
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => signed(shipperKey, 'POST', '/goodsSource/save', { body: testCargo('并发钢卷', {}), idempotencyKey: 'erp-push-race' })),
    );
    expect(raced.filter((r) => r.body.code === 200).length).toBeGreaterThan(0);
    expect(raced.every((r) => r.body.code === 200 || r.body.data?.error === 'idempotency_in_progress')).toBe(true);
    const racedRows = await t.db
      .select({ id: cargoSources.id })
      .from(cargoSources)
      .where(and(eq(cargoSources.shipperUserId, shipper.id), eq(cargoSources.goodsName, '并发钢卷')));
    expect(racedRows).toHaveLength(1);
  });

  it('answers only from the allow-list’s addresses', async () => {
    const listed = await makeKey(SHIPPER, ['source:goodsSource:mine'], { ipAllowList: '203.0.113.0/24\n198.51.100.7' });
    expect((await signed(listed, 'POST', '/goodsSource/myPagination', { body: page, ip: '10.1.1.1' })).body).toMatchObject(errorOf('ipNotAllowed'));
    expect((await signed(listed, 'POST', '/goodsSource/myPagination', { body: page, ip: '203.0.113.77' })).body.code).toBe(200);
    expect((await signed(listed, 'POST', '/goodsSource/myPagination', { body: page, ip: '::ffff:198.51.100.7' })).body.code).toBe(200);
    expect(addressAllowed('198.51.100.8', ['198.51.100.7'])).toBe(false);
    expect(addressAllowed('10.0.0.1', [])).toBe(true);
  });

  it('stops a revoked key on its next request, and an expired one', async () => {
    const key = await makeKey(SHIPPER, ['source:goodsSource:mine']);
    expect((await signed(key, 'POST', '/goodsSource/myPagination', { body: page })).body.code).toBe(200);
    expect((await call(SHIPPER, '/open/apiKey/revoke', { id: key.id })).body.code).toBe(200);
    expect((await signed(key, 'POST', '/goodsSource/myPagination', { body: page })).body).toMatchObject(errorOf('keyInvalid'));
    const expiring = await makeKey(SHIPPER, ['source:goodsSource:mine']);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    expect((await signed(expiring, 'POST', '/goodsSource/myPagination', { body: page })).body).toMatchObject(errorOf('keyInvalid'));
  });

  it('limits each key to its requests a minute, counted in the database so every node shares the count', async () => {
    const key = await makeKey(SHIPPER, ['source:goodsSource:mine']);
    // two nodes on one database, as on PostgreSQL (RATE_LIMIT_STORE=database)
    const nodes = [t.makeApp({ RATE_LIMIT_STORE: 'database' }), t.makeApp({ RATE_LIMIT_STORE: 'database' })];
    const send = async (i: number) => {
      const body = JSON.stringify(page);
      const headers = signedHeaders({ keyId: key.keyId, secret: key.secret, method: 'POST', path: '/open/v1/goodsSource/myPagination', body });
      const res = await nodes[i % 2].request(`${API_BASE}/open/v1/goodsSource/myPagination`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      return (await res.json()) as { code: number; data: { error?: string } | null };
    };
    const answers = [];
    for (let i = 0; i < OPEN_RATE_LIMIT_PER_MINUTE; i += 1) answers.push(await send(i));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(await send(OPEN_RATE_LIMIT_PER_MINUTE)).toMatchObject(errorOf('rateLimited'));
    const [counted] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `open-key:${key.keyId}`));
    expect(counted.points).toBeGreaterThan(OPEN_RATE_LIMIT_PER_MINUTE);
  });

  it('writes every use to the operation log with the key’s name, reads included', async () => {
    const key = await makeKey(SHIPPER, ['source:goodsSource:mine'], { name: '日志测试ERP' });
    await signed(key, 'POST', '/goodsSource/myPagination', { body: page });
    await signed(key, 'POST', '/order/pagination', { body: page });
    await flushLogs(t.db);
    const rows = await t.db.select().from(operationLogs).where(like(operationLogs.userName, '%日志测试ERP%'));
    expect(rows.map((r) => [r.path, r.result]).sort()).toEqual([
      ['/open/v1/goodsSource/myPagination', 'ok'],
      ['/open/v1/order/pagination', 'refused'],
    ]);
    expect(rows[0].action).toMatch(/^开放接口：/);
  });

  it('has the demo seed’s sandbox key for the steel shipper, shown on the partner guide, and it signs', async () => {
    const guide = await t.call('/open/guide');
    expect(guide.body.data.sandbox).toEqual({ keyId: SANDBOX_KEY.keyId, secret: SANDBOX_KEY.secret, company: expect.stringContaining('钢铁') });
    const sandbox = { id: 0, keyId: SANDBOX_KEY.keyId, secret: SANDBOX_KEY.secret };
    expect((await signed(sandbox, 'POST', '/order/pagination', { body: page })).body.code).toBe(200);
  });

  it('publishes the partner document generated from the open entries of the route tables', async () => {
    const doc = (await (await t.app.request(`${API_BASE}/open/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/open/v1/goodsSource/save',
        '/open/v1/order/pagination',
        '/open/v1/dispatchOrder/track/{id}',
        '/open/v1/settlement/bill/getById/{id}',
      ]),
    );
    expect(Object.keys(doc.paths)).not.toContain('/open/v1/permission/user/pagination');
    const guide = await t.call('/open/guide');
    expect(guide.body.data.endpoints.find((e: { path: string }) => e.path === '/open/v1/goodsSource/save')).toMatchObject({
      method: 'POST',
      scope: 'source:goodsSource:save',
      fields: expect.arrayContaining([expect.objectContaining({ name: 'goodsName', location: '请求体' })]),
    });
  });

  it('never answers ≥ 500 to any open endpoint, body, id or header, signed or not', async () => {
    const allScopes = await makeKey(SHIPPER, [...new Set(openEndpoints().map((e) => e.endpoint.permission))]);
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom('id', 'pageNumber', 'pageSize', 'goodsName', 'keyword', 'status', 'cargoId', 'vehicleCount'), value),
      fc.constant('not json'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...openEndpoints()),
        body,
        fc.oneof(fc.constant('1'), fc.string({ maxLength: 12 }), fc.constant('99999999999999999999')),
        fc.boolean(),
        fc.constantFrom('', 'k', 'x'.repeat(65), 'a b/c'),
        async (e, json, id, sign, idem) => {
          const path = e.endpoint.path.replace(/\{\w+\}/g, encodeURIComponent(id) || '1');
          const text = typeof json === 'string' ? json : JSON.stringify(json);
          const method = e.method as 'GET' | 'POST';
          const payload = method === 'GET' ? '' : text;
          const headers: Record<string, string> = sign
            ? signedHeaders({ keyId: allScopes.keyId, secret: allScopes.secret, method, path: `/open/v1${path}`, body: payload })
            : { 'x-open-key': allScopes.keyId, 'x-open-timestamp': 'soon', 'x-open-nonce': '?', 'x-open-signature': 'zz' };
          if (idem) headers['idempotency-key'] = idem;
          const res = await t.app.request(
            `${API_BASE}/open/v1${path}`,
            { method, headers: { ...headers, 'content-type': 'application/json' }, body: payload || undefined },
            { clientIp: '10.8.8.8' },
          );
          expect(res.status, `${method} ${path} ${payload}`).toBeLessThan(500);
          const answer = (await res.json()) as { code: number; message: string };
          expect(answer.message).not.toMatch(/at \w+ \(|Error:/);
        },
      ),
      { numRuns: 60 },
    );
  });
});
