// Projects (项目, issue 44): a company's group of customers (counterparty companies) or contracts,
// to which a user's data can be limited. Operations keep every company's; a company's administrator
// its own. Each change is one transaction that finds the project in the caller's scope (locked)
// and writes the history row.
import { and, eq } from 'drizzle-orm';
import { PERMISSION_MESSAGES as M } from '../../contract/permissions/messages';
import type { ProjectInput } from '../../contract/permissions/schemas';
import type { Db, Tx } from '../../db/client';
import { companies, permissionHistory, projects } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { adminScopeOf, type AdminScope } from './access';

const row = { id: projects.id, name: projects.name, members: projects.members, status: projects.status, companyId: projects.companyId };

/** One member per line, trimmed, each once: how the list reads back and how data scopes match it. */
function normalisedMembers(members: string): string {
  return [...new Set(members.split(/\r?\n/).map((m) => m.trim()))].filter(Boolean).join('\n');
}

function inScope(scope: AdminScope) {
  return scope.kind === 'company' ? eq(projects.companyId, scope.companyId) : undefined;
}

async function lockedProject(tx: Tx, scope: AdminScope, id: number) {
  const [found] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), inScope(scope)))
    .for('update');
  return found ?? refuse(M.projectNotFound, 404);
}

/** The company a new project belongs to: the administrator's own; the one operations name, if it exists. */
async function owningCompany(tx: Tx, scope: AdminScope, companyId: number | undefined): Promise<number> {
  if (scope.kind === 'company') {
    if (companyId !== undefined && companyId !== scope.companyId) refuse(M.projectCompanyRequired, 400, { field: 'companyId' });
    return scope.companyId;
  }
  if (companyId === undefined) return refuse(M.projectCompanyRequired, 400, { field: 'companyId' });
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return company?.id ?? refuse(M.projectCompanyRequired, 400, { field: 'companyId' });
}

export async function saveProject(db: Db, auth: Auth, input: ProjectInput) {
  const scope = adminScopeOf(auth);
  const values = { name: input.name, members: normalisedMembers(input.members), status: input.status };
  try {
    return await db.transaction(async (tx) => {
      let saved;
      if (input.id !== undefined) {
        await lockedProject(tx, scope, input.id);
        [saved] = await tx.update(projects).set(values).where(eq(projects.id, input.id)).returning(row);
      } else {
        const companyId = await owningCompany(tx, scope, input.companyId);
        [saved] = await tx
          .insert(projects)
          .values({ ...values, companyId })
          .returning(row);
      }
      await tx
        .insert(permissionHistory)
        .values({ actorId: auth.user.id, subject: 'project', subjectId: saved.id, action: input.id ? 'update' : 'create', detail: values });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.projectNameTaken, 400, { field: 'name' });
    throw error;
  }
}

export async function setProjectStatus(db: Db, auth: Auth, input: { id: number; status: 'active' | 'disabled' }): Promise<void> {
  const scope = adminScopeOf(auth);
  await db.transaction(async (tx) => {
    const project = await lockedProject(tx, scope, input.id);
    if (project.status === input.status) return;
    await tx.update(projects).set({ status: input.status }).where(eq(projects.id, input.id));
    await tx
      .insert(permissionHistory)
      .values({ actorId: auth.user.id, subject: 'project', subjectId: input.id, action: input.status === 'disabled' ? 'disable' : 'enable', detail: {} });
  });
}
