// A list's export as a background job (issue 44, decision 023), for the lists whose export is the
// same shape: the order lists, the settlement bills lists and the invoice lists (invoices/export-job.ts;
// the waybill list's own job is
// export-job.ts, the line reports' reports/export-job.ts). More rows than EXPORT_BACKGROUND_ROWS,
// or the user's 导出到下载中心, is queued instead of answered in the request; the job reads the list
// in batches as the asker may see it when it runs (the same filters as the list, from its URL),
// pausing between batches (jobs/gentle.ts), streams the rows into an .xlsx of the file service
// (7 days) and leaves the asker a message; the download centre shows its state and file.
import type { Role } from '../../contract/auth/user';
import type { ExportSheet } from '../../contract/export-sheet';
import { JOB_MESSAGES, type ExportResult } from '../../contract/jobs/jobs';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { writeExportFile } from '../files/export-file';
import type { FileStorage } from '../files/storage';
import { gently } from '../jobs/gentle';
import type { JobRunner } from '../jobs/runner';
import { notify } from '../workspace/notify';
import { askerOf, EXPORT_BATCH_ROWS, exportFailed } from './export-job';

const DOWNLOAD_CENTRE = '/download-center/index';

/** One list's export: its job's name, what the download centre calls it, its sheet, and its rows as the list reads them. */
export type ListExport<Q, R> = {
  job: string;
  /** what the download centre and the message call the file (the invoice lists' names follow their scope) */
  title: string | ((query: Q) => string);
  sheet: (query: Q) => ExportSheet<R>;
  /** how many rows the export would write, counting no further than `cap` */
  count: (db: Db, auth: Auth, query: Q, cap: number) => Promise<number>;
  /** every row the query matches, in batches keyed by id (a batch starts exactly where the last ended) */
  batches: (db: Db, auth: Auth, query: Q, size: number) => AsyncIterable<R[]>;
};

type Payload<Q> = { userId: number; role: Role; query: Q };

const titleOf = <Q, R>(list: ListExport<Q, R>, query: Q) => (typeof list.title === 'string' ? list.title : list.title(query));

export async function defineListExport<Q, R>(runner: JobRunner, db: Db, storage: FileStorage, list: ListExport<Q, R>): Promise<void> {
  await runner.define<Payload<Q>>({
    name: list.job,
    retries: 2,
    expireInSeconds: 3600,
    run: async ({ payload, progress, signal }): Promise<ExportResult> => {
      const auth = await askerOf(db, payload);
      const total = Math.max(1, await list.count(db, auth, payload.query, 10_000_000));
      const { file, rows } = await writeExportFile(
        db,
        storage,
        { userId: auth.user.id, companyId: auth.user.companyId },
        list.sheet(payload.query),
        gently(list.batches(db, auth, payload.query, EXPORT_BATCH_ROWS)),
        { signal, written: (count) => progress((count / total) * 100) },
      );
      await notify(db, auth.user.id, {
        type: 'system',
        title: JOB_MESSAGES.exportDoneTitle,
        content: `${titleOf(list, payload.query)}（${rows} 条）已生成，请在下载中心下载，文件保留 7 天。`,
        link: DOWNLOAD_CENTRE,
      });
      return { fileUuid: file.uuid, fileName: file.name, rows };
    },
    failed: exportFailed,
  });
}

/**
 * The start of a list's export: a job when the asker chose the download centre or the rows exceed
 * `threshold` (`jobId`), else null and the app exports in the request.
 */
export async function startListExport<Q extends object, R>(
  db: Db,
  runner: JobRunner | undefined,
  auth: Auth,
  list: ListExport<Q, R>,
  body: Q & { background?: boolean },
  threshold: number,
): Promise<{ jobId: number | null }> {
  const { background, ...rest } = body;
  const query = rest as unknown as Q;
  // counted even when the download centre is chosen: the count checks the asker may export this list at all
  const rows = await list.count(db, auth, query, threshold + 1);
  if (!background && rows <= threshold) return { jobId: null };
  if (!runner) refuse(JOB_MESSAGES.unavailable, 503);
  const payload: Payload<Q> = { userId: auth.user.id, role: auth.role, query };
  const { id } = await runner.enqueue(list.job, payload, { userId: auth.user.id, title: titleOf(list, query) });
  return { jobId: id };
}
