import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAB_MESSAGES, WALLET_REQUIRED_MESSAGES } from '../../contract/market/marketplace';
import { cargoQuotes, cargoSources, orders, users, wallets } from '../../db/schema';
import { nextIp, t, tokens, withSignedInPlatform } from '../auth/testing';
import { copyOfSeedCargo } from '../../testing/seed-cargo';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { seedCapacityWallets } from '../../seed/areas/capacity-wallets';
import { httpBank } from '../money/bank/http-bank';
import { startBankStandIn, type BankStandIn } from '../money/bank/stand-in';

// Issue 42: a load paid online (线上支付) is taken only by a party with an opened wallet — grabbed,
// quoted, confirmed or awarded — and the refusal names what to do. The seed opens the wallets of 顺达,
// 恒通 and 赵春生 at the configured bank (seed/areas/capacity-wallets.ts; the tests' seed has no bank,
// so this file runs that step against the bank stand-in); 通江达 keeps none.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // owns the steel cargo of the seed
const NO_WALLET = DEMO_ACCOUNTS.tongjiangCarrier.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const HOUR = 3600_000;

withSignedInPlatform([SHIPPER, NO_WALLET, CARRIER]);

const SECRET = 'wallet-rule-test-secret-0123456789abcdef';
let bank: BankStandIn;
const seedWallets = () =>
  seedCapacityWallets(t.db, { log: { info: () => {} }, bank: httpBank({ url: bank.url, platformId: 'PLATFORM-TEST', secret: SECRET, timeoutMs: 8000 }) });
beforeAll(async () => {
  bank = await startBankStandIn({ secret: SECRET });
  await seedWallets();
});
afterAll(() => bank.close());

const post = (mobile: string, path: string, json: unknown) => t.call(path, { token: tokens[mobile], ip: nextIp(), json });
const grab = (mobile: string, cargoId: number, vehicleCount = 1) => post(mobile, '/goodsSource/grab', { cargoId, vehicleCount });
const ordersOf = (cargoId: number) => t.db.select().from(orders).where(eq(orders.cargoId, cargoId));

describe('a load paid online and a carrier without an opened wallet', () => {
  it('the seed opened the wallets of the demo parties that take such loads, and not 通江达’s', async () => {
    const opened = await t.db
      .select({ mobile: users.mobile, userType: wallets.userType, memberCode: wallets.memberCode })
      .from(wallets)
      .innerJoin(users, eq(users.id, wallets.userId))
      .where(isNotNull(wallets.memberCode));
    const mobiles = opened.map((o) => o.mobile);
    expect(mobiles.sort()).toEqual([CARRIER, DEMO_ACCOUNTS.agent.mobile, DEMO_ACCOUNTS.individualAgent.mobile].sort());
    // opened at the bank: members it knows (its codes), a person's wallet for the individual agent
    expect(opened.every((o) => /^M\d{8}$/.test(o.memberCode!))).toBe(true);
    expect(opened.find((o) => o.mobile === DEMO_ACCOUNTS.individualAgent.mobile)?.userType).toBe(2);
    // once: a second run opens nothing more
    await seedWallets();
    expect(await t.db.select().from(wallets).where(isNotNull(wallets.memberCode))).toHaveLength(3);
  });

  it('refuses the grab with the message naming the wallet, and takes nothing; an offline load is taken', async () => {
    const online = await copyOfSeedCargo(t.db, '2', { payType: 'online', autoConfirm: false });
    const refused = await grab(NO_WALLET, online.id);
    expect(refused.body).toMatchObject({ code: 400, message: WALLET_REQUIRED_MESSAGES.grab, data: { field: 'wallet' } });
    expect(refused.body.message).toContain('开通钱包');
    expect((await t.db.select().from(cargoSources).where(eq(cargoSources.id, online.id)))[0].vehiclesRemaining).toBe(10);
    expect(await ordersOf(online.id)).toHaveLength(0);
    // the carrier with an opened wallet takes it
    expect((await grab(CARRIER, online.id)).body).toMatchObject({ code: 200, message: GRAB_MESSAGES.success });

    const offline = await copyOfSeedCargo(t.db, '2', { payType: 'outline', autoConfirm: false });
    expect((await grab(NO_WALLET, offline.id)).body).toMatchObject({ code: 200 });
  });

  it('refuses the shipper’s confirmation of such a grab, which stays waiting', async () => {
    // grabbed while paid offline; the load is paid online by the time the shipper confirms
    const c = await copyOfSeedCargo(t.db, '2', { payType: 'outline', autoConfirm: false });
    const { orderId } = (await grab(NO_WALLET, c.id)).body.data;
    await t.db.update(cargoSources).set({ payType: 'online' }).where(eq(cargoSources.id, c.id));
    const refused = await post(SHIPPER, '/order/grabDecision', { orderId, action: 'confirm' });
    expect(refused.body).toMatchObject({ code: 400, message: WALLET_REQUIRED_MESSAGES.taker });
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('WAITACCEPT');
    // a rejection is still possible
    expect((await post(SHIPPER, '/order/grabDecision', { orderId, action: 'reject' })).body.code).toBe(200);
  });

  it('refuses a quote, and an award to a bidder without one', async () => {
    const online = await copyOfSeedCargo(t.db, '3', { payType: 'online', bidStatus: '1', deadline: new Date(Date.now() + HOUR) });
    const refused = await post(NO_WALLET, '/bid/quote', { cargoId: online.id, unitPriceFen: 20000, vehicleCount: 2 });
    expect(refused.body).toMatchObject({ code: 400, message: WALLET_REQUIRED_MESSAGES.quote });
    expect(await t.db.select().from(cargoQuotes).where(eq(cargoQuotes.cargoId, online.id))).toHaveLength(0);

    const c = await copyOfSeedCargo(t.db, '3', { payType: 'outline', bidStatus: '1', deadline: new Date(Date.now() + HOUR) });
    const quoteId = (await post(NO_WALLET, '/bid/quote', { cargoId: c.id, unitPriceFen: 20000, vehicleCount: 2 })).body.data.quoteId;
    await t.db
      .update(cargoSources)
      .set({ payType: 'online', deadline: new Date(Date.now() - HOUR) })
      .where(eq(cargoSources.id, c.id));
    expect((await post(SHIPPER, '/bid/open', { cargoId: c.id })).body.code).toBe(200);
    expect((await post(SHIPPER, '/bid/award', { cargoId: c.id, quoteIds: [quoteId] })).body).toMatchObject({
      code: 400,
      message: WALLET_REQUIRED_MESSAGES.taker,
    });
    expect(await ordersOf(c.id)).toHaveLength(0);
    const [quote] = await t.db
      .select()
      .from(cargoQuotes)
      .where(and(eq(cargoQuotes.id, quoteId), eq(cargoQuotes.status, '0')));
    expect(quote).toBeTruthy();
  });
});
