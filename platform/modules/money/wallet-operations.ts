// Operations' view of the wallets: find one by its holder's name, see its status, balances and
// history, and freeze (status 1) or unfreeze (0) it with a reason. The change is one conditional
// update (only a wallet still in the other status moves, so two operators at once record one
// change) and its history row, in one transaction. A frozen wallet cannot pay or withdraw: the
// ledger refuses any debit of its available money (ledger.ts), whatever path asks for it.
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { WALLET_MESSAGES, type WalletDetail, type WalletListQuery, type WalletRow, type WalletStatusInput } from '../../contract/money/wallet';
import type { Db } from '../../db/client';
import { users, walletHistory, wallets } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { CODES } from '../../http/envelope';
import { refuse } from '../../http/refusal';
import { walletBalances } from './wallet-service';

function requireOperator(auth: Auth) {
  if (auth.role !== 'operator') refuse(WALLET_MESSAGES.operatorsOnly, CODES.FORBIDDEN);
}

type WalletRecord = typeof wallets.$inferSelect;

async function rowOf(db: Db, w: WalletRecord): Promise<WalletRow> {
  const { availableFen, frozenFen } = await walletBalances(db, w.id);
  return {
    id: w.id,
    holderName: w.holderName,
    userType: w.userType,
    status: w.status,
    subAccountNo: w.subAccountNo,
    availableFen,
    frozenFen,
    createdAt: w.createdAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The wallets, newest first, by part of the holder's name. */
export async function walletList(db: Db, auth: Auth, query: WalletListQuery) {
  requireOperator(auth);
  const where = query.holderName ? ilike(wallets.holderName, `%${escapeLike(query.holderName)}%`) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(wallets).where(where);
  const rows = await db
    .select()
    .from(wallets)
    .where(where)
    .orderBy(desc(wallets.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const records = await Promise.all(rows.map((w) => rowOf(db, w)));
  return { records, total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** One wallet with its history of status changes, newest first. */
export async function walletDetail(db: Db, auth: Auth, walletId: number): Promise<WalletDetail> {
  requireOperator(auth);
  const [w] = await db.select().from(wallets).where(eq(wallets.id, walletId));
  if (!w) refuse(WALLET_MESSAGES.walletNotFound, CODES.NOT_FOUND);
  const history = await db
    .select({
      id: walletHistory.id,
      action: walletHistory.action,
      fromStatus: walletHistory.fromStatus,
      toStatus: walletHistory.toStatus,
      reason: walletHistory.remark,
      actorName: sql<string | null>`coalesce(nullif(${users.realName}, ''), ${users.mobile})`,
      createdAt: walletHistory.createdAt,
    })
    .from(walletHistory)
    .leftJoin(users, eq(users.id, walletHistory.actorUserId))
    .where(eq(walletHistory.walletId, walletId))
    .orderBy(desc(walletHistory.id));
  return {
    ...(await rowOf(db, w)),
    history: history.map((h) => ({ ...h, action: h.action as 'freeze' | 'unfreeze', createdAt: h.createdAt.toISOString() })),
  };
}

/** Freezes (to 1) or unfreezes (to 0) a wallet with the operator's reason, recorded in its history. */
export async function setWalletStatus(db: Db, auth: Auth, input: WalletStatusInput, to: 0 | 1): Promise<WalletDetail> {
  requireOperator(auth);
  await db.transaction(async (tx) => {
    const [w] = await tx.select({ id: wallets.id, status: wallets.status }).from(wallets).where(eq(wallets.id, input.walletId));
    if (!w) refuse(WALLET_MESSAGES.walletNotFound, CODES.NOT_FOUND);
    const [moved] = await tx
      .update(wallets)
      .set({ status: to })
      .where(and(eq(wallets.id, input.walletId), eq(wallets.status, 1 - to)))
      .returning({ id: wallets.id });
    if (!moved) refuse(to === 1 ? WALLET_MESSAGES.alreadyFrozen : WALLET_MESSAGES.notFrozen);
    await tx.insert(walletHistory).values({
      walletId: input.walletId,
      fromStatus: String(1 - to),
      toStatus: String(to),
      action: to === 1 ? 'freeze' : 'unfreeze',
      remark: input.reason,
      actorUserId: auth.user.id,
    });
  });
  return walletDetail(db, auth, input.walletId);
}
