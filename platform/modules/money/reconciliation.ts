// The reconciliation differences (issue 44): each difference the daily reconciliation finds is kept
// (once per day, serial and kind: a rerun adds nothing), and operations record what they did about
// it. Handling is one transaction that moves the difference OPEN → HANDLED only while it is OPEN
// (a second or concurrent handling finds it moved and is refused) and writes the history row.
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { CODES } from '../../contract/codes';
import type { ReconciliationDifference } from '../../contract/money/wallet';
import {
  DIFFERENCE_ACTION_LABELS,
  DIFFERENCE_MESSAGES,
  type DifferenceDetail,
  type DifferenceHandleInput,
  type DifferenceQuery,
  type DifferenceRow,
} from '../../contract/money/reconciliation';
import type { Page } from '../../contract/page';
import type { Db, Tx } from '../../db/client';
import { reconciliationDifferenceHistory, reconciliationDifferences, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';

function requireOperator(auth: Auth) {
  if (auth.role !== 'operator') refuse('仅运营人员可以处理对账差异', CODES.FORBIDDEN);
}

/** Keeps the differences of `day` not kept before, each with its 'found' history row; answers how many were new. */
export async function recordDifferences(db: Db | Tx, day: string, differences: ReconciliationDifference[]): Promise<number> {
  if (differences.length === 0) return 0;
  const added = await db
    .insert(reconciliationDifferences)
    .values(differences.map((d) => ({ day, ...d })))
    .onConflictDoNothing({ target: [reconciliationDifferences.day, reconciliationDifferences.serial, reconciliationDifferences.kind] })
    .returning({ id: reconciliationDifferences.id, detail: reconciliationDifferences.detail });
  if (added.length) {
    await db
      .insert(reconciliationDifferenceHistory)
      .values(added.map((d) => ({ differenceId: d.id, fromStatus: null, toStatus: 'OPEN', action: 'found', remark: d.detail })));
  }
  return added.length;
}

const handlerName = sql<string | null>`coalesce(nullif(${users.realName}, ''), ${users.mobile})`;

const rowColumns = {
  id: reconciliationDifferences.id,
  day: reconciliationDifferences.day,
  serial: reconciliationDifferences.serial,
  kind: reconciliationDifferences.kind,
  bankAmountFen: reconciliationDifferences.bankAmountFen,
  platformAmountFen: reconciliationDifferences.platformAmountFen,
  detail: reconciliationDifferences.detail,
  status: reconciliationDifferences.status,
  handledAction: reconciliationDifferences.handledAction,
  handledNote: reconciliationDifferences.handledNote,
  handledByName: handlerName,
  handledAt: reconciliationDifferences.handledAt,
  createdAt: reconciliationDifferences.createdAt,
};

type Selected = { [K in keyof typeof rowColumns]: unknown } & { handledAt: Date | null; createdAt: Date };

const shape = (r: Selected): DifferenceRow =>
  ({ ...r, handledAt: r.handledAt ? r.handledAt.toISOString() : null, createdAt: r.createdAt.toISOString() }) as DifferenceRow;

function filtersOf(q: Omit<DifferenceQuery, 'pageNumber' | 'pageSize'>): SQL | undefined {
  const [from, to] = q.from && q.to && q.from > q.to ? [q.to, q.from] : [q.from, q.to];
  return and(
    q.kind ? eq(reconciliationDifferences.kind, q.kind) : undefined,
    q.status ? eq(reconciliationDifferences.status, q.status) : undefined,
    q.serial ? sql`${reconciliationDifferences.serial} like ${`%${q.serial.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
    from ? gte(reconciliationDifferences.day, from) : undefined,
    to ? lte(reconciliationDifferences.day, to) : undefined,
  );
}

/** Operations' page of differences, the newest day first, open ones before handled ones. */
export async function differencePage(db: Db, auth: Auth, q: DifferenceQuery): Promise<Page<DifferenceRow>> {
  requireOperator(auth);
  const where = filtersOf(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(reconciliationDifferences)
      .leftJoin(users, eq(users.id, reconciliationDifferences.handledBy))
      .where(where)
      .orderBy(desc(reconciliationDifferences.day), reconciliationDifferences.status, desc(reconciliationDifferences.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reconciliationDifferences)
      .where(where),
  ]);
  return { records: rows.map((r) => shape(r as Selected)), total: Number(total), pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function differenceDetail(db: Db | Tx, auth: Auth, id: number): Promise<DifferenceDetail> {
  requireOperator(auth);
  const [row] = await db
    .select(rowColumns)
    .from(reconciliationDifferences)
    .leftJoin(users, eq(users.id, reconciliationDifferences.handledBy))
    .where(eq(reconciliationDifferences.id, id));
  if (!row) refuse(DIFFERENCE_MESSAGES.notFound, CODES.NOT_FOUND);
  const history = await db
    .select({
      id: reconciliationDifferenceHistory.id,
      action: reconciliationDifferenceHistory.action,
      fromStatus: reconciliationDifferenceHistory.fromStatus,
      toStatus: reconciliationDifferenceHistory.toStatus,
      remark: reconciliationDifferenceHistory.remark,
      actorName: handlerName,
      createdAt: reconciliationDifferenceHistory.createdAt,
    })
    .from(reconciliationDifferenceHistory)
    .leftJoin(users, eq(users.id, reconciliationDifferenceHistory.actorUserId))
    .where(eq(reconciliationDifferenceHistory.differenceId, id))
    .orderBy(desc(reconciliationDifferenceHistory.id));
  return { ...shape(row as Selected), history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })) };
}

/** Records the action operations took on an open difference, with the note, once. */
export async function handleDifference(db: Db, auth: Auth, input: DifferenceHandleInput): Promise<DifferenceDetail> {
  requireOperator(auth);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(reconciliationDifferences)
      .set({ status: 'HANDLED', handledAction: input.action, handledNote: input.note, handledBy: auth.user.id, handledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(reconciliationDifferences.id, input.id), eq(reconciliationDifferences.status, 'OPEN')))
      .returning({ id: reconciliationDifferences.id });
    if (!moved) {
      const [exists] = await tx.select({ id: reconciliationDifferences.id }).from(reconciliationDifferences).where(eq(reconciliationDifferences.id, input.id));
      refuse(exists ? DIFFERENCE_MESSAGES.alreadyHandled : DIFFERENCE_MESSAGES.notFound, exists ? CODES.BAD_REQUEST : CODES.NOT_FOUND);
    }
    await tx.insert(reconciliationDifferenceHistory).values({
      differenceId: input.id,
      fromStatus: 'OPEN',
      toStatus: 'HANDLED',
      action: `handle:${input.action}`,
      remark: `${DIFFERENCE_ACTION_LABELS[input.action]}：${input.note}`,
      actorUserId: auth.user.id,
    });
  });
  return differenceDetail(db, auth, input.id);
}
