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
