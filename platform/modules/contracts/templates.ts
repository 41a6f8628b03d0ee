// Contract templates (issue 46): operations write a template's clauses with whitelisted
// placeholders, release a version, and make it invalid. A template is a code with versions; a
// released version is never changed: a change is a new version (a draft of the same code), and
// releasing it makes the version released before it invalid. Each move is one transaction whose
// UPDATE checks the current state, with a history row.
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  CONTRACT_MESSAGES as M,
  type ContractKind,
  type TemplateDetail,
  type TemplateInput,
  type TemplateQuery,
  type TemplateRow,
  type TemplateStatus,
} from '../../contract/contracts/contracts';
import type { Db, Tx } from '../../db/client';
import { containing } from '../../db/paging';
import { contractTemplateHistory, contractTemplates } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { historyOf } from './history';

export type Template = typeof contractTemplates.$inferSelect;

function requireOperator(auth: Auth) {
  if (auth.role !== 'operator') refuse(M.operatorsOnly, 403);
}

const rowOf = (t: Template): TemplateRow => ({
  id: t.id,
  code: t.code,
  version: t.version,
  name: t.name,
  kind: t.kind as ContractKind,
  status: t.status as TemplateStatus,
  releasedAt: t.releasedAt?.toISOString() ?? null,
  updatedAt: t.updatedAt.toISOString(),
});

async function history(
  tx: Tx,
  templateId: number,
  fromStatus: TemplateStatus | null,
  toStatus: TemplateStatus,
  action: string,
  actorUserId: number | null,
  remark: string | null = null,
) {
  await tx.insert(contractTemplateHistory).values({ templateId, fromStatus, toStatus, action, actorUserId, remark });
}

export async function templatePage(
  db: Db,
  auth: Auth,
  q: TemplateQuery,
): Promise<{ records: TemplateRow[]; total: number; pageNumber: number; pageSize: number }> {
  requireOperator(auth);
  const where = and(
    q.kind ? eq(contractTemplates.kind, q.kind) : undefined,
    q.status ? eq(contractTemplates.status, q.status) : undefined,
    q.name ? ilike(contractTemplates.name, containing(q.name)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(contractTemplates)
      .where(where)
      .orderBy(desc(contractTemplates.updatedAt), desc(contractTemplates.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contractTemplates)
      .where(where),
  ]);
  return { records: rows.map(rowOf), total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

async function templateOf(db: Db | Tx, id: number): Promise<Template> {
  const [t] = await db.select().from(contractTemplates).where(eq(contractTemplates.id, id));
  if (!t) refuse(M.templateNotFound, 404);
  return t;
}

export async function templateDetail(db: Db, auth: Auth, id: number): Promise<TemplateDetail> {
  requireOperator(auth);
  const t = await templateOf(db, id);
  const [versions, moves] = await Promise.all([
    db.select().from(contractTemplates).where(eq(contractTemplates.code, t.code)).orderBy(desc(contractTemplates.version)),
    historyOf(db, contractTemplateHistory, id),
  ]);
  return {
    ...rowOf(t),
    clauses: t.clauses,
    remark: t.remark,
    versions: versions.filter((v) => v.id !== t.id).map(rowOf),
    history: moves,
  };
}

/** A new template (version 1 of a new code), or changes to a draft; a released or invalid version refuses. */
export async function saveTemplate(db: Db, auth: Auth, input: TemplateInput): Promise<Template> {
  requireOperator(auth);
  const fields = { name: input.name, kind: input.kind, clauses: input.clauses, remark: input.remark ?? null };
  return db.transaction(async (tx) => {
    if (input.id !== undefined) {
      const current = await templateOf(tx, input.id);
      const [saved] = await tx
        .update(contractTemplates)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(contractTemplates.id, input.id), eq(contractTemplates.status, 'DRAFT')))
        .returning();
      if (!saved) refuse(current.status === 'DRAFT' ? M.templateState : M.releasedNotEditable);
      await history(tx, saved.id, 'DRAFT', 'DRAFT', 'edit', auth.user.id);
      return saved;
    }
    const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('contract_templates', 'id'))::int as id`);
    const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
    const [created] = await tx
      .insert(contractTemplates)
      .values({ id, code: `MB${String(id).padStart(6, '0')}`, version: 1, status: 'DRAFT', createdBy: auth.user.id, ...fields })
      .returning();
    await history(tx, created.id, null, 'DRAFT', 'create', auth.user.id);
    return created;
  });
}

/** The next version of a template as a draft, its clauses copied from `id`; one draft per template at a time. */
export async function newTemplateVersion(db: Db, auth: Auth, id: number): Promise<Template> {
  requireOperator(auth);
  try {
    return await db.transaction(async (tx) => {
      const base = await templateOf(tx, id);
      if (base.status === 'DRAFT') refuse(M.draftExists);
      const [{ latest }] = await tx
        .select({ latest: sql<number>`max(${contractTemplates.version})::int` })
        .from(contractTemplates)
        .where(eq(contractTemplates.code, base.code));
      const [draft] = await tx
        .insert(contractTemplates)
        .values({
          code: base.code,
          version: latest + 1,
          name: base.name,
          kind: base.kind,
          status: 'DRAFT',
          clauses: base.clauses,
          remark: base.remark,
          createdBy: auth.user.id,
        })
        .returning();
      await history(tx, draft.id, null, 'DRAFT', 'newVersion', auth.user.id, `以第${base.version}版为底稿`);
      return draft;
    });
  } catch (error) {
    // a concurrent "new version" made the draft first (one draft per code)
    if (isUniqueViolation(error)) refuse(M.draftExists);
    throw error;
  }
}

/** Moves a template version from one of `from` to `to` in one conditional update, with history. */
async function transition(db: Db, auth: Auth, id: number, from: TemplateStatus[], to: TemplateStatus, action: string): Promise<Template> {
  requireOperator(auth);
  return db.transaction(async (tx) => {
    const current = await templateOf(tx, id);
    const inFrom: SQL = sql`${contractTemplates.status} in (${sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    )})`;
    const [moved] = await tx
      .update(contractTemplates)
      .set({ status: to, updatedAt: new Date(), ...(to === 'RELEASED' ? { releasedAt: new Date() } : {}) })
      .where(and(eq(contractTemplates.id, id), inFrom))
      .returning();
    if (!moved) refuse(M.templateState);
    await history(tx, id, current.status as TemplateStatus, to, action, auth.user.id);
    if (to === 'RELEASED') {
      // the version released before this one gives way: one released version per template
      const superseded = await tx
        .update(contractTemplates)
        .set({ status: 'INVALID', updatedAt: new Date() })
        .where(and(eq(contractTemplates.code, moved.code), eq(contractTemplates.status, 'RELEASED'), sql`${contractTemplates.id} <> ${id}`))
        .returning({ id: contractTemplates.id });
      for (const s of superseded) await history(tx, s.id, 'RELEASED', 'INVALID', 'supersede', auth.user.id, `第${moved.version}版已发布`);
    }
    return moved;
  });
}

export const releaseTemplate = (db: Db, auth: Auth, id: number) => transition(db, auth, id, ['DRAFT'], 'RELEASED', 'release');
export const invalidateTemplate = (db: Db, auth: Auth, id: number) => transition(db, auth, id, ['DRAFT', 'RELEASED'], 'INVALID', 'invalid');

/** The released version contracts of `kind` are made from now (the latest released, if several codes are). */
export async function releasedTemplate(db: Db | Tx, kind: ContractKind): Promise<Template | null> {
  const [t] = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.kind, kind), eq(contractTemplates.status, 'RELEASED')))
    .orderBy(desc(contractTemplates.releasedAt), desc(contractTemplates.id))
    .limit(1);
  return t ?? null;
}
