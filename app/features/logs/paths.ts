// Where the log screens live (group 'logs' of the screen registry), and their export.
export const LOG_PATHS = {
  operation: '/logs/operationLogs',
  login: '/logs/loginLogs',
  interface: '/logs/interfaceLogs',
  additional: '/logs/additionalLists',
  import: '/logs/importLogs',
} as const;

/** One import's detail: its counts and the refused rows with their reasons. */
export const importLogHref = (id: number) => `/logs/importLogDetail?id=${id}`;

export type LogKind = keyof typeof LOG_PATHS;

export const LOG_KINDS = Object.keys(LOG_PATHS) as LogKind[];

/** The export of one log with the list's filters: GET /resources/logs/export?kind=…&<filters>. */
export const logExportHref = (kind: LogKind, filters: URLSearchParams) => `/resources/logs/export?kind=${kind}${filters.size ? `&${filters}` : ''}`;
