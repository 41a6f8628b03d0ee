// The machine's own floor under the latency budgets of background work (issues 44 and 49): the list
// measured in the same paired rounds as the export's and the backup's, with their work replaced by a
// process that only computes — no database, no file, no memory to speak of, nothing the server
// shares — started at the lowest priority the kernel has (SCHED_IDLE, below any nice value: a
// waking page's thread preempts it at once, and the scheduler counts its core as idle when it
// places one). Whatever the list's p95 still gains beside it is what the machine charges for
// using its second core at all, below anything the server can schedule.
import { spawn } from 'node:child_process';
import { pairedRounds, pollUntil } from './rounds.mjs';

const BURN_SLICE_MS = 10;

/**
 * Starts a process that computes for `seconds`, busy `duty` of every 10 ms (1: all the time), at
 * SCHED_IDLE through util-linux's `chrt` (which then becomes the `node` process: `pid` is the burner's);
 * `stop()` ends it sooner, and `ended` resolves when it has ended either way.
 */
export function startBurner(seconds, duty = 1, policy = /** @type {'idle' | 'nice'} */ ('idle')) {
  const busyMs = BURN_SLICE_MS * duty;
  const code = `const end = Date.now() + ${seconds * 1000}; let x = 0;
    const slice = () => { const t = performance.now(); while (performance.now() - t < ${busyMs}) x += Math.sqrt(t);
      if (Date.now() < end) setTimeout(slice, ${BURN_SLICE_MS - busyMs}); };
    slice();`;
  // 'nice': at nice 10 instead, as the backup's child and the export's writer thread run (a comparison)
  const [command, ...prefix] = policy === 'nice' ? ['nice', '-n', '10'] : ['chrt', '--idle', '0'];
  const child = spawn(command, [...prefix, process.execPath, '-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  let stopped = false;
  const ended = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (status) => (status === 0 || stopped ? resolve(undefined) : reject(new Error(`burner ended with ${status}`))));
  });
  const stop = () => {
    stopped = true;
    child.kill('SIGKILL');
    return ended;
  };
  return { pid: child.pid, ended, stop };
}

/**
 * The floor in `pairedRounds` (rounds.mjs): `quiet(ms)` measures the list for `ms` (it answers the
 * open loop's figures with their `samples`); the busy side measures it as long while the burner
 * computes. `probe`, when given, is asked every STATUS_POLL_MS on both sides, as the export's and the
 * backup's rounds ask for their work's status, so that the two figures are alike but for the work.
 */
export function floorRounds({
  quiet,
  probe = /** @type {(() => Promise<unknown>) | undefined} */ (undefined),
  rounds,
  seconds,
  duty = 1,
  policy = /** @type {'idle' | 'nice'} */ ('idle'),
}) {
  return pairedRounds({
    rounds,
    firstStretchSeconds: seconds,
    probe,
    quiet,
    busy: async () => {
      const burner = startBurner(seconds, duty, policy);
      const measured = quiet(seconds * 1000);
      const [figure] = await Promise.all([measured, probe ? pollUntil(measured, probe) : null]);
      // ended with the stretch: a burner the machine has kept from running may not have seen its own end yet
      await burner.stop();
      return { ...figure, seconds, stretchSeconds: seconds };
    },
  });
}

/** The floor's line for the bench's report: the pooled ratio, each round's, and failures. */
export const floorFigure = (floor) =>
  `${floor.duringP95} ms against ${floor.withoutP95} ms in the stretches between them (×${floor.ratio.toFixed(2)}; rounds ${floor.rounds
    .map((r) => `×${r.ratio.toFixed(2)}`)
    .join(', ')}; failed ${floor.failedDuring} during, ${floor.failedWithout} without)`;
