// Signing in: the secret key of the encrypted password, image codes, password login and the
// session's user info, logout, and the login rate limits.
import { and, eq, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { encryptWithSecret } from '../../contract/auth/crypto';
import { MOBILE_PATTERN } from '../../contract/validators/phones';
import { authTokens, imageCodes, loginFailures, secretKeys } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { IMAGE_CODE_OPTIONS, consumeImageCode } from './captcha';
import { sourceOf } from './lockout';
import { consumeSecret } from './secret-key';
import { DEMO_PASSWORD, nextIp, t, withTestPlatform } from './testing';

withTestPlatform();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The wrong passwords counted for a phone from a source ('*': account-wide), 0 without a row. */
async function failuresOf(mobile: string, source: string): Promise<number> {
  const [row] = await t.db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(and(eq(loginFailures.mobile, mobile), eq(loginFailures.source, source)));
  return row?.failures ?? 0;
}

type Command = { type: string; points: number[] };

function parsePath(d: string): Command[] {
  return [...d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(([, type, args]) => ({ type, points: (args.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number) }));
}

/**
 * The attacker's solver of issue 41: svg-captcha draws each character as one filled <path> made
 * from its font's glyph outline (jittered by ±0.1), so each path is matched against the outline
 * of every character of the font, and the matches read left to right.
 */
function solveByPathCommands(svg: string): string {
  const { font, fontSize, charPreset } = svgCaptcha.options as unknown as {
    font: { charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { toPathData(): string } } };
    fontSize: number;
    charPreset: string;
  };
  const outlines = [...charPreset].map((ch) => ({ ch, commands: parsePath(font.charToGlyph(ch).getPath(0, 0, fontSize).toPathData()) }));
  const found: Array<{ ch: string; x: number }> = [];
  for (const [, d] of svg.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)) {
    const commands = parsePath(d);
    let best: { ch: string; error: number; x: number } | null = null;
    for (const outline of outlines) {
      if (
        outline.commands.length !== commands.length ||
        outline.commands.some((c, i) => c.type !== commands[i].type || c.points.length !== commands[i].points.length)
      )
        continue;
      const dx = commands[0].points[0] - outline.commands[0].points[0];
      const dy = commands[0].points[1] - outline.commands[0].points[1];
      let error = 0;
      outline.commands.forEach((c, i) => c.points.forEach((v, j) => (error = Math.max(error, Math.abs(commands[i].points[j] - v - (j % 2 ? dy : dx))))));
      if (error < 1 && (!best || error < best.error)) best = { ch: outline.ch, error, x: dx };
    }
    if (best) found.push(best);
  }
  return found
    .sort((a, b) => a.x - b.x)
    .map((f) => f.ch)
    .join('');
}

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
    /** 吴斌's password login with a fresh image code and the given key and password. */
    const loginWith = async (keyed: { secretKey: string; password: string }) => {
      const code = await t.captcha(ip);
      return t.call('/users/login', {
        ip,
        json: { loginType: 'password', userName: DEMO_ACCOUNTS.unverifiedShipper.mobile, imgCode: code.answer, imgCodeKey: code.key, ...keyed },
      });
    };
    // Expired: a valid login body whose key is 6 minutes old.
    const enc = await t.encrypt({ password: DEMO_PASSWORD }, ip);
    await t.db
      .update(secretKeys)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(secretKeys.key, enc.secretKey));
    expect((await loginWith(enc)).body).toMatchObject({ code: 400, message: '密钥已失效，请重试' });

    const issued = await t.call('/users/secretKey', { method: 'POST', ip });
    const garbage = await loginWith({ secretKey: issued.body.data.key, password: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    expect(garbage.body).toMatchObject({ code: 400, message: '加密数据无效' });
    // The key was consumed by that attempt: reuse is refused.
    const reused = await loginWith({ secretKey: issued.body.data.key, password: encryptWithSecret(DEMO_PASSWORD, issued.body.data.secret) });
    expect(reused.body).toMatchObject({ code: 400, message: '密钥已失效，请重试' });
  });
});

describe('image codes', () => {
  it('returns a PNG data URL and a key; the answer works once, in any letter case', async () => {
    const ip = nextIp();
    const image = await t.call('/codes/images?random=0.123', { ip });
    expect(image.body.code).toBe(200);
    expect(image.body.data.base64).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.body.data.base64.split(',')[1], 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
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
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toBe('no-store');
    const png = Buffer.from(await picture.arrayBuffer());
    expect(png.equals(Buffer.from(image.body.data.base64.split(',')[1], 'base64'))).toBe(true);

    await consumeImageCode(t.db, key, 'zzzz');
    const used = await t.call(`/codes/images/${key}`, { ip });
    expect(used.body).toMatchObject({ code: 404, message: '验证码错误或已过期' });
    expect((await t.call('/codes/images/not-a-key', { ip })).body).toMatchObject({ code: 400, message: '验证码编号无效' });
  });

  it('is not solved by reading path commands, which solve every SVG svg-captcha draws (issue 41 item 3)', async () => {
    // The attack as it worked: the solver reads every SVG svg-captcha draws with our options.
    for (let i = 0; i < 20; i += 1) {
      const drawn = svgCaptcha.create({ ...IMAGE_CODE_OPTIONS });
      expect(solveByPathCommands(drawn.data)).toBe(drawn.text);
    }
    // The image codes served now: neither the data URL nor the picture holds a path to read.
    for (let i = 0; i < 20; i += 1) {
      const ip = nextIp();
      const image = await t.call('/codes/images', { ip });
      const [row] = await t.db.select().from(imageCodes).where(eq(imageCodes.key, image.body.data.key));
      const inline = Buffer.from(image.body.data.base64.split(',')[1], 'base64');
      const picture = Buffer.from(await (await t.raw(`/codes/images/${row.key}`, { ip })).arrayBuffer());
      for (const served of [inline, picture]) {
        expect(served.subarray(0, 8)).toEqual(PNG_SIGNATURE);
        expect(solveByPathCommands(served.toString('latin1')).toLowerCase()).not.toBe(row.answer.toLowerCase());
      }
    }
  });

  it('offers a text challenge under the same limit and single use, answered in digits, full-width ones too', async () => {
    const ip = nextIp();
    const issued = await t.call('/codes/question', { ip });
    expect(issued.body.code).toBe(200);
    expect(issued.body.data.question).toMatch(/^[一二三四五六七八九十][加减][一二三四五六七八九十]等于几？（请填写阿拉伯数字）$/);
    const [row] = await t.db.select().from(imageCodes).where(eq(imageCodes.key, issued.body.data.key));
    expect(row.image).toBeNull();
    expect((await t.call(`/codes/live/${row.key}`, { ip })).body).toMatchObject({ code: 200, data: { key: row.key, question: row.question } });
    // It has no picture, and its answer is taken where the picture's would be (full-width digits too).
    expect((await t.call(`/codes/images/${row.key}`, { ip })).body.code).toBe(404);
    const fullWidth = [...row.answer].map((d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).join('');
    expect(await consumeImageCode(t.db, row.key, fullWidth)).toBe(true);
    expect((await t.call(`/codes/live/${row.key}`, { ip })).body.code).toBe(404);
    // Pictures and questions draw on one limit of 30 a minute per IP.
    for (let i = 0; i < 14; i += 1) expect((await t.call('/codes/images', { ip })).body.code).toBe(200);
    for (let i = 0; i < 15; i += 1) expect((await t.call('/codes/question', { ip })).body.code).toBe(200);
    expect((await t.call('/codes/question', { ip })).status).toBe(429);
    expect((await t.call('/codes/images', { ip })).status).toBe(429);
  });

  it('tells whether a picture is still live, for a page that keeps its code across reloads', async () => {
    const ip = nextIp();
    const image = await t.call('/codes/images', { ip });
    const key = image.body.data.key as string;
    expect((await t.call(`/codes/live/${key}`, { ip })).body).toEqual({ code: 200, message: '操作成功', data: { key, question: null } });
    await consumeImageCode(t.db, key, 'zzzz');
    expect((await t.call(`/codes/live/${key}`, { ip })).body).toMatchObject({ code: 404, message: '验证码错误或已过期' });
    expect((await t.call('/codes/live/not-a-key', { ip })).body).toMatchObject({ code: 400, message: '验证码编号无效' });
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
    const before = await failuresOf(DEMO_ACCOUNTS.carrier.mobile, '*');
    const code = await t.captcha(ip);
    const enc = await t.encrypt({ password: 'wrong-password-1' }, ip);
    const result = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: DEMO_ACCOUNTS.carrier.mobile, imgCode: code.answer === 'abcd' ? 'wxyz' : 'abcd', imgCodeKey: code.key, ...enc },
    });
    expect(result.body).toMatchObject({ code: 400, message: '验证码错误或已过期' });
    expect(await failuresOf(DEMO_ACCOUNTS.carrier.mobile, sourceOf(ip))).toBe(0);
    expect(await failuresOf(DEMO_ACCOUNTS.carrier.mobile, '*')).toBe(before);
    const [key] = await t.db.select().from(secretKeys).where(eq(secretKeys.key, enc.secretKey));
    expect(key.usedAt).toBeNull();
    // The image code is single use even after a failed attempt.
    const again = await t.call('/users/login', {
      ip,
      json: { loginType: 'password', userName: DEMO_ACCOUNTS.carrier.mobile, imgCode: code.answer, imgCodeKey: code.key, ...enc },
    });
    expect(again.body).toMatchObject({ code: 400, message: '验证码错误或已过期' });
  });

  it('gives the same answer for an unknown phone as for a wrong password, and counts both', async () => {
    const ip = nextIp();
    const unknown = await t.passwordLogin('13700000000', 'Whatever123', ip);
    expect(unknown.body).toMatchObject({ code: 400, message: '账号或密码错误' });
    const wrong = await t.passwordLogin(DEMO_ACCOUNTS.agent.mobile, 'Wrong12345', ip);
    expect(wrong.body).toMatchObject({ code: 400, message: '账号或密码错误' });
    expect(await failuresOf('13700000000', sourceOf(ip))).toBe(1);
    expect(await failuresOf(DEMO_ACCOUNTS.agent.mobile, sourceOf(ip))).toBe(1);
    expect(await failuresOf(DEMO_ACCOUNTS.agent.mobile, '*')).toBe(1);
    // A successful login from that source ends its run; the account-wide hour runs on.
    expect((await t.passwordLogin(DEMO_ACCOUNTS.agent.mobile, DEMO_PASSWORD, ip)).body.code).toBe(200);
    expect(await failuresOf(DEMO_ACCOUNTS.agent.mobile, sourceOf(ip))).toBe(0);
    expect(await failuresOf(DEMO_ACCOUNTS.agent.mobile, '*')).toBe(1);
  });

  it('sends an employee (employeeNo) to the unified portal with 9988, only once the password is right', async () => {
    const right = await t.passwordLogin(DEMO_ACCOUNTS.employee.mobile, DEMO_PASSWORD);
    expect(right.body).toMatchObject({ code: 9988, message: '冀东内部用户请使用统一登录门户登录' });
    expect(right.body.data?.token).toBeUndefined();
    const wrong = await t.passwordLogin(DEMO_ACCOUNTS.employee.mobile, 'Wrong1234');
    expect(wrong.body).toMatchObject({ code: 400, message: '账号或密码错误' });
  });

  it('answers an account without a password as it answers a wrong password (issue 41 item 4)', async () => {
    const ip = nextIp();
    const result = await t.passwordLogin(DEMO_ACCOUNTS.noPassword.mobile, 'Anything123', ip);
    expect(result.body).toEqual((await t.passwordLogin('13700000009', 'Anything123', ip)).body);
    expect(result.body).toMatchObject({ code: 400, message: '账号或密码错误' });
  });

  it('answers the same five attempts alike for a registered and an unregistered phone, 9941 included (issue 41 item 4)', async () => {
    const answers = async (phone: string) => {
      const ip = nextIp();
      const seen: unknown[] = [];
      for (let i = 0; i < 5; i += 1) seen.push((await t.passwordLogin(phone, `Wrong${i}xyz9`, ip)).body);
      seen.push((await t.call(`/users/checkPwdLock/${phone}`, { ip })).body);
      return seen;
    };
    const registered = await answers(DEMO_ACCOUNTS.stalePassword.mobile);
    expect(registered.map((body) => (body as { message: string }).message)).toEqual([
      '账号或密码错误',
      '账号或密码错误',
      '账号或密码错误，还可尝试2次',
      '账号或密码错误，还可尝试1次',
      '密码错误次数过多，账号已锁定，请30分钟后再试',
      '密码错误次数过多，账号已锁定，请30分钟后再试',
    ]);
    expect(await answers('13700000012')).toEqual(registered);
  });

  it('locks the phone for the source that sent five wrong passwords (9941), not for its owner elsewhere', async () => {
    const phone = DEMO_ACCOUNTS.unverifiedShipper.mobile;
    const attacker = nextIp();
    const owner = nextIp();
    const messages: string[] = [];
    for (let i = 0; i < 4; i += 1) messages.push((await t.passwordLogin(phone, `Wrong${i}xyz9`, attacker)).body.message);
    expect(messages).toEqual(['账号或密码错误', '账号或密码错误', '账号或密码错误，还可尝试2次', '账号或密码错误，还可尝试1次']);
    const fifth = await t.passwordLogin(phone, 'Wrong5xyz9', attacker);
    expect(fifth.body.code).toBe(9941);
    expect(fifth.body.message).toBe('密码错误次数过多，账号已锁定，请30分钟后再试');
    expect(fifth.status).toBe(200);

    // The locked pair: told so, and even the right password is refused from there.
    const lock = await t.call(`/users/checkPwdLock/${phone}`, { ip: attacker });
    expect(lock.body).toMatchObject({ code: 9941, message: '密码错误次数过多，账号已锁定，请30分钟后再试', data: { locked: true, minutesLeft: 30 } });
    expect((await t.passwordLogin(phone, DEMO_PASSWORD, attacker)).body.code).toBe(9941);

    // Anyone else is not told, and the owner signs in from their own address.
    expect((await t.call(`/users/checkPwdLock/${phone}`, { ip: owner })).body).toMatchObject({ code: 200, data: { locked: false } });
    expect((await t.passwordLogin(phone, DEMO_PASSWORD, owner)).body.code).toBe(200);

    // Half an hour later the right password works from the locked source too, and its count is gone.
    await t.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginFailures.mobile, phone), eq(loginFailures.source, sourceOf(attacker))));
    expect((await t.call(`/users/checkPwdLock/${phone}`, { ip: attacker })).body).toMatchObject({ code: 200, data: { locked: false } });
    expect((await t.passwordLogin(phone, DEMO_PASSWORD, attacker)).body.code).toBe(200);
    expect(await failuresOf(phone, sourceOf(attacker))).toBe(0);
  });

  it('locks password sign-in for everyone after fifty wrong passwords within an hour from all sources; SMS sign-in still works', async () => {
    const phone = DEMO_ACCOUNTS.individualAgent.mobile;
    // 49 failures already came from many addresses within the hour.
    await t.db.insert(loginFailures).values({ mobile: phone, source: '*', failures: 49 });
    const fiftieth = await t.passwordLogin(phone, 'Wrong50xyz', nextIp());
    expect(fiftieth.body).toMatchObject({ code: 9941, message: '该账号一小时内密码错误已达50次，密码登录已暂停30分钟，请使用验证码登录' });
    const owner = nextIp();
    expect((await t.passwordLogin(phone, DEMO_PASSWORD, owner)).body).toMatchObject({ code: 9941, data: { locked: true } });
    // checkPwdLock answers for the caller's own source only.
    expect((await t.call(`/users/checkPwdLock/${phone}`, { ip: owner })).body).toMatchObject({ code: 200, data: { locked: false } });
    // An hour-old count starts again.
    await t.db
      .update(loginFailures)
      .set({ windowStartedAt: new Date(Date.now() - 61 * 60_000), lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginFailures.mobile, phone), eq(loginFailures.source, '*')));
    expect((await t.passwordLogin(phone, 'Wrong51xyz', owner)).body.message).toBe('账号或密码错误');
    expect(await failuresOf(phone, '*')).toBe(1);
    expect((await t.passwordLogin(phone, DEMO_PASSWORD, owner)).body.code).toBe(200);
  });

  it('keys an IPv6 caller by its /64 and an IPv4-mapped caller by its IPv4 address', () => {
    const sources: Array<[string | null, string]> = [
      ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
      ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['::ffff:10.1.2.3', '10.1.2.3'],
      ['10.1.2.3', '10.1.2.3'],
      [null, 'local'],
    ];
    for (const [address, source] of sources) expect(sourceOf(address), String(address)).toBe(source);
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

  it('refuses unallocated mobile prefixes at login and registration, and every demo number passes (issue 41)', async () => {
    for (const phone of ['10012345678', '10612345678', '11012345678', '11912345678', '12012345678', '12512345678']) {
      const login = await t.call('/users/login', { ip: nextIp(), json: { loginType: 'numberCode', userName: phone, numberCode: '123456' } });
      expect(login.body).toMatchObject({ code: 400, message: '请输入格式正确的手机号' });
      const register = await t.call('/users/register', {
        ip: nextIp(),
        json: { role: 'carrier', mobile: phone, numberCode: '123456', ...(await t.encrypt({ password: 'abc12345', confirm_pwd: 'abc12345' })) },
      });
      expect(register.body).toMatchObject({ code: 400, message: '请输入格式正确的手机号' });
    }
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(account.mobile).toMatch(MOBILE_PATTERN);
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

describe('how long a session lasts (issue 41 item 6)', () => {
  it('ends 30 days after the sign-in however active it was; until then it works', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.tongjiangCarrier.mobile);
    const tokenHash = hashToken(token);
    const age = (days: number) =>
      t.db
        .update(authTokens)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000), lastUsedAt: new Date() })
        .where(eq(authTokens.tokenHash, tokenHash));
    await age(29);
    expect((await t.call('/users/info', { token })).body.code).toBe(200);
    await age(31);
    expect((await t.call('/users/info', { token })).body).toMatchObject({ code: 403, message: '登录已失效，请重新登录' });
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

  it('does not count successful logins against the phone: a user may sign in on many devices', async () => {
    for (let i = 0; i < 12; i += 1) expect((await t.passwordLogin(DEMO_ACCOUNTS.tongjiangCarrier.mobile, DEMO_PASSWORD)).body.code).toBe(200);
  });
});

describe('public rate limits key on the caller the server saw, never on X-Forwarded-For (issue 41 item 2)', () => {
  let phoneSerial = 0;
  /** A phone no other test of this file uses, so the per-phone limits stay out of the way. */
  const freshPhone = () => `1370005${String((phoneSerial += 1)).padStart(4, '0')}`;
  const endpoints: { name: string; perMinute: number; send: (init: { ip: string; headers: Record<string, string> }) => ReturnType<typeof t.call> }[] = [
    {
      name: 'password login',
      perMinute: 10,
      send: (init) =>
        t.call('/users/login', {
          ...init,
          json: { loginType: 'password', userName: freshPhone(), password: 'x', secretKey: 'k', imgCodeKey: 'k', imgCode: 'abcd' },
        }),
    },
    { name: 'SSO login', perMinute: 10, send: (init) => t.call('/users/ssoLogin', { ...init, json: { ticket: 'not-a-ticket' } }) },
    { name: 'image code', perMinute: 30, send: (init) => t.call('/codes/images', init) },
    // 20 an hour: the point is taken before the request is checked, so a refused request counts too
    { name: 'SMS code', perMinute: 20, send: (init) => t.call(`/codes/sms/${freshPhone()}?type=find_pwd`, init) },
    {
      name: 'public waybill lookup',
      perMinute: 10,
      // another waybill each time: the per-waybill limit (10 wrong tries an hour) stays out of the way
      send: (init) => t.call('/dispatchOrder/publicTrack', { ...init, json: { waybillNo: `PC2026010100${freshPhone().slice(-4)}`, phoneTail: '1234' } }),
    },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.name}: a forged X-Forwarded-For neither escapes the caller's limit nor spends another's`, async () => {
      const caller = nextIp();
      const victim = nextIp();
      for (let i = 0; i < endpoint.perMinute; i += 1) {
        // each request claims to come from somewhere else, and one of them from the victim
        const forged = i === 0 ? victim : `203.0.113.${i + 1}`;
        expect((await endpoint.send({ ip: caller, headers: { 'x-forwarded-for': forged } })).status, `request ${i + 1}`).not.toBe(429);
      }
      const over = await endpoint.send({ ip: caller, headers: { 'x-forwarded-for': nextIp() } });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 429, message: '操作过于频繁，请稍后再试' });
      // The victim's own bucket is whole, and a second caller is not locked out by the first.
      for (let i = 0; i < endpoint.perMinute; i += 1) expect((await endpoint.send({ ip: victim, headers: {} })).status).not.toBe(429);
      expect((await endpoint.send({ ip: nextIp(), headers: {} })).status).not.toBe(429);
    });
  }
});
