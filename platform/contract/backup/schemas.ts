// Backups in the back office (issue #27): what the download centre lists and the messages of
// the backup endpoints. Operations only.
import { z } from 'zod';

export const BACKUP_MESSAGES = {
  operatorsOnly: '仅运营管理员可以管理数据备份',
  running: '已有备份正在进行，请稍后刷新查看',
  started: '备份已开始，完成后会出现在列表中',
  notFound: '备份文件不存在',
  unavailable: '当前部署未启用备份',
} as const;

/** `freight-backup-20260131T020000.123Z.tar.gz` */
export const BACKUP_NAME = /^freight-backup-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/;

export const backupEntrySchema = z.object({
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  appVersion: z.string(),
  lastMigration: z.string().nullable(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  /** the rows of the trade records, for a quick comparison with the lists */
  orders: z.number().int(),
  waybills: z.number().int(),
});

export const backupListSchema = z.object({
  backups: z.array(backupEntrySchema),
  running: z.object({ startedAt: z.string(), trigger: z.enum(['schedule', 'manual']) }).nullable(),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
  schedule: z.object({ everyMinutes: z.number().int(), keep: z.number().int() }),
});

export type BackupEntry = z.infer<typeof backupEntrySchema>;
export type BackupList = z.infer<typeof backupListSchema>;
