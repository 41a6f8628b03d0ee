// The operation and login logs through the API: what a state-changing call and a sign-in leave
// behind, with secrets masked, and that a failing log write never fails the call it describes.
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs, operationLogs } from '../../db/schema';
import { DEMO_PASSWORD, nextIp, t, withTestPlatform } from '../auth/testing';
import { flushLogs } from './service';

withTestPlatform();

const SHIPPER = '13800000002';

/** Lets the middleware's deferred row be built (setImmediate), then writes the batches. */
async function settle() {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  await flushLogs(t.db);
}

async function latestOperation(path: string) {
  const [row] = await t.db.select().from(operationLogs).where(eq(operationLogs.path, path)).orderBy(desc(operationLogs.id)).limit(1);
  return row;
}

describe('the operation log', () => {
  it('records a refused change with who, what, the masked parameters and the refusal', async () => {
    const token = await t.sessionFor(SHIPPER);
    const ip = nextIp();
    const answer = await t.call('/users/pwd/modify', {
      token,
      ip,
      json: { newPwd: 'plain-new-secret', confirm_pwd: 'plain-new-secret', secretKey: 'no-such-key', mobile: '13800000002', numberCode: '654321' },
    });
    expect(answer.body.code).not.toBe(200);
    await settle();
    const row = await latestOperation('/users/pwd/modify');
    expect(row).toMatchObject({
      userMobile: SHIPPER,
      role: 'enterprise_shipper',
      action: '修改或设置登录密码',
      result: 'refused',
      message: answer.body.message,
      ip,
      method: 'POST',
    });
    expect(row!.companyId).toEqual(expect.any(Number));
    expect(JSON.parse(row!.params!)).toEqual({ newPwd: '******', confirm_pwd: '******', secretKey: '******', mobile: '138****0002', numberCode: '******' });
    expect(row!.params).not.toContain('plain-new-secret');
  });

  it('records a change that succeeded as ok, with its target from the path', async () => {
    const token = await t.sessionFor(SHIPPER);
    const answer = await t.call('/users/logout', { token, ip: nextIp(), method: 'POST' });
    expect(answer.body.code).toBe(200);
    await settle();
    expect(await latestOperation('/users/logout')).toMatchObject({ result: 'ok', code: 200, action: '退出登录', userMobile: SHIPPER });
  });

  it('leaves reads and the route-change log out', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs);
    const token = await t.sessionFor(SHIPPER);
    await t.call('/messages/pagination', { token, ip: nextIp(), json: { pageNumber: 1, pageSize: 10 } });
    await t.call('/log/interface/save', { token, ip: nextIp(), json: { name: '/x', method: 'GET', type: 'route', mode: 'pc' } });
    await settle();
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers the call even when the log insert fails', async () => {
    await t.db.execute(sql`alter table operation_logs rename to operation_logs_away`);
    try {
      const token = await t.sessionFor(SHIPPER);
      const answer = await t.call('/users/logout', { token, ip: nextIp(), method: 'POST' });
      expect(answer.body.code).toBe(200);
      await settle();
    } finally {
      await t.db.execute(sql`alter table operation_logs_away rename to operation_logs`);
    }
    // The dropped batch is gone, and the next one is written again.
    const token = await t.sessionFor(SHIPPER);
    await t.call('/users/logout', { token, ip: '10.250.0.1', method: 'POST' });
    await settle();
    expect(await latestOperation('/users/logout')).toMatchObject({ ip: '10.250.0.1', result: 'ok' });
  });
});

describe('the login log', () => {
  it('records a wrong password with its reason, address and browser, and a success with the user', async () => {
    const ip = nextIp();
    const failed = await t.passwordLogin(SHIPPER, 'Wrong9999', ip);
    expect(failed.body.code).not.toBe(200);
    const signedIn = await t.passwordLogin(SHIPPER, DEMO_PASSWORD, ip);
    expect(signedIn.body.code).toBe(200);
    await settle();
    const rows = await t.db.select().from(loginLogs).where(eq(loginLogs.ip, ip)).orderBy(loginLogs.id);
    expect(rows).toMatchObject([
      { account: SHIPPER, method: 'password', success: false, reason: failed.body.message, userId: null },
      { account: SHIPPER, method: 'password', success: true, reason: null, userId: signedIn.body.data.user.userId },
    ]);
  });

  it('records a refused SMS-code and SSO sign-in', async () => {
    const ip = nextIp();
    const sms = await t.call('/users/login', {
      ip,
      json: { loginType: 'numberCode', userName: SHIPPER, numberCode: '000000' },
      headers: { 'user-agent': 'TestAgent/1' },
    });
    expect(sms.body.code).not.toBe(200);
    const sso = await t.call('/users/ssoLogin', { ip, json: { ticket: 'not-a-ticket' } });
    expect(sso.body.code).not.toBe(200);
    await settle();
    const rows = await t.db.select().from(loginLogs).where(eq(loginLogs.ip, ip)).orderBy(loginLogs.id);
    expect(rows).toMatchObject([
      { method: 'sms', success: false, reason: sms.body.message, userAgent: 'TestAgent/1' },
      { method: 'sso', success: false, reason: sso.body.message },
    ]);
  });
});
