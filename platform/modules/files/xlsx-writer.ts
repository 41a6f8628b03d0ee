// The export's side of its .xlsx thread (xlsx-thread.ts): rows go over as cell values, in order;
// `flush` waits until the thread has written them (so an export holds at most a batch in flight),
// `commit` until the file is complete. Any failure of the thread fails the next call.
import type { Worker } from 'node:worker_threads';
import { startModuleThread } from '../../threads';
import type { XlsxThreadReply, XlsxThreadRequest, XlsxThreadStart } from './xlsx-wire';

/**
 * The thread's nice value: below the pages' threads (0) on contended cores, yet at weight 110
 * against 1 024 still about a tenth of a core when the server is saturated, so an export ends within
 * its hour (19, weight 15, would get ~1.5 %; the backup's child is at 10 for the same reason).
 */
export const XLSX_THREAD_NICE = 10;

export class XlsxThreadWriter {
  #worker: Worker;
  #pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #failure: Error | null = null;

  constructor(start: Omit<XlsxThreadStart, 'nice'>) {
    // Bundled, this module is part of build/server.js (platform.js, worker.js) beside xlsx-thread.js.
    this.#worker = startModuleThread(import.meta.url, 'xlsx-thread', { workerData: { ...start, nice: XLSX_THREAD_NICE } satisfies XlsxThreadStart });
    this.#worker.on('message', (message: XlsxThreadReply) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) return pending.resolve();
      // a sheet that failed once stays failed: every later call fails with the same error
      this.#failure ??= new Error(message.message);
      pending.reject(this.#failure);
    });
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`导出文件线程已退出（${code}）`)));
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  /** Appends rows of cell values (no wait). */
  write(rows: string[][]): void {
    if (this.#failure) throw this.#failure;
    this.#post({ type: 'rows', rows });
  }

  /** Resolves once every row written so far is in the sheet. */
  flush(): Promise<void> {
    return this.#ask('flush');
  }

  /** Resolves once the file is complete; the thread then ends. */
  async commit(): Promise<void> {
    await this.#ask('commit');
    await this.close();
  }

  /** Ends the thread, whatever it was doing (an export that failed or was cancelled). */
  async close(): Promise<void> {
    this.#failure ??= new Error('导出文件线程已关闭');
    await this.#worker.terminate();
  }

  #ask(type: 'flush' | 'commit'): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<void>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#post({ type, id });
    });
  }

  #post(request: XlsxThreadRequest) {
    this.#worker.postMessage(request);
  }
}
