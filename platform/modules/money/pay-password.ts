// 支付密码: the six-digit password a company's (or a person's) wallet asks before money leaves it
// (a bill paid from the wallet, a withdrawal). One per wallet, kept on the wallet's row as the
// account password's scrypt hash (auth/password.ts), set by whoever may use the wallet: set once
// (typed twice), changed with the old one, reset with an SMS code to the caller's phone. Five wrong
// passwords in a row lock the wallet's payments and withdrawals for 30 minutes; an SMS reset ends
// the lock. Why a password per wallet rather than an SMS code each time: docs/decisions/021-wallet-payment-password.md.
import { and, eq, isNull } from 'drizzle-orm';
import { WALLET_MESSAGES, type ChangePayPasswordInput, type ResetPayPasswordInput, type SetPayPasswordInput } from '../../contract/money/wallet';
import type { Db } from '../../db/client';
import { wallets } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { hashPassword } from '../auth/password';
import { sendSmsCode, verifySmsCode, type SmsSender } from '../auth/sms';
import { checkPayPassword } from './pay-password-check';
import { walletOf, type Wallet } from './wallet-service';

async function requireOpenWallet(db: Db, auth: Auth): Promise<Wallet> {
  const wallet = await walletOf(db, auth);
  if (!wallet?.memberCode) refuse(WALLET_MESSAGES.notOpen);
  return wallet;
}

/** The wallet's first payment password; a wallet that has one is refused (change or reset it instead). */
export async function setPayPassword(db: Db, auth: Auth, input: SetPayPasswordInput): Promise<void> {
  const wallet = await requireOpenWallet(db, auth);
  if (wallet.payPasswordHash) refuse(WALLET_MESSAGES.payPasswordAlreadySet);
  const payPasswordHash = await hashPassword(input.password);
  // Only while none is set: two first settings at once leave one, and the other is refused.
  const [row] = await db
    .update(wallets)
    .set({ payPasswordHash, payPasswordFailures: 0, payPasswordLockedUntil: null })
    .where(and(eq(wallets.id, wallet.id), isNull(wallets.payPasswordHash)))
    .returning({ id: wallets.id });
  if (!row) refuse(WALLET_MESSAGES.payPasswordAlreadySet);
}

/** A new payment password given the old one (a wrong old one counts towards the lock like a payment's). */
export async function changePayPassword(db: Db, auth: Auth, input: ChangePayPasswordInput): Promise<void> {
  const wallet = await requireOpenWallet(db, auth);
  await checkPayPassword(db, wallet, input.oldPassword, 'oldPassword');
  if (input.oldPassword === input.password) refuse(WALLET_MESSAGES.payPasswordSameAsOld, 400, { field: 'password' });
  await db
    .update(wallets)
    .set({ payPasswordHash: await hashPassword(input.password) })
    .where(eq(wallets.id, wallet.id));
}

/** Sends the caller's phone the code that resets the wallet's payment password. */
export async function sendPayPasswordSms(db: Db, sender: SmsSender, auth: Auth): Promise<void> {
  await requireOpenWallet(db, auth);
  await sendSmsCode(db, sender, auth.user.mobile, 'pay_pwd');
}

/** A forgotten payment password: the SMS code proves the phone; the lock ends with the new password. */
export async function resetPayPassword(db: Db, auth: Auth, input: ResetPayPasswordInput): Promise<void> {
  const wallet = await requireOpenWallet(db, auth);
  const code = await verifySmsCode(db, auth.user.mobile, 'pay_pwd', input.smsCode);
  if (code !== 'ok') refuse(code, 400, { field: 'smsCode' });
  await db
    .update(wallets)
    .set({ payPasswordHash: await hashPassword(input.password), payPasswordFailures: 0, payPasswordLockedUntil: null })
    .where(eq(wallets.id, wallet.id));
}
