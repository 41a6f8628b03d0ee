// The thread that writes a background export's .xlsx (exceljs' streaming WorkbookWriter), started
// by xlsx-writer.ts. Building a sheet's XML costs ~60 µs of CPU a row (decision 023: ~1.8 s for a
// 30 000-row window); on the thread that renders the pages it came in slices between requests, and
// on two cores it still took CPU from them. Here it runs at a lower priority (on Linux the nice
// value is a thread's own), so the pages' threads come first whenever the cores are contended.
import { createWriteStream } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { XlsxThreadReply, XlsxThreadRequest, XlsxThreadStart } from './xlsx-wire';

const start = workerData as XlsxThreadStart;
const port = parentPort!;
const reply = (message: XlsxThreadReply) => port.postMessage(message);

try {
  // Without a pid: the calling thread only (Linux); elsewhere the whole process, hence the try.
  setPriority(start.nice);
} catch {
  // not permitted here: the rows are written at normal priority
}

const { default: ExcelJS } = await import('exceljs');
// The file's stream is ours, to hear its errors: a write that fails (a full disk, a missing
// directory) never ends exceljs' commit (on Node 22 not even with an uncaught error), so the
// export would wait for its hour's expiry.
const file = createWriteStream(start.filename);
let failed: string | null = null;
const committing = new Set<number>();
file.on('error', (error) => {
  failed ??= error.message;
  for (const id of committing) reply({ id, ok: false, message: failed });
  committing.clear();
});
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true });
const worksheet = workbook.addWorksheet(start.sheetName);
worksheet.columns = start.columns;
worksheet.getRow(1).font = { bold: true };
worksheet.getRow(1).commit();

port.on('message', (request: XlsxThreadRequest) => {
  if (request.type === 'rows') {
    if (failed) return;
    try {
      for (const row of request.rows) worksheet.addRow(row).commit();
    } catch (error) {
      failed = error instanceof Error ? error.message : String(error);
    }
    return;
  }
  if (failed) return reply({ id: request.id, ok: false, message: failed });
  if (request.type === 'flush') return reply({ id: request.id, ok: true });
  committing.add(request.id);
  worksheet.commit();
  workbook.commit().then(
    () => {
      // the stream has finished: every byte is on disk
      if (committing.delete(request.id)) reply({ id: request.id, ok: true });
    },
    (error: unknown) => {
      if (committing.delete(request.id)) reply({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) });
    },
  );
});
