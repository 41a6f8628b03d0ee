// The developer console's platform side: the OpenAPI document and each user's own recent requests,
// only with dev tools on.
import { describe, expect, it } from 'vitest';
import { t, withTestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { RequestLog } from './request-log';

withTestPlatform();

describe('developer console', () => {
  it('serves the OpenAPI document in an envelope, with every module', async () => {
    const res = await t.call('/dev/openapi');
    expect(res.body.code).toBe(200);
    const paths = Object.keys(res.body.data.paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining(['/api-platform/api/order/bidHallPagination', '/api-platform/api/dev/requests', '/api-platform/api/users/info']),
    );
  });

  it("shows each user their own requests only, newest first, and nobody's to anonymous callers", async () => {
    const operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    const shipper = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    await t.call('/users/info', { token: operator });
    await t.call('/api/information/page', { json: {}, token: operator });
    await t.call('/users/info', { token: shipper });

    const mine = await t.call('/dev/requests', { token: operator });
    expect(mine.body.code).toBe(200);
    const rows = mine.body.data as { id: string; method: string; path: string; status: number; ms: number }[];
    expect(rows.slice(0, 2).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/information/page', 'GET /users/info']);
    expect(rows[0]).toMatchObject({ status: 200, id: expect.any(String) });
    expect(rows[0].ms).toBeGreaterThanOrEqual(0);
    expect(rows.every((r) => !r.path.startsWith('/dev/'))).toBe(true);

    const theirs = (await t.call('/dev/requests', { token: shipper })).body.data as { path: string }[];
    expect(theirs.map((r) => r.path)).toEqual(['/users/info']);
    expect((await t.call('/dev/requests')).body.code).toBe(403);
  });

  it("ages a phone's SMS codes as if time had passed: the 60 s resend wait ends at once", async () => {
    const mobile = DEMO_ACCOUNTS.individualShipper.mobile;
    await t.smsCode(mobile, 'find_pwd');
    expect((await t.requestSms(mobile, 'find_pwd')).body).toMatchObject({ code: 400, message: expect.stringMatching(/^请\d+秒后再试$/) });
    const sentAt = Date.parse((await t.call(`/dev/outbox?mobile=${mobile}`)).body.data[0].createdAt);

    const aged = await t.call(`/dev/sms/${mobile}/age`, { json: { seconds: 61 } });
    expect(aged.body).toMatchObject({ code: 200, data: { codes: 1 } });
    expect(Date.parse((await t.call(`/dev/outbox?mobile=${mobile}`)).body.data[0].createdAt)).toBe(sentAt - 61_000);
    expect((await t.requestSms(mobile, 'find_pwd')).body).toMatchObject({ code: 200 });
    // and once more past the five minutes, the code sent is no longer valid
    const code = await t.latestSmsCode(mobile);
    await t.call(`/dev/sms/${mobile}/age`, { json: { seconds: 301 } });
    const reset = await t.call('/users/findPwd', { json: { mobile, numberCode: code, ...(await t.encrypt({ newPwd: 'Aged1234', confirm_pwd: 'Aged1234' })) } });
    expect(reset.body).toMatchObject({ code: 400, message: '短信验证码已失效，请重新获取' });
  });

  it('does not exist without dev tools or in production', async () => {
    const envs: Record<string, string>[] = [{ DEV_TOOLS: '0' }, { NODE_ENV: 'production', DEV_TOOLS: '1' }];
    const mobile = DEMO_ACCOUNTS.enterpriseShipper.mobile;
    await t.smsCode(mobile, 'find_pwd');
    const sentAt = (await t.call(`/dev/outbox?mobile=${mobile}`)).body.data[0].createdAt;
    for (const env of envs) {
      const app = t.makeApp(env);
      expect((await app.request('/api-platform/api/dev/openapi')).status).toBe(404);
      expect((await app.request('/api-platform/api/dev/requests')).status).toBe(404);
      const age = await app.request(`/api-platform/api/dev/sms/${mobile}/age`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 61 }),
      });
      expect(age.status).toBe(404);
    }
    // nothing moved
    expect((await t.call(`/dev/outbox?mobile=${mobile}`)).body.data[0].createdAt).toBe(sentAt);
  });

  it('keeps a bounded log', () => {
    const log = new RequestLog(3);
    for (let i = 0; i < 5; i += 1) log.record({ id: String(i), method: 'GET', path: `/p${i}`, status: 200, ms: 1, at: '', userId: 1 });
    expect(log.of(1).map((r) => r.id)).toEqual(['4', '3', '2']);
    expect(log.of(2)).toEqual([]);
  });
});
