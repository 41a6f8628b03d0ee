// The file area of spec 7: upload, preview (inline) and download (attachment). None of it fits a
// route table — uploads are multipart and previews and downloads answer the file's bytes, not an
// envelope — so platform/modules/files/http.ts keeps hand-written OpenAPI routes (they are in the
// OpenAPI document all the same), and both sides take their paths and the upload's answer from here.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { imagePreview, imagePreviewInput } from './preview';

export const FILE_PATHS = {
  /**
   * POST multipart `file` (+ `purpose`): images, PDF, Word, Excel, ZIP, at most 10 MB. A refusal of
   * the file (too large, empty, a type not taken) names it: data `{ field: 'file' }` (FieldRefusal).
   */
  upload: '/actions/upload/',
  /** POST multipart `file` (+ `purpose`): JPG, PNG, WEBP, GIF, at most 10 MB. */
  uploadImage: '/actions/upload/image',
  /** GET ?uuid=: the bytes inline. */
  preview: '/actions/preview/',
  previewForOrder: '/actions/previewForOrder/',
  /** GET ?uuid=: the bytes as an attachment. */
  download: '/actions/download/',
  downloadContract: '/actions/downloadContract/',
  downloadByType: '/actions/downloadByType/',
} as const;

/** The envelope's data of an upload. */
export const uploadedFile = z.object({ uuid: z.string(), name: z.string(), size: z.number().int(), mime: z.string(), url: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;

/** `purpose` of an upload: snake case (id_card_front). */
export const uploadPurpose = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, '文件用途格式不正确');

/** The file area's JSON endpoints (the byte-answering ones above are hand-written routes). */
export const filesApi = endpoints(['文件'], {
  imagePreview: {
    // any signed-in user asks; which files they see is decided per file (owner, company, party)
    permission: 'signed-in',
    method: 'post',
    path: '/actions/imagePreview',
    summary: '图片预览：一张图片与其所属记录（派车单或所给列表）中调用方可查看的图片；无权查看为“文件不存在”',
    body: imagePreviewInput,
    response: imagePreview,
  },
});
