// Wallets at the custody bank: opening one under real name, binding and unbinding cards,
// withdrawals, top-ups the bank announces, and the daily reconciliation. The bank is reached
// through the CustodyBank port, never inside a database transaction: what must survive a crash
// (the withdrawal, its frozen money, its serial) is committed before the call, and the call's
// outcome is applied by a conditional update that only the first answer can win, with ledger
// movements keyed by the withdrawal, so an answer applied twice moves nothing twice.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatDateTime } from '../../contract/format';
import { LEDGER_MESSAGES } from '../../contract/money/ledger';
import { bindRefusedMessage, withdrawRefusedMessage } from '../../contract/money/messages';
import {
  WALLET_MESSAGES,
  WALLET_USER_TYPES,
  maskCardNo,
  type BindCardInput,
  type ConfirmCardInput,
  type ReconciliationDifference,
  type WithdrawInput,
  type WithdrawalStatus,
} from '../../contract/money/wallet';
import type { Db, Tx } from '../../db/client';
import { bankCards, bankTopups, bankTransfers, companies, drivers, ledgerAccounts, wallets, withdrawals } from '../../db/schema';
import type { Auth } from '../../http/auth';
import type { Logger } from '../../log';
import { isUniqueViolation, refuse, Refusal } from '../../http/refusal';
import { normalizeBankNo } from '../../contract/validators/fields';
import { normalizeMobile } from '../../contract/validators/phones';
import { papersDayStart } from '../capacity/views';
import { NOT_RECEIVED_AFTER_MS, type BankEntry, type BankOutcome, type CustodyBank } from './bank/port';
import type { BankStandIn } from './bank/stand-in';
import { checkPayPassword } from './pay-password-check';
import { completeWithdrawal, createWallet, platformAccounts, requestWithdrawal, returnWithdrawal, topUp, walletAccounts } from './wallets';

export type Wallet = typeof wallets.$inferSelect;
export type BankCard = typeof bankCards.$inferSelect;
export type Withdrawal = typeof withdrawals.$inferSelect;

const HOUR = 3_600_000;
/** A withdrawal the bank has not answered for this long is asked about by `settlePendingWithdrawals`. */
export const QUERY_AFTER_MS = 60_000;

/** The platform's serial for one bank call (CnsmrSeqNo): unique, and stored before the call. */
export const newSerial = (prefix: string) => `${prefix}${formatDateTime(new Date(), 'YYYYMMDDHHmmss')}${randomUUID().replaceAll('-', '').slice(0, 10)}`;

function refuseUnlessConfigured(bank: CustodyBank) {
  if (!bank.configured) refuse(WALLET_MESSAGES.notConfigured);
}

/** A failed or unanswered call the caller can do nothing about but try again. */
function refuseOutcome(outcome: BankOutcome<unknown>, failedMessage: string): never {
  if (outcome.status === 'failed') refuse(failedMessage);
  refuse(WALLET_MESSAGES.bankUnavailable, 503);
}

/**
 * The wallet of a company, or of a person acting without one, written as the partial unique indexes
 * `wallets_company` (`where user_type = 1`) and `wallets_person` (`= 2`) state it: the wallet type as
 * SQL, not a parameter. The embedded database plans each statement once for any value (decision 014),
 * and a plan for any `user_type = $1` cannot use either index: it read every wallet of the platform
 * (every driver has one) on each wallet page, payment and withdrawal.
 */
export function walletOwnedBy(owner: { companyId: number } | { userId: number | null }): SQL {
  return 'companyId' in owner
    ? sql`${wallets.userType} = ${sql.raw(String(WALLET_USER_TYPES.enterprise))} and ${wallets.companyId} = ${owner.companyId}`
    : sql`${wallets.userType} = ${sql.raw(String(WALLET_USER_TYPES.person))} and ${wallets.userId} = ${owner.userId}`;
}

/** The caller's wallet: their company's, or their own when they act without a company. */
export async function walletOf(db: Db | Tx, auth: Auth): Promise<Wallet | null> {
  const companyId = auth.user.companyId;
  const [row] = await db
    .select()
    .from(wallets)
    .where(walletOwnedBy(companyId ? { companyId } : { userId: auth.user.id }));
  return row ?? null;
}

async function requireWallet(db: Db | Tx, auth: Auth): Promise<Wallet> {
  const wallet = await walletOf(db, auth);
  if (!wallet?.memberCode) refuse(WALLET_MESSAGES.notOpen);
  return wallet;
}

export async function walletBalances(db: Db | Tx, walletId: number) {
  const rows = await db
    .select({ purpose: ledgerAccounts.purpose, balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.walletId, walletId));
  const of = (purpose: string) => rows.find((r) => r.purpose === purpose)?.balanceFen ?? 0;
  return { availableFen: of('available'), frozenFen: of('frozen') };
}

/** The name of the unique index or constraint a Postgres error violated (pg and PGlite expose `constraint`), if any. */
function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The bank named a member code or sub-account another wallet holds (a bank, or its stand-in,
 * that issued it twice): accepting it would send one company's money to another. Refused, and
 * logged loudly for the operators to take up with the bank.
 */
function refuseTakenCodes(log: Logger, codes: { memberCode: string; subAccountNo: string }, holder: { walletId?: number }, auth: Auth): never {
  log.error(
    { ...codes, heldByWallet: holder.walletId ?? null, userId: auth.user.id, companyId: auth.user.companyId ?? null },
    'CUSTODY BANK ISSUED A MEMBER CODE OR SUB-ACCOUNT ANOTHER WALLET HOLDS: wallet not opened; check the bank (or the demo stand-in) before any money moves',
  );
  refuse(WALLET_MESSAGES.bankCodeTaken, 502);
}

/**
 * Opens the caller's wallet at the bank under the real name the platform verified. A wallet the
 * bank never opened (or whose codes were withdrawn because the bank had issued them twice, see
 * migration 0012) is opened again at the bank.
 */
export async function openWallet(db: Db, bank: CustodyBank, auth: Auth, log: Logger): Promise<Wallet> {
  refuseUnlessConfigured(bank);
  const existing = await walletOf(db, auth);
  if (existing?.memberCode) refuse(WALLET_MESSAGES.alreadyOpen);
  const companyId = auth.user.companyId;
  let member: { kind: 'enterprise' | 'person'; name: string; idNo: string };
  if (companyId) {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company || company.authStatus !== '2') refuse(WALLET_MESSAGES.companyNotVerified);
    member = { kind: 'enterprise', name: company.name, idNo: company.creditCode };
  } else {
    // Real name as the certification review approved it (it sets the user's name, ID and auth status).
    const { realName, idCard, authStatus } = auth.user;
    if (authStatus !== '2' || !realName || !idCard) refuse(WALLET_MESSAGES.personNotVerified);
    member = { kind: 'person', name: realName, idNo: idCard };
  }
  const outcome = await bank.openMember(newSerial('OPEN'), { ...member, mobile: auth.user.mobile });
  if (outcome.status !== 'succeeded') refuseOutcome(outcome, WALLET_MESSAGES.bankUnavailable);
  const codes = { memberCode: String(outcome.data.memberCode ?? ''), subAccountNo: String(outcome.data.subAccountNo ?? '') };
  if (!codes.memberCode || !codes.subAccountNo) refuse(WALLET_MESSAGES.bankUnavailable, 502);
  const [holder] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(or(eq(wallets.memberCode, codes.memberCode), eq(wallets.subAccountNo, codes.subAccountNo)))
    .limit(1);
  if (holder) refuseTakenCodes(log, codes, { walletId: holder.id }, auth);
  try {
    return await db.transaction(async (tx) => {
      if (existing) {
        const [reopened] = await tx
          .update(wallets)
          .set(codes)
          .where(and(eq(wallets.id, existing.id), isNull(wallets.memberCode)))
          .returning();
        if (!reopened) refuse(WALLET_MESSAGES.alreadyOpen);
        return reopened;
      }
      const { walletId } = await createWallet(tx, {
        userType: companyId ? WALLET_USER_TYPES.enterprise : WALLET_USER_TYPES.person,
        companyId: companyId ?? null,
        userId: auth.user.id,
        holderName: member.name,
      });
      const [wallet] = await tx.update(wallets).set(codes).where(eq(wallets.id, walletId)).returning();
      return wallet;
    });
  } catch (error) {
    // Another wallet took the same codes between the check and this update.
    const constraint = violatedConstraint(error);
    if (constraint === 'wallets_member_code' || constraint === 'wallets_sub_account_no') refuseTakenCodes(log, codes, {}, auth);
    // Two opens at once: the partial unique index keeps one wallet per company or person.
    if (isUniqueViolation(error)) refuse(WALLET_MESSAGES.alreadyOpen);
    throw error;
  }
}

export async function cardsOf(db: Db | Tx, walletId: number) {
  return db.select().from(bankCards).where(eq(bankCards.walletId, walletId)).orderBy(desc(bankCards.id));
}

async function cardOf(db: Db | Tx, wallet: Wallet, cardId: number): Promise<BankCard> {
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.walletId, wallet.id)));
  if (!card) refuse(WALLET_MESSAGES.cardNotFound, 404);
  return card;
}

/**
 * Starts binding a card: a person's card gets an SMS code from the bank, a company's a
 * micro-deposit. The binding is claimed before the bank call (one BINDING row per card of a
 * wallet, by a partial unique index), so the same card sent many times at once starts one
 * binding; a refusal by the bank says the bank's reason, and frees the claim.
 */
export async function bindCard(db: Db, bank: CustodyBank, auth: Auth, input: BindCardInput): Promise<BankCard> {
  refuseUnlessConfigured(bank);
  const wallet = await requireWallet(db, auth);
  const company = wallet.userType === WALLET_USER_TYPES.enterprise;
  const mobile = input.mobile ?? auth.user.mobile;
  let claim: BankCard;
  try {
    [claim] = await db
      .insert(bankCards)
      .values({
        walletId: wallet.id,
        bankCode: input.bankCode,
        cardMasked: maskCardNo(input.cardNo),
        holderName: wallet.holderName,
        kind: company ? 'company' : 'personal',
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) refuse(WALLET_MESSAGES.cardBinding, 400, { field: 'cardNo' });
    throw error;
  }
  const base = { memberCode: wallet.memberCode!, cardNo: input.cardNo, bankCode: input.bankCode, holderName: wallet.holderName };
  const release = () => db.update(bankCards).set({ status: 'UNBOUND', updatedAt: new Date() }).where(eq(bankCards.id, claim.id));
  const call = company ? bank.bindCompanyCard(newSerial('BIND'), base) : bank.bindPersonalCard(newSerial('BIND'), { ...base, mobile });
  const outcome = await call.catch(async (error: unknown) => {
    await release();
    throw error;
  });
  if (outcome.status !== 'succeeded') await release();
  if (outcome.status === 'failed') refuse(bindRefusedMessage(outcome.message), 400, { field: 'cardNo' });
  if (outcome.status !== 'succeeded') refuseOutcome(outcome, WALLET_MESSAGES.bankUnavailable);
  const [card] = await db
    .update(bankCards)
    .set({ bankRef: outcome.data.bankRef, depositExpiresAt: company ? new Date(Date.now() + 48 * HOUR) : null, updatedAt: new Date() })
    .where(eq(bankCards.id, claim.id))
    .returning();
  return card;
}

/** Finishes a binding with the SMS code (person) or the micro-deposit amount (company). */
export async function confirmCard(db: Db, bank: CustodyBank, auth: Auth, input: ConfirmCardInput): Promise<BankCard> {
  refuseUnlessConfigured(bank);
  const wallet = await requireWallet(db, auth);
  const card = await cardOf(db, wallet, input.cardId);
  if (card.status !== 'BINDING' || !card.bankRef) refuse(WALLET_MESSAGES.cardState);
  let outcome: BankOutcome;
  if (card.kind === 'personal') {
    if (!input.smsCode) refuse(WALLET_MESSAGES.smsCode, 400, { field: 'smsCode' });
    outcome = await bank.confirmPersonalCard(newSerial('BIND'), { memberCode: wallet.memberCode!, bankRef: card.bankRef!, smsCode: input.smsCode });
    if (outcome.status === 'failed') refuse(WALLET_MESSAGES.smsWrong, 400, { field: 'smsCode' });
  } else {
    if (input.amount === undefined) refuse(WALLET_MESSAGES.amountRequired, 400, { field: 'amount' });
    if (card.depositExpiresAt && card.depositExpiresAt.getTime() < Date.now()) refuse(WALLET_MESSAGES.depositExpired, 400, { field: 'amount' });
    // One try per 24 h, taken before the call so two submissions at once cannot both try.
    const [tried] = await db
      .update(bankCards)
      .set({ lastTryAt: new Date(), updatedAt: new Date() })
      .where(and(eq(bankCards.id, card.id), or(isNull(bankCards.lastTryAt), lt(bankCards.lastTryAt, new Date(Date.now() - 24 * HOUR)))))
      .returning({ id: bankCards.id });
    if (!tried) refuse(WALLET_MESSAGES.oneTryPerDay, 400, { field: 'amount' });
    outcome = await bank.verifyCompanyCard(newSerial('BIND'), { memberCode: wallet.memberCode!, bankRef: card.bankRef!, amountFen: input.amount });
    if (outcome.status === 'failed') refuse(WALLET_MESSAGES.amountWrong, 400, { field: 'amount' });
  }
  if (outcome.status !== 'succeeded') refuseOutcome(outcome, WALLET_MESSAGES.bankUnavailable);
  const [bound] = await db
    .update(bankCards)
    .set({ status: 'BOUND', updatedAt: new Date() })
    .where(and(eq(bankCards.id, card.id), eq(bankCards.status, 'BINDING')))
    .returning();
  return bound ?? card;
}

/** Unbinds a bound card; not while a withdrawal to it is under way. */
export async function unbindCard(db: Db, bank: CustodyBank, auth: Auth, cardId: number): Promise<void> {
  refuseUnlessConfigured(bank);
  const wallet = await requireWallet(db, auth);
  const card = await cardOf(db, wallet, cardId);
  const [busy] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.cardId, card.id), inArray(withdrawals.status, ['FROZEN', 'PENDING'])))
    .limit(1);
  if (card.status === 'UNBOUND' || busy) refuse(WALLET_MESSAGES.cardState);
  if (card.status === 'BOUND') {
    const outcome = await bank.unbindCard(newSerial('UNBD'), { memberCode: wallet.memberCode!, bankRef: card.bankRef! });
    if (outcome.status !== 'succeeded') refuseOutcome(outcome, WALLET_MESSAGES.cardState);
  }
  await db.update(bankCards).set({ status: 'UNBOUND', updatedAt: new Date() }).where(eq(bankCards.id, card.id));
}

/** 五证: a driver withdraws only with an approved driver record whose licence and qualification are valid. */
async function driverMayWithdraw(db: Db, auth: Auth): Promise<boolean> {
  // each paper valid through the day it names
  const today = papersDayStart();
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(
        eq(drivers.mobile, auth.user.mobile),
        isNull(drivers.deletedAt),
        eq(drivers.reviewStatus, '1'),
        sql`${drivers.qualificationNo} is not null and ${drivers.qualificationNo} <> ''`,
        or(isNull(drivers.licenceExpiry), gte(drivers.licenceExpiry, today)),
        or(isNull(drivers.qualificationExpiry), gte(drivers.qualificationExpiry, today)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function withdrawNoFor(id: number, at = new Date()): string {
  return `TX${formatDateTime(at, 'YYYYMMDD')}${String(id).padStart(6, '0')}`;
}

/**
 * A withdrawal: frozen and recorded with its serial in one transaction (a repeated form finds the
 * first and withdraws nothing more), then the bank call, then its outcome applied.
 */
export async function withdraw(db: Db, bank: CustodyBank, auth: Auth, input: WithdrawInput): Promise<Withdrawal> {
  refuseUnlessConfigured(bank);
  const wallet = await requireWallet(db, auth);
  if (wallet.status === 1) refuse(WALLET_MESSAGES.frozen);
  if (auth.role === 'driver' && !(await driverMayWithdraw(db, auth))) refuse(WALLET_MESSAGES.fiveCertificates);
  const card = await cardOf(db, wallet, input.cardId);
  if (card.status !== 'BOUND') refuse(WALLET_MESSAGES.noBoundCard);
  // The payment password before the key: a wrong one answers nothing about an earlier withdrawal.
  await checkPayPassword(db, wallet, input.payPassword);
  const businessKey = `withdraw:${wallet.id}:${input.idempotencyKey}`;
  const [earlier] = await db.select().from(withdrawals).where(eq(withdrawals.businessKey, businessKey));
  if (earlier) return earlier;
  let created: Withdrawal;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(withdrawals)
        .values({
          withdrawNo: `TX-${randomUUID()}`,
          walletId: wallet.id,
          cardId: card.id,
          amountFen: input.amount,
          serial: newSerial('WDR'),
          businessKey,
          actorUserId: auth.user.id,
        })
        .returning();
      await requestWithdrawal(tx, await walletAccounts(tx, wallet.id), input.amount, {
        businessKey: `withdraw:${row.id}:freeze`,
        actorUserId: auth.user.id,
      });
      const [numbered] = await tx
        .update(withdrawals)
        .set({ withdrawNo: withdrawNoFor(row.id) })
        .where(eq(withdrawals.id, row.id))
        .returning();
      return numbered;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [first] = await db.select().from(withdrawals).where(eq(withdrawals.businessKey, businessKey));
      if (first) return first;
    }
    if (error instanceof Refusal && (error.message === LEDGER_MESSAGES.insufficient || error.message === LEDGER_MESSAGES.frozen)) {
      if (error.message === LEDGER_MESSAGES.frozen) refuse(WALLET_MESSAGES.frozen);
      refuse(WALLET_MESSAGES.withdrawAmount, 400, { field: 'amount' });
    }
    throw error;
  }
  const outcome = await bank.withdraw(created.serial, { memberCode: wallet.memberCode!, bankRef: card.bankRef!, amountFen: created.amountFen });
  return applyWithdrawalOutcome(db, created.id, outcome);
}

/** What a withdrawal's answer says: paid, refused with the bank's reason, or still with the bank. */
export function withdrawalMessage(w: Withdrawal): string {
  if (w.status === 'PAID') return WALLET_MESSAGES.withdrawPaid;
  if (w.status === 'RETURNED') return withdrawRefusedMessage(w.bankMessage);
  return WALLET_MESSAGES.withdrawn;
}

/**
 * What the bank said of a withdrawal: paid out (the frozen money leaves), refused (it is available
 * again), or nothing yet (PENDING until a query). Only a FROZEN or PENDING withdrawal moves, in the
 * same transaction as its ledger lines, so a late second answer changes nothing.
 */
export async function applyWithdrawalOutcome(db: Db, withdrawalId: number, outcome: BankOutcome<unknown>): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const open = and(eq(withdrawals.id, withdrawalId), inArray(withdrawals.status, ['FROZEN', 'PENDING']));
    const next = statusOnOutcome(outcome);
    const [moved] = await tx.update(withdrawals).set({ status: next.status, bankMessage: next.bankMessage, updatedAt: new Date() }).where(open).returning();
    if (moved && next.status !== 'PENDING') {
      const accounts = await walletAccounts(tx, moved.walletId);
      if (next.status === 'PAID') {
        const { bank } = await platformAccounts(tx);
        await completeWithdrawal(tx, bank, accounts, moved.amountFen, { businessKey: `withdraw:${moved.id}:paid` });
      } else {
        await returnWithdrawal(tx, accounts, moved.amountFen, { businessKey: `withdraw:${moved.id}:returned`, memo: next.bankMessage });
      }
    }
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    return row;
  });
}

/**
 * Where the bank's answer moves a FROZEN or PENDING withdrawal or transfer: PENDING, with the
 * bank's words, while there is no answer; PAID when it succeeded; RETURNED, with the refusal's
 * reason, when it failed.
 */
export function statusOnOutcome(outcome: BankOutcome<unknown>): { status: WithdrawalStatus; bankMessage: string | null } {
  if (outcome.status === 'unknown') return { status: 'PENDING', bankMessage: outcome.message };
  if (outcome.status === 'succeeded') return { status: 'PAID', bankMessage: null };
  return { status: 'RETURNED', bankMessage: outcome.message };
}

/** Asks the bank about withdrawals it has not answered (run on a schedule and before reconciling). */
export async function settlePendingWithdrawals(db: Db, bank: CustodyBank, olderThanMs = QUERY_AFTER_MS): Promise<number> {
  return settleByQuery(db, bank, withdrawals, olderThanMs, (id, outcome) => applyWithdrawalOutcome(db, id, outcome));
}

/**
 * A withdrawal or transfer the bank has not settled, written as the partial index bank_transfers_open
 * states it (decision 014: a generic plan cannot use it for `status in ($1, $2)`), so that the
 * bank-query job reads the few open movements, not every transfer the platform has made.
 */
export const openMovement = (table: typeof withdrawals | typeof bankTransfers): SQL => sql`${table.status} in ('FROZEN', 'PENDING')`;

/**
 * Asks the bank, by serial, about each movement of `table` (withdrawals or transfers) it has not
 * answered, still frozen or pending after `olderThanMs`, and applies its answer with `apply`;
 * returns how many are now settled (paid or returned).
 */
export async function settleByQuery(
  db: Db,
  bank: CustodyBank,
  table: typeof withdrawals | typeof bankTransfers,
  olderThanMs: number,
  apply: (id: number, outcome: BankOutcome<unknown>) => Promise<{ status: string }>,
): Promise<number> {
  if (!bank.configured) return 0;
  const open = await db
    .select({ id: table.id, serial: table.serial, createdAt: table.createdAt })
    .from(table)
    .where(and(openMovement(table), lt(table.updatedAt, new Date(Date.now() - olderThanMs))));
  let settled = 0;
  for (const row of open) {
    const after = await apply(row.id, outcomeOfQuery(await bank.query(newSerial('QRY'), row.serial), row.createdAt));
    if (after.status === 'PAID' || after.status === 'RETURNED') settled += 1;
  }
  return settled;
}

/** The bank's answer to a query (6110) as the outcome of the call it asked about. */
export function outcomeOfQuery(answer: BankOutcome<{ status: 'succeeded' | 'failed'; message: string }>, sentAt: Date): BankOutcome<unknown> {
  if (answer.status === 'succeeded') {
    return answer.data.status === 'succeeded' ? { status: 'succeeded', data: {} } : { status: 'failed', code: 'BANK', message: answer.data.message };
  }
  // The bank has no record of the serial: once the call's validity window has passed it can no
  // longer be booked, so nothing moved; before that it may still arrive, so keep waiting.
  if (answer.status === 'failed' && answer.code === 'E40004') {
    if (Date.now() - sentAt.getTime() > NOT_RECEIVED_AFTER_MS) return { status: 'failed', code: answer.code, message: '银行无此交易' };
    return { status: 'unknown', message: '银行暂无此交易记录' };
  }
  return { status: 'unknown', message: answer.message };
}

/** A top-up the bank announced for a member: credited once per bank serial. */
export async function creditTopup(db: Db, notice: { serial: string; memberCode: string; amountFen: number }) {
  return db.transaction(async (tx) => {
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.memberCode, notice.memberCode));
    if (!wallet) refuse(WALLET_MESSAGES.notOpen, 404);
    const [row] = await tx
      .insert(bankTopups)
      .values({ bankSerial: notice.serial, walletId: wallet.id, amountFen: notice.amountFen })
      .onConflictDoNothing({ target: bankTopups.bankSerial })
      .returning();
    if (!row) return { repeated: true };
    const { bank } = await platformAccounts(tx);
    const posted = await topUp(tx, bank, await walletAccounts(tx, wallet.id), notice.amountFen, { businessKey: `topup:${notice.serial}` });
    await tx.update(bankTopups).set({ movementId: posted.movementId }).where(eq(bankTopups.id, row.id));
    return { repeated: false };
  });
}

/**
 * The demo bank's notes for the caller: the SMS code or micro-deposit it "sent" for a binding the
 * caller's own wallet started (nothing of another wallet's, nothing without a wallet).
 */
export async function demoBankNotes(db: Db, standIn: BankStandIn, auth: Auth, query: { mobile?: string; cardNo?: string }) {
  const wallet = await walletOf(db, auth);
  if (!wallet?.memberCode) return { smsCode: null, depositFen: null };
  return standIn.notesFor(wallet.memberCode, {
    // No mobile on the form: the SMS went to the caller's own, as in `bindCard`.
    mobile: normalizeMobile(query.mobile) || auth.user.mobile,
    cardNo: query.cardNo ? normalizeBankNo(query.cardNo) : undefined,
  });
}

/** The caller's withdrawals, newest first. */
export async function withdrawalsOf(db: Db, auth: Auth, limit = 50) {
  const wallet = await walletOf(db, auth);
  if (!wallet) return [];
  return db
    .select({ w: withdrawals, cardMasked: bankCards.cardMasked })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
    .where(eq(withdrawals.walletId, wallet.id))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}

type PlatformSide = { amountFen: number; status: 'succeeded' | 'failed' | 'open' };
const outcomeOf = (status: string): PlatformSide['status'] => (status === 'PAID' ? 'succeeded' : status === 'RETURNED' ? 'failed' : 'open');

/** The platform's withdrawals, online payments (transfers) and top-ups of `day` (China time), or with these serials (any day). */
async function platformSide(db: Db, which: { day: string } | { serials: string[] }): Promise<Map<string, PlatformSide>> {
  const chosen = (createdAt: AnyColumn, serial: AnyColumn) =>
    'day' in which ? sql`to_char(${createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD') = ${which.day}` : inArray(serial, which.serials);
  const side = new Map<string, PlatformSide>();
  for (const w of await db.select().from(withdrawals).where(chosen(withdrawals.createdAt, withdrawals.serial))) {
    side.set(w.serial, { amountFen: w.amountFen, status: outcomeOf(w.status) });
  }
  for (const t of await db.select().from(bankTransfers).where(chosen(bankTransfers.createdAt, bankTransfers.serial))) {
    side.set(t.serial, { amountFen: t.amountFen, status: outcomeOf(t.status) });
  }
  for (const t of await db.select().from(bankTopups).where(chosen(bankTopups.createdAt, bankTopups.bankSerial))) {
    side.set(t.bankSerial, { amountFen: t.amountFen, status: 'succeeded' });
  }
  return side;
}

async function bankFile(bank: CustodyBank, day: string) {
  const file = await bank.reconciliation(newSerial('RECN'), day);
  if (file.status !== 'succeeded') refuseOutcome(file, WALLET_MESSAGES.bankUnavailable);
  return file.data.entries;
}

/**
 * The bank's file for `day` (China time) against the platform's withdrawals, online payments
 * (transfers) and top-ups of that day: what one side has and the other lacks, and amounts or
 * outcomes that differ. The platform dates a record when it asks the bank, the bank when it books
 * it, so a transfer asked for at 23:59:59 is in the bank's file of the next day: a bank entry is
 * matched by its serial whatever day the platform dated it, and a record of `day` the bank's file
 * lacks is looked for in the next day's file before it counts as missing at the bank.
 */
export async function reconcile(db: Db, bank: CustodyBank, day: string): Promise<ReconciliationDifference[]> {
  refuseUnlessConfigured(bank);
  const entries = await bankFile(bank, day);
  const ours = await platformSide(db, { day });
  const unmatched = entries.map((e) => e.serial).filter((serial) => !ours.has(serial));
  if (unmatched.length) for (const [serial, mine] of await platformSide(db, { serials: unmatched })) ours.set(serial, mine);
  const differences: ReconciliationDifference[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    seen.add(entry.serial);
    const mine = ours.get(entry.serial);
    if (!mine) {
      if (entry.status === 'succeeded') {
        differences.push({
          serial: entry.serial,
          kind: 'missing_at_platform',
          bankAmountFen: entry.amountFen,
          platformAmountFen: null,
          detail: `银行有${BANK_ENTRY_KINDS[entry.kind]}记录，平台无`,
        });
      }
    } else if (mine.amountFen !== entry.amountFen) {
      differences.push({ serial: entry.serial, kind: 'amount', bankAmountFen: entry.amountFen, platformAmountFen: mine.amountFen, detail: '金额不一致' });
    } else if (mine.status !== entry.status) {
      differences.push({
        serial: entry.serial,
        kind: 'status',
        bankAmountFen: entry.amountFen,
        platformAmountFen: mine.amountFen,
        detail: `银行${entry.status === 'succeeded' ? '成功' : '失败'}，平台${mine.status === 'open' ? '处理中' : mine.status === 'succeeded' ? '成功' : '失败'}`,
      });
    }
  }
  const lacking = [...ours].filter(([serial, mine]) => !seen.has(serial) && mine.status === 'succeeded');
  if (lacking.length) for (const entry of await bankFile(bank, nextDay(day))) seen.add(entry.serial);
  for (const [serial, mine] of lacking) {
    if (!seen.has(serial)) {
      differences.push({ serial, kind: 'missing_at_bank', bankAmountFen: null, platformAmountFen: mine.amountFen, detail: '平台有成功记录，银行无' });
    }
  }
  return differences;
}

/** The bank file's kinds of entry in the words operations read (a difference's detail). */
const BANK_ENTRY_KINDS: Record<BankEntry['kind'], string> = { topup: '充值', withdraw: '提现', transfer: '转账' };

/** 'YYYY-MM-DD' + 1 day (calendar arithmetic, no zone involved). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
