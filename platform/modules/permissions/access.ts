// Who administers whom (issue 44): operations platform-wide, an enterprise shipper's administrator
// the company's own employees and roles. What a caller holds bounds what they may grant, and a scope
// never loses its last administrator (the holder of `permission:user:save`).
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_MESSAGES as M } from '../../contract/permissions/messages';
import type { Db, Tx } from '../../db/client';
import { menus, roleMenus, roles, userMenus, userRoles, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';

type Executor = Db | Tx;

/** The permission that makes a user an administrator of their scope. */
export const ADMINISTRATOR_PERMISSION = 'permission:user:save';

export type AdminScope = { kind: 'platform' } | { kind: 'company'; companyId: number };

export function adminScopeOf(auth: Auth): AdminScope {
  if (auth.role === 'operator') return { kind: 'platform' };
  if (auth.role === 'enterprise_shipper' && auth.user.companyId) return { kind: 'company', companyId: auth.user.companyId };
  return refuse(M.notAnAdministrator);
}

/** Roles the scope sees and assigns: all of them for operations; a company's own and its built-in role. */
export function rolesIn(scope: AdminScope): SQL | undefined {
  if (scope.kind === 'platform') return undefined;
  return or(eq(roles.companyId, scope.companyId), and(eq(roles.builtIn, true), eq(roles.key, 'enterprise_shipper')));
}

/** Users the scope manages: everyone for operations; the company's own for its administrator. */
export function usersIn(scope: AdminScope): SQL | undefined {
  return scope.kind === 'platform' ? undefined : eq(users.companyId, scope.companyId);
}

/** The node ids a user holds now: granted to the active roles they hold, or to them alone. */
export async function heldNodeIds(db: Executor, userId: number): Promise<Set<number>> {
  const viaRoles = db
    .select({ id: roleMenus.menuId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.key, userRoles.role), eq(roles.status, 'active')))
    .innerJoin(roleMenus, eq(roleMenus.role, roles.key))
    .where(eq(userRoles.userId, userId));
  const alone = db.select({ id: userMenus.menuId }).from(userMenus).where(eq(userMenus.userId, userId));
  return new Set((await viaRoles.union(alone)).map((r) => r.id));
}

/** The menu and button nodes of `roleKeys` (directories grant nothing of their own). */
export async function nodesOfRoles(db: Executor, roleKeys: string[]): Promise<number[]> {
  if (roleKeys.length === 0) return [];
  const rows = await db.selectDistinct({ id: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.role, roleKeys));
  return rows.map((r) => r.id);
}

/** Refuses when any of `nodeIds` is not held by the caller: nobody grants what they do not hold. */
export async function requireHeld(db: Executor, auth: Auth, nodeIds: number[], message: string): Promise<void> {
  const held = await heldNodeIds(db, auth.user.id);
  if (nodeIds.some((id) => !held.has(id))) refuse(message);
}

async function administratorCount(tx: Tx, scope: AdminScope): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.key, userRoles.role), eq(roles.status, 'active')))
    .innerJoin(roleMenus, eq(roleMenus.role, roles.key))
    .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.permAlias, ADMINISTRATOR_PERMISSION)))
    .where(and(eq(users.status, 'active'), scope.kind === 'platform' ? eq(roles.identity, 'operator') : eq(users.companyId, scope.companyId)));
  return row?.n ?? 0;
}

/** The scopes a change to a user or a role touches: operations', and the company's it belongs to. */
export function scopesOf(companyId: number | null): AdminScope[] {
  return companyId === null ? [{ kind: 'platform' }] : [{ kind: 'platform' }, { kind: 'company', companyId }];
}

/**
 * Runs `change` inside `tx` and refuses (rolling it back) when it leaves a scope that had an
 * administrator without one: the last administrator is neither disabled nor stripped.
 */
export async function keepingAdministrators<T>(tx: Tx, scopes: AdminScope[], change: () => Promise<T>): Promise<T> {
  const before: number[] = [];
  for (const scope of scopes) before.push(await administratorCount(tx, scope));
  const result = await change();
  for (const [i, scope] of scopes.entries()) if (before[i] > 0 && (await administratorCount(tx, scope)) === 0) refuse(M.lastAdministrator);
  return result;
}

/** The role `id` if the scope sees it, else the 404-like refusal. */
export async function visibleRole(db: Executor, scope: AdminScope, id: number) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), rolesIn(scope)))
    .limit(1);
  return role ?? refuse(M.roleNotFound, 404);
}

/** The roles `keys` if the scope may assign them all (active, visible), else a refusal. */
export async function assignableRoles(db: Executor, scope: AdminScope, keys: string[]) {
  const found = await db
    .select()
    .from(roles)
    .where(and(inArray(roles.key, keys), eq(roles.status, 'active'), rolesIn(scope)));
  if (found.length !== new Set(keys).size) refuse(M.roleNotFound, 400, { field: 'roleKeys' });
  return found;
}

/** Whether the scope may change `role`: never a built-in one; a company only its own. */
export function mayEdit(scope: AdminScope, role: { builtIn: boolean; companyId: number | null }): boolean {
  return !role.builtIn && (scope.kind === 'platform' || role.companyId === scope.companyId);
}
