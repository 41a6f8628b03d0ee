// "May this caller call this endpoint at all?" — answered once, here, for every route-table entry
// (issue 44; docs/decisions/022-permissions-as-data.md). Each endpoint declares its rule in its route
// table (platform/contract/endpoints.ts `permission`); a caller's grants are the permission strings
// of the nodes (menus rows: directory / menu / button) granted to the active roles they hold, plus
// the entries granted to them alone (user_menus). Which records they may then see or change is
// still each module's decision (its owner and company checks: the role's data scope).
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { API } from '../contract/api';
import { CODES, fail } from '../contract/codes';
import type { Endpoint, EndpointRule } from '../contract/endpoints';
import type { Db } from '../db/client';
import { menus, roleMenus, roles, userMenus, userRoles } from '../db/schema';
import { authOf, keyCallerOf, notAuthenticatedResponse } from './auth';
import type { PlatformBindings } from './context';
import { sendEnvelope } from './envelope';

export const PERMISSION_REFUSED = '没有权限执行该操作，请联系管理员分配权限';

/** The data of a permission refusal: the app shows its 403 page instead of signing the user out. */
export type PermissionRefusal = { permission: string };

type RuledEndpoint = { id: string; method: string; rule: EndpointRule; pattern: RegExp | null; path: string };

/** Every route-table endpoint with its rule, by method and path (static paths first, as Hono routes them). */
export function endpointRules(): RuledEndpoint[] {
  return Object.entries(API).flatMap(([area, table]) =>
    Object.entries(table as Record<string, Endpoint>).map(([name, e]) => ({
      id: `${area}.${name}`,
      method: e.method.toUpperCase(),
      rule: e.permission,
      path: e.path,
      pattern: e.path.includes('{') ? new RegExp(`^${e.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`) : null,
    })),
  );
}

function ruleFinder(base: string, mounted: (id: string) => boolean) {
  const all = endpointRules().filter((e) => mounted(e.id));
  const exact = new Map(all.filter((e) => !e.pattern).map((e) => [`${e.method} ${e.path}`, e]));
  const patterned = all.filter((e) => e.pattern);
  return (method: string, fullPath: string): RuledEndpoint | undefined => {
    if (!fullPath.startsWith(base)) return undefined;
    const path = fullPath.slice(base.length);
    return exact.get(`${method} ${path}`) ?? patterned.find((e) => e.method === method && e.pattern!.test(path));
  };
}

// ---- Grants, kept for at most `maxAgeMs` per user ------------------------------------------------

type Kept = { at: number; grants: Promise<Set<string>> };
const keptGrants = new WeakMap<Db, Map<number, Kept>>();

async function loadGrants(db: Db, userId: number): Promise<Set<string>> {
  const viaRoles = db
    .select({ permission: menus.permAlias })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.key, userRoles.role), eq(roles.status, 'active')))
    .innerJoin(roleMenus, eq(roleMenus.role, roles.key))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(userRoles.userId, userId));
  const alone = db.select({ permission: menus.permAlias }).from(userMenus).innerJoin(menus, eq(menus.id, userMenus.menuId)).where(eq(userMenus.userId, userId));
  const rows = await viaRoles.union(alone);
  return new Set(rows.map((r) => r.permission));
}

/** The permission strings `userId` holds now, read again once the kept copy is `maxAgeMs` old. */
export function grantsOf(db: Db, userId: number, maxAgeMs: number): Promise<Set<string>> {
  let perDb = keptGrants.get(db);
  if (!perDb) keptGrants.set(db, (perDb = new Map()));
  const kept = perDb.get(userId);
  if (kept && Date.now() - kept.at < maxAgeMs) return kept.grants;
  const grants = loadGrants(db, userId);
  // a failed read is not kept: the next request asks again
  grants.catch(() => perDb.delete(userId));
  if (maxAgeMs > 0) perDb.set(userId, { at: Date.now(), grants });
  // a map of users that signed in once must not grow without end
  if (perDb.size > 10_000) perDb.clear();
  return grants;
}

/** Drops what this process keeps of the users' grants (after a change made here, so it applies at once). */
export function forgetGrants(db: Db, userIds?: number[]): void {
  const perDb = keptGrants.get(db);
  if (!perDb) return;
  if (!userIds) perDb.clear();
  else for (const id of userIds) perDb.delete(id);
}

/**
 * The platform's one permission check, before any handler: an anonymous caller of a non-public
 * endpoint gets the signed-out 403 (as requireAuthOf answers), a signed-in caller without the grant
 * the 403 envelope with PERMISSION_REFUSED and `data.permission`. Paths outside the route tables
 * (file bytes, backup archives) keep their modules' own checks.
 */
export function permissionMiddleware(
  db: Db,
  base: string,
  maxAgeMs: number,
  /** the endpoints this app serves: one it leaves out (the dev tools' area when they are off) stays a 404 */
  mounted: (id: string) => boolean = () => true,
): MiddlewareHandler<PlatformBindings> {
  const find = ruleFinder(base, mounted);
  return async (c, next) => {
    const endpoint = find(c.req.method, c.req.path);
    if (!endpoint || endpoint.rule === 'public') return next();
    const auth = authOf(c);
    if (!auth) return notAuthenticatedResponse(c);
    // an API key reaches only the open endpoints its scopes name (the gateway checked; this is the wall)
    const keyCaller = keyCallerOf(c);
    if (keyCaller && !keyCaller.scopes.has(endpoint.rule)) {
      return sendEnvelope(c, fail<PermissionRefusal>(CODES.FORBIDDEN, PERMISSION_REFUSED, { permission: endpoint.rule }));
    }
    if (endpoint.rule === 'signed-in') return next();
    const grants = await grantsOf(db, auth.user.id, maxAgeMs);
    if (!grants.has(endpoint.rule)) {
      c.get('log').info({ endpoint: endpoint.id, permission: endpoint.rule, userId: auth.user.id }, 'permission refused');
      return sendEnvelope(c, fail<PermissionRefusal>(CODES.FORBIDDEN, PERMISSION_REFUSED, { permission: endpoint.rule }));
    }
    return next();
  };
}
