// File types from their first bytes, never from the client's Content-Type. Office and zip
// containers share a signature, so the extension picks among the types the bytes allow.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = '文件大小不能超过10MB';
export const IMAGE_ONLY_MESSAGE = '只能上传 JPG、PNG、WEBP、GIF 格式的图片';
export const UNSUPPORTED_MESSAGE = '不支持的文件类型';

export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

function contains(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The MIME type the bytes really are (among the accepted types), or null. */
export function sniffMime(bytes: Uint8Array, fileName: string): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return MIME.pdf;
  const ext = extensionOf(fileName);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // OLE2 compound file: legacy Word or Excel.
    if (ext === 'doc') return MIME.doc;
    if (ext === 'xls') return MIME.xls;
    return null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    if (ext === 'docx') return contains(bytes, 'word/') ? MIME.docx : null;
    if (ext === 'xlsx') return contains(bytes, 'xl/') ? MIME.xlsx : null;
    if (ext === 'zip') return MIME.zip;
    return null;
  }
  return null;
}

export function isImageMime(mime: string): boolean {
  return (IMAGE_MIMES as readonly string[]).includes(mime);
}

/** The stored type of an upload, or the refusal message (size first, then type). */
export function classifyUpload(bytes: Uint8Array, fileName: string, kind: 'image' | 'any'): { ok: true; mime: string } | { ok: false; message: string } {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, message: TOO_LARGE_MESSAGE };
  if (bytes.byteLength === 0) return { ok: false, message: '文件不能为空' };
  const mime = sniffMime(bytes, fileName);
  if (kind === 'image') return mime && isImageMime(mime) ? { ok: true, mime } : { ok: false, message: IMAGE_ONLY_MESSAGE };
  return mime ? { ok: true, mime } : { ok: false, message: UNSUPPORTED_MESSAGE };
}

/** A display name without any path, control characters or quotes; at most 120 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters from a file name is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '').trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= 120) return cleaned;
  const ext = extensionOf(cleaned);
  return ext && ext.length <= 10 ? `${cleaned.slice(0, 119 - ext.length)}.${ext}` : cleaned.slice(0, 120);
}

/** RFC 6266 / RFC 5987 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
