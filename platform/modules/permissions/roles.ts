// Roles and their grants (issue 44): listed by scope, saved in one transaction that checks the
// caller holds every node granted, replaces the grants, keeps the scope an administrator, and
// writes the history row. The caches of grants in this process are dropped at once; other
// processes see the change within PERMISSION_CACHE_MS (decision 022).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { PERMISSION_MESSAGES as M } from '../../contract/permissions/messages';
import type { PermissionNode, RoleInput, RoleRow } from '../../contract/permissions/schemas';
import type { Db } from '../../db/client';
import { menus, permissionHistory, roleMenus, roles, userRoles } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { forgetGrants } from '../../http/permissions';
import { forgetMenuRows } from '../workspace/service';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { adminScopeOf, heldNodeIds, keepingAdministrators, mayEdit, requireHeld, rolesIn, scopesOf, visibleRole } from './access';

type RoleRecord = typeof roles.$inferSelect;

const grantCount = sql<number>`(select count(*)::int from ${roleMenus} where ${roleMenus.role} = ${roles.key})`;
const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.role} = ${roles.key})`;

function rowOf(role: RoleRecord, grants: number, users: number): RoleRow {
  return {
    id: role.id,
    key: role.key,
    name: role.name,
    identity: role.identity as RoleRow['identity'],
    dataScope: role.dataScope as RoleRow['dataScope'],
    status: role.status as RoleRow['status'],
    builtIn: role.builtIn,
    companyId: role.companyId,
    remark: role.remark,
    grants,
    users,
  };
}

export async function listRoles(db: Db, auth: Auth): Promise<RoleRow[]> {
  const rows = await db
    .select({ role: roles, grants: grantCount, users: userCount })
    .from(roles)
    .where(rolesIn(adminScopeOf(auth)))
    .orderBy(asc(roles.builtIn), asc(roles.id));
  return rows.map((r) => rowOf(r.role, r.grants, r.users));
}

/** The nodes the caller may grant: those they hold, with the directories above them. */
export async function grantableNodes(db: Db, auth: Auth): Promise<PermissionNode[]> {
  adminScopeOf(auth);
  const held = await heldNodeIds(db, auth.user.id);
  const all = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const id of held) {
    for (let node = byId.get(id); node && !keep.has(node.id); node = node.parentId === null ? undefined : byId.get(node.parentId)) keep.add(node.id);
  }
  return all
    .filter((m) => keep.has(m.id))
    .map((m) => ({ id: m.id, parentId: m.parentId, kind: m.kind as PermissionNode['kind'], title: m.title, permission: m.permAlias }));
}

export async function roleDetail(db: Db, auth: Auth, id: number) {
  const role = await visibleRole(db, adminScopeOf(auth), id);
  const grants = await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.role, role.key));
  const [users] = await db.select({ n: userCount }).from(roles).where(eq(roles.id, role.id));
  return { ...rowOf(role, grants.length, users?.n ?? 0), nodeIds: grants.map((g) => g.id) };
}

/** Creates or changes a role and sets its grants to exactly the menus and buttons of `input.nodeIds`. */
export async function saveRole(db: Db, auth: Auth, input: RoleInput): Promise<RoleRow> {
  const scope = adminScopeOf(auth);
  if (scope.kind === 'company' && (input.identity !== 'enterprise_shipper' || input.dataScope === 'all')) {
    refuse(input.dataScope === 'all' ? M.dataScopeRequired : M.identityRequired, 400, { field: input.dataScope === 'all' ? 'dataScope' : 'identity' });
  }
  try {
    const saved = await db.transaction(async (tx) => {
      const chosen = input.nodeIds.length
        ? await tx
            .select({ id: menus.id, kind: menus.kind })
            .from(menus)
            .where(inArray(menus.id, [...new Set(input.nodeIds)]))
        : [];
      if (chosen.length !== new Set(input.nodeIds).size) refuse(M.nodeUnknown, 400, { field: 'nodeIds' });
      // a directory grants nothing of its own: its entries bring it into the menu
      const nodeIds = chosen.filter((n) => n.kind !== 'directory').map((n) => n.id);
      await requireHeld(tx, auth, nodeIds, M.grantBeyondOwn);

      const fields = {
        name: input.name,
        identity: input.identity,
        dataScope: input.dataScope,
        status: input.status,
        remark: input.remark,
        updatedAt: new Date(),
      };
      let role: RoleRecord;
      let before: RoleRecord | null = null;
      if (input.id) {
        before = await visibleRole(tx, scope, input.id);
        if (!mayEdit(scope, before)) refuse(M.builtInRole);
        [role] = await tx.update(roles).set(fields).where(eq(roles.id, before.id)).returning();
      } else {
        const key = `role_${randomBytes(6).toString('hex')}`;
        [role] = await tx
          .insert(roles)
          .values({ key, ...fields, builtIn: false, companyId: scope.kind === 'company' ? scope.companyId : null, createdBy: auth.user.id })
          .returning();
      }
      const [sameName] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.name, role.name), ne(roles.id, role.id), rolesIn(scope)))
        .limit(1);
      if (sameName) refuse(M.roleNameTaken, 400, { field: 'name' });

      await keepingAdministrators(tx, scopesOf(role.companyId), async () => {
        await tx.delete(roleMenus).where(eq(roleMenus.role, role.key));
        if (nodeIds.length) await tx.insert(roleMenus).values(nodeIds.map((menuId) => ({ role: role.key, menuId })));
      });
      await tx.insert(permissionHistory).values({
        actorId: auth.user.id,
        subject: 'role',
        subjectId: role.id,
        action: before ? 'update' : 'create',
        detail: { name: role.name, status: role.status, dataScope: role.dataScope, identity: role.identity, nodes: nodeIds.length },
      });
      return rowOf(role, nodeIds.length, 0);
    });
    forgetGrants(db);
    // the role's menu rows are kept per role (and the sessions' shells built of them): the editor and
    // the role's holders see the new grants at once here, other processes within PERMISSION_CACHE_MS
    forgetMenuRows(db);
    return saved;
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.roleNameTaken, 400, { field: 'name' });
    throw error;
  }
}
