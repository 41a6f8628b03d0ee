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
// their token is under way share it (single flight).
const inFlight = new WeakMap<Db, Map<string, Promise<Auth | null>>>();

// A session read for a page view is kept per process for `keepForMs` (PERMISSION_CACHE_MS, 3 s,
// decision 022's bound), keyed by the token's hash (issue 50: the look-up was one of a list page's
// few statements). Only page views (GET requests of the embedded app) use what is kept. Every other
// call (an action's, the HTTP API's) drops all of it before and after it runs, since it may sign
// out, change a password, revoke tokens, change roles or the user's row; so does every revocation,
// whoever makes it (a page view's loader may sign the previous session out: the portal's sign-in).
// A read that started before such a drop does not keep its answer. What another process changes
// (another node, the job runner) shows here within `keepForMs`.
type KeptSession = { at: number; auth: Auth; derived: Map<string, Promise<unknown>> };
let keptSessions = new WeakMap<Db, Map<string, KeptSession>>();
const KEPT_SESSIONS_MAX = 10_000;

function keptSessionsOf(db: Db): Map<string, KeptSession> {
  let kept = keptSessions.get(db);
  if (!kept) keptSessions.set(db, (kept = new Map()));
  return kept;
}

/** Drops every session this process keeps for page views (before and after any call that may change one, and on every revocation). */
export function forgetSessions(): void {
  keptSessions = new WeakMap();
}

/** The caller's session, or null when the token is missing, unknown, revoked or idle too long; `keepForMs` > 0: a page view's read (see above). */
export function resolveAuth(db: Db, token: string | null, keepForMs = 0): Promise<Auth | null> {
  if (!token) return Promise.resolve(null);
  const tokenHash = hashToken(token);
  const kept = keepForMs > 0 ? keptSessionsOf(db) : null;
  const hit = kept?.get(tokenHash);
  if (hit && Date.now() - hit.at < keepForMs) return Promise.resolve(hit.auth);
  let pending = inFlight.get(db);
  if (!pending) {
    pending = new Map();
    inFlight.set(db, pending);
  }
  const shared = pending.get(tokenHash);
  if (shared) return shared;
  const at = Date.now();
  const lookup = lookUpAuth(db, tokenHash).finally(() => pending.delete(tokenHash));
  pending.set(tokenHash, lookup);
  if (!kept) return lookup;
  return lookup.then((auth) => {
    // kept only when nothing was dropped while it was read (the map is a new one after a drop)
    if (auth && keptSessions.get(db) === kept) {
      if (kept.size >= KEPT_SESSIONS_MAX) kept.clear();
      kept.set(tokenHash, { at, auth, derived: new Map() });
    }
    return auth;
  });
}

/**
 * A read derived from the caller's session alone (their data scope's roles and projects), kept with
 * the session for as long as it is kept; read afresh when the session is not kept (a call other than
 * a page view's, a transaction's executor, an API key's identity).
 */
export function keptWithSession<T>(db: unknown, auth: Auth, name: string, read: () => Promise<T>): Promise<T> {
  const kept = keptSessions.get(db as Db)?.get(auth.tokenHash);
  if (!kept || kept.auth.user.id !== auth.user.id || kept.auth.role !== auth.role) return read();
  const known = kept.derived.get(name) as Promise<T> | undefined;
  if (known) return known;
  const fresh = read();
  kept.derived.set(name, fresh);
  // a failed read is not kept
  fresh.catch(() => kept.derived.delete(name));
  return fresh;
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
export function authMiddleware(db: Db, keepForMs = 0): MiddlewareHandler<AuthBindings> {
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
    if (!page) {
      // any call but a page view's may change a session: nothing kept is used, and nothing survives it
      forgetSessions();
      c.set('auth', await resolveAuth(db, token));
      try {
        await next();
      } finally {
        forgetSessions();
      }
      return;
    }
    page.auth ??= new Map();
    const auth = page.auth.get(token ?? '') ?? resolveAuth(db, token, keepForMs);
    page.auth.set(token ?? '', auth);
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
