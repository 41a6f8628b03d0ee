// GET /resources/logistics/export?kind=vehicle|driver&<the list's filters> — the filtered capacity
// list as a real .xlsx (exceljs), named by content-disposition. With no rows it goes back to the
// list with the spec's export error ('请勾选或查询需要下载的数据').
import type { LoaderFunctionArgs } from '@remix-run/node';
import { driverQuery, vehicleQuery } from '#contract/capacity/schemas';
import { lenientQuery } from '#contract/lenient-query';
import { MESSAGES_8 } from '#contract/codes';
import { requireUser } from '#app/utils/auth.server';
import { redirectWith } from '#app/utils/forms.server';
import { driverSheet, vehicleSheet, type ExportKind } from '#app/features/capacity/export.server';
import { api } from '#app/utils/api.server';

const LISTS: Record<ExportKind, string> = { vehicle: '/logistics/vehicle', driver: '/logistics/driver' };

/** The filtered list as a workbook, or null when the filters match nothing. */
async function sheetOf(args: LoaderFunctionArgs, kind: ExportKind, params: URLSearchParams) {
  if (kind === 'vehicle') {
    const rows = await api.capacity.vehicleExport(args, lenientQuery(vehicleQuery, params));
    return rows.length ? vehicleSheet(rows) : null;
  }
  const rows = await api.capacity.driverExport(args, lenientQuery(driverQuery, params));
  return rows.length ? driverSheet(rows) : null;
}

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const kind = url.searchParams.get('kind');
  if (kind !== 'vehicle' && kind !== 'driver') throw new Response('不支持的导出类型', { status: 404 });
  const sheet = await sheetOf(args, kind, url.searchParams);
  if (!sheet) {
    const params = new URLSearchParams(url.searchParams);
    params.delete('kind');
    return redirectWith(args.request, `${LISTS[kind]}${params.size ? `?${params}` : ''}`, MESSAGES_8.exportNoData, 'error');
  }
  const { buffer, filename } = sheet;
  return new Response(buffer, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${kind}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'no-store',
    },
  });
}
