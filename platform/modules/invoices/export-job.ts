// The invoice lists' exports as background jobs (issue 45), like the waybill export (decision 023):
// the shipper's applications (开票申请记录, 发票列表, 开票历史) and the payee's 代开 waybills
// (/user/ticketManage). More rows than EXPORT_BACKGROUND_ROWS, or the user's 后台导出, is queued on the
// job runner. The job reads the rows as the asker may see them when it runs, streams them into an
// .xlsx of the file service (7 days) and leaves the asker a message; the download centre shows its
// state and file. Fewer rows are exported in the request (applicationExport, agencyWaybillExport),
// in the same columns (contract/invoices/*-sheet.ts). The job and its start are the lists' shared ones
// (orders/list-export.ts).
import type { AgencyWaybillExportQuery, AgencyWaybillRow } from '../../contract/invoices/agency';
import { AGENCY_WAYBILL_SHEET } from '../../contract/invoices/agency-sheet';
import { applicationSheet } from '../../contract/invoices/application-sheet';
import type { ApplicationExportQuery, ApplicationRow } from '../../contract/invoices/listing';
import type { Db } from '../../db/client';
import type { FileStorage } from '../files/storage';
import type { JobRunner } from '../jobs/runner';
import { defineListExport, type ListExport } from '../orders/list-export';
import { agencyWaybillExportBatches, agencyWaybillExportCount } from './agency';
import { applicationExportBatches, applicationExportCount } from './listing';

export const APPLICATION_EXPORT: ListExport<ApplicationExportQuery, ApplicationRow> = {
  job: 'invoices.applicationExport',
  title: (query) => `${applicationSheet(query.scope).file.chinese}导出`,
  sheet: (query) => applicationSheet(query.scope),
  count: applicationExportCount,
  batches: applicationExportBatches,
};

export const AGENCY_WAYBILL_EXPORT: ListExport<AgencyWaybillExportQuery, AgencyWaybillRow> = {
  job: 'invoices.agencyWaybillExport',
  title: `${AGENCY_WAYBILL_SHEET.file.chinese}导出`,
  sheet: () => AGENCY_WAYBILL_SHEET,
  count: agencyWaybillExportCount,
  batches: agencyWaybillExportBatches,
};

/** Both invoice lists' export jobs on the runner (platform/jobs.ts). */
export async function defineInvoiceExports(runner: JobRunner, db: Db, storage: FileStorage): Promise<void> {
  await defineListExport(runner, db, storage, APPLICATION_EXPORT);
  await defineListExport(runner, db, storage, AGENCY_WAYBILL_EXPORT);
}
