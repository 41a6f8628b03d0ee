// The order and waybill lists' exports: the ticked ids of the list's export form, and the rows as a
// streamed .xlsx (exceljs WorkbookWriter), named by content-disposition.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn } from '#contract/export-sheet';
import { JOB_MESSAGES } from '#contract/jobs/jobs';
import { ORDER_MESSAGES } from '#contract/orders/schemas';
import { redirectWith } from '#app/utils/forms.server';
import { PlatformError } from '#app/utils/platform.server';
import { formatDateTime } from '#app/utils/format';

export type { ExportColumn };

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
  const stamp = formatDateTime(Date.now(), 'YYYYMMDD');
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${name.ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${name.chinese}_${stamp}.xlsx`)}`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * A list's export: `back` is the list it came from (one of `lists`, else the first), `keys` the
 * list's filters carried back; a refusal or an empty result goes back to the list with the message.
 */
export async function exportOrBack<Q extends Record<string, unknown>, R, V>(
  request: Request,
  options: {
    lists: readonly string[];
    filters: Q;
    keys: readonly (keyof Q & string)[];
    load: (ids: number[]) => Promise<R[]>;
    /**
     * Asks the platform first whether the export runs as a background job (many rows, or the
     * form's 后台导出 ticked: `background`); a job sends the user to the download centre.
     */
    start?: (ids: number[], background: boolean) => Promise<{ jobId: number | null }>;
    view: (row: R) => V;
    sheet: { name: string; columns: ExportColumn<V>[]; file: { ascii: string; chinese: string } };
  },
) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('back') ?? '';
  const back = options.lists.includes(asked) ? asked : options.lists[0];
  const listUrl = () => {
    const params = new URLSearchParams();
    for (const key of options.keys) if (options.filters[key] && key !== 'view') params.set(key, String(options.filters[key]));
    return `${back}${params.size ? `?${params}` : ''}`;
  };
  let rows: R[];
  try {
    const background = url.searchParams.get('background') === '1';
    const job = options.start ? await options.start(tickedIds(url.searchParams), background) : { jobId: null };
    if (job.jobId !== null) return redirectWith(request, '/download-center/index', background ? JOB_MESSAGES.exportChosen : JOB_MESSAGES.exportQueued);
    rows = await options.load(tickedIds(url.searchParams));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(request, listUrl(), error.message, 'error');
  }
  if (rows.length === 0) return redirectWith(request, listUrl(), ORDER_MESSAGES.exportEmpty, 'error');
  return xlsxResponse(options.sheet.name, options.sheet.columns, rows.map(options.view), options.sheet.file);
}
