// Images in rich text (issue 44): the one source kept, the upload's purpose, limit and messages —
// without sanitize-html, so the editors' screens load them on the client too.

/** The one image source rich text keeps: `/actions/download/?uuid=<uuid>` (FILE_PATHS.download). */
export const CONTENT_IMAGE_SRC = /^\/actions\/download\/\?uuid=([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The purpose of an image uploaded for rich text: only such files become public with published content. */
export const CONTENT_IMAGE_PURPOSE = 'content_image';
/** Largest image for rich text: a page's picture, not a photo archive. */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_MESSAGES = {
  altRequired: '请填写图片说明（供读屏软件朗读）',
  altTooLong: '图片说明不能超过100个字',
  fileRequired: '请选择要插入的图片',
  tooLarge: '正文图片不能超过2MB',
  uploaded: '图片已上传，已插入正文末尾（保存后生效）',
} as const;
