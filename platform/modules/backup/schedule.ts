// The embedded server's backup schedule (BACKUP_EVERY): the next backup is due BACKUP_EVERY after
// the newest one in BACKUP_DIR, so restarts neither skip nor repeat it; a store that has none yet
// gets its first a few minutes after start, once start-up work has settled.
import type { Logger } from '../../log';
import type { BackupService } from './service';

const FIRST_DELAY_MS = 5 * 60 * 1000;
/** setTimeout takes at most 2^31-1 ms (~24.8 days); a longer wait is done in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Starts the schedule (unref'd timers); returns the stop function. */
export function startBackupSchedule(service: BackupService, everyMs: number, log: Logger): () => void {
  if (everyMs <= 0) return () => undefined;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const arm = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.min(Math.max(delayMs, 1000), MAX_TIMER_MS));
    timer.unref();
  };

  const nextDelay = async (): Promise<number> => {
    const newest = await service.newestAt();
    if (!newest) return FIRST_DELAY_MS;
    return Math.max(FIRST_DELAY_MS, newest.getTime() + everyMs - Date.now());
  };

  const tick = async () => {
    const newest = await service.newestAt().catch(() => null);
    if (newest && Date.now() - newest.getTime() < everyMs - 60_000) return arm(await nextDelay());
    await service.start('schedule').done;
    arm(everyMs);
  };

  void service
    .cleanLeftovers()
    .then(nextDelay)
    .then(arm, (err: unknown) => {
      log.warn({ err }, 'backup schedule could not read BACKUP_DIR');
      arm(FIRST_DELAY_MS);
    });
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
