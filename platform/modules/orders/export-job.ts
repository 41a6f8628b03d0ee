// The waybill export as a background job (issue 44): an export of more rows than
// EXPORT_BACKGROUND_ROWS, or one the user sends to the background (后台导出), is queued on the
// job runner instead of answered in the request. The job reads the waybills in batches as the
// asker may see them at the time it runs, streams them into an .xlsx of the file service (7
// days), and leaves the asker a message; the download centre shows its state and the file.
import { eq } from 'drizzle-orm';
import type { Role } from '../../contract/auth/user';
import { JOB_MESSAGES, type ExportResult } from '../../contract/jobs/jobs';
import { ORDER_EXPORT_SHEET, WAYBILL_EXPORT_SHEET } from '../../contract/orders/export-sheets';
import type { OrderRow } from '../../contract/orders/rows';
import type { OrderQuery, WaybillQuery } from '../../contract/orders/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { writeExportFile } from '../files/export-file';
import type { FileStorage } from '../files/storage';
import { gently } from '../jobs/gentle';
import type { JobRunner } from '../jobs/runner';
import { notify } from '../workspace/notify';
import type { ListExport } from './list-export';
import { orderExportBatches, orderExportCount, waybillExportBatches, waybillExportCount } from './queries';

export const WAYBILL_EXPORT_JOB = 'orders.waybillExport';
/**
 * Rows a background export reads per query: on PGlite's one thread a list page's query waits behind
 * at most one of these (about 15 ms for 200 waybills with their joins; 500 took twice that). 50, not
 * 200: in paired rounds on a quiet machine (decision 023) the list's p95 during an export was ×1.15,
 * ×1.46 and ×2.06 of without it with 50, ×1.92, ×3.07 and ×1.80 with 200 (the median round ×1.16
 * against ×1.90), and the export took no longer; a gain within the runs' noise, not beyond it.
 */
export const EXPORT_BATCH_ROWS = 50;
const TITLE = '派车单导出';
const DOWNLOAD_CENTRE = '/download-center/index';

type ExportQuery = Omit<WaybillQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] };
type OrderExportQuery = Omit<OrderQuery, 'pageNumber' | 'pageSize'> & { ids?: number[] };
type Payload = { userId: number; role: Role; query: ExportQuery };

/** The asker as the job acts for them: their account as it is now, in the role they asked in (the reports' export too). */
export async function askerOf(db: Db, payload: { userId: number; role: Role }): Promise<Auth> {
  const [user] = await db.select().from(users).where(eq(users.id, payload.userId));
  if (!user || user.status !== 'active') throw new Error('账号已停用，导出取消');
  return { user, role: payload.role, tokenHash: '' };
}

export async function defineWaybillExport(runner: JobRunner, db: Db, storage: FileStorage): Promise<void> {
  await runner.define<Payload>({
    name: WAYBILL_EXPORT_JOB,
    retries: 2,
    expireInSeconds: 3600,
    run: async ({ payload, progress, signal }): Promise<ExportResult> => {
      const auth = await askerOf(db, payload);
      const total = Math.max(1, await waybillExportCount(db, auth, payload.query, 10_000_000));
      const { file, rows } = await writeExportFile(
        db,
        storage,
        { userId: auth.user.id, companyId: auth.user.companyId },
        WAYBILL_EXPORT_SHEET,
        gently(waybillExportBatches(db, auth, payload.query, EXPORT_BATCH_ROWS)),
        {
          signal,
          written: (count) => progress((count / total) * 100),
        },
      );
      await notify(db, auth.user.id, {
        type: 'system',
        title: JOB_MESSAGES.exportDoneTitle,
        content: `${TITLE}（${rows} 条）已生成，请在下载中心下载，文件保留 7 天。`,
        link: DOWNLOAD_CENTRE,
      });
      return { fileUuid: file.uuid, fileName: file.name, rows };
    },
    failed: exportFailed,
  });
}

/** An export job that failed for good tells its asker (the reports' export too). */
export async function exportFailed(db: Db, job: { userId: number | null; title: string; error: string }): Promise<void> {
  if (job.userId === null) return;
  await notify(db, job.userId, {
    type: 'system',
    title: JOB_MESSAGES.exportFailedTitle,
    content: `${job.title}失败：${job.error}。可在下载中心重试。`,
    link: DOWNLOAD_CENTRE,
  });
}

/**
 * The start of a waybill export: a job when the asker chose the background or the rows exceed
 * `threshold` (`jobId`), else null and the app exports in the request (exportList).
 */
export async function startWaybillExport(
  db: Db,
  runner: JobRunner | undefined,
  auth: Auth,
  body: ExportQuery & { background?: boolean },
  threshold: number,
): Promise<{ jobId: number | null }> {
  const { background, ...query } = body;
  if (!background && (await waybillExportCount(db, auth, query, threshold + 1)) <= threshold) return { jobId: null };
  if (!runner) refuse(JOB_MESSAGES.unavailable, 503);
  const payload: Payload = { userId: auth.user.id, role: auth.role, query };
  const { id } = await runner.enqueue(WAYBILL_EXPORT_JOB, payload, { userId: auth.user.id, title: TITLE });
  return { jobId: id };
}

/** The order lists' export (订单导出) as a job past the threshold or on request (list-export.ts). */
export const ORDER_EXPORT: ListExport<OrderExportQuery, OrderRow> = {
  job: 'orders.orderExport',
  title: '订单导出',
  sheet: () => ORDER_EXPORT_SHEET,
  count: orderExportCount,
  batches: orderExportBatches,
};
