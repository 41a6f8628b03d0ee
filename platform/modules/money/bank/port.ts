// The custody bank (银行存管) as the platform sees it: one adapter, whatever bank sits behind it.
// The calls follow the 见证宝-style interface of public clients (6248 open, 6238/6239 personal card
// by SMS, 6240/6241 company card by micro-deposit, 6065 unbind, 6033 withdraw, 6110 query,
// 6034 member-to-member transfer, 6103 reconciliation); every call carries the platform's own serial (CnsmrSeqNo), stored before
// the call, so an answer that never came can be asked for again.

/**
 * A money-moving call (withdraw, transfer) names when it was sent (TranDateTime, `requestedAt`);
 * the bank refuses one that reaches it later than this. That makes the bank's "no such serial"
 * final once the window has passed: before it, the call may still be on its way (a slow network,
 * a busy machine) and will be booked on arrival, so the platform must keep waiting, not give the
 * money back.
 */
export const BANK_REQUEST_VALIDITY_MS = 5 * 60_000;
/** When "no such serial" settles a call as never received: the window, and a minute for clocks. */
export const NOT_RECEIVED_AFTER_MS = BANK_REQUEST_VALIDITY_MS + 60_000;

/** succeeded / failed: the bank answered; unknown: no answer (timeout, connection lost) — ask again with `query`. */
export type BankOutcome<T = Record<string, never>> =
  { status: 'succeeded'; data: T } | { status: 'failed'; code: string; message: string } | { status: 'unknown'; message: string };

export type OpenMember = { kind: 'enterprise' | 'person'; name: string; idNo: string; mobile: string };
/** One movement the bank booked; a transfer names the member paid too (`toMemberCode`). */
export type BankEntry = {
  serial: string;
  kind: 'withdraw' | 'topup' | 'transfer';
  memberCode: string;
  toMemberCode?: string;
  amountFen: number;
  status: 'succeeded' | 'failed';
};
/** 6034: money from one member's sub-account to another's (分账); the bank refuses it when the payer's is short. */
export type TransferInput = { fromMember: string; toMember: string; amountFen: number; remark: string };

export interface CustodyBank {
  readonly configured: boolean;
  openMember(serial: string, input: OpenMember): Promise<BankOutcome<{ memberCode: string; subAccountNo: string }>>;
  /** personal card: the bank sends an SMS code to the mobile it has on file for the card */
  bindPersonalCard(
    serial: string,
    input: { memberCode: string; cardNo: string; bankCode: string; holderName: string; mobile: string },
  ): Promise<BankOutcome<{ bankRef: string }>>;
  confirmPersonalCard(serial: string, input: { memberCode: string; bankRef: string; smsCode: string }): Promise<BankOutcome>;
  /** company card: the bank pays a random amount of at most ¥0.50 into the card's account */
  bindCompanyCard(
    serial: string,
    input: { memberCode: string; cardNo: string; bankCode: string; holderName: string },
  ): Promise<BankOutcome<{ bankRef: string }>>;
  verifyCompanyCard(serial: string, input: { memberCode: string; bankRef: string; amountFen: number }): Promise<BankOutcome>;
  unbindCard(serial: string, input: { memberCode: string; bankRef: string }): Promise<BankOutcome>;
  withdraw(serial: string, input: { memberCode: string; bankRef: string; amountFen: number }): Promise<BankOutcome>;
  /** member to member (6034); an unknown outcome is asked for by `query` with the same serial */
  transfer(serial: string, input: TransferInput): Promise<BankOutcome>;
  /** the outcome of an earlier call by its serial; 'unknown' when the bank has no record of it yet */
  query(serial: string, original: string): Promise<BankOutcome<{ status: 'succeeded' | 'failed'; message: string }>>;
  /** the day's file (YYYY-MM-DD, China time): every movement the bank booked */
  reconciliation(serial: string, day: string): Promise<BankOutcome<{ entries: BankEntry[] }>>;
}

/** The bank when BANK_* is not configured: every call says so; offline payment needs none of it. */
const notConfigured = async () => ({ status: 'failed', code: 'NOT_CONFIGURED', message: 'bank not configured' }) as const;
export const unconfiguredBank: CustodyBank = {
  configured: false,
  openMember: notConfigured,
  bindPersonalCard: notConfigured,
  confirmPersonalCard: notConfigured,
  bindCompanyCard: notConfigured,
  verifyCompanyCard: notConfigured,
  unbindCard: notConfigured,
  withdraw: notConfigured,
  transfer: notConfigured,
  query: notConfigured,
  reconciliation: notConfigured,
};
