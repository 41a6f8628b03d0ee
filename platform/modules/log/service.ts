// The logs' writers. Every entry waits in memory and one multi-row insert writes a batch, off the
// response path: the call it describes has already been answered, and a failed insert is dropped,
// never thrown (issue 44: a log write never fails or slows the request it describes).
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { interfaceLogs, loginLogs, operationLogs } from '../../db/schema';

export type InterfaceLogInput = {
  name: string;
  method: string;
  type: string;
  mode: string;
  request?: string | null;
  response?: string | null;
};

type InterfaceEntry = InterfaceLogInput & { userId: number | null; ip: string | null };
export type OperationEntry = typeof operationLogs.$inferInsert;
export type LoginEntry = typeof loginLogs.$inferInsert;

/** Entries wait at most this long, or until this many have gathered, before one insert writes them. */
const FLUSH_AFTER_MS = 1_000;
const FLUSH_AT = 200;

type Buffer<T> = { entries: T[]; timer: NodeJS.Timeout | null };

// Every page view posts a route-change entry and every change an operation entry. One multi-row
// insert a second costs the single-connection embedded database one write instead of one per call;
// an entry can be lost only if the process dies within that second.
function batchedWriter<T extends Record<string, unknown>>(table: PgTable) {
  const pending = new WeakMap<Db, Buffer<T>>();
  async function flush(db: Db): Promise<void> {
    const buffer = pending.get(db);
    if (!buffer || buffer.entries.length === 0) return;
    if (buffer.timer) clearTimeout(buffer.timer);
    const entries = buffer.entries;
    buffer.entries = [];
    buffer.timer = null;
    try {
      await db.insert(table).values(entries);
    } catch {
      // The database is closing or gone, or the table is: the call was answered already, and a
      // log is not worth failing or retrying anything for.
    }
  }
  function save(db: Db, entry: T): void {
    let buffer = pending.get(db);
    if (!buffer) {
      buffer = { entries: [], timer: null };
      pending.set(db, buffer);
    }
    buffer.entries.push(entry);
    if (buffer.entries.length >= FLUSH_AT) void flush(db);
    else if (!buffer.timer) {
      buffer.timer = setTimeout(() => void flush(db), FLUSH_AFTER_MS);
      buffer.timer.unref();
    }
  }
  return { save, flush };
}

const interfaceWriter = batchedWriter<InterfaceEntry>(interfaceLogs);
const operationWriter = batchedWriter<OperationEntry>(operationLogs);
const loginWriter = batchedWriter<LoginEntry>(loginLogs);

export const saveInterfaceLog = interfaceWriter.save;
/** Queues one operation-log row (modules/log/operation-log.ts builds it). */
export const saveOperationLog = operationWriter.save;
/** Queues one login-log row (the auth module's sign-in paths). */
export const saveLoginLog = loginWriter.save;

/** Writes the waiting route-change entries now. */
export const flushInterfaceLogs = interfaceWriter.flush;

/** Writes every log's waiting entries now (tests, and at shutdown). */
export async function flushLogs(db: Db): Promise<void> {
  await Promise.all([interfaceWriter.flush(db), operationWriter.flush(db), loginWriter.flush(db)]);
}
