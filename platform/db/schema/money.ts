// Money (platform/modules/money, issue 17): wallets and the double-entry ledger, settlement bills
// and the custody bank's records. Amounts are integer fen (bigint). Every movement of money is one
// ledger_movements row whose ledger_lines sum to zero; an account's balance_fen is kept in step
// with its lines inside the same transaction, and each line records the balance it left (a line
// on a wallet's account is that wallet's transaction).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { historyColumns } from '../user-columns';
import { users } from './auth';
import { companies } from './company';

export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    /** 1 enterprise (a company's wallet), 2 natural person */
    userType: integer('user_type').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    /** the natural person, or for an enterprise wallet the user who opened it */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** the account holder's name as the custody bank knows it */
    holderName: text('holder_name').notNull(),
    /** 0 basic, 1 general */
    accountType: integer('account_type').notNull().default(0),
    /** 0 normal, 1 frozen: a frozen wallet cannot pay or withdraw */
    status: integer('status').notNull().default(0),
    /** the custody bank's sub-account number and member code (null until the bank opened it) */
    subAccountNo: text('sub_account_no'),
    memberCode: text('member_code'),
    /** 支付密码: the account password's scrypt hash (auth/password.ts); null until set, and until then the wallet cannot pay or withdraw */
    payPasswordHash: text('pay_password_hash'),
    /** wrong payment passwords in a row; the fifth locks the wallet's payments and withdrawals for 30 minutes */
    payPasswordFailures: integer('pay_password_failures').notNull().default(0),
    payPasswordLockedUntil: timestamp('pay_password_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallets_company')
      .on(t.companyId)
      .where(sql`${t.userType} = 1`),
    uniqueIndex('wallets_person')
      .on(t.userId)
      .where(sql`${t.userType} = 2`),
    // A member code and a sub-account belong to one wallet: money sent to one never reaches another.
    uniqueIndex('wallets_member_code').on(t.memberCode),
    uniqueIndex('wallets_sub_account_no').on(t.subAccountNo),
  ],
);

/** What happened to a wallet's status: operations froze (1) or unfroze (0) it, with the reason and who did it. */
export const walletHistory = pgTable(
  'wallet_history',
  {
    id: serial('id').primaryKey(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    /** action: freeze | unfreeze; statuses '0' normal, '1' frozen; remark: the reason */
    ...historyColumns(),
  },
  (t) => [index('wallet_history_wallet').on(t.walletId, t.id)],
);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** unique name: wallet:<id>:available, wallet:<id>:frozen, platform:bank, platform:clearing, … */
    code: text('code').notNull(),
    walletId: integer('wallet_id').references(() => wallets.id),
    /** available | frozen (the two parts of a wallet) | bank | clearing | fee | tax (the platform's) */
    purpose: text('purpose').notNull(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    /** the lowest balance a movement may leave; null for the platform's mirror of the bank, which goes negative as money comes in */
    floorFen: bigint('floor_fen', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code').on(t.code),
    index('ledger_accounts_wallet').on(t.walletId),
    check('ledger_accounts_floor', sql`${t.floorFen} is null or ${t.balanceFen} >= ${t.floorFen}`),
  ],
);

export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: serial('id').primaryKey(),
    /** topup | pay | withdraw_request | withdraw_paid | withdraw_returned | adjustment */
    kind: text('kind').notNull(),
    /** kind + business id, or the caller's idempotency key: a repeat moves nothing */
    businessKey: text('business_key').notNull(),
    memo: text('memo'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_movements_business_key').on(t.businessKey)],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => ledgerMovements.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** signed: what the movement added to the account (never 0) */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_lines_account').on(t.accountId, t.id),
    index('ledger_lines_movement').on(t.movementId),
    check('ledger_lines_nonzero', sql`${t.amountFen} <> 0`),
  ],
);

/**
 * A settlement bill (对账单/结算单): the payer (the shipper's company, or the shipper without one)
 * groups approved, signed waybills of one payee; the payee confirms or disputes; the payer pays.
 * WAIT_CONFIRM → CONFIRMED | DISPUTED; CONFIRMED → PARTIAL → PAID; WAIT_CONFIRM | DISPUTED → CANCELLED.
 */
export const settlementBills = pgTable(
  'settlement_bills',
  {
    id: serial('id').primaryKey(),
    billNo: text('bill_no').notNull(),
    payerCompanyId: integer('payer_company_id').references(() => companies.id),
    payerUserId: integer('payer_user_id')
      .notNull()
      .references(() => users.id),
    payeeCompanyId: integer('payee_company_id').references(() => companies.id),
    payeeUserId: integer('payee_user_id')
      .notNull()
      .references(() => users.id),
    /** CARRIER | INDIVIDUAL_AGENT | DRIVER */
    settlementType: text('settlement_type').notNull(),
    status: text('status').notNull(),
    freightFen: bigint('freight_fen', { mode: 'number' }).notNull(),
    deductionFen: bigint('deduction_fen', { mode: 'number' }).notNull().default(0),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull().default(0),
    /** online payments under way (frozen in the payer's wallet, the bank not yet answered): no other payment may take this part */
    pendingFen: bigint('pending_fen', { mode: 'number' }).notNull().default(0),
    disputeReason: text('dispute_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('settlement_bills_no').on(t.billNo),
    index('settlement_bills_payer').on(t.payerCompanyId, t.payerUserId, t.createdAt),
    index('settlement_bills_payee').on(t.payeeCompanyId, t.payeeUserId, t.createdAt),
    check('settlement_bills_paid', sql`${t.paidFen} >= 0 and ${t.paidFen} <= ${t.totalFen}`),
    check('settlement_bills_pending', sql`${t.pendingFen} >= 0 and ${t.paidFen} + ${t.pendingFen} <= ${t.totalFen}`),
  ],
);

export const settlementBillLines = pgTable(
  'settlement_bill_lines',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => settlementBills.id),
    waybillId: integer('waybill_id').notNull(),
    freightFen: bigint('freight_fen', { mode: 'number' }).notNull(),
    deductionFen: bigint('deduction_fen', { mode: 'number' }).notNull().default(0),
    deductionReason: text('deduction_reason'),
    /** false once the bill is cancelled: a waybill is on at most one live bill */
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    index('settlement_bill_lines_bill').on(t.billId),
    uniqueIndex('settlement_bill_lines_live_waybill')
      .on(t.waybillId)
      .where(sql`${t.live}`),
    check('settlement_bill_lines_deduction', sql`${t.deductionFen} >= 0 and ${t.deductionFen} <= ${t.freightFen}`),
  ],
);

export const settlementBillHistory = pgTable(
  'settlement_bill_history',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => settlementBills.id),
    /** action: create | confirm | dispute | cancel | pay */
    ...historyColumns(),
  },
  (t) => [index('settlement_bill_history_bill').on(t.billId, t.id)],
);

/** A payment on a bill: online (a ledger movement) or recorded offline (bank serial, date, receipt). */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => settlementBills.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** online | outline (the spec's pay type) */
    payType: text('pay_type').notNull(),
    bankSerial: text('bank_serial'),
    paidOn: text('paid_on'),
    /** PaymentMeansCode of the 资金流水单 (32 银行转账 …; never cash) */
    payMeans: text('pay_means'),
    /** the payee's account the money went to */
    receiptAccount: text('receipt_account'),
    /** when the money moved (the 资金流水单's DateTime) */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptUuid: text('receipt_uuid'),
    movementId: integer('movement_id').references(() => ledgerMovements.id),
    /** the caller's idempotency key: a repeated submission records nothing */
    businessKey: text('business_key').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bill_payments_business_key').on(t.businessKey),
    index('bill_payments_bill').on(t.billId),
    check('bill_payments_amount', sql`${t.amountFen} > 0`),
  ],
);

/**
 * A bank card bound to a wallet at the custody bank. The full number goes to the bank once, at
 * binding; the platform keeps the masked number and the bank's reference to the binding (what a
 * withdrawal names). BINDING → BOUND (SMS code or micro-deposit verified) → UNBOUND.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    bankCode: text('bank_code').notNull(),
    cardMasked: text('card_masked').notNull(),
    holderName: text('holder_name').notNull(),
    /** personal (bound by SMS) | company (bound by micro-deposit) */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('BINDING'),
    /** the bank's reference to this binding */
    bankRef: text('bank_ref'),
    /** company cards: the micro-deposit stays valid until then, and one try is allowed per 24 h */
    depositExpiresAt: timestamp('deposit_expires_at', { withTimezone: true }),
    lastTryAt: timestamp('last_try_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_cards_wallet').on(t.walletId),
    // One binding under way per card of a wallet: the same card sent 20 times at once starts one.
    uniqueIndex('bank_cards_binding')
      .on(t.walletId, t.bankCode, t.cardMasked)
      .where(sql`${t.status} = 'BINDING'`),
  ],
);

/**
 * A withdrawal to a bound card. The amount is frozen at request (one transaction with this row);
 * the bank call carries `serial`, stored before the call; its outcome pays or returns the frozen
 * money. FROZEN (call under way) → PAID | RETURNED, or PENDING (outcome unknown) → PAID | RETURNED
 * once a query or the reconciliation settles it.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    withdrawNo: text('withdraw_no').notNull(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => bankCards.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('FROZEN'),
    /** the platform's serial of the bank call (CnsmrSeqNo) */
    serial: text('serial').notNull(),
    /** the form's idempotency key: a resubmission withdraws once */
    businessKey: text('business_key').notNull(),
    bankMessage: text('bank_message'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_no').on(t.withdrawNo),
    uniqueIndex('withdrawals_serial').on(t.serial),
    uniqueIndex('withdrawals_business_key').on(t.businessKey),
    index('withdrawals_wallet').on(t.walletId, t.createdAt),
    check('withdrawals_amount', sql`${t.amountFen} > 0`),
  ],
);

/** Top-ups the bank announced (its serial): a repeated notice credits once. */
export const bankTopups = pgTable(
  'bank_topups',
  {
    id: serial('id').primaryKey(),
    bankSerial: text('bank_serial').notNull(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    movementId: integer('movement_id').references(() => ledgerMovements.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_topups_serial').on(t.bankSerial), check('bank_topups_amount', sql`${t.amountFen} > 0`)],
);

/**
 * An online payment of a bill from the payer's wallet to the payee's: the bank's member-to-member
 * transfer (6034, 分账). Like a withdrawal it is frozen in the payer's wallet and recorded with its
 * serial in one transaction (with the bill's pending amount), before the bank call; the bank's
 * answer moves the frozen money payer → platform clearing → payee and records the payment on the
 * bill, or returns it, in one transaction. FROZEN (call under way) → PAID | RETURNED, or PENDING
 * (outcome unknown) → PAID | RETURNED once a query or the reconciliation settles it.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => settlementBills.id),
    payerWalletId: integer('payer_wallet_id')
      .notNull()
      .references(() => wallets.id),
    payeeWalletId: integer('payee_wallet_id')
      .notNull()
      .references(() => wallets.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('FROZEN'),
    /** the platform's serial of the bank call (CnsmrSeqNo) */
    serial: text('serial').notNull(),
    /** the payer's wallet and the form's idempotency key: a resubmission pays once */
    businessKey: text('business_key').notNull(),
    bankMessage: text('bank_message'),
    /** who asked (the bill's history and payment name them) */
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bank_transfers_serial').on(t.serial),
    uniqueIndex('bank_transfers_business_key').on(t.businessKey),
    index('bank_transfers_bill').on(t.billId),
    index('bank_transfers_open')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('FROZEN', 'PENDING')`),
    check('bank_transfers_amount', sql`${t.amountFen} > 0`),
  ],
);

/**
 * A difference the daily reconciliation found between the custody bank's file of `day` and the
 * platform's records (issue 44): kept once per day, serial and kind, so a rerun of the same day
 * adds nothing. Operations record what they did about it: OPEN → HANDLED, once, with the action
 * taken (booked 已补记 | reversed 已冲正 | bank_error_reported 银行差错已反馈 | no_action 无需处理)
 * and a note; reconciliation_difference_history keeps the finding and the handling.
 */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: serial('id').primaryKey(),
    /** the China day reconciled, YYYY-MM-DD */
    day: text('day').notNull(),
    serial: text('serial').notNull(),
    /** missing_at_platform | missing_at_bank | amount | status */
    kind: text('kind').notNull(),
    bankAmountFen: bigint('bank_amount_fen', { mode: 'number' }),
    platformAmountFen: bigint('platform_amount_fen', { mode: 'number' }),
    detail: text('detail').notNull(),
    status: text('status').notNull().default('OPEN'),
    handledAction: text('handled_action'),
    handledNote: text('handled_note'),
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reconciliation_differences_found').on(t.day, t.serial, t.kind), index('reconciliation_differences_open').on(t.status, t.day)],
);

export const reconciliationDifferenceHistory = pgTable(
  'reconciliation_difference_history',
  {
    id: serial('id').primaryKey(),
    differenceId: integer('difference_id')
      .notNull()
      .references(() => reconciliationDifferences.id),
    /** action: found | handle:<the action taken>; remark: the note */
    ...historyColumns(),
  },
  (t) => [index('reconciliation_difference_history_difference').on(t.differenceId, t.id)],
);
