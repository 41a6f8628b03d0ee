import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { SSO_DISABLED_MESSAGE, SSO_NO_ACCOUNT, SSO_TICKET_INVALID, SSO_TICKET_USED, signSsoTicket } from './sso';
import { nextIp, openTestPlatform, type TestPlatform } from './testing';

const SECRET = 'portal-shared-secret-for-tests-0123456789';
let t: TestPlatform;

beforeAll(async () => {
  t = await openTestPlatform({ SSO_SHARED_SECRET: SECRET });
});

afterAll(async () => {
  await t?.close();
});

const ssoLogin = (ticket: unknown) => t.call('/users/ssoLogin', { ip: nextIp(), json: { ticket } });

describe('POST /users/ssoLogin', () => {
  it('signs the employee of a portal ticket in, once', async () => {
    const ticket = await signSsoTicket(SECRET, 'JD2023001');
    const first = await ssoLogin(ticket);
    expect(first.body.code).toBe(200);
    expect(first.body.data.user.mobile).toBe(DEMO_ACCOUNTS.employee.mobile);
    const info = await t.call('/users/info', { token: first.body.data.token });
    expect(info.body.data.employeeNo).toBe('JD2023001');

    const again = await ssoLogin(ticket);
    expect(again.body).toMatchObject({ code: 400, message: SSO_TICKET_USED, data: null });
  });

  it('refuses a forged, an expired, an over-long and a malformed ticket', async () => {
    const forged = await signSsoTicket('another-secret-that-is-long-enough-000000', 'JD2023001');
    expect((await ssoLogin(forged)).body.message).toBe(SSO_TICKET_INVALID);

    const expired = await signSsoTicket(SECRET, 'JD2023001', { seconds: -10 });
    expect((await ssoLogin(expired)).body.message).toBe(SSO_TICKET_INVALID);

    const tooLong = await signSsoTicket(SECRET, 'JD2023001', { seconds: 3600 });
    expect((await ssoLogin(tooLong)).body.message).toBe(SSO_TICKET_INVALID);

    const now = Math.floor(Date.now() / 1000);
    const noJti = await sign({ iss: 'unified-portal', aud: 'freight-platform', sub: 'JD2023001', iat: now, exp: now + 60 }, SECRET, 'HS256');
    expect((await ssoLogin(noJti)).body.message).toBe(SSO_TICKET_INVALID);

    expect((await ssoLogin('not.a.ticket')).body.message).toBe(SSO_TICKET_INVALID);
    expect((await ssoLogin('')).body).toMatchObject({ code: 400, message: '缺少登录凭证' });
    expect((await ssoLogin(42)).body.code).toBe(400);
  });

  it('refuses a ticket for another application, from another issuer, without either, or issued long ago (issue 41 item 7)', async () => {
    const otherApp = await signSsoTicket(SECRET, 'JD2023001', { parties: { audience: 'some-other-app' } });
    expect((await ssoLogin(otherApp)).body.message).toBe(SSO_TICKET_INVALID);
    const otherIssuer = await signSsoTicket(SECRET, 'JD2023001', { parties: { issuer: 'someone-else' } });
    expect((await ssoLogin(otherIssuer)).body.message).toBe(SSO_TICKET_INVALID);
    const now = Math.floor(Date.now() / 1000);
    const bare = await sign({ sub: 'JD2023001', jti: crypto.randomUUID(), iat: now, exp: now + 60 }, SECRET, 'HS256');
    expect((await ssoLogin(bare)).body.message).toBe(SSO_TICKET_INVALID);
    const yearOld = await signSsoTicket(SECRET, 'JD2023001', { issuedSecondsAgo: 365 * 86_400 });
    expect((await ssoLogin(yearOld)).body.message).toBe(SSO_TICKET_INVALID);
    const noIat = await sign({ iss: 'unified-portal', aud: 'freight-platform', sub: 'JD2023001', jti: crypto.randomUUID(), exp: now + 60 }, SECRET, 'HS256');
    expect((await ssoLogin(noIat)).body.message).toBe(SSO_TICKET_INVALID);
    // the same employee's fresh ticket for this application still signs in
    expect((await ssoLogin(await signSsoTicket(SECRET, 'JD2023001'))).body.code).toBe(200);
  });

  it('refuses a ticket for an employee number no account has', async () => {
    const ticket = await signSsoTicket(SECRET, 'JD9999999');
    expect((await ssoLogin(ticket)).body).toMatchObject({ code: 400, message: SSO_NO_ACCOUNT });
  });

  it('is off when no shared secret is configured', async () => {
    const off = await openTestPlatform();
    try {
      const ticket = await signSsoTicket(SECRET, 'JD2023001');
      const res = await off.call('/users/ssoLogin', { ip: nextIp(), json: { ticket } });
      expect(res.body).toMatchObject({ code: 400, message: SSO_DISABLED_MESSAGE });
    } finally {
      await off.close();
    }
  });
});
