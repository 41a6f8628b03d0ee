// The ledger's invariants (issue 17), against PGlite, or PostgreSQL when TEST_DATABASE_URL is set:
// every movement balances, every balance equals its journal, a repeat moves nothing, concurrent
// debits never take a balance below zero, a frozen wallet cannot pay or withdraw.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '../../contract/money/ledger';
import { ledgerAccounts, ledgerLines, ledgerMovements, users, wallets } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import { Refusal } from '../../http/refusal';
import { refusalOf } from '../../testing/refusal';
import { balancesOf, ledgerDifferences, post, postMovement, unbalancedMovements } from './ledger';
import { completeWithdrawal, createWallet, pay, platformAccounts, requestWithdrawal, returnWithdrawal, topUp, type WalletAccounts } from './wallets';

let t: TestDatabase;
let bank: number;
let seq = 0;
const key = (name: string) => ({ businessKey: `${name}:${(seq += 1)}` });

async function newWallet(): Promise<WalletAccounts> {
  seq += 1;
  const [user] = await t.db
    .insert(users)
    .values({ mobile: `1990000${String(seq).padStart(4, '0')}`, realName: `钱包${seq}` })
    .returning({ id: users.id });
  return t.db.transaction((tx) => createWallet(tx, { userType: 2, companyId: null, userId: user.id, holderName: `钱包${seq}` }));
}

async function balance(accountId: number) {
  return (await balancesOf(t.db, [accountId])).get(accountId)!;
}

async function expectLedgerWhole() {
  expect(await ledgerDifferences(t.db)).toEqual([]);
  expect(await unbalancedMovements(t.db)).toEqual([]);
  const [{ total }] = (await t.db.select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balanceFen}), 0)` }).from(ledgerAccounts)) as { total: string }[];
  expect(Number(total)).toBe(0);
}

beforeAll(async () => {
  t = await openTestDatabase();
  bank = (await platformAccounts(t.db)).bank;
}, 120_000);

afterAll(async () => {
  await t?.cleanup();
});

describe('a movement', () => {
  it('moves money in balanced lines, each with the balance it left', async () => {
    const w = await newWallet();
    const posted = await t.db.transaction((tx) => topUp(tx, bank, w, 10_000, key('topup')));
    expect(posted.repeated).toBe(false);
    expect(posted.lines.find((l) => l.accountId === w.available)).toEqual({ accountId: w.available, amountFen: 10_000, balanceAfterFen: 10_000 });
    expect(await balance(w.available)).toBe(10_000);
    const lines = await t.db.select().from(ledgerLines).where(eq(ledgerLines.movementId, posted.movementId));
    expect(lines.reduce((s, l) => s + l.amountFen, 0)).toBe(0);
    await expectLedgerWhole();
  });

  it('refuses unbalanced, zero, fractional or single-line movements and writes nothing', async () => {
    const w = await newWallet();
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerMovements))[0].n;
    const attempts = [
      [
        { accountId: bank, amountFen: -100 },
        { accountId: w.available, amountFen: 99 },
      ],
      [
        { accountId: bank, amountFen: 0 },
        { accountId: w.available, amountFen: 0 },
      ],
      [
        { accountId: bank, amountFen: -1.5 },
        { accountId: w.available, amountFen: 1.5 },
      ],
      [{ accountId: w.available, amountFen: 0 }],
      [
        { accountId: w.available, amountFen: -5 },
        { accountId: w.available, amountFen: 5 },
      ],
    ];
    const messages = await Promise.all(attempts.map((lines) => refusalOf(post(t.db, { kind: 'adjustment', ...key('bad'), lines }))));
    expect(messages).toEqual([
      LEDGER_MESSAGES.unbalanced,
      LEDGER_MESSAGES.badAmount,
      LEDGER_MESSAGES.badAmount,
      LEDGER_MESSAGES.badAmount,
      LEDGER_MESSAGES.unbalanced,
    ]);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerMovements))[0].n).toBe(before);
  });

  it('is idempotent by business key: a repeat returns the first result and moves nothing', async () => {
    const w = await newWallet();
    const k = key('topup-once');
    const first = await t.db.transaction((tx) => topUp(tx, bank, w, 5_000, k));
    const again = await t.db.transaction((tx) => topUp(tx, bank, w, 7_000, k));
    expect(again).toEqual({ ...first, repeated: true });
    expect(await balance(w.available)).toBe(5_000);
    // concurrent repeats of one key: exactly one moves money
    const k2 = key('topup-race');
    const results = await Promise.all(Array.from({ length: 10 }, () => t.db.transaction((tx) => topUp(tx, bank, w, 1_000, k2))));
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    expect(await balance(w.available)).toBe(6_000);
    await expectLedgerWhole();
  });

  it('never takes a wallet below zero, and rolls back the whole movement when one line is refused', async () => {
    const a = await newWallet();
    const b = await newWallet();
    await t.db.transaction((tx) => topUp(tx, bank, a, 300, key('topup')));
    expect(await refusalOf(t.db.transaction((tx) => pay(tx, a, b.available, 301, key('pay'))))).toBe(LEDGER_MESSAGES.insufficient);
    expect([await balance(a.available), await balance(b.available)]).toEqual([300, 0]);
    await expectLedgerWhole();
  });
});

describe('a refused movement inside a longer transaction', () => {
  it('leaves nothing behind even when the caller catches the refusal and commits the rest', async () => {
    const poor = await newWallet();
    const rich = await newWallet();
    // rich is created after poor, so its account ids are higher: the credit to poor is applied
    // before the debit of … poor's payer is refused; the savepoint must undo the credit.
    await t.db.transaction(async (tx) => {
      const refused = await refusalOf(pay(tx, rich, poor.available, 700, key('pay')));
      expect(refused).toBe(LEDGER_MESSAGES.insufficient);
      await topUp(tx, bank, rich, 300, key('topup'));
    });
    expect([await balance(poor.available), await balance(rich.available)]).toEqual([0, 300]);
    await expectLedgerWhole();
  });
});

describe('concurrent debits', () => {
  it('50 payments of 30.00 against 1 000.00: 33 succeed, the balance ends at 10.00, never below zero', async () => {
    const payer = await newWallet();
    const payee = await newWallet();
    await t.db.transaction((tx) => topUp(tx, bank, payer, 100_000, key('topup')));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => t.db.transaction((tx) => pay(tx, payer, payee.available, 3_000, key(`race-${i}`)))),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason);
    expect(succeeded).toBe(33);
    expect(refused.every((r) => r instanceof Refusal && r.message === LEDGER_MESSAGES.insufficient)).toBe(true);
    expect(await balance(payer.available)).toBe(1_000);
    expect(await balance(payee.available)).toBe(99_000);
    await expectLedgerWhole();
  });

  it('50 withdrawals of 30.00 against 1 000.00 freeze exactly what was there', async () => {
    const w = await newWallet();
    await t.db.transaction((tx) => topUp(tx, bank, w, 100_000, key('topup')));
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => t.db.transaction((tx) => requestWithdrawal(tx, w, 3_000, key(`wd-${i}`)))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(33);
    expect([await balance(w.available), await balance(w.frozen)]).toEqual([1_000, 99_000]);
    await expectLedgerWhole();
  });
});

describe('withdrawals and frozen wallets', () => {
  it('a withdrawal freezes at request; paid, it leaves; returned, it is available again — each with its own lines', async () => {
    const w = await newWallet();
    await t.db.transaction((tx) => topUp(tx, bank, w, 50_000, key('topup')));
    await t.db.transaction((tx) => requestWithdrawal(tx, w, 20_000, { businessKey: `wd:a:${w.walletId}` }));
    await t.db.transaction((tx) => requestWithdrawal(tx, w, 10_000, { businessKey: `wd:b:${w.walletId}` }));
    expect([await balance(w.available), await balance(w.frozen)]).toEqual([20_000, 30_000]);
    await t.db.transaction((tx) => completeWithdrawal(tx, bank, w, 20_000, { businessKey: `wd-paid:a:${w.walletId}` }));
    await t.db.transaction((tx) => returnWithdrawal(tx, w, 10_000, { businessKey: `wd-returned:b:${w.walletId}` }));
    expect([await balance(w.available), await balance(w.frozen)]).toEqual([30_000, 0]);
    // a second bank callback for the same withdrawal moves nothing
    const again = await t.db.transaction((tx) => completeWithdrawal(tx, bank, w, 20_000, { businessKey: `wd-paid:a:${w.walletId}` }));
    expect(again.repeated).toBe(true);
    // more than is frozen cannot be paid out
    expect(await refusalOf(t.db.transaction((tx) => completeWithdrawal(tx, bank, w, 1, key('wd-paid'))))).toBe(LEDGER_MESSAGES.insufficient);
    await expectLedgerWhole();
  });

  it('a frozen wallet (status 1) cannot pay or withdraw, but can still receive and get a withdrawal back', async () => {
    const w = await newWallet();
    const other = await newWallet();
    await t.db.transaction((tx) => topUp(tx, bank, w, 10_000, key('topup')));
    await t.db.transaction((tx) => requestWithdrawal(tx, w, 4_000, key('wd')));
    await t.db.update(wallets).set({ status: 1 }).where(eq(wallets.id, w.walletId));
    expect(await refusalOf(t.db.transaction((tx) => pay(tx, w, other.available, 100, key('pay'))))).toBe(LEDGER_MESSAGES.frozen);
    expect(await refusalOf(t.db.transaction((tx) => requestWithdrawal(tx, w, 100, key('wd'))))).toBe(LEDGER_MESSAGES.frozen);
    await t.db.transaction((tx) => topUp(tx, bank, other, 500, key('topup')));
    await t.db.transaction((tx) => pay(tx, other, w.available, 500, key('pay-in')));
    await t.db.transaction((tx) => returnWithdrawal(tx, w, 4_000, key('wd-returned')));
    expect(await balance(w.frozen)).toBe(0);
    expect(await balance(w.available)).toBe(10_500);
    await expectLedgerWhole();
  });
});

describe('the ledger over random sequences of movements', () => {
  it('always balances, keeps every balance equal to its journal, and never goes below a floor', async () => {
    const pool = [await newWallet(), await newWallet(), await newWallet()];
    const op = fc.oneof(
      fc.record({ type: fc.constant('topup' as const), to: fc.nat(2), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ type: fc.constant('pay' as const), from: fc.nat(2), to: fc.nat(2), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({
        type: fc.constant('withdraw' as const),
        from: fc.nat(2),
        amount: fc.integer({ min: 1, max: 50_000 }),
        outcome: fc.constantFrom('paid', 'returned', 'pending'),
      }),
      fc.record({ type: fc.constant('repeat' as const), back: fc.nat(5) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const keys: string[] = [];
        for (const o of ops) {
          // true when the movement was posted; a refusal must be one of the ledger's own
          const attempt = async (fn: () => Promise<unknown>) => {
            try {
              await fn();
              return true;
            } catch (error) {
              if (!(error instanceof Refusal)) throw error;
              expect([LEDGER_MESSAGES.insufficient, LEDGER_MESSAGES.unbalanced]).toContain(error.message);
              return false;
            }
          };
          if (o.type === 'topup') {
            const k = key('p-topup');
            if (await attempt(() => t.db.transaction((tx) => topUp(tx, bank, pool[o.to], o.amount, k)))) keys.push(k.businessKey);
          } else if (o.type === 'pay') {
            const k = key('p-pay');
            if (await attempt(() => t.db.transaction((tx) => pay(tx, pool[o.from], pool[o.to].available, o.amount, k)))) keys.push(k.businessKey);
          } else if (o.type === 'withdraw') {
            const k = key('p-wd');
            await attempt(() =>
              t.db.transaction(async (tx) => {
                await requestWithdrawal(tx, pool[o.from], o.amount, k);
                if (o.outcome === 'paid') await completeWithdrawal(tx, bank, pool[o.from], o.amount, { businessKey: `${k.businessKey}:paid` });
                if (o.outcome === 'returned') await returnWithdrawal(tx, pool[o.from], o.amount, { businessKey: `${k.businessKey}:returned` });
              }),
            );
          } else if (keys.length) {
            // a retried request of a posted movement: same business key, any amount — nothing moves
            const before = await balancesOf(
              t.db,
              pool.flatMap((w) => [w.available, w.frozen]),
            );
            const k = keys[Math.max(0, keys.length - 1 - o.back)];
            await attempt(() =>
              t.db.transaction((tx) =>
                postMovement(tx, {
                  kind: 'adjustment',
                  businessKey: k,
                  lines: [
                    { accountId: bank, amountFen: -1 },
                    { accountId: pool[0].available, amountFen: 1 },
                  ],
                }),
              ),
            );
            expect(
              await balancesOf(
                t.db,
                pool.flatMap((w) => [w.available, w.frozen]),
              ),
            ).toEqual(before);
          }
        }
        for (const w of pool) {
          expect(await balance(w.available)).toBeGreaterThanOrEqual(0);
          expect(await balance(w.frozen)).toBeGreaterThanOrEqual(0);
        }
        await expectLedgerWhole();
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
