// The 代开 waybills' spreadsheet (/user/ticketManage's export), described once for both sides: the
// app streams it in the request, a background export (modules/invoices/export-job.ts) writes the
// same columns from the same rows as a job. 起运地 and 到达地 by their cities' names.
import { minuteText, yuanText, type ExportSheet } from '../export-sheet';
import { cityCodeLabel } from '../regions';
import type { AgencyWaybillRow } from './agency';
import { WAYBILL_AGENCY_LABELS } from './agency-labels';

/** A waybill's 起运地 or 到达地 as people read it: the city's name for its region code. */
export const placeName = (city: string) => (/^\d{4}$/.test(city) ? cityCodeLabel(city) || city : city);

export const AGENCY_WAYBILL_SHEET: ExportSheet<AgencyWaybillRow> = {
  name: '代开派车单',
  columns: [
    { header: '派车单号', width: 24, value: (w) => w.waybillNo },
    { header: '结算单号', width: 24, value: (w) => w.billNo },
    { header: '起运地', width: 14, value: (w) => placeName(w.origin) },
    { header: '到达地', width: 14, value: (w) => placeName(w.destination) },
    { header: '车牌号', width: 12, value: (w) => w.plateNo },
    { header: '货物名称', width: 16, value: (w) => w.goodsName },
    { header: '签收时间', width: 18, value: (w) => minuteText(w.signedAt) },
    { header: '已收运费', width: 14, value: (w) => yuanText(w.paidFen) },
    { header: '代开状态', width: 10, value: (w) => WAYBILL_AGENCY_LABELS[w.status] },
    { header: '代开申请编号', width: 24, value: (w) => w.applyNo ?? '' },
    { header: '发票号码', width: 24, value: (w) => w.invoiceNo ?? '' },
  ],
  file: { ascii: 'agency-waybills', chinese: '代开派车单' },
};
