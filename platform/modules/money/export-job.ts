// The settlement bills lists' export (结算单 / 账单导出) as a background job past
// EXPORT_BACKGROUND_ROWS or on the user's 导出到下载中心 (orders/list-export.ts, decision 023): the
// bills of the list's side and filters as the asker may see them when the job runs.
import type { BillExportQuery, BillRow } from '../../contract/money/bills';
import { billExportSheet } from '../../contract/money/export-sheets';
import type { ListExport } from '../orders/list-export';
import { billExportBatches, billExportCount } from './bill-views';

export const BILL_EXPORT: ListExport<BillExportQuery, BillRow> = {
  job: 'money.billExport',
  title: '结算单导出',
  sheet: (query) => billExportSheet(query.side),
  count: billExportCount,
  batches: billExportBatches,
};
