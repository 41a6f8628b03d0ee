// The reconciliation differences screen's platform side (issue 44): the nightly job keeps each
// difference it finds between the bank stand-in's file and the platform's records (the bank has it
// and we don't, we have it and the bank doesn't, the amounts differ), once; operations list them by
// the URL's filters and record the action taken with a note, once — a second or concurrent
// handling is refused — and nobody else reads or handles them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIFFERENCE_MESSAGES } from '../../contract/money/reconciliation';
import { reconciliationDifferences, users, wallets } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { nextIp, openTestPlatform, type TestPlatform } from '../auth/testing';
import { parsePlatformEnv } from '../../config';
import { startBankStandIn, type BankStandIn } from './bank/stand-in';
import { reconcileDay } from './bank-watch';
import { bankFromEnv } from './wallet-http';

const SECRET = 'reconciliation-test-secret-of-32-characters';
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;

let bank: BankStandIn;
let t: TestPlatform;
let env: Record<string, string>;
const tokens: Record<string, string> = {};
const call = (mobile: string, path: string, json?: unknown) => t.call(path, { token: tokens[mobile], ip: nextIp(), json });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const quiet = { info: () => {}, warn: () => {} };
const nightly = () => reconcileDay(t.db, bankFromEnv(parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env })), today(), quiet);

type Row = { id: number; serial: string; kind: string; status: string; bankAmountFen: number | null; platformAmountFen: number | null };
const page = async (filters: Record<string, unknown> = {}) =>
  (await call(OPERATOR, '/payment/reconciliation/differences/pagination', filters)).body.data as { total: number; records: Row[] };

/** The serials of the three differences the bank's file is made to have. */
const made = { unheard: '', amount: '', lacking: '' };

beforeAll(async () => {
  bank = await startBankStandIn({ secret: SECRET });
  env = { BANK_URL: bank.url, BANK_PLATFORM_ID: 'PLATFORM-TEST', BANK_SECRET: SECRET, BANK_TIMEOUT_MS: '5000' };
  t = await openTestPlatform(env);
  for (const m of [CARRIER, OPERATOR, SHIPPER]) tokens[m] = await t.sessionFor(m);
  // The bank's notices reach the platform as they would over HTTP.
  bank.deliver = async (body, signature) =>
    (await t.raw('/payment/bank/notify', { body, headers: { 'content-type': 'application/json', 'x-bank-signature': signature } })).ok;
  expect((await call(CARRIER, '/payment/wallet/open', {})).body.code).toBe(200);
  const [carrier] = await t.db.select().from(users).where(eq(users.mobile, CARRIER));
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.companyId, carrier.companyId!));
  // Two top-ups both sides booked alike; then the bank's file is made to differ: one amount
  // booked differently, one entry gone from it, and one top-up whose notice never came.
  const first = await bank.topUp(wallet.memberCode!, 3_000);
  const second = await bank.topUp(wallet.memberCode!, 4_000);
  expect([first.delivered, second.delivered]).toEqual([true, true]);
  bank.entries.get(first.serial)!.amountFen = 3_100;
  bank.entries.delete(second.serial);
  made.amount = first.serial;
  made.lacking = second.serial;
  made.unheard = bank.unheardTopUp(5_000);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await bank?.close();
});

describe('reconciliation differences', () => {
  it('the nightly job keeps each difference once, of the three kinds, with the amounts in fen', async () => {
    expect((await nightly()).differences).toBeGreaterThanOrEqual(3);
    await nightly(); // a rerun of the same day adds nothing
    const rows = await t.db.select().from(reconciliationDifferences);
    const ours = rows.filter((r) => Object.values(made).includes(r.serial));
    expect(ours).toHaveLength(3);
    expect(ours.find((r) => r.serial === made.unheard)).toMatchObject({
      kind: 'missing_at_platform',
      bankAmountFen: 5_000,
      platformAmountFen: null,
      status: 'OPEN',
      day: today(),
      detail: '银行有充值记录，平台无',
    });
    expect(ours.find((r) => r.serial === made.amount)).toMatchObject({ kind: 'amount', bankAmountFen: 3_100, platformAmountFen: 3_000 });
    expect(ours.find((r) => r.serial === made.lacking)).toMatchObject({ kind: 'missing_at_bank', bankAmountFen: null, platformAmountFen: 4_000 });
  });

  it('lists them to operations by kind, status, serial and day, and to nobody else', async () => {
    expect((await page({ serial: made.unheard })).records).toMatchObject([{ serial: made.unheard, kind: 'missing_at_platform', status: 'OPEN' }]);
    expect((await page({ kind: 'amount', serial: made.amount })).total).toBe(1);
    expect((await page({ kind: 'missing_at_bank', serial: made.amount })).total).toBe(0);
    expect((await page({ from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    expect((await page({ from: today(), to: today(), status: 'OPEN' })).total).toBeGreaterThanOrEqual(3);
    expect((await call(OPERATOR, '/payment/reconciliation/differences/pagination', { status: 'DONE' })).body.code).toBe(400);
    for (const mobile of [CARRIER, SHIPPER]) {
      expect((await call(mobile, '/payment/reconciliation/differences/pagination', {})).body.code, mobile).toBe(403);
      const [row] = (await page({ serial: made.unheard })).records;
      expect((await call(mobile, `/payment/reconciliation/differences/detail?id=${row.id}`)).body.code, mobile).toBe(403);
      expect((await call(mobile, '/payment/reconciliation/differences/handle', { id: row.id, action: 'booked', note: '补记' })).body.code, mobile).toBe(403);
    }
  });

  it('records the action taken once, with a history row; a concurrent second handling is refused', async () => {
    const [row] = (await page({ serial: made.unheard })).records;
    const handle = (note: string, action = 'booked') => call(OPERATOR, '/payment/reconciliation/differences/handle', { id: row.id, action, note });
    expect((await handle('')).body).toMatchObject({ code: 400, message: DIFFERENCE_MESSAGES.noteRequired });
    expect((await handle('补记', 'lost')).body).toMatchObject({ code: 400, message: DIFFERENCE_MESSAGES.actionRequired });
    const [a, b] = await Promise.all([handle('已按银行回单补记充值', 'booked'), handle('无需处理', 'no_action')]);
    const results = [a.body, b.body];
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 400 && r.message === DIFFERENCE_MESSAGES.alreadyHandled)).toHaveLength(1);
    const winner = results.find((r) => r.code === 200)!.data as { handledAction: string };
    const detail = (await call(OPERATOR, `/payment/reconciliation/differences/detail?id=${row.id}`)).body.data as {
      status: string;
      handledAction: string;
      handledByName: string;
      history: { action: string; toStatus: string; remark: string }[];
    };
    expect(detail).toMatchObject({ status: 'HANDLED', handledAction: winner.handledAction, handledByName: expect.any(String) });
    expect(detail.history.map((h) => h.action)).toEqual([`handle:${winner.handledAction}`, 'found']);
    expect((await handle('再处理一次')).body).toMatchObject({ code: 400, message: DIFFERENCE_MESSAGES.alreadyHandled });
    // the next night's rerun leaves a handled difference handled
    await nightly();
    expect((await page({ serial: made.unheard })).records).toMatchObject([{ status: 'HANDLED' }]);
    expect((await call(OPERATOR, '/payment/reconciliation/differences/detail?id=999999')).body).toMatchObject({
      code: 404,
      message: DIFFERENCE_MESSAGES.notFound,
    });
  });
});
