// Release versions operations keep (schema/releases.ts says why a table): list, save, delete.
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { CODES } from '../../contract/codes';
import type { Page } from '../../contract/page';
import { VERSION_MESSAGES as M, type VersionInput, type VersionQuery, type VersionRow } from '../../contract/releases/versions';
import type { Db } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { platformVersions } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { requireOperator } from '../certification/service';

export async function versionPage(db: Db, auth: Auth, q: VersionQuery): Promise<Page<VersionRow>> {
  await requireOperator(db, auth);
  const where = q.keyword ? or(ilike(platformVersions.versionNo, containing(q.keyword)), ilike(platformVersions.title, containing(q.keyword))) : undefined;
  const { rows, total } = await readPage(
    q,
    db
      .select({
        id: platformVersions.id,
        versionNo: platformVersions.versionNo,
        title: platformVersions.title,
        notes: platformVersions.notes,
        releasedOn: platformVersions.releasedOn,
      })
      .from(platformVersions)
      .where(where)
      .orderBy(desc(platformVersions.releasedOn), desc(platformVersions.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(platformVersions)
      .where(where),
  );
  return { records: rows, total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function saveVersion(db: Db, auth: Auth, input: VersionInput): Promise<{ id: number }> {
  await requireOperator(db, auth);
  const values = { versionNo: input.versionNo, title: input.title, notes: input.notes, releasedOn: input.releasedOn };
  try {
    if (input.id) {
      const [row] = await db.update(platformVersions).set(values).where(eq(platformVersions.id, input.id)).returning({ id: platformVersions.id });
      if (!row) refuse(M.notFound, CODES.NOT_FOUND);
      return row;
    }
    const [row] = await db.insert(platformVersions).values(values).returning({ id: platformVersions.id });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.duplicate, CODES.BAD_REQUEST, { field: 'versionNo' });
    throw error;
  }
}

export async function deleteVersion(db: Db, auth: Auth, id: number): Promise<{ id: number }> {
  await requireOperator(db, auth);
  const [row] = await db.delete(platformVersions).where(eq(platformVersions.id, id)).returning({ id: platformVersions.id });
  if (!row) refuse(M.notFound, CODES.NOT_FOUND);
  return row;
}
