// File URLs of spec 7 (paths in platform/contract/files/api.ts): upload, preview (inline) and
// download (attachment). Hand-written OpenAPI routes, because a route table describes JSON bodies
// and envelopes, and these take multipart and answer bytes. Bytes are streamed with the sniffed
// MIME type and `nosniff`; a file the caller may not read is '文件不存在' (404).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CODES, type FieldRefusal } from '../../contract/codes';
import { FILE_PATHS, filesApi, uploadPurpose, uploadedFile } from '../../contract/files/api';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_MESSAGES, CONTENT_IMAGE_PURPOSE } from '../../contract/portal/rich-text';
import { authOf, requireAuthOf } from '../../http/auth';
import { envelopeSchema, jsonResponses, ok, sendTooLarge } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { refuse } from '../../http/refusal';
import { abnormalPhotosOf } from '../orders/aftercare';
import { waybillImages } from '../orders/queries';
import { imagePreview } from './preview';
import { readableFile, saveUpload } from './service';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, classifyUpload, cleanFileName, contentDisposition } from './sniff';
import { storageFor, type FileStorage } from './storage';

const TAGS = ['文件'];
const NOT_FOUND_MESSAGE = '文件不存在';
const security = [{ bearerAuth: [] as string[] }];
/** An upload's refusals of its file (too large, empty, of a type not taken) name the multipart field. */
const AT_FILE: FieldRefusal = { field: 'file' };

const UploadForm = z.object({
  file: z.instanceof(File, { message: '请选择要上传的文件' }).openapi({ type: 'string', format: 'binary', description: '文件（最大 10MB）' }),
  purpose: uploadPurpose.optional().openapi({ example: 'id_card_front' }),
});

const uploadRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: TAGS,
    summary,
    security,
    request: { body: { content: { 'multipart/form-data': { schema: UploadForm } }, required: true } },
    responses: jsonResponses(uploadedFile, '已上传'),
  });

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
    security,
    request: { query: UuidQuery },
    responses: {
      200: {
        description: '文件内容（Content-Type 为文件类型）',
        content: { 'application/octet-stream': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      },
      404: { description: '文件不存在或无权查看', content: { 'application/json': { schema: envelopeSchema(z.null()) } } },
    },
  });

const SERVED = [
  [fileRoute(FILE_PATHS.preview, '预览文件（inline）'), 'inline'],
  [fileRoute(FILE_PATHS.previewForOrder, '预览订单相关文件（inline）'), 'inline'],
  [fileRoute(FILE_PATHS.download, '下载文件（attachment）'), 'attachment'],
  [fileRoute(FILE_PATHS.downloadContract, '下载合同文件（attachment）'), 'attachment'],
  [fileRoute(FILE_PATHS.downloadByType, '按类型下载文件（attachment）'), 'attachment'],
] as const;

export function createFilesArea(options: { storage?: FileStorage } = {}): PlatformArea {
  return ({ db, env }) => {
    const storage = options.storage ?? storageFor(env);
    const router = areaRouter();

    // Own limit for uploads (multipart overhead on top of the 10 MB file), checked before parsing;
    // platform/app.ts leaves these paths out of its 1 MB JSON limit.
    router.use(
      '/actions/upload/*',
      bodyLimit({
        maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
        onError: (c) => sendTooLarge(c, TOO_LARGE_MESSAGE, AT_FILE),
      }),
    );

    const upload = (kind: 'image' | 'any') => async (c: Context, form: z.infer<typeof UploadForm>) => {
      const auth = requireAuthOf(c);
      const bytes = new Uint8Array(await form.file.arrayBuffer());
      const name = cleanFileName(form.file.name);
      const verdict = classifyUpload(bytes, name, kind);
      if (!verdict.ok) refuse(verdict.message, CODES.BAD_REQUEST, AT_FILE);
      // an image for rich text is a page's picture: checked as an image above, and smaller
      if (form.purpose === CONTENT_IMAGE_PURPOSE && (kind !== 'image' || bytes.byteLength > CONTENT_IMAGE_MAX_BYTES))
        refuse(kind === 'image' ? CONTENT_IMAGE_MESSAGES.tooLarge : '正文图片须通过图片上传', CODES.BAD_REQUEST, AT_FILE);
      const row = await saveUpload(db, storage, auth, { bytes, name, mime: verdict.mime, purpose: form.purpose });
      return ok({ uuid: row.uuid, name: row.name, size: row.size, mime: row.mime, url: `${FILE_PATHS.preview}?uuid=${row.uuid}` }, '上传成功');
    };
    const uploadAny = upload('any');
    const uploadImage = upload('image');
    router.openapi(uploadRoute(FILE_PATHS.upload, '上传文件（图片、PDF、Word、Excel、ZIP，最大 10MB）'), async (c) =>
      c.json(await uploadAny(c, c.req.valid('form')), 200),
    );
    router.openapi(uploadRoute(FILE_PATHS.uploadImage, '上传图片（JPG、PNG、WEBP、GIF，最大 10MB）'), async (c) =>
      c.json(await uploadImage(c, c.req.valid('form')), 200),
    );

    const serve = (disposition: 'inline' | 'attachment') => async (c: Context, uuid: string) => {
      // not signed in: only an image that published content shows (readableFile)
      const auth = authOf(c);
      const file = await readableFile(db, auth, uuid);
      // any other file asks an anonymous caller to sign in (the 403 envelope), as before
      if (!file && !auth) requireAuthOf(c);
      // Streamed from the store after the check above, never redirected to it (decision 030).
      const stored = file ? await storage.open(file.storageKey) : null;
      if (!file || !stored) refuse(NOT_FOUND_MESSAGE, CODES.NOT_FOUND);
      return c.body(stored.body, 200, {
        'content-type': file.mime,
        'content-length': String(stored.size),
        'content-disposition': contentDisposition(disposition, file.name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-cache',
      });
    };
    for (const [route, disposition] of SERVED) {
      const handler = serve(disposition);
      router.openapi(route, async (c) => handler(c, c.req.valid('query').uuid));
    }

    router.openapi(routeOf(filesApi.imagePreview), async (c) => {
      const auth = requireAuthOf(c);
      const answer = await imagePreview(db, storage, auth, c.req.valid('json'), (who, waybillId) =>
        waybillImages(db, who, waybillId, (id) => abnormalPhotosOf(db, id)),
      );
      return c.json(ok(answer), 200);
    });
    return router;
  };
}

export const filesArea: PlatformArea = createFilesArea();
