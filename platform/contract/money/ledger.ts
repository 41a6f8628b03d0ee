// The ledger's vocabulary, shared by the platform and the app: kinds of movement, the parts of
// an account, and the refusals a movement can meet. Amounts are integer fen.

// An online payment of a bill (the bank's member-to-member transfer) moves like a withdrawal:
// pay_request freezes it in the payer's wallet; the bank's success moves it pay_sent (payer's frozen
// part → platform clearing) and pay_received (clearing → the payee's available money); its refusal
// moves it back, pay_returned.
export const MOVEMENT_KINDS = [
  'topup',
  'pay',
  'pay_request',
  'pay_sent',
  'pay_received',
  'pay_returned',
  'withdraw_request',
  'withdraw_paid',
  'withdraw_returned',
  'adjustment',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  topup: '充值',
  pay: '付款',
  pay_request: '付款',
  pay_sent: '付款完成',
  pay_received: '收款',
  pay_returned: '付款退回',
  withdraw_request: '提现冻结',
  withdraw_paid: '提现到账',
  withdraw_returned: '提现退回',
  adjustment: '调账',
};

/** Kinds that never touch a wallet's available money, so no fund-flow line has them. */
export const FROZEN_ONLY_KINDS: readonly MovementKind[] = ['pay_sent', 'withdraw_paid'];

/** A fund-flow line's label: a positive line of a payment is money received (收款), a negative one money paid (付款). */
export function movementLabel(kind: MovementKind, amountFen: number): string {
  if (kind === 'pay' && amountFen > 0) return '收款';
  return MOVEMENT_LABELS[kind];
}

/** A wallet's two parts (available to pay or withdraw; frozen for a withdrawal under way) and the platform's own accounts. */
export const ACCOUNT_PURPOSES = ['available', 'frozen', 'bank', 'clearing', 'fee', 'tax'] as const;
export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];

/** The platform's accounts, by code. `bank` mirrors the custody bank: it goes negative as money comes in. */
export const PLATFORM_ACCOUNTS = {
  bank: 'platform:bank',
  clearing: 'platform:clearing',
  fee: 'platform:fee',
  tax: 'platform:tax',
} as const satisfies Record<string, string>;

export const walletAccountCode = (walletId: number, part: 'available' | 'frozen') => `wallet:${walletId}:${part}`;

export const LEDGER_MESSAGES = {
  insufficient: '余额不足',
  frozen: '账户已冻结，不能付款或提现',
  noAccount: '账户不存在',
  unbalanced: '记账分录借贷不平',
  badAmount: '金额须为正整数（单位：分）',
} as const;

/** 12345 fen → '123.45' */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
