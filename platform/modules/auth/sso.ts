// Single sign-on for employee accounts (employeeNo): the group's unified portal signs the
// employee in and sends the browser to /sso/login?ticket=…, a short-lived HS256 JWT whose `sub`
// is the employeeNo, signed with the key both sides share (SSO_SHARED_SECRET). The platform
// checks signature, issuer and audience (a ticket the portal signed for another application is
// not ours: issue 41 item 7), age, expiry and single use, then opens an ordinary session.
import { eq } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Db } from '../../db/client';
import { ssoTickets, users } from '../../db/schema';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { CANCELLED_MESSAGE, startSession, type LoginResult, type SessionMeta } from './login';

export const SSO_DISABLED_MESSAGE = '统一登录未启用，请联系平台管理员';
export const SSO_TICKET_INVALID = '登录凭证无效或已过期，请从统一登录门户重新进入';
export const SSO_TICKET_USED = '登录凭证已使用，请从统一登录门户重新进入';
export const SSO_NO_ACCOUNT = '未找到与该员工号对应的平台账号';

/** A ticket may live at most this long: it crosses one browser redirect, nothing more. */
export const SSO_TICKET_MAX_SECONDS = 300;

/** The portal's and this application's names in a ticket (SSO_ISSUER, SSO_AUDIENCE). */
export type SsoParties = { issuer: string; audience: string };
export const SSO_DEFAULT_PARTIES: SsoParties = { issuer: 'unified-portal', audience: 'freight-platform' };

type TicketClaims = { sub: string; jti: string; iat: number; exp: number };

function claimsOf(payload: Record<string, unknown>): TicketClaims | null {
  const { sub, jti, iat, exp } = payload;
  if (typeof sub !== 'string' || !sub || typeof jti !== 'string' || !jti || typeof iat !== 'number' || typeof exp !== 'number') return null;
  return { sub, jti, iat, exp };
}

/** What the portal does (and tests and local tools imitate): a ticket for one employee. */
export function signSsoTicket(
  secret: string,
  employeeNo: string,
  options: { jti?: string; seconds?: number; issuedSecondsAgo?: number; parties?: Partial<SsoParties> } = {},
) {
  const parties = { ...SSO_DEFAULT_PARTIES, ...options.parties };
  const now = Math.floor(Date.now() / 1000);
  const iat = now - (options.issuedSecondsAgo ?? 0);
  return sign(
    { iss: parties.issuer, aud: parties.audience, sub: employeeNo, jti: options.jti ?? crypto.randomUUID(), iat, exp: now + (options.seconds ?? 120) },
    secret,
    'HS256',
  );
}

export async function ssoLogin(db: Db, sso: { secret?: string } & SsoParties, ticket: string, meta: SessionMeta): Promise<LoginResult> {
  if (!sso.secret) refuse(SSO_DISABLED_MESSAGE);
  let claims: TicketClaims | null = null;
  try {
    // hono's verify checks the signature, exp, nbf, an iat not in the future, iss and aud.
    claims = claimsOf(await verify(ticket, sso.secret, { alg: 'HS256', iss: sso.issuer, aud: sso.audience }));
  } catch {
    claims = null;
  }
  const now = Math.floor(Date.now() / 1000);
  // A ticket crosses one browser redirect: one issued (or valid) longer than that is not the portal's of now.
  if (!claims || claims.exp > now + SSO_TICKET_MAX_SECONDS || now - claims.iat > SSO_TICKET_MAX_SECONDS) refuse(SSO_TICKET_INVALID);

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
