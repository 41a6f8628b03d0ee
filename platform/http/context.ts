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
