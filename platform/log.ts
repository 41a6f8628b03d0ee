import pino, { type Logger } from 'pino';

export type { Logger };

// Secrets never reach the log: credentials in bodies and the three token headers are redacted.
export const REDACT_PATHS = [
  'password',
  'pwd',
  'oldPwd',
  'newPwd',
  'confirm_pwd',
  'token',
  'secret',
  '*.password',
  '*.pwd',
  '*.oldPwd',
  '*.newPwd',
  '*.token',
  '*.secret',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.token',
  'req.headers["x-access-token"]',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, name = 'freight'): Logger {
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}

/** Query parameters that are credentials (single-sign-on tickets, codes): kept out of request logs. */
const SECRET_QUERY = /([?&](?:ticket|token|numberCode|code|password|pwd)=)[^&#]*/gi;

/** A request URL as it may be logged: credential query values replaced. */
export function redactQuery(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}
