// POST /users/login and the password lock: five wrong passwords in a row lock the account for
// 30 minutes (code 9941). Unknown phones get the same answer as wrong passwords.
import { and, eq, lte, sql } from 'drizzle-orm';
import { CODES } from '../../contract/codes';
import type { LoginBody } from '../../contract/auth/schemas';
import type { LoginResult } from '../../contract/auth/user';
import { MESSAGES } from '../../contract/validators';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { IMAGE_CODE_MESSAGE, consumeImageCode } from './captcha';
import { hashPassword, verifyPassword } from './password';
import { decryptFields } from './secret-key';
import { requireSmsCode } from './sms';
import { createSession, findUserByMobile, reloadUser, userInfo } from './users';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 30;
export const LOCK_MESSAGE = '密码错误次数过多，账号已锁定，请30分钟后再试';
export const WRONG_CREDENTIALS = '账号或密码错误';
export const CANCELLED_MESSAGE = '账号已注销';
export const NO_PASSWORD_MESSAGE = '该账号尚未设置密码，请使用验证码登录';

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

export type LockState = { locked: false } | { locked: true; minutesLeft: number };

export function lockState(user: Pick<AuthUser, 'lockedUntil'>, now = Date.now()): LockState {
  const until = user.lockedUntil?.getTime() ?? 0;
  if (until <= now) return { locked: false };
  return { locked: true, minutesLeft: Math.max(1, Math.ceil((until - now) / 60_000)) };
}

/** Refuses with 9941 (and `{ locked, minutesLeft }`) while the user is locked. */
export function refuseIfLocked(user: Pick<AuthUser, 'lockedUntil'>): void {
  const state = lockState(user);
  if (state.locked) refuse(LOCK_MESSAGE, CODES.PWD_LOCKED, state);
}

export async function checkPwdLock(db: Db, mobile: string): Promise<LockState> {
  const user = await findUserByMobile(db, mobile);
  return user ? lockState(user) : { locked: false };
}

// Unknown phones still cost one scrypt, so response time does not tell which phones exist.
let dummyHash: Promise<string> | null = null;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-0');
  return dummyHash;
}

export async function startSession(db: Db, user: AuthUser, meta: SessionMeta): Promise<LoginResult> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  const { token, role } = await createSession(db, user, meta);
  return { token, user: await userInfo(db, await reloadUser(db, user.id), role) };
}

/** Password login; the image code and the secret key have been checked by the caller. */
export async function passwordLogin(db: Db, mobile: string, password: string, meta: SessionMeta): Promise<LoginResult> {
  const user = await findUserByMobile(db, mobile);
  if (!user) {
    await verifyPassword(password, await timingDummy());
    refuse(WRONG_CREDENTIALS);
  }
  if (user.status !== 'active') refuse(CANCELLED_MESSAGE);
  refuseIfLocked(user);
  if (user.lockedUntil) {
    // A lock that has run out: the user starts again with five tries.
    await db
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(and(eq(users.id, user.id), lte(users.lockedUntil, sql`now()`)));
  }
  if (!user.passwordHash) {
    // The same scrypt as every other answer, so an account without a password is not the fast one.
    await verifyPassword(password, await timingDummy());
    refuse(NO_PASSWORD_MESSAGE);
  }
  if (await verifyPassword(password, user.passwordHash)) {
    refuseIfSsoOnly(user);
    return startSession(db, user, meta);
  }

  const [counted] = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, user.id))
    .returning({ failedLogins: users.failedLogins });
  const failed = counted?.failedLogins ?? MAX_FAILED_LOGINS;
  if (failed >= MAX_FAILED_LOGINS) {
    const lockedUntil = new Date(Date.now() + LOCK_MINUTES * 60_000);
    await db.update(users).set({ lockedUntil }).where(eq(users.id, user.id));
    refuse(LOCK_MESSAGE, CODES.PWD_LOCKED, { locked: true, minutesLeft: LOCK_MINUTES });
  }
  const left = MAX_FAILED_LOGINS - failed;
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
