// Background work shares the database with the requests (on PGlite, one thread runs every query
// in turn): a job that reads batch after batch would hold it for seconds and queue the list pages
// behind it. `gently` pauses after each batch for as long as producing it took, so the job takes
// at most about half of the database's time and requests get the rest.
import { setTimeout as sleep } from 'node:timers/promises';

export async function* gently<T>(batches: AsyncIterable<T>, share = 0.5): AsyncGenerator<T> {
  const iterator = batches[Symbol.asyncIterator]();
  for (;;) {
    const started = performance.now();
    const next = await iterator.next();
    if (next.done) return;
    const took = performance.now() - started;
    yield next.value;
    await sleep((took * (1 - share)) / share);
  }
}
