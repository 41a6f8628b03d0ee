// The invoice applications' spreadsheet (开票申请记录, 发票列表, 开票历史), described once for both
// sides: the app streams it in the request, a background export (modules/invoices/export-job.ts)
// writes the same columns from the same rows as a job.
import { minuteText, yuanText, type ExportSheet } from '../export-sheet';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from './labels';
import type { ApplicationRow, ApplicationScope } from './listing';

const percent = (bp: number) => `${bp / 100}%`;

const COLUMNS: ExportSheet<ApplicationRow>['columns'] = [
  { header: '申请编号', width: 24, value: (a) => a.applyNo },
  { header: '发票抬头', width: 28, value: (a) => a.title },
  { header: '发票种类', width: 24, value: (a) => INVOICE_KIND_LABELS[a.kind] },
  { header: '派车单数', width: 8, value: (a) => String(a.waybillCount) },
  { header: '价税合计', width: 16, value: (a) => yuanText(a.amountFen) },
  { header: '税率', width: 8, value: (a) => percent(a.taxRateBp) },
  { header: '税额', width: 14, value: (a) => yuanText(a.taxFen) },
  { header: '状态', width: 10, value: (a) => INVOICE_STATUS_LABELS[a.status] },
  { header: '发票号码', width: 24, value: (a) => a.invoiceNo ?? '' },
  { header: '开票时间', width: 18, value: (a) => minuteText(a.issuedAt) },
  { header: '红字确认单编号', width: 24, value: (a) => a.redConfirmationNo ?? '' },
  { header: '备注', width: 24, value: (a) => a.remark },
  { header: '申请时间', width: 18, value: (a) => minuteText(a.createdAt) },
];

const FILE_NAMES: Record<ApplicationScope, string> = { all: '开票申请记录', issued: '发票列表', history: '开票历史' };

/** Each list's sheet: the same columns, the list's name on the file. */
export function applicationSheet(scope: ApplicationScope): ExportSheet<ApplicationRow> {
  return { name: '开票申请', columns: COLUMNS, file: { ascii: 'invoice-applications', chinese: FILE_NAMES[scope] } };
}
