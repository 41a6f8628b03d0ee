// The embedded PGlite on a thread of its own (decision 013). PostgreSQL compiled to WASM runs
// synchronously: on the request thread every statement stopped rendering for its whole run (about
// a third of a signed-in list page's CPU). Here it runs beside the requests, on the second core.
// The request thread talks to it through `ThreadedPglite` (pglite-remote.ts): one message per
// statement, transactions held open here until the request thread ends them.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { snapshotDataDir } from './snapshot';
import { PREPARED_PLAN_MODE, PreparedStatements } from './pglite-prepared';
import { pgliteStartParams, type ThreadReply, type ThreadRequest, type ThreadStart, type WireError } from './pglite-wire';

const start = workerData as ThreadStart;
const port = parentPort!;

const reply = (message: ThreadReply) => port.postMessage(message);

/** A database error with what callers read (code, constraint, detail ...), without the query's functions. */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') props[key] = value;
  }
  return { name: error.name, message: error.message, props };
}

type Open = { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> };
const ROLLBACK = Symbol('rollback');

async function main() {
  const pg = await PGlite.create(start.dataDir, { startParams: pgliteStartParams(PGlite.defaultStartParams, start.sharedBuffers) });
  await pg.exec(PREPARED_PLAN_MODE);
  const prepared = new PreparedStatements(pg);
  const open = new Map<number, Open>();
  let nextTx = 1;

  const begin = (id: number) => {
    const tx = nextTx++;
    let began = false;
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    const ended = pg
      .transaction(async (handle) => {
        open.set(tx, { tx: handle, end, ended });
        began = true;
        reply({ id, ok: true, value: tx });
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error === ROLLBACK) return;
        if (!began) reply({ id, ok: false, error: wireError(error) });
        else throw error;
      })
      .finally(() => open.delete(tx));
  };

  const handle = async (message: ThreadRequest): Promise<unknown> => {
    switch (message.op) {
      case 'query': {
        const options = { rowMode: message.rowMode, rawTypes: message.rawTypes };
        const inTransaction = message.tx !== undefined;
        if (inTransaction && !open.get(message.tx!)?.tx) throw new Error('事务已结束');
        return prepared.run(message.sql, message.params ?? [], options, inTransaction);
      }
      case 'exec': {
        const target = message.tx === undefined ? pg : open.get(message.tx)?.tx;
        if (!target) throw new Error('事务已结束');
        return target.exec(message.sql);
      }
      case 'end': {
        const entry = open.get(message.tx);
        if (!entry) throw new Error('事务已结束');
        entry.end(message.commit);
        await entry.ended;
        return null;
      }
      case 'snapshot':
        return snapshotDataDir(pg, start.dataDir, message.target, message.exclude);
      case 'close':
        await pg.close();
        return null;
    }
  };

  port.on('message', (message: ThreadRequest) => {
    if (message.op === 'begin') return begin(message.id);
    handle(message).then(
      (value) => {
        reply({ id: message.id, ok: true, value });
        if (message.op === 'close') port.close();
      },
      (error: unknown) => reply({ id: message.id, ok: false, error: wireError(error) }),
    );
  });
  reply({ id: 0, ok: true, value: 'ready' });
}

main().catch((error: unknown) => reply({ id: 0, ok: false, error: wireError(error) }));
