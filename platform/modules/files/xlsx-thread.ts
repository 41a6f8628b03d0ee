// The thread that writes a background export's .xlsx (exceljs' streaming WorkbookWriter), started
// by xlsx-writer.ts. Building a sheet's XML costs ~60 µs of CPU a row (decision 023: ~1.8 s for a
// 30 000-row window); on the thread that renders the pages it came in slices between requests, and
// on two cores it still took CPU from them. Here it runs at a lower priority (on Linux the nice
// value is a thread's own), so the pages' threads come first whenever the cores are contended.
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
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: start.filename, useStyles: true });
const worksheet = workbook.addWorksheet(start.sheetName);
worksheet.columns = start.columns;
worksheet.getRow(1).font = { bold: true };
worksheet.getRow(1).commit();

let failed: string | null = null;
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
  worksheet.commit();
  workbook.commit().then(
    () => reply({ id: request.id, ok: true }),
    (error: unknown) => reply({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
