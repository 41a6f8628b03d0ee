// SMS codes: sending through the outbox, the resend interval, the image code and user checks, wrong
// tries, expiry and purpose, the SMS login, the rate limits, and the code kept out of production logs.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox, users } from '../../db/schema';
import type { Logger } from '../../log';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { outboxSender, verifySmsCode } from './sms';
import { nextIp, t, withTestPlatform } from './testing';

withTestPlatform();

describe('SMS codes', () => {
  it('sends a six-digit code through the outbox with the spec message', async () => {
    const sent = await t.requestSms(DEMO_ACCOUNTS.individualShipper.mobile, 'phone_no_login');
    expect(sent.body).toEqual({ code: 200, message: '手机验证码发送成功！请注意查收', data: { seconds: 60 } });
    const [outbox] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, DEMO_ACCOUNTS.individualShipper.mobile));
    expect(outbox.code).toMatch(/^\d{6}$/);
    expect(outbox.content).toContain(outbox.code!);
    expect(outbox.type).toBe('phone_no_login');
    const [stored] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, DEMO_ACCOUNTS.individualShipper.mobile));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('refuses a second request inside 60 s with the seconds left', async () => {
    const phone = DEMO_ACCOUNTS.enterpriseShipper.mobile;
    expect((await t.requestSms(phone, 'find_pwd')).body.code).toBe(200);
    const again = await t.requestSms(phone, 'find_pwd');
    expect(again.body.code).toBe(400);
    expect(again.body.message).toMatch(/^请(59|60)秒后再试$/);
    await t.rewindSms(phone, 45);
    expect((await t.requestSms(phone, 'find_pwd')).body.message).toBe('请15秒后再试');
    await t.rewindSms(phone, 16);
    expect((await t.requestSms(phone, 'find_pwd')).body.code).toBe(200);
  });

  it('requires the image code for login and register codes, and checks the user', async () => {
    const ip = nextIp();
    const missing = await t.call(`/codes/sms/${DEMO_ACCOUNTS.carrier.mobile}?type=phone_no_login`, { ip });
    expect(missing.body).toMatchObject({ code: 400, message: '验证码不能为空' });
    const wrong = await t.call(`/codes/sms/${DEMO_ACCOUNTS.carrier.mobile}?type=phone_no_login&imgCode=abcd&imgCodeKey=nope`, { ip });
    expect(wrong.body).toMatchObject({ code: 400, message: '验证码错误或已过期' });
    expect((await t.call(`/codes/sms/${DEMO_ACCOUNTS.carrier.mobile}?type=bogus`)).body).toMatchObject({ code: 400, message: '短信类型不正确' });
    expect((await t.call('/codes/sms/1380000?type=find_pwd')).body).toMatchObject({ code: 400, message: '请输入格式正确的手机号' });
    // Changing the bound phone needs a session.
    const anon = await t.requestSms('13700000002', 'modify_binding_phone');
    expect(anon.body.code).toBe(403);
  });

  it('answers every SMS request alike for a registered and an unregistered phone, and sends the code (issue 41 item 4)', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    const answer = async (phone: string, type: Parameters<typeof t.requestSms>[1]) => {
      const sent = await t.requestSms(phone, type, type === 'modify_binding_phone' ? { token } : {});
      const [row] = await t.db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, phone), eq(smsCodes.type, type)));
      return { status: sent.status, body: sent.body, codeSent: !!row };
    };
    const sentAnswer = { status: 200, body: { code: 200, message: '手机验证码发送成功！请注意查收', data: { seconds: 60 } }, codeSent: true };
    // Each pair: a phone with an account, one without (the answers used to differ: 用户不存在 / 该手机号已注册).
    const pairs: Array<[string, string, Parameters<typeof t.requestSms>[1]]> = [
      [DEMO_ACCOUNTS.driverDengHongliang.mobile, '13700000201', 'phone_no_login'],
      [DEMO_ACCOUNTS.driverXuWenbin.mobile, '13700000202', 'find_pwd'],
      [DEMO_ACCOUNTS.driverYuanZhenghua.mobile, '13700000203', 'register'],
      [DEMO_ACCOUNTS.driverShiZhenhua.mobile, '13700000204', 'modify_binding_phone'],
    ];
    for (const [registered, unregistered, type] of pairs) {
      expect(await answer(registered, type), `${type} to ${registered}`).toEqual(sentAnswer);
      expect(await answer(unregistered, type), `${type} to ${unregistered}`).toEqual(sentAnswer);
    }
    // A cancelled account answers as any other phone does.
    const cancelled = DEMO_ACCOUNTS.driverMaJianjun.mobile;
    await t.db.update(users).set({ status: 'cancelled' }).where(eq(users.mobile, cancelled));
    expect(await answer(cancelled, 'find_pwd')).toEqual(sentAnswer);
  });

  it('sends role codes to any phone, with the same answer for registered and unregistered ones', async () => {
    const unknown = await t.call('/codes/smsRole/13700000003', { ip: nextIp() });
    const sent = await t.call(`/codes/smsRole/${DEMO_ACCOUNTS.driver.mobile}`, { ip: nextIp() });
    expect(sent.body).toMatchObject({ code: 200, message: '手机验证码发送成功！请注意查收' });
    expect(unknown.body).toEqual(sent.body);
    expect(unknown.status).toBe(sent.status);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, DEMO_ACCOUNTS.driver.mobile));
    expect(row.type).toBe('role');
  });

  it('burns a code after five wrong tries', async () => {
    const phone = DEMO_ACCOUNTS.driverLiuHongtao.mobile;
    const code = await t.smsCode(phone, 'find_pwd');
    const wrong = code === '000000' ? '111111' : '000000';
    const results: string[] = [];
    for (let i = 0; i < 5; i += 1) results.push(await verifySmsCode(t.db, phone, 'find_pwd', wrong));
    expect(results.slice(0, 4)).toEqual(Array(4).fill('短信验证码错误'));
    expect(results[4]).toBe('验证码错误次数过多，请重新获取');
    expect(await verifySmsCode(t.db, phone, 'find_pwd', code)).toBe('验证码错误次数过多，请重新获取');
  });

  it('refuses an expired code, a code of another purpose, and a used code', async () => {
    const phone = DEMO_ACCOUNTS.driverGaoZhiwei.mobile;
    const code = await t.smsCode(phone, 'find_pwd');
    expect(await verifySmsCode(t.db, phone, 'phone_no_login', code)).not.toBe('ok');
    await t.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, phone));
    expect(await verifySmsCode(t.db, phone, 'find_pwd', code)).toBe('短信验证码已失效，请重新获取');

    await t.rewindSms(phone);
    const fresh = await t.smsCode(phone, 'find_pwd');
    expect(await verifySmsCode(t.db, phone, 'find_pwd', fresh)).toBe('ok');
    expect(await verifySmsCode(t.db, phone, 'find_pwd', fresh)).toBe('短信验证码已失效，请重新获取');
  });

  it('logs in with an SMS code (numberCode), once', async () => {
    const phone = DEMO_ACCOUNTS.driverHeJianjun.mobile;
    const ip = nextIp();
    const code = await t.smsCode(phone, 'phone_no_login', { ip });
    const result = await t.call('/users/login', { ip, json: { loginType: 'numberCode', userName: phone, numberCode: code } });
    expect(result.body.code).toBe(200);
    expect(result.body.data.user).toMatchObject({ mobile: phone, role: 'driver' });
    expect((await t.call('/users/info', { token: result.body.data.token })).body.data.mobile).toBe(phone);
    const reused = await t.call('/users/login', { ip, json: { loginType: 'numberCode', userName: phone, numberCode: code } });
    expect(reused.body).toMatchObject({ code: 400, message: '短信验证码已失效，请重新获取' });
  });

  it('limits SMS to five a phone per ten minutes and twenty an IP per hour', async () => {
    const phone = DEMO_ACCOUNTS.driverTianLixin.mobile;
    for (let i = 0; i < 5; i += 1) {
      expect((await t.requestSms(phone, 'find_pwd')).body.code).toBe(200);
      await t.rewindSms(phone);
    }
    const over = await t.requestSms(phone, 'find_pwd');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 429, message: '操作过于频繁，请稍后再试' });

    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) {
      // Unknown phones are answered and counted as any other.
      expect((await t.call(`/codes/sms/137000001${String(i).padStart(2, '0')}?type=find_pwd`, { ip })).body.code).toBe(200);
    }
    const ipOver = await t.call(`/codes/sms/${DEMO_ACCOUNTS.driverHanChunlei.mobile}?type=find_pwd`, { ip });
    expect(ipOver.body.code).toBe(429);
  });

  it('never logs the code in production; may outside it', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = { info: (obj: Record<string, unknown>) => lines.push(obj) } as unknown as Logger;
    await outboxSender(t.db, log, 'production').send('13900000009', 'find_pwd', '验证码123456', '123456');
    expect(lines[0]).toEqual({ mobile: '13900000009', type: 'find_pwd' });
    await outboxSender(t.db, log, 'development').send('13900000009', 'find_pwd', '验证码654321', '654321');
    expect(lines[1]).toMatchObject({ code: '654321' });
    const rows = await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13900000009'));
    expect(rows.map((r) => r.code).sort()).toEqual(['123456', '654321']);
  });
});
