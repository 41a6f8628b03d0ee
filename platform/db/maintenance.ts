// The embedded PGlite has no autovacuum (no background workers) and keeps no table statistics
// counters, so nothing would ever set the visibility map or reclaim dead rows: index-only scans
// (the bounded list counts) would read the heap forever and tables would bloat. This timer does
// autovacuum's job on a schedule. A VACUUM of a database where little changed skips the
// all-visible pages and takes a fraction of a second; ANALYZE samples every table, so it runs
// rarely. A real PostgreSQL server runs its own autovacuum, and this does nothing there.
import { sql } from 'drizzle-orm';
import type { Logger } from '../log';
import type { Database } from './client';

const VACUUM_EVERY_MS = 10 * 60 * 1000;
const ANALYZE_EVERY_MS = 6 * 60 * 60 * 1000;

export async function vacuumEmbedded(database: Database, options: { analyze: boolean }): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute(options.analyze ? sql`vacuum (analyze)` : sql`vacuum`);
}

/** Starts the schedule (unref'd timers); returns the stop function. */
export function startEmbeddedMaintenance(database: Database, log: Logger): () => void {
  if (database.kind !== 'pglite') return () => undefined;
  // The first run after a start analyses: statistics then never wait on a server that runs for
  // six hours at a stretch (one restarted every night, or after each deploy, would otherwise keep
  // the statistics of its first import forever, and plans made for tables of unknown size).
  let lastAnalyze: number | null = null;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const analyze = lastAnalyze === null || Date.now() - lastAnalyze >= ANALYZE_EVERY_MS;
    const started = Date.now();
    try {
      await vacuumEmbedded(database, { analyze });
      if (analyze) lastAnalyze = Date.now();
      log.debug({ ms: Date.now() - started, analyze }, 'embedded database vacuumed');
    } catch (err) {
      log.warn({ err }, 'embedded database vacuum failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), VACUUM_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
