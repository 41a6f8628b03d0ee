// Wallets at the custody bank (银行存管, 见证宝 style) of issue 17: opening a member account under
// real name, binding a card (a person by SMS, a company by a micro-deposit), withdrawing to it, and
// what the screens show. Amounts are integer fen; card numbers travel to the bank once, at binding,
// and the platform keeps only the masked number and the bank's reference to the binding.
import { z } from 'zod';
import { plainYuanText, yuanToFen } from '../format';
import { idField } from '../ids';
import { pageFields } from '../page';
import { bankNoSchema } from '../validators/schemas';
import { CARD_STATUSES, WITHDRAWAL_STATUSES } from './wallet-labels';
import { WALLET_MESSAGES } from './messages';
import { MOVEMENT_KINDS } from './ledger';

export {
  CARD_STATUS_LABELS,
  CARD_STATUSES,
  FLOW_FILTER_KEYS,
  maskCardNo,
  TRANSFER_STATUS_LABELS,
  TRANSFER_STATUSES,
  WALLET_USER_TYPES,
  WITHDRAWAL_STATUS_LABELS,
  WITHDRAWAL_STATUSES,
  type CardStatus,
  type TransferStatus,
  type WithdrawalStatus,
} from './wallet-labels';
export { bindRefusedMessage, payPasswordLockedMessage, payPasswordWrongMessage, WALLET_MESSAGES, withdrawRefusedMessage } from './messages';

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

/** The payment password as typed where money leaves the wallet: six digits (checked against the hash by the platform). */
export const payPasswordField = z
  .string({ required_error: WALLET_MESSAGES.payPasswordRequired, invalid_type_error: WALLET_MESSAGES.payPasswordRequired })
  .min(1, WALLET_MESSAGES.payPasswordRequired)
  .regex(/^\d{6}$/, WALLET_MESSAGES.payPasswordFormat);

/** A new payment password: six digits, neither one digit repeated (111111) nor a run (123456, 654321). */
const newPayPassword = payPasswordField.refine((p) => {
  const steps = new Set([...p].slice(1).map((d, i) => Number(d) - Number(p[i])));
  return !(steps.size === 1 && [0, 1, -1].includes([...steps][0]));
}, WALLET_MESSAGES.payPasswordSimple);

const confirmField = z
  .string({ required_error: WALLET_MESSAGES.payPasswordRequired, invalid_type_error: WALLET_MESSAGES.payPasswordRequired })
  .min(1, WALLET_MESSAGES.payPasswordRequired);

/** The confirmation must repeat the new password: the message goes to the confirmation field. */
const confirmed = <T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: WALLET_MESSAGES.payPasswordMismatch });
};

/** Setting the wallet's first payment password: typed twice. */
export const setPayPasswordInput = z.object({ password: newPayPassword, confirmPassword: confirmField }).superRefine(confirmed);
export type SetPayPasswordInput = z.infer<typeof setPayPasswordInput>;

/** Changing it: the old one, then the new one twice. */
export const changePayPasswordInput = z
  .object({ oldPassword: payPasswordField, password: newPayPassword, confirmPassword: confirmField })
  .superRefine(confirmed);
export type ChangePayPasswordInput = z.infer<typeof changePayPasswordInput>;

/** Resetting a forgotten one: the SMS code sent to the caller's phone, then the new one twice. */
export const resetPayPasswordInput = z
  .object({
    smsCode: z
      .string({ required_error: WALLET_MESSAGES.smsCode })
      .trim()
      .regex(/^\d{6}$/, WALLET_MESSAGES.smsCode),
    password: newPayPassword,
    confirmPassword: confirmField,
  })
  .superRefine(confirmed);
export type ResetPayPasswordInput = z.infer<typeof resetPayPasswordInput>;

export const withdrawInput = z.object({
  cardId: idField(WALLET_MESSAGES.noBoundCard),
  amount: yuanAmount(WALLET_MESSAGES.withdrawRequired, WALLET_MESSAGES.withdrawAmount),
  payPassword: payPasswordField,
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
      /** whether the wallet has a payment password: without one it cannot pay or withdraw */
      hasPayPassword: z.boolean(),
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
  /** a refused (RETURNED) withdrawal: the bank's reason */
  bankMessage: z.string().nullable(),
  cardMasked: z.string(),
  createdAt: z.string(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

/** Operations freeze or unfreeze a wallet: the reason is required and kept in the wallet's history. */
export const walletStatusInput = z.object({
  walletId: idField(WALLET_MESSAGES.walletNotFound),
  reason: z
    .string({ required_error: WALLET_MESSAGES.statusReason, invalid_type_error: WALLET_MESSAGES.statusReason })
    .trim()
    .min(1, WALLET_MESSAGES.statusReason)
    .max(200, WALLET_MESSAGES.statusReasonLong),
});
export type WalletStatusInput = z.infer<typeof walletStatusInput>;

/** The operators' freeze / unfreeze form: the button pressed (intent) and the reason. */
export const walletStatusForm = walletStatusInput.pick({ reason: true }).extend({
  intent: z.enum(['freeze', 'unfreeze'], { required_error: '未知操作', invalid_type_error: '未知操作' }),
});

/** The operators' list of wallets: by the holder's name. */
export const walletListQuery = z.object({ holderName: z.string().trim().max(50).optional(), ...pageFields(20, 50) });
export type WalletListQuery = z.infer<typeof walletListQuery>;

export const walletRow = z.object({
  id: z.number().int(),
  holderName: z.string(),
  userType: z.number().int(),
  /** 0 normal, 1 frozen */
  status: z.number().int(),
  subAccountNo: z.string().nullable(),
  availableFen: z.number().int(),
  frozenFen: z.number().int(),
  createdAt: z.string(),
});
export type WalletRow = z.infer<typeof walletRow>;

export const walletHistoryRow = z.object({
  id: z.number().int(),
  action: z.enum(['freeze', 'unfreeze']),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export const walletDetail = walletRow.extend({ history: z.array(walletHistoryRow) });
export type WalletDetail = z.infer<typeof walletDetail>;

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
