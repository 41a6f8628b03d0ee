// Background work shares the server with the requests: on PGlite one thread runs every query in
// turn, and the Node thread that renders the pages also builds the export's file. A job that reads
// and writes batch after batch would hold both for seconds and queue the list pages behind it.
// `gently` pauses after each batch for as long as the batch took — reading it and the consumer's
// work on it (writing its rows), so the job takes at most about `share` of the time and requests
// get the rest. Measured from the clock, a batch that waited behind busy requests counts as
// longer, so the job backs off further while the server is busy.
//
// The pause alone still let a batch start while a page was being served: the page's queries then
// waited behind the batch's read on the one PGlite thread and its render behind the rows being
// written (issue 44: list p95 ×1.54–×1.69 during a 300 000-row export). So the job also waits
// while pages are in flight or queued (`pagesDrained`), as the app server tells it through the
// one function it registers at start (`yieldToPages`; the platform never imports the server),
// at most PAGE_WAIT_CAP_MS a time so that it still finishes under steady load.
import { setTimeout as sleep } from 'node:timers/promises';

export type GentleClock = { now: () => number; sleep: (ms: number) => Promise<unknown> };
const REAL_CLOCK: GentleClock = { now: () => performance.now(), sleep };

/** True while page requests are being served or wait for a slot (server/overload.ts `busy`). */
export type PagesWaiting = () => boolean;
const NO_PAGES: PagesWaiting = () => false;
let pagesWaiting: PagesWaiting = NO_PAGES;

/**
 * Registers the app server's signal (server.ts, on the embedded platform); returns the function
 * that removes it. Without one (a platform of its own, a worker, the tests) jobs never wait.
 */
export function yieldToPages(signal: PagesWaiting): () => void {
  pagesWaiting = signal;
  return () => {
    if (pagesWaiting === signal) pagesWaiting = NO_PAGES;
  };
}

/** How often a waiting job looks again: a page of the list takes 10–30 ms. */
export const PAGE_WAIT_POLL_MS = 4;
/**
 * The longest a job waits for the pages at once. Under pages without a gap (the server saturated)
 * a batch of 200 waits at most this once in `gently` and once per 50 rows written, so a 300 000-row
 * export still ends within its hour (decision 023).
 */
export const PAGE_WAIT_CAP_MS = 250;

/** Waits while pages are in flight or queued, at most `capMs`; returns how long it waited. */
export async function pagesDrained(clock: GentleClock = REAL_CLOCK, capMs = PAGE_WAIT_CAP_MS): Promise<number> {
  if (!pagesWaiting()) return 0;
  const started = clock.now();
  while (pagesWaiting() && clock.now() - started < capMs) await clock.sleep(PAGE_WAIT_POLL_MS);
  return clock.now() - started;
}

export async function* gently<T>(batches: AsyncIterable<T>, share = 0.5, clock: GentleClock = REAL_CLOCK): AsyncGenerator<T> {
  const iterator = batches[Symbol.asyncIterator]();
  for (;;) {
    // The next read starts only once the pages being served are done (or the cap is reached).
    await pagesDrained(clock);
    const started = clock.now();
    const next = await iterator.next();
    if (next.done) return;
    // Resumes when the consumer asks for the next batch, i.e. when it has done its work on this one.
    yield next.value;
    const took = clock.now() - started;
    await clock.sleep((took * (1 - share)) / share);
  }
}

/**
 * A turn of the event loop for everything else that is ready (requests' I/O, admitted pages), then
 * no more work while pages are being served (at most the cap).
 */
export const yieldTurn = async () => {
  await new Promise<void>((resolve) => setImmediate(resolve));
  await pagesDrained();
};
