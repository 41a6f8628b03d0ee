// The open API's gateway (issue 51, decision 032): /open/v1/<path> is the route-table endpoint
// <path>, when its table marks it `open`, called with an API key instead of a session. In order:
// the four signature headers; the timestamp within ±5 minutes; the key (live, not expired, read from
// the database on every request: a revocation holds from the next request on every node); the
// caller's address against the key's allow-list; the HMAC; the nonce, kept in the database so a
// replay is refused on any node; the key's rate limit; the endpoint and the key's scopes; for a
// POST with an Idempotency-Key, the answer of an earlier identical push. The call then runs through
// the platform's own middleware and handler as the key's user (authMiddleware reads the key from the
// env, which only this process can set), and one operation-log row records the use.
import { isIP } from 'node:net';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Context } from 'hono';
import { OPEN_ERRORS } from '../../contract/open/messages';
import type { Role } from '../../contract/auth/user';
import type { Db } from '../../db/client';
import { apiIdempotency, apiKeyNonces, apiKeys, users } from '../../db/schema';
import type { KeyCaller } from '../../http/auth';
import { callerAddress, type Caller } from '../../http/caller';
import type { PlatformDeps } from '../../http/context';
import { Refusal } from '../../http/refusal';
import { canonicalRequest, hmacMatches, sha256Hex } from '../../http/signing';
import { rateLimiter, rateLimitStoreOf } from '../auth/rate-limit';
import { actionOf, targetOf } from '../log/operation-log';
import { redact, redactedJson } from '../log/redact';
import { saveOperationLog } from '../log/service';
import type { JobRunner } from '../jobs/runner';
import { openEndpointAt, type OpenEndpoint } from './endpoints';

export const OPEN_PREFIX = '/open/v1';
/** How far a request's timestamp may be from the platform's clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;
/** Requests per key per minute (the limit is counted where the other limits are: RATE_LIMIT_STORE). */
export const OPEN_RATE_LIMIT_PER_MINUTE = 120;

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

function refuseWith(error: keyof typeof OPEN_ERRORS, field?: string): never {
  const [code, name, message] = OPEN_ERRORS[error];
  throw new Refusal(code, message, field ? { error: name, field } : { error: name });
}

/** Whether `address` is one of the allow-list's addresses or inside one of its IPv4 ranges. */
export function addressAllowed(address: string | null, allowList: readonly string[]): boolean {
  if (allowList.length === 0) return true;
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) !== 4) return allowList.includes(address);
  const asNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const value = asNumber(v4);
  return allowList.some((entry) => {
    const [base, bits = '32'] = entry.split('/');
    const size = 2 ** (32 - Number(bits));
    return Math.floor(value / size) === Math.floor(asNumber(base!) / size);
  });
}

type LiveKey = {
  id: number;
  keyId: string;
  name: string;
  role: string;
  scopes: string[];
  ipAllowList: string[];
  signingKey: string;
  user: typeof users.$inferSelect;
};

async function liveKey(db: Db, keyId: string): Promise<LiveKey | null> {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.userId), eq(users.status, 'active')))
    .where(and(eq(apiKeys.keyId, keyId), isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`))))
    .limit(1);
  if (!row || row.user.companyId !== row.key.companyId) return null;
  return { ...row.key, user: row.user };
}

/** Unix seconds as sent, or null when it is not a plain whole number. */
const secondsOf = (text: string) => (/^\d{9,11}$/.test(text) ? Number(text) : null);

type Forward = (request: Request, env: Caller & { openKey: KeyCaller }) => Promise<Response>;

/** The gateway's handler for every method and path under `${base}/open/v1/`. */
export function openGateway(deps: Pick<PlatformDeps, 'db' | 'env'>, base: string, forward: Forward) {
  const { db } = deps;
  const limiter = rateLimiter(rateLimitStoreOf(db, deps.env), 'open-key', OPEN_RATE_LIMIT_PER_MINUTE, 60);

  return async (c: Context) => {
    const url = new URL(c.req.url);
    const openPath = url.pathname.slice(url.pathname.indexOf(OPEN_PREFIX));
    const innerPath = openPath.slice(OPEN_PREFIX.length);
    const method = c.req.method.toUpperCase();
    const header = (name: string) => c.req.header(name)?.trim() ?? '';
    const keyId = header('x-open-key');
    const timestamp = header('x-open-timestamp');
    const nonce = header('x-open-nonce');
    const signature = header('x-open-signature').toLowerCase();
    if (!keyId || !timestamp || !nonce || !signature) refuseWith('signatureMissing');
    const seconds = secondsOf(timestamp);
    if (seconds === null || Math.abs(Date.now() / 1000 - seconds) > SIGNATURE_WINDOW_SECONDS) refuseWith('timestampInvalid', 'x-open-timestamp');
    if (!NONCE.test(nonce)) refuseWith('nonceInvalid', 'x-open-nonce');
    if (keyId.length > 40) refuseWith('keyInvalid', 'x-open-key');
    const key = await liveKey(db, keyId);
    if (!key) refuseWith('keyInvalid', 'x-open-key');
    const ip = callerAddress(c);
    if (!addressAllowed(ip, key.ipAllowList)) refuseWith('ipNotAllowed');
    const body = method === 'GET' || method === 'HEAD' ? new Uint8Array() : new Uint8Array(await c.req.arrayBuffer());
    const bodyHash = sha256Hex(body);
    const signed = canonicalRequest({ method, path: openPath + url.search, timestamp, nonce, bodyHash });
    if (!hmacMatches(Buffer.from(key.signingKey, 'hex'), signed, signature)) refuseWith('signatureInvalid', 'x-open-signature');

    // From here the request is the key holder's: every answer is a use, written to the operation log.
    const found = openEndpointAt(method, innerPath);
    let code = 200;
    let message: string | null = null;
    try {
      const seen = await db.insert(apiKeyNonces).values({ apiKeyId: key.id, nonce }).onConflictDoNothing().returning({ nonce: apiKeyNonces.nonce });
      if (seen.length === 0) refuseWith('nonceReplayed', 'x-open-nonce');
      await consume(c, limiter, key.keyId);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
      if (!found) refuseWith('notOpen');
      if (!key.scopes.includes(found.endpoint.permission)) refuseWith('scopeMissing');
      const openKey: KeyCaller = {
        auth: { user: key.user, role: key.role as Role, tokenHash: `api-key:${key.keyId}` },
        apiKeyId: key.id,
        keyId: key.keyId,
        keyName: key.name,
        scopes: new Set(key.scopes),
      };
      const call = () =>
        forward(
          new Request(new URL(`${base}${innerPath}${url.search}`, url), {
            method,
            // the open API speaks JSON only: the body is validated as JSON whatever type the partner named
            headers: { 'content-type': 'application/json' },
            body: body.length ? body : undefined,
          }),
          { clientIp: ip ?? undefined, openKey },
        );
      const idempotencyKey = c.req.header('idempotency-key');
      const answer =
        method === 'POST' && idempotencyKey !== undefined ? await onceFor(db, key.id, idempotencyKey, `${method} ${openPath} ${bodyHash}`, call) : await call();
      const envelope = (await answer
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown; message?: unknown } | null;
      code = typeof envelope?.code === 'number' ? envelope.code : answer.status;
      message = typeof envelope?.message === 'string' ? envelope.message : null;
      return answer;
    } catch (error) {
      if (error instanceof Refusal) {
        code = error.code;
        message = error.message;
      } else code = 500;
      throw error;
    } finally {
      logUse(db, key, found, { method, openPath, body, code, message, ip });
    }
  };
}

async function consume(c: Context, limiter: ReturnType<typeof rateLimiter>, keyId: string) {
  try {
    await limiter.consume(keyId);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    c.header('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
    refuseWith('rateLimited');
  }
}

/**
 * Runs `call` once per (key, idempotency key): the claim row is inserted first, so a concurrent
 * retry finds it and is refused until the first has answered; a successful answer (code 200) is
 * kept and given again to every retry; any other answer frees the claim, so a corrected retry runs.
 */
async function onceFor(db: Db, apiKeyId: number, idempotencyKey: string, requestHash: string, call: () => Promise<Response>): Promise<Response> {
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) refuseWith('idempotencyInvalid', 'idempotency-key');
  const claimed = await db
    .insert(apiIdempotency)
    .values({ apiKeyId, idempotencyKey, requestHash })
    .onConflictDoNothing()
    .returning({ key: apiIdempotency.idempotencyKey });
  const where = and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.idempotencyKey, idempotencyKey));
  if (claimed.length === 0) {
    const [earlier] = await db.select().from(apiIdempotency).where(where);
    if (!earlier) refuseWith('idempotencyInFlight', 'idempotency-key');
    if (earlier.requestHash !== requestHash) refuseWith('idempotencyMismatch', 'idempotency-key');
    if (earlier.status === null || earlier.answer === null) refuseWith('idempotencyInFlight', 'idempotency-key');
    return new Response(earlier.answer, { status: earlier.status, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } });
  }
  let answer: Response;
  try {
    answer = await call();
  } catch (error) {
    await db.delete(apiIdempotency).where(where);
    throw error;
  }
  const text = await answer.text();
  const envelope = JSON.parse(text || 'null') as { code?: unknown } | null;
  if (envelope?.code === 200) await db.update(apiIdempotency).set({ status: answer.status, answer: text }).where(where);
  else await db.delete(apiIdempotency).where(where);
  return new Response(text, { status: answer.status, headers: answer.headers });
}

function logUse(
  db: Db,
  key: LiveKey,
  found: OpenEndpoint | undefined,
  use: { method: string; openPath: string; body: Uint8Array; code: number; message: string | null; ip: string | null },
) {
  let body: unknown;
  try {
    body = use.body.length ? JSON.parse(Buffer.from(use.body).toString('utf8')) : undefined;
  } catch {
    body = undefined;
  }
  const params: Record<string, string> = {};
  const last = use.openPath.split('/').pop() ?? '';
  if (found?.endpoint.path.includes('{')) params.id = decodeURIComponent(last);
  saveOperationLog(db, {
    userId: key.user.id,
    userMobile: key.user.mobile,
    userName: `${key.user.realName ?? ''}（接口密钥 ${key.name}）`.slice(0, 100),
    role: key.role,
    companyId: key.user.companyId,
    action: `开放接口：${found ? actionOf(found.endpoint.summary) : '未知接口'}`.slice(0, 60),
    method: use.method,
    path: use.openPath.slice(0, 300),
    targetType: found?.endpoint.tags?.[0] ?? null,
    targetId: targetOf(params, redact(body)),
    params: body === undefined ? null : redactedJson(body),
    result: use.code === 200 ? 'ok' : 'refused',
    code: use.code,
    message: use.message?.slice(0, 500) ?? null,
    ip: use.ip,
  });
}

export const OPEN_PRUNE_JOB = 'open.prune';

/** Nonces past the window (a replay of them is refused by the timestamp) and idempotency records older than a day. */
export async function pruneOpenRecords(db: Db, now = new Date()): Promise<{ nonces: number; pushes: number }> {
  const nonces = await db
    .delete(apiKeyNonces)
    .where(lt(apiKeyNonces.createdAt, new Date(now.getTime() - 2 * SIGNATURE_WINDOW_SECONDS * 1000)))
    .returning({ nonce: apiKeyNonces.nonce });
  const pushes = await db
    .delete(apiIdempotency)
    .where(lt(apiIdempotency.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)))
    .returning({ key: apiIdempotency.idempotencyKey });
  return { nonces: nonces.length, pushes: pushes.length };
}

/** The job runner prunes them every ten minutes (platform/jobs.ts). */
export async function scheduleOpenPruning(runner: JobRunner, db: Db): Promise<void> {
  await runner.define({ name: OPEN_PRUNE_JOB, oneAtATime: true, run: async () => pruneOpenRecords(db) });
  await runner.schedule(OPEN_PRUNE_JOB, '*/10 * * * *');
}
