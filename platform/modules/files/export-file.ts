// A list export written as a file of the file service (a background export's download): the
// sheet streams row by row into a temporary .xlsx, whatever the number of rows, written on a thread
// of its own at a lower priority (xlsx-thread.ts), then becomes a file of its owner that expires
// after 7 days (files.expires_at; the files.expire job removes it). Expired files read as missing
// (service.ts readableFile).
import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { exportFileName, XLSX_MIME, type ExportSheet } from '../../contract/export-sheet';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { yieldTurn } from '../jobs/gentle';
import type { JobRunner } from '../jobs/runner';
import type { FileRow } from './service';
import type { FileStorage } from './storage';
import { XlsxThreadWriter } from './xlsx-writer';

export const EXPORT_KEEP_DAYS = 7;
/** Rows whose cells are made between two turns of the event loop (well under a millisecond). */
const ROWS_PER_TURN = 50;
const DAY = 86_400_000;

/**
 * Writes every batch of `rows` into one sheet and saves it for `owner`; `written` hears the count
 * after each batch (the job's progress). Stops with the signal's reason when it aborts.
 */
export async function writeExportFile<T>(
  db: Db,
  storage: FileStorage,
  owner: { userId: number; companyId: number | null },
  sheet: ExportSheet<T>,
  rows: AsyncIterable<T[]>,
  options: { written?: (count: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<{ file: FileRow; rows: number }> {
  const temp = path.join(tmpdir(), `export-${randomUUID()}.xlsx`);
  const writer = new XlsxThreadWriter({ filename: temp, sheetName: sheet.name, columns: sheet.columns.map((c) => ({ header: c.header, width: c.width })) });
  try {
    let count = 0;
    for await (const batch of rows) {
      options.signal?.throwIfAborted();
      for (let from = 0; from < batch.length; from += ROWS_PER_TURN) {
        // The cells' text is made here (the sheet's functions stay on this thread), a few rows a turn.
        writer.write(batch.slice(from, from + ROWS_PER_TURN).map((row) => sheet.columns.map((c) => c.value(row))));
        if (from + ROWS_PER_TURN < batch.length) await yieldTurn();
      }
      // At most one batch in flight: the thread has written it before the next is read.
      await writer.flush();
      count += batch.length;
      await options.written?.(count);
    }
    await writer.commit();
    const uuid = randomUUID();
    const storageKey = `${uuid.slice(0, 2)}/${uuid}`;
    // The file goes to the storage as a file: its bytes are never held in memory at once.
    await storage.putFile(storageKey, temp);
    const { size } = await stat(temp);
    const [file] = await db
      .insert(files)
      .values({
        uuid,
        ownerUserId: owner.userId,
        companyId: owner.companyId,
        name: exportFileName(sheet as ExportSheet<never>),
        mime: XLSX_MIME,
        size,
        storageKey,
        purpose: 'export',
        expiresAt: new Date(Date.now() + EXPORT_KEEP_DAYS * DAY),
      })
      .returning();
    return { file, rows: count };
  } finally {
    await writer.close();
    await rm(temp, { force: true });
  }
}

/** Removes the exports past their expiry (rows and bytes); returns how many. */
export async function expireExportFiles(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const expired = await db
    .delete(files)
    .where(and(eq(files.purpose, 'export'), isNotNull(files.expiresAt), lt(files.expiresAt, now)))
    .returning({ storageKey: files.storageKey });
  for (const file of expired) await storage.remove(file.storageKey).catch(() => undefined);
  return expired.length;
}

export const FILES_EXPIRE_JOB = 'files.expire';

/** The daily removal of expired exports (03:00 China time). */
export async function scheduleFileExpiry(runner: JobRunner, db: Db, storage: FileStorage): Promise<void> {
  await runner.define({ name: FILES_EXPIRE_JOB, oneAtATime: true, pollSeconds: 10, run: async () => ({ removed: await expireExportFiles(db, storage) }) });
  await runner.schedule(FILES_EXPIRE_JOB, '0 3 * * *');
}
