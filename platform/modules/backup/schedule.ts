// The embedded server's backup schedule (BACKUP_EVERY), as a job of the one runner: every five
// minutes a tick asks whether a backup is due — BACKUP_EVERY after the newest one in BACKUP_DIR,
// so restarts neither skip nor repeat it — and runs it. A store that has none yet gets its first
// at the first tick at least five minutes after start, once start-up work has settled.
import type { JobRunner } from '../jobs/runner';
import type { BackupService } from './service';

export const BACKUP_JOB = 'backup.scheduled';
const FIRST_DELAY_MS = 5 * 60 * 1000;
/** a tick this close before the due time takes the backup rather than wait five more minutes */
const EARLY_MS = 60_000;

/** True when the schedule should back up now. */
export function backupDue(newest: Date | null, everyMs: number, startedAt: number, now = Date.now()): boolean {
  if (!newest) return now - startedAt >= FIRST_DELAY_MS;
  return now - newest.getTime() >= everyMs - EARLY_MS;
}

/** Defines and schedules the backup tick (BACKUP_EVERY 0 or off: nothing is scheduled). */
export async function scheduleBackups(runner: JobRunner, service: BackupService, everyMs: number): Promise<void> {
  if (everyMs <= 0) return;
  const startedAt = Date.now();
  await service.cleanLeftovers();
  await runner.define({
    name: BACKUP_JOB,
    oneAtATime: true,
    pollSeconds: 10,
    retries: 0, // the next tick tries again
    expireInSeconds: 6 * 3600,
    run: async ({ log }) => {
      if (!backupDue(await service.newestAt(), everyMs, startedAt)) return { due: false };
      const result = await service.start('schedule').done;
      log.info({ written: Boolean(result) }, 'scheduled backup');
      return { due: true };
    },
  });
  await runner.schedule(BACKUP_JOB, '*/5 * * * *');
}
