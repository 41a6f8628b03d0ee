// Backups in the back office (download centre): the list with each archive's manifest figures,
// a backup started now, and the download of an archive. Operations only: the platform checks the
// role on every call, whatever the app shows.
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BACKUP_MESSAGES, backupListSchema } from '../../contract/backup';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { CODES, envelopeSchema, jsonResponses, ok } from '../../http/envelope';
import { attempt, refuse } from '../auth/refusal';
import type { BackupService } from './service';

const TAGS = ['数据备份'];
const security = [{ bearerAuth: [] as string[] }];

const listRoute = createRoute({
  method: 'get',
  path: '/backup/list',
  tags: TAGS,
  summary: '备份列表（时间、大小、清单中的表数与行数）、进行中的备份与定时设置',
  security,
  responses: jsonResponses(backupListSchema, '备份列表'),
});

const createBackupRoute = createRoute({
  method: 'post',
  path: '/backup/create',
  tags: TAGS,
  summary: '立即备份（后台进行，完成后出现在列表中）',
  security,
  request: { body: { content: { 'application/json': { schema: z.object({}).passthrough() } }, required: false } },
  responses: jsonResponses(z.object({ startedAt: z.string() }), BACKUP_MESSAGES.started),
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/backup/download',
  tags: TAGS,
  summary: '下载备份文件（tar.gz：manifest.json、database.sql、files/）',
  security,
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

export const backupModule: PlatformModule = (app, { backups }) => {
  app.openapi(listRoute, (c) => attempt(c, async () => c.json(ok(await operations(c, backups).status()), 200)));

  app.openapi(createBackupRoute, (c) =>
    attempt(c, async () => {
      const service = operations(c, backups);
      const { started } = service.start('manual');
      if (!started) refuse(BACKUP_MESSAGES.running);
      return c.json(ok({ startedAt: new Date().toISOString() }, BACKUP_MESSAGES.started), 200);
    }),
  );

  app.openapi(downloadRoute, (c) =>
    attempt(c, async () => {
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
    }),
  );
};
