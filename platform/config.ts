// The platform's environment, validated once at start. A bad value stops the process with a
// one-line message naming the variable (see formatEnvError).
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalText = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = z
  .string()
  .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
  .optional()
  .or(z.literal('').transform(() => undefined));

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '6h' → 21 600 000; '0' and 'off' → 0 (no schedule). */
function durationMs(text: string): number {
  if (text === '0' || text === 'off') return 0;
  return Number(text.slice(0, -1)) * UNIT_MS[text.slice(-1) as keyof typeof UNIT_MS];
}

export const platformEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * shared_buffers of the embedded PGlite. Its buffers live in the process's WASM heap, which
   * never shrinks, so this is most of the server's memory: 32MB keeps the server under the 700 MB
   * budget with 100 000 waybills (128MB, PostgreSQL's initdb default, peaked at 786 MB for ~7 %
   * more list throughput in `npm run bench`). Ignored with DATABASE_URL.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,5}(kB|MB|GB)$/, 'must be a size such as 32MB')
    .default('32MB'),
  /** The embedded PGlite on a thread of its own (decision 013); 0 keeps it on the request thread. */
  PGLITE_THREAD: flag.default('1'),
  /**
   * 1: this process runs the background jobs (platform/jobs.ts). 0 (PostgreSQL only): it only
   * queues them, and `npm run start:worker` runs them; the embedded store always runs its own.
   */
  JOBS: flag.default('1'),
  /** a list export of more rows than this runs as a background job (download centre) */
  EXPORT_BACKGROUND_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  DEV_TOOLS: flag,
  /**
   * The demo data at start: 23 demo accounts whose password is published in the README. On by
   * default in development and test, off in production and refused there (issue 41 item 1): a
   * production database starts with no user but the administrator of `npm run admin:create`.
   */
  SEED: z.enum(['0', '1', 'true', 'false', '']).optional(),
  /**
   * The standalone platform (`npm run start:platform`) behind the app servers: which peers may say
   * who the caller is in X-Forwarded-For (Express's `trust proxy` values: loopback, an address or a
   * CIDR range, comma-separated). Unset: the socket's address is the caller's.
   */
  TRUST_PROXY: optionalText,
  /** HS256 key shared with the group's unified sign-on portal, which signs employees' tickets. */
  SSO_SHARED_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The portal's name (iss) and this application's (aud) in its tickets: a ticket for another application is refused. */
  SSO_ISSUER: z.string().min(1).max(200).default('unified-portal'),
  SSO_AUDIENCE: z.string().min(1).max(200).default('freight-platform'),
  // ---- reporting (issue #8): the provincial monitoring channel (Logink). Deployment configuration,
  // never in the repository; without it the waybill push says the channel is not configured.
  LOGINK_AUTH_URL: optionalUrl,
  LOGINK_SEND_URL: optionalUrl,
  LOGINK_USER: optionalText,
  LOGINK_PASSWORD: optionalText,
  /** the resource id of the token apply call (resource=); defaults to LOGINK_USER */
  LOGINK_RESOURCE: optionalText,
  LOGINK_SENDER_CODE: optionalText,
  LOGINK_RECIPIENT_CODE: optionalText,
  /** each call to the channel gives up after this long (default 10 s) */
  LOGINK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // ---- money (issue #17): the custody bank (银行存管). Deployment configuration, never in the
  // repository; without it wallets cannot be opened and online payment says so, while offline
  // payment still works. BANK_STAND_IN=1 starts the bank stand-in for the demo (never in production).
  BANK_URL: optionalUrl,
  BANK_PLATFORM_ID: optionalText,
  /** signs every request to the bank and checks the bank's notices (HMAC-SHA256) */
  BANK_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** a bank call without an answer after this long is an unknown outcome, settled later by a query */
  BANK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  BANK_STAND_IN: flag,
  // ---- contracts (issue #46): the platform's signing certificate and the address printed on PDFs.
  /**
   * The platform's PKCS#12 (certificate and key) that seals completed contracts: a file path or the
   * file base64-encoded. Required to seal in production; outside production a self-signed one is made
   * on first use and kept in DATA_DIR/contract-seal (never in the repository).
   */
  CONTRACT_SIGN_P12: z
    .string()
    .max(100_000)
    .optional()
    .transform((v) => (v ? v : undefined)),
  CONTRACT_SIGN_PASSPHRASE: z
    .string()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The site's address as people open it (https://freight.example.com): the QR code of a contract PDF links its verification page. */
  PUBLIC_URL: optionalUrl,
  // ---- backups (issue #27): the embedded server backs itself up into BACKUP_DIR.
  /** where the server writes its backups; default DATA_DIR/backups (put it on another disk) */
  BACKUP_DIR: optionalText,
  /** how often the embedded server backs up: 30m, 6h, 1d …; 0 or off turns the schedule off */
  BACKUP_EVERY: z
    .string()
    .regex(/^(0|off|[1-9]\d{0,4}[mhd])$/, 'must be a duration such as 30m, 6h or 1d, or off')
    .default('1d')
    .transform(durationMs),
  /** how many scheduled or manual backups BACKUP_DIR keeps; older ones are removed */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /**
   * How long a user's grants are kept in memory before the database is asked again (ms, at most 5 s;
   * decision 022): a grant taken away is refused from the next request after this bound.
   */
  PERMISSION_CACHE_MS: z.coerce.number().int().min(0).max(5_000).default(3_000),
  /** days the operation, login and interface logs are kept (modules/log/retention.ts prunes older rows) */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(180),
  /** years trade records are kept; the law asks for at least 3, so less is refused at start */
  TRADE_RETENTION_YEARS: z.coerce.number().int().min(3, 'must be at least 3 (trade records are kept three years or more)').max(100).default(3),
  /**
   * Where rate-limit counters live (platform/modules/auth/rate-limit.ts): `database` (the
   * rate_limits table: every process on one PostgreSQL shares the limits) or `memory` (this process
   * only). Unset: database with DATABASE_URL, memory on the embedded PGlite.
   */
  RATE_LIMIT_STORE: z
    .enum(['memory', 'database'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The Prometheus metrics listener (platform/metrics-server.ts): off unless set. A port of its own,
   * bound to METRICS_HOST, so the public side never reaches /metrics; each process takes its own
   * port (the app server, `start:platform`, `start:worker`).
   */
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** where the metrics listener binds: loopback unless the scraper is on another host of a private network */
  METRICS_HOST: z.string().min(1).max(100).default('127.0.0.1'),
  // ---- Map tiles (issue 47): a 天地图 browser key (ak) and its secret (as), handed to signed-in
  // users by GET /keyArea/getMapKey; with an ak the JS maps may show 天地图's tiles behind the
  // server-drawn map (decision 025). Unset: the outline map only, nothing else changes.
  MAP_AK: optionalText,
  MAP_AS: optionalText,
  /** 天地图's reverse geocoder, asked for the positions' districts when MAP_AK is set (a stand-in in tests) */
  MAP_GEOCODER_URL: optionalUrl,
  // ---- SMS (issue #49): the provider that carries the verification codes (platform/modules/auth/sms-providers.ts).
  // Deployment configuration, never in the repository; `outbox` (the default) only writes the sms_outbox table.
  SMS_PROVIDER: z.enum(['outbox', 'aliyun', 'tencent']).default('outbox'),
  SMS_ACCESS_KEY_ID: optionalText,
  SMS_ACCESS_KEY_SECRET: optionalText,
  /** the provider's region: cn-hangzhou (Alibaba), ap-guangzhou (Tencent) unless set */
  SMS_REGION: optionalText,
  /** the API's address; unset, the provider's public one (dysmsapi.aliyuncs.com, sms.tencentcloudapi.com) */
  SMS_ENDPOINT: optionalUrl,
  /** the approved signature (签名) printed in front of each message */
  SMS_SIGN_NAME: optionalText,
  /** Tencent only: the SMS application (SmsSdkAppId) */
  SMS_SDK_APP_ID: optionalText,
  /** one approved template per message type; each has one variable, the code (Alibaba ${code}, Tencent {1}) */
  SMS_TEMPLATE_LOGIN: optionalText,
  SMS_TEMPLATE_REGISTER: optionalText,
  SMS_TEMPLATE_FIND_PWD: optionalText,
  SMS_TEMPLATE_MODIFY_BINDING_PHONE: optionalText,
  SMS_TEMPLATE_ROLE: optionalText,
  SMS_TEMPLATE_PAY_PWD: optionalText,
  /** the template of hand-over notices (one variable, ${title}); without it a provider sends no notices */
  SMS_TEMPLATE_NOTICE: optionalText,
  /** the code that signs a contract (issue 46); unset, SMS_TEMPLATE_ROLE (identity check) carries it */
  SMS_TEMPLATE_CONTRACT_SIGN: optionalText,
  /** each call to the provider gives up after this long; a timeout is retried by the sms.redeliver job */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // ---- files (issue #49): where uploaded bytes live (platform/modules/files/storage.ts).
  /**
   * `local`: DATA_DIR/files on this machine (the embedded default; one process only). `s3`: an
   * S3-compatible bucket (AWS S3, Alibaba OSS, Tencent COS, MinIO) that every node shares.
   */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  /** the bucket's endpoint (https://oss-cn-beijing.aliyuncs.com, https://cos.ap-beijing.myqcloud.com, http://minio:9000); unset: AWS */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).max(100).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** 1: bucket in the path (MinIO, most stand-ins); 0: bucket in the host name (OSS and COS want this) */
  S3_FORCE_PATH_STYLE: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The template variable of each SMS code type (sms-providers.ts reads them in this order). */
export const SMS_TEMPLATE_VARIABLES = [
  'SMS_TEMPLATE_LOGIN',
  'SMS_TEMPLATE_REGISTER',
  'SMS_TEMPLATE_FIND_PWD',
  'SMS_TEMPLATE_MODIFY_BINDING_PHONE',
  'SMS_TEMPLATE_ROLE',
  'SMS_TEMPLATE_PAY_PWD',
] as const;

export type PlatformEnv = Omit<z.infer<typeof platformEnvSchema>, 'SEED'> & { SEED: boolean; devTools: boolean };

export function parsePlatformEnv(env: Record<string, string | undefined> = process.env): PlatformEnv {
  const parsed = platformEnvSchema.parse(env);
  const production = parsed.NODE_ENV === 'production';
  const seed = parsed.SEED === undefined || parsed.SEED === '' ? !production : parsed.SEED === '1' || parsed.SEED === 'true';
  if (seed && production) {
    throw new z.ZodError([{ code: 'custom', path: ['SEED'], message: 'Must be off in production: the demo accounts have a published password' }]);
  }
  if (parsed.CONTRACT_SIGN_P12 && !parsed.CONTRACT_SIGN_PASSPHRASE) {
    throw new z.ZodError([
      { code: 'custom', path: ['CONTRACT_SIGN_PASSPHRASE'], message: 'Is required with CONTRACT_SIGN_P12 (the passphrase of the signing certificate)' },
    ]);
  }
  if (parsed.SMS_PROVIDER !== 'outbox') {
    const needed = [
      'SMS_ACCESS_KEY_ID',
      'SMS_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
      ...(parsed.SMS_PROVIDER === 'tencent' ? (['SMS_SDK_APP_ID'] as const) : []),
      ...SMS_TEMPLATE_VARIABLES,
    ] as const;
    for (const name of needed) {
      if (!parsed[name]) throw new z.ZodError([{ code: 'custom', path: [name], message: `Is required with SMS_PROVIDER=${parsed.SMS_PROVIDER}` }]);
    }
  }
  if (parsed.FILE_STORE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!parsed[name]) throw new z.ZodError([{ code: 'custom', path: [name], message: 'Is required with FILE_STORE=s3' }]);
    }
  }
  // Dev tools expose SMS codes and captcha answers: never in production, whatever the flag says.
  return { ...parsed, SEED: seed, devTools: parsed.DEV_TOOLS && !production };
}

/** "Invalid environment: PORT must be ..." — one line, naming each bad variable. */
export function formatEnvError(error: unknown): string {
  if (error instanceof z.ZodError) {
    return 'Invalid environment: ' + error.issues.map((i) => `${i.path.join('.')} ${i.message.toLowerCase()}`).join('; ');
  }
  return `Invalid environment: ${error instanceof Error ? error.message : String(error)}`;
}
