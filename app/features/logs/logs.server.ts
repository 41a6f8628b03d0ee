// The log screens' server side (/logs/operationLogs, loginLogs, interfaceLogs, importLogs,
// additionalLists): a page of one log with the filters of the URL, its rows shaped for the table and
// the export, the export's sheet of each log, and one import's detail with its refused rows.
import type { z } from 'zod';
import { USER_ROLE } from '#contract/company/dictionaries';
import {
  ADDITIONAL_LOG_FILTER_KEYS,
  IMPORT_KIND_LABELS,
  IMPORT_LOG_FILTER_KEYS,
  IMPORT_STATUS_LABELS,
  INTERFACE_LOG_FILTER_KEYS,
  LOGIN_LOG_FILTER_KEYS,
  LOGIN_METHOD_LABELS,
  OPERATION_LOG_FILTER_KEYS,
  OPERATION_RESULT_LABELS,
  additionalLogFilters,
  additionalLogQuery,
  importLogFilters,
  importLogQuery,
  interfaceLogFilters,
  interfaceLogQuery,
  loginLogFilters,
  loginLogQuery,
  operationLogFilters,
  operationLogQuery,
  type AdditionalLogRow,
  type ImportLogRow,
  type InterfaceLogRow,
  type LoginLogRow,
  type OperationLogRow,
} from '#contract/log/logs';
import { lenientQuery } from '#contract/lenient-query';
import { exportOrBack, type ExportColumn } from '#app/features/orders/export.server';
import { api } from '#app/utils/api.server';
import { idParam, loadOwned, loadPage } from '#app/utils/forms.server';
import type { Caller } from '#app/utils/platform.server';
import { formatDateTime } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { LOG_PATHS, type LogKind } from './paths';

const at = (iso: string) => formatDateTime(iso, 'YYYY-MM-DD HH:mm:ss');
const roleLabel = (role: string | null) => (role ? (USER_ROLE.items.find((item) => item.value === role)?.label ?? role) : '');
const who = (mobile: string | null, name: string | null) => [name, mobile].filter(Boolean).join(' ') || '未登录';

export function operationView(r: OperationLogRow) {
  return {
    ...r,
    who: who(r.userMobile, r.userName),
    roleLabel: roleLabel(r.role),
    resultLabel: OPERATION_RESULT_LABELS[r.result],
    target: [r.targetType, r.targetId].filter(Boolean).join(' '),
    at: at(r.createdAt),
  };
}
export function loginView(r: LoginLogRow) {
  return { ...r, methodLabel: LOGIN_METHOD_LABELS[r.method], resultLabel: r.success ? '成功' : '失败', at: at(r.createdAt) };
}
export function interfaceView(r: InterfaceLogRow) {
  return { ...r, who: who(r.userMobile, r.userName), at: at(r.createdAt) };
}
export function additionalView(r: AdditionalLogRow) {
  return { ...r, who: who(r.userMobile, r.userName), weight: r.weightKg === null ? '' : tonnes(r.weightKg), at: at(r.createdAt) };
}
export function importView(r: ImportLogRow) {
  return {
    ...r,
    who: who(r.userMobile, r.userName),
    kindLabel: IMPORT_KIND_LABELS[r.kind],
    statusLabel: IMPORT_STATUS_LABELS[r.status],
    at: at(r.startedAt),
    finished: at(r.finishedAt),
  };
}
export type ImportView = ReturnType<typeof importView>;
export type OperationView = ReturnType<typeof operationView>;
export type LoginView = ReturnType<typeof loginView>;
export type InterfaceView = ReturnType<typeof interfaceView>;
export type AdditionalView = ReturnType<typeof additionalView>;

/** The filters as the form shows them: every key a string ('' when unset). */
function shown<Q extends Record<string, unknown>>(query: Q, keys: readonly string[]) {
  const out: Record<string, string> = {};
  for (const key of keys) out[key] = query[key] === undefined || query[key] === null ? '' : String(query[key]);
  return out;
}

function listOf<Q extends { pageNumber: number; pageSize: number }>(query: Q, keys: readonly string[]) {
  return { ...shown(query, keys), pageNumber: query.pageNumber, pageSize: query.pageSize };
}

export async function operationLogData(caller: Caller) {
  const { query, page } = await loadPage(caller, api.log.operationPage, operationLogQuery);
  return { query: listOf(query, OPERATION_LOG_FILTER_KEYS), total: page.total, rows: page.records.map(operationView) };
}
export async function loginLogData(caller: Caller) {
  const { query, page } = await loadPage(caller, api.log.loginPage, loginLogQuery);
  return { query: listOf(query, LOGIN_LOG_FILTER_KEYS), total: page.total, rows: page.records.map(loginView) };
}
export async function interfaceLogData(caller: Caller) {
  const { query, page } = await loadPage(caller, api.log.interfacePage, interfaceLogQuery);
  return { query: listOf(query, INTERFACE_LOG_FILTER_KEYS), total: page.total, rows: page.records.map(interfaceView) };
}
export async function importLogData(caller: Caller) {
  const { query, page } = await loadPage(caller, api.log.importPage, importLogQuery);
  return { query: listOf(query, IMPORT_LOG_FILTER_KEYS), total: page.total, rows: page.records.map(importView) };
}
/** /logs/importLogDetail?id=: the import and its refused rows (another company's answers 404). */
export async function importLogDetailData(caller: Caller) {
  const detail = await loadOwned(caller, api.log.importDetail, idParam(caller.request));
  return { ...importView(detail), refusedRows: detail.refusedRows.map((r) => ({ ...r, key: r.rowNo, reasons: r.messages.join('；') })) };
}
export async function additionalLogData(caller: Caller) {
  const { query, page } = await loadPage(caller, api.log.additionalPage, additionalLogQuery);
  return { query: listOf(query, ADDITIONAL_LOG_FILTER_KEYS), total: page.total, rows: page.records.map(additionalView) };
}

const OPERATION_COLUMNS: ExportColumn<OperationView>[] = [
  { header: '时间', width: 20, value: (r) => r.at },
  { header: '操作人', width: 22, value: (r) => r.who },
  { header: '角色', width: 12, value: (r) => r.roleLabel },
  { header: '企业', width: 24, value: (r) => r.companyName ?? '' },
  { header: '操作', width: 20, value: (r) => r.action },
  { header: '对象', width: 20, value: (r) => r.target },
  { header: '参数', width: 60, value: (r) => r.params ?? '' },
  { header: '结果', width: 8, value: (r) => r.resultLabel },
  { header: '说明', width: 30, value: (r) => r.message ?? '' },
  { header: 'IP', width: 16, value: (r) => r.ip ?? '' },
];
const LOGIN_COLUMNS: ExportColumn<LoginView>[] = [
  { header: '时间', width: 20, value: (r) => r.at },
  { header: '账号', width: 16, value: (r) => r.account },
  { header: '姓名', width: 12, value: (r) => r.userName ?? '' },
  { header: '登录方式', width: 12, value: (r) => r.methodLabel },
  { header: '结果', width: 8, value: (r) => r.resultLabel },
  { header: '失败原因', width: 30, value: (r) => r.reason ?? '' },
  { header: 'IP', width: 16, value: (r) => r.ip ?? '' },
  { header: '浏览器', width: 40, value: (r) => r.userAgent ?? '' },
];
const INTERFACE_COLUMNS: ExportColumn<InterfaceView>[] = [
  { header: '时间', width: 20, value: (r) => r.at },
  { header: '用户', width: 22, value: (r) => r.who },
  { header: '页面/接口', width: 40, value: (r) => r.name },
  { header: '方法', width: 8, value: (r) => r.method },
  { header: '类型', width: 10, value: (r) => r.type },
  { header: '终端', width: 8, value: (r) => r.mode },
  { header: 'IP', width: 16, value: (r) => r.ip ?? '' },
];
const IMPORT_COLUMNS: ExportColumn<ImportView>[] = [
  { header: '开始时间', width: 20, value: (r) => r.at },
  { header: '结束时间', width: 20, value: (r) => r.finished },
  { header: '操作人', width: 22, value: (r) => r.who },
  { header: '企业', width: 24, value: (r) => r.companyName ?? '' },
  { header: '导入类型', width: 10, value: (r) => r.kindLabel },
  { header: '文件名', width: 30, value: (r) => r.fileName },
  { header: '读取行数', width: 10, value: (r) => String(r.rowsRead) },
  { header: '导入行数', width: 10, value: (r) => String(r.rowsAccepted) },
  { header: '错误行数', width: 10, value: (r) => String(r.rowsRefused) },
  { header: '状态', width: 18, value: (r) => r.statusLabel },
  { header: '说明', width: 40, value: (r) => r.message ?? '' },
];
const ADDITIONAL_COLUMNS: ExportColumn<AdditionalView>[] = [
  { header: '时间', width: 20, value: (r) => r.at },
  { header: '派车单号', width: 24, value: (r) => r.waybillNo },
  { header: '补录人', width: 22, value: (r) => r.who },
  { header: '补录重量（吨）', width: 14, value: (r) => r.weight },
  { header: '补录说明', width: 50, value: (r) => r.remark ?? '' },
];

/** One log's export: the filters of the URL, the rows they match, the sheet named after the log. */
function exporting<S extends z.ZodRawShape, R, V>(
  caller: Caller,
  kind: LogKind,
  list: {
    schema: z.ZodObject<S>;
    keys: readonly (keyof z.output<z.ZodObject<S>> & string)[];
    load: (caller: Caller, filters: z.output<z.ZodObject<S>>) => Promise<R[]>;
  },
  sheet: { name: string; ascii: string; columns: ExportColumn<V>[]; view: (row: R) => V },
) {
  const filters = lenientQuery(list.schema, new URL(caller.request.url).searchParams);
  return exportOrBack(caller.request, {
    lists: [LOG_PATHS[kind]],
    filters,
    keys: list.keys,
    load: () => list.load(caller, filters),
    view: sheet.view,
    sheet: { name: sheet.name, columns: sheet.columns, file: { ascii: sheet.ascii, chinese: sheet.name } },
  });
}

/** GET /resources/logs/export?kind=…: the log's rows the filters match, as a streamed .xlsx. */
export const LOG_EXPORTS: Record<LogKind, (caller: Caller) => Promise<Response>> = {
  operation: (caller) =>
    exporting(
      caller,
      'operation',
      { schema: operationLogFilters, keys: OPERATION_LOG_FILTER_KEYS, load: api.log.operationExport },
      { name: '操作日志', ascii: 'operation-log', columns: OPERATION_COLUMNS, view: operationView },
    ),
  login: (caller) =>
    exporting(
      caller,
      'login',
      { schema: loginLogFilters, keys: LOGIN_LOG_FILTER_KEYS, load: api.log.loginExport },
      { name: '登录日志', ascii: 'login-log', columns: LOGIN_COLUMNS, view: loginView },
    ),
  interface: (caller) =>
    exporting(
      caller,
      'interface',
      { schema: interfaceLogFilters, keys: INTERFACE_LOG_FILTER_KEYS, load: api.log.interfaceExport },
      { name: '接口日志', ascii: 'interface-log', columns: INTERFACE_COLUMNS, view: interfaceView },
    ),
  import: (caller) =>
    exporting(
      caller,
      'import',
      { schema: importLogFilters, keys: IMPORT_LOG_FILTER_KEYS, load: api.log.importExport },
      { name: '导入日志', ascii: 'import-log', columns: IMPORT_COLUMNS, view: importView },
    ),
  additional: (caller) =>
    exporting(
      caller,
      'additional',
      { schema: additionalLogFilters, keys: ADDITIONAL_LOG_FILTER_KEYS, load: api.log.additionalExport },
      { name: '补录日志', ascii: 'additional-log', columns: ADDITIONAL_COLUMNS, view: additionalView },
    ),
};
