// The fund flow of the caller's wallet: the lines of its available money (list, export) and one
// line with the business document behind it (a bill's payment, a withdrawal, a top-up). A line is
// the caller's only when it is on their wallet's available account: anyone else's is "not found".
import { and, desc, eq, sql } from 'drizzle-orm';
import { BANK_CODE } from '../../contract/company/dictionaries';
import { labelIn } from '../../contract/dictionaries';
import type { MovementKind } from '../../contract/money/ledger';
import {
  TRANSFER_STATUS_LABELS,
  WALLET_MESSAGES,
  WITHDRAWAL_STATUS_LABELS,
  type FlowDetail,
  type FlowDocument,
  type FlowQuery,
  type TransferStatus,
  type WithdrawalStatus,
} from '../../contract/money/wallet';
import type { Db } from '../../db/client';
import { bankCards, bankTopups, bankTransfers, ledgerAccounts, ledgerLines, ledgerMovements, settlementBills, wallets, withdrawals } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { walletOf, type Wallet } from './wallet-service';

type LineRow = { ledger_lines: typeof ledgerLines.$inferSelect; ledger_movements: typeof ledgerMovements.$inferSelect };

const flowRowOf = (r: LineRow) => ({
  id: r.ledger_lines.id,
  kind: r.ledger_movements.kind as MovementKind,
  amountFen: r.ledger_lines.amountFen,
  balanceAfterFen: r.ledger_lines.balanceAfterFen,
  memo: r.ledger_movements.memo,
  createdAt: r.ledger_lines.createdAt.toISOString(),
});

/** The caller's wallet and its available-money account, or null without a wallet. */
async function availableAccountOf(db: Db, auth: Auth): Promise<{ wallet: Wallet; account: { id: number } } | null> {
  const wallet = await walletOf(db, auth);
  if (!wallet) return null;
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.walletId, wallet.id), eq(ledgerAccounts.purpose, 'available')));
  return account ? { wallet, account } : null;
}

/** The lines of the caller's available money, newest first, filtered; `limit` rows from `offset`. */
async function flowLines(db: Db, auth: Auth, query: FlowQuery, limit: number, offset: number) {
  const mine = await availableAccountOf(db, auth);
  if (!mine) return { rows: [], total: 0 };
  const account = mine.account;
  const chinaDay = sql`to_char(${ledgerLines.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const where = and(
    eq(ledgerLines.accountId, account.id),
    query.kind ? eq(ledgerMovements.kind, query.kind) : undefined,
    query.direction === 'in' ? sql`${ledgerLines.amountFen} > 0` : query.direction === 'out' ? sql`${ledgerLines.amountFen} < 0` : undefined,
    query.startDate ? sql`${chinaDay} >= ${query.startDate}` : undefined,
    query.endDate ? sql`${chinaDay} <= ${query.endDate}` : undefined,
  );
  const from = () => db.select().from(ledgerLines).innerJoin(ledgerMovements, eq(ledgerMovements.id, ledgerLines.movementId)).where(where).$dynamic();
  const [rows, [{ n }]] = await Promise.all([
    from().orderBy(desc(ledgerLines.id)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerLines)
      .innerJoin(ledgerMovements, eq(ledgerMovements.id, ledgerLines.movementId))
      .where(where),
  ]);
  return {
    total: n,
    rows: rows.map(flowRowOf),
  };
}

export async function flowPage(db: Db, auth: Auth, query: FlowQuery) {
  const { rows, total } = await flowLines(db, auth, query, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return { records: rows, total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** What an export takes at most: a larger history is exported a date range at a time. */
export const FLOW_EXPORT_LIMIT = 5000;

export async function flowExport(db: Db, auth: Auth, query: FlowQuery) {
  return (await flowLines(db, auth, query, FLOW_EXPORT_LIMIT, 0)).rows;
}

const holderOf = async (db: Db, walletId: number) =>
  (await db.select({ name: wallets.holderName }).from(wallets).where(eq(wallets.id, walletId)))[0]?.name ?? null;

/**
 * The document a movement belongs to, read from its business key (transfer:<id>:…, withdraw:<id>:…,
 * topup:<bank serial>); null for a movement no document stands behind (an adjustment).
 */
async function documentOf(db: Db, wallet: Wallet, businessKey: string): Promise<FlowDocument | null> {
  const [kind, key] = businessKey.split(':');
  if (kind === 'transfer') {
    const [t] = await db
      .select({ transfer: bankTransfers, billNo: settlementBills.billNo })
      .from(bankTransfers)
      .innerJoin(settlementBills, eq(settlementBills.id, bankTransfers.billId))
      .where(eq(bankTransfers.id, Number(key)));
    if (!t) return null;
    const paying = t.transfer.payerWalletId === wallet.id;
    return {
      kind: 'bill',
      number: t.billNo,
      status: TRANSFER_STATUS_LABELS[t.transfer.status as TransferStatus],
      bankSerial: t.transfer.serial,
      bankMessage: t.transfer.bankMessage,
      counterparty: await holderOf(db, paying ? t.transfer.payeeWalletId : t.transfer.payerWalletId),
      billId: t.transfer.billId,
      side: paying ? 'pay' : 'receive',
    };
  }
  if (kind === 'withdraw') {
    const [w] = await db
      .select({ withdrawal: withdrawals, card: bankCards })
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
      .where(and(eq(withdrawals.id, Number(key)), eq(withdrawals.walletId, wallet.id)));
    if (!w) return null;
    return {
      kind: 'withdrawal',
      number: w.withdrawal.withdrawNo,
      status: WITHDRAWAL_STATUS_LABELS[w.withdrawal.status as WithdrawalStatus],
      bankSerial: w.withdrawal.serial,
      bankMessage: w.withdrawal.bankMessage,
      counterparty: `${labelIn(BANK_CODE, w.card.bankCode)} ${w.card.cardMasked}`,
      billId: null,
      side: null,
    };
  }
  if (kind === 'topup') {
    const [t] = await db
      .select()
      .from(bankTopups)
      .where(and(eq(bankTopups.bankSerial, key), eq(bankTopups.walletId, wallet.id)));
    if (!t) return null;
    return { kind: 'topup', number: t.bankSerial, status: '已入账', bankSerial: t.bankSerial, bankMessage: null, counterparty: null, billId: null, side: null };
  }
  return null;
}

/** One line of the caller's fund flow with the document behind it; 404 for anyone else's. */
export async function flowDetail(db: Db, auth: Auth, id: number): Promise<FlowDetail> {
  const mine = await availableAccountOf(db, auth);
  const [line] = mine
    ? await db
        .select()
        .from(ledgerLines)
        .innerJoin(ledgerMovements, eq(ledgerMovements.id, ledgerLines.movementId))
        .where(and(eq(ledgerLines.id, id), eq(ledgerLines.accountId, mine.account.id)))
    : [];
  if (!mine || !line) refuse(WALLET_MESSAGES.flowNotFound, 404);
  return { ...flowRowOf(line), document: await documentOf(db, mine.wallet, line.ledger_movements.businessKey) };
}
