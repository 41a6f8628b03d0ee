// The history of a template version or of a contract, oldest first, with who made each move
// (the platform's own job has no actor: '平台').
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type contractHistory, type contractTemplateHistory, users } from '../../db/schema';

type HistoryTable = typeof contractHistory | typeof contractTemplateHistory;

export async function historyOf(db: Db, table: HistoryTable, id: number) {
  const key = 'contractId' in table ? table.contractId : table.templateId;
  const rows = await db
    .select({
      fromStatus: table.fromStatus,
      toStatus: table.toStatus,
      action: table.action,
      remark: table.remark,
      actorName: sql<string>`coalesce(${users.realName}, '平台')`,
      createdAt: table.createdAt,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.actorUserId))
    .where(eq(key, id))
    .orderBy(table.id);
  return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}
