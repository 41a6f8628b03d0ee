// Single sign-on for employee accounts (employeeNo): the group's unified portal signs the
// employee in and sends the browser to /sso/login?ticket=…, a short-lived HS256 JWT whose `sub`
// is the employeeNo, signed with the key both sides share (SSO_SHARED_SECRET). The platform
// checks signature, expiry and single use, then opens an ordinary session.
import { eq } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Db } from '../../db/client';
import { ssoTickets, users } from '../../db/schema';
import { CANCELLED_MESSAGE, startSession, type LoginResult, type SessionMeta } from './login';
import { isUniqueViolation, refuse } from './refusal';

export const SSO_DISABLED_MESSAGE = '统一登录未启用，请联系平台管理员';
export const SSO_TICKET_INVALID = '登录凭证无效或已过期，请从统一登录门户重新进入';
export const SSO_TICKET_USED = '登录凭证已使用，请从统一登录门户重新进入';
export const SSO_NO_ACCOUNT = '未找到与该员工号对应的平台账号';

/** A ticket may live at most this long: it crosses one browser redirect, nothing more. */
export const SSO_TICKET_MAX_SECONDS = 300;

type TicketClaims = { sub: string; jti: string; exp: number };

function claimsOf(payload: Record<string, unknown>): TicketClaims | null {
  const { sub, jti, exp } = payload;
  if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || typeof exp !== 'number') return null;
  return { sub, jti, exp };
}

/** What the portal does (and tests and local tools imitate): a ticket for one employee. */
export function signSsoTicket(secret: string, employeeNo: string, options: { jti?: string; seconds?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return sign({ sub: employeeNo, jti: options.jti ?? crypto.randomUUID(), iat: now, exp: now + (options.seconds ?? 120) }, secret, 'HS256');
}

export async function ssoLogin(db: Db, secret: string | undefined, ticket: string, meta: SessionMeta): Promise<LoginResult> {
  if (!secret) refuse(SSO_DISABLED_MESSAGE);
  let claims: TicketClaims | null = null;
  try {
    claims = claimsOf(await verify(ticket, secret, 'HS256'));
  } catch {
    claims = null;
  }
  const now = Math.floor(Date.now() / 1000);
  if (!claims || claims.exp > now + SSO_TICKET_MAX_SECONDS) refuse(SSO_TICKET_INVALID);

  const [user] = await db.select().from(users).where(eq(users.employeeNo, claims.sub)).limit(1);
  if (!user) refuse(SSO_NO_ACCOUNT);
  if (user.status !== 'active') refuse(CANCELLED_MESSAGE);
  try {
    await db.insert(ssoTickets).values({ jti: claims.jti, userId: user.id, expiresAt: new Date(claims.exp * 1000) });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(SSO_TICKET_USED);
    throw error;
  }
  return startSession(db, user, meta);
}
