// Backups in the back office (download centre), served from the route table
// platform/contract/backup/api.ts: the list with each archive's manifest figures, a backup started
// now, and the download of an archive (a hand-written route: it answers bytes, not an envelope).
// Operations only: the platform checks the role on every call, whatever the app shows.
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { backupApi as api, BACKUP_PATHS } from '../../contract/backup/api';
import { BACKUP_MESSAGES } from '../../contract/backup/schemas';
import { requireAuthOf } from '../../http/auth';
import { CODES, envelopeSchema, ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { refuse } from '../../http/refusal';
import type { BackupService } from './service';

const downloadRoute = createRoute({
  method: 'get',
  path: BACKUP_PATHS.download,
  tags: ['数据备份'],
  summary: '下载备份文件（tar.gz：manifest.json、database.sql、files/）',
  security: [{ bearerAuth: [] as string[] }],
  request: { query: z.object({ name: z.string().max(80).openapi({ example: 'freight-backup-20260131T020000.000Z.tar.gz' }) }) },
  responses: {
    200: { description: '备份文件', content: { 'application/gzip': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } },
    404: { description: BACKUP_MESSAGES.notFound, content: { 'application/json': { schema: envelopeSchema(z.null()) } } },
  },
});

function operations(c: Context, backups: BackupService | undefined): BackupService {
  const auth = requireAuthOf(c);
  if (auth.role !== 'operator') refuse(BACKUP_MESSAGES.operatorsOnly, CODES.BAD_REQUEST);
  if (!backups) refuse(BACKUP_MESSAGES.unavailable);
  return backups;
}

export const backupArea: PlatformArea = ({ backups }) => {
  const area = areaRouter();

  area.openapi(routeOf(api.list), async (c) => c.json(ok(await operations(c, backups).status()), 200));

  area.openapi(routeOf(api.create), async (c) => {
    const service = operations(c, backups);
    const { started } = service.start('manual');
    if (!started) refuse(BACKUP_MESSAGES.running);
    return c.json(ok({ startedAt: new Date().toISOString() }, BACKUP_MESSAGES.started), 200);
  });

  area.openapi(downloadRoute, async (c) => {
    const service = operations(c, backups);
    const name = c.req.valid('query').name;
    const file = await service.fileOf(name);
    if (!file) refuse(BACKUP_MESSAGES.notFound, CODES.NOT_FOUND);
    const { createReadStream } = await import('node:fs');
    const { stat } = await import('node:fs/promises');
    const size = (await stat(file)).size;
    const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'application/gzip',
        'content-length': String(size),
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    }) as never;
  });

  return area;
};
