// The web app's environment, validated once by server.ts at start (see platform/config.ts for
// the platform's own variables).
import { z } from 'zod';

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me';

export const appEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Comma-separated; the first signs, all verify (rotation without logging everyone out). */
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** When set, the app talks to a separate platform process instead of the embedded one. */
    PLATFORM_API_URL: z
      .string()
      .url('must be a URL such as http://127.0.0.1:3001/api-platform/api')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The group's unified sign-on portal that employeeNo users are sent to (spec 6, 8). */
    SSO_PORTAL_URL: z.string().min(1).default('/sso/login'),
    /** The external flow-monitoring page that /replace1 opens for employee (employeeNo) users (spec 2). */
    FLOW_MONITOR_URL: z
      .string()
      .url('must be a URL such as https://monitor.example.com/flow')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The driver app's store pages that /mobile links; unset, /mobile shows no store link (issue 43). */
    APP_STORE_ANDROID_URL: z
      .string()
      .url('must be a URL such as https://appgallery.example.com/app/123')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    APP_STORE_IOS_URL: z
      .string()
      .url('must be a URL such as https://apps.apple.com/cn/app/id123')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * The map service's browser key (天地图), read by the platform (GET /keyArea/getMapKey); the app
     * only needs to know it is set: the CSP then lets the JS maps load the service's tiles.
     */
    MAP_AK: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** Set behind a TLS-terminating proxy so Secure cookies and client IPs are right. */
    TRUST_PROXY: z.string().optional(),
    /** Load shedding (server/overload.ts): pages rendered at once (0 = no limit), how many may wait, and how long. */
    PAGE_CONCURRENCY: z.coerce.number().int().min(0).max(10_000).default(4),
    PAGE_QUEUE: z.coerce.number().int().min(0).max(100_000).default(16),
    PAGE_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(100),
    /** While pages are being refused, none starts when the event loop was busier than this share of the time (1 = off). */
    PAGE_MAX_LOOP_UTILIZATION: z.coerce.number().min(0.5).max(1).default(0.9),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
  });

export type AppEnv = z.infer<typeof appEnvSchema> & { sessionSecrets: string[] };

let current: AppEnv | undefined;

/** The settings `env` holds, validated; the process keeps none of it (loadAppEnv does). */
export function parseAppEnv(env: Record<string, string | undefined> = process.env): AppEnv {
  const parsed = appEnvSchema.parse(env);
  // The built-in secret is in the repository: a server started with no NODE_ENV at all may be a
  // production server someone forgot to label, so it takes it only for the developer tools
  // (npm run dev, start:demo) or an explicit development or test start (issue 41 item 8).
  const devTools = env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true';
  if (!parsed.SESSION_SECRET && !env.NODE_ENV && !devTools) {
    throw new z.ZodError([
      {
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'Is required when NODE_ENV is not set: the built-in development secret is public (set NODE_ENV=development or DEV_TOOLS=1 for local use)',
      },
    ]);
  }
  const sessionSecrets = (parsed.SESSION_SECRET ?? DEV_SESSION_SECRET)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { ...parsed, sessionSecrets };
}

/**
 * The process's settings from now on (server.ts at its start). Parsing alone keeps nothing: a test
 * that parses a production environment does not turn the files after it in its worker to production.
 */
export function loadAppEnv(env: Record<string, string | undefined> = process.env): AppEnv {
  current = parseAppEnv(env);
  return current;
}

/** The validated environment; parses lazily when a module is used outside server.ts (tests). */
export function appEnv(): AppEnv {
  return current ?? loadAppEnv();
}
