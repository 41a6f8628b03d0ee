// GET /resources/orders/send-car-report?startDate=&endDate=&groupBy= — 派车报表 as a streamed .xlsx
// (exceljs WorkbookWriter): every group of the range and a totals row. A bad range or an empty
// one goes back to the report with the message.
import { PassThrough, Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import ExcelJS from 'exceljs';
import { REPORT_GROUPS, REPORT_MESSAGES } from '#contract/orders/track';
import { requireUser } from '#app/utils/auth.server';
import { redirectWith } from '#app/utils/forms.server';
import { reportQueryOf, sendCarReportData, type reportRowView } from '#app/features/orders/track.server';

type Row = ReturnType<typeof reportRowView>;

const COLUMNS: { header: string; width: number; value: (r: Row) => string }[] = [
  { header: '派车单数', width: 10, value: (r) => r.waybills },
  { header: '已签收', width: 10, value: (r) => r.signed },
  { header: '派车重量', width: 14, value: (r) => r.planned },
  { header: '装货重量', width: 14, value: (r) => r.load },
  { header: '卸货重量', width: 14, value: (r) => r.unload },
  { header: '亏吨', width: 12, value: (r) => r.loss },
  { header: '运费', width: 16, value: (r) => r.freight },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const { query, error } = reportQueryOf(url);
  const back = `/user/sendCarReport${url.search}`;
  if (error) return redirectWith(args.request, back, error, 'error');
  const report = await sendCarReportData(args, query, true);
  if (report.rows.length === 0) return redirectWith(args.request, back, REPORT_MESSAGES.noData, 'error');

  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('派车报表');
  sheet.columns = [{ header: REPORT_GROUPS[query.groupBy].replace('按', ''), width: 24 }, ...COLUMNS.map((c) => ({ header: c.header, width: c.width }))];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for (const row of report.rows) sheet.addRow([row.key, ...COLUMNS.map((c) => c.value(row))]).commit();
    const totals = sheet.addRow(['合计', ...COLUMNS.map((c) => c.value(report.totals))]);
    totals.font = { bold: true };
    totals.commit();
    sheet.commit();
    await workbook.commit();
  })().catch((e) => out.destroy(e as Error));
  const name = `派车报表_${report.range.startDate.replaceAll('-', '')}-${report.range.endDate.replaceAll('-', '')}.xlsx`;
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="send-car-report.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
    },
  });
}
