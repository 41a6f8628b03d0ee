// Money (issue 17): wallets and the double-entry ledger. Amounts are integer fen (bigint).
// Every movement of money is one ledger_movements row whose ledger_lines sum to zero; an
// account's balance_fen is kept in step with its lines inside the same transaction, and each
// line records the balance it left (a line on a wallet's account is that wallet's transaction).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallets_company')
      .on(t.companyId)
      .where(sql`${t.userType} = 1`),
    uniqueIndex('wallets_person')
      .on(t.userId)
      .where(sql`${t.userType} = 2`),
  ],
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
