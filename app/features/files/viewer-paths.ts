// The viewer's URLs, apart from its rules (viewer.ts): every page with a thumbnail links to the
// viewer, and this is all of it those pages load before the first click.

/** The viewer's page; the tail of a link that opens one image of a record. */
export const VIEWER_PATH = '/preview/imagePreview';
/** The same answer as JSON, for the dialog. */
export const VIEWER_DATA_PATH = '/resources/file/viewer';

/** Which record an image belongs to, so the viewer pages through that record's images. */
export type ViewerOwner = { waybillId: number } | { list: string[] } | null;

type HrefInput = { uuid: string; owner?: ViewerOwner; scale?: number; rotate?: number; back?: string | null };

function query({ uuid, owner, scale, rotate, back }: HrefInput): string {
  const params = new URLSearchParams({ uuid });
  if (owner && 'waybillId' in owner) params.set('waybillId', String(owner.waybillId));
  if (owner && 'list' in owner && owner.list.length > 1) params.set('list', owner.list.join(','));
  if (scale !== undefined && scale !== 1) params.set('scale', String(scale));
  if (rotate) params.set('rotate', String(rotate));
  if (back) params.set('back', back);
  return params.toString();
}

/** The viewer page of one image (of its record), optionally zoomed and turned. */
export function viewerHref(input: HrefInput): string {
  return `${VIEWER_PATH}?${query(input)}`;
}

/** The dialog's JSON of the same image. */
export function viewerDataHref(input: HrefInput): string {
  return `${VIEWER_DATA_PATH}?${query(input)}`;
}
