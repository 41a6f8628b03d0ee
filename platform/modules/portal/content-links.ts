// Which rich-text images each text names (content_images): written with the text, in its save's
// transaction, so the anonymous image check (isPublishedContentImage) reads a few indexed rows and
// the text's status instead of searching every published text on each request.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contentImages } from '../../db/schema';

/** The address the sanitiser keeps for our images (CONTENT_IMAGE_SRC), as it stands in a stored text. */
const NAMED_IMAGE = /src="\/actions\/download\/\?uuid=([0-9a-fA-F-]{36})"/g;

/** The uuids of the images a sanitised text names, each once. */
export function namedImages(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(NAMED_IMAGE), (m) => m[1]))];
}

/** Sets the images `text` names to exactly those of `html` (call inside the transaction that writes the text). */
export async function linkContentImages(tx: Tx, text: { newsId: number } | { pageKey: string }, html: string): Promise<void> {
  const owner = 'newsId' in text ? { newsId: text.newsId, pageKey: null } : { newsId: null, pageKey: text.pageKey };
  await tx.delete(contentImages).where(owner.newsId !== null ? eq(contentImages.newsId, owner.newsId) : eq(contentImages.pageKey, owner.pageKey!));
  const uuids = namedImages(html);
  if (uuids.length) await tx.insert(contentImages).values(uuids.map((fileUuid) => ({ ...owner, fileUuid })));
}
