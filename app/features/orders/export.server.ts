// The order and waybill lists' exports: the ticked ids of the list's export form, and the rows as a
// streamed .xlsx (exceljs WorkbookWriter), named by content-disposition.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type ExportColumn<T> = { header: string; width: number; value: (row: T) => string };

/** The ticked rows of the list's export form (at most 500). */
export function tickedIds(params: URLSearchParams): number[] {
  return params
    .getAll('ids')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 500);
}

/** One sheet of `rows`, written and committed row by row: the bytes flow while the sheet is being built. */
export function xlsxResponse<T>(sheetName: string, columns: ExportColumn<T>[], rows: T[], name: { ascii: string; chinese: string }): Response {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error) => out.destroy(error as Error));
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${name.ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${name.chinese}_${stamp}.xlsx`)}`,
      'Cache-Control': 'no-store',
    },
  });
}
