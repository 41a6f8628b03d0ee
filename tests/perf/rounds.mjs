// A latency figure under some work (a backup, an export) judged in pairs of stretches: the list
// without the work, then the list while the work runs, `rounds` times. Each stretch without stands
// next to one with and, after the first, lasts as long as the stretch with the work before it, so a
// drift of the shared machine's load falls on both sides alike. On the two-core machines one stretch
// without, taken once before the work, moved as much as the work did: ×0.50 to ×2.25 for one build's
// backup figure (decision 040), ×1.34 to ×4.9 between the stretches before and after one export
// (decision 023). The ratio is between the two sides' pooled p95 (every answer of a side's stretches
// together); each round's own ratio comes beside it.
import { pooledP95 } from './threads.mjs';

/**
 * `quiet(ms)` measures the list without the work for `ms`; `busy(round)` runs the work once while
 * measuring the list and says how long its stretch lasted (`stretchSeconds`). Both answer the open
 * loop's figures with their `samples`; what else `busy` answers (`seconds`, `rows` …) is kept per round.
 */
export async function pairedRounds({ rounds, firstStretchSeconds, quiet, busy }) {
  const without = [];
  const during = [];
  const perRound = [];
  let failedWithout = 0;
  let failedDuring = 0;
  let stretchMs = firstStretchSeconds * 1000;
  for (let round = 0; round < rounds; round++) {
    const calm = await quiet(stretchMs);
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
