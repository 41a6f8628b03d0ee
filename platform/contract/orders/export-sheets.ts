// The waybill list's export (派车单导出): one description for the export in the request
// (app/routes/resources+/orders.waybill-export.tsx) and the background export (a job).
import { labelIn } from '../dictionaries';
import { minuteText, tonnesText, yuanText, type ExportSheet } from '../export-sheet';
import { DISPATCH_STATUS } from './dict';
import type { WaybillRow } from './rows';
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
