// Background jobs as their owner sees them (下载中心): the rows, the list query and the messages.
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields } from '../page';

export const JOB_STATUS_LABELS = { new: '排队中', running: '进行中', done: '已完成', failed: '失败' } as const;
export type JobStatus = keyof typeof JOB_STATUS_LABELS;

export const JOB_MESSAGES = {
  notFound: '任务不存在',
  notFailed: '只有失败的任务可以重试',
  retried: '已重新提交任务',
  unavailable: '后台任务未启用',
  exportQueued: '数据较多，已转为后台导出，完成后会发消息通知您，请在下载中心下载',
  exportChosen: '已提交后台导出，完成后会发消息通知您，请在下载中心下载',
  exportDoneTitle: '导出已完成',
  exportFailedTitle: '导出失败',
} as const;

export const jobRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['new', 'running', 'done', 'failed']),
  progress: z.number().int(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** a finished export's file (downloadable until it expires) */
  file: z.object({ uuid: z.string(), name: z.string(), rows: z.number().int(), expiresAt: z.string().nullable() }).nullable(),
});
export type JobRow = z.infer<typeof jobRow>;

export const jobQuery = z.object({ ...pageFields(10, 50) });
export const jobIdBody = z.object({ id: idField(JOB_MESSAGES.notFound) });

/** What an export job leaves in background_jobs.result. */
export type ExportResult = { fileUuid: string; fileName: string; rows: number };
