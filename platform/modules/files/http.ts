// File URLs of spec 7: upload, preview (inline) and download (attachment). Bytes are streamed
// with the sniffed MIME type and `nosniff`; a file the caller may not read is '文件不存在' (404).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CODES } from '../../contract/codes';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { envelopeSchema, jsonResponses, ok, sendTooLarge } from '../../http/envelope';
import { attempt, refuse } from '../auth/refusal';
import { readableFile, saveUpload } from './service';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, classifyUpload, cleanFileName, contentDisposition } from './sniff';
import { storageFor, type FileStorage } from './storage';

const TAGS = ['文件'];
const NOT_FOUND_MESSAGE = '文件不存在';
const authHeader = [{ bearerAuth: [] as string[] }];

const UploadForm = z.object({
  file: z.instanceof(File, { message: '请选择要上传的文件' }).openapi({ type: 'string', format: 'binary', description: '文件（最大 10MB）' }),
  purpose: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, '文件用途格式不正确')
    .optional()
    .openapi({ example: 'id_card_front' }),
});

const UploadResult = z.object({ uuid: z.string(), name: z.string(), size: z.number().int(), mime: z.string(), url: z.string() }).openapi('UploadedFile');

const uploadRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: TAGS,
    summary,
    security: authHeader,
    request: { body: { content: { 'multipart/form-data': { schema: UploadForm } }, required: true } },
    responses: jsonResponses(UploadResult, '已上传'),
  });

const uploadAny = uploadRoute('/actions/upload/', '上传文件（图片、PDF、Word、Excel、ZIP，最大 10MB）');
const uploadImage = uploadRoute('/actions/upload/image', '上传图片（JPG、PNG、WEBP、GIF，最大 10MB）');

const UuidQuery = z.object({
  uuid: z
    .string({ required_error: '缺少参数 uuid', invalid_type_error: '缺少参数 uuid' })
    .trim()
    .min(1, '缺少参数 uuid')
    .max(64, NOT_FOUND_MESSAGE)
    .openapi({ example: '0b6f3c1e-8a51-4f57-9a3c-2a4c2f9f7d10' }),
});

const fileRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: TAGS,
    summary,
    security: authHeader,
    request: { query: UuidQuery },
    responses: {
      200: {
        description: '文件内容（Content-Type 为文件类型）',
        content: { 'application/octet-stream': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      },
      404: { description: '文件不存在或无权查看', content: { 'application/json': { schema: envelopeSchema(z.null()) } } },
    },
  });

const INLINE_ROUTES = [fileRoute('/actions/preview/', '预览文件（inline）'), fileRoute('/actions/previewForOrder/', '预览订单相关文件（inline）')];
const ATTACHMENT_ROUTES = [
  fileRoute('/actions/download/', '下载文件（attachment）'),
  fileRoute('/actions/downloadContract/', '下载合同文件（attachment）'),
  fileRoute('/actions/downloadByType/', '按类型下载文件（attachment）'),
];

export function createFilesModule(options: { storage?: FileStorage } = {}): PlatformModule {
  return (app, { db, env }) => {
    const storage = options.storage ?? storageFor(env);

    // Own limit for uploads (multipart overhead on top of the 10 MB file), checked before parsing.
    app.use(
      '/actions/upload/*',
      bodyLimit({
        maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
        onError: (c) => sendTooLarge(c, TOO_LARGE_MESSAGE),
      }),
    );

    const upload = (kind: 'image' | 'any') => async (c: Context, form: z.infer<typeof UploadForm>) => {
      const auth = requireAuthOf(c);
      const bytes = new Uint8Array(await form.file.arrayBuffer());
      const name = cleanFileName(form.file.name);
      const verdict = classifyUpload(bytes, name, kind);
      if (!verdict.ok) refuse(verdict.message);
      const row = await saveUpload(db, storage, auth, { bytes, name, mime: verdict.mime, purpose: form.purpose });
      return ok({ uuid: row.uuid, name: row.name, size: row.size, mime: row.mime, url: `/actions/preview/?uuid=${row.uuid}` }, '上传成功');
    };
    const uploadAnyHandler = upload('any');
    const uploadImageHandler = upload('image');

    app.openapi(uploadAny, async (c) => attempt(c, async () => c.json(await uploadAnyHandler(c, c.req.valid('form')), 200)));
    app.openapi(uploadImage, async (c) => attempt(c, async () => c.json(await uploadImageHandler(c, c.req.valid('form')), 200)));

    const serve = (disposition: 'inline' | 'attachment') => async (c: Context, uuid: string) => {
      const auth = requireAuthOf(c);
      const file = await readableFile(db, auth, uuid);
      const bytes = file ? await storage.get(file.storageKey) : null;
      if (!file || !bytes) refuse(NOT_FOUND_MESSAGE, CODES.NOT_FOUND);
      return c.body(bytes, 200, {
        'content-type': file.mime,
        'content-length': String(bytes.byteLength),
        'content-disposition': contentDisposition(disposition, file.name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-cache',
      });
    };
    for (const [routes, disposition] of [
      [INLINE_ROUTES, 'inline'],
      [ATTACHMENT_ROUTES, 'attachment'],
    ] as const) {
      const handler = serve(disposition);
      for (const route of routes) {
        app.openapi(route, async (c) => attempt(c, async () => handler(c, c.req.valid('query').uuid)));
      }
    }
  };
}

export const filesModule: PlatformModule = createFilesModule();
