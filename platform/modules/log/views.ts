// The log screens' queries: a page of each log with the filters of the URL (newest first, with a
// bounded count), and the export of what the filters match. The operation, login and interface
// logs are platform-wide and for operations only; the supplementary-entry log (补录, the waybill
// history rows of action 'additional') shows each caller the waybills they may see; the import log
// shows each caller their company's imports (their own without a company), operations every one.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  LOG_EXPORT_MAX,
  LOG_MESSAGES,
  type AdditionalLogFilters,
  type AdditionalLogRow,
  type ImportLogDetail,
  type ImportLogFilters,
  type ImportLogRow,
  type InterfaceLogFilters,
  type InterfaceLogRow,
  type LoginLogFilters,
  type LoginLogRow,
  type OperationLogFilters,
  type OperationLogRow,
} from '../../contract/log/logs';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { companies, importLogs, interfaceLogs, loginLogs, operationLogs, users, waybillHistory, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { CODES } from '../../contract/codes';
import { refuse } from '../../http/refusal';
import { waybillScope } from '../orders/access';

const DAY_MS = 24 * 3600_000;
/** Counting stops here: a page of a log of millions answers as fast as one of thousands. */
const COUNT_LIMIT = 10_000;

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** From the start of the China day `from` to the end of the China day `to`. */
function between(column: PgColumn, first?: string, last?: string): SQL | undefined {
  const [from, to] = first && last && first > last ? [last, first] : [first, last];
  return and(
    from ? gte(column, new Date(`${from}T00:00:00+08:00`)) : undefined,
    to ? lt(column, new Date(new Date(`${to}T00:00:00+08:00`).getTime() + DAY_MS)) : undefined,
  );
}

type Paging = { pageNumber: number; pageSize: number };

/** A log as the screens read it: its filters as one condition, its rows, and what its count counts. */
type LogList<F, R> = {
  operatorsOnly: boolean;
  where: (auth: Auth, q: F) => SQL | undefined;
  rows: (db: Db, where: SQL | undefined) => PgSelect;
  /** the count's `select 1 from … where`, with the joins its filters need */
  counted: (where: SQL) => SQL;
  shape: (row: Record<string, unknown>) => R;
};

/** The newest rows first, with the time as ISO text. */
async function newestFirst<R>(list: LogList<unknown, R>, query: PgSelect, createdAt: PgColumn, id: PgColumn, limit: number, offset: number): Promise<R[]> {
  const rows = (await query.orderBy(desc(createdAt), desc(id)).limit(limit).offset(offset)) as Record<string, unknown>[];
  return rows.map((r) => list.shape({ ...r, createdAt: (r.createdAt as Date).toISOString() }));
}

/** A log's page (with a count that stops at COUNT_LIMIT) and export, for the callers allowed to read it. */
function logReader<F, R>(list: LogList<F, R>, newest: [createdAt: PgColumn, id: PgColumn]) {
  const read = (db: Db, auth: Auth, q: F, limit: number, offset: number) => {
    if (list.operatorsOnly && auth.role !== 'operator') refuse(LOG_MESSAGES.operatorsOnly);
    const where = list.where(auth, q);
    const query = list.rows(db, where);
    return { where, rows: newestFirst(list as LogList<unknown, R>, query, ...newest, limit, offset) };
  };
  return {
    page: async (db: Db, auth: Auth, q: F & Paging): Promise<Page<R>> => {
      const { where, rows } = read(db, auth, q, q.pageSize, (q.pageNumber - 1) * q.pageSize);
      const [records, counts] = await Promise.all([
        rows,
        db.execute(sql`select count(*)::int as n from (${list.counted(where ?? sql`true`)} limit ${COUNT_LIMIT + 1}) x`),
      ]);
      // Both drivers (PGlite and node-postgres) answer execute() with { rows }.
      const n = Number((counts as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      return { records, total: Math.min(n, COUNT_LIMIT), pageNumber: q.pageNumber, pageSize: q.pageSize, ...(n > COUNT_LIMIT ? { capped: true } : {}) };
    },
    export: (db: Db, auth: Auth, q: F): Promise<R[]> => read(db, auth, q, LOG_EXPORT_MAX, 0).rows,
  };
}

const asIs = <R>(row: Record<string, unknown>) => row as R;

// ---- operation log -------------------------------------------------------------------------

const operations = logReader<OperationLogFilters, OperationLogRow>(
  {
    operatorsOnly: true,
    where: (_auth, q) =>
      and(
        q.user ? or(sql`${operationLogs.userMobile} like ${like(q.user)}`, sql`${operationLogs.userName} like ${like(q.user)}`) : undefined,
        q.action ? sql`${operationLogs.action} like ${like(q.action)}` : undefined,
        q.result ? eq(operationLogs.result, q.result) : undefined,
        between(operationLogs.createdAt, q.from, q.to),
      ),
    rows: (db, where) =>
      db
        .select({
          id: operationLogs.id,
          userMobile: operationLogs.userMobile,
          userName: operationLogs.userName,
          role: operationLogs.role,
          companyName: companies.name,
          action: operationLogs.action,
          method: operationLogs.method,
          path: operationLogs.path,
          targetType: operationLogs.targetType,
          targetId: operationLogs.targetId,
          params: operationLogs.params,
          result: operationLogs.result,
          message: operationLogs.message,
          ip: operationLogs.ip,
          createdAt: operationLogs.createdAt,
        })
        .from(operationLogs)
        .leftJoin(companies, eq(companies.id, operationLogs.companyId))
        .where(where)
        .$dynamic(),
    counted: (where) => sql`select 1 from ${operationLogs} where ${where}`,
    shape: (r) => ({ ...(r as OperationLogRow), result: r.result === 'ok' ? 'ok' : 'refused' }),
  },
  [operationLogs.createdAt, operationLogs.id],
);

// ---- login log -----------------------------------------------------------------------------

const logins = logReader<LoginLogFilters, LoginLogRow>(
  {
    operatorsOnly: true,
    where: (_auth, q) =>
      and(
        q.account ? sql`${loginLogs.account} like ${like(q.account)}` : undefined,
        q.result ? eq(loginLogs.success, q.result === 'success') : undefined,
        q.method ? eq(loginLogs.method, q.method) : undefined,
        between(loginLogs.createdAt, q.from, q.to),
      ),
    rows: (db, where) =>
      db
        .select({
          id: loginLogs.id,
          account: loginLogs.account,
          userName: users.realName,
          method: loginLogs.method,
          success: loginLogs.success,
          reason: loginLogs.reason,
          ip: loginLogs.ip,
          userAgent: loginLogs.userAgent,
          createdAt: loginLogs.createdAt,
        })
        .from(loginLogs)
        .leftJoin(users, eq(users.id, loginLogs.userId))
        .where(where)
        .$dynamic(),
    counted: (where) => sql`select 1 from ${loginLogs} where ${where}`,
    shape: asIs,
  },
  [loginLogs.createdAt, loginLogs.id],
);

// ---- interface log -------------------------------------------------------------------------

const userMatches = (text: string) => or(sql`${users.mobile} like ${like(text)}`, sql`${users.realName} like ${like(text)}`);

const pageViews = logReader<InterfaceLogFilters, InterfaceLogRow>(
  {
    operatorsOnly: true,
    where: (_auth, q) =>
      and(
        q.user ? userMatches(q.user) : undefined,
        q.name ? sql`${interfaceLogs.name} like ${like(q.name)}` : undefined,
        between(interfaceLogs.createdAt, q.from, q.to),
      ),
    rows: (db, where) =>
      db
        .select({
          id: interfaceLogs.id,
          userMobile: users.mobile,
          userName: users.realName,
          name: interfaceLogs.name,
          method: interfaceLogs.method,
          type: interfaceLogs.type,
          mode: interfaceLogs.mode,
          ip: interfaceLogs.ip,
          createdAt: interfaceLogs.createdAt,
        })
        .from(interfaceLogs)
        .leftJoin(users, eq(users.id, interfaceLogs.userId))
        .where(where)
        .$dynamic(),
    counted: (where) => sql`select 1 from ${interfaceLogs} left join ${users} on ${users.id} = ${interfaceLogs.userId} where ${where}`,
    shape: asIs,
  },
  [interfaceLogs.createdAt, interfaceLogs.id],
);

// ---- supplementary entries (补录) ----------------------------------------------------------

const supplements = logReader<AdditionalLogFilters, AdditionalLogRow>(
  {
    operatorsOnly: false,
    where: (auth, q) =>
      and(
        eq(waybillHistory.action, 'additional'),
        waybillScope(auth),
        q.waybillNo ? sql`${waybills.waybillNo} like ${like(q.waybillNo)}` : undefined,
        q.user ? userMatches(q.user) : undefined,
        between(waybillHistory.createdAt, q.from, q.to),
      ),
    rows: (db, where) =>
      db
        .select({
          id: waybillHistory.id,
          waybillId: waybills.id,
          waybillNo: waybills.waybillNo,
          userMobile: users.mobile,
          userName: users.realName,
          weightKg: waybillHistory.weightKg,
          remark: waybillHistory.remark,
          createdAt: waybillHistory.createdAt,
        })
        .from(waybillHistory)
        .innerJoin(waybills, eq(waybills.id, waybillHistory.waybillId))
        .leftJoin(users, eq(users.id, waybillHistory.actorUserId))
        .where(where)
        .$dynamic(),
    counted: (where) =>
      sql`select 1 from ${waybillHistory} inner join ${waybills} on ${waybills.id} = ${waybillHistory.waybillId} left join ${users} on ${users.id} = ${waybillHistory.actorUserId} where ${where}`,
    shape: asIs,
  },
  [waybillHistory.createdAt, waybillHistory.id],
);

// ---- imports ---------------------------------------------------------------------------------

/** Operations: every import; a company's user: the company's; a user without a company: their own. */
function importScope(auth: Auth): SQL | undefined {
  if (auth.role === 'operator') return undefined;
  return auth.user.companyId ? eq(importLogs.companyId, auth.user.companyId) : eq(importLogs.userId, auth.user.id);
}

const importColumns = {
  id: importLogs.id,
  userMobile: importLogs.userMobile,
  userName: importLogs.userName,
  companyName: companies.name,
  kind: importLogs.kind,
  fileName: importLogs.fileName,
  rowsRead: importLogs.rowsRead,
  rowsAccepted: importLogs.rowsAccepted,
  rowsRefused: importLogs.rowsRefused,
  status: importLogs.status,
  message: importLogs.message,
  startedAt: importLogs.startedAt,
  finishedAt: importLogs.finishedAt,
  createdAt: importLogs.createdAt,
};

const importTimes = (r: Record<string, unknown>) => ({
  ...r,
  startedAt: (r.startedAt as Date).toISOString(),
  finishedAt: (r.finishedAt as Date).toISOString(),
});

const imports = logReader<ImportLogFilters, ImportLogRow>(
  {
    operatorsOnly: false,
    where: (auth, q) =>
      and(
        importScope(auth),
        q.kind ? eq(importLogs.kind, q.kind) : undefined,
        q.status ? eq(importLogs.status, q.status) : undefined,
        q.company && auth.role === 'operator' ? sql`${companies.name} like ${like(q.company)}` : undefined,
        between(importLogs.createdAt, q.from, q.to),
      ),
    rows: (db, where) => db.select(importColumns).from(importLogs).leftJoin(companies, eq(companies.id, importLogs.companyId)).where(where).$dynamic(),
    counted: (where) => sql`select 1 from ${importLogs} left join ${companies} on ${companies.id} = ${importLogs.companyId} where ${where}`,
    shape: (r) => importTimes(r) as ImportLogRow,
  },
  [importLogs.createdAt, importLogs.id],
);

/** One import with its refused rows; another company's answers as a missing one. */
export async function importLogDetail(db: Db, auth: Auth, id: number): Promise<ImportLogDetail> {
  const [row] = await db
    .select({ ...importColumns, refusedRows: importLogs.refusedRows })
    .from(importLogs)
    .leftJoin(companies, eq(companies.id, importLogs.companyId))
    .where(and(eq(importLogs.id, id), importScope(auth)));
  if (!row) refuse('导入记录不存在', CODES.NOT_FOUND);
  return { ...importTimes(row), createdAt: row.createdAt.toISOString() } as ImportLogDetail;
}

export const importLogPage = imports.page;
export const importLogExport = imports.export;
export const operationLogPage = operations.page;
export const operationLogExport = operations.export;
export const loginLogPage = logins.page;
export const loginLogExport = logins.export;
export const interfaceLogPage = pageViews.page;
export const interfaceLogExport = pageViews.export;
/** Everyone: the 补录 of the waybills the caller may see (operations: all). */
export const additionalLogPage = supplements.page;
export const additionalLogExport = supplements.export;
