import type { PlatformEnv } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { BackupService } from '../modules/backup/service';
import type { JobRunner } from '../modules/jobs/runner';
import type { BankStandIn } from '../modules/money/bank/stand-in';
import type { Auth } from './auth';

export type PlatformDeps = {
  db: Db;
  log: Logger;
  env: PlatformEnv;
  /** the server's own backups (createPlatform makes it; tests may pass one) */
  backups?: BackupService;
  /** the demo's bank stand-in (BANK_STAND_IN=1, never in production): what it "sent" is shown to the demo user */
  bankStandIn?: BankStandIn;
  /** the one job runner (createPlatform starts it; without it, exports answer in the request) */
  jobs?: JobRunner;
};

export type PlatformBindings = {
  Variables: { requestId: string; log: Logger; auth: Auth | null };
};
