// The account area's route table (spec 7 "Session and login"): secret keys, image and SMS codes,
// login (password, SMS code, SSO ticket), user info, logout, the password lock, phone and password
// changes, registration, password recovery, role release and account cancellation.
// Not in the table: GET /codes/images/{key} answers a PNG image, not an envelope; it stays a
// hand-written route in platform/modules/auth/http.ts (described in the OpenAPI document there),
// and the app reaches it through IMAGE_CODE_PATH.
import { z } from 'zod';
import { MESSAGES_8 } from '../codes';
import { endpoints } from '../endpoints';
import { phoneSchema } from '../validators';
import { changePhoneBody, loginBody, pwdModifyBody, registerBody, releaseRoleBody, resetPwdBody, secretKeyResponse, smsQuery, ssoLoginBody } from './schemas';
import { loginResult, userInfo } from './user';

/** The PNG of an image code, by its key (not an envelope, so not in the table). */
export const IMAGE_CODE_PATH = (key: string) => `/codes/images/${encodeURIComponent(key)}`;

const phoneParams = z.object({ phone: phoneSchema });
const smsSent = z.object({ seconds: z.number().int() });
const lockState = z.object({ locked: z.boolean(), minutesLeft: z.number().int().optional() });

const info = (path: string) =>
  ({ permission: 'signed-in', method: 'get', path, summary: '当前登录用户信息（令牌无效时 code 403）', response: userInfo }) as const;

export const authApi = endpoints(['用户与登录'], {
  secretKey: {
    permission: 'public',
    method: 'post',
    path: '/users/secretKey',
    auth: false,
    summary: '获取一次性加密密钥（5 分钟内有效，仅可使用一次）：{ secret: 32 位十六进制 AES 密钥, key: 密钥编号 }',
    response: secretKeyResponse,
  },
  imageCode: {
    permission: 'public',
    method: 'get',
    path: '/codes/images',
    tags: ['验证码'],
    auth: false,
    summary: '图形验证码（PNG data URL；5 分钟内有效，仅可使用一次）',
    query: z.object({ random: z.string().max(64).optional() }),
    response: z.object({ base64: z.string(), key: z.string() }),
  },
  questionCode: {
    permission: 'public',
    method: 'get',
    path: '/codes/question',
    tags: ['验证码'],
    auth: false,
    summary:
      '文字验证题：图形验证码的无障碍替代（读屏、盲文点显器、文本浏览器可读），与图形验证码同一编号空间、同样的频率限制、5 分钟内有效、仅可使用一次；答案填在 imgCode，编号填在 imgCodeKey',
    response: z.object({ key: z.string(), question: z.string() }),
  },
  liveCode: {
    permission: 'public',
    method: 'get',
    path: '/codes/live/{key}',
    tags: ['验证码'],
    auth: false,
    summary:
      '验证码（图形或文字题）是否仍可作答：未使用且未过期时返回 { key, question }（图形验证码 question 为 null），否则 code 404；页面重新加载时沿用同一验证码',
    params: z.object({ key: z.string().uuid('验证码编号无效') }),
    response: z.object({ key: z.string(), question: z.string().nullable() }),
  },
  smsCode: {
    permission: 'public',
    method: 'get',
    path: '/codes/sms/{phone}',
    tags: ['验证码'],
    auth: false,
    summary: '发送短信验证码（登录、换绑手机、找回密码、注册）；phone_no_login 与 register 需要图形验证码，同一手机号 60 秒内只能发送一次',
    params: phoneParams,
    query: smsQuery,
    response: smsSent,
  },
  smsRoleCode: {
    permission: 'public',
    method: 'get',
    path: '/codes/smsRole/{phone}',
    tags: ['验证码'],
    auth: false,
    summary: '发送身份验证短信验证码（无论号码是否注册，回答相同）',
    params: phoneParams,
    response: smsSent,
  },
  login: {
    permission: 'public',
    method: 'post',
    path: '/users/login',
    auth: false,
    summary:
      '登录（密码或短信验证码）；同一来源连续 5 次密码错误，该号码对该来源锁定 30 分钟（code 9941）；所有来源 1 小时内累计 50 次，密码登录对所有人暂停 30 分钟（code 9941）',
    body: loginBody,
    response: loginResult,
  },
  ssoLogin: {
    permission: 'public',
    method: 'post',
    path: '/users/ssoLogin',
    auth: false,
    summary: '统一登录门户单点登录（员工号账号）：门户签发的一次性 HS256 票据（sub = 员工号，最长 5 分钟），每张只能登录一次',
    body: ssoLoginBody,
    response: loginResult,
  },
  info: info('/users/info'),
  loginCheck: info('/users/logincheck'),
  loginCheckOld: info('/users/login_check'),
  logout: { permission: 'public', method: 'post', path: '/users/logout', summary: '退出登录（注销当前令牌）', response: z.null() },
  pwdLock: {
    permission: 'public',
    method: 'get',
    path: '/users/checkPwdLock/{phone}',
    auth: false,
    summary: '查询账号是否因密码错误被锁定（锁定时 code 9941）',
    params: phoneParams,
    response: lockState,
  },
  changePhone: { permission: 'signed-in', method: 'post', path: '/users/changePhone', summary: '修改绑定手机号', body: changePhoneBody, response: z.null() },
  pwdModify: {
    permission: 'signed-in',
    method: 'post',
    path: '/users/pwd/modify',
    summary: '修改或设置登录密码（冀东内部用户 code 9988），返回最新用户信息',
    body: pwdModifyBody,
    response: userInfo,
  },
  register: {
    permission: 'public',
    method: 'post',
    path: '/users/register',
    auth: false,
    summary: '注册（货主、承运商、经纪人），成功即登录',
    body: registerBody,
    response: loginResult,
  },
  setPwd: {
    permission: 'public',
    method: 'post',
    path: '/users/setPwd',
    auth: false,
    summary: '为尚无密码的账号设置密码（短信类型 phone_no_login）',
    body: resetPwdBody,
    response: z.null(),
  },
  findPwd: {
    permission: 'public',
    method: 'post',
    path: '/users/findPwd',
    auth: false,
    summary: '找回密码（短信类型 find_pwd）',
    body: resetPwdBody,
    response: z.null(),
  },
  releaseRole: {
    permission: 'signed-in',
    method: 'post',
    path: '/users/releaseUserRole',
    summary: `解除经纪人身份（${MESSAGES_8.releaseAgentSuccess}）`,
    body: releaseRoleBody,
    response: z.null(),
  },
  cancelAccount: {
    permission: 'signed-in',
    method: 'post',
    path: '/users/cancelDriverOrAgentAccount',
    summary: `注销平台账户（同时注销该用户的其他身份账户；${MESSAGES_8.cancelAccountSuccess}）`,
    response: z.null(),
  },
});
