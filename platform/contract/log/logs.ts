// The log screens' filters and rows (/logs/operationLogs, loginLogs, interfaceLogs, importLogs and
// /logs/additionalLists): filters the URL carries, pages, and the export of what they match.
import { z } from 'zod';
import { pageFields } from '../page';

export const LOG_MESSAGES = {
  operatorsOnly: '仅运营人员可查看该日志',
  badDay: '日期格式应为 YYYY-MM-DD',
} as const;

/** The most rows one export writes (the newest first). */
export const LOG_EXPORT_MAX = 5000;

export const OPERATION_RESULTS = ['ok', 'refused'] as const;
export const OPERATION_RESULT_LABELS: Record<(typeof OPERATION_RESULTS)[number], string> = { ok: '成功', refused: '失败' };
export const LOGIN_RESULTS = ['success', 'failure'] as const;
export const LOGIN_RESULT_LABELS: Record<(typeof LOGIN_RESULTS)[number], string> = { success: '成功', failure: '失败' };
export const LOGIN_METHODS = ['password', 'sms', 'sso'] as const;
export const LOGIN_METHOD_LABELS: Record<(typeof LOGIN_METHODS)[number], string> = { password: '密码登录', sms: '验证码登录', sso: '统一登录' };

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, `最多 ${max} 个字`).optional());
const day = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, LOG_MESSAGES.badDay)
    .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00+08:00`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), LOG_MESSAGES.badDay)
    .optional(),
);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { errorMap: () => ({ message }) }).optional());

/** Every log list's time range: from one China day to another, both included (a reversed range is read in order). */
const range = { from: day, to: day };
const ordered = <S extends z.ZodRawShape>(shape: S) => z.object(shape);

export const operationLogFilterShape = {
  /** the user's mobile or name, in part */
  user: text(50),
  /** the action, in part */
  action: text(50),
  result: oneOf(OPERATION_RESULTS, '结果不正确'),
  ...range,
};
export const OPERATION_LOG_FILTER_KEYS = ['user', 'action', 'result', 'from', 'to'] as const;
export const operationLogFilters = ordered(operationLogFilterShape);
export const operationLogQuery = ordered({ ...operationLogFilterShape, ...pageFields() });

export const loginLogFilterShape = {
  account: text(50),
  result: oneOf(LOGIN_RESULTS, '结果不正确'),
  method: oneOf(LOGIN_METHODS, '登录方式不正确'),
  ...range,
};
export const LOGIN_LOG_FILTER_KEYS = ['account', 'result', 'method', 'from', 'to'] as const;
export const loginLogFilters = ordered(loginLogFilterShape);
export const loginLogQuery = ordered({ ...loginLogFilterShape, ...pageFields() });

export const interfaceLogFilterShape = {
  /** the user's mobile or name, in part */
  user: text(50),
  /** the page or interface path, in part */
  name: text(100),
  ...range,
};
export const INTERFACE_LOG_FILTER_KEYS = ['user', 'name', 'from', 'to'] as const;
export const interfaceLogFilters = ordered(interfaceLogFilterShape);
export const interfaceLogQuery = ordered({ ...interfaceLogFilterShape, ...pageFields() });

export const additionalLogFilterShape = {
  waybillNo: text(30),
  /** who entered it: mobile or name, in part */
  user: text(50),
  ...range,
};
export const ADDITIONAL_LOG_FILTER_KEYS = ['waybillNo', 'user', 'from', 'to'] as const;
export const additionalLogFilters = ordered(additionalLogFilterShape);
export const additionalLogQuery = ordered({ ...additionalLogFilterShape, ...pageFields() });

/** The spreadsheet imports the import log records (one a kind of record imported). */
export const IMPORT_KINDS = ['vehicle'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { vehicle: '车辆' };
/** done: imported; refused: bad rows, nothing imported (an import is all or nothing); failed: an error. */
export const IMPORT_STATUSES = ['done', 'refused', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = { done: '已导入', refused: '未导入（有错误行）', failed: '导入出错' };

export const importLogFilterShape = {
  kind: oneOf(IMPORT_KINDS, '导入类型不正确'),
  status: oneOf(IMPORT_STATUSES, '导入状态不正确'),
  /** the importing company's name, in part (operations, who see every company's) */
  company: text(50),
  ...range,
};
export const IMPORT_LOG_FILTER_KEYS = ['kind', 'status', 'company', 'from', 'to'] as const;
export const importLogFilters = ordered(importLogFilterShape);
export const importLogQuery = ordered({ ...importLogFilterShape, ...pageFields() });
export type ImportLogFilters = z.infer<typeof importLogFilters>;
export type ImportLogQuery = z.infer<typeof importLogQuery>;

export type OperationLogFilters = z.infer<typeof operationLogFilters>;
export type OperationLogQuery = z.infer<typeof operationLogQuery>;
export type LoginLogFilters = z.infer<typeof loginLogFilters>;
export type LoginLogQuery = z.infer<typeof loginLogQuery>;
export type InterfaceLogFilters = z.infer<typeof interfaceLogFilters>;
export type InterfaceLogQuery = z.infer<typeof interfaceLogQuery>;
export type AdditionalLogFilters = z.infer<typeof additionalLogFilters>;
export type AdditionalLogQuery = z.infer<typeof additionalLogQuery>;

const int = z.number().int();
const iso = z.string();

export const operationLogRow = z.object({
  id: int,
  userMobile: z.string().nullable(),
  userName: z.string(),
  role: z.string().nullable(),
  companyName: z.string().nullable(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  params: z.string().nullable(),
  result: z.enum(OPERATION_RESULTS),
  message: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: iso,
});
export type OperationLogRow = z.infer<typeof operationLogRow>;

export const loginLogRow = z.object({
  id: int,
  account: z.string(),
  userName: z.string().nullable(),
  method: z.enum(LOGIN_METHODS),
  success: z.boolean(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: iso,
});
export type LoginLogRow = z.infer<typeof loginLogRow>;

export const interfaceLogRow = z.object({
  id: int,
  userMobile: z.string().nullable(),
  userName: z.string().nullable(),
  name: z.string(),
  method: z.string(),
  type: z.string(),
  mode: z.string(),
  ip: z.string().nullable(),
  createdAt: iso,
});
export type InterfaceLogRow = z.infer<typeof interfaceLogRow>;

/** One 补录 of a waybill: the weights entered afterwards and why (waybill_history, action 'additional'). */
export const additionalLogRow = z.object({
  id: int,
  waybillId: int,
  waybillNo: z.string(),
  userMobile: z.string().nullable(),
  userName: z.string().nullable(),
  weightKg: int.nullable(),
  remark: z.string().nullable(),
  createdAt: iso,
});
export type AdditionalLogRow = z.infer<typeof additionalLogRow>;

/** A refused row of an import: its number in the sheet (the header is row 1) and the Chinese reasons. */
export const refusedImportRow = z.object({ rowNo: int, messages: z.array(z.string()) });
export type RefusedImportRow = z.infer<typeof refusedImportRow>;

export const importLogRow = z.object({
  id: int,
  userMobile: z.string().nullable(),
  userName: z.string(),
  companyName: z.string().nullable(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  rowsRead: int,
  rowsAccepted: int,
  rowsRefused: int,
  status: z.enum(IMPORT_STATUSES),
  message: z.string().nullable(),
  startedAt: iso,
  finishedAt: iso,
  createdAt: iso,
});
export type ImportLogRow = z.infer<typeof importLogRow>;
export const importLogDetail = importLogRow.extend({ refusedRows: z.array(refusedImportRow) });
export type ImportLogDetail = z.infer<typeof importLogDetail>;
