// Wallets at the custody bank (银行存管, 见证宝 style) of issue 17: opening a member account under
// real name, binding a card (a person by SMS, a company by a micro-deposit), withdrawing to it, and
// what the screens show. Amounts are integer fen; card numbers travel to the bank once, at binding,
// and the platform keeps only the masked number and the bank's reference to the binding.
import { z } from 'zod';
import { plainYuanText, yuanToFen } from '../format';
import { idField } from '../ids';
import { pageFields } from '../page';
import { bankNoSchema } from '../validators/schemas';
import { MOVEMENT_KINDS } from './ledger';

export const WALLET_MESSAGES = {
  notConfigured: '存管银行未接入，暂不能在线开户、绑卡、付款或提现；线下付款不受影响',
  bankUnavailable: '存管银行暂时无法访问，请稍后再试',
  alreadyOpen: '钱包已开通',
  notOpen: '尚未开通钱包',
  companyNotVerified: '企业认证通过后才能开通企业钱包',
  notCompanyUser: '您未加入企业，请开通个人钱包',
  personNotVerified: '实名认证通过后才能开通个人钱包',
  frozen: '钱包已冻结，不能付款或提现',
  bankCode: '请选择开户银行',
  cardNo: '请输入正确的银行卡号',
  mobile: '请输入银行预留手机号',
  smsCode: '请输入6位短信验证码',
  smsWrong: '短信验证码错误或已过期',
  amountRequired: '请输入银行打款金额',
  amountWrong: '打款金额不正确',
  depositExpired: '验证金额已过期，请重新绑卡',
  oneTryPerDay: '每24小时只能验证一次，请明天再试',
  cardNotFound: '银行卡不存在',
  flowNotFound: '资金流水不存在',
  cardState: '银行卡当前状态不能进行此操作',
  cardBound: '该银行卡已绑定',
  noBoundCard: '请先绑定银行卡',
  withdrawRequired: '请输入提现金额',
  withdrawAmount: '提现金额须大于 0 且不超过可提现余额',
  fiveCertificates: '司机提现须五证齐全且认证通过',
  opened: '钱包已开通',
  smsSent: '短信验证码已发送至银行预留手机号',
  depositSent: '银行已向该对公账户打款一笔验证金额（不超过0.50元），请在48小时内填写',
  bound: '银行卡已绑定',
  unbound: '银行卡已解绑',
  withdrawn: '提现申请已提交',
  payRequired: '请输入付款金额',
  payAmount: '付款金额须大于 0 且不超过钱包可用余额',
  payeeNotOpen: '收款方尚未开通钱包，暂不能钱包支付，请线下付款',
  paidOnline: '钱包支付成功',
  payPending: '钱包支付已提交，银行处理中，结果确认后自动更新',
  payReturned: '银行未能完成支付，金额已退回钱包',
} as const;

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

const BANK_CODES = ['ICBC', 'CCB', 'ABC', 'BOC', 'BOCOM'] as const;

/** Yuan as typed ('300', '300.5', '0.23', '1,000.00', '３００ 元') → integer fen, without floating point; `maxFen` caps it. */
export const yuanAmount = (required: string, invalid: string, maxFen = 100_000_000_00) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const fen = yuanToFen(plainYuanText(text));
      if (fen === null || fen <= 0 || fen > maxFen) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return fen;
    });
const cardNo = z.string({ required_error: WALLET_MESSAGES.cardNo }).pipe(bankNoSchema);

export const bindCardInput = z.object({
  bankCode: z.enum(BANK_CODES, { errorMap: () => ({ message: WALLET_MESSAGES.bankCode }) }),
  cardNo,
  /** the mobile the bank has on file for the card (personal cards: the SMS goes there) */
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, WALLET_MESSAGES.mobile)
    .optional(),
});
export type BindCardInput = z.infer<typeof bindCardInput>;

export const confirmCardInput = z.object({
  cardId: idField(WALLET_MESSAGES.cardNotFound),
  /** personal: the six-digit SMS code */
  smsCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, WALLET_MESSAGES.smsCode)
    .optional(),
  /** company: the micro-deposit as it reads on the statement, in yuan (at most 0.50) */
  amount: yuanAmount(WALLET_MESSAGES.amountRequired, WALLET_MESSAGES.amountWrong, 50).optional(),
});
export type ConfirmCardInput = z.infer<typeof confirmCardInput>;

export const cardIdInput = z.object({ cardId: idField(WALLET_MESSAGES.cardNotFound) });

export const withdrawInput = z.object({
  cardId: idField(WALLET_MESSAGES.noBoundCard),
  amount: yuanAmount(WALLET_MESSAGES.withdrawRequired, WALLET_MESSAGES.withdrawAmount),
  /** the form's one-time key: a resubmitted form withdraws once */
  idempotencyKey: z.string().trim().min(8).max(64),
});
export type WithdrawInput = z.infer<typeof withdrawInput>;

export const bankCardView = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  cardMasked: z.string(),
  holderName: z.string(),
  /** personal (SMS) | company (micro-deposit) */
  kind: z.enum(['personal', 'company']),
  status: z.enum(CARD_STATUSES),
  createdAt: z.string(),
});
export type BankCardView = z.infer<typeof bankCardView>;

export const walletView = z.object({
  /** whether the custody bank is configured: without it nothing here moves money */
  bankConfigured: z.boolean(),
  /** the demo's bank stand-in answers: the screens may show what it "sent" and offer a demo top-up */
  demoBank: z.boolean(),
  wallet: z
    .object({
      id: z.number().int(),
      userType: z.number().int(),
      holderName: z.string(),
      accountType: z.number().int(),
      status: z.number().int(),
      subAccountNo: z.string().nullable(),
      availableFen: z.number().int(),
      frozenFen: z.number().int(),
      /** what the holder can take out now: the available money */
      withdrawableFen: z.number().int(),
    })
    .nullable(),
  cards: z.array(bankCardView),
  /** what kind of wallet the caller may open when they have none: enterprise for a company's user */
  opens: z.enum(['enterprise', 'person']),
});
export type WalletView = z.infer<typeof walletView>;

export const withdrawalView = z.object({
  id: z.number().int(),
  withdrawNo: z.string(),
  amountFen: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  cardMasked: z.string(),
  createdAt: z.string(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

/** One difference between the bank's daily file and the platform's records. */
export const reconciliationDifference = z.object({
  serial: z.string(),
  /** missing_at_bank | missing_at_platform | amount | status */
  kind: z.enum(['missing_at_bank', 'missing_at_platform', 'amount', 'status']),
  bankAmountFen: z.number().int().nullable(),
  platformAmountFen: z.number().int().nullable(),
  detail: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
  .optional();

/** The fund-flow list's filters (in the URL): kind of movement, in or out, a date range (China days). */
export const flowQuery = z.object({
  kind: z.enum(MOVEMENT_KINDS).optional(),
  direction: z.enum(['in', 'out']).optional(),
  startDate: day,
  endDate: day,
  ...pageFields(20, 50),
});
export type FlowQuery = z.infer<typeof flowQuery>;
export const FLOW_FILTER_KEYS = ['kind', 'direction', 'startDate', 'endDate'] as const;

/** One line of the wallet's available money: what a movement added (+) or took (−), and the balance it left. */
export const flowRow = z.object({
  id: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  amountFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type FlowRow = z.infer<typeof flowRow>;

export const flowDetailQuery = z.object({ id: idField(WALLET_MESSAGES.flowNotFound) });

/** What stands behind a line: a bill's payment (paid or received), a withdrawal to a card, a top-up. */
export const flowDocument = z.object({
  kind: z.enum(['bill', 'withdrawal', 'topup']),
  /** the bill's, the withdrawal's or the bank's number */
  number: z.string(),
  status: z.string(),
  bankSerial: z.string().nullable(),
  bankMessage: z.string().nullable(),
  /** the other wallet's holder of a payment; the bank and masked card of a withdrawal */
  counterparty: z.string().nullable(),
  billId: z.number().int().nullable(),
  /** a payment: whether the caller paid the bill or received its money */
  side: z.enum(['pay', 'receive']).nullable(),
});
export type FlowDocument = z.infer<typeof flowDocument>;
export const flowDetail = flowRow.extend({ document: flowDocument.nullable() });
export type FlowDetail = z.infer<typeof flowDetail>;
