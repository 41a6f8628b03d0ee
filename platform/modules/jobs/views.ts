// The caller's own background jobs, newest first (下载中心), with the file a finished export left.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ExportResult, JobRow } from '../../contract/jobs/jobs';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { backgroundJobs, files } from '../../db/schema';
import type { Auth } from '../../http/auth';

export async function jobPage(db: Db, auth: Auth, q: { pageNumber: number; pageSize: number }): Promise<Page<JobRow>> {
  const mine = eq(backgroundJobs.userId, auth.user.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(backgroundJobs)
      .where(mine)
      .orderBy(desc(backgroundJobs.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(backgroundJobs).where(mine),
  ]);
  const made = rows.map((r) => (r.status === 'done' ? (r.result as ExportResult | null)?.fileUuid : undefined)).filter((u): u is string => Boolean(u));
  // A file past its expiry (or removed) is no longer offered.
  const kept = made.length
    ? await db
        .select({ uuid: files.uuid, expiresAt: files.expiresAt })
        .from(files)
        .where(and(inArray(files.uuid, made), eq(files.ownerUserId, auth.user.id)))
    : [];
  const fileOf = new Map(kept.filter((f) => !f.expiresAt || f.expiresAt.getTime() > Date.now()).map((f) => [f.uuid, f]));
  const records = rows.map((r): JobRow => {
    const result = r.result as ExportResult | null;
    const file = result?.fileUuid ? fileOf.get(result.fileUuid) : undefined;
    return {
      id: r.id,
      title: r.title,
      status: r.status as JobRow['status'],
      progress: r.progress,
      attempts: r.attempts,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      file: file && result ? { uuid: file.uuid, name: result.fileName, rows: result.rows, expiresAt: file.expiresAt?.toISOString() ?? null } : null,
    };
  });
  return { records, total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}
