// The viewer's loader work: read the URL (uuid, the owning record, scale, rotation, where to go
// back), ask the platform which images of the record the user may see and whether the asked one
// can be drawn, and shape the answer. A file the user may not see is a 404, as the platform says.
import { api } from '#app/utils/api.server';
import { UUID_PATTERN, previewUrl } from '#app/utils/files';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { MAX_PREVIEW_LIST } from '#contract/files/preview';
import { clampScale, normalRotation, safeBack, type ViewerData } from './viewer';
import type { ViewerOwner } from './viewer-paths';

const NOT_FOUND = '文件不存在';

function notFound(): Response {
  return new Response(NOT_FOUND, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** The owning record of the URL: `waybillId`, else `list` (comma-separated uuids), else none. */
function ownerOf(params: URLSearchParams): ViewerOwner | 'bad' {
  const waybillId = params.get('waybillId');
  if (waybillId !== null) return /^\d{1,9}$/.test(waybillId) && Number(waybillId) > 0 ? { waybillId: Number(waybillId) } : 'bad';
  const list = params.get('list');
  if (list === null || list === '') return null;
  const uuids = list.split(',').map((u) => u.trim().toLowerCase());
  return uuids.length <= MAX_PREVIEW_LIST && uuids.every((u) => UUID_PATTERN.test(u)) ? { list: uuids } : 'bad';
}

/** The source of an image: a waybill's through its party check, any other through the file preview. */
function sourceOf(uuid: string, owner: ViewerOwner): string {
  return owner && 'waybillId' in owner ? `/resources/orders/photo?${new URLSearchParams({ waybillId: String(owner.waybillId), uuid })}` : previewUrl(uuid);
}

export async function imageViewerData(caller: Caller): Promise<ViewerData> {
  const params = new URL(caller.request.url).searchParams;
  const uuid = (params.get('uuid') ?? '').trim().toLowerCase();
  const owner = ownerOf(params);
  if (!UUID_PATTERN.test(uuid) || owner === 'bad') throw notFound();
  let answer;
  try {
    answer = await api.files.imagePreview(caller, {
      uuid,
      ...(owner && 'waybillId' in owner ? { waybillId: owner.waybillId } : {}),
      ...(owner && 'list' in owner ? { list: owner.list } : {}),
    });
  } catch (error) {
    if (error instanceof PlatformError && (error.code === 404 || error.code === 400)) throw notFound();
    throw error;
  }
  // the list as the platform filtered it: only images the user may see are paged through
  const shown: ViewerOwner = owner && 'list' in owner ? { list: answer.images.map((i) => i.uuid) } : owner;
  return {
    images: answer.images.map((image) => ({ ...image, src: sourceOf(image.uuid, owner) })),
    index: answer.index,
    image: answer.image ? { width: answer.image.width, height: answer.image.height } : null,
    owner: shown,
    scale: clampScale(Number(params.get('scale') ?? '1')),
    rotate: normalRotation(Number(params.get('rotate') ?? '0')),
    back: safeBack(params.get('back')),
  };
}
