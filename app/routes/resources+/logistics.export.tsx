// GET /resources/logistics/export?kind=vehicle|driver&<the list's filters> — the filtered capacity
// list as a real .xlsx (exceljs), named by content-disposition. With no rows it goes back to the
// list with the spec's export error ('请勾选或查询需要下载的数据').
import type { LoaderFunctionArgs } from '@remix-run/node';
import { driverQuery, lenientQuery, vehicleQuery } from '#contract/capacity/schemas';
import { MESSAGES_8 } from '#contract/codes';
import { requireUser } from '#app/utils/auth.server';
import { redirectWith } from '#app/utils/forms.server';
import { exportSheet, type ExportKind } from '#app/utils/capacity-export.server';
import { platform } from '#app/utils/platform.server';

const LISTS: Record<ExportKind, string> = { vehicle: '/logistics/vehicle', driver: '/logistics/driver' };

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const kind = url.searchParams.get('kind');
  if (kind !== 'vehicle' && kind !== 'driver') throw new Response('不支持的导出类型', { status: 404 });
  const query = kind === 'vehicle' ? lenientQuery(vehicleQuery, url.searchParams) : lenientQuery(driverQuery, url.searchParams);
  const rows = await platform<Record<string, unknown>[]>(args, `/${kind}/exportList`, { body: query });
  if (rows.length === 0) {
    const params = new URLSearchParams(url.searchParams);
    params.delete('kind');
    return redirectWith(args.request, `${LISTS[kind]}${params.size ? `?${params}` : ''}`, MESSAGES_8.exportNoData, 'error');
  }
  const { buffer, filename } = await exportSheet(kind, rows);
  return new Response(buffer, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${kind}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'no-store',
    },
  });
}
