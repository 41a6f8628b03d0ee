// The image viewer's answer (POST /actions/imagePreview): the asked image, the images of its record
// the caller may see, and whether the asked one can be drawn. Who may see what is decided where it
// always is: a waybill's images by its parties (orders' waybillImages), any other upload by
// readableFile (owner, company, operator, a bill's parties for its receipt).
import { inArray } from 'drizzle-orm';
import { PREVIEW_MESSAGES, UPLOAD_PURPOSE_LABELS, type ImagePreview } from '../../contract/files/preview';
import { CODES } from '../../contract/codes';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { imageSize } from './image-size';
import { readableFile } from './service';
import { isImageMime } from './sniff';
import type { FileStorage } from './storage';

type Listed = { uuid: string; label: string };

/** The images of a waybill the caller may open, or a 404 refusal (orders' waybillImages). */
export type WaybillImages = (auth: Auth, waybillId: number) => Promise<Listed[]>;

/** Alt texts of uploads without an owning record: the purpose's name, numbered when it repeats, else the file's name. */
async function labelled(db: Db, uuids: string[]): Promise<Listed[]> {
  const rows = uuids.length
    ? await db.select({ uuid: files.uuid, name: files.name, purpose: files.purpose }).from(files).where(inArray(files.uuid, uuids))
    : [];
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  const labels = uuids.map((uuid) => {
    const row = byUuid.get(uuid);
    return (row?.purpose && UPLOAD_PURPOSE_LABELS[row.purpose]) || row?.name || '图片';
  });
  return uuids.map((uuid, i) => {
    const same = labels.filter((l) => l === labels[i]).length;
    const nth = labels.slice(0, i + 1).filter((l) => l === labels[i]).length;
    return { uuid, label: same > 1 ? `${labels[i]}${nth}` : labels[i] };
  });
}

export async function imagePreview(
  db: Db,
  storage: FileStorage,
  auth: Auth,
  input: { uuid: string; waybillId?: number; list?: string[] },
  waybillImages: WaybillImages,
): Promise<ImagePreview> {
  let images: Listed[];
  if (input.waybillId !== undefined) {
    images = await waybillImages(auth, input.waybillId);
  } else {
    const asked = input.list?.includes(input.uuid) ? input.list : [input.uuid, ...(input.list ?? [])];
    const wanted = [...new Set(asked)];
    const readable = await Promise.all(wanted.map((uuid) => readableFile(db, auth, uuid)));
    images = await labelled(
      db,
      wanted.filter((_, i) => readable[i] !== null),
    );
  }
  const index = images.findIndex((image) => image.uuid === input.uuid);
  if (index < 0) refuse(PREVIEW_MESSAGES.notFound, CODES.NOT_FOUND);

  const [row] = await db
    .select({ mime: files.mime, storageKey: files.storageKey, expiresAt: files.expiresAt })
    .from(files)
    .where(inArray(files.uuid, [input.uuid]));
  const live = row && !(row.expiresAt && row.expiresAt.getTime() <= Date.now()) && isImageMime(row.mime);
  const bytes = live ? await storage.get(row.storageKey) : null;
  const size = bytes ? imageSize(bytes, row.mime) : null;
  return { images, index, image: size ? { mime: row.mime, ...size } : null };
}
