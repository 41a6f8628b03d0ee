import type { PlatformEnv } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../log';

export type PlatformDeps = {
  db: Db;
  log: Logger;
  env: PlatformEnv;
  /** the server's own backups (createPlatform makes it; tests may pass one) */
  backups?: import('../modules/backup/service').BackupService;
};

export type PlatformBindings = {
  Variables: { requestId: string; log: Logger; auth: import('./auth').Auth | null };
};
