// Wallets at the custody bank (issue 17) against the bank stand-in, on PGlite or PostgreSQL
// (TEST_DATABASE_URL): opening under real name, binding cards by SMS and by micro-deposit, signed
// top-up notices credited once, withdrawals that freeze, pay out, come back on a refusal, stay
// pending when the bank never answers and are settled once by a query, the daily reconciliation,
// and another company that reaches none of it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payPasswordWrongMessage, WALLET_MESSAGES } from '../../contract/money/wallet';
import { bankCards, users, wallets, withdrawals } from '../../db/schema';
import type { Logger } from '../../log';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { authOfUser, nextIp, openTestPlatform, type TestPlatform } from '../auth/testing';
import { parsePlatformEnv } from '../../config';
import { signBody } from './bank/http-bank';
import { startBankStandIn, type BankStandIn } from './bank/stand-in';
import { ledgerDifferences, unbalancedMovements } from './ledger';
import { settleUnanswered, whileBankIs } from './testing';
import { bankFromEnv } from './wallet-http';
import { bindCard, openWallet, settlePendingWithdrawals, walletBalances } from './wallet-service';
import { createWallet } from './wallets';

const SECRET = 'wallet-test-secret-of-at-least-32-characters';
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达, a verified company
const OTHER_CARRIER = DEMO_ACCOUNTS.tongjiangCarrier.mobile; // 通江达, another company
const PERSON = DEMO_ACCOUNTS.individualShipper.mobile; // 张伟, real-name verified, no company
const UNVERIFIED = DEMO_ACCOUNTS.unverifiedShipper.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const UNAPPROVED_DRIVER = DEMO_ACCOUNTS.driverDengHongliang.mobile;
const COMPANY_CARD = '6222020200112233446';
const PERSONAL_CARD = '6217000010001234569';

let bank: BankStandIn;
let t: TestPlatform;
let env: Record<string, string>;
const tokens: Record<string, string> = {};
let keySeq = 0;

const bankClient = () => bankFromEnv(parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env }));
const call = (mobile: string, path: string, json?: unknown) => t.call(path, { token: tokens[mobile], ip: nextIp(), json });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

const authOf = (mobile: string) => authOfUser(t, mobile, 'individual_shipper');

async function walletRow(mobile: string) {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  const [row] = await t.db
    .select()
    .from(wallets)
    .where(user.companyId ? eq(wallets.companyId, user.companyId) : eq(wallets.userId, user.id));
  return row;
}

/** A signed top-up notice, as the bank sends it. */
async function notify(memberCode: string, amountFen: number, serial: string, secret = SECRET) {
  const body = JSON.stringify({ event: 'topup', serial, memberCode, amountFen });
  const res = await t.raw('/payment/bank/notify', {
    body,
    headers: { 'content-type': 'application/json', 'x-bank-signature': signBody(secret, body) },
  });
  return { status: res.status, body: await res.json() };
}

/** The wallets' payment password (支付密码), set once each is open. */
const PAY_PASSWORD = '480517';
const withdraw = (mobile: string, cardId: number, amountFen: number, idempotencyKey = `key-${(keySeq += 1)}-abcdef`, payPassword = PAY_PASSWORD) =>
  call(mobile, '/payment/withdraw', { cardId, amount: (amountFen / 100).toFixed(2), payPassword, idempotencyKey });

beforeAll(async () => {
  bank = await startBankStandIn({ secret: SECRET });
  env = { BANK_URL: bank.url, BANK_PLATFORM_ID: 'PLATFORM-TEST', BANK_SECRET: SECRET, BANK_TIMEOUT_MS: '1500' };
  t = await openTestPlatform(env);
  for (const m of [CARRIER, OTHER_CARRIER, PERSON, UNVERIFIED, OPERATOR, UNAPPROVED_DRIVER]) tokens[m] = await t.sessionFor(m);
});

afterAll(async () => {
  await t?.close();
  await bank?.close();
});

describe('wallets at the custody bank', () => {
  it('says clearly that online money needs the bank when BANK_* is not configured', async () => {
    const bare = await openTestPlatform();
    try {
      const token = await bare.sessionFor(CARRIER);
      const view = await bare.call('/payment/wallet', { token, ip: nextIp() });
      expect(view.body.data).toMatchObject({ bankConfigured: false, wallet: null, opens: 'enterprise' });
      const open = await bare.call('/payment/wallet/open', { token, ip: nextIp(), json: {} });
      expect(open.body).toMatchObject({ code: 400, message: WALLET_MESSAGES.notConfigured });
    } finally {
      await bare.close();
    }
  }, 120_000); // a second seeded platform: past 30 s on a busy machine, and a timed-out seed would stall the stand-in's answers in the next tests

  it('opens an enterprise wallet for a verified company and a personal one under real name, once each', async () => {
    const opened = await call(CARRIER, '/payment/wallet/open', {});
    expect(opened.body).toMatchObject({ code: 200, message: WALLET_MESSAGES.opened });
    expect(opened.body.data.wallet).toMatchObject({ userType: 1, holderName: '天津顺达物流有限公司', availableFen: 0, frozenFen: 0 });
    expect(opened.body.data.wallet.subAccountNo).toMatch(/^1500\d{12}$/);
    expect((await call(CARRIER, '/payment/wallet/open', {})).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.alreadyOpen });

    const person = await call(PERSON, '/payment/wallet/open', {});
    expect(person.body.data.wallet).toMatchObject({ userType: 2, holderName: '张伟' });
    expect((await call(UNVERIFIED, '/payment/wallet/open', {})).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.personNotVerified });
    // each sets its wallet's payment password; without a wallet there is none to set
    for (const m of [CARRIER, PERSON]) {
      expect((await call(m, '/payment/payPassword/set', { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD })).body.code).toBe(200);
    }
    expect((await call(UNVERIFIED, '/payment/payPassword/set', { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.notOpen,
    });
  });

  it('binds a company card by the micro-deposit: a wrong amount, one try per 24 h, then the right amount', async () => {
    expect((await call(CARRIER, '/payment/bankCard/bind', { bankCode: 'ICBC', cardNo: '12345' })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.cardNo,
    });
    const bound = await call(CARRIER, '/payment/bankCard/bind', { bankCode: 'ICBC', cardNo: `${COMPANY_CARD.slice(0, 4)} ${COMPANY_CARD.slice(4)}` });
    expect(bound.body).toMatchObject({
      code: 200,
      message: WALLET_MESSAGES.depositSent,
      data: { status: 'BINDING', kind: 'company', cardMasked: '6222 **** **** 3446' },
    });
    const cardId = bound.body.data.id;
    const deposit = bank.deposits.get(COMPANY_CARD)!;
    expect(deposit).toBeGreaterThanOrEqual(1);
    expect(deposit).toBeLessThanOrEqual(50);
    // Nothing but the masked number is kept.
    const [row] = await t.db.select().from(bankCards).where(eq(bankCards.id, cardId));
    expect(JSON.stringify(row)).not.toContain(COMPANY_CARD);

    const wrong = deposit === 50 ? 49 : deposit + 1;
    expect((await call(CARRIER, '/payment/bankCard/confirm', { cardId, amount: (wrong / 100).toFixed(2) })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.amountWrong,
    });
    expect((await call(CARRIER, '/payment/bankCard/confirm', { cardId, amount: (deposit / 100).toFixed(2) })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.oneTryPerDay,
    });
    // A day later (for the platform and the bank) the right amount binds it.
    await t.db
      .update(bankCards)
      .set({ lastTryAt: sql`now() - interval '25 hours'` })
      .where(eq(bankCards.id, cardId));
    bank.advance(25 * 3600_000);
    const confirmed = await call(CARRIER, '/payment/bankCard/confirm', { cardId, amount: (deposit / 100).toFixed(2) });
    expect(confirmed.body).toMatchObject({ code: 200, data: { status: 'BOUND' } });
    bank.advance(-25 * 3600_000);

    // Another company cannot touch it.
    expect((await call(OTHER_CARRIER, '/payment/bankCard/unbind', { cardId })).body.code).not.toBe(200);
    expect((await call(OTHER_CARRIER, '/payment/wallet', undefined)).body.data.wallet).toBeNull();
  });

  it('refuses a UnionPay number with a wrong check digit at the field, before any bank call', async () => {
    const typo = `${PERSONAL_CARD.slice(0, -1)}${(Number(PERSONAL_CARD.slice(-1)) + 1) % 10}`;
    bank.sms.delete('13800000099');
    const refused = await call(PERSON, '/payment/bankCard/bind', { bankCode: 'CCB', cardNo: typo, mobile: '13800000099' });
    expect(refused.body).toMatchObject({ code: 400, message: '银行卡号有误，请核对' });
    // The bank never heard of it: no SMS code went out, no binding was started.
    expect(bank.sms.has('13800000099')).toBe(false);
    expect(
      await t.db
        .select()
        .from(bankCards)
        .where(eq(bankCards.walletId, (await walletRow(PERSON)).id)),
    ).toEqual([]);
  });

  it('binds a personal card by the SMS code the bank sent to its mobile', async () => {
    const started = await call(PERSON, '/payment/bankCard/bind', { bankCode: 'CCB', cardNo: PERSONAL_CARD, mobile: '13800000001' });
    expect(started.body).toMatchObject({ code: 200, message: WALLET_MESSAGES.smsSent, data: { kind: 'personal', status: 'BINDING' } });
    const cardId = started.body.data.id;
    const code = bank.sms.get('13800000001')!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(PERSON, '/payment/bankCard/confirm', { cardId, smsCode: wrong })).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.smsWrong });
    expect((await call(PERSON, '/payment/bankCard/confirm', { cardId, smsCode: code })).body).toMatchObject({ code: 200, data: { status: 'BOUND' } });
    // The same card cannot be bound a second time: the bank refuses, and the answer says why.
    expect((await call(PERSON, '/payment/bankCard/bind', { bankCode: 'CCB', cardNo: PERSONAL_CARD, mobile: '13800000001' })).body).toMatchObject({
      code: 400,
      message: '银行拒绝绑卡：该卡已被绑定',
    });
  });

  it('binding one card 20 times at once leaves one binding awaiting its code; a refused binding says the bank’s reason', async () => {
    const card = '6217000010001234585';
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(PERSON, '/payment/bankCard/bind', { bankCode: 'CCB', cardNo: card })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.message === WALLET_MESSAGES.cardBinding)).toBe(true);
    const wallet = await walletRow(PERSON);
    const binding = await t.db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.walletId, wallet.id), eq(bankCards.status, 'BINDING')));
    expect(binding).toHaveLength(1);
    expect(binding[0].bankRef).toBeTruthy();
    // Cancelled (unbound before confirming), it may be started again.
    expect((await call(PERSON, '/payment/bankCard/unbind', { cardId: binding[0].id })).body.code).toBe(200);

    // A card the bank refuses for another reason: the bank's words, not "already bound", and nothing left binding.
    const refusing = bankClient();
    const refused = await bindCard(
      t.db,
      { ...refusing, bindPersonalCard: async () => ({ status: 'failed', code: 'E20009', message: '户名与卡号不符' }) },
      await authOf(PERSON),
      {
        bankCode: 'CCB',
        cardNo: card,
      },
    ).catch((error: Error) => error.message);
    expect(refused).toBe('银行拒绝绑卡：户名与卡号不符');
    expect(
      await t.db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.walletId, wallet.id), eq(bankCards.status, 'BINDING'))),
    ).toEqual([]);
  });

  it('credits a signed top-up notice once, and refuses an unsigned one', async () => {
    const wallet = await walletRow(CARRIER);
    expect((await notify(wallet.memberCode!, 50_000, 'TOPUP-FORGED', 'not-the-bank-secret-but-long-enough-00')).status).toBe(403);
    expect((await notify(wallet.memberCode!, 100_000, 'TOPUP-1')).body).toMatchObject({ code: 200, data: { repeated: false } });
    expect((await notify(wallet.memberCode!, 100_000, 'TOPUP-1')).body).toMatchObject({ code: 200, data: { repeated: true } });
    expect(await walletBalances(t.db, wallet.id)).toEqual({ availableFen: 100_000, frozenFen: 0 });
  });

  it('withdraws to the bound card once per form; a refusal by the bank returns the money', async () => {
    const wallet = await walletRow(CARRIER);
    const [card] = await t.db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.walletId, wallet.id), eq(bankCards.status, 'BOUND')));
    expect((await withdraw(CARRIER, card.id, 100_001)).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.withdrawAmount });
    // A wrong payment password is refused at its field, with the tries left, and nothing is frozen or recorded.
    const wrong = await withdraw(CARRIER, card.id, 30_000, 'wrong-pw-key-1', '000000');
    expect(wrong.body).toMatchObject({ code: 400, message: payPasswordWrongMessage(4), data: { field: 'payPassword' } });
    expect((await withdraw(CARRIER, card.id, 30_000, 'wrong-pw-key-2', '')).body.code).toBe(400);
    expect(await walletBalances(t.db, wallet.id)).toEqual({ availableFen: 100_000, frozenFen: 0 });
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.walletId, wallet.id))).toEqual([]);

    const first = await withdraw(CARRIER, card.id, 30_000, 'same-form-key-1');
    expect(first.body).toMatchObject({ code: 200, data: { status: 'PAID', amountFen: 30_000, cardMasked: '6222 **** **** 3446' } });
    expect(first.body.data.withdrawNo).toMatch(/^TX\d{14}$/);
    const again = await withdraw(CARRIER, card.id, 30_000, 'same-form-key-1');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await walletBalances(t.db, wallet.id)).toEqual({ availableFen: 70_000, frozenFen: 0 });

    const refused = await whileBankIs(bank, 'fail', () => withdraw(CARRIER, card.id, 20_000));
    expect(refused.body.data.status).toBe('RETURNED');
    // It says it was refused, with the bank's reason (not "submitted").
    expect(refused.body.message).toBe('银行拒绝提现：收款账户状态异常，金额已退回钱包');
    expect(refused.body.data.bankMessage).toBe('收款账户状态异常');
    expect(first.body.message).toBe(WALLET_MESSAGES.withdrawPaid);
    expect(await walletBalances(t.db, wallet.id)).toEqual({ availableFen: 70_000, frozenFen: 0 });

    // The fund flow's lines of the refused withdrawal lead to it: its number, state, card and the bank's reason.
    const lines = (await call(CARRIER, '/payment/flows?pageSize=2')).body.data.records as { id: number; kind: string }[];
    expect(lines.map((l) => l.kind)).toEqual(['withdraw_returned', 'withdraw_request']);
    const detail = await call(CARRIER, `/payment/flows/detail?id=${lines[0].id}`);
    expect(detail.body.data.document).toMatchObject({
      kind: 'withdrawal',
      number: refused.body.data.withdrawNo,
      status: '已退回',
      counterparty: '中国工商银行 6222 **** **** 3446',
      billId: null,
    });
    expect(detail.body.data.document.bankMessage).toBeTruthy();
  });

  it('keeps an unanswered withdrawal frozen and pending until a query settles it, exactly once', async () => {
    const wallet = await walletRow(CARRIER);
    const [card] = await t.db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.walletId, wallet.id), eq(bankCards.status, 'BOUND')));
    const lost = await whileBankIs(bank, 'lost', () => withdraw(CARRIER, card.id, 10_000));
    expect(lost.body.data.status).toBe('PENDING');
    expect(await walletBalances(t.db, wallet.id)).toEqual({ availableFen: 60_000, frozenFen: 10_000 });
    // A card with a withdrawal under way stays bound.
    expect((await call(CARRIER, '/payment/bankCard/unbind', { cardId: card.id })).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.cardState });

    expect(await settlePendingWithdrawals(t.db, bankClient(), 0)).toBe(1);
    expect(await settlePendingWithdrawals(t.db, bankClient(), 0)).toBe(0);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, lost.body.data.id));
    expect(row.status).toBe('PAID');
    expect(await walletBalances(t.db, wallet.id)).toEqual({ availableFen: 60_000, frozenFen: 0 });
    expect(await ledgerDifferences(t.db)).toEqual([]);
    expect(await unbalancedMovements(t.db)).toEqual([]);
  });

  it('lists the fund flow of the caller’s wallet only, newest first, by kind, direction and day', async () => {
    const all = (await call(CARRIER, '/payment/flows?pageSize=50')).body.data as {
      total: number;
      records: { kind: string; amountFen: number; balanceAfterFen: number }[];
    };
    // top-up +1000.00, withdrawal −300.00, withdrawal −200.00 returned +200.00, withdrawal −100.00 (paid after the query)
    expect(all.records.map((r) => [r.kind, r.amountFen])).toEqual([
      ['withdraw_request', -10_000],
      ['withdraw_returned', 20_000],
      ['withdraw_request', -20_000],
      ['withdraw_request', -30_000],
      ['topup', 100_000],
    ]);
    expect(all.records[0].balanceAfterFen).toBe(60_000);
    const incoming = (await call(CARRIER, '/payment/flows?direction=in')).body.data;
    expect(incoming.records.every((r: { amountFen: number }) => r.amountFen > 0)).toBe(true);
    expect(incoming.total).toBe(2);
    expect((await call(CARRIER, '/payment/flows?kind=topup')).body.data.total).toBe(1);
    expect((await call(CARRIER, `/payment/flows?startDate=${today()}&endDate=${today()}`)).body.data.total).toBe(5);
    expect((await call(CARRIER, '/payment/flows?startDate=2020-01-01&endDate=2020-01-02')).body.data.total).toBe(0);
    expect((await call(CARRIER, '/payment/flows/export')).body.data).toHaveLength(5);
    // Another company's user has no wallet: nothing of 顺达's.
    expect((await call(OTHER_CARRIER, '/payment/flows')).body.data).toMatchObject({ total: 0, records: [] });
    expect((await call(CARRIER, '/payment/flows?startDate=yesterday')).body.code).toBe(400);
  });

  it('lets 20 withdrawals at once take no more than the balance', async () => {
    const wallet = await walletRow(PERSON);
    const [card] = await t.db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.walletId, wallet.id), eq(bankCards.status, 'BOUND')));
    await notify(wallet.memberCode!, 1_000, 'TOPUP-RACE');
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(PERSON, card.id, 100)));
    const taken = answers.filter((a) => a.body.code === 200);
    expect(taken).toHaveLength(10);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.message === WALLET_MESSAGES.withdrawAmount)).toBe(true);
    // Under this load a call may time out: it stays frozen until the query settles it, paid if the
    // bank booked it, returned if it never arrived (never returned while it may still arrive).
    await settleUnanswered(t.db, withdrawals, () => settlePendingWithdrawals(t.db, bankClient(), 0));
    const race = await t.db
      .select()
      .from(withdrawals)
      .where(
        inArray(
          withdrawals.id,
          taken.map((a) => a.body.data.id as number),
        ),
      );
    expect(race).toHaveLength(10);
    const returnedFen = race.filter((w) => w.status === 'RETURNED').reduce((sum, w) => sum + w.amountFen, 0);
    expect(race.filter((w) => w.status === 'PAID').length).toBeGreaterThan(0);
    expect(await walletBalances(t.db, wallet.id)).toEqual({ availableFen: returnedFen, frozenFen: 0 });
    expect(await ledgerDifferences(t.db)).toEqual([]);
  });

  it('operations freeze a wallet with a reason (kept in its history): it cannot withdraw; unfrozen, it can', async () => {
    const wallet = await walletRow(CARRIER);
    const [card] = await t.db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.walletId, wallet.id), eq(bankCards.status, 'BOUND')));
    // Only operations, and only with a reason.
    expect((await call(CARRIER, '/payment/wallets/freeze', { walletId: wallet.id, reason: '自行冻结' })).body.code).toBe(403);
    expect((await call(CARRIER, '/payment/wallets', undefined)).body.code).toBe(403);
    expect((await call(OPERATOR, '/payment/wallets/freeze', { walletId: wallet.id, reason: '  ' })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.statusReason,
    });
    expect((await walletRow(CARRIER)).status).toBe(0);
    const frozen = await call(OPERATOR, '/payment/wallets/freeze', { walletId: wallet.id, reason: '司法冻结通知书（2026）津0116执123号' });
    expect(frozen.body).toMatchObject({ code: 200, message: WALLET_MESSAGES.walletFrozen, data: { id: wallet.id, status: 1 } });
    expect((await call(OPERATOR, '/payment/wallets/freeze', { walletId: wallet.id, reason: '再次冻结' })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.alreadyFrozen,
    });
    const before = await walletBalances(t.db, wallet.id);
    expect((await withdraw(CARRIER, card.id, 1_000)).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.frozen });
    expect(await walletBalances(t.db, wallet.id)).toEqual(before);
    expect((await call(CARRIER, '/payment/wallet', undefined)).body.data.wallet).toMatchObject({ status: 1, withdrawableFen: 0 });

    const unfrozen = await call(OPERATOR, '/payment/wallets/unfreeze', { walletId: wallet.id, reason: '已解除司法冻结' });
    expect(unfrozen.body).toMatchObject({ code: 200, message: WALLET_MESSAGES.walletUnfrozen, data: { status: 0 } });
    expect(unfrozen.body.data.history).toMatchObject([
      { action: 'unfreeze', fromStatus: '1', toStatus: '0', reason: '已解除司法冻结' },
      { action: 'freeze', fromStatus: '0', toStatus: '1', reason: '司法冻结通知书（2026）津0116执123号' },
    ]);
    expect(unfrozen.body.data.history[0].actorName).toBeTruthy();
    expect((await withdraw(CARRIER, card.id, 1_000)).body).toMatchObject({ code: 200, data: { status: 'PAID' } });
    // The operators' list finds it by the holder's name.
    const list = (await call(OPERATOR, `/payment/wallets?holderName=${encodeURIComponent('顺达')}`)).body.data;
    expect(list.records).toEqual([expect.objectContaining({ id: wallet.id, holderName: '天津顺达物流有限公司', status: 0 })]);
  });

  it('refuses a driver’s withdrawal without the five certificates', async () => {
    const [driver] = await t.db.select().from(users).where(eq(users.mobile, UNAPPROVED_DRIVER));
    await t.db.transaction(async (tx) => {
      const { walletId } = await createWallet(tx, { userType: 2, companyId: null, userId: driver.id, holderName: driver.realName });
      await tx.update(wallets).set({ memberCode: 'M-DRIVER' }).where(eq(wallets.id, walletId));
    });
    expect((await withdraw(UNAPPROVED_DRIVER, 1, 100)).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.fiveCertificates });
  });

  it('reconciles the day: none when the books agree, then the bank’s top-up the platform never heard of', async () => {
    expect((await call(CARRIER, '/payment/reconciliation', { day: today() })).body.code).toBe(403);
    // The platform's notices above were made up by the test; the bank's own file has only what it booked.
    const before = (await call(OPERATOR, '/payment/reconciliation', { day: today() })).body.data as { kind: string; serial: string }[];
    expect(before.filter((d) => d.kind !== 'missing_at_bank')).toEqual([]);
    expect(before.map((d) => d.serial).sort()).toEqual(['TOPUP-1', 'TOPUP-RACE']);

    const wallet = await walletRow(CARRIER);
    const { serial } = await bank.topUp(wallet.memberCode!, 5_000);
    const after = (await call(OPERATOR, '/payment/reconciliation', { day: today() })).body.data as { kind: string; serial: string; bankAmountFen: number }[];
    expect(after).toContainEqual(expect.objectContaining({ kind: 'missing_at_platform', serial, bankAmountFen: 5_000 }));
  });

  it('shows the demo bank’s SMS code and micro-deposit, and takes a demo top-up, only with the stand-in', async () => {
    expect((await call(CARRIER, '/payment/standIn/notes?mobile=13800000001')).body.code).toBe(404);
    const demo = t.appWith({ bankStandIn: bank });
    const askAs = async (mobile: string, path: string, init: RequestInit = {}) =>
      (
        await demo.request(
          `/api-platform/api${path}`,
          { ...init, headers: { authorization: `Bearer ${tokens[mobile]}`, 'content-type': 'application/json' } },
          { clientIp: nextIp() },
        )
      ).json();
    const ask = (path: string, init: RequestInit = {}) => askAs(PERSON, path, init);
    // A fresh binding of 张伟's, awaiting its code: he reads it; nobody else does.
    const started = await call(PERSON, '/payment/bankCard/bind', { bankCode: 'CCB', cardNo: '6217000010001234577', mobile: '13800000001' });
    expect(started.body.code).toBe(200);
    expect(await ask('/payment/standIn/notes?mobile=13800000001')).toMatchObject({
      code: 200,
      data: { smsCode: bank.sms.get('13800000001'), depositFen: null },
    });
    expect(bank.sms.get('13800000001')).toMatch(/^\d{6}$/);
    expect(await askAs(CARRIER, '/payment/standIn/notes?mobile=13800000001')).toMatchObject({ code: 200, data: { smsCode: null, depositFen: null } });
    expect(await askAs(OTHER_CARRIER, '/payment/standIn/notes?mobile=13800000001')).toMatchObject({ code: 200, data: { smsCode: null } });
    // 顺达's micro-deposit (its binding is done: a new one of another account awaits its amount) is 顺达's alone.
    const account = '6222020200112233453';
    expect((await call(CARRIER, '/payment/bankCard/bind', { bankCode: 'ICBC', cardNo: account })).body.code).toBe(200);
    expect(await askAs(CARRIER, `/payment/standIn/notes?cardNo=${account}`)).toMatchObject({ data: { depositFen: bank.deposits.get(account) } });
    expect(bank.deposits.get(account)).toBeGreaterThan(0);
    expect(await ask(`/payment/standIn/notes?cardNo=${account}`)).toMatchObject({ code: 200, data: { depositFen: null } });
    // Once the stand-in has stopped, its notes are gone.
    const stopped = await startBankStandIn({ secret: SECRET });
    await stopped.close();
    const afterStop = await t
      .appWith({ bankStandIn: stopped })
      .request(
        '/api-platform/api/payment/standIn/notes?mobile=13800000001',
        { headers: { authorization: `Bearer ${tokens[PERSON]}` } },
        { clientIp: nextIp() },
      );
    expect((await afterStop.json()).code).toBe(404);
    const wallet = await walletRow(PERSON);
    bank.deliver = async (body, signature) =>
      (
        await demo.request('/api-platform/api/payment/bank/notify', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'x-bank-signature': signature },
        })
      ).ok;
    const before = await walletBalances(t.db, wallet.id);
    expect(await ask('/payment/standIn/topUp', { method: 'POST', body: JSON.stringify({ amountFen: 2_500 }) })).toMatchObject({
      code: 200,
      data: { delivered: true },
    });
    bank.deliver = undefined;
    expect((await walletBalances(t.db, wallet.id)).availableFen).toBe(before.availableFen + 2_500);
  });

  it('keeps money records: the database refuses to delete a withdrawal or a journal line', async () => {
    await expect(t.db.delete(withdrawals)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_lines`)).rejects.toThrow();
    expect((await t.db.select().from(withdrawals)).length).toBeGreaterThan(0);
  });

  it('refuses a bank answer naming a member code or sub-account another wallet holds, and logs it loudly; the database refuses it too', async () => {
    const held = await walletRow(CARRIER);
    const errors: unknown[][] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as Logger;
    const reissuing = (memberCode: string, subAccountNo: string) => ({
      ...bankClient(),
      openMember: async () => ({ status: 'succeeded' as const, data: { memberCode, subAccountNo } }),
    });
    const other = await authOf(OTHER_CARRIER);
    for (const [memberCode, subAccountNo] of [
      [held.memberCode!, '1500999999999999'],
      ['M-NEVER-ISSUED', held.subAccountNo!],
    ]) {
      const refused = await openWallet(t.db, reissuing(memberCode, subAccountNo), other, log).catch((error: Error) => error.message);
      expect(refused).toBe(WALLET_MESSAGES.bankCodeTaken);
    }
    expect(await walletRow(OTHER_CARRIER)).toBeUndefined();
    expect(errors).toHaveLength(2);
    expect(JSON.stringify(errors[0])).toContain(held.memberCode!);
    expect(String(errors[0][1])).toMatch(/ANOTHER WALLET HOLDS/);
    // Whatever the code path, the database keeps a code to one wallet.
    const [driver] = await t.db.select().from(users).where(eq(users.mobile, OPERATOR));
    await expect(
      t.db.transaction(async (tx) => {
        const { walletId } = await createWallet(tx, { userType: 2, companyId: null, userId: driver.id, holderName: 'x' });
        await tx.update(wallets).set({ memberCode: held.memberCode }).where(eq(wallets.id, walletId));
      }),
    ).rejects.toThrow();
  });

  it('the bank stand-in keeps its books under its state file: restarted, it issues no member code again and knows its members', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bank-stand-in-'));
    const stateFile = join(dir, 'data', 'bank-stand-in.json');
    const open = async (standIn: BankStandIn) => {
      const client = bankFromEnv(
        parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', BANK_URL: standIn.url, BANK_PLATFORM_ID: 'P', BANK_SECRET: SECRET }),
      );
      const answer = await client.openMember(`OPEN${(keySeq += 1)}`, { kind: 'enterprise', name: '甲', idNo: '91120116MA05K0XX1X', mobile: '13800000001' });
      if (answer.status !== 'succeeded') throw new Error(JSON.stringify(answer));
      return answer.data;
    };
    try {
      const first = await startBankStandIn({ secret: SECRET, stateFile });
      const a = await open(first);
      await first.topUp(a.memberCode, 1_234);
      await first.close();
      const again = await startBankStandIn({ secret: SECRET, stateFile });
      const b = await open(again);
      expect(b.memberCode).not.toBe(a.memberCode);
      expect(b.subAccountNo).not.toBe(a.subAccountNo);
      expect(again.balances.get(a.memberCode)).toBe(1_234);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
