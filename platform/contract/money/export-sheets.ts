// The settlement bills lists' export (结算单 / 账单导出): one description for the export in the
// request (app/routes/resources+/money.bill-export.tsx) and the background export (a job), with
// the columns the lists show (money in yuan, China time).
import { minuteText, yuanText, type ExportSheet } from '../export-sheet';
import type { BillQuery, BillRow } from './bills';
import { BILL_STATUS_LABELS, SETTLEMENT_TYPE_LABELS } from './labels';

const COLUMNS: ExportSheet<BillRow>['columns'] = [
  { header: '结算单号', width: 22, value: (b) => b.billNo },
  { header: '付款方', width: 24, value: (b) => b.payerName },
  { header: '收款方', width: 24, value: (b) => b.payeeName },
  { header: '结算类型', width: 12, value: (b) => SETTLEMENT_TYPE_LABELS[b.settlementType] },
  { header: '派车单数', width: 8, value: (b) => String(b.waybillCount) },
  { header: '运费合计', width: 16, value: (b) => yuanText(b.freightFen) },
  { header: '扣款合计', width: 14, value: (b) => yuanText(b.deductionFen) },
  { header: '结算金额', width: 16, value: (b) => yuanText(b.totalFen) },
  { header: '已付金额', width: 16, value: (b) => yuanText(b.paidFen) },
  { header: '状态', width: 10, value: (b) => BILL_STATUS_LABELS[b.status] },
  { header: '生成时间', width: 18, value: (b) => minuteText(b.createdAt) },
];

/** The payer's list exports 结算单, the payee's 账单 (the screens' own names). */
export const billExportSheet = (side: BillQuery['side']): ExportSheet<BillRow> => ({
  name: '结算单',
  file: { ascii: 'settlement-bills', chinese: side === 'pay' ? '结算单' : '账单' },
  columns: COLUMNS,
});
