// DIY reports (issue 48): operations define a report as keys of the whitelisted catalogue (shown
// fields and filters), enable, disable and delete it, every move one conditional update with its
// history row; anyone may run an enabled report over their own waybills (the reports' scope).
import { and, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CODES } from '../../contract/codes';
import { DIY_DISPLAY_FIELDS, DIY_QUERY_FIELDS, DIY_QUERY_KEYS, filterNames, type DiyQueryField } from '../../contract/reports/catalogue';
import { REPORT_EXPORT_MAX, REPORT_MESSAGES } from '../../contract/reports/labels';
import type { DiyPageQuery, DiyReport, DiyRun, diyRunBody, diySaveInput } from '../../contract/reports/schemas';
import type { Db } from '../../db/client';
import { diyReportHistory, diyReports } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { requireOperator } from '../certification/service';
import { DISPLAY_SQL, DIY_FROM, QUERY_SQL } from './catalogue-sql';
import { containing, daysBetween, reportScope, rowsOf } from './scope';

type Row = typeof diyReports.$inferSelect;

const viewOf = (r: Row): DiyReport => ({
  id: r.id,
  name: r.name,
  remark: r.remark,
  displayFields: r.displayFields,
  queryFields: r.queryFields,
  status: r.status as DiyReport['status'],
  updatedAt: r.updatedAt.toISOString(),
});

const live = ne(diyReports.status, 'deleted');

/** Operations see every report; everyone else the enabled ones. */
const visibleTo = (auth: Auth): SQL => (auth.role === 'operator' ? live : eq(diyReports.status, 'enabled'));

export async function diyPage(db: Db, auth: Auth, query: DiyPageQuery) {
  const where = and(
    visibleTo(auth),
    query.status ? eq(diyReports.status, query.status) : undefined,
    query.name ? ilike(diyReports.name, containing(query.name)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(diyReports)
      .where(where)
      .orderBy(desc(diyReports.updatedAt), desc(diyReports.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(diyReports).where(where),
  ]);
  return { records: rows.map(viewOf), total: total?.n ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

export async function diyDetail(db: Db, auth: Auth, id: number): Promise<DiyReport> {
  const [row] = await db
    .select()
    .from(diyReports)
    .where(and(eq(diyReports.id, id), visibleTo(auth)));
  if (!row) refuse(REPORT_MESSAGES.diyNotFound, CODES.NOT_FOUND);
  return viewOf(row);
}

/** The catalogue as a page (display or query fields). */
export function fieldPage(which: 'display' | 'query', pageNumber: number, pageSize: number) {
  const all = Object.entries(which === 'display' ? DIY_DISPLAY_FIELDS : DIY_QUERY_FIELDS).map(([key, f]) => ({ key, label: f.label, kind: f.kind as string }));
  return { records: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: all.length, pageNumber, pageSize };
}

export async function saveDiy(db: Db, auth: Auth, input: z.output<typeof diySaveInput>): Promise<DiyReport> {
  await requireOperator(db, auth);
  const values = { name: input.name, remark: input.remark || null, displayFields: input.displayFields, queryFields: input.queryFields };
  try {
    return await db.transaction(async (tx) => {
      if (input.id === undefined) {
        const [row] = await tx
          .insert(diyReports)
          .values({ ...values, status: 'disabled', createdBy: auth.user.id })
          .returning();
        await tx.insert(diyReportHistory).values({ reportId: row.id, fromStatus: null, toStatus: row.status, action: 'create', actorUserId: auth.user.id });
        return viewOf(row);
      }
      const [row] = await tx
        .update(diyReports)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(diyReports.id, input.id), live))
        .returning();
      if (!row) refuse(REPORT_MESSAGES.diyNotFound, CODES.NOT_FOUND);
      await tx.insert(diyReportHistory).values({ reportId: row.id, fromStatus: row.status, toStatus: row.status, action: 'edit', actorUserId: auth.user.id });
      return viewOf(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuse(REPORT_MESSAGES.diyNameTaken, 400, { field: 'name' });
    throw error;
  }
}

const MOVES = {
  enable: { from: 'disabled', to: 'enabled', refusal: REPORT_MESSAGES.diyAlreadyEnabled },
  disable: { from: 'enabled', to: 'disabled', refusal: REPORT_MESSAGES.diyAlreadyDisabled },
  delete: { from: 'disabled', to: 'deleted', refusal: REPORT_MESSAGES.diyNotDisabled },
} as const;

/** One move of a report: from the state it may leave, in one conditional update with its history row. */
export async function moveDiy(db: Db, auth: Auth, id: number, move: keyof typeof MOVES): Promise<DiyReport> {
  await requireOperator(db, auth);
  const rule = MOVES[move];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(diyReports)
      .set({ status: rule.to, updatedAt: new Date(), ...(move === 'delete' ? { deletedAt: new Date() } : {}) })
      .where(and(eq(diyReports.id, id), eq(diyReports.status, rule.from)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: diyReports.id })
        .from(diyReports)
        .where(and(eq(diyReports.id, id), live));
      if (!exists) refuse(REPORT_MESSAGES.diyNotFound, CODES.NOT_FOUND);
      refuse(rule.refusal);
    }
    await tx.insert(diyReportHistory).values({ reportId: id, fromStatus: rule.from, toStatus: rule.to, action: move, actorUserId: auth.user.id });
    return viewOf(row);
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's filters as conditions: only its own query fields, each value checked for its kind. */
function conditions(keys: DiyQueryField[], filters: Record<string, string>): SQL[] {
  const out: SQL[] = [];
  for (const key of keys) {
    const kind = DIY_QUERY_FIELDS[key].kind;
    const column = QUERY_SQL[key];
    if (kind === 'days') {
      const [fromName, toName] = filterNames(key);
      const from = filters[fromName]?.trim() || undefined;
      const to = filters[toName]?.trim() || undefined;
      for (const [name, value] of [
        [fromName, from],
        [toName, to],
      ] as const) {
        if (value && (!DAY.test(value) || Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()))) refuse(REPORT_MESSAGES.day, 400, { field: name });
      }
      if (from && to && from > to) refuse(REPORT_MESSAGES.range, 400, { field: fromName });
      if (from || to) out.push(daysBetween(column, from, to));
      continue;
    }
    const value = filters[key]?.trim();
    if (!value) continue;
    if (kind === 'contains') out.push(sql`${column} ilike ${containing(value)}`);
    else if (kind === 'city') {
      if (!/^\d{4}$/.test(value)) refuse(REPORT_MESSAGES.city, 400, { field: key });
      out.push(sql`${column} = ${value}`);
    } else {
      if (!/^[A-Z]{1,12}$/.test(value)) refuse(REPORT_MESSAGES.diyFilterValue, 400, { field: key });
      out.push(sql`${column} = ${value}`);
    }
  }
  return out;
}

/** Runs an enabled report over the caller's waybills: a page, or every row (`all`, at most REPORT_EXPORT_MAX) for an export. */
export async function runDiy(db: Db, auth: Auth, reportId: number, body: z.output<typeof diyRunBody>): Promise<DiyRun> {
  const [row] = await db
    .select()
    .from(diyReports)
    .where(and(eq(diyReports.id, reportId), live));
  if (!row || (row.status !== 'enabled' && auth.role !== 'operator')) refuse(REPORT_MESSAGES.diyNotFound, CODES.NOT_FOUND);
  const report = viewOf(row);
  const shown = row.displayFields.filter((k): k is keyof typeof DISPLAY_SQL => k in DISPLAY_SQL);
  const asked = row.queryFields.filter((k): k is DiyQueryField => (DIY_QUERY_KEYS as string[]).includes(k));
  const where = sql.join([await reportScope(db, auth), ...conditions(asked, body.filters)], sql` and `);
  const pageNumber = body.all ? 1 : body.pageNumber;
  const pageSize = body.all ? REPORT_EXPORT_MAX + 1 : body.pageSize;
  const columns = sql.join(
    shown.map((key) => sql`${DISPLAY_SQL[key]} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const [records, [counted]] = await Promise.all([
    rowsOf<Record<string, string | number | null>>(
      db.execute(sql`select ${columns} from ${DIY_FROM} where ${where}
        order by ${sql`"waybills"."created_at"`} desc, ${sql`"waybills"."id"`} desc limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`),
    ),
    rowsOf<{ n: unknown }>(db.execute(sql`select count(*) as n from ${DIY_FROM} where ${where}`)),
  ]);
  if (body.all && records.length > REPORT_EXPORT_MAX) refuse(REPORT_MESSAGES.exportTooMany);
  // bigint and numeric columns come back as strings from the drivers: the numeric kinds as numbers
  const numeric = new Set(shown.filter((k) => ['weight', 'fen'].includes(DIY_DISPLAY_FIELDS[k].kind)));
  const typed = records.map((r) =>
    Object.fromEntries(shown.map((k) => [k, r[k] === null || r[k] === undefined ? null : numeric.has(k) ? Number(r[k]) : String(r[k])])),
  );
  return { report, records: typed, total: Number(counted?.n ?? 0), pageNumber, pageSize: body.all ? typed.length : pageSize };
}
