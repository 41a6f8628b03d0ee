// The wallets' labels and code lists without zod (issue 15); wallet.ts re-exports them with its
// schemas for the platform.

/** A wallet's holder kind (the spec's wallet user type): 1 enterprise, 2 natural person. */
export const WALLET_USER_TYPES = { enterprise: 1, person: 2 } as const;

export const CARD_STATUSES = ['BINDING', 'BOUND', 'UNBOUND'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_STATUS_LABELS: Record<CardStatus, string> = { BINDING: '待验证', BOUND: '已绑定', UNBOUND: '已解绑' };

/** FROZEN: asked, money frozen, the bank not yet answered; PENDING: the bank's answer is unknown (timeout) until a query settles it. */
export const WITHDRAWAL_STATUSES = ['FROZEN', 'PENDING', 'PAID', 'RETURNED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = { FROZEN: '处理中', PENDING: '银行处理中', PAID: '已到账', RETURNED: '已退回' };

/** An online payment of a bill (the bank's member-to-member transfer): the same states as a withdrawal. */
export const TRANSFER_STATUSES = WITHDRAWAL_STATUSES;
export type TransferStatus = WithdrawalStatus;
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = { FROZEN: '处理中', PENDING: '银行处理中', PAID: '已支付', RETURNED: '已退回' };

/** '6222021234567890123' → '6222 **** **** 0123' */
export function maskCardNo(cardNo: string): string {
  return `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}

export const FLOW_FILTER_KEYS = ['kind', 'direction', 'startDate', 'endDate'] as const;
