// The messages between the request thread and the embedded database's thread (pglite-thread.ts),
// and how either thread starts PGlite on a directory.

export type ThreadStart = { dataDir: string; sharedBuffers: string };

/** PGlite's start-up parameters for a database in a directory, on either thread. */
export function pgliteStartParams(defaults: string[], sharedBuffers: string): string[] {
  return [...defaults, '-c', `shared_buffers=${sharedBuffers}`];
}

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'snapshot'; target: string; exclude: string[] }
  | { id: number; op: 'close' };

/** A database error's name, message and plain fields (code, constraint, detail ...). */
export type WireError = { name: string; message: string; props: Record<string, string | number | boolean> };

export type ThreadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };
