// Account changes of a signed-in user (phone, password, roles, cancellation) and the public
// registration / password-recovery flows.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { REGISTER_ROLES } from '../../contract/auth/schemas';
import { CODES, MESSAGES_8 } from '../../contract/codes';
import type { Role, UserInfo } from '../../contract/auth/user';
import { MESSAGES, isValidPassword } from '../../contract/validators';
import type { Db, Tx } from '../../db/client';
import { drivers, orders, userRoles, users, waybills } from '../../db/schema';
import type { Auth, AuthUser } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { forgetShells } from '../workspace/service';
import type { LoginResult, SessionMeta } from './login';
import { clearPhone } from './lockout';
import { hashPassword, verifyPassword } from './password';
import { decryptFields } from './secret-key';
import { requireSmsCode } from './sms';
import { createSession, findUserByMobile, reloadUser, revokeTokens, rolesOf, userInfo } from './users';

type Executor = Db | Tx;

export const PHONE_TAKEN = '该手机号已注册';
export const USER_NOT_FOUND = MESSAGES_8.userNotFound;

/** Order statuses after which a carrier has nothing left to do. */
export const FINISHED_ORDER_STATUSES = ['COMPLETE', 'CANCEL', 'REFUSE'];
/** Waybill statuses of a truck that has not been signed for yet. */
export const OPEN_WAYBILL_STATUSES = ['CREATED', 'START', 'LOAD', 'UNLOAD'];

/** New password + confirmation: the spec's messages, in the spec's order. */
export function checkNewPassword(newPwd: string | undefined, confirm: string | undefined): string {
  if (!newPwd) refuse(MESSAGES.newPasswordRequired);
  if (!isValidPassword(newPwd)) refuse(MESSAGES.passwordRule);
  if (!confirm) refuse(MESSAGES.confirmPasswordRequired);
  if (confirm !== newPwd) refuse(MESSAGES.passwordMismatch);
  return newPwd;
}

// ---------------------------------------------------------------------------------------------
// Signed-in user

export async function changePhone(db: Db, auth: Auth, body: { pwd: string; secretKey: string; mobile: string; code: string }): Promise<void> {
  const user = auth.user;
  const { pwd } = await decryptFields(db, body.secretKey, { pwd: body.pwd });
  if (!pwd) refuse(MESSAGES.loginPasswordRequired);
  if (!user.passwordHash) refuse('该账号尚未设置密码，请先设置登录密码');
  if (!(await verifyPassword(pwd, user.passwordHash))) refuse('登录密码错误');
  if (body.mobile === user.mobile) refuse('新手机号不能与当前手机号相同');
  // The code first: only someone holding the new phone learns that it has an account (issue 41 item 4).
  await requireSmsCode(db, body.mobile, 'modify_binding_phone', body.code);
  if (await findUserByMobile(db, body.mobile)) refuse(PHONE_TAKEN);
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ mobile: body.mobile }).where(eq(users.id, user.id));
      await revokeTokens(tx, user.id, { exceptTokenHash: auth.tokenHash });
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(PHONE_TAKEN);
    throw error;
  }
}

export async function modifyPassword(db: Db, auth: Auth, body: { oldPwd?: string; newPwd: string; confirm_pwd: string; secretKey: string }): Promise<UserInfo> {
  const user = auth.user;
  if (user.employeeNo) refuse(MESSAGES_8.ssoOnly, CODES.SSO_ONLY);
  const fields = await decryptFields(db, body.secretKey, {
    oldPwd: body.oldPwd,
    newPwd: body.newPwd,
    confirm_pwd: body.confirm_pwd,
  });
  if (user.passwordHash) {
    if (!fields.oldPwd) refuse(MESSAGES.oldPasswordRequired);
    if (!(await verifyPassword(fields.oldPwd, user.passwordHash))) refuse('原始密码错误');
  }
  const newPwd = checkNewPassword(fields.newPwd, fields.confirm_pwd);
  const passwordHash = await hashPassword(newPwd);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, pwdChangedAt: new Date() }).where(eq(users.id, user.id));
    await clearPhone(tx, user.mobile);
    // Other sessions may belong to whoever knew the old password.
    await revokeTokens(tx, user.id, { exceptTokenHash: auth.tokenHash });
  });
  return userInfo(db, await reloadUser(db, user.id), auth.role);
}

// ---------------------------------------------------------------------------------------------
// Public: registration, first password, recovery

export async function register(
  db: Db,
  body: {
    role: (typeof REGISTER_ROLES)[number];
    mobile: string;
    numberCode: string;
    password: string;
    confirm_pwd: string;
    secretKey: string;
    realName?: string;
  },
  meta: SessionMeta,
): Promise<LoginResult> {
  const fields = await decryptFields(db, body.secretKey, { password: body.password, confirm_pwd: body.confirm_pwd });
  const password = checkNewPassword(fields.password, fields.confirm_pwd);
  // The SMS code first: until it proves the caller holds the phone, a registered number answers
  // as an unregistered one does (issue 41 item 4).
  await requireSmsCode(db, body.mobile, 'register', body.numberCode);
  if (await findUserByMobile(db, body.mobile)) refuse(PHONE_TAKEN);
  const passwordHash = await hashPassword(password);
  let created: AuthUser;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ mobile: body.mobile, realName: body.realName ?? '', passwordHash, pwdChangedAt: new Date() })
        .returning();
      await tx.insert(userRoles).values({ userId: row.id, role: body.role });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(PHONE_TAKEN);
    throw error;
  }
  const { token, role } = await createSession(db, created, meta);
  return { token, user: await userInfo(db, created, role) };
}

/** /users/setPwd (first password, SMS type phone_no_login) and /users/findPwd (type find_pwd). */
export async function resetPassword(
  db: Db,
  mode: 'set' | 'find',
  body: { mobile: string; numberCode: string; newPwd: string; confirm_pwd: string; secretKey: string },
): Promise<void> {
  const fields = await decryptFields(db, body.secretKey, { newPwd: body.newPwd, confirm_pwd: body.confirm_pwd });
  const newPwd = checkNewPassword(fields.newPwd, fields.confirm_pwd);
  // The code first, the account after: until the code proves the caller holds the phone, a phone
  // with an account, one without and one whose account has a password answer alike (issue 41 item 4).
  await requireSmsCode(db, body.mobile, mode === 'set' ? 'phone_no_login' : 'find_pwd', body.numberCode);
  const user = await findUserByMobile(db, body.mobile);
  if (!user || user.status !== 'active') refuse(USER_NOT_FOUND);
  if (mode === 'set' && user.passwordHash) refuse('该账号已设置密码');
  const passwordHash = await hashPassword(newPwd);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, pwdChangedAt: new Date() }).where(eq(users.id, user.id));
    // The phone is proven: the locks others caused on it end with the new password.
    await clearPhone(tx, user.mobile);
    await revokeTokens(tx, user.id);
  });
}

// ---------------------------------------------------------------------------------------------
// Roles and cancellation

export async function hasOpenOrdersAsCarrier(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.carrierUserId, userId), notInArray(orders.status, FINISHED_ORDER_STATUSES)))
    .limit(1);
  return !!row;
}

export async function hasOpenWaybillsAsDriver(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: waybills.id })
    .from(waybills)
    .innerJoin(drivers, eq(drivers.id, waybills.driverId))
    .where(and(eq(drivers.userId, userId), inArray(waybills.status, OPEN_WAYBILL_STATUSES)))
    .limit(1);
  return !!row;
}

/**
 * The user's wallet balance in fen. There is no wallet table yet: the wallet issue implements
 * this (balance of all the user's wallet accounts); until then nobody has money on the platform.
 */
export async function walletBalanceFen(_db: Executor, _userId: number): Promise<number> {
  return 0;
}

export async function releaseRole(db: Db, auth: Auth, role: Role): Promise<void> {
  const userId = auth.user.id;
  await db.transaction(async (tx) => {
    // One account change at a time per user (a concurrent cancel or release waits here).
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const roles = await rolesOf(tx, userId);
    if (!roles.includes(role)) refuse('您未持有经纪人身份');
    if (roles.length < 2) refuse('仅持有该身份，无法解除');
    if (await hasOpenOrdersAsCarrier(tx, userId)) refuse('您还有未完成的订单，无法解除经纪人身份');
    if (await hasOpenWaybillsAsDriver(tx, userId)) refuse('您还有未签收的派车单，无法解除经纪人身份');
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    await revokeTokens(tx, userId, { role });
  });
  // the user's other sessions show their roles without the released one at once
  forgetShells(db);
}

/** Roles whose holders may cancel their platform account (spec 6: the individual_agent menu; drivers). */
export const CANCELLABLE_ROLES: readonly Role[] = ['individual_agent', 'driver'];

export async function cancelAccount(db: Db, auth: Auth): Promise<void> {
  const userId = auth.user.id;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const roles = await rolesOf(tx, userId);
    if (!roles.some((r) => CANCELLABLE_ROLES.includes(r))) refuse('当前身份不支持注销平台账户');
    if (await hasOpenWaybillsAsDriver(tx, userId)) refuse('您还有未签收的派车单，无法注销');
    if (await hasOpenOrdersAsCarrier(tx, userId)) refuse('您还有未完成的订单，无法注销');
    if ((await walletBalanceFen(tx, userId)) > 0) refuse('请先提现钱包余额');
    await tx.update(users).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(users.id, userId));
    // Every identity of the account goes with it.
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await revokeTokens(tx, userId);
  });
}
