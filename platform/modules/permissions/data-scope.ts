// The caller's data scope as a query condition (issue 44, decision 022): the one place a list asks
// "which of these rows may this user see beyond what their identity lets them". A user acting
// through a built-in role keeps the module's own scoping (the built-in roles' scopes are what the
// modules already enforce). A user acting only through roles an administrator made gets the
// broadest of those roles' scopes — `own`: the records they created or are party to; `org_unit`:
// the records of the users of their org unit and its descendants (decision 036); `company` and
// `all`: the module's scoping — and, when assigned active projects, only the records whose
// counterparty company is one the projects name.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { companies, orgUnits, projects, roles, userProjects, userRoles, users } from '../../db/schema';
import { keptWithSession, type Auth } from '../../http/auth';

const BREADTH: Record<DataScope, number> = { own: 0, org_unit: 1, company: 2, all: 3 };

/**
 * The rows of a list, described for the scope: `ownedBy(userIds)` — the records that the users of
 * `userIds` (a parenthesised list or subquery of user ids) created or are party to — and the
 * counterparty company columns.
 */
export type ScopedRows = { ownedBy: (userIds: SQL) => SQL; counterpartyCompany: readonly SQL[] };

/** The scope of the roles the user acts through now; null when a built-in role leaves it to the module. */
export async function actingDataScope(db: Db | Tx, auth: Auth): Promise<DataScope | null> {
  const held = await db
    .select({ builtIn: roles.builtIn, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.key, userRoles.role))
    .where(and(eq(userRoles.userId, auth.user.id), eq(roles.status, 'active'), eq(roles.identity, auth.role)));
  if (held.length === 0 || held.some((r) => r.builtIn)) return null;
  return held.map((r) => r.dataScope as DataScope).reduce((a, b) => (BREADTH[b] > BREADTH[a] ? b : a));
}

/** The names of the counterparty companies the user's active projects name (null: no project limits them). */
async function projectCounterpartyNames(db: Db | Tx, auth: Auth): Promise<string[] | null> {
  const rows = await db
    .select({ members: projects.members })
    .from(userProjects)
    .innerJoin(projects, and(eq(projects.id, userProjects.projectId), eq(projects.status, 'active')))
    .where(eq(userProjects.userId, auth.user.id));
  if (rows.length === 0) return null;
  return [...new Set(rows.flatMap((r) => r.members.split('\n')).filter(Boolean))];
}

/**
 * The users whose records an org-unit scope shows (decision 036): the company's users in the
 * caller's unit or any unit below it, and the caller (who may be in no unit: then only their own).
 * The tree is walked in the database, live units only, so a unit moved under another takes its
 * people with it from the next request.
 */
export function orgUnitMembers(auth: Auth): SQL {
  const { id, companyId, orgUnitId } = auth.user;
  if (companyId === null || orgUnitId === null) return sql`(${id})`;
  const branch = sql`(with recursive branch(id) as (
      select ${orgUnits.id} from ${orgUnits} where ${orgUnits.id} = ${orgUnitId} and ${orgUnits.companyId} = ${companyId} and ${orgUnits.deletedAt} is null
      union
      select u.id from ${orgUnits} u join branch b on u.parent_id = b.id where u.company_id = ${companyId} and u.deleted_at is null
    ) select id from branch)`;
  return sql`(select ${users.id} from ${users} where ${users.companyId} = ${companyId} and (${users.orgUnitId} in ${branch} or ${users.id} = ${id}))`;
}

/** The condition a list adds for the caller's data scope and projects; undefined when nothing narrows it. */
export async function dataScopeCondition(db: Db | Tx, auth: Auth, rows: ScopedRows): Promise<SQL | undefined> {
  if (auth.role === 'operator') return undefined;
  // the two reads depend on the session's user and role alone: a page view's list keeps them with its session (issue 50)
  const [scope, names] = await keptWithSession(db, auth, 'data-scope', () => Promise.all([actingDataScope(db, auth), projectCounterpartyNames(db, auth)]));
  const byScope = scope === 'own' ? rows.ownedBy(sql`(${auth.user.id})`) : scope === 'org_unit' ? rows.ownedBy(orgUnitMembers(auth)) : undefined;
  // a user whose projects name no company sees no counterparty's records
  const counterparties = names?.length ? sql`(select ${companies.id} from ${companies} where ${inArray(companies.name, names)})` : null;
  const byProject = counterparties === null ? undefined : (or(...rows.counterpartyCompany.map((column) => sql`${column} in ${counterparties}`)) ?? sql`false`);
  return and(byScope, byProject);
}
