// POST /users/login and the password lock: five wrong passwords in a row from one source lock the
// phone for that source for 30 minutes (code 9941), fifty within an hour from anywhere lock it for
// everyone (lockout.ts). Unknown phones, phones without a password and wrong passwords get the
// same answers, counts and locks, in the same time (issue 41 item 4).
import { CODES } from '../../contract/codes';
import type { LoginBody } from '../../contract/auth/schemas';
import type { LoginResult } from '../../contract/auth/user';
import { MESSAGES } from '../../contract/validators';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { IMAGE_CODE_MESSAGE, consumeImageCode } from './captcha';
import { ACCOUNT_MAX_FAILURES, LOCK_MINUTES, PAIR_MAX_FAILURES, clearPair, countFailure, locksOf, sourceOf, type LockState } from './lockout';
import { hashPassword, verifyPassword } from './password';
import { decryptFields } from './secret-key';
import { requireSmsCode } from './sms';
import { createSession, findUserByMobile, reloadUser, userInfo } from './users';

export { LOCK_MINUTES, type LockState };
export const MAX_FAILED_LOGINS = PAIR_MAX_FAILURES;
export const LOCK_MESSAGE = '密码错误次数过多，账号已锁定，请30分钟后再试';
/** The account-wide lock (fifty wrong passwords within an hour from all sources): SMS sign-in still works. */
export const ACCOUNT_LOCK_MESSAGE = `该账号一小时内密码错误已达${ACCOUNT_MAX_FAILURES}次，密码登录已暂停${LOCK_MINUTES}分钟，请使用验证码登录`;
export const WRONG_CREDENTIALS = '账号或密码错误';
export const CANCELLED_MESSAGE = '账号已注销';

export const SSO_LOGIN_MESSAGE = '冀东内部用户请使用统一登录门户登录';

/**
 * Employee accounts (employeeNo) sign in through the group's unified portal (spec 8: 9988 on
 * login opens the SSO notice). Checked only after the credentials are right, so the answer does
 * not tell a stranger which phones belong to employees.
 */
function refuseIfSsoOnly(user: Pick<AuthUser, 'employeeNo'>): void {
  if (user.employeeNo) refuse(SSO_LOGIN_MESSAGE, CODES.SSO_ONLY);
}

export type SessionMeta = { ip?: string | null; userAgent?: string | null };
export type { LoginResult };

/**
 * GET /users/checkPwdLock/{phone}: the lock of the caller's own source only. Whether someone
 * elsewhere has locked the phone is not told to anyone who asks (and a phone nobody registered
 * answers like any other).
 */
export async function checkPwdLock(db: Db, mobile: string, ip: string | null | undefined): Promise<LockState> {
  return (await locksOf(db, mobile, sourceOf(ip))).pair;
}

// Every wrong answer costs one scrypt, so response time does not tell which phones exist or have a password.
let dummyHash: Promise<string> | null = null;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-0');
  return dummyHash;
}

export async function startSession(db: Db, user: AuthUser, meta: SessionMeta): Promise<LoginResult> {
  const { token, role } = await createSession(db, user, meta);
  return { token, user: await userInfo(db, await reloadUser(db, user.id), role) };
}

/** Password login; the image code and the secret key have been checked by the caller. */
export async function passwordLogin(db: Db, mobile: string, password: string, meta: SessionMeta): Promise<LoginResult> {
  const source = sourceOf(meta.ip);
  const locks = await locksOf(db, mobile, source);
  if (locks.pair.locked) refuse(LOCK_MESSAGE, CODES.PWD_LOCKED, locks.pair);
  if (locks.account.locked) refuse(ACCOUNT_LOCK_MESSAGE, CODES.PWD_LOCKED, locks.account);
  const user = await findUserByMobile(db, mobile);
  // One scrypt whoever the phone belongs to: a phone nobody uses and an account without a password
  // are checked against the dummy hash and never match.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await timingDummy()));
  if (user?.passwordHash && matches) {
    if (user.status !== 'active') refuse(CANCELLED_MESSAGE);
    refuseIfSsoOnly(user);
    await clearPair(db, mobile, source);
    return startSession(db, user, meta);
  }
  const counted = await countFailure(db, mobile, source);
  if (counted.pairLocked) refuse(LOCK_MESSAGE, CODES.PWD_LOCKED, { locked: true, minutesLeft: LOCK_MINUTES });
  if (counted.accountLocked) refuse(ACCOUNT_LOCK_MESSAGE, CODES.PWD_LOCKED, { locked: true, minutesLeft: LOCK_MINUTES });
  const left = MAX_FAILED_LOGINS - counted.failures;
  refuse(left <= 2 ? `${WRONG_CREDENTIALS}，还可尝试${left}次` : WRONG_CREDENTIALS);
}

/** SMS-code login (type phone_no_login). */
export async function numberCodeLogin(db: Db, mobile: string, numberCode: string, meta: SessionMeta): Promise<LoginResult> {
  await requireSmsCode(db, mobile, 'phone_no_login', numberCode);
  const user = await findUserByMobile(db, mobile);
  if (!user) refuse('用户不存在');
  if (user.status !== 'active') refuse(CANCELLED_MESSAGE);
  refuseIfSsoOnly(user);
  return startSession(db, user, meta);
}

/** POST /users/login: the image code first (a wrong one changes nothing else, not even the secret key), then the password or SMS code. */
export async function loginWith(db: Db, body: LoginBody, meta: SessionMeta): Promise<LoginResult> {
  if (body.loginType === 'numberCode') return numberCodeLogin(db, body.userName, body.numberCode, meta);
  if (!(await consumeImageCode(db, body.imgCodeKey, body.imgCode))) refuse(IMAGE_CODE_MESSAGE);
  const { password } = await decryptFields(db, body.secretKey, { password: body.password });
  if (!password) refuse(MESSAGES.passwordRequired);
  return passwordLogin(db, body.userName, password, meta);
}
