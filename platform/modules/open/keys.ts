// API keys (issue 51, decision 032): a company administrator makes, lists and revokes them. A key
// acts as the administrator who made it, narrowed to its scopes: the company's data scope, never
// more than its maker holds. Only the signing key derived from the secret is kept; the secret is in
// the one answer that creates it.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { apiKeyInput, apiKeyRow } from '../../contract/open/keys';
import { OPEN_MESSAGES as M } from '../../contract/open/messages';
import type { Db } from '../../db/client';
import { SANDBOX_KEY } from '../../contract/open/sandbox';
import { apiKeyHistory, apiKeys, companies, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { grantsOf } from '../../http/permissions';
import { refuse } from '../../http/refusal';
import { signingKeyOf } from '../../http/signing';
import { openScopes } from './endpoints';

/** The identities whose companies may hold keys: enterprise shippers and carriers. */
const KEY_HOLDERS = new Set(['enterprise_shipper', 'carrier']);
export const MAX_LIVE_KEYS = 20;

export function requireKeyAdministrator(auth: Auth): number {
  if (!KEY_HOLDERS.has(auth.role) || !auth.user.companyId) refuse(M.notAnAdministrator);
  return auth.user.companyId;
}

/** The scopes `auth` may give: open permission strings they hold now. */
export async function grantableScopes(db: Db, auth: Auth) {
  requireKeyAdministrator(auth);
  const held = await grantsOf(db, auth.user.id, 0);
  return openScopes().filter((s) => held.has(s.permission));
}

/** The first instant after the last day (China time) a key works. */
function endOfDay(day: string): Date {
  return new Date(new Date(`${day}T00:00:00+08:00`).getTime() + 24 * 3600 * 1000);
}

export async function createApiKey(db: Db, auth: Auth, input: z.output<typeof apiKeyInput>) {
  const companyId = requireKeyAdministrator(auth);
  const open = new Set(openScopes().map((s) => s.permission));
  if (input.scopes.some((s) => !open.has(s))) refuse(M.scopeUnknown, 400, { field: 'scopes' });
  const held = await grantsOf(db, auth.user.id, 0);
  if (input.scopes.some((s) => !held.has(s))) refuse(M.scopeBeyondOwn, 400, { field: 'scopes' });
  const expiresAt = input.expiresOn ? endOfDay(input.expiresOn) : null;
  // the expiry is a day after today: a key made to expire today or before would never work
  if (expiresAt && expiresAt.getTime() <= endOfDay(new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10)).getTime()) {
    refuse(M.expiryPast, 400, { field: 'expiresOn' });
  }
  const keyId = `ak_${randomBytes(12).toString('hex')}`;
  const secret = `sk_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    // one administrator's burst of creations cannot pass the company's limit: the count is taken under the company's lock
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_keys'), ${companyId})`);
    const [{ live }] = await tx
      .select({ live: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
    if (live >= MAX_LIVE_KEYS) refuse(M.tooManyKeys);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        keyId,
        companyId,
        userId: auth.user.id,
        role: auth.role,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        ipAllowList: input.ipAllowList,
        signingKey: signingKeyOf(secret),
        secretHint: secret.slice(0, 7),
        expiresAt,
      })
      .returning({ id: apiKeys.id });
    await tx.insert(apiKeyHistory).values({ apiKeyId: row.id, action: 'created', userId: auth.user.id });
    return { id: row.id, keyId, name: input.name, secret };
  });
}

type KeyRow = z.output<typeof apiKeyRow>;

export async function listApiKeys(db: Db, auth: Auth): Promise<KeyRow[]> {
  const companyId = requireKeyAdministrator(auth);
  const rows = await db
    .select({ key: apiKeys, maker: users.realName })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(200);
  const now = Date.now();
  return rows.map(({ key, maker }) => ({
    id: key.id,
    keyId: key.keyId,
    name: key.name,
    scopes: key.scopes,
    ipAllowList: key.ipAllowList,
    secretHint: key.secretHint,
    status: key.revokedAt ? 'revoked' : key.expiresAt && key.expiresAt.getTime() <= now ? 'expired' : 'active',
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
    createdBy: maker ?? '',
  }));
}

/** The demo's sandbox key, while it is live: only a start with the demo data has it (seed/areas/open.ts). */
export async function liveSandboxKey(db: Db) {
  const [row] = await db
    .select({ company: companies.name })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(and(eq(apiKeys.keyId, SANDBOX_KEY.keyId), isNull(apiKeys.revokedAt), eq(apiKeys.signingKey, signingKeyOf(SANDBOX_KEY.secret))));
  return row ? { keyId: SANDBOX_KEY.keyId, secret: SANDBOX_KEY.secret, company: row.company } : null;
}

/** Revokes a live key of the caller's company: the next request signed with it is refused (the gateway reads the row on every request). */
export async function revokeApiKey(db: Db, auth: Auth, id: number) {
  const companyId = requireKeyAdministrator(auth);
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedBy: auth.user.id })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!moved) {
      const [exists] = await tx
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId)));
      refuse(exists ? M.alreadyRevoked : M.keyNotFound, exists ? 400 : 404);
    }
    await tx.insert(apiKeyHistory).values({ apiKeyId: id, action: 'revoked', userId: auth.user.id });
    return { id };
  });
}
