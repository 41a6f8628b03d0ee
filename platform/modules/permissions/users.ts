// The users an administrator manages (issue 44): list, create with a temporary password (changed at
// the first sign-in), assign roles and projects, disable and enable, reset the password. Each change
// is one transaction that checks the target is in the caller's scope, that every role given is held
// by the caller, that the scope keeps an administrator, and writes the history row.
import { randomInt } from 'node:crypto';
import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { PERMISSION_MESSAGES as M } from '../../contract/permissions/messages';
import type { AssignableOrgUnit, UserRow } from '../../contract/permissions/schemas';
import type { Db, Tx } from '../../db/client';
import { companies, orgUnits, permissionHistory, projects, roles, userProjects, userRoles, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { forgetGrants } from '../../http/permissions';
import { forgetShells } from '../workspace/service';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { hashPassword } from '../auth/password';
import { revokeTokens } from '../auth/users';
import { adminScopeOf, assignableRoles, keepingAdministrators, nodesOfRoles, requireHeld, scopesOf, usersIn, type AdminScope } from './access';

/** A password that must be changed: its change date is long past, so the sign-in sends the user to change it. */
const MUST_CHANGE = new Date(0);

function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (from: string, n: number) => Array.from({ length: n }, () => from[randomInt(from.length)]).join('');
  return `${pick(letters, 6)}${pick(digits, 4)}`;
}

export async function userPage(db: Db, auth: Auth, q: { keyword?: string; pageNumber: number; pageSize: number }) {
  const scope = adminScopeOf(auth);
  const keyword = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(usersIn(scope), keyword ? or(ilike(users.mobile, keyword), ilike(users.realName, keyword)) : undefined);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(q.pageSize)
    .offset((q.pageNumber - 1) * q.pageSize);
  const ids = rows.map((r) => r.user.id);
  const held = ids.length
    ? await db
        .select({ userId: userRoles.userId, key: userRoles.role, name: roles.name })
        .from(userRoles)
        .leftJoin(roles, eq(roles.key, userRoles.role))
        .where(inArray(userRoles.userId, ids))
    : [];
  const joined = ids.length ? await db.select().from(userProjects).where(inArray(userProjects.userId, ids)) : [];
  const unitPaths = await orgUnitPaths(db, [...new Set(rows.map((r) => r.user.companyId).filter((id): id is number => id !== null))]);
  const out: UserRow[] = rows.map(({ user, companyName }) => ({
    id: user.id,
    mobile: user.mobile,
    realName: user.realName,
    status: user.status,
    companyName,
    roles: held.filter((h) => h.userId === user.id).map((h) => ({ key: h.key, name: h.name ?? h.key })),
    projectIds: joined.filter((j) => j.userId === user.id).map((j) => j.projectId),
    orgUnitId: user.orgUnitId,
    orgUnitName: user.orgUnitId === null ? '' : (unitPaths.get(user.orgUnitId)?.path ?? ''),
    createdAt: user.createdAt.toISOString(),
  }));
  return { total, pageNumber: q.pageNumber, pageSize: q.pageSize, records: out };
}

/** Most org units read for the companies of one answer (a company has at most 500). */
const MAX_UNITS_READ = 2000;

/** The live org units of `companyIds`, each with its path from the root of its company's tree ("总部 / 华东车队"). */
async function orgUnitPaths(db: Db | Tx, companyIds: number[]): Promise<Map<number, AssignableOrgUnit>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orgUnits.id, parentId: orgUnits.parentId, name: orgUnits.name, companyId: orgUnits.companyId })
    .from(orgUnits)
    .where(and(inArray(orgUnits.companyId, companyIds), isNull(orgUnits.deletedAt)))
    .orderBy(orgUnits.name, orgUnits.id)
    .limit(MAX_UNITS_READ);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number, seen = new Set<number>()): string => {
    const unit = byId.get(id)!;
    const parent = unit.parentId === null ? undefined : byId.get(unit.parentId);
    // a unit whose parent is gone (or a loop the tree's own checks keep out) starts its own path
    if (!parent || seen.has(parent.id)) return unit.name;
    seen.add(unit.id);
    return `${pathOf(parent.id, seen)} / ${unit.name}`;
  };
  return new Map(rows.map((r) => [r.id, { id: r.id, companyId: r.companyId, path: pathOf(r.id) }]));
}

/**
 * The org units the caller may put users in (decision 036): their company's, for a company's
 * administrator; operations, those of every company, named with the company.
 */
export async function assignableOrgUnits(db: Db, auth: Auth): Promise<AssignableOrgUnit[]> {
  const scope = adminScopeOf(auth);
  if (scope.kind === 'company') return [...(await orgUnitPaths(db, [scope.companyId])).values()].sort((a, b) => a.path.localeCompare(b.path, 'zh'));
  const owners = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(orgUnits)
    .innerJoin(companies, eq(companies.id, orgUnits.companyId))
    .where(isNull(orgUnits.deletedAt))
    .limit(MAX_UNITS_READ);
  const names = new Map(owners.map((c) => [c.id, c.name]));
  const units = await orgUnitPaths(db, [...names.keys()]);
  return [...units.values()].map((u) => ({ ...u, path: `${names.get(u.companyId)} / ${u.path}` })).sort((a, b) => a.path.localeCompare(b.path, 'zh'));
}

/** Refuses an org unit that is not a live unit of the user's company (none passes). */
async function checkedOrgUnit(tx: Tx, companyId: number | null, orgUnitId: number | undefined): Promise<number | null> {
  if (orgUnitId === undefined) return null;
  const [unit] =
    companyId === null
      ? []
      : await tx
          .select({ id: orgUnits.id })
          .from(orgUnits)
          .where(and(eq(orgUnits.id, orgUnitId), eq(orgUnits.companyId, companyId), isNull(orgUnits.deletedAt)))
          .limit(1);
  return unit ? unit.id : refuse(M.orgUnitUnknown, 400, { field: 'orgUnitId' });
}

/** The history row of a change to a user. */
function recordChange(tx: Tx, auth: Auth, userId: number, action: string, detail: Record<string, unknown>) {
  return tx.insert(permissionHistory).values({ actorId: auth.user.id, subject: 'user', subjectId: userId, action, detail });
}

async function targetIn(tx: Tx, scope: AdminScope, userId: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), usersIn(scope)))
    .for('update')
    .limit(1);
  return user ?? refuse(M.userNotFound, 404);
}

/** Roles and projects the caller may give: roles in scope whose every grant the caller holds, projects of the scope. */
async function checkedGrants(tx: Tx, auth: Auth, scope: AdminScope, roleKeys: string[], projectIds: number[]) {
  const found = await assignableRoles(tx, scope, roleKeys);
  await requireHeld(
    tx,
    auth,
    await nodesOfRoles(
      tx,
      found.map((r) => r.key),
    ),
    M.roleBeyondOwn,
  );
  if (projectIds.length) {
    const inScope = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(inArray(projects.id, projectIds), scope.kind === 'company' ? eq(projects.companyId, scope.companyId) : undefined));
    if (inScope.length !== new Set(projectIds).size) refuse(M.projectUnknown, 400, { field: 'projectIds' });
  }
}

async function setGrants(tx: Tx, userId: number, roleKeys: string[], projectIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx
    .insert(userRoles)
    .values([...new Set(roleKeys)].map((role) => ({ userId, role })))
    .onConflictDoNothing();
  await tx.delete(userProjects).where(eq(userProjects.userId, userId));
  if (projectIds.length)
    await tx
      .insert(userProjects)
      .values([...new Set(projectIds)].map((projectId) => ({ userId, projectId })))
      .onConflictDoNothing();
}

export async function createUser(
  db: Db,
  auth: Auth,
  input: { mobile: string; realName: string; roleKeys: string[]; projectIds: number[]; orgUnitId?: number },
) {
  const scope = adminScopeOf(auth);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    const userId = await db.transaction(async (tx) => {
      await checkedGrants(tx, auth, scope, input.roleKeys, input.projectIds);
      const orgUnitId = await checkedOrgUnit(tx, auth.user.companyId, input.orgUnitId);
      // an employee acts for the administrator's company, as verified as it is
      const [user] = await tx
        .insert(users)
        .values({
          mobile: input.mobile,
          realName: input.realName,
          memberName: input.realName,
          passwordHash,
          pwdChangedAt: MUST_CHANGE,
          companyId: auth.user.companyId,
          company: auth.user.company,
          authStatus: auth.user.authStatus,
          orgUnitId,
        })
        .returning({ id: users.id });
      await setGrants(tx, user.id, input.roleKeys, input.projectIds);
      await recordChange(tx, auth, user.id, 'create', { roles: input.roleKeys, projects: input.projectIds, orgUnit: orgUnitId });
      return user.id;
    });
    return { userId, password };
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.userExists, 400, { field: 'mobile' });
    throw error;
  }
}

/** Sets a user's roles, projects and org unit (absent: in no unit). */
export async function assignUser(db: Db, auth: Auth, input: { userId: number; roleKeys: string[]; projectIds: number[]; orgUnitId?: number }): Promise<void> {
  const scope = adminScopeOf(auth);
  await db.transaction(async (tx) => {
    const target = await targetIn(tx, scope, input.userId);
    await checkedGrants(tx, auth, scope, input.roleKeys, input.projectIds);
    const orgUnitId = await checkedOrgUnit(tx, target.companyId, input.orgUnitId);
    await keepingAdministrators(tx, scopesOf(target.companyId), () => setGrants(tx, input.userId, input.roleKeys, input.projectIds));
    if (orgUnitId !== target.orgUnitId) await tx.update(users).set({ orgUnitId }).where(eq(users.id, target.id));
    await recordChange(tx, auth, input.userId, 'assign', { roles: input.roleKeys, projects: input.projectIds, orgUnit: orgUnitId });
  });
  forgetGrants(db, [input.userId]);
  forgetShells(db);
}

export async function setUserStatus(db: Db, auth: Auth, input: { userId: number; status: 'active' | 'disabled' }): Promise<void> {
  const scope = adminScopeOf(auth);
  if (input.status === 'disabled' && input.userId === auth.user.id) refuse(M.selfDisable);
  await db.transaction(async (tx) => {
    const target = await targetIn(tx, scope, input.userId);
    if (target.status === 'cancelled') refuse(M.userNotFound, 404);
    await keepingAdministrators(tx, scopesOf(target.companyId), () => tx.update(users).set({ status: input.status }).where(eq(users.id, target.id)));
    if (input.status === 'disabled') await revokeTokens(tx, target.id);
    await recordChange(tx, auth, target.id, input.status === 'disabled' ? 'disable' : 'enable', {});
  });
}

export async function resetPassword(db: Db, auth: Auth, userId: number) {
  const scope = adminScopeOf(auth);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const target = await targetIn(tx, scope, userId);
    await tx.update(users).set({ passwordHash, pwdChangedAt: MUST_CHANGE }).where(eq(users.id, target.id));
    await revokeTokens(tx, target.id);
    await recordChange(tx, auth, target.id, 'reset-password', {});
  });
  return { userId, password };
}

export async function projectList(db: Db, auth: Auth) {
  const scope = adminScopeOf(auth);
  return db
    .select({ id: projects.id, name: projects.name, members: projects.members, status: projects.status, companyId: projects.companyId })
    .from(projects)
    .where(scope.kind === 'company' ? eq(projects.companyId, scope.companyId) : undefined)
    .orderBy(projects.id);
}
