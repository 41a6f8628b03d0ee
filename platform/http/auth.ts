// Who is calling: the token in any of the spec's three headers (Authorization: Bearer, token,
// x-access-token) → a live row of auth_tokens → an active user. Idle for 7 days, or 30 days after
// the sign-in however active (issue 41 item 6: an active session never ended) → expired.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { CODES, fail } from '../contract/codes';
import type { Role } from '../contract/auth/user';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import type { PlatformBindings } from './context';
import { sendEnvelope } from './envelope';

export const TOKEN_IDLE_DAYS = 7;
/** A session's absolute lifetime: then a new sign-in is required, however often it was used. */
export const TOKEN_MAX_AGE_DAYS = 30;
/** last_used_at is written at most once a minute per token, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export type AuthUser = typeof users.$inferSelect;
export type Auth = { user: AuthUser; role: Role; tokenHash: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenFromHeaders(header: (name: string) => string | undefined): string | null {
  const bearer = header('authorization');
  const fromBearer = bearer?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = fromBearer ?? header('token') ?? header('x-access-token');
  return token && token.length <= 200 ? token : null;
}

// The token look-up runs on every platform call (a page makes several): prepared once per
// database, so Drizzle builds its SQL once and PostgreSQL plans it once per connection.
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Db) {
  return db
    .select({ user: users, role: authTokens.role, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.lastUsedAt, sql.placeholder('idleLimit')),
        gt(authTokens.createdAt, sql.placeholder('signedInAfter')),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('auth_token_lookup');
}

// A page's loaders call the platform several times at once with the same token (the menu, the
// unread count, the route log and the list start together). Calls that arrive while a look-up of
// their token is under way share it (single flight): nothing is kept once it has answered, so a
// call never sees a session older than one that was being read when it arrived.
const inFlight = new WeakMap<Db, Map<string, Promise<Auth | null>>>();

/** The caller's session, or null when the token is missing, unknown, revoked or idle too long. */
export function resolveAuth(db: Db, token: string | null): Promise<Auth | null> {
  if (!token) return Promise.resolve(null);
  const tokenHash = hashToken(token);
  let pending = inFlight.get(db);
  if (!pending) {
    pending = new Map();
    inFlight.set(db, pending);
  }
  const shared = pending.get(tokenHash);
  if (shared) return shared;
  const lookup = lookUpAuth(db, tokenHash).finally(() => pending.delete(tokenHash));
  pending.set(tokenHash, lookup);
  return lookup;
}

async function lookUpAuth(db: Db, tokenHash: string): Promise<Auth | null> {
  const idleLimit = new Date(Date.now() - TOKEN_IDLE_DAYS * 24 * 3600 * 1000);
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedLookups.set(db, lookup);
  }
  const signedInAfter = new Date(Date.now() - TOKEN_MAX_AGE_DAYS * 24 * 3600 * 1000);
  const [row] = await lookup.execute({ tokenHash, idleLimit: idleLimit.toISOString(), signedInAfter: signedInAfter.toISOString() });
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(authTokens.tokenHash, tokenHash));
  }
  return { user: row.user, role: row.role as Role, tokenHash };
}

type AuthBindings = PlatformBindings & { Variables: { auth: Auth | null } };

/**
 * One page view of the embedded app (a GET document or data request): its platform calls are one
 * caller reading, so the session is looked up once for them all, not once per call (the screen's
 * loader often asks after the layout's call has answered, too late to share a look-up in flight).
 * Never for an action's request: an action may change the session its later loaders must see.
 */
export type PageScope = { auth?: Map<string, Promise<Auth | null>> };

/**
 * Resolves the caller once per request, or once per page view for the calls of one PageScope (the
 * embedded app's `fetchInPage` passes it as the request's env); handlers read it with `authOf(c)` /
 * `requireAuthOf(c)`.
 */
export function authMiddleware(db: Db): MiddlewareHandler<AuthBindings> {
  return async (c, next) => {
    // A call the open gateway forwards (modules/open/gateway.ts) carries the key's identity in the
    // env, which only an in-process caller can set; a token header beside it is not read.
    const keyCaller = keyCallerOf(c);
    if (keyCaller) {
      c.set('auth', keyCaller.auth);
      return next();
    }
    const token = tokenFromHeaders((name) => c.req.header(name));
    const page = (c.env as { page?: PageScope } | undefined)?.page;
    let auth: Promise<Auth | null>;
    if (page) {
      page.auth ??= new Map();
      auth = page.auth.get(token ?? '') ?? resolveAuth(db, token);
      page.auth.set(token ?? '', auth);
    } else {
      auth = resolveAuth(db, token);
    }
    c.set('auth', await auth);
    await next();
  };
}

/**
 * An open-API request, verified by the gateway: it acts as the key's user (the company
 * administrator who made it) with the key's scopes (issue 51, decision 032).
 */
export type KeyCaller = { auth: Auth; apiKeyId: number; keyId: string; keyName: string; scopes: ReadonlySet<string> };

/** The API key a forwarded open-API call acts for, or null for every other call. */
export function keyCallerOf(c: Context): KeyCaller | null {
  return (c.env as { openKey?: KeyCaller } | undefined)?.openKey ?? null;
}

export function authOf(c: Context): Auth | null {
  return (c.get('auth') as Auth | null | undefined) ?? null;
}

/** Thrown by requireAuthOf; the app's error handler turns it into the 403 envelope. */
export class NotAuthenticated extends Error {}

export function requireAuthOf(c: Context): Auth {
  const auth = authOf(c);
  if (!auth) throw new NotAuthenticated('登录已失效，请重新登录');
  return auth;
}

export function notAuthenticatedResponse(c: Context) {
  return sendEnvelope(c, fail(CODES.FORBIDDEN, '登录已失效，请重新登录'));
}
