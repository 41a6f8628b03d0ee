// The request thread's side of the embedded database's thread (pglite-thread.ts): the part of
// PGlite's interface that drizzle and the platform use (query, exec, transaction, close), each
// call one message. Errors come back as errors with the database's fields (code, constraint ...),
// so callers that read `code === '23505'` behave as with PGlite in the same thread.
import type { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import { startModuleThread } from '../threads';
import type { SnapshotTimes } from './snapshot';
import type { ThreadReply, ThreadRequest, ThreadStart, WireError } from './pglite-wire';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Outgoing = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The database thread's young generation: 12 MB (semi-spaces of 4 MB). Its heap holds little more
 * than the messages and result rows in flight (PGlite's data lives in its WASM memory); with the
 * start script's `--max-semi-space-size=32`, which V8 applies to every isolate and which overrides a
 * worker's own limit, its heap reached 85 MB committed for 44 MB used (decision 040). The start
 * scripts therefore no longer pass that flag: V8 would ignore this limit while it is set.
 */
export const PGLITE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 12 } as const;

function startThread(start: ThreadStart): Worker {
  // Bundled, this module is part of build/server.js (or build/platform.js) beside pglite-thread.js.
  return startModuleThread(import.meta.url, 'pglite-thread', { workerData: start, resourceLimits: PGLITE_THREAD_LIMITS });
}

function revive(error: WireError): Error {
  const revived = Object.assign(new Error(error.message), error.props);
  revived.name = error.name;
  return revived;
}

export class ThreadedPglite {
  #worker: Worker;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and opens the database there; rejects if it cannot be opened. */
  static async open(start: ThreadStart): Promise<ThreadedPglite> {
    const worker = startThread(start);
    const client = new ThreadedPglite(worker);
    await new Promise<void>((resolve, reject) => {
      client.#pending.set(0, { resolve: () => resolve(), reject });
      worker.on('message', (message: ThreadReply) => client.#settle(message));
      worker.on('error', (error) => client.#fail(error));
      worker.on('exit', (code) => client.#fail(new Error(`嵌入式数据库线程已退出（${code}）`)));
    });
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #settle(message: ThreadReply) {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(revive(message.error));
  }

  /** The thread is gone: every waiting call fails, and so does every later one. */
  #fail(error: Error) {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #send<T>(request: Outgoing): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('嵌入式数据库已关闭'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  #query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Promise<Results<T>> {
    // drizzle passes identity parsers (functions, which cannot cross threads) for the types it
    // keeps as text: the thread is told their type ids instead.
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.#send({ op: 'query', sql, params, rowMode: options?.rowMode, rawTypes, tx });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#send({ op: 'exec', sql });
  }

  /** Runs `fn` in one transaction, held open on the thread; other statements wait for it there. */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' });
    let ended = false;
    const handle = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(sql, params, options, tx),
      exec: (sql: string) => this.#send<Results[]>({ op: 'exec', sql, tx }),
      rollback: async () => {
        ended = true;
        await this.#send({ op: 'end', tx, commit: false });
      },
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      if (!ended) await this.#send({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    if (!ended) await this.#send({ op: 'end', tx, commit: true });
    return result;
  }

  /** A crash-consistent copy of the database directory, taken on the thread (snapshot.ts). */
  snapshot(target: string, exclude: string[]): Promise<SnapshotTimes> {
    return this.#send({ op: 'snapshot', target, exclude });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#send({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
