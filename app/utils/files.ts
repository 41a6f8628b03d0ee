// Files as every area's forms and pages handle them: the size limit, the image types, the marker of a
// part the server dropped for its size, the uuid of an upload and the link that shows it. No area owns
// these (certification, bills and waybills all take images); the platform re-checks every file by its bytes.

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

/**
 * The server's multipart handler keeps no bytes of a part over 10 MB: it hands the form an empty
 * File of this type instead, so the field shows the size message and the other fields survive.
 */
export const TOO_LARGE_MARKER_TYPE = 'application/x-upload-too-large';

export const FILE_MESSAGES = {
  tooLarge: '文件大小不能超过10MB',
  empty: '文件不能为空',
  imageOnly: '只能上传 JPG、PNG、WEBP、GIF 格式的图片',
} as const;

/** The id of an uploaded file. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file the user chose (a file input left empty posts a nameless, empty File). */
export function isChosenFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File && !(value.name === '' && value.size === 0);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** null when the chosen file may be uploaded as an image; otherwise the field message. */
export function imageFileProblem(file: File): string | null {
  if (file.type === TOO_LARGE_MARKER_TYPE || file.size > MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.empty;
  const declared = file.type.toLowerCase();
  const byType = (IMAGE_MIME_TYPES as readonly string[]).includes(declared);
  const unknownType = declared === '' || declared === 'application/octet-stream';
  if (byType || (unknownType && IMAGE_EXTENSIONS.includes(extensionOf(file.name)))) return null;
  return FILE_MESSAGES.imageOnly;
}

/** The link that downloads an upload as an attachment (/resources/file/download: the platform decides who may have it). */
export function downloadUrl(uuid: string): string {
  return `/resources/file/download?${new URLSearchParams({ uuid })}`;
}

/** The page that shows an upload inline (/resources/file/preview: the platform decides who may see it). */
export function previewUrl(uuid: string): string {
  return `/resources/file/preview?${new URLSearchParams({ uuid })}`;
}
