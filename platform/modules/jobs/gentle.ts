// Background work shares the server with the requests: on PGlite one thread runs every query in
// turn, and the Node thread that renders the pages also builds the export's file. A job that reads
// and writes batch after batch would hold both for seconds and queue the list pages behind it.
// `gently` pauses after each batch for as long as the batch took — reading it and the consumer's
// work on it (writing its rows), so the job takes at most about `share` of the time and requests
// get the rest. Measured from the clock, a batch that waited behind busy requests counts as
// longer, so the job backs off further while the server is busy.
import { setTimeout as sleep } from 'node:timers/promises';

export type GentleClock = { now: () => number; sleep: (ms: number) => Promise<unknown> };
const REAL_CLOCK: GentleClock = { now: () => performance.now(), sleep };

export async function* gently<T>(batches: AsyncIterable<T>, share = 0.5, clock: GentleClock = REAL_CLOCK): AsyncGenerator<T> {
  const iterator = batches[Symbol.asyncIterator]();
  for (;;) {
    const started = clock.now();
    const next = await iterator.next();
    if (next.done) return;
    // Resumes when the consumer asks for the next batch, i.e. when it has done its work on this one.
    yield next.value;
    const took = clock.now() - started;
    await clock.sleep((took * (1 - share)) / share);
  }
}

/** A turn of the event loop for everything else that is ready (requests' I/O, admitted pages). */
export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
