// The app's calls to the platform's backup endpoints (download centre, operations only): the list
// and a backup started now through the typed client (platform/contract/backup/api.ts), the
// archive's bytes streamed from its hand-written download route.
import { BACKUP_PATHS } from '#contract/backup/api';
import { BACKUP_NAME, type BackupList } from '#contract/backup/schemas';
import { api } from '#app/utils/api.server';
import { download, type Caller } from '#app/utils/platform.server';

export function listBackups(caller: Caller): Promise<BackupList> {
  return api.backup.list(caller);
}

export function startBackup(caller: Caller): Promise<{ startedAt: string }> {
  return api.backup.create(caller, {});
}

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /resources/backup/download?name=…: the archive streamed from the platform. The platform
 * decides who may have it (operations); anyone else gets 403 with its message.
 */
export async function downloadBackup(caller: Caller): Promise<Response> {
  const name = new URL(caller.request.url).searchParams.get('name') ?? '';
  if (!BACKUP_NAME.test(name)) return text('备份文件不存在', 404);
  const answer = await download(caller, BACKUP_PATHS.download, { query: { name } });
  if (!answer) return text('平台服务暂时无法访问，请稍后刷新重试', 503);
  if (!answer.ok) return text(answer.message || '无权下载备份', answer.status === 404 ? 404 : 403);
  const upstream = answer.response;
  const headers = new Headers({
    'content-type': 'application/gzip',
    'content-disposition': upstream.headers.get('content-disposition') ?? `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(upstream.body, { status: 200, headers });
}
