import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptWithSecret } from '../../contract/auth/crypto';
import { authTokens, drivers, imageCodes, orders, secretKeys, smsCodes, smsOutbox, userRoles, users, waybills } from '../../db/schema';
import type { Logger } from '../../log';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { consumeImageCode } from './captcha';
import { consumeSecret } from './secret-key';
import { outboxSender, verifySmsCode } from './sms';
import { DEMO_PASSWORD, nextIp, openTestPlatform, type TestPlatform } from './testing';

let t: TestPlatform;

beforeAll(async () => {
  t = await openTestPlatform();
});

afterAll(async () => {
  await t?.close();
});

describe('POST /users/secretKey', () => {
  it('issues a 32-hex secret that decrypts what crypto-js encrypts, once', async () => {
    const issued = await t.call('/users/secretKey', { method: 'POST', ip: nextIp() });
    expect(issued.body.code).toBe(200);
    expect(issued.body.data.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(issued.body.data.key).toEqual(expect.any(String));

    expect(await consumeSecret(t.db, issued.body.data.key)).toBe(issued.body.data.secret);
    expect(await consumeSecret(t.db, issued.body.data.key)).toBeNull();
    expect(await consumeSecret(t.db, 'no-such-key')).toBeNull();
  });

  it('refuses a used or expired key with 密钥已失效，请重试 and garbage with 加密数据无效', async () => {
    const ip = nextIp();
    // Expired: a valid login body whose key is 6 minutes old.
    const enc = await t.encrypt({ password: DEMO_PASSWORD }, ip);
    await t.db
      .update(secretKeys)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(secretKeys.key, enc.secretKey));
    let code = await t.captcha(ip);
    const expired = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: DEMO_ACCOUNTS.unverifiedShipper.mobile, imgCode: code.answer, imgCodeKey: code.key, ...enc },
    });
    expect(expired.body).toMatchObject({ code: 400, message: '密钥已失效，请重试' });

    const issued = await t.call('/users/secretKey', { method: 'POST', ip });
    code = await t.captcha(ip);
    const garbage = await t.call('/users/login', {
      ip,
      json: {
        loginType: 'password',
        userName: DEMO_ACCOUNTS.unverifiedShipper.mobile,
        imgCode: code.answer,
        imgCodeKey: code.key,
        secretKey: issued.body.data.key,
        password: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      },
    });
    expect(garbage.body).toMatchObject({ code: 400, message: '加密数据无效' });
    // The key was consumed by that attempt: reuse is refused.
    code = await t.captcha(ip);
    const reused = await t.call('/users/login', {
      ip,
      json: {
        loginType: 'password',
        userName: DEMO_ACCOUNTS.unverifiedShipper.mobile,
        imgCode: code.answer,
        imgCodeKey: code.key,
        secretKey: issued.body.data.key,
        password: encryptWithSecret(DEMO_PASSWORD, issued.body.data.secret),
      },
    });
    expect(reused.body).toMatchObject({ code: 400, message: '密钥已失效，请重试' });
  });
});

describe('image codes', () => {
  it('returns an SVG data URL and a key; the answer works once, in any letter case', async () => {
    const ip = nextIp();
    const image = await t.call('/codes/images?random=0.123', { ip });
    expect(image.body.code).toBe(200);
    expect(image.body.data.base64).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.body.data.base64.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
    const [row] = await t.db.select().from(imageCodes).where(eq(imageCodes.key, image.body.data.key));
    expect(row.answer).toHaveLength(4);
    expect(row.answer).not.toMatch(/[0o1iIl]/);

    const flipped = [...row.answer].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');
    expect(await consumeImageCode(t.db, row.key, flipped)).toBe(true);
    expect(await consumeImageCode(t.db, row.key, row.answer)).toBe(false);
  });

  it('serves the picture of a live code by its key, and nothing once it is used or for a bad key', async () => {
    const ip = nextIp();
    const image = await t.call('/codes/images', { ip });
    const key = image.body.data.key as string;
    const picture = await t.raw(`/codes/images/${key}`, { ip });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(picture.headers.get('cache-control')).toBe('no-store');
    const svg = await picture.text();
    expect(svg).toBe(Buffer.from(image.body.data.base64.split(',')[1], 'base64').toString());

    await consumeImageCode(t.db, key, 'zzzz');
    const used = await t.call(`/codes/images/${key}`, { ip });
    expect(used.body).toMatchObject({ code: 404, message: '验证码错误或已过期' });
    expect((await t.call('/codes/images/not-a-key', { ip })).body).toMatchObject({ code: 400, message: '验证码编号无效' });
  });

  it('burns the code on a wrong answer, and refuses an expired one', async () => {
    const wrong = await t.captcha(nextIp());
    expect(await consumeImageCode(t.db, wrong.key, 'zzzz' === wrong.answer ? 'yyyy' : 'zzzz')).toBe(false);
    expect(await consumeImageCode(t.db, wrong.key, wrong.answer)).toBe(false);

    const old = await t.captcha(nextIp());
    await t.db
      .update(imageCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(imageCodes.key, old.key));
    expect(await consumeImageCode(t.db, old.key, old.answer)).toBe(false);
  });

  it('limits image codes to 30 a minute per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) expect((await t.call('/codes/images', { ip })).body.code).toBe(200);
    const over = await t.call('/codes/images', { ip });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 429, message: '操作过于频繁，请稍后再试', data: null });
    expect((await t.call('/codes/images', { ip: nextIp() })).body.code).toBe(200);
  });
});

describe('password login and user info', () => {
  it('logs in, and the token works for /users/info, /users/logincheck and /users/login_check', async () => {
    const result = await t.passwordLogin(DEMO_ACCOUNTS.enterpriseShipper.mobile, DEMO_PASSWORD);
    expect(result.body.code).toBe(200);
    const { token, user } = result.body.data;
    expect(token).toEqual(expect.any(String));
    expect(user).toMatchObject({
      mobile: DEMO_ACCOUNTS.enterpriseShipper.mobile,
      role: 'enterprise_shipper',
      existPwd: 'Y',
      pwdChangeDay: 10,
      authStatus: '2',
      company: 'y',
      shipperIdentity: '1,4',
      isDriver: 0,
    });
    expect(user.companyName).toEqual(expect.stringContaining('钢铁'));
    // Only a hash of the token is stored.
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.userId));
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);

    for (const path of ['/users/info', '/users/logincheck', '/users/login_check']) {
      const info = await t.call(path, { token });
      expect(info.body.code).toBe(200);
      expect(info.body.data).toEqual(user);
    }
  });

  it('answers 403 without a token or with an unknown one', async () => {
    const none = await t.call('/users/info');
    expect(none.status).toBe(403);
    expect(none.body.code).toBe(403);
    expect((await t.call('/users/logincheck', { token: 'nonsense' })).body.code).toBe(403);
  });

  it('reports the acting role by priority and the password age', async () => {
    const agentDriver = await t.call('/users/info', { token: await t.sessionFor(DEMO_ACCOUNTS.individualAgent.mobile) });
    expect(agentDriver.body.data).toMatchObject({ role: 'individual_agent', roles: ['individual_agent', 'driver'], isDriver: 1 });
    const old = await t.call('/users/info', { token: await t.sessionFor(DEMO_ACCOUNTS.stalePassword.mobile) });
    expect(old.body.data.pwdChangeDay).toBe(200);
    const noPwd = await t.call('/users/info', { token: await t.sessionFor(DEMO_ACCOUNTS.noPassword.mobile) });
    expect(noPwd.body.data).toMatchObject({ existPwd: 'N', pwdChangeDay: null });
    const sso = await t.call('/users/info', { token: await t.sessionFor(DEMO_ACCOUNTS.employee.mobile) });
    expect(sso.body.data.employeeNo).toBe('JD2023001');
  });

  it('refuses a wrong image code before anything else: no failed login counted, secret not used', async () => {
    const ip = nextIp();
    const before = await t.userRow(DEMO_ACCOUNTS.carrier.mobile);
    const code = await t.captcha(ip);
    const enc = await t.encrypt({ password: 'wrong-password-1' }, ip);
    const result = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: DEMO_ACCOUNTS.carrier.mobile, imgCode: code.answer === 'abcd' ? 'wxyz' : 'abcd', imgCodeKey: code.key, ...enc },
    });
    expect(result.body).toMatchObject({ code: 400, message: '验证码错误或已过期' });
    const after = await t.userRow(DEMO_ACCOUNTS.carrier.mobile);
    expect(after.failedLogins).toBe(before.failedLogins);
    expect(after.lockedUntil).toBeNull();
    const [key] = await t.db.select().from(secretKeys).where(eq(secretKeys.key, enc.secretKey));
    expect(key.usedAt).toBeNull();
    // The image code is single use even after a failed attempt.
    const again = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: DEMO_ACCOUNTS.carrier.mobile, imgCode: code.answer, imgCodeKey: code.key, ...enc },
    });
    expect(again.body).toMatchObject({ code: 400, message: '验证码错误或已过期' });
  });

  it('gives the same answer for an unknown phone as for a wrong password', async () => {
    const unknown = await t.passwordLogin('13700000000', 'Whatever123');
    expect(unknown.body).toMatchObject({ code: 400, message: '账号或密码错误' });
    const wrong = await t.passwordLogin(DEMO_ACCOUNTS.agent.mobile, 'Wrong12345');
    expect(wrong.body).toMatchObject({ code: 400, message: '账号或密码错误' });
    expect((await t.userRow(DEMO_ACCOUNTS.agent.mobile)).failedLogins).toBe(1);
    // A successful login resets the count.
    expect((await t.passwordLogin(DEMO_ACCOUNTS.agent.mobile, DEMO_PASSWORD)).body.code).toBe(200);
    expect((await t.userRow(DEMO_ACCOUNTS.agent.mobile)).failedLogins).toBe(0);
  });

  it('sends an employee (employeeNo) to the unified portal with 9988, only once the password is right', async () => {
    const right = await t.passwordLogin(DEMO_ACCOUNTS.employee.mobile, DEMO_PASSWORD);
    expect(right.body).toMatchObject({ code: 9988, message: '冀东内部用户请使用统一登录门户登录' });
    expect(right.body.data?.token).toBeUndefined();
    const wrong = await t.passwordLogin(DEMO_ACCOUNTS.employee.mobile, 'Wrong1234');
    expect(wrong.body).toMatchObject({ code: 400, message: '账号或密码错误' });
  });

  it('tells a user without a password to use the SMS login', async () => {
    const result = await t.passwordLogin(DEMO_ACCOUNTS.noPassword.mobile, 'Anything123');
    expect(result.body).toMatchObject({ code: 400, message: '该账号尚未设置密码，请使用验证码登录' });
  });

  it('locks the account after five wrong passwords (9941), reports it, and refuses even the right password', async () => {
    const phone = DEMO_ACCOUNTS.unverifiedShipper.mobile;
    const messages: string[] = [];
    for (let i = 0; i < 4; i += 1) messages.push((await t.passwordLogin(phone, `Wrong${i}xyz9`)).body.message);
    expect(messages).toEqual(['账号或密码错误', '账号或密码错误', '账号或密码错误，还可尝试2次', '账号或密码错误，还可尝试1次']);
    const fifth = await t.passwordLogin(phone, 'Wrong5xyz9');
    expect(fifth.body.code).toBe(9941);
    expect(fifth.body.message).toBe('密码错误次数过多，账号已锁定，请30分钟后再试');
    expect(fifth.status).toBe(200);

    const lock = await t.call(`/users/checkPwdLock/${phone}`);
    expect(lock.body).toMatchObject({ code: 9941, message: '密码错误次数过多，账号已锁定，请30分钟后再试', data: { locked: true, minutesLeft: 30 } });

    const right = await t.passwordLogin(phone, DEMO_PASSWORD);
    expect(right.body.code).toBe(9941);

    // Half an hour later the right password works and the counters are reset.
    await t.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.mobile, phone));
    expect((await t.call(`/users/checkPwdLock/${phone}`)).body).toMatchObject({ code: 200, data: { locked: false } });
    expect((await t.passwordLogin(phone, DEMO_PASSWORD)).body.code).toBe(200);
    const after = await t.userRow(phone);
    expect(after.failedLogins).toBe(0);
    expect(after.lockedUntil).toBeNull();
  });

  it('answers checkPwdLock for a free or unknown phone with locked: false, and validates the phone', async () => {
    expect((await t.call(`/users/checkPwdLock/${DEMO_ACCOUNTS.individualShipper.mobile}`)).body).toEqual({
      code: 200,
      message: '操作成功',
      data: { locked: false },
    });
    expect((await t.call('/users/checkPwdLock/13700000000')).body.data).toEqual({ locked: false });
    expect((await t.call('/users/checkPwdLock/12345')).body).toMatchObject({ code: 400, message: '请输入格式正确的手机号' });
  });

  it('validates the login body with the spec messages', async () => {
    const ip = nextIp();
    const noPhone = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: '', password: 'x', secretKey: 'k', imgCodeKey: 'k', imgCode: 'x' },
    });
    expect(noPhone.body).toMatchObject({ code: 400, message: '请输入手机号' });
    const noPwd = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: DEMO_ACCOUNTS.individualShipper.mobile, password: '', secretKey: 'k', imgCodeKey: 'k', imgCode: 'x' },
    });
    expect(noPwd.body).toMatchObject({ code: 400, message: '请输入密码' });
    const noCode = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: DEMO_ACCOUNTS.individualShipper.mobile, password: 'x', secretKey: 'k', imgCodeKey: 'k', imgCode: '' },
    });
    expect(noCode.body).toMatchObject({ code: 400, message: '请输入验证码' });
    const noSms = await t.call('/users/login', { ip, json: { loginType: 'numberCode', userName: DEMO_ACCOUNTS.individualShipper.mobile, numberCode: '' } });
    expect(noSms.body).toMatchObject({ code: 400, message: '请输入手机验证码' });
  });

  it('logs out: the token is revoked and /users/info answers 403', async () => {
    const token = await t.login(DEMO_ACCOUNTS.individualShipper.mobile);
    expect((await t.call('/users/info', { token })).body.code).toBe(200);
    const out = await t.call('/users/logout', { method: 'POST', token, json: {} });
    expect(out.body.code).toBe(200);
    const info = await t.call('/users/info', { token });
    expect(info.status).toBe(403);
    expect(info.body.code).toBe(403);
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, (await t.userRow(DEMO_ACCOUNTS.individualShipper.mobile)).id), sql`${authTokens.revokedAt} is not null`));
    expect(row).toBeDefined();
  });
});

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
    expect((await t.requestSms('13700000001', 'phone_no_login')).body).toMatchObject({ code: 400, message: '用户不存在' });
    expect((await t.requestSms('13700000001', 'find_pwd')).body).toMatchObject({ code: 400, message: '用户不存在' });
    expect((await t.requestSms(DEMO_ACCOUNTS.carrier.mobile, 'register')).body).toMatchObject({ code: 400, message: '该手机号已注册' });
    expect((await t.call(`/codes/sms/${DEMO_ACCOUNTS.carrier.mobile}?type=bogus`)).body).toMatchObject({ code: 400, message: '短信类型不正确' });
    expect((await t.call('/codes/sms/1380000?type=find_pwd')).body).toMatchObject({ code: 400, message: '请输入格式正确的手机号' });
    // Changing the bound phone needs a session, and the new phone must be free.
    const anon = await t.requestSms('13700000002', 'modify_binding_phone');
    expect(anon.body.code).toBe(403);
    const token = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    expect((await t.requestSms(DEMO_ACCOUNTS.agent.mobile, 'modify_binding_phone', { token })).body).toMatchObject({ code: 400, message: '该手机号已注册' });
  });

  it('sends role codes only to existing users', async () => {
    expect((await t.call('/codes/smsRole/13700000003', { ip: nextIp() })).body).toMatchObject({ code: 400, message: '用户不存在' });
    const sent = await t.call(`/codes/smsRole/${DEMO_ACCOUNTS.driver.mobile}`, { ip: nextIp() });
    expect(sent.body).toMatchObject({ code: 200, message: '手机验证码发送成功！请注意查收' });
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
      // Unknown phones: refused, but each request still counts for the IP.
      expect((await t.call(`/codes/sms/137000001${String(i).padStart(2, '0')}?type=find_pwd`, { ip })).body.code).toBe(400);
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

describe('login rate limits', () => {
  it('answers the 11th login attempt from one IP within a minute with 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      const attempt = await t.call('/users/login', {
        ip,
        json: { loginType: 'password', userName: `1370000020${i}`, password: 'x', secretKey: 'k', imgCodeKey: 'k', imgCode: 'abcd' },
      });
      expect(attempt.body.code).toBe(400);
    }
    const over = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: '13700000210', password: 'x', secretKey: 'k', imgCodeKey: 'k', imgCode: 'abcd' },
    });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 429, message: '操作过于频繁，请稍后再试', data: null });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await t.passwordLogin(DEMO_ACCOUNTS.tongjiangCarrier.mobile, DEMO_PASSWORD)).body.code).toBe(200);
  });

  it('answers the 11th attempt for one phone within a minute with 429, whatever the IP', async () => {
    const phone = '13700000300';
    const body = { loginType: 'numberCode', userName: phone, numberCode: '123456' };
    for (let i = 0; i < 10; i += 1) expect((await t.call('/users/login', { ip: nextIp(), json: body })).body.code).toBe(400);
    expect((await t.call('/users/login', { ip: nextIp(), json: body })).body.code).toBe(429);
  });
});

describe('phone change', () => {
  it('changes the phone with the password and an SMS code to the new phone', async () => {
    const oldPhone = DEMO_ACCOUNTS.driverHanChunlei.mobile;
    const newPhone = '13700000400';
    const token = await t.login(oldPhone);
    const other = await t.sessionFor(oldPhone);
    const code = await t.smsCode(newPhone, 'modify_binding_phone', { token });
    const enc = await t.encrypt({ pwd: DEMO_PASSWORD });
    const changed = await t.call('/users/changePhone', { token, json: { role: 'driver', mobile: newPhone, code, source: 'pc', ...enc } });
    expect(changed.body).toEqual({ code: 200, message: '手机号修改成功', data: null });
    expect((await t.call('/users/info', { token })).body.data.mobile).toBe(newPhone);
    // Other sessions end; the old phone no longer logs in, the new one does.
    expect((await t.call('/users/info', { token: other })).body.code).toBe(403);
    expect((await t.passwordLogin(oldPhone, DEMO_PASSWORD)).body.message).toBe('账号或密码错误');
    expect((await t.passwordLogin(newPhone, DEMO_PASSWORD)).body.code).toBe(200);
  });

  it('refuses a wrong password, a taken phone, a missing password, and no session', async () => {
    const phone = DEMO_ACCOUNTS.driverFengHaibo.mobile;
    const newPhone = '13700000401';
    const token = await t.sessionFor(phone);
    const code = await t.smsCode(newPhone, 'modify_binding_phone', { token });
    const wrong = await t.call('/users/changePhone', { token, json: { mobile: newPhone, code, ...(await t.encrypt({ pwd: 'Wrong1234' })) } });
    expect(wrong.body).toMatchObject({ code: 400, message: '登录密码错误' });
    expect((await t.userRow(phone)).mobile).toBe(phone);
    // The SMS code was not spent by the refused attempt.
    expect((await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, newPhone)))[0].usedAt).toBeNull();

    const taken = await t.call('/users/changePhone', {
      token,
      json: { mobile: DEMO_ACCOUNTS.individualShipper.mobile, code, ...(await t.encrypt({ pwd: DEMO_PASSWORD })) },
    });
    expect(taken.body).toMatchObject({ code: 400, message: '该手机号已注册' });
    const noPwd = await t.call('/users/changePhone', { token, json: { mobile: newPhone, code, secretKey: 'k', pwd: '' } });
    expect(noPwd.body).toMatchObject({ code: 400, message: '请输入登录密码' });
    const badCode = await t.call('/users/changePhone', {
      token,
      json: { mobile: newPhone, code: '000000' === code ? '111111' : '000000', ...(await t.encrypt({ pwd: DEMO_PASSWORD })) },
    });
    expect(badCode.body).toMatchObject({ code: 400, message: '短信验证码错误' });
    const anon = await t.call('/users/changePhone', { json: { mobile: newPhone, code, ...(await t.encrypt({ pwd: DEMO_PASSWORD })) } });
    expect(anon.body.code).toBe(403);
  });
});

describe('password change', () => {
  it('sends employeeNo users to single sign-on (9988)', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.employee.mobile);
    const enc = await t.encrypt({ oldPwd: DEMO_PASSWORD, newPwd: 'NewPass123', confirm_pwd: 'NewPass123' });
    const result = await t.call('/users/pwd/modify', { token, json: enc });
    expect(result.body).toMatchObject({ code: 9988, message: '冀东内部用户请使用统一登录门户修改' });
  });

  it('asks for the old password when one exists, checks it, the rule and the confirmation', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.stalePassword.mobile);
    const missing = await t.call('/users/pwd/modify', { token, json: await t.encrypt({ newPwd: 'NewPass123', confirm_pwd: 'NewPass123' }) });
    expect(missing.body).toMatchObject({ code: 400, message: '请输入原始密码' });
    const wrongOld = await t.call('/users/pwd/modify', {
      token,
      json: await t.encrypt({ oldPwd: 'Nope12345', newPwd: 'NewPass123', confirm_pwd: 'NewPass123' }),
    });
    expect(wrongOld.body).toMatchObject({ code: 400, message: '原始密码错误' });
    const weak = await t.call('/users/pwd/modify', { token, json: await t.encrypt({ oldPwd: DEMO_PASSWORD, newPwd: 'abcdefgh', confirm_pwd: 'abcdefgh' }) });
    expect(weak.body).toMatchObject({ code: 400, message: '密码至少8位字符，必须包含字母和数字' });
    const mismatch = await t.call('/users/pwd/modify', {
      token,
      json: await t.encrypt({ oldPwd: DEMO_PASSWORD, newPwd: 'NewPass123', confirm_pwd: 'NewPass124' }),
    });
    expect(mismatch.body).toMatchObject({ code: 400, message: '两次输入密码不一致!' });
    const noNew = await t.call('/users/pwd/modify', { token, json: { secretKey: 'k', newPwd: '', confirm_pwd: 'x' } });
    expect(noNew.body).toMatchObject({ code: 400, message: '请输入新密码' });
    expect((await t.userRow(DEMO_ACCOUNTS.stalePassword.mobile)).pwdChangedAt!.getTime()).toBeLessThan(Date.now() - 199 * 86400_000);
  });

  it('changes the password: returns fresh user info, and only the new password logs in', async () => {
    const phone = DEMO_ACCOUNTS.stalePassword.mobile;
    const token = await t.sessionFor(phone);
    const enc = await t.encrypt({ oldPwd: DEMO_PASSWORD, newPwd: 'Changed2024', confirm_pwd: 'Changed2024' });
    const result = await t.call('/users/pwd/modify', { token, json: enc });
    expect(result.body.code).toBe(200);
    expect(result.body.message).toBe('密码修改成功');
    expect(result.body.data).toMatchObject({ mobile: phone, existPwd: 'Y', pwdChangeDay: 0 });
    expect((await t.call('/users/info', { token })).body.code).toBe(200);
    expect((await t.passwordLogin(phone, DEMO_PASSWORD)).body.message).toBe('账号或密码错误');
    expect((await t.passwordLogin(phone, 'Changed2024')).body.code).toBe(200);
  });
});

describe('first password, recovery and registration', () => {
  it('sets a first password for 13800000007 with an SMS code, then password login works', async () => {
    const phone = DEMO_ACCOUNTS.noPassword.mobile;
    const code = await t.smsCode(phone, 'phone_no_login');
    const set = await t.call('/users/setPwd', {
      json: { mobile: phone, numberCode: code, ...(await t.encrypt({ newPwd: 'First1234', confirm_pwd: 'First1234' })) },
    });
    expect(set.body).toEqual({ code: 200, message: '密码设置成功', data: null });
    const login = await t.passwordLogin(phone, 'First1234');
    expect(login.body.code).toBe(200);
    expect(login.body.data.user.existPwd).toBe('Y');

    await t.rewindSms(phone);
    const code2 = await t.smsCode(phone, 'phone_no_login');
    const again = await t.call('/users/setPwd', {
      json: { mobile: phone, numberCode: code2, ...(await t.encrypt({ newPwd: 'Second1234', confirm_pwd: 'Second1234' })) },
    });
    expect(again.body).toMatchObject({ code: 400, message: '该账号已设置密码' });
  });

  it('resets a forgotten password (find_pwd), unlocks the account and ends old sessions', async () => {
    const phone = DEMO_ACCOUNTS.driverCaoLijun.mobile;
    const oldToken = await t.sessionFor(phone);
    await t.db
      .update(users)
      .set({ failedLogins: 5, lockedUntil: new Date(Date.now() + 30 * 60_000) })
      .where(eq(users.mobile, phone));
    const code = await t.smsCode(phone, 'find_pwd');
    const wrongCode = await t.call('/users/findPwd', {
      json: { mobile: phone, numberCode: code === '000000' ? '111111' : '000000', ...(await t.encrypt({ newPwd: 'Found12345', confirm_pwd: 'Found12345' })) },
    });
    expect(wrongCode.body).toMatchObject({ code: 400, message: '短信验证码错误' });
    const reset = await t.call('/users/findPwd', {
      json: { mobile: phone, numberCode: code, ...(await t.encrypt({ newPwd: 'Found12345', confirm_pwd: 'Found12345' })) },
    });
    expect(reset.body).toEqual({ code: 200, message: '密码重置成功', data: null });
    expect((await t.call('/users/info', { token: oldToken })).body.code).toBe(403);
    expect((await t.passwordLogin(phone, 'Found12345')).body.code).toBe(200);
    const unknown = await t.call('/users/findPwd', {
      json: { mobile: '13700000500', numberCode: '123456', ...(await t.encrypt({ newPwd: 'Found12345', confirm_pwd: 'Found12345' })) },
    });
    expect(unknown.body).toMatchObject({ code: 400, message: '用户不存在' });
  });

  it('registers an enterprise shipper, logged in at once', async () => {
    const phone = '13700000600';
    const code = await t.smsCode(phone, 'register');
    const result = await t.call('/users/register', {
      json: {
        role: 'enterprise_shipper',
        mobile: phone,
        numberCode: code,
        realName: '钱多多',
        ...(await t.encrypt({ password: 'Reg123456', confirm_pwd: 'Reg123456' })),
      },
    });
    expect(result.body.code).toBe(200);
    expect(result.body.data.user).toMatchObject({ mobile: phone, role: 'enterprise_shipper', existPwd: 'Y', authStatus: '0', realName: '钱多多' });
    const info = await t.call('/users/info', { token: result.body.data.token });
    expect(info.body.data).toMatchObject({ mobile: phone, roles: ['enterprise_shipper'], pwdChangeDay: 0 });
    expect((await t.passwordLogin(phone, 'Reg123456')).body.code).toBe(200);

    // Same phone again: refused before any code is needed.
    const again = await t.call('/users/register', {
      json: { role: 'carrier', mobile: phone, numberCode: '123456', ...(await t.encrypt({ password: 'Reg123456', confirm_pwd: 'Reg123456' })) },
    });
    expect(again.body).toMatchObject({ code: 400, message: '该手机号已注册' });
  });

  it('checks the registration password rule before spending the SMS code', async () => {
    const phone = '13700000601';
    const code = await t.smsCode(phone, 'register');
    const weak = await t.call('/users/register', {
      json: { role: 'carrier', mobile: phone, numberCode: code, ...(await t.encrypt({ password: '12345678', confirm_pwd: '12345678' })) },
    });
    expect(weak.body).toMatchObject({ code: 400, message: '密码至少8位字符，必须包含字母和数字' });
    const badRole = await t.call('/users/register', {
      json: { role: 'operator', mobile: phone, numberCode: code, password: 'x', confirm_pwd: 'x', secretKey: 'k' },
    });
    expect(badRole.body).toMatchObject({ code: 400, message: '请选择注册身份' });
    const ok = await t.call('/users/register', {
      json: { role: 'carrier', mobile: phone, numberCode: code, ...(await t.encrypt({ password: 'Carrier123', confirm_pwd: 'Carrier123' })) },
    });
    expect(ok.body.data.user.role).toBe('carrier');
  });
});

describe('release agent role and cancel account', () => {
  it('releases the agent identity of 13800000005 once its orders and waybills are finished', async () => {
    const phone = DEMO_ACCOUNTS.individualAgent.mobile;
    const user = await t.userRow(phone);
    const token = await t.sessionFor(phone); // acts as individual_agent
    const blocked = await t.call('/users/releaseUserRole', { token, json: { role: 'individual_agent' } });
    expect(blocked.body).toMatchObject({ code: 400, message: '您还有未完成的订单，无法解除经纪人身份' });
    expect((await t.call('/users/info', { token })).body.data.roles).toEqual(['individual_agent', 'driver']);

    await t.db.update(orders).set({ status: 'COMPLETE' }).where(eq(orders.carrierUserId, user.id));
    const driverIds = (await t.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, user.id))).map((d) => d.id);
    const waybillBlocked = await t.call('/users/releaseUserRole', { token, json: { role: 'individual_agent' } });
    expect(waybillBlocked.body).toMatchObject({ code: 400, message: '您还有未签收的运单，无法解除经纪人身份' });
    await t.db.update(waybills).set({ status: 'SIGN' }).where(inArray(waybills.driverId, driverIds));

    const released = await t.call('/users/releaseUserRole', { token, json: { role: 'individual_agent' } });
    expect(released.body).toEqual({ code: 200, message: '解除经纪人角色成功', data: null });
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(roles.map((r) => r.role)).toEqual(['driver']);
    // The session acting as agent is gone; a new login acts as driver.
    expect((await t.call('/users/info', { token })).body.code).toBe(403);
    const driverToken = await t.sessionFor(phone);
    expect((await t.call('/users/info', { token: driverToken })).body.data).toMatchObject({ role: 'driver', roles: ['driver'] });
    const onlyOne = await t.call('/users/releaseUserRole', { token: driverToken, json: { role: 'individual_agent' } });
    expect(onlyOne.body).toMatchObject({ code: 400, message: '您未持有经纪人身份' });
  });

  it('refuses to release the only role, and other roles than individual_agent', async () => {
    const phone = '13700000700';
    const code = await t.smsCode(phone, 'register');
    const reg = await t.call('/users/register', {
      json: { role: 'individual_agent', mobile: phone, numberCode: code, ...(await t.encrypt({ password: 'Agent1234', confirm_pwd: 'Agent1234' })) },
    });
    const token = reg.body.data.token;
    expect((await t.call('/users/releaseUserRole', { token, json: { role: 'individual_agent' } })).body).toMatchObject({
      code: 400,
      message: '仅持有该身份，无法解除',
    });
    expect((await t.call('/users/releaseUserRole', { token, json: { role: 'driver' } })).body).toMatchObject({
      code: 400,
      message: '仅支持解除经纪人身份',
    });
  });

  it('refuses to cancel while a waybill is not signed for', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.driverGaoZhiwei.mobile); // driver d3 (高志伟), waybill in LOAD
    const result = await t.call('/users/cancelDriverOrAgentAccount', { method: 'POST', token });
    expect(result.body).toMatchObject({ code: 400, message: '您还有未签收的运单，无法注销' });
    expect((await t.userRow(DEMO_ACCOUNTS.driverGaoZhiwei.mobile)).status).toBe('active');
  });

  it('refuses accounts without a driver or agent identity', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.individualShipper.mobile);
    const result = await t.call('/users/cancelDriverOrAgentAccount', { method: 'POST', token });
    expect(result.body).toMatchObject({ code: 400, message: '当前身份不支持注销平台账户' });
  });

  it('cancels the account with all identities; it can no longer log in', async () => {
    const phone = '13700000800';
    const code = await t.smsCode(phone, 'register');
    const reg = await t.call('/users/register', {
      json: { role: 'individual_agent', mobile: phone, numberCode: code, ...(await t.encrypt({ password: 'Agent1234', confirm_pwd: 'Agent1234' })) },
    });
    const token = reg.body.data.token;
    const userId = reg.body.data.user.userId;
    await t.db.insert(userRoles).values({ userId, role: 'driver' });

    const cancelled = await t.call('/users/cancelDriverOrAgentAccount', { method: 'POST', token, json: {} });
    expect(cancelled.body).toEqual({ code: 200, message: '注销账户成功', data: null });
    const row = await t.userRow(phone);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).toEqual([]);
    expect((await t.call('/users/info', { token })).body.code).toBe(403);
    expect((await t.passwordLogin(phone, 'Agent1234')).body).toMatchObject({ code: 400, message: '账号已注销' });
    expect((await t.requestSms(phone, 'phone_no_login')).body).toMatchObject({ code: 400, message: '用户不存在' });
  });
});

describe('dev tools and OpenAPI', () => {
  it('serves the outbox and captcha answers only when devTools is on', async () => {
    await t.smsCode(DEMO_ACCOUNTS.driverDengHongliang.mobile, 'find_pwd');
    const outbox = await t.call(`/dev/outbox?mobile=${DEMO_ACCOUNTS.driverDengHongliang.mobile}`);
    expect(outbox.body.data[0]).toMatchObject({ type: 'find_pwd', code: expect.stringMatching(/^\d{6}$/) });
    const used = await t.captcha(nextIp());
    await consumeImageCode(t.db, used.key, used.answer);
    expect((await t.call(`/dev/captcha/${used.key}`)).body.code).toBe(404);

    const prod = t.makeApp({ DEV_TOOLS: '0' });
    const off = await prod.request(`/api-platform/api/dev/outbox?mobile=${DEMO_ACCOUNTS.driverDengHongliang.mobile}`);
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ code: 404, message: '接口不存在', data: null });
    expect((await prod.request('/api-platform/api/dev/captcha/abc')).status).toBe(404);
    // NODE_ENV=production ignores DEV_TOOLS=1.
    const production = t.makeApp({ NODE_ENV: 'production', DEV_TOOLS: '1' });
    expect((await production.request(`/api-platform/api/dev/outbox?mobile=${DEMO_ACCOUNTS.driverDengHongliang.mobile}`)).status).toBe(404);
  });

  it('documents every account endpoint', async () => {
    const doc = (await (await t.app.request('/api-platform/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths).map((p) => p.replace('/api-platform/api', ''));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/users/secretKey',
        '/codes/images',
        '/codes/sms/{phone}',
        '/codes/smsRole/{phone}',
        '/users/login',
        '/users/info',
        '/users/logincheck',
        '/users/login_check',
        '/users/logout',
        '/users/checkPwdLock/{phone}',
        '/users/changePhone',
        '/users/pwd/modify',
        '/users/register',
        '/users/setPwd',
        '/users/findPwd',
        '/users/releaseUserRole',
        '/users/cancelDriverOrAgentAccount',
        '/dev/outbox',
        '/dev/captcha/{key}',
      ]),
    );
  });
});
