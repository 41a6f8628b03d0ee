// A line report's export as a background job (issue 48), like the waybill export (decision 023):
// more rows than EXPORT_BACKGROUND_ROWS, or the user's 后台导出, is queued on the job runner. The
// job reads the report as the asker may see it when it runs, streams it into an .xlsx of the file
// service (7 days) and leaves the asker a message; the download centre shows its state and file.
import type { Role } from '../../contract/auth/user';
import { JOB_MESSAGES, type ExportResult } from '../../contract/jobs/jobs';
import { cityCodeLabel } from '../../contract/regions';
import { LINE_SHEETS, rowView } from '../../contract/reports/line-sheets';
import type { LineFilters, LineKind } from '../../contract/reports/schemas';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { writeExportFile } from '../files/export-file';
import type { FileStorage } from '../files/storage';
import { gently } from '../jobs/gentle';
import type { JobRunner } from '../jobs/runner';
import { askerOf, exportFailed } from '../orders/export-job';
import { notify } from '../workspace/notify';
import { lineExportBatches, lineExportCount } from './lines';

export const LINE_EXPORT_JOB = 'reports.lineExport';
const DOWNLOAD_CENTRE = '/download-center/index';

type Payload = { userId: number; role: Role; kind: LineKind; filters: LineFilters };

const cityName = (code: string) => cityCodeLabel(code) || code;

async function* viewed(batches: AsyncIterable<Parameters<typeof rowView>[0][]>) {
  for await (const batch of batches) yield batch.map((row) => rowView(row, cityName));
}

export async function defineLineExport(runner: JobRunner, db: Db, storage: FileStorage): Promise<void> {
  await runner.define<Payload>({
    name: LINE_EXPORT_JOB,
    retries: 2,
    expireInSeconds: 3600,
    run: async ({ payload, progress, signal }): Promise<ExportResult> => {
      const auth = await askerOf(db, payload);
      const sheet = LINE_SHEETS[payload.kind];
      const total = Math.max(1, await lineExportCount(db, auth, payload.kind, payload.filters, 10_000_000));
      const { file, rows } = await writeExportFile(
        db,
        storage,
        { userId: auth.user.id, companyId: auth.user.companyId },
        sheet,
        viewed(gently(lineExportBatches(db, auth, payload.kind, payload.filters, 500))),
        { signal, written: (count) => progress((count / total) * 100) },
      );
      await notify(db, auth.user.id, {
        type: 'system',
        title: JOB_MESSAGES.exportDoneTitle,
        content: `${sheet.name}导出（${rows} 行）已生成，请在下载中心下载，文件保留 7 天。`,
        link: DOWNLOAD_CENTRE,
      });
      return { fileUuid: file.uuid, fileName: file.name, rows };
    },
    failed: exportFailed,
  });
}

/** A job when the asker chose the background or the rows exceed `threshold` (`jobId`), else null: the app exports in the request. */
export async function startLineExport(
  db: Db,
  runner: JobRunner | undefined,
  auth: Auth,
  body: LineFilters & { kind: LineKind; background?: boolean },
  threshold: number,
): Promise<{ jobId: number | null }> {
  const { background, kind, ...filters } = body;
  if (!background && (await lineExportCount(db, auth, kind, filters, threshold + 1)) <= threshold) return { jobId: null };
  if (!runner) refuse(JOB_MESSAGES.unavailable, 503);
  const payload: Payload = { userId: auth.user.id, role: auth.role, kind, filters };
  const { id } = await runner.enqueue(LINE_EXPORT_JOB, payload, { userId: auth.user.id, title: `${LINE_SHEETS[kind].name}导出` });
  return { jobId: id };
}
