// Upload records (files table) and who may read them: the owner, users of the owner's company,
// operators, both parties of a settlement bill for the 付款回单 of its payments, the applicant's
// company for the file of an issued invoice, the parties of a contract for its PDFs, and everyone,
// signed in or not, for an image that published content shows (issue 44). Anyone else is told the
// file does not exist.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { rolesOf } from '../auth/users';
import { isAgencyFileOf } from '../invoices/agency';
import { isInvoiceFileOf } from '../invoices/issuing';
import { isContractFileOf } from '../contracts/access';
import { isBillReceiptOf } from '../money/bills';
import { isPublishedContentImage } from '../portal/content';
import type { FileStorage } from './storage';

export type FileRow = typeof files.$inferSelect;

export async function saveUpload(
  db: Db,
  storage: FileStorage,
  auth: Auth,
  input: { bytes: Uint8Array; name: string; mime: string; purpose?: string | null },
): Promise<FileRow> {
  return saveFile(db, storage, { ...input, ownerUserId: auth.user.id, companyId: auth.user.companyId });
}

/**
 * A file the platform itself makes (a contract's frozen or sealed PDF): no owner when
 * `ownerUserId` is null, so only the rule that lets its readers in (readableFile) opens it.
 */
export async function saveFile(
  db: Db | Tx,
  storage: FileStorage,
  input: { bytes: Uint8Array; name: string; mime: string; purpose?: string | null; ownerUserId: number | null; companyId: number | null },
): Promise<FileRow> {
  const uuid = randomUUID();
  const storageKey = `${uuid.slice(0, 2)}/${uuid}`;
  await storage.put(storageKey, input.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        uuid,
        ownerUserId: input.ownerUserId,
        companyId: input.companyId,
        name: input.name,
        mime: input.mime,
        size: input.bytes.byteLength,
        storageKey,
        purpose: input.purpose ?? null,
      })
      .returning();
    return row;
  } catch (error) {
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The file if `auth` (null: not signed in) may read it; null for unknown files and for files of others alike. */
export async function readableFile(db: Db, auth: Auth | null, uuid: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.uuid, uuid)).limit(1);
  if (!row) return null;
  // An export past its 7 days is gone for everyone, even before the daily job removes it.
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return null;
  // an image of a published news item or platform page: as public as the page
  if (!auth) return (await isPublishedContentImage(db, uuid)) ? row : null;
  if (row.ownerUserId === auth.user.id) return row;
  if (row.companyId !== null && row.companyId === auth.user.companyId) return row;
  if ((await rolesOf(db, auth.user.id)).includes('operator')) return row;
  // a 付款回单: the payee of the bill reads the payer's receipt too
  if (await isBillReceiptOf(db, auth, uuid)) return row;
  // an issued invoice's file (uploaded by operations): the applicant's company reads it too
  if (await isInvoiceFileOf(db, auth, uuid)) return row;
  // a 代开 invoice's file (uploaded by operations): its individual payee reads it
  if (await isAgencyFileOf(db, auth, uuid)) return row;
  // a contract's PDF: every party of the contract reads it
  if (await isContractFileOf(db, auth, uuid)) return row;
  if (await isPublishedContentImage(db, uuid)) return row;
  return null;
}

/** True when every uuid names a file uploaded by `userId`. */
export async function allOwnedBy(db: Db, userId: number, uuids: string[]): Promise<boolean> {
  const wanted = [...new Set(uuids)];
  if (wanted.length === 0) return true;
  const rows = await db
    .select({ uuid: files.uuid })
    .from(files)
    .where(and(inArray(files.uuid, wanted), eq(files.ownerUserId, userId)));
  return rows.length === wanted.length;
}
