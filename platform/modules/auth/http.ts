// Account and session endpoints (spec 7 "Session and login"): secret keys, image and SMS codes,
// login/logout, user info, password lock, phone and password changes, registration, password
// recovery, role release and account cancellation.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  changePhoneBody,
  loginBody,
  pwdModifyBody,
  registerBody,
  releaseRoleBody,
  resetPwdBody,
  secretKeyResponse,
  smsQuery,
  ssoLoginBody,
} from '../../contract/auth/schemas';
import { CODES, MESSAGES_8 } from '../../contract/codes';
import { MESSAGES, phoneSchema } from '../../contract/validators';
import { authOf, requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { envelopeSchema, jsonResponses, ok, jsonBody } from '../../http/envelope';
import { cancelAccount, changePhone, modifyPassword, register, releaseRole, resetPassword } from './account';
import { IMAGE_CODE_MESSAGE, consumeImageCode, createImageCode, imageOfCode } from './captcha';
import { LOCK_MESSAGE, checkPwdLock, numberCodeLogin, passwordLogin, type SessionMeta } from './login';
import { clientIp, consumeOrRefuse, createLimiters } from './rate-limit';
import { attempt, refuse } from './refusal';
import { decryptFields, issueSecret } from './secret-key';
import { ssoLogin } from './sso';
import { SMS_RESEND_SECONDS, SMS_SENT_MESSAGE, outboxSender, sendSmsCode, type SmsSender } from './sms';
import { LockStateSchema, LoginResultSchema, UserInfoSchema } from './schemas';
import { findUserByMobile, revokeToken, userInfo } from './users';

const USERS = ['用户与登录'];
const CODES_TAG = ['验证码'];

const phoneParam = z.object({
  phone: phoneSchema.openapi({ param: { name: 'phone', in: 'path' }, example: '13800000001' }),
});
const authHeader = [{ bearerAuth: [] as string[] }];

// ---------------------------------------------------------------------------------------------
// Routes

const secretKeyRoute = createRoute({
  method: 'post',
  path: '/users/secretKey',
  tags: USERS,
  summary: '获取一次性加密密钥（5 分钟内有效，仅可使用一次）',
  responses: jsonResponses(secretKeyResponse, '{ secret: 32 位十六进制 AES 密钥, key: 密钥编号 }'),
});

const imagesRoute = createRoute({
  method: 'get',
  path: '/codes/images',
  tags: CODES_TAG,
  summary: '图形验证码（SVG data URL；5 分钟内有效，仅可使用一次）',
  request: { query: z.object({ random: z.string().max(64).optional() }) },
  responses: jsonResponses(z.object({ base64: z.string(), key: z.string() }), '验证码图片与编号'),
});

const imageRoute = createRoute({
  method: 'get',
  path: '/codes/images/{key}',
  tags: CODES_TAG,
  summary: '图形验证码图片（SVG），供页面以地址引用而不必内嵌',
  request: {
    params: z.object({
      key: z
        .string()
        .uuid('验证码编号无效')
        .openapi({ param: { name: 'key', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'SVG 图片', content: { 'image/svg+xml': { schema: z.string() } } },
    404: { description: '验证码不存在、已使用或已过期', content: { 'application/json': { schema: envelopeSchema(z.null()) } } },
  },
});

const SmsSent = z.object({ seconds: z.number().int() });

const smsRoute = createRoute({
  method: 'get',
  path: '/codes/sms/{phone}',
  tags: CODES_TAG,
  summary: '发送短信验证码（登录、换绑手机、找回密码、注册）',
  description: 'phone_no_login 与 register 需要图形验证码；同一手机号 60 秒内只能发送一次。',
  request: { params: phoneParam, query: smsQuery },
  responses: jsonResponses(SmsSent, '已发送，seconds 秒后可重新获取'),
});

const smsRoleRoute = createRoute({
  method: 'get',
  path: '/codes/smsRole/{phone}',
  tags: CODES_TAG,
  summary: '发送身份验证短信验证码（用户须已存在）',
  request: { params: phoneParam },
  responses: jsonResponses(SmsSent, '已发送'),
});

const loginRoute = createRoute({
  method: 'post',
  path: '/users/login',
  tags: USERS,
  summary: '登录（密码或短信验证码）',
  description: '密码错误 5 次锁定 30 分钟（code 9941）。',
  request: jsonBody(loginBody),
  responses: jsonResponses(LoginResultSchema, '令牌与用户信息'),
});

const ssoLoginRoute = createRoute({
  method: 'post',
  path: '/users/ssoLogin',
  tags: USERS,
  summary: '统一登录门户单点登录（员工号账号）',
  description: '门户签发的一次性 HS256 票据（sub = 员工号，最长 5 分钟），每张只能登录一次。',
  request: jsonBody(ssoLoginBody),
  responses: jsonResponses(LoginResultSchema, '令牌与用户信息'),
});

const infoPaths = ['/users/info', '/users/logincheck', '/users/login_check'] as const;
const infoRoutes = infoPaths.map((path) =>
  createRoute({
    method: 'get',
    path,
    tags: USERS,
    summary: '当前登录用户信息（令牌无效时 code 403）',
    security: authHeader,
    responses: jsonResponses(UserInfoSchema, '用户信息'),
  }),
);

const logoutRoute = createRoute({
  method: 'post',
  path: '/users/logout',
  tags: USERS,
  summary: '退出登录（注销当前令牌）',
  security: authHeader,
  responses: jsonResponses(z.null(), '已退出'),
});

const pwdLockRoute = createRoute({
  method: 'get',
  path: '/users/checkPwdLock/{phone}',
  tags: USERS,
  summary: '查询账号是否因密码错误被锁定（锁定时 code 9941）',
  request: { params: phoneParam },
  responses: jsonResponses(LockStateSchema, '锁定状态'),
});

const changePhoneRoute = createRoute({
  method: 'post',
  path: '/users/changePhone',
  tags: USERS,
  summary: '修改绑定手机号',
  security: authHeader,
  request: jsonBody(changePhoneBody),
  responses: jsonResponses(z.null(), '手机号修改成功'),
});

const pwdModifyRoute = createRoute({
  method: 'post',
  path: '/users/pwd/modify',
  tags: USERS,
  summary: '修改或设置登录密码（冀东内部用户 code 9988）',
  security: authHeader,
  request: jsonBody(pwdModifyBody),
  responses: jsonResponses(UserInfoSchema, '密码修改成功，返回最新用户信息'),
});

const registerRoute = createRoute({
  method: 'post',
  path: '/users/register',
  tags: USERS,
  summary: '注册（货主、承运商、经纪人），成功即登录',
  request: jsonBody(registerBody),
  responses: jsonResponses(LoginResultSchema, '令牌与用户信息'),
});

const setPwdRoute = createRoute({
  method: 'post',
  path: '/users/setPwd',
  tags: USERS,
  summary: '为尚无密码的账号设置密码（短信类型 phone_no_login）',
  request: jsonBody(resetPwdBody),
  responses: jsonResponses(z.null(), '密码设置成功'),
});

const findPwdRoute = createRoute({
  method: 'post',
  path: '/users/findPwd',
  tags: USERS,
  summary: '找回密码（短信类型 find_pwd）',
  request: jsonBody(resetPwdBody),
  responses: jsonResponses(z.null(), '密码重置成功'),
});

const releaseRoleRoute = createRoute({
  method: 'post',
  path: '/users/releaseUserRole',
  tags: USERS,
  summary: '解除经纪人身份',
  security: authHeader,
  request: jsonBody(releaseRoleBody),
  responses: jsonResponses(z.null(), MESSAGES_8.releaseAgentSuccess),
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/users/cancelDriverOrAgentAccount',
  tags: USERS,
  summary: '注销平台账户（同时注销该用户的其他身份账户）',
  security: authHeader,
  responses: jsonResponses(z.null(), MESSAGES_8.cancelAccountSuccess),
});

// ---------------------------------------------------------------------------------------------
// Module

function sessionMeta(c: Context): SessionMeta {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}

export function createAuthModule(options: { sender?: SmsSender } = {}): PlatformModule {
  return (app, { db, log, env }) => {
    const limiters = createLimiters();
    app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      description: '登录令牌；也可放在 token 或 x-access-token 请求头',
    });
    const sender = options.sender ?? outboxSender(db, log, env.NODE_ENV);

    app.openapi(secretKeyRoute, async (c) =>
      attempt(c, async () => {
        return c.json(ok(await issueSecret(db)), 200);
      }),
    );

    app.openapi(imagesRoute, async (c) =>
      attempt(c, async () => {
        await consumeOrRefuse(c, [limiters.imageIp, clientIp(c)]);
        return c.json(ok(await createImageCode(db)), 200);
      }),
    );

    app.openapi(imageRoute, async (c) =>
      attempt(c, async () => {
        const image = await imageOfCode(db, c.req.valid('param').key);
        if (!image) refuse(IMAGE_CODE_MESSAGE, CODES.NOT_FOUND);
        // svg-captcha draws paths only; the strict CSP keeps any SVG from running anything.
        return c.body(image, 200, {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        });
      }),
    );

    const sendAndAnswer = async (c: Context, mobile: string, type: Parameters<typeof sendSmsCode>[3]) => {
      await sendSmsCode(db, sender, mobile, type, () => consumeOrRefuse(c, [limiters.smsPhone, mobile]));
      return ok({ seconds: SMS_RESEND_SECONDS }, SMS_SENT_MESSAGE);
    };

    app.openapi(smsRoute, async (c) =>
      attempt(c, async () => {
        const { phone } = c.req.valid('param');
        const { type, imgCode, imgCodeKey } = c.req.valid('query');
        // Changing the bound phone is for signed-in users only (403 otherwise).
        if (type === 'modify_binding_phone') requireAuthOf(c);
        await consumeOrRefuse(c, [limiters.smsIp, clientIp(c)]);
        if (type === 'phone_no_login' || type === 'register') {
          if (!imgCode) refuse(MESSAGES.imageCodeEmpty);
          if (!(await consumeImageCode(db, imgCodeKey, imgCode))) refuse(IMAGE_CODE_MESSAGE);
        }
        const user = await findUserByMobile(db, phone);
        const active = !!user && user.status === 'active';
        if (type === 'phone_no_login' || type === 'find_pwd') {
          if (!active) refuse(MESSAGES_8.userNotFound);
        } else if (type === 'register') {
          if (user) refuse('该手机号已注册');
        } else if (user) {
          refuse('该手机号已注册');
        }
        return c.json(await sendAndAnswer(c, phone, type), 200);
      }),
    );

    app.openapi(smsRoleRoute, async (c) =>
      attempt(c, async () => {
        const { phone } = c.req.valid('param');
        await consumeOrRefuse(c, [limiters.smsIp, clientIp(c)]);
        const user = await findUserByMobile(db, phone);
        if (!user || user.status !== 'active') refuse(MESSAGES_8.userNotFound);
        return c.json(await sendAndAnswer(c, phone, 'role'), 200);
      }),
    );

    app.openapi(loginRoute, async (c) =>
      attempt(c, async () => {
        const body = c.req.valid('json');
        await consumeOrRefuse(c, [limiters.loginIp, clientIp(c)], [limiters.loginPhone, body.userName]);
        if (body.loginType === 'password') {
          // Image code first: a wrong one changes nothing else (not even the secret key).
          if (!(await consumeImageCode(db, body.imgCodeKey, body.imgCode))) refuse(IMAGE_CODE_MESSAGE);
          const { password } = await decryptFields(db, body.secretKey, { password: body.password });
          if (!password) refuse(MESSAGES.passwordRequired);
          return c.json(ok(await passwordLogin(db, body.userName, password, sessionMeta(c)), '登录成功'), 200);
        }
        return c.json(ok(await numberCodeLogin(db, body.userName, body.numberCode, sessionMeta(c)), '登录成功'), 200);
      }),
    );

    app.openapi(ssoLoginRoute, async (c) =>
      attempt(c, async () => {
        await consumeOrRefuse(c, [limiters.loginIp, clientIp(c)]);
        const { ticket } = c.req.valid('json');
        return c.json(ok(await ssoLogin(db, env.SSO_SHARED_SECRET, ticket, sessionMeta(c)), '登录成功'), 200);
      }),
    );

    for (const route of infoRoutes) {
      app.openapi(route, async (c) => {
        const auth = requireAuthOf(c);
        return c.json(ok(await userInfo(db, auth.user, auth.role)), 200);
      });
    }

    app.openapi(logoutRoute, async (c) => {
      const auth = authOf(c);
      if (auth) await revokeToken(db, auth.tokenHash);
      return c.json(ok(null, '退出成功'), 200);
    });

    app.openapi(pwdLockRoute, async (c) =>
      attempt(c, async () => {
        const { phone } = c.req.valid('param');
        const state = await checkPwdLock(db, phone);
        if (state.locked) refuse(LOCK_MESSAGE, CODES.PWD_LOCKED, state);
        return c.json(ok(state), 200);
      }),
    );

    app.openapi(changePhoneRoute, async (c) =>
      attempt(c, async () => {
        const auth = requireAuthOf(c);
        await changePhone(db, auth, c.req.valid('json'));
        return c.json(ok(null, '手机号修改成功'), 200);
      }),
    );

    app.openapi(pwdModifyRoute, async (c) =>
      attempt(c, async () => {
        const auth = requireAuthOf(c);
        return c.json(ok(await modifyPassword(db, auth, c.req.valid('json')), '密码修改成功'), 200);
      }),
    );

    app.openapi(registerRoute, async (c) => attempt(c, async () => c.json(ok(await register(db, c.req.valid('json'), sessionMeta(c)), '注册成功'), 200)));

    app.openapi(setPwdRoute, async (c) =>
      attempt(c, async () => {
        await resetPassword(db, 'set', c.req.valid('json'));
        return c.json(ok(null, '密码设置成功'), 200);
      }),
    );

    app.openapi(findPwdRoute, async (c) =>
      attempt(c, async () => {
        await resetPassword(db, 'find', c.req.valid('json'));
        return c.json(ok(null, '密码重置成功'), 200);
      }),
    );

    app.openapi(releaseRoleRoute, async (c) =>
      attempt(c, async () => {
        const auth = requireAuthOf(c);
        await releaseRole(db, auth, c.req.valid('json').role);
        return c.json(ok(null, MESSAGES_8.releaseAgentSuccess), 200);
      }),
    );

    app.openapi(cancelRoute, async (c) =>
      attempt(c, async () => {
        const auth = requireAuthOf(c);
        await cancelAccount(db, auth);
        return c.json(ok(null, MESSAGES_8.cancelAccountSuccess), 200);
      }),
    );
  };
}

export const authModule: PlatformModule = createAuthModule();
