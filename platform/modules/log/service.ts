import type { Db } from '../../db/client';
import { interfaceLogs } from '../../db/schema';

export type InterfaceLogInput = {
  name: string;
  method: string;
  type: string;
  mode: string;
  request?: string | null;
  response?: string | null;
};

type Entry = InterfaceLogInput & { userId: number | null; ip: string | null };

/** Entries wait at most this long, or until this many have gathered, before one insert writes them. */
const FLUSH_AFTER_MS = 1_000;
const FLUSH_AT = 200;

// Every page view posts a route-change entry. One multi-row insert a second costs the
// single-connection embedded database one write instead of one per page; an entry can be lost
// only if the process dies within that second, which a navigation log can afford.
const pending = new WeakMap<Db, { entries: Entry[]; timer: NodeJS.Timeout | null }>();

export function saveInterfaceLog(db: Db, entry: Entry): void {
  let buffer = pending.get(db);
  if (!buffer) {
    buffer = { entries: [], timer: null };
    pending.set(db, buffer);
  }
  buffer.entries.push(entry);
  if (buffer.entries.length >= FLUSH_AT) void flushInterfaceLogs(db);
  else if (!buffer.timer) {
    buffer.timer = setTimeout(() => void flushInterfaceLogs(db), FLUSH_AFTER_MS);
    buffer.timer.unref();
  }
}

/** Writes the waiting entries now (also used by tests and at shutdown). */
export async function flushInterfaceLogs(db: Db): Promise<void> {
  const buffer = pending.get(db);
  if (!buffer || buffer.entries.length === 0) return;
  if (buffer.timer) clearTimeout(buffer.timer);
  const entries = buffer.entries;
  buffer.entries = [];
  buffer.timer = null;
  try {
    await db.insert(interfaceLogs).values(entries);
  } catch {
    // The database is closing or gone; the navigation log is not worth failing anything for.
  }
}
