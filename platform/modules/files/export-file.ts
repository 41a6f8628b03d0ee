// A list export written as a file of the file service (a background export's download): the
// sheet streams row by row into a temporary .xlsx (exceljs WorkbookWriter), whatever the number of
// rows, then becomes a file of its owner that expires after 7 days (files.expires_at; the
// files.expire job removes it). Expired files read as missing (service.ts readableFile).
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

export const EXPORT_KEEP_DAYS = 7;
/** Rows written between two turns of the event loop (a few milliseconds of work). */
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
  // Loaded here, not with the module: exceljs costs ~0.4 s of CPU to load, paid by every process
  // (and every test file) that imports the platform, for a background job most never run.
  const { default: ExcelJS } = await import('exceljs');
  const temp = path.join(tmpdir(), `export-${randomUUID()}.xlsx`);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: temp, useStyles: true });
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();
    let count = 0;
    for await (const batch of rows) {
      options.signal?.throwIfAborted();
      for (let i = 0; i < batch.length; i++) {
        worksheet.addRow(sheet.columns.map((c) => c.value(batch[i]))).commit();
        // The rows are built on the thread that serves the pages: a turn for them every few rows.
        if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldTurn();
      }
      count += batch.length;
      await options.written?.(count);
    }
    worksheet.commit();
    await workbook.commit();
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
