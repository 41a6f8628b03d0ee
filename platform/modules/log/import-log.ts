// The import log's writer (issue 44): one row per spreadsheet import, written by the import itself —
// in its own transaction when it imports, right after it when it refuses or fails — with who ran it
// (copied in, so the row still names them after the account changes), the company, the file, the
// counts and each refused row's number and reasons.
import { eq } from 'drizzle-orm';
import type { ImportKind, ImportStatus, RefusedImportRow } from '../../contract/log/logs';
import type { Db, Tx } from '../../db/client';
import { importLogs, users } from '../../db/schema';

export type ImportOutcome = {
  kind: ImportKind;
  fileName: string;
  rowsRead: number;
  rowsAccepted: number;
  refusedRows: RefusedImportRow[];
  status: ImportStatus;
  message: string;
  startedAt: Date;
};

export async function writeImportLog(db: Db | Tx, who: { userId: number; companyId: number | null }, outcome: ImportOutcome): Promise<void> {
  const [user] = await db.select({ mobile: users.mobile, name: users.realName }).from(users).where(eq(users.id, who.userId));
  await db.insert(importLogs).values({
    userId: who.userId,
    userMobile: user?.mobile ?? null,
    userName: user?.name ?? '',
    companyId: who.companyId,
    kind: outcome.kind,
    fileName: outcome.fileName,
    rowsRead: outcome.rowsRead,
    rowsAccepted: outcome.rowsAccepted,
    rowsRefused: outcome.refusedRows.length,
    refusedRows: outcome.refusedRows,
    status: outcome.status,
    message: outcome.message,
    startedAt: outcome.startedAt,
    finishedAt: new Date(),
  });
}
