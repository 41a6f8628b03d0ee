// 钱包支付: a settlement bill paid from the payer's wallet to the payee's through the custody bank's
// member-to-member transfer (6034, 分账), in the two steps of a withdrawal (wallet-service.ts):
// 1. one transaction records the transfer with its serial, holds the amount on the bill (pending)
//    and freezes it in the payer's wallet, each by a conditional update (nothing reads a balance
//    and then writes it), so a crash after it leaves a record the bank watch can ask about;
// 2. the bank call, outside any transaction;
// 3. one transaction applies the answer, only to a FROZEN or PENDING transfer: success moves the
//    frozen money payer → platform clearing → payee and records the payment on the bill (orders'
//    pay status, history) with the same ledger keys however often it is applied; a refusal returns
//    the money; no answer leaves it PENDING for `settlePendingTransfers`.
import { and, eq, inArray } from 'drizzle-orm';
import { BILL_MESSAGES, type OnlinePaymentInput, type OnlinePaymentView, type BillStatus } from '../../contract/money/bills';
import { formatDateTime, formatFen } from '../../contract/format';
import { LEDGER_MESSAGES } from '../../contract/money/ledger';
import { WALLET_MESSAGES, type TransferStatus } from '../../contract/money/wallet';
import type { Db, Tx } from '../../db/client';
import { bankTransfers, settlementBills, wallets } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse, Refusal } from '../../http/refusal';
import type { BankOutcome, CustodyBank } from './bank/port';
import { billFor, holdPending, partyOf, recordPaymentOn, releasePending, sideOfBill, type Bill } from './bills';
import { lockAccounts } from './ledger';
import { checkPayPassword } from './pay-password-check';
import { newSerial, QUERY_AFTER_MS, settleByQuery, statusOnOutcome, walletOf, walletOwnedBy, type Wallet } from './wallet-service';
import { completePayment, platformAccounts, requestPayment, returnPayment, walletAccounts } from './wallets';

export type Transfer = typeof bankTransfers.$inferSelect;

/** PaymentMeansCode 银行转账 (see PAY_MEANS): what a wallet payment is to the 资金流水单 */
const ONLINE_PAY_MEANS = '32';

/** The bill's payee's wallet: its company's, or the person's when the payee has no company. */
export async function payeeWalletOf(db: Db | Tx, bill: Pick<Bill, 'payeeCompanyId' | 'payeeUserId'>): Promise<Wallet | null> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(walletOwnedBy(bill.payeeCompanyId !== null ? { companyId: bill.payeeCompanyId } : { userId: bill.payeeUserId }));
  return row ?? null;
}

export function onlinePaymentView(transfer: Transfer, bill: Pick<Bill, 'billNo' | 'status'>): OnlinePaymentView {
  return {
    id: transfer.id,
    billId: transfer.billId,
    billNo: bill.billNo,
    billStatus: bill.status as BillStatus,
    amountFen: transfer.amountFen,
    status: transfer.status as TransferStatus,
    createdAt: transfer.createdAt.toISOString(),
  };
}

async function viewOf(db: Db, transfer: Transfer): Promise<OnlinePaymentView> {
  const [bill] = await db
    .select({ billNo: settlementBills.billNo, status: settlementBills.status })
    .from(settlementBills)
    .where(eq(settlementBills.id, transfer.billId));
  return onlinePaymentView(transfer, bill);
}

/**
 * The transfer a used key made, when this request is the same one (bill and amount): an idempotency
 * key belongs to one request, and another bill or amount with it is refused (issue 41, payments
 * item 1: it answered "钱包支付成功" with the first bill's transfer).
 */
function sameTransfer(earlier: Transfer, billId: number, amountFen: number): Transfer {
  if (earlier.billId !== billId || earlier.amountFen !== amountFen) refuse(BILL_MESSAGES.keyReused);
  return earlier;
}

/**
 * Pays `amountFen` of a bill from the caller's wallet. Only the bill's payer (another company gets
 * the bill's not-found, the payee its state refusal), a payable bill, at most what is neither paid
 * nor held by another online payment, a payee with a wallet; the same key twice pays once.
 */
export async function payBillOnline(db: Db, bank: CustodyBank, auth: Auth, input: OnlinePaymentInput): Promise<OnlinePaymentView> {
  if (!bank.configured) refuse(WALLET_MESSAGES.notConfigured);
  const bill = await billFor(db, auth, input.billId);
  if (!sideOfBill(auth, bill).payer) refuse(BILL_MESSAGES.state);
  const payer = await walletOf(db, auth);
  if (!payer?.memberCode) refuse(WALLET_MESSAGES.notOpen);
  // The payment password before anything else: a wrong one answers nothing about the bill or an earlier payment.
  await checkPayPassword(db, payer, input.payPassword);
  const businessKey = `pay:${payer.id}:${input.idempotencyKey}`;
  const [earlier] = await db.select().from(bankTransfers).where(eq(bankTransfers.businessKey, businessKey));
  if (earlier) return viewOf(db, sameTransfer(earlier, bill.id, input.amountFen));
  if (!['CONFIRMED', 'PARTIAL'].includes(bill.status)) refuse(BILL_MESSAGES.state);
  if (input.amountFen > bill.totalFen - bill.paidFen - bill.pendingFen) refuse(BILL_MESSAGES.amount, 400, { field: 'amountFen' });
  if (payer.status === 1) refuse(WALLET_MESSAGES.frozen);
  const payee = await payeeWalletOf(db, bill);
  if (!payee?.memberCode || payee.id === payer.id) refuse(WALLET_MESSAGES.payeeNotOpen);

  let created: Transfer;
  try {
    created = await db.transaction(async (tx) => {
      // The row first: a second request with the same key waits on the unique key here, then finds the first.
      const [row] = await tx
        .insert(bankTransfers)
        .values({
          billId: bill.id,
          payerWalletId: payer.id,
          payeeWalletId: payee.id,
          amountFen: input.amountFen,
          serial: newSerial('TRF'),
          businessKey,
          actorUserId: auth.user.id,
        })
        .returning();
      // The bill's row lock, then the wallet's accounts: the order every payment of this bill takes them in.
      if (!(await holdPending(tx, partyOf(auth), bill.id, input.amountFen))) refuse(BILL_MESSAGES.amount, 400, { field: 'amountFen' });
      await requestPayment(tx, await walletAccounts(tx, payer.id), input.amountFen, {
        businessKey: `transfer:${row.id}:freeze`,
        actorUserId: auth.user.id,
        memo: `结算单 ${bill.billNo} 付款给 ${payee.holderName}`,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [first] = await db.select().from(bankTransfers).where(eq(bankTransfers.businessKey, businessKey));
      if (first) return viewOf(db, sameTransfer(first, bill.id, input.amountFen));
    }
    if (error instanceof Refusal && error.message === LEDGER_MESSAGES.frozen) refuse(WALLET_MESSAGES.frozen);
    if (error instanceof Refusal && error.message === LEDGER_MESSAGES.insufficient) refuse(WALLET_MESSAGES.payAmount, 400, { field: 'amountFen' });
    throw error;
  }
  const outcome = await bank.transfer(created.serial, {
    fromMember: payer.memberCode,
    toMember: payee.memberCode,
    amountFen: created.amountFen,
    remark: `结算单 ${bill.billNo}`,
  });
  return viewOf(db, await applyTransferOutcome(db, created.id, outcome));
}

/**
 * What the bank said of a transfer. Only a FROZEN or PENDING transfer moves, in one transaction
 * with its ledger lines and the bill: paid (the money reaches the payee and the bill records the
 * payment), refused (the money is available to the payer again), or nothing yet (PENDING).
 */
export async function applyTransferOutcome(db: Db, transferId: number, outcome: BankOutcome<unknown>): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const open = and(eq(bankTransfers.id, transferId), inArray(bankTransfers.status, ['FROZEN', 'PENDING']));
    const next = statusOnOutcome(outcome);
    const [moved] = await tx.update(bankTransfers).set({ status: next.status, bankMessage: next.bankMessage, updatedAt: new Date() }).where(open).returning();
    if (moved && next.status !== 'PENDING') await settle(tx, moved, next.bankMessage);
    const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, transferId));
    return row;
  });
}

/** The money and the bill of a transfer the bank answered (`moved` is already PAID or RETURNED). */
async function settle(tx: Tx, moved: Transfer, message: string | null) {
  // The bill's row lock first, then every account at once in id order (as a payment's first step takes them).
  const bill = await releasePending(tx, moved.billId, moved.amountFen);
  const payer = await walletAccounts(tx, moved.payerWalletId);
  if (moved.status === 'RETURNED') {
    await returnPayment(tx, payer, moved.amountFen, { businessKey: `transfer:${moved.id}:returned`, memo: `结算单 ${bill.billNo} 付款退回：${message ?? ''}` });
    return;
  }
  const payee = await walletAccounts(tx, moved.payeeWalletId);
  const { clearing } = await platformAccounts(tx);
  await lockAccounts(tx, [payer.frozen, clearing, payee.available]);
  const [payerWallet] = await tx.select({ holderName: wallets.holderName }).from(wallets).where(eq(wallets.id, moved.payerWalletId));
  const [payeeWallet] = await tx.select({ subAccountNo: wallets.subAccountNo }).from(wallets).where(eq(wallets.id, moved.payeeWalletId));
  const { received } = await completePayment(tx, clearing, payer, payee, moved.amountFen, {
    sent: { businessKey: `transfer:${moved.id}:sent`, memo: `结算单 ${bill.billNo}` },
    received: { businessKey: `transfer:${moved.id}:received`, memo: `结算单 ${bill.billNo} 收到 ${payerWallet.holderName} 付款` },
  });
  await recordPaymentOn(
    tx,
    bill,
    { party: { companyId: bill.payerCompanyId, userId: bill.payerUserId }, actorUserId: moved.actorUserId },
    {
      billId: bill.id,
      amountFen: moved.amountFen,
      payType: 'online',
      businessKey: `transfer:${moved.id}`,
      bankSerial: moved.serial,
      paidOn: formatDateTime(new Date(), 'YYYY-MM-DD'),
      // a transfer between the custody bank's sub-accounts is a bank transfer to the payee's sub-account
      payMeans: ONLINE_PAY_MEANS,
      receiptAccount: payeeWallet.subAccountNo,
      paidAt: new Date(),
      movementId: received.movementId,
      // the log is read by people: yuan as every screen shows money, never raw fen (issue 42)
      remark: `钱包支付 ${formatFen(moved.amountFen)} 元，银行流水号 ${moved.serial}`,
    },
  );
}

/** Asks the bank about transfers it has not answered (the bank watch, every minute and before reconciling). */
export async function settlePendingTransfers(db: Db, bank: CustodyBank, olderThanMs = QUERY_AFTER_MS): Promise<number> {
  return settleByQuery(db, bank, bankTransfers, olderThanMs, (id, outcome) => applyTransferOutcome(db, id, outcome));
}
