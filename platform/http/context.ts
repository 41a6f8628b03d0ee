import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PlatformEnv } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { BackupService } from '../modules/backup/service';
import type { Auth } from './auth';

export type PlatformDeps = {
  db: Db;
  log: Logger;
  env: PlatformEnv;
  /** the server's own backups (createPlatform makes it; tests may pass one) */
  backups?: BackupService;
};

export type PlatformBindings = {
  Variables: { requestId: string; log: Logger; auth: Auth | null };
};

export type PlatformApp = OpenAPIHono<PlatformBindings>;

/** A module adds its routes to the app; services get the dependencies, never the context. */
export type PlatformModule = (app: PlatformApp, deps: PlatformDeps) => void;
