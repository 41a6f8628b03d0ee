// Account and session endpoints, served from the route table platform/contract/auth/api.ts, and
// the one route the table cannot hold: the image code's SVG (GET /codes/images/{key}).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { authApi as api } from '../../contract/auth/api';
import { CODES, MESSAGES_8 } from '../../contract/codes';
import type { Db } from '../../db/client';
import { authOf, requireAuthOf } from '../../http/auth';
import { callerAddress } from '../../http/caller';
import { envelopeSchema, ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { refuse } from '../../http/refusal';
import { saveLoginLog } from '../log/service';
import { cancelAccount, changePhone, modifyPassword, register, releaseRole, resetPassword } from './account';
import { IMAGE_CODE_MESSAGE, createImageCode, createTextCode, imageOfCode, liveCodeOf } from './captcha';
import { LOCK_MESSAGE, checkPwdLock, loginWith, type LoginResult, type SessionMeta } from './login';
import { clientIp, consumeOrRefuse, createLimiters, rateLimitStoreOf } from './rate-limit';
import { issueSecret } from './secret-key';
import { senderFor } from './sms-providers';
import { SMS_RESEND_SECONDS, SMS_SENT_MESSAGE, outboxSender, sendSmsCode, type SmsCodeType, type SmsSender } from './sms';
import { checkSmsRequest } from './sms-rules';
import { ssoLogin } from './sso';
import { revokeToken, userInfo } from './users';

const imageRoute = createRoute({
  method: 'get',
  path: '/codes/images/{key}',
  tags: ['验证码'],
  summary: '图形验证码图片（PNG），供页面以地址引用而不必内嵌',
  request: {
    params: z.object({
      key: z
        .string()
        .uuid('验证码编号无效')
        .openapi({ param: { name: 'key', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'PNG 图片', content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } } },
    404: { description: '验证码不存在、已使用或已过期', content: { 'application/json': { schema: envelopeSchema(z.null()) } } },
  },
});

function sessionMeta(c: Context): SessionMeta {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}

type LoginMethod = 'password' | 'sms' | 'sso';

/**
 * Runs a sign-in and writes its login-log row, success or failure with the answer's message (the
 * row is queued, not awaited: modules/log/service.ts). A refusal is thrown on unchanged.
 */
async function loggedLogin(db: Db, c: Context, attempt: { method: LoginMethod; account: string }, signIn: () => Promise<LoginResult>): Promise<LoginResult> {
  const meta = { ip: callerAddress(c), userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null };
  try {
    const signedIn = await signIn();
    saveLoginLog(db, { ...meta, method: attempt.method, account: signedIn.user.mobile, userId: signedIn.user.userId, success: true, reason: null });
    return signedIn;
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : '登录失败';
    saveLoginLog(db, { ...meta, method: attempt.method, account: attempt.account.slice(0, 50), userId: null, success: false, reason });
    throw error;
  }
}

export function createAuthArea(options: { sender?: SmsSender } = {}): PlatformArea {
  return ({ db, log, env }) => {
    // One set of limiters per app: in memory every app (and every test file) starts from zero; in
    // the database every app on it shares the counts (RATE_LIMIT_STORE).
    const limiters = createLimiters(rateLimitStoreOf(db, env));
    const sender = options.sender ?? senderFor(db, log, env, outboxSender(db, log, env.NODE_ENV));
    const sendCode = async (c: Context, phone: string, type: SmsCodeType) => {
      await sendSmsCode(db, sender, phone, type, () => consumeOrRefuse(c, [limiters.smsPhone, phone]));
      return c.json(ok({ seconds: SMS_RESEND_SECONDS }, SMS_SENT_MESSAGE), 200);
    };
    const router = areaRouter();
    router.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      description: '登录令牌；也可放在 token 或 x-access-token 请求头',
    });
    const info = async (c: Context) => {
      const auth = requireAuthOf(c);
      return c.json(ok(await userInfo(db, auth.user, auth.role)), 200);
    };
    return router
      .openapi(routeOf(api.secretKey), async (c) => c.json(ok(await issueSecret(db)), 200))
      .openapi(routeOf(api.imageCode), async (c) => {
        await consumeOrRefuse(c, [limiters.imageIp, clientIp(c)]);
        return c.json(ok(await createImageCode(db)), 200);
      })
      .openapi(routeOf(api.questionCode), async (c) => {
        // The same limit as the picture: the alternative is no cheaper way in.
        await consumeOrRefuse(c, [limiters.imageIp, clientIp(c)]);
        return c.json(ok(await createTextCode(db)), 200);
      })
      .openapi(routeOf(api.liveCode), async (c) => {
        const live = await liveCodeOf(db, c.req.valid('param').key);
        if (!live) refuse(IMAGE_CODE_MESSAGE, CODES.NOT_FOUND);
        return c.json(ok(live), 200);
      })
      .openapi(imageRoute, async (c) => {
        const image = await imageOfCode(db, c.req.valid('param').key);
        if (!image) refuse(IMAGE_CODE_MESSAGE, CODES.NOT_FOUND);
        return c.body(Buffer.from(image, 'base64'), 200, {
          'content-type': 'image/png',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
      })
      .openapi(routeOf(api.smsCode), async (c) => {
        const { phone } = c.req.valid('param');
        const query = c.req.valid('query');
        // Changing the bound phone is for signed-in users only (403 otherwise).
        if (query.type === 'modify_binding_phone') requireAuthOf(c);
        await consumeOrRefuse(c, [limiters.smsIp, clientIp(c)]);
        await checkSmsRequest(db, phone, query.type, query);
        return sendCode(c, phone, query.type);
      })
      .openapi(routeOf(api.smsRoleCode), async (c) => {
        const { phone } = c.req.valid('param');
        await consumeOrRefuse(c, [limiters.smsIp, clientIp(c)]);
        // The same answer whether or not the phone has an account (issue 41 item 4; see sms-rules.ts).
        return sendCode(c, phone, 'role');
      })
      .openapi(routeOf(api.login), async (c) => {
        const body = c.req.valid('json');
        const method = body.loginType === 'numberCode' ? 'sms' : 'password';
        const signedIn = await loggedLogin(db, c, { method, account: body.userName }, async () => {
          await consumeOrRefuse(c, [limiters.loginIp, clientIp(c)], [limiters.loginPhone, body.userName]);
          return loginWith(db, body, sessionMeta(c));
        });
        // The per-phone limit is against guessing (10 failed attempts a minute from any IPs): a
        // successful login gives its point back, so a dispatcher who signs in on several devices
        // is not refused. The point is taken first, so parallel guesses cannot slip past it.
        await limiters.loginPhone.reward(body.userName);
        return c.json(ok(signedIn, '登录成功'), 200);
      })
      .openapi(routeOf(api.ssoLogin), async (c) => {
        // The ticket names the employee only once it is verified: a refused one is logged as the portal's.
        const signedIn = await loggedLogin(db, c, { method: 'sso', account: '统一登录门户' }, async () => {
          await consumeOrRefuse(c, [limiters.loginIp, clientIp(c)]);
          const sso = { secret: env.SSO_SHARED_SECRET, issuer: env.SSO_ISSUER, audience: env.SSO_AUDIENCE };
          return ssoLogin(db, sso, c.req.valid('json').ticket, sessionMeta(c));
        });
        return c.json(ok(signedIn, '登录成功'), 200);
      })
      .openapi(routeOf(api.info), info)
      .openapi(routeOf(api.loginCheck), info)
      .openapi(routeOf(api.loginCheckOld), info)
      .openapi(routeOf(api.logout), async (c) => {
        const auth = authOf(c);
        if (auth) await revokeToken(db, auth.tokenHash);
        return c.json(ok(null, '退出成功'), 200);
      })
      .openapi(routeOf(api.pwdLock), async (c) => {
        const state = await checkPwdLock(db, c.req.valid('param').phone, clientIp(c));
        if (state.locked) refuse(LOCK_MESSAGE, CODES.PWD_LOCKED, state);
        return c.json(ok(state), 200);
      })
      .openapi(routeOf(api.changePhone), async (c) => {
        await changePhone(db, requireAuthOf(c), c.req.valid('json'));
        return c.json(ok(null, '手机号修改成功'), 200);
      })
      .openapi(routeOf(api.pwdModify), async (c) => c.json(ok(await modifyPassword(db, requireAuthOf(c), c.req.valid('json')), '密码修改成功'), 200))
      .openapi(routeOf(api.register), async (c) => c.json(ok(await register(db, c.req.valid('json'), sessionMeta(c)), '注册成功'), 200))
      .openapi(routeOf(api.setPwd), async (c) => {
        await resetPassword(db, 'set', c.req.valid('json'));
        return c.json(ok(null, '密码设置成功'), 200);
      })
      .openapi(routeOf(api.findPwd), async (c) => {
        await resetPassword(db, 'find', c.req.valid('json'));
        return c.json(ok(null, '密码重置成功'), 200);
      })
      .openapi(routeOf(api.releaseRole), async (c) => {
        await releaseRole(db, requireAuthOf(c), c.req.valid('json').role);
        return c.json(ok(null, MESSAGES_8.releaseAgentSuccess), 200);
      })
      .openapi(routeOf(api.cancelAccount), async (c) => {
        await cancelAccount(db, requireAuthOf(c));
        return c.json(ok(null, MESSAGES_8.cancelAccountSuccess), 200);
      });
  };
}

export const authArea: PlatformArea = createAuthArea();
