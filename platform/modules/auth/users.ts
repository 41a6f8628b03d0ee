// Users as the API shows them (UserInfo), their roles, and their sessions (auth_tokens).
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { ROLE_PRIORITY, type Role, type UserInfo } from '../../contract/auth/user';
import type { Db, Tx } from '../../db/client';
import { authTokens, companies, roles, userRoles, users } from '../../db/schema';
import { forgetSessions, hashToken, newToken, type AuthUser } from '../../http/auth';

type Executor = Db | Tx;

const DAY_MS = 24 * 3600 * 1000;

/**
 * The identities a user acts in: each held role's identity (a custom role's is the built-in role it
 * narrows, decision 022), disabled roles left out.
 */
export async function rolesOf(db: Executor, userId: number): Promise<Role[]> {
  const rows = await db
    .select({ role: sql<string>`coalesce(${roles.identity}, ${userRoles.role})` })
    .from(userRoles)
    .leftJoin(roles, eq(roles.key, userRoles.role))
    .where(and(eq(userRoles.userId, userId), or(isNull(roles.status), ne(roles.status, 'disabled'))));
  return sortRoles(rows.map((r) => r.role as Role));
}

export function sortRoles(roles: Role[]): Role[] {
  const rank = (r: Role) => {
    const i = ROLE_PRIORITY.indexOf(r);
    return i < 0 ? ROLE_PRIORITY.length : i;
  };
  return [...new Set(roles)].sort((a, b) => rank(a) - rank(b));
}

/** The role a new session acts in: the first held role in ROLE_PRIORITY order. */
export function primaryRole(roles: Role[]): Role | null {
  return sortRoles(roles)[0] ?? null;
}

/** A company's first active account: the user an order names for the company (null when it has none). */
export async function companyAccountId(db: Executor, companyId: number): Promise<number | null> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(users.id)
    .limit(1);
  return account?.id ?? null;
}

export async function findUserByMobile(db: Executor, mobile: string): Promise<AuthUser | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function userInfo(db: Executor, user: AuthUser, actingRole?: Role | null): Promise<UserInfo> {
  const roles = await rolesOf(db, user.id);
  let companyName: string | null = null;
  if (user.companyId) {
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId)).limit(1);
    companyName = company?.name ?? null;
  }
  return userInfoOf(user, roles, companyName, actingRole);
}

/** UserInfo of a user whose roles (sorted, see rolesOf) and company name were read with something else. */
export function userInfoOf(user: AuthUser, roles: Role[], companyName: string | null, actingRole?: Role | null): UserInfo {
  const role = actingRole && roles.includes(actingRole) ? actingRole : (primaryRole(roles) ?? actingRole ?? 'individual_shipper');
  return {
    userId: user.id,
    role,
    roles,
    realName: user.realName,
    memberName: user.memberName,
    mobile: user.mobile,
    existPwd: user.passwordHash ? 'Y' : 'N',
    pwdChangeDay: user.pwdChangedAt ? Math.max(0, Math.floor((Date.now() - user.pwdChangedAt.getTime()) / DAY_MS)) : null,
    authStatus: user.authStatus,
    company: user.company === 'y' ? 'y' : 'n',
    individual: user.individual === 'y' ? 'y' : 'n',
    shipperIdentity: user.shipperIdentity,
    employeeNo: user.employeeNo,
    signStatus: user.signStatus,
    isDriver: user.isDriver === 1 || roles.includes('driver') ? 1 : 0,
    companyId: user.companyId,
    companyName,
  };
}

export async function reloadUser(db: Executor, userId: number): Promise<AuthUser> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

/** Starts a session in the user's primary role; returns the token (shown once, stored hashed). */
export async function createSession(
  db: Executor,
  user: AuthUser,
  meta: { ip?: string | null; userAgent?: string | null } = {},
): Promise<{ token: string; role: Role }> {
  const roles = await rolesOf(db, user.id);
  const role = primaryRole(roles);
  if (!role) throw new Error(`user ${user.id} holds no role`);
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    role,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, role };
}

/** Revokes the user's live tokens, optionally keeping one (the caller's) or only those of one role. */
export async function revokeTokens(db: Executor, userId: number, options: { exceptTokenHash?: string; role?: Role } = {}): Promise<void> {
  const conditions = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (options.exceptTokenHash) conditions.push(ne(authTokens.tokenHash, options.exceptTokenHash));
  if (options.role) conditions.push(eq(authTokens.role, options.role));
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
  // the page views' kept sessions (http/auth.ts) must not outlive a revocation
  forgetSessions();
}

export async function revokeToken(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
  forgetSessions();
}
