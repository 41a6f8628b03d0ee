// The trip card's photo on a weak link (issue 43): a phone's 5 MB camera photo shrunk on the device
// to a JPEG of at most 1600 px a side (a pound slip stays readable), then uploaded with progress.
// Loaded only when the driver picks a photo, so the page's JS does not grow.

export const SLIP_MAX_SIDE = 1600;
export const SLIP_JPEG_QUALITY = 0.8;

/** The photo as a JPEG of at most SLIP_MAX_SIDE px a side; the original when it cannot be decoded or is smaller already. */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // not an image this browser decodes: the platform judges the original
  }
  const scale = Math.min(1, SLIP_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', SLIP_JPEG_QUALITY));
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
}

/** Posts `body` to `url` with upload progress (0–100); resolves with the uploaded file's uuid. */
export function uploadWithProgress(url: string, body: FormData, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const answer = xhr.response as { uuid?: string; error?: string } | null;
      if (xhr.status === 200 && answer?.uuid) resolve(answer.uuid);
      else reject(new Error(answer?.error ?? '上传失败，请重试'));
    };
    xhr.onerror = () => reject(new Error('网络中断，上传失败，请重试'));
    xhr.send(body);
  });
}

/** 5.0 MB / 310 KB */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
