// The double-entry ledger: the only code that changes a balance. A movement is one row of
// ledger_movements and two or more ledger_lines that sum to zero, written in the caller's
// transaction together with the balances they change:
// - idempotent: the movement's business key is unique, so a repeat (a retried request, a second
//   worker, a double click) finds the first movement and moves nothing;
// - race-safe: each balance changes by a conditional UPDATE (balance + amount ≥ floor, the wallet
//   not frozen for a debit of what is available), which takes the row lock; zero rows means
//   refused and the whole transaction rolls back. Nothing reads a balance and then writes it.
// Accounts are updated in id order so two movements over the same accounts cannot deadlock.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, ledgerLines, ledgerMovements } from '../../db/schema';
import { LEDGER_MESSAGES, type MovementKind } from '../../contract/money/ledger';
import { refuse } from '../../http/refusal';

export type LedgerLine = { accountId: number; amountFen: number };

export type Movement = {
  kind: MovementKind;
  businessKey: string;
  lines: LedgerLine[];
  memo?: string | null;
  actorUserId?: number | null;
};

export type Posted = {
  movementId: number;
  /** true when the business key had already moved money: nothing moved this time */
  repeated: boolean;
  lines: { accountId: number; amountFen: number; balanceAfterFen: number }[];
};

/** Throws unless the lines are whole non-zero fen on distinct accounts that sum to zero. */
export function checkBalanced(lines: LedgerLine[]): void {
  if (lines.length < 2 || lines.some((l) => !Number.isSafeInteger(l.amountFen) || l.amountFen === 0)) refuse(LEDGER_MESSAGES.badAmount);
  if (new Set(lines.map((l) => l.accountId)).size !== lines.length) refuse(LEDGER_MESSAGES.unbalanced);
  if (lines.reduce((sum, l) => sum + l.amountFen, 0) !== 0) refuse(LEDGER_MESSAGES.unbalanced);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function linesOf(tx: Db | Tx, movementId: number) {
  return tx
    .select({ accountId: ledgerLines.accountId, amountFen: ledgerLines.amountFen, balanceAfterFen: ledgerLines.balanceAfterFen })
    .from(ledgerLines)
    .where(eq(ledgerLines.movementId, movementId))
    .orderBy(asc(ledgerLines.id));
}

/** Why a conditional update changed nothing: the account is missing, frozen, or short. */
async function refusalFor(tx: Tx, line: LedgerLine): Promise<never> {
  const [row] = rowsOf<{ purpose: string; frozen: boolean }>(
    await tx.execute(sql`
      select a.purpose, coalesce(w.status = 1, false) as frozen
      from ${ledgerAccounts} a left join wallets w on w.id = a.wallet_id
      where a.id = ${line.accountId}`),
  );
  if (!row) refuse(LEDGER_MESSAGES.noAccount);
  if (row.frozen && row.purpose === 'available' && line.amountFen < 0) refuse(LEDGER_MESSAGES.frozen);
  refuse(LEDGER_MESSAGES.insufficient);
}

/**
 * Posts a movement inside `tx` (the caller's transaction, so the business change and the money
 * move together). It runs in a savepoint: a refused movement leaves nothing behind even when the
 * caller catches the refusal and goes on with its transaction.
 */
export async function postMovement(outer: Tx, movement: Movement): Promise<Posted> {
  checkBalanced(movement.lines);
  return outer.transaction((tx) => postInSavepoint(tx, movement));
}

async function postInSavepoint(tx: Tx, movement: Movement): Promise<Posted> {
  const [created] = await tx
    .insert(ledgerMovements)
    .values({ kind: movement.kind, businessKey: movement.businessKey, memo: movement.memo ?? null, actorUserId: movement.actorUserId ?? null })
    .onConflictDoNothing({ target: ledgerMovements.businessKey })
    .returning({ id: ledgerMovements.id });
  if (!created) {
    const [first] = await tx.select({ id: ledgerMovements.id }).from(ledgerMovements).where(eq(ledgerMovements.businessKey, movement.businessKey));
    return { movementId: first.id, repeated: true, lines: await linesOf(tx, first.id) };
  }
  const ordered = [...movement.lines].sort((a, b) => a.accountId - b.accountId);
  const posted: Posted['lines'] = [];
  for (const line of ordered) {
    const [account] = await tx
      .update(ledgerAccounts)
      .set({ balanceFen: sql`${ledgerAccounts.balanceFen} + ${line.amountFen}` })
      .where(
        and(
          eq(ledgerAccounts.id, line.accountId),
          sql`(${ledgerAccounts.floorFen} is null or ${ledgerAccounts.balanceFen} + ${line.amountFen} >= ${ledgerAccounts.floorFen})`,
          line.amountFen < 0
            ? sql`(${ledgerAccounts.purpose} <> 'available' or not exists (select 1 from wallets w where w.id = ${ledgerAccounts.walletId} and w.status = 1))`
            : undefined,
        ),
      )
      .returning({ balanceFen: ledgerAccounts.balanceFen });
    if (!account) await refusalFor(tx, line);
    posted.push({ accountId: line.accountId, amountFen: line.amountFen, balanceAfterFen: account.balanceFen });
  }
  await tx.insert(ledgerLines).values(posted.map((l) => ({ movementId: created.id, ...l })));
  return { movementId: created.id, repeated: false, lines: posted };
}

/**
 * Takes the row locks of these accounts in id order, for a transaction that posts several
 * movements over them: it holds them all from the start, in the same order as everyone else, so
 * it cannot deadlock with another transaction (each movement alone already locks in id order).
 */
export async function lockAccounts(tx: Tx, accountIds: number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (ids.length)
    await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(asc(ledgerAccounts.id)).for('update');
}

/** Posts a movement in a transaction of its own. */
export function post(db: Db, movement: Movement): Promise<Posted> {
  return db.transaction((tx) => postMovement(tx, movement));
}

export type LedgerDifference = { accountId: number; code: string; balanceFen: number; journalFen: number };

/**
 * Recomputes every balance from the journal: returns the accounts whose kept balance differs
 * from the sum of their lines, or whose lines' running balance differs from balance_after
 * (none, unless something wrote a balance outside postMovement).
 */
export async function ledgerDifferences(db: Db | Tx): Promise<LedgerDifference[]> {
  const result = await db.execute(sql`
    select a.id as "accountId", a.code, a.balance_fen::bigint as "balanceFen", coalesce(sum(l.amount_fen), 0)::bigint as "journalFen"
    from ${ledgerAccounts} a left join ${ledgerLines} l on l.account_id = a.id
    group by a.id
    having a.balance_fen <> coalesce(sum(l.amount_fen), 0)
       or exists (
         select 1 from (
           select balance_after_fen, sum(amount_fen) over (partition by account_id order by id) as running
           from ${ledgerLines} where account_id = a.id
         ) r where r.running <> r.balance_after_fen)
    order by a.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    accountId: Number(r.accountId),
    code: String(r.code),
    balanceFen: Number(r.balanceFen),
    journalFen: Number(r.journalFen),
  }));
}

/** Movements whose lines do not sum to zero (none: postMovement refuses them). */
export async function unbalancedMovements(db: Db | Tx): Promise<number[]> {
  const result = await db.execute(sql`select movement_id as id from ${ledgerLines} group by movement_id having sum(amount_fen) <> 0`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Balances by account id (for tests and the wallet screens). */
export async function balancesOf(db: Db | Tx, accountIds: number[]): Promise<Map<number, number>> {
  if (!accountIds.length) return new Map();
  const rows = await db
    .select({ id: ledgerAccounts.id, balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds));
  return new Map(rows.map((r) => [r.id, r.balanceFen]));
}
