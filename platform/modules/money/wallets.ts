// Wallets as ledger accounts: each wallet has an `available` part (what it can pay or withdraw)
// and a `frozen` part (withdrawals and online payments under way), both with a floor of zero; the platform has its
// mirror of the custody bank (no floor) and its clearing, fee and tax accounts. The movements
// below are the only ways money enters, moves inside, and leaves the platform.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, wallets } from '../../db/schema';
import { LEDGER_MESSAGES, PLATFORM_ACCOUNTS, walletAccountCode, type MovementKind } from '../../contract/money/ledger';
import { refuse } from '../../http/refusal';
import { postMovement, type Posted } from './ledger';

export type WalletAccounts = { walletId: number; available: number; frozen: number };

/** The platform's own accounts, created once (idempotent). Returns their ids by name. */
export async function platformAccounts(db: Db | Tx): Promise<Record<keyof typeof PLATFORM_ACCOUNTS, number>> {
  const wanted = Object.entries(PLATFORM_ACCOUNTS).map(([purpose, code]) => ({ code, purpose, floorFen: purpose === 'bank' ? null : 0 }));
  await db.insert(ledgerAccounts).values(wanted).onConflictDoNothing({ target: ledgerAccounts.code });
  const rows = await db
    .select({ id: ledgerAccounts.id, purpose: ledgerAccounts.purpose })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, Object.values(PLATFORM_ACCOUNTS)));
  return Object.fromEntries(rows.map((r) => [r.purpose, r.id])) as Record<keyof typeof PLATFORM_ACCOUNTS, number>;
}

export type NewWallet = { userType: 1 | 2; companyId: number | null; userId: number; holderName: string; accountType?: 0 | 1 };

/** Creates a wallet and its two accounts in `tx`. */
export async function createWallet(tx: Tx, input: NewWallet): Promise<WalletAccounts> {
  const [wallet] = await tx
    .insert(wallets)
    .values({ userType: input.userType, companyId: input.companyId, userId: input.userId, holderName: input.holderName, accountType: input.accountType ?? 0 })
    .returning({ id: wallets.id });
  const rows = await tx
    .insert(ledgerAccounts)
    .values((['available', 'frozen'] as const).map((part) => ({ code: walletAccountCode(wallet.id, part), walletId: wallet.id, purpose: part, floorFen: 0 })))
    .returning({ id: ledgerAccounts.id, purpose: ledgerAccounts.purpose });
  const idOf = (part: string) => rows.find((r) => r.purpose === part)!.id;
  return { walletId: wallet.id, available: idOf('available'), frozen: idOf('frozen') };
}

export async function walletAccounts(db: Db | Tx, walletId: number): Promise<WalletAccounts> {
  const rows = await db.select({ id: ledgerAccounts.id, purpose: ledgerAccounts.purpose }).from(ledgerAccounts).where(eq(ledgerAccounts.walletId, walletId));
  const available = rows.find((r) => r.purpose === 'available');
  const frozen = rows.find((r) => r.purpose === 'frozen');
  if (!available || !frozen) refuse(LEDGER_MESSAGES.noAccount);
  return { walletId, available: available.id, frozen: frozen.id };
}

type Key = { businessKey: string; actorUserId?: number | null; memo?: string | null };

/** One balanced movement of `amountFen` from one account to another (the two lines of the journal). */
function move(tx: Tx, kind: MovementKind, from: number, to: number, amountFen: number, key: Key): Promise<Posted> {
  return postMovement(tx, {
    kind,
    ...key,
    lines: [
      { accountId: from, amountFen: -amountFen },
      { accountId: to, amountFen },
    ],
  });
}

/** Money arrived at the custody bank for this wallet (a top-up the bank confirmed). */
export function topUp(tx: Tx, bank: number, to: WalletAccounts, amountFen: number, key: Key): Promise<Posted> {
  return move(tx, 'topup', bank, to.available, amountFen, key);
}

/** From one wallet's available money to another account (a wallet, or the platform's clearing account). */
export function pay(tx: Tx, from: WalletAccounts, toAccountId: number, amountFen: number, key: Key): Promise<Posted> {
  return move(tx, 'pay', from.available, toAccountId, amountFen, key);
}

/** A withdrawal request freezes the amount at once. */
export function requestWithdrawal(tx: Tx, wallet: WalletAccounts, amountFen: number, key: Key): Promise<Posted> {
  return move(tx, 'withdraw_request', wallet.available, wallet.frozen, amountFen, key);
}

/** The bank paid the withdrawal out to the card: the frozen money leaves the platform. */
export function completeWithdrawal(tx: Tx, bank: number, wallet: WalletAccounts, amountFen: number, key: Key): Promise<Posted> {
  return move(tx, 'withdraw_paid', wallet.frozen, bank, amountFen, key);
}

/** Rejected, or the bank failed it: the frozen money is available again. */
export function returnWithdrawal(tx: Tx, wallet: WalletAccounts, amountFen: number, key: Key): Promise<Posted> {
  return move(tx, 'withdraw_returned', wallet.frozen, wallet.available, amountFen, key);
}

/** An online payment of a bill asked: the amount is frozen in the payer's wallet until the bank answers. */
export function requestPayment(tx: Tx, payer: WalletAccounts, amountFen: number, key: Key): Promise<Posted> {
  return move(tx, 'pay_request', payer.available, payer.frozen, amountFen, key);
}

/**
 * The bank transferred it: the frozen money goes to the platform (its clearing account: the
 * platform is the shipper's contractual carrier), and from there to the payee's available money.
 * A platform fee would stay in the fee account on the way; there is none yet.
 */
export async function completePayment(
  tx: Tx,
  clearing: number,
  payer: WalletAccounts,
  payee: WalletAccounts,
  amountFen: number,
  keys: { sent: Key; received: Key },
): Promise<{ sent: Posted; received: Posted }> {
  const sent = await move(tx, 'pay_sent', payer.frozen, clearing, amountFen, keys.sent);
  const received = await move(tx, 'pay_received', clearing, payee.available, amountFen, keys.received);
  return { sent, received };
}

/** The bank refused the transfer (or never had it): the frozen money is available again. */
export function returnPayment(tx: Tx, payer: WalletAccounts, amountFen: number, key: Key): Promise<Posted> {
  return move(tx, 'pay_returned', payer.frozen, payer.available, amountFen, key);
}
