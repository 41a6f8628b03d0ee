// The waybill and order lists' exports (派车单导出, 订单导出): one description each for the export
// in the request (app/routes/resources+/orders.waybill-export.tsx, orders.order-export.tsx) and the
// background export (a job).
import { labelIn } from '../dictionaries';
import { minuteText, tonnesText, yuanText, type ExportSheet } from '../export-sheet';
import { formatFen } from '../format';
import { DISPATCH_STATUS, ORDER_SOURCE } from './dict';
import { directionLabel } from './direction';
import { orderStatusLabel } from './labels';
import type { OrderRow, WaybillRow } from './rows';
import { lossKg } from './schemas';

export const WAYBILL_EXPORT_SHEET: ExportSheet<WaybillRow> = {
  name: '派车单',
  file: { ascii: 'waybills', chinese: '派车单' },
  columns: [
    { header: '派车单号', width: 20, value: (w) => w.waybillNo },
    { header: '订单号', width: 20, value: (w) => w.orderNo },
    { header: '货物', width: 12, value: (w) => w.goodsName },
    { header: '线路', width: 20, value: (w) => `${w.origin} → ${w.destination}` },
    { header: '车牌号', width: 12, value: (w) => w.plateNo },
    { header: '司机', width: 20, value: (w) => `${w.driverName} ${w.driverMobile}` },
    { header: '派车重量', width: 12, value: (w) => tonnesText(w.plannedWeightKg) },
    { header: '装货重量', width: 12, value: (w) => tonnesText(w.loadWeightKg) },
    { header: '卸货重量', width: 12, value: (w) => tonnesText(w.unloadWeightKg) },
    { header: '途损', width: 10, value: (w) => tonnesText(lossKg(w.loadWeightKg, w.unloadWeightKg)) },
    { header: '运费', width: 14, value: (w) => yuanText(w.freightFen) },
    { header: '状态', width: 10, value: (w) => labelIn(DISPATCH_STATUS, w.status) },
    { header: '派车时间', width: 18, value: (w) => minuteText(w.createdAt) },
  ],
};

/** The order lists' columns (/user/salesOrderList, /user/purchaseOrderList), as the screens show them. */
export const ORDER_EXPORT_SHEET: ExportSheet<OrderRow> = {
  name: '订单',
  file: { ascii: 'orders', chinese: '订单' },
  columns: [
    { header: '订单号', width: 20, value: (o) => o.orderNo },
    { header: '业务方向', width: 10, value: (o) => directionLabel(o.direction) },
    { header: '货物', width: 14, value: (o) => o.goodsName },
    { header: '线路', width: 22, value: (o) => `${o.origin} → ${o.destination}` },
    { header: '货主', width: 24, value: (o) => o.shipperName },
    { header: '承运方', width: 24, value: (o) => o.carrierName },
    { header: '车数', width: 8, value: (o) => `${o.vehicleCount} 车` },
    { header: '重量', width: 12, value: (o) => tonnesText(o.weightKg) },
    { header: '已派', width: 12, value: (o) => tonnesText(o.dispatchedKg) },
    { header: '运价', width: 14, value: (o) => `${formatFen(o.unitPriceFen)} 元/吨` },
    { header: '运费', width: 14, value: (o) => yuanText(o.totalFen) },
    { header: '来源', width: 12, value: (o) => labelIn(ORDER_SOURCE, o.source) },
    { header: '状态', width: 10, value: (o) => orderStatusLabel(o.status, o.source) },
    { header: '下单时间', width: 18, value: (o) => minuteText(o.createdAt) },
  ],
};
