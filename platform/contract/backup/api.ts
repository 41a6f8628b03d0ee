// The backup route table (download centre, operations only): the list of archives with their
// manifest figures, and a backup started now. The download answers the archive's bytes, not an
// envelope, so platform/modules/backup/http.ts keeps it a hand-written OpenAPI route (as files
// does); both sides take its path from here.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { backupListSchema } from './schemas';

export const BACKUP_PATHS = {
  /** GET ?name=: the archive (tar.gz) as an attachment; failures answer an envelope. */
  download: '/backup/download',
} as const;

export const backupApi = endpoints(['数据备份'], {
  list: {
    permission: 'system:backup:list',
    method: 'get',
    path: '/backup/list',
    summary: '备份列表（时间、大小、清单中的表数与行数）、进行中的备份与定时设置',
    response: backupListSchema,
  },
  create: {
    permission: 'system:backup:create',
    method: 'post',
    path: '/backup/create',
    summary: '立即备份（后台进行，完成后出现在列表中）',
    body: z.object({}).passthrough(),
    bodyRequired: false,
    response: z.object({ startedAt: z.string() }),
  },
});
