// GET /resources/orders/waybill-export?<the list's filters>&ids=… — the ticked waybills, or else
// every waybill the filters match, as a streamed .xlsx (exceljs WorkbookWriter) named by
// content-disposition. With no filter and no tick: back to the list with the spec's message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { ORDER_MESSAGES, WAYBILL_FILTER_KEYS, waybillQuery, type WaybillRow } from '#contract/orders';
import { requireUser } from '#app/utils/auth.server';
import { redirectWith } from '#app/utils/forms.server';
import { tickedIds, xlsxResponse, type ExportColumn } from '#app/utils/orders-export.server';
import { waybillView } from '#app/utils/orders.server';
import { PlatformError, platform } from '#app/utils/platform.server';

const LISTS = new Set([
  '/user/dispatchOrderList',
  '/order-manage/dispatchOrder',
  '/user/dispatchOrderListCheck',
  '/shipper/additional',
  '/user/deliveryWaybillList',
  '/user/receiveWaybillList',
]);

const COLUMNS: ExportColumn<ReturnType<typeof waybillView>>[] = [
  { header: '派车单号', width: 20, value: (w) => w.waybillNo },
  { header: '订单号', width: 20, value: (w) => w.orderNo },
  { header: '货物', width: 12, value: (w) => w.goodsName },
  { header: '线路', width: 20, value: (w) => w.route },
  { header: '车牌号', width: 12, value: (w) => w.plateNo },
  { header: '司机', width: 20, value: (w) => w.driver },
  { header: '派车重量', width: 12, value: (w) => w.planned },
  { header: '装货重量', width: 12, value: (w) => w.loadWeight },
  { header: '卸货重量', width: 12, value: (w) => w.unloadWeight },
  { header: '途损', width: 10, value: (w) => w.loss },
  { header: '运费', width: 14, value: (w) => w.freight },
  { header: '状态', width: 10, value: (w) => w.statusLabel },
  { header: '派车时间', width: 18, value: (w) => w.createdAt },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const back = LISTS.has(url.searchParams.get('back') ?? '') ? url.searchParams.get('back')! : '/user/dispatchOrderList';
  const { pageNumber: _p, pageSize: _s, ...filters } = lenientQuery(waybillQuery, url.searchParams);
  const ids = tickedIds(url.searchParams);
  const listUrl = () => {
    const params = new URLSearchParams();
    for (const key of WAYBILL_FILTER_KEYS) if (filters[key] && key !== 'view') params.set(key, String(filters[key]));
    return `${back}${params.size ? `?${params}` : ''}`;
  };
  let rows: WaybillRow[];
  try {
    rows = await platform<WaybillRow[]>(args, '/dispatchOrder/exportList', { body: { ...filters, ...(ids.length ? { ids } : {}) } });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(args.request, listUrl(), error.message, 'error');
  }
  if (rows.length === 0) return redirectWith(args.request, listUrl(), ORDER_MESSAGES.exportEmpty, 'error');
  return xlsxResponse('派车单', COLUMNS, rows.map(waybillView), { ascii: 'waybills', chinese: '派车单' });
}
