// The invoice lists' exports as background jobs (issue 45), like the waybill export (decision 023):
// the shipper's applications (开票申请记录, 发票列表, 开票历史) and the payee's 代开 waybills
// (/user/ticketManage). More rows than EXPORT_BACKGROUND_ROWS, or the user's 后台导出, is queued on the
// job runner. The job reads the rows as the asker may see them when it runs, streams them into an
// .xlsx of the file service (7 days) and leaves the asker a message; the download centre shows its
// state and file. Fewer rows are exported in the request (applicationExport, agencyWaybillExport),
// in the same columns (contract/invoices/*-sheet.ts).
import type { Role } from '../../contract/auth/user';
import type { ExportSheet } from '../../contract/export-sheet';
import type { AgencyWaybillExportQuery, AgencyWaybillRow } from '../../contract/invoices/agency';
import { AGENCY_WAYBILL_SHEET } from '../../contract/invoices/agency-sheet';
import { applicationSheet } from '../../contract/invoices/application-sheet';
import type { ApplicationExportQuery, ApplicationRow } from '../../contract/invoices/listing';
import { JOB_MESSAGES, type ExportResult } from '../../contract/jobs/jobs';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { writeExportFile } from '../files/export-file';
import type { FileStorage } from '../files/storage';
import { gently } from '../jobs/gentle';
import type { JobRunner } from '../jobs/runner';
import { askerOf, exportFailed } from '../orders/export-job';
import { notify } from '../workspace/notify';
import { agencyWaybillExportBatches, agencyWaybillExportCount } from './agency';
import { applicationExportBatches, applicationExportCount } from './listing';

const DOWNLOAD_CENTRE = '/download-center/index';

/** One list's export: its sheet for the query, how many rows it holds (up to a limit), and its rows in batches. */
type ListExport<Q, R> = {
  name: string;
  sheet: (query: Q) => ExportSheet<R>;
  count: (db: Db, auth: Auth, query: Q, limit: number) => Promise<number>;
  batches: (db: Db, auth: Auth, query: Q, size: number) => AsyncIterable<R[]>;
};

export const APPLICATION_EXPORT: ListExport<ApplicationExportQuery, ApplicationRow> = {
  name: 'invoices.applicationExport',
  sheet: (query) => applicationSheet(query.scope),
  count: applicationExportCount,
  batches: applicationExportBatches,
};

export const AGENCY_WAYBILL_EXPORT: ListExport<AgencyWaybillExportQuery, AgencyWaybillRow> = {
  name: 'invoices.agencyWaybillExport',
  sheet: () => AGENCY_WAYBILL_SHEET,
  count: agencyWaybillExportCount,
  batches: agencyWaybillExportBatches,
};

type Payload<Q> = { userId: number; role: Role; query: Q };

async function defineListExport<Q, R>(runner: JobRunner, db: Db, storage: FileStorage, list: ListExport<Q, R>): Promise<void> {
  await runner.define<Payload<Q>>({
    name: list.name,
    retries: 2,
    expireInSeconds: 3600,
    run: async ({ payload, progress, signal }): Promise<ExportResult> => {
      const auth = await askerOf(db, payload);
      const sheet = list.sheet(payload.query);
      const total = Math.max(1, await list.count(db, auth, payload.query, 10_000_000));
      const { file, rows } = await writeExportFile(
        db,
        storage,
        { userId: auth.user.id, companyId: auth.user.companyId },
        sheet,
        gently(list.batches(db, auth, payload.query, 500)),
        { signal, written: (count) => progress((count / total) * 100) },
      );
      await notify(db, auth.user.id, {
        type: 'system',
        title: JOB_MESSAGES.exportDoneTitle,
        content: `${sheet.file.chinese}导出（${rows} 条）已生成，请在下载中心下载，文件保留 7 天。`,
        link: DOWNLOAD_CENTRE,
      });
      return { fileUuid: file.uuid, fileName: file.name, rows };
    },
    failed: exportFailed,
  });
}

/** Both invoice lists' export jobs on the runner (platform/jobs.ts). */
export async function defineInvoiceExports(runner: JobRunner, db: Db, storage: FileStorage): Promise<void> {
  await defineListExport(runner, db, storage, APPLICATION_EXPORT);
  await defineListExport(runner, db, storage, AGENCY_WAYBILL_EXPORT);
}

/** A job when the asker chose the background or the rows exceed `threshold` (`jobId`), else null: the app exports in the request. */
export async function startListExport<Q, R>(
  db: Db,
  runner: JobRunner | undefined,
  auth: Auth,
  list: ListExport<Q, R>,
  body: Q & { background?: boolean },
  threshold: number,
): Promise<{ jobId: number | null }> {
  const { background, ...rest } = body;
  const query = rest as unknown as Q;
  // counted even when the background is chosen: the count checks the asker may export this list at all
  const rows = await list.count(db, auth, query, threshold + 1);
  if (!background && rows <= threshold) return { jobId: null };
  if (!runner) refuse(JOB_MESSAGES.unavailable, 503);
  const payload: Payload<Q> = { userId: auth.user.id, role: auth.role, query };
  const { id } = await runner.enqueue(list.name, payload, { userId: auth.user.id, title: `${list.sheet(query).file.chinese}导出` });
  return { jobId: id };
}
