// The account's changes: phone and password changes, a first password, recovery and registration,
// releasing the agent role and cancelling the account; the dev tools and the OpenAPI document.
import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, loginFailures, orders, smsCodes, userRoles, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { consumeImageCode } from './captcha';
import { DEMO_PASSWORD, nextIp, t, withTestPlatform } from './testing';

withTestPlatform();

/** Registers `phone` as `role` with `password` (both password fields), by `code` or a fresh SMS code. */
async function register(phone: string, role: string, password: string, code?: string) {
  const numberCode = code ?? (await t.smsCode(phone, 'register'));
  return t.call('/users/register', { json: { role, mobile: phone, numberCode, ...(await t.encrypt({ password, confirm_pwd: password })) } });
}

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

    // A taken phone is told only to whoever holds it: without its code it answers as a free one does.
    const takenPhone = DEMO_ACCOUNTS.individualShipper.mobile;
    const unproven = await t.call('/users/changePhone', { token, json: { mobile: takenPhone, code, ...(await t.encrypt({ pwd: DEMO_PASSWORD })) } });
    const freeUnproven = await t.call('/users/changePhone', { token, json: { mobile: '13700000402', code, ...(await t.encrypt({ pwd: DEMO_PASSWORD })) } });
    expect(unproven.body).toEqual(freeUnproven.body);
    expect(unproven.body).toMatchObject({ code: 400, message: '短信验证码已失效，请重新获取' });
    const takenCode = await t.smsCode(takenPhone, 'modify_binding_phone', { token });
    const taken = await t.call('/users/changePhone', { token, json: { mobile: takenPhone, code: takenCode, ...(await t.encrypt({ pwd: DEMO_PASSWORD })) } });
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
    // Locked by someone else's wrong passwords, from one source and account-wide.
    const locked = { failures: 5, lockedUntil: new Date(Date.now() + 30 * 60_000) };
    await t.db.insert(loginFailures).values([
      { mobile: phone, source: '10.66.0.1', ...locked },
      { mobile: phone, source: '*', ...locked, failures: 50 },
    ]);
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
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.mobile, phone))).toEqual([]);
    expect((await t.passwordLogin(phone, 'Found12345', '10.66.0.1')).body.code).toBe(200);
  });

  it('answers recovery and first-password requests alike for registered and unregistered phones until the SMS code proves the phone (issue 41 item 4)', async () => {
    const attempt = async (path: string, mobile: string, numberCode: string) => {
      const answer = await t.call(path, { json: { mobile, numberCode, ...(await t.encrypt({ newPwd: 'Found12345', confirm_pwd: 'Found12345' })) } });
      return { status: answer.status, body: answer.body };
    };
    // No code proven: a registered phone, a phone with a password (setPwd) and an unknown one answer alike.
    for (const path of ['/users/findPwd', '/users/setPwd']) {
      const registered = await attempt(path, DEMO_ACCOUNTS.driverChenHongwei.mobile, '123456');
      expect(registered.body).toMatchObject({ code: 400, message: '短信验证码已失效，请重新获取' });
      expect(await attempt(path, '13700000500', '123456')).toEqual(registered);
    }
    // Once the code proves the phone, its holder is told.
    const unknownCode = await t.smsCode('13700000501', 'find_pwd');
    expect((await attempt('/users/findPwd', '13700000501', unknownCode)).body).toMatchObject({ code: 400, message: '用户不存在' });
    const setCode = await t.smsCode(DEMO_ACCOUNTS.driverChenHongwei.mobile, 'phone_no_login');
    expect((await attempt('/users/setPwd', DEMO_ACCOUNTS.driverChenHongwei.mobile, setCode)).body).toMatchObject({ code: 400, message: '该账号已设置密码' });
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

    // Same phone again (issue 41 item 4): without the phone's code it answers as an unregistered
    // phone does, the SMS code's refusal, not 该手机号已注册.
    const again = await register(phone, 'carrier', 'Reg123456', '000000');
    const stranger = await register('13700000609', 'carrier', 'Reg123456', '000000');
    expect(again.body.code).toBe(400);
    expect(again.body).toEqual(stranger.body);
    expect(again.body.message).not.toBe('该手机号已注册');
  });

  it('checks the registration password rule before spending the SMS code', async () => {
    const phone = '13700000601';
    const code = await t.smsCode(phone, 'register');
    const weak = await register(phone, 'carrier', '12345678', code);
    expect(weak.body).toMatchObject({ code: 400, message: '密码至少8位字符，必须包含字母和数字' });
    const badRole = await t.call('/users/register', {
      json: { role: 'operator', mobile: phone, numberCode: code, password: 'x', confirm_pwd: 'x', secretKey: 'k' },
    });
    expect(badRole.body).toMatchObject({ code: 400, message: '请选择注册身份' });
    const ok = await register(phone, 'carrier', 'Carrier123', code);
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
    expect(waybillBlocked.body).toMatchObject({ code: 400, message: '您还有未签收的派车单，无法解除经纪人身份' });
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
    const reg = await register(phone, 'individual_agent', 'Agent1234');
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
    expect(result.body).toMatchObject({ code: 400, message: '您还有未签收的派车单，无法注销' });
    expect((await t.userRow(DEMO_ACCOUNTS.driverGaoZhiwei.mobile)).status).toBe('active');
  });

  it('refuses accounts without a driver or agent identity', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.individualShipper.mobile);
    const result = await t.call('/users/cancelDriverOrAgentAccount', { method: 'POST', token });
    expect(result.body).toMatchObject({ code: 400, message: '当前身份不支持注销平台账户' });
  });

  it('cancels the account with all identities; it can no longer log in', async () => {
    const phone = '13700000800';
    const reg = await register(phone, 'individual_agent', 'Agent1234');
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
    // The SMS step answers as for any phone; the code then proves the phone and the login says why not.
    await t.rewindSms(phone);
    expect((await t.requestSms(phone, 'phone_no_login')).body.code).toBe(200);
    const [sms] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, phone)).orderBy(desc(smsCodes.id)).limit(1);
    expect((await t.call('/users/login', { json: { loginType: 'numberCode', userName: phone, numberCode: sms.code } })).body).toMatchObject({
      code: 400,
      message: '账号已注销',
    });
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
    expect(await t.documentedPaths()).toEqual(
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
