// The permission matrix, generated from the route tables (issue 44): every endpoint declares its
// rule, a caller without the grant is refused before the handler runs, and a grant taken away is
// refused from the next request once the cache bound has passed (the bound is 0 here).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../contract/api';
import type { Endpoint } from '../contract/endpoints';
import { menus, roleMenus, roles, userRoles, users } from '../db/schema';
import { openTestPlatform, t, withTestPlatform, type TestPlatform } from '../modules/auth/testing';
import { createSession } from '../modules/auth/users';
import { DEMO_ACCOUNTS } from '../seed';
import { OPERATIONS_ONLY } from '../seed/areas/permissions';
import { PERMISSION_REFUSED } from './permissions';

const endpoints = Object.entries(API).flatMap(([area, table]) =>
  Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint })),
);
const RULE = /^(public|signed-in|[a-z]+:[A-Za-z]+:[A-Za-z]+)$/;
const granted = endpoints.filter(({ endpoint }) => endpoint.permission !== 'public' && endpoint.permission !== 'signed-in');

/** A call of the endpoint with placeholder input: the permission check answers before any validation. */
function callOf(p: TestPlatform, endpoint: Endpoint, token: string) {
  const path = endpoint.path.replace(/\{\w+\}/g, '1');
  return p.call(path, endpoint.method === 'get' ? { token } : { token, method: 'POST', json: {} });
}

/** A signed-in user who holds no role at all (their session was made while they held one). */
async function userWithoutRoles(p: TestPlatform, mobile: string): Promise<{ id: number; token: string }> {
  const [user] = await p.db.insert(users).values({ mobile, realName: '无角色用户' }).returning();
  await p.db.insert(userRoles).values({ userId: user.id, role: 'individual_shipper' });
  const { token } = await createSession(p.db, user);
  await p.db.delete(userRoles).where(eq(userRoles.userId, user.id));
  return { id: user.id, token };
}

describe('every endpoint declares its rule', () => {
  it('names public, signed-in or a permission string area:resource:action for each entry of each route table', () => {
    const undeclared = endpoints.filter(({ endpoint }) => typeof endpoint.permission !== 'string' || !RULE.test(endpoint.permission)).map(({ id }) => id);
    expect(undeclared, `endpoints without a rule (declare permission in their route table): ${undeclared.join(', ')}`).toEqual([]);
    expect(granted.length).toBeGreaterThan(100);
  });

  it('keeps every anonymous endpoint public', () => {
    expect(endpoints.filter(({ endpoint }) => endpoint.auth === false && endpoint.permission !== 'public').map(({ id }) => id)).toEqual([]);
  });
});

describe('the permission check', () => {
  withTestPlatform();

  it('refuses a user with no roles on every endpoint that needs a grant, naming the permission', async () => {
    const nobody = await userWithoutRoles(t, '13700000441');
    const wrong: string[] = [];
    for (const { id, endpoint } of granted) {
      const { body } = await callOf(t, endpoint, nobody.token);
      if (body.code !== 403 || body.message !== PERMISSION_REFUSED || body.data?.permission !== endpoint.permission)
        wrong.push(`${id} → ${body.code} ${body.message}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the same user reach the signed-in endpoints, and refuses anonymous callers everything but the public ones', async () => {
    const nobody = await userWithoutRoles(t, '13700000442');
    const signedIn = endpoints.filter(({ endpoint }) => endpoint.permission === 'signed-in');
    expect(signedIn.length).toBeGreaterThan(5);
    for (const { id, endpoint } of signedIn) {
      const { body } = await callOf(t, endpoint, nobody.token);
      expect(body.data?.permission, id).toBeUndefined();
    }
    for (const { id, endpoint } of [...granted, ...signedIn].slice(0, 40)) {
      const path = endpoint.path.replace(/\{\w+\}/g, '1');
      const { body } = await t.call(path, endpoint.method === 'get' ? {} : { method: 'POST', json: {} });
      expect(body, id).toMatchObject({ code: 403, message: '登录已失效，请重新登录' });
    }
  });

  it('grants the built-in roles what today’s module checks let through: operations-only endpoints to the operator alone', async () => {
    const shipper = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    const opsOnly = granted.filter(({ id }) => OPERATIONS_ONLY.has(id));
    expect(opsOnly.length).toBe(OPERATIONS_ONLY.size);
    for (const { id, endpoint } of opsOnly) {
      expect((await callOf(t, endpoint, shipper)).body, id).toMatchObject({ code: 403, data: { permission: endpoint.permission } });
      expect((await callOf(t, endpoint, operator)).body.data?.permission, id).toBeUndefined();
    }
    for (const { id, endpoint } of granted.filter(({ id }) => !OPERATIONS_ONLY.has(id))) {
      expect((await callOf(t, endpoint, shipper)).body.data?.permission, id).toBeUndefined();
    }
  });
});

describe('a change of grants', () => {
  it('is refused from the next request (cache bound 0)', async () => {
    const p = await openTestPlatform({ PERMISSION_CACHE_MS: '0' });
    try {
      const [button] = await p.db.select().from(menus).where(eq(menus.code, 'finance:bill:billPage'));
      await p.db.insert(roles).values({ key: 'bill_viewer', name: '结算单查看', identity: 'enterprise_shipper', dataScope: 'company' });
      await p.db.insert(roleMenus).values({ role: 'bill_viewer', menuId: button.id });
      const [user] = await p.db.insert(users).values({ mobile: '13700000443', realName: '查看员' }).returning();
      await p.db.insert(userRoles).values({ userId: user.id, role: 'bill_viewer' });
      const token = (await createSession(p.db, user)).token;

      const page = () => p.call('/settlement/bill/pagination', { token, json: { pageNumber: 1, pageSize: 10 } });
      expect((await page()).body.data?.permission).toBeUndefined();
      expect((await p.call('/settlement/bill/save', { token, json: {} })).body).toMatchObject({ code: 403, data: { permission: 'finance:bill:createBill' } });

      await p.db.delete(roleMenus).where(and(eq(roleMenus.role, 'bill_viewer'), eq(roleMenus.menuId, button.id)));
      expect((await page()).body).toMatchObject({ code: 403, message: PERMISSION_REFUSED, data: { permission: 'finance:bill:billPage' } });

      // a disabled role grants nothing either
      await p.db.insert(roleMenus).values({ role: 'bill_viewer', menuId: button.id });
      expect((await page()).body.data?.permission).toBeUndefined();
      await p.db.update(roles).set({ status: 'disabled' }).where(eq(roles.key, 'bill_viewer'));
      expect((await page()).body).toMatchObject({ code: 403, data: { permission: 'finance:bill:billPage' } });
    } finally {
      await p.close();
    }
  });

  it('is bounded by configuration to a few seconds', async () => {
    const { parsePlatformEnv } = await import('../config');
    expect(parsePlatformEnv({ NODE_ENV: 'test' }).PERMISSION_CACHE_MS).toBeLessThanOrEqual(5_000);
    expect(() => parsePlatformEnv({ NODE_ENV: 'test', PERMISSION_CACHE_MS: '60000' })).toThrow();
  });
});
