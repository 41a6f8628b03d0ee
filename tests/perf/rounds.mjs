// A latency figure under some work (a backup, an export) judged in pairs of stretches: the list
// without the work, then the list while the work runs, `rounds` times. Each stretch without stands
// next to one with and, after the first, lasts as long as the stretch with the work before it, so a
// drift of the shared machine's load falls on both sides alike. On the two-core machines one stretch
// without, taken once before the work, moved as much as the work did: ×0.50 to ×2.25 for one build's
// backup figure (decision 040), ×1.34 to ×4.9 between the stretches before and after one export
// (decision 023). The ratio is between the two sides' pooled p95 (every answer of a side's stretches
// together); each round's own ratio comes beside it.
//
// The busy side asks the server how its work is going (the job's row, the backup's status) every
// STATUS_POLL_MS: requests the list's pages meet on the server. The quiet side makes the same
// requests (`probe`), so that what the ratio measures is the work, not the asking.
import { pooledP95 } from './threads.mjs';

/** How often the busy side asks for its work's status (export-load.mjs exportOf, backup-load.mjs). */
export const STATUS_POLL_MS = 250;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Calls `poll` every `everyMs` until `until` settles; resolves after the last call. */
export async function pollUntil(until, poll, everyMs = STATUS_POLL_MS) {
  let settled = false;
  until.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    await sleep(everyMs);
    if (settled) return;
    await poll();
  }
}

/**
 * `quiet(ms)` measures the list without the work for `ms`; `busy(round)` runs the work once while
 * measuring the list and says how long its stretch lasted (`stretchSeconds`). Both answer the open
 * loop's figures with their `samples`; what else `busy` answers (`seconds`, `rows` …) is kept per round.
 * `probe()`, when given, is the status request the busy side makes: the quiet stretches make it too,
 * every STATUS_POLL_MS.
 */
export async function pairedRounds({ rounds, firstStretchSeconds, quiet, busy, probe = /** @type {(() => Promise<unknown>) | undefined} */ (undefined) }) {
  const without = [];
  const during = [];
  const perRound = [];
  let failedWithout = 0;
  let failedDuring = 0;
  let stretchMs = firstStretchSeconds * 1000;
  for (let round = 0; round < rounds; round++) {
    const measured = quiet(stretchMs);
    const [calm] = await Promise.all([measured, probe ? pollUntil(measured, probe) : null]);
    const { samples, p95, failed, stretchSeconds, ...about } = await busy(round);
    without.push(...calm.samples);
    during.push(...samples);
    failedWithout += calm.failed;
    failedDuring += failed;
    perRound.push({ ...about, withoutP95: calm.p95, duringP95: p95, ratio: p95 / calm.p95 });
    stretchMs = stretchSeconds * 1000;
  }
  const withoutP95 = pooledP95(without);
  const duringP95 = pooledP95(during);
  return { withoutP95, duringP95, ratio: duringP95 / withoutP95, failedWithout, failedDuring, rounds: perRound };
}
