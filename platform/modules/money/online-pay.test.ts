// 钱包支付 (issue 17) against the bank stand-in, on PGlite or PostgreSQL (TEST_DATABASE_URL): the
// steel shipper pays bills of 顺达 from its wallet through the bank's member-to-member transfer.
// Paid: the money goes payer → clearing → payee and the bill records it; refused: the frozen money
// comes back; unanswered: PENDING until the watch's query settles it, once; 20 payments at once
// take no more than the wallet holds, nor more than the bill owes; a repeated key pays once;
// another company, the payee, a payee without a wallet and a payer without one are refused, moving
// nothing. After every test the balances equal what the journal says.
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import { BILL_MESSAGES } from '../../contract/money/bills';
import { payPasswordLockedMessage, payPasswordWrongMessage, WALLET_MESSAGES } from '../../contract/money/wallet';
import { parsePlatformEnv } from '../../config';
import {
  bankTransfers,
  billPayments,
  messages,
  orders,
  settlementBillHistory,
  settlementBillLines,
  settlementBills,
  smsCodes,
  users,
  waybills,
  wallets,
} from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { authOfUser, nextIp, openTestPlatform, type TestPlatform } from '../auth/testing';
import { BANK_REQUEST_VALIDITY_MS, NOT_RECEIVED_AFTER_MS } from './bank/port';
import { startBankStandIn, type BankStandIn } from './bank/stand-in';
import { confirmBill, createBill, type settleableWaybills, type Bill } from './bills';
import { balancesOf, ledgerDifferences, unbalancedMovements } from './ledger';
import { payBillOnline, settlePendingTransfers } from './online-pay';
import { approvedWaybillsOfShunda, copyForCarrier, settleUnanswered, whileBankIs } from './testing';
import { bankFromEnv } from './wallet-http';
import { walletBalances } from './wallet-service';
import { platformAccounts } from './wallets';

const SECRET = 'online-pay-test-secret-of-at-least-32-chars';
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // 唐山冀东钢铁贸易: the payer
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 天津顺达物流: the payee
const OTHER_SHIPPER = DEMO_ACCOUNTS.fenheShipper.mobile; // 山西汾河煤业运销: another company
const OTHER_CARRIER = DEMO_ACCOUNTS.tongjiangCarrier.mobile; // 江苏通江达物流: a payee without a wallet
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

let bank: BankStandIn;
let t: TestPlatform;
let env: Record<string, string>;
const tokens: Record<string, string> = {};
let shipper: Auth;
let carrier: Auth;
let keySeq = 0;
/** The steel shipper's settleable waybills of 顺达: each test takes its own. */
let pool: Awaited<ReturnType<typeof settleableWaybills>> = [];
/** A signed, approved waybill of the steel shipper whose order 通江达 took (no wallet). */
let otherPayeeWaybill: number;

const bankClient = () => bankFromEnv(parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env }));
const call = (mobile: string, path: string, json?: unknown) => t.call(path, { token: tokens[mobile], ip: nextIp(), json });
/** The steel shipper's wallet payment password (支付密码), set once its wallet is open. */
const PAY_PASSWORD = '258036';
const payOnline = (mobile: string, billId: number, amountFen: number, idempotencyKey = `online-key-${(keySeq += 1)}`, payPassword = PAY_PASSWORD) =>
  call(mobile, '/settlement/bill/payOnline', { billId, amountFen, payPassword, idempotencyKey });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

const authOf = (mobile: string, role: Role) => authOfUser(t, mobile, role);

async function walletOfCompany(mobile: string) {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  const [row] = await t.db.select().from(wallets).where(eq(wallets.companyId, user.companyId!));
  return row;
}

/** Money arriving at the bank for a member, announced to the platform as the bank does (both books move). */
async function topUp(mobile: string, amountFen: number) {
  const wallet = await walletOfCompany(mobile);
  bank.deliver = async (body, signature) =>
    (await t.raw('/payment/bank/notify', { body, headers: { 'content-type': 'application/json', 'x-bank-signature': signature } })).ok;
  const { delivered } = await bank.topUp(wallet.memberCode!, amountFen);
  bank.deliver = undefined;
  expect(delivered).toBe(true);
}

const take = (n: number) => {
  expect(pool.length, 'settleable waybills left for this test').toBeGreaterThanOrEqual(n);
  return pool.splice(0, n);
};

/** A bill of `n` waybills, confirmed by 顺达; `owedFen` leaves only that much to pay (the rest a deduction). */
async function confirmedBill(n: number, owedFen?: number): Promise<Bill> {
  const group = take(n);
  const deductions =
    owedFen === undefined ? [] : [{ waybillId: group[0].id, amountFen: group.reduce((s, w) => s + (w.freightFen ?? 0), 0) - owedFen, reason: '货损' }];
  const bill = await createBill(t.db, shipper, { waybillIds: group.map((w) => w.id), deductions });
  return confirmBill(t.db, carrier, bill.id);
}

const settledTransfers = () => settleUnanswered(t.db, bankTransfers, () => settlePendingTransfers(t.db, bankClient(), 0));

const billRow = async (id: number) => (await t.db.select().from(settlementBills).where(eq(settlementBills.id, id)))[0];

async function balances() {
  const payer = await walletOfCompany(SHIPPER);
  const payee = await walletOfCompany(CARRIER);
  const { clearing } = await platformAccounts(t.db);
  return {
    payer: await walletBalances(t.db, payer.id),
    payee: await walletBalances(t.db, payee.id),
    clearingFen: (await balancesOf(t.db, [clearing])).get(clearing) ?? 0,
    bankPayerFen: bank.balances.get(payer.memberCode!) ?? 0,
    bankPayeeFen: bank.balances.get(payee.memberCode!) ?? 0,
  };
}

beforeAll(async () => {
  bank = await startBankStandIn({ secret: SECRET });
  // 8 s: the 'lost' case waits this long; at 3 s a busy machine's ordinary payments timed out too
  // (PENDING), and the tests after them failed.
  env = { BANK_URL: bank.url, BANK_PLATFORM_ID: 'PLATFORM-TEST', BANK_SECRET: SECRET, BANK_TIMEOUT_MS: '8000' };
  t = await openTestPlatform(env);
  for (const m of [SHIPPER, CARRIER, OTHER_SHIPPER, OTHER_CARRIER, OPERATOR]) tokens[m] = await t.sessionFor(m);
  shipper = await authOf(SHIPPER, 'enterprise_shipper');
  carrier = await authOf(CARRIER, 'carrier');
  // The shipper approves its signed waybills (as on /user/dispatchOrderListCheck): they become settleable.
  pool = await approvedWaybillsOfShunda(t, tokens[SHIPPER], shipper);
  // a copy of the last one, on a copy of its order taken by 通江达
  otherPayeeWaybill = await copyForCarrier(t, pool.pop()!.id, await authOf(OTHER_CARRIER, 'carrier'), 'P');
}, 180_000);

afterAll(async () => {
  await t?.close();
  await bank?.close();
});

afterEach(async () => {
  bank.mode = 'ok';
  // Whatever a test did, every balance is what the journal says, and every movement balances.
  expect(await ledgerDifferences(t.db)).toEqual([]);
  expect(await unbalancedMovements(t.db)).toEqual([]);
});

describe('paying a bill from the wallet', () => {
  it('says so when the bank is not configured', async () => {
    const bare = await openTestPlatform();
    try {
      const token = await bare.sessionFor(SHIPPER);
      const answer = await bare.call('/settlement/bill/payOnline', {
        token,
        ip: nextIp(),
        json: { billId: 1, amountFen: 100, payPassword: PAY_PASSWORD, idempotencyKey: 'bare-key-1' },
      });
      expect(answer.body).toMatchObject({ code: 400, message: WALLET_MESSAGES.notConfigured });
    } finally {
      await bare.close();
    }
  }, 120_000); // a second seeded platform

  it('asks the payer to open a wallet first', async () => {
    const bill = await confirmedBill(1);
    expect((await payOnline(SHIPPER, bill.id, 100)).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.notOpen });
    // Both open their wallets; the shipper's gets 3,000.00 at the bank.
    expect((await call(SHIPPER, '/payment/wallet/open', {})).body.code).toBe(200);
    expect((await call(CARRIER, '/payment/wallet/open', {})).body.code).toBe(200);
    await topUp(SHIPPER, 300_000);
    expect((await balances()).payer).toEqual({ availableFen: 300_000, frozenFen: 0 });
    // An open wallet without a payment password cannot pay: it is set first (typed twice, not a run of digits).
    expect((await payOnline(SHIPPER, bill.id, 100)).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.payPasswordNotSet });
    expect((await call(SHIPPER, '/payment/wallet')).body.data.wallet.hasPayPassword).toBe(false);
    expect((await call(SHIPPER, '/payment/payPassword/set', { password: '123456', confirmPassword: '123456' })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.payPasswordSimple,
    });
    expect((await call(SHIPPER, '/payment/payPassword/set', { password: PAY_PASSWORD, confirmPassword: '258037' })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.payPasswordMismatch,
    });
    expect((await call(SHIPPER, '/payment/payPassword/set', { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD })).body).toMatchObject({
      code: 200,
      message: WALLET_MESSAGES.payPasswordSet,
    });
    expect((await call(SHIPPER, '/payment/payPassword/set', { password: '369147', confirmPassword: '369147' })).body).toMatchObject({
      code: 400,
      message: WALLET_MESSAGES.payPasswordAlreadySet,
    });
    expect((await call(SHIPPER, '/payment/wallet')).body.data.wallet.hasPayPassword).toBe(true);
    expect((await balances()).payer).toEqual({ availableFen: 300_000, frozenFen: 0 });
  });

  it('pays in two parts: the money reaches the payee through clearing, the bill goes PARTIAL then PAID, its orders paid', async () => {
    const bill = await confirmedBill(1, 50_000);
    const before = await balances();
    const first = await payOnline(SHIPPER, bill.id, 20_000);
    expect(first.body).toMatchObject({
      code: 200,
      message: WALLET_MESSAGES.paidOnline,
      data: { billId: bill.id, billNo: bill.billNo, billStatus: 'PARTIAL', amountFen: 20_000, status: 'PAID' },
    });
    const after = await balances();
    expect(after.payer).toEqual({ availableFen: before.payer.availableFen - 20_000, frozenFen: 0 });
    expect(after.payee.availableFen).toBe(before.payee.availableFen + 20_000);
    expect(after.clearingFen).toBe(before.clearingFen);
    // the bank moved the same money between the two members
    expect(after.bankPayerFen).toBe(before.bankPayerFen - 20_000);
    expect(after.bankPayeeFen).toBe(before.bankPayeeFen + 20_000);

    const [transfer] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.id, first.body.data.id));
    expect(transfer).toMatchObject({ status: 'PAID', amountFen: 20_000, actorUserId: shipper.user.id });
    const [payment] = await t.db.select().from(billPayments).where(eq(billPayments.billId, bill.id));
    expect(payment).toMatchObject({ payType: 'online', amountFen: 20_000, bankSerial: transfer.serial, paidOn: today(), actorUserId: shipper.user.id });
    expect(payment.movementId).not.toBeNull();

    const rest = await payOnline(SHIPPER, bill.id, 30_000);
    expect(rest.body.data).toMatchObject({ billStatus: 'PAID', status: 'PAID' });
    expect(await billRow(bill.id)).toMatchObject({ status: 'PAID', paidFen: 50_000, pendingFen: 0 });
    const history = await t.db.select().from(settlementBillHistory).where(eq(settlementBillHistory.billId, bill.id));
    expect(history.map((h) => [h.action, h.toStatus])).toEqual([
      ['create', 'WAIT_CONFIRM'],
      ['confirm', 'CONFIRMED'],
      ['pay', 'PARTIAL'],
      ['pay', 'PAID'],
    ]);
    // its order (one waybill, on this bill) is paid
    const [paidOrder] = await t.db
      .select({ payStatus: orders.payStatus })
      .from(settlementBillLines)
      .innerJoin(waybills, eq(waybills.id, settlementBillLines.waybillId))
      .innerJoin(orders, eq(orders.id, waybills.orderId))
      .where(eq(settlementBillLines.billId, bill.id));
    expect(paidOrder.payStatus).toBe('2');
    // Nothing is left to pay.
    expect((await payOnline(SHIPPER, bill.id, 1)).body).toMatchObject({ code: 400, message: BILL_MESSAGES.state });
    // Each payment told both sides, each on its own screen of the bill: the payee that the money is in
    // its wallet, the payer that it arrived (the bank may answer after the payer has left the page).
    const told = await t.db
      .select({ userId: messages.userId, title: messages.title, link: messages.link })
      .from(messages)
      .where(like(messages.title, `结算单${bill.billNo}%`))
      .orderBy(messages.id);
    const payee = { userId: carrier.user.id, title: `结算单${bill.billNo}运费已到账`, link: `/shipper/receivableBillDetail?id=${bill.id}` };
    const payer = { userId: shipper.user.id, title: `结算单${bill.billNo}付款成功`, link: `/shipper/payBillDetail?id=${bill.id}` };
    expect(told.filter((m) => m.title.endsWith('已到账') || m.title.endsWith('付款成功'))).toEqual([payee, payer, payee, payer]);

    // Each side's fund flow: the payer's line is a payment (付款), the payee's a receipt (收款), both naming the bill.
    const payerFlow = (await call(SHIPPER, '/payment/flows?pageSize=5')).body.data.records as { kind: string; amountFen: number; memo: string }[];
    expect(payerFlow[0]).toMatchObject({ kind: 'pay_request', amountFen: -30_000 });
    expect(payerFlow[0].memo).toContain(bill.billNo);
    const payeeFlow = (await call(CARRIER, '/payment/flows?direction=in&pageSize=5')).body.data.records as { kind: string; amountFen: number; memo: string }[];
    expect(payeeFlow.slice(0, 2).map((r) => [r.kind, r.amountFen])).toEqual([
      ['pay_received', 30_000],
      ['pay_received', 20_000],
    ]);
    expect(payeeFlow[0].memo).toContain(bill.billNo);
    expect(payeeFlow[0].memo).toContain('唐山冀东钢铁贸易有限公司');
    expect((await call(CARRIER, '/payment/flows?kind=pay_received')).body.data.total).toBe(2);

    // A line's detail names the bill behind it and the other side; nobody else may read it.
    const paid = await call(SHIPPER, `/payment/flows/detail?id=${(payerFlow[0] as unknown as { id: number }).id}`);
    expect(paid.body.data).toMatchObject({
      kind: 'pay_request',
      amountFen: -30_000,
      document: { kind: 'bill', number: bill.billNo, billId: bill.id, side: 'pay', status: '已支付', counterparty: '天津顺达物流有限公司' },
    });
    const receivedId = (payeeFlow[0] as unknown as { id: number }).id;
    expect((await call(CARRIER, `/payment/flows/detail?id=${receivedId}`)).body.data.document).toMatchObject({
      kind: 'bill',
      billId: bill.id,
      side: 'receive',
      counterparty: '唐山冀东钢铁贸易有限公司',
    });
    for (const stranger of [SHIPPER, OTHER_SHIPPER, OTHER_CARRIER])
      expect((await call(stranger, `/payment/flows/detail?id=${receivedId}`)).body).toMatchObject({ code: 404, message: WALLET_MESSAGES.flowNotFound });
    expect((await call(CARRIER, '/payment/flows/detail?id=abc')).body.code).toBe(400);
  });

  it('refuses a wrong payment password at its field and moves nothing; a used key with a wrong password gets no answer about its payment', async () => {
    const bill = await confirmedBill(1, 4_000);
    const before = await balances();
    const wrong = await payOnline(SHIPPER, bill.id, 1_000, 'pw-key-1', '000000');
    expect(wrong.body).toMatchObject({ code: 400, message: payPasswordWrongMessage(4), data: { field: 'payPassword' } });
    expect(await balances()).toEqual(before);
    expect(await billRow(bill.id)).toMatchObject({ paidFen: 0, pendingFen: 0, status: 'CONFIRMED' });
    expect(await t.db.select().from(bankTransfers).where(eq(bankTransfers.billId, bill.id))).toEqual([]);
    // The right password pays once; the same key again with a wrong password is refused, not answered with the payment.
    const paid = await payOnline(SHIPPER, bill.id, 1_000, 'pw-key-1');
    expect(paid.body).toMatchObject({ code: 200, data: { status: 'PAID', amountFen: 1_000 } });
    expect((await payOnline(SHIPPER, bill.id, 1_000, 'pw-key-1', '000000')).body).toMatchObject({ code: 400, message: payPasswordWrongMessage(4) });
    // the right one ended the run of failures; the key still belongs to its first request
    expect((await payOnline(SHIPPER, bill.id, 1_000, 'pw-key-1')).body.data.id).toBe(paid.body.data.id);
    expect((await payOnline(SHIPPER, bill.id, 2_000, 'pw-key-1')).body).toMatchObject({ code: 400, message: BILL_MESSAGES.keyReused });
    expect(await billRow(bill.id)).toMatchObject({ paidFen: 1_000, status: 'PARTIAL' });
    expect((await balances()).payer.availableFen).toBe(before.payer.availableFen - 1_000);
    expect((await walletOfCompany(SHIPPER)).payPasswordFailures).toBe(0);
  });

  it('locks payments after five wrong payment passwords, even with the right one, until an SMS reset', async () => {
    const bill = await confirmedBill(1, 2_000);
    const before = await balances();
    for (const left of [4, 3, 2, 1]) {
      expect((await payOnline(SHIPPER, bill.id, 1_000, undefined, '111222')).body).toMatchObject({ code: 400, message: payPasswordWrongMessage(left) });
    }
    expect((await payOnline(SHIPPER, bill.id, 1_000, undefined, '111222')).body).toMatchObject({ code: 400, message: payPasswordLockedMessage(30) });
    expect((await payOnline(SHIPPER, bill.id, 1_000)).body).toMatchObject({ code: 400, message: payPasswordLockedMessage(30) });
    // changing it with the old one is locked too
    expect(
      (await call(SHIPPER, '/payment/payPassword/change', { oldPassword: PAY_PASSWORD, password: '369147', confirmPassword: '369147' })).body,
    ).toMatchObject({
      code: 400,
      message: payPasswordLockedMessage(30),
    });
    expect(await balances()).toEqual(before);
    expect(await billRow(bill.id)).toMatchObject({ paidFen: 0, pendingFen: 0, status: 'CONFIRMED' });
    // A lock that has run out starts the count again.
    const payer = await walletOfCompany(SHIPPER);
    await t.db
      .update(wallets)
      .set({ payPasswordLockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(wallets.id, payer.id));
    expect((await payOnline(SHIPPER, bill.id, 1_000, undefined, '111222')).body).toMatchObject({ code: 400, message: payPasswordWrongMessage(4) });
    for (let i = 0; i < 4; i++) await payOnline(SHIPPER, bill.id, 1_000, undefined, '111222');
    expect((await payOnline(SHIPPER, bill.id, 1_000)).body).toMatchObject({ code: 400, message: payPasswordLockedMessage(30) });
    // The SMS code to the caller's phone resets it (a wrong code is refused at its field) and ends the lock.
    expect((await call(SHIPPER, '/payment/payPassword/sms', {})).body.code).toBe(200);
    const [sms] = await t.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, SHIPPER), eq(smsCodes.type, 'pay_pwd')))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    const wrongCode = sms.code === '000000' ? '000001' : '000000';
    expect((await call(SHIPPER, '/payment/payPassword/reset', { smsCode: wrongCode, password: '369147', confirmPassword: '369147' })).body).toMatchObject({
      code: 400,
      data: { field: 'smsCode' },
    });
    expect((await call(SHIPPER, '/payment/payPassword/reset', { smsCode: sms.code, password: '369147', confirmPassword: '369147' })).body).toMatchObject({
      code: 200,
      message: WALLET_MESSAGES.payPasswordReset,
    });
    expect((await payOnline(SHIPPER, bill.id, 1_000)).body).toMatchObject({ code: 400, message: payPasswordWrongMessage(4) });
    expect((await payOnline(SHIPPER, bill.id, 1_000, undefined, '369147')).body).toMatchObject({ code: 200, data: { status: 'PAID' } });
    // and it changes back with the old one (a wrong old one is refused at its field)
    expect(
      (await call(SHIPPER, '/payment/payPassword/change', { oldPassword: '000000', password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD })).body,
    ).toMatchObject({
      code: 400,
      data: { field: 'oldPassword' },
    });
    expect(
      (await call(SHIPPER, '/payment/payPassword/change', { oldPassword: '369147', password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD })).body,
    ).toMatchObject({
      code: 200,
      message: WALLET_MESSAGES.payPasswordChanged,
    });
    expect((await payOnline(SHIPPER, bill.id, 1_000)).body).toMatchObject({ code: 200, data: { status: 'PAID', billStatus: 'PAID' } });
    expect((await balances()).payer.availableFen).toBe(before.payer.availableFen - 2_000);
  });

  it('pays once for a key sent twice, or five times at once', async () => {
    const bill = await confirmedBill(1, 10_000);
    const before = await balances();
    const first = await payOnline(SHIPPER, bill.id, 1_000, 'same-online-key-1');
    const again = await payOnline(SHIPPER, bill.id, 1_000, 'same-online-key-1');
    expect(again.body.data.id).toBe(first.body.data.id);
    // the key belongs to that request: another amount with it is refused (issue 41, payments item 1)
    expect((await payOnline(SHIPPER, bill.id, 1_500, 'same-online-key-1')).body).toMatchObject({ code: 400, message: BILL_MESSAGES.keyReused });
    const burst = await Promise.all(Array.from({ length: 5 }, () => payOnline(SHIPPER, bill.id, 2_000, 'same-online-key-2')));
    expect(new Set(burst.map((b) => b.body.data.id)).size).toBe(1);
    expect(await billRow(bill.id)).toMatchObject({ paidFen: 3_000, pendingFen: 0, status: 'PARTIAL' });
    expect(await t.db.select().from(billPayments).where(eq(billPayments.billId, bill.id))).toHaveLength(2);
    expect((await balances()).payer.availableFen).toBe(before.payer.availableFen - 3_000);
  });

  it('returns the frozen money when the bank refuses, or when the payer’s money at the bank is short', async () => {
    const bill = await confirmedBill(1, 40_000);
    const before = await balances();
    const refused = await whileBankIs(bank, 'fail', () => payOnline(SHIPPER, bill.id, 10_000));
    expect(refused.body).toMatchObject({ code: 200, message: WALLET_MESSAGES.payReturned, data: { status: 'RETURNED', billStatus: 'CONFIRMED' } });
    expect(await balances()).toEqual(before);
    expect(await billRow(bill.id)).toMatchObject({ paidFen: 0, pendingFen: 0, status: 'CONFIRMED' });
    expect(await t.db.select().from(billPayments).where(eq(billPayments.billId, bill.id))).toEqual([]);

    // The platform credited money the bank never booked (a forged book entry): the bank refuses the transfer.
    const payer = await walletOfCompany(SHIPPER);
    bank.balances.set(payer.memberCode!, 5_000);
    const short = await payOnline(SHIPPER, bill.id, 10_000);
    expect(short.body.data).toMatchObject({ status: 'RETURNED' });
    const [row] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.id, short.body.data.id));
    expect(row.bankMessage).toBe('付款方可用余额不足');
    bank.balances.set(payer.memberCode!, before.bankPayerFen);
    expect((await balances()).payer).toEqual(before.payer);
    // The payer's flow shows the payment and its return.
    const flow = (await call(SHIPPER, '/payment/flows?pageSize=2')).body.data.records as { kind: string; amountFen: number }[];
    expect(flow.map((r) => [r.kind, r.amountFen])).toEqual([
      ['pay_returned', 10_000],
      ['pay_request', -10_000],
    ]);
  });

  it('keeps an unanswered payment frozen and pending on the bill until the query settles it, exactly once', async () => {
    const bill = await confirmedBill(1, 25_000);
    const before = await balances();
    const lost = await whileBankIs(bank, 'lost', () => payOnline(SHIPPER, bill.id, 25_000));
    expect(lost.body).toMatchObject({ code: 200, message: WALLET_MESSAGES.payPending, data: { status: 'PENDING', billStatus: 'CONFIRMED' } });
    expect((await balances()).payer).toEqual({ availableFen: before.payer.availableFen - 25_000, frozenFen: 25_000 });
    expect(await billRow(bill.id)).toMatchObject({ paidFen: 0, pendingFen: 25_000 });
    // What the bank is still working on cannot be paid twice, online or offline.
    expect((await payOnline(SHIPPER, bill.id, 1)).body).toMatchObject({ code: 400, message: BILL_MESSAGES.amount });
    const offline = await call(SHIPPER, '/settlement/bill/offlinePay', {
      billId: bill.id,
      amountFen: 25_000,
      bankSerial: 'ICBC-OFF-1',
      paidOn: today(),
      paidTime: '10:30',
      payMeans: '32',
      receiptAccount: '6222020200112233445',
      idempotencyKey: 'offline-while-pending',
    });
    expect(offline.body).toMatchObject({ code: 400, message: BILL_MESSAGES.amount });

    expect(await settlePendingTransfers(t.db, bankClient(), 0)).toBe(1);
    expect(await settlePendingTransfers(t.db, bankClient(), 0)).toBe(0);
    const [row] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.id, lost.body.data.id));
    expect(row.status).toBe('PAID');
    expect(await billRow(bill.id)).toMatchObject({ status: 'PAID', paidFen: 25_000, pendingFen: 0 });
    const after = await balances();
    expect(after.payer).toEqual({ availableFen: before.payer.availableFen - 25_000, frozenFen: 0 });
    expect(after.payee.availableFen).toBe(before.payee.availableFen + 25_000);
    const payments = await t.db.select().from(billPayments).where(eq(billPayments.billId, bill.id));
    expect(payments).toHaveLength(1);
    // what the 资金流水单 reports: a bank transfer into the payee's sub-account, when the bank settled it
    const payeeWallet = await walletOfCompany(CARRIER);
    expect(payments[0]).toMatchObject({ payType: 'online', payMeans: '32', receiptAccount: payeeWallet.subAccountNo });
    expect(payeeWallet.subAccountNo).toBeTruthy();
  });

  it('settles a payment the bank never received as returned, once its request can no longer arrive', async () => {
    const bill = await confirmedBill(1, 5_000);
    const before = await balances();
    // The platform froze it, then the call never left (the process stopped): the bank has no such serial.
    const [payer, payee] = [await walletOfCompany(SHIPPER), await walletOfCompany(CARRIER)];
    const quiet = { ...bankClient(), transfer: async () => ({ status: 'unknown' as const, message: 'connection reset' }) };
    const pending = await payBillOnline(t.db, quiet, shipper, { billId: bill.id, amountFen: 5_000, payPassword: PAY_PASSWORD, idempotencyKey: 'never-sent-1' });
    expect(pending.status).toBe('PENDING');
    expect(payer.id).not.toBe(payee.id);
    // Within the request's validity window "no such serial" proves nothing (it may be on its way): still pending.
    expect(await settlePendingTransfers(t.db, bankClient(), 0)).toBe(0);
    expect((await t.db.select().from(bankTransfers).where(eq(bankTransfers.id, pending.id)))[0].status).toBe('PENDING');
    expect((await balances()).payer.frozenFen).toBe(5_000);
    // The window passes (the row was sent that long ago): the bank can no longer book it.
    await t.db
      .update(bankTransfers)
      .set({ createdAt: new Date(Date.now() - NOT_RECEIVED_AFTER_MS - 1_000) })
      .where(eq(bankTransfers.id, pending.id));
    expect(await settlePendingTransfers(t.db, bankClient(), 0)).toBe(1);
    const [row] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.id, pending.id));
    expect(row).toMatchObject({ status: 'RETURNED', bankMessage: '银行无此交易' });
    expect(await balances()).toEqual(before);
    expect(await billRow(bill.id)).toMatchObject({ paidFen: 0, pendingFen: 0, status: 'CONFIRMED' });
  });

  it('is refused by the bank when its request arrives after the validity window', async () => {
    const bill = await confirmedBill(1, 3_000);
    const before = await balances();
    bank.advance(BANK_REQUEST_VALIDITY_MS + 1_000); // the request reaches the bank that much later
    const late = await payOnline(SHIPPER, bill.id, 3_000).finally(() => bank.advance(-(BANK_REQUEST_VALIDITY_MS + 1_000)));
    expect(late.body.data).toMatchObject({ status: 'RETURNED' });
    const [row] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.id, late.body.data.id));
    expect(row.bankMessage).toBe('请求已过期');
    expect(await balances()).toEqual(before);
  });

  it('lets 20 payments at once take no more than the wallet holds', async () => {
    const bill = await confirmedBill(3);
    const before = await balances();
    const each = Math.floor(before.payer.availableFen / 7.5);
    // the wallet, not the bill, is the limit here: a refused payment's hold on the bill goes with it
    expect(bill.totalFen).toBeGreaterThan(8 * each);
    const answers = await Promise.all(Array.from({ length: 20 }, () => payOnline(SHIPPER, bill.id, each)));
    const taken = answers.filter((a) => a.body.code === 200);
    expect(taken).toHaveLength(7);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.message === WALLET_MESSAGES.payAmount)).toBe(true);
    // Under this load a call may time out: it stays pending until the query settles it, paid if
    // the bank booked it, returned if it never arrived. Either way both books agree.
    await settledTransfers();
    const rows = await t.db.select().from(bankTransfers).where(eq(bankTransfers.billId, bill.id));
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.status === 'PAID' || r.status === 'RETURNED')).toBe(true);
    const paid = rows.filter((r) => r.status === 'PAID').length * each;
    expect(paid).toBeGreaterThan(0);
    const after = await balances();
    expect(after.payer).toEqual({ availableFen: before.payer.availableFen - paid, frozenFen: 0 });
    expect(after.payee.availableFen).toBe(before.payee.availableFen + paid);
    expect(after.bankPayerFen).toBe(before.bankPayerFen - paid);
    expect(after.bankPayeeFen).toBe(before.bankPayeeFen + paid);
    expect(await billRow(bill.id)).toMatchObject({ paidFen: paid, pendingFen: 0, status: 'PARTIAL' });
  });

  it('lets 20 payments at once pay no more than the bill owes', async () => {
    const bill = await confirmedBill(1, 1_000);
    const before = await balances();
    const answers = await Promise.all(Array.from({ length: 20 }, () => payOnline(SHIPPER, bill.id, 100)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.message === BILL_MESSAGES.amount)).toBe(true);
    await settledTransfers();
    const paid =
      (
        await t.db
          .select()
          .from(bankTransfers)
          .where(and(eq(bankTransfers.billId, bill.id), eq(bankTransfers.status, 'PAID')))
      ).length * 100;
    expect(paid).toBeGreaterThan(0);
    expect(await billRow(bill.id)).toMatchObject({ paidFen: paid, pendingFen: 0, status: paid === 1_000 ? 'PAID' : 'PARTIAL' });
    expect((await balances()).payer.availableFen).toBe(before.payer.availableFen - paid);
    expect(await t.db.select().from(billPayments).where(eq(billPayments.billId, bill.id))).toHaveLength(paid / 100);
  });

  it('refuses another company, the payee, an unconfirmed bill, too much, and a payee without a wallet — moving nothing', async () => {
    const bill = await confirmedBill(1, 2_000);
    const before = await balances();
    expect((await payOnline(OTHER_SHIPPER, bill.id, 100)).body).toMatchObject({ code: 404, message: BILL_MESSAGES.notFound });
    expect((await payOnline(OTHER_CARRIER, bill.id, 100)).body).toMatchObject({ code: 404, message: BILL_MESSAGES.notFound });
    expect((await payOnline(CARRIER, bill.id, 100)).body).toMatchObject({ code: 400, message: BILL_MESSAGES.state });
    expect((await payOnline(SHIPPER, bill.id, 2_001)).body).toMatchObject({ code: 400, message: BILL_MESSAGES.amount });
    expect((await payOnline(SHIPPER, bill.id, 0)).body).toMatchObject({ code: 400, message: BILL_MESSAGES.amount });

    const [w] = take(1);
    const unconfirmed = await createBill(t.db, shipper, { waybillIds: [w.id], deductions: [] });
    expect((await payOnline(SHIPPER, unconfirmed.id, 100)).body).toMatchObject({ code: 400, message: BILL_MESSAGES.state });

    const toTongjiang = await createBill(t.db, shipper, { waybillIds: [otherPayeeWaybill], deductions: [] });
    await confirmBill(t.db, await authOf(OTHER_CARRIER, 'carrier'), toTongjiang.id);
    // The payer's bill page knows it before any form opens (issue 42); the payee and an unpayable bill are not told.
    const detail = async (mobile: string, id: number) => (await call(mobile, `/settlement/bill/getById/${id}`)).body.data as { payeeWalletOpen?: boolean };
    expect((await detail(SHIPPER, toTongjiang.id)).payeeWalletOpen).toBe(false);
    expect((await detail(SHIPPER, bill.id)).payeeWalletOpen).toBe(true);
    expect(await detail(CARRIER, bill.id)).not.toHaveProperty('payeeWalletOpen');
    expect(await detail(SHIPPER, unconfirmed.id)).not.toHaveProperty('payeeWalletOpen');
    expect((await payOnline(SHIPPER, toTongjiang.id, 100)).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.payeeNotOpen });

    expect(await balances()).toEqual(before);
    expect(
      await t.db
        .select()
        .from(bankTransfers)
        .where(inArray(bankTransfers.billId, [bill.id, unconfirmed.id, toTongjiang.id])),
    ).toEqual([]);
    expect(await billRow(toTongjiang.id)).toMatchObject({ pendingFen: 0, paidFen: 0 });
  });

  it('refuses more than the wallet holds when the bill owes more', async () => {
    const bill = await confirmedBill(1);
    const before = await balances();
    expect(bill.totalFen).toBeGreaterThan(before.payer.availableFen);
    expect((await payOnline(SHIPPER, bill.id, before.payer.availableFen + 1)).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.payAmount });
    expect(await billRow(bill.id)).toMatchObject({ pendingFen: 0 });
    expect(await balances()).toEqual(before);
  });

  it('a wallet operations froze cannot pay (nothing moves); unfrozen, it pays again', async () => {
    const bill = await confirmedBill(1, 3_000);
    const payer = await walletOfCompany(SHIPPER);
    const frozen = await call(OPERATOR, '/payment/wallets/freeze', { walletId: payer.id, reason: '涉嫌异常交易，核查中' });
    expect(frozen.body).toMatchObject({ code: 200, data: { status: 1, history: [{ action: 'freeze', reason: '涉嫌异常交易，核查中' }] } });
    const before = await balances();
    expect((await payOnline(SHIPPER, bill.id, 1_000)).body).toMatchObject({ code: 400, message: WALLET_MESSAGES.frozen });
    expect(await balances()).toEqual(before);
    expect(await billRow(bill.id)).toMatchObject({ paidFen: 0, pendingFen: 0, status: 'CONFIRMED' });
    expect((await call(OPERATOR, '/payment/wallets/unfreeze', { walletId: payer.id, reason: '核查无误' })).body).toMatchObject({
      code: 200,
      data: { status: 0 },
    });
    expect((await payOnline(SHIPPER, bill.id, 1_000)).body).toMatchObject({ code: 200, data: { status: 'PAID' } });
  });

  it('reconciles the day’s transfers with the bank’s file, and keeps them: no delete', async () => {
    const differences = (await call(OPERATOR, '/payment/reconciliation', { day: today() })).body.data as { serial: string; kind: string }[];
    const serials = new Set((await t.db.select({ serial: bankTransfers.serial }).from(bankTransfers)).map((r) => r.serial));
    expect(serials.size).toBeGreaterThan(0);
    expect(differences.filter((d) => serials.has(d.serial))).toEqual([]);
    await expect(t.db.delete(bankTransfers)).rejects.toThrow();
  });

  it('matches a transfer asked for before midnight and booked by the bank after it, on both days', async () => {
    const [paid] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.status, 'PAID')).limit(1);
    expect(paid).toBeDefined();
    // The platform dated it 23:59:59 the day before (China time); the bank's file has it today.
    const yesterday = new Date(Date.parse(`${today()}T00:00:00+08:00`) - 1000);
    await t.db.update(bankTransfers).set({ createdAt: yesterday }).where(eq(bankTransfers.id, paid.id));
    const before = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(yesterday);
    for (const day of [before, today()]) {
      const differences = (await call(OPERATOR, '/payment/reconciliation', { day })).body.data as { serial: string }[];
      expect(differences.map((d) => d.serial)).not.toContain(paid.serial);
    }
  });
});
