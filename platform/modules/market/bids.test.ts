import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BID_MESSAGES } from '../../contract/market/marketplace';
import { bidHistory, cargoQuotes, cargoSources, messages, orderHistory, orders, users } from '../../db/schema';
import { nextIp, t, tokens, withSignedInPlatform } from '../auth/testing';
import { copyOfSeedCargo } from '../../testing/seed-cargo';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // owns the steel cargo of the seed
const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const AGENT = DEMO_ACCOUNTS.agent.mobile;
const INDIVIDUAL_AGENT = DEMO_ACCOUNTS.individualAgent.mobile;
const DRIVER = DEMO_ACCOUNTS.driver.mobile;
const HOUR = 3600_000;

withSignedInPlatform([SHIPPER, OTHER_SHIPPER, CARRIER, AGENT, INDIVIDUAL_AGENT, DRIVER]);

/** A fresh bid cargo of the steel shipper (10 vehicles), open for quotes until `deadline`. */
const bidCargo = (overrides: Partial<typeof cargoSources.$inferInsert> = {}) =>
  copyOfSeedCargo(t.db, '3', { bidStatus: '1', deadline: new Date(Date.now() + HOUR), ...overrides });

const post = (mobile: string, path: string, json: unknown) => t.call(path, { token: tokens[mobile], ip: nextIp(), json });
const quote = (mobile: string, cargoId: number, unitPriceFen: number, vehicleCount: number, remark?: string) =>
  post(mobile, '/bid/quote', { cargoId, unitPriceFen, vehicleCount, remark });
const view = (mobile: string, cargoId: number) => t.call(`/bid/getByCargo/${cargoId}`, { token: tokens[mobile] });
const passDeadline = (cargoId: number, ago = HOUR) =>
  t.db
    .update(cargoSources)
    .set({ deadline: new Date(Date.now() - ago) })
    .where(eq(cargoSources.id, cargoId));

describe('quoting', () => {
  it('keeps quotes sealed: each bidder sees its own, the shipper only how many', async () => {
    const c = await bidCargo();
    expect((await quote(CARRIER, c.id, 21000, 4, '可提供鞍座车')).body).toMatchObject({ code: 200, message: BID_MESSAGES.quoted });
    expect((await quote(AGENT, c.id, 20500, 6)).body.code).toBe(200);

    const asCarrier = (await view(CARRIER, c.id)).body.data;
    expect(asCarrier.quotes).toHaveLength(1);
    expect(asCarrier.quotes[0]).toMatchObject({ unitPriceFen: 21000, vehicleCount: 4, remark: '可提供鞍座车', mine: true });
    const asShipper = (await view(SHIPPER, c.id)).body.data;
    expect(asShipper).toMatchObject({ bidStatus: '1', quoteCount: 2, quotes: [], mine: true });
    // Another company's shipper learns nothing either.
    expect((await view(OTHER_SHIPPER, c.id)).body.data).toMatchObject({ quoteCount: 0, quotes: [] });
  });

  it('changes, withdraws and quotes again, each move in the history', async () => {
    const c = await bidCargo();
    await quote(CARRIER, c.id, 21000, 4);
    expect((await quote(CARRIER, c.id, 19900, 5)).body).toMatchObject({ code: 200, message: BID_MESSAGES.changed });
    expect((await post(CARRIER, '/bid/withdraw', { cargoId: c.id })).body).toMatchObject({ code: 200, message: BID_MESSAGES.withdrawn });
    expect((await post(CARRIER, '/bid/withdraw', { cargoId: c.id })).body).toMatchObject({ code: 400, message: BID_MESSAGES.noQuote });
    expect((await quote(CARRIER, c.id, 20000, 5)).body.code).toBe(200);
    const rows = await t.db.select().from(cargoQuotes).where(eq(cargoQuotes.cargoId, c.id));
    expect(rows).toMatchObject([{ unitPriceFen: 20000, vehicleCount: 5, status: '0' }]);
    const history = await t.db.select().from(bidHistory).where(eq(bidHistory.cargoId, c.id)).orderBy(bidHistory.id);
    expect(history.map((h) => h.action)).toEqual(['quote', 'change', 'withdraw', 'requote']);
  });

  it('refuses what the rules forbid and changes nothing', async () => {
    const c = await bidCargo();
    expect((await quote(SHIPPER, c.id, 100, 1)).body).toMatchObject({ code: 400, message: BID_MESSAGES.notCapacity });
    expect((await quote(DRIVER, c.id, 100, 1)).body).toMatchObject({ code: 400, message: BID_MESSAGES.notCapacity });
    expect((await quote(CARRIER, c.id, 100, 11)).body).toMatchObject({ code: 400, message: BID_MESSAGES.tooManyVehicles(10) });
    expect((await quote(CARRIER, c.id, 0, 1)).body).toMatchObject({ code: 400, message: BID_MESSAGES.priceInvalid });
    expect((await quote(CARRIER, c.id, 100, 0)).body).toMatchObject({ code: 400, message: BID_MESSAGES.vehiclesInvalid });
    expect((await post(CARRIER, '/bid/quote', { cargoId: c.id, vehicleCount: 1 })).body).toMatchObject({ code: 400, message: BID_MESSAGES.priceRequired });

    const due = await bidCargo({ deadline: new Date(Date.now() - 1000) });
    expect((await quote(CARRIER, due.id, 100, 1)).body).toMatchObject({ code: 400, message: BID_MESSAGES.notOpenForQuotes });
    const grab = await bidCargo({ businessType: '2' });
    expect((await quote(CARRIER, grab.id, 100, 1)).body).toMatchObject({ code: 400, message: BID_MESSAGES.notBid });
    const draft = await bidCargo({ status: 'draft', bidStatus: '0' });
    expect((await quote(CARRIER, draft.id, 100, 1)).body).toMatchObject({ code: 404, message: BID_MESSAGES.notFound });

    for (const id of [c.id, due.id, grab.id, draft.id]) {
      expect(await t.db.select().from(cargoQuotes).where(eq(cargoQuotes.cargoId, id))).toHaveLength(0);
    }
  });
});

describe('opening and awarding', () => {
  it('opens only after the deadline, then awards: orders of source 2 for the winners, the rest lose', async () => {
    const c = await bidCargo();
    const a = (await quote(CARRIER, c.id, 21000, 4)).body.data.quoteId;
    const b = (await quote(AGENT, c.id, 20500, 6)).body.data.quoteId;
    const l = (await quote(INDIVIDUAL_AGENT, c.id, 23000, 10)).body.data.quoteId;

    expect((await post(SHIPPER, '/bid/open', { cargoId: c.id })).body).toMatchObject({ code: 400, message: BID_MESSAGES.notYetDue });
    expect((await post(SHIPPER, '/bid/award', { cargoId: c.id, quoteIds: [a] })).body).toMatchObject({ code: 400, message: BID_MESSAGES.notOpened });
    await passDeadline(c.id);
    expect((await post(OTHER_SHIPPER, '/bid/open', { cargoId: c.id })).body).toMatchObject({ code: 404 });
    expect((await post(CARRIER, '/bid/open', { cargoId: c.id })).body).toMatchObject({ code: 404 });
    expect((await post(SHIPPER, '/bid/open', { cargoId: c.id })).body).toMatchObject({ code: 200, message: BID_MESSAGES.opened, data: { bidStatus: '2' } });

    const opened = (await view(SHIPPER, c.id)).body.data;
    expect(opened.quotes.map((q: { id: number }) => q.id)).toEqual([b, a, l]); // cheapest first
    expect((await post(SHIPPER, '/bid/award', { cargoId: c.id, quoteIds: [a, b, l] })).body).toMatchObject({
      code: 400,
      message: BID_MESSAGES.awardTooMany(10),
    });
    expect((await post(SHIPPER, '/bid/award', { cargoId: c.id, quoteIds: [] })).body).toMatchObject({ code: 400, message: BID_MESSAGES.awardNone });

    const awarded = await post(SHIPPER, '/bid/award', { cargoId: c.id, quoteIds: [a, b] });
    expect(awarded.body).toMatchObject({ code: 200, message: BID_MESSAGES.awarded });
    const made = await t.db.select().from(orders).where(eq(orders.cargoId, c.id)).orderBy(orders.id);
    expect(made.map((o) => [o.source, o.status, o.vehicleCount, o.unitPriceFen])).toEqual([
      ['2', 'ACCEPT', 4, 21000],
      ['2', 'WAITALLOT', 6, 20500], // the agent's order waits for its appointment
    ]);
    const hist = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, made[0].id));
    expect(hist).toMatchObject([{ fromStatus: null, toStatus: 'ACCEPT', action: 'award' }]);
    const quotes = await t.db.select().from(cargoQuotes).where(eq(cargoQuotes.cargoId, c.id)).orderBy(cargoQuotes.id);
    expect(quotes.map((q) => q.status)).toEqual(['1', '1', '2']);
    const [after] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, c.id));
    expect(after).toMatchObject({ bidStatus: '4', status: 'done', vehiclesRemaining: 0 });
    expect((await post(SHIPPER, '/bid/award', { cargoId: c.id, quoteIds: [l] })).body).toMatchObject({ code: 400, message: BID_MESSAGES.notOpened });
    // Winners and the loser are told.
    const inbox = async (mobile: string) => {
      const [u] = await t.db.select().from(users).where(eq(users.mobile, mobile));
      return (await t.db.select().from(messages).where(eq(messages.userId, u.id))).map((m) => m.content).join('\n');
    };
    expect(await inbox(CARRIER)).toContain(`${made[0].orderNo}`);
    expect(await inbox(INDIVIDUAL_AGENT)).toContain(`${c.sourceNo}的报价未中标`);
    // The loser sees its own quote marked lost.
    expect((await view(INDIVIDUAL_AGENT, c.id)).body.data.quotes).toMatchObject([{ id: l, status: '2' }]);
  });

  it('fails at opening without quotes, and when no award comes within seven days', async () => {
    const empty = await bidCargo({ deadline: new Date(Date.now() - HOUR) });
    expect((await post(SHIPPER, '/bid/open', { cargoId: empty.id })).body).toMatchObject({
      code: 200,
      message: BID_MESSAGES.openedNoQuotes,
      data: { bidStatus: '3' },
    });
    expect((await t.db.select().from(cargoSources).where(eq(cargoSources.id, empty.id)))[0]).toMatchObject({ bidStatus: '3', status: 'closed' });

    const late = await bidCargo();
    await quote(CARRIER, late.id, 21000, 4);
    await passDeadline(late.id, 8 * 24 * HOUR);
    expect((await post(SHIPPER, '/bid/open', { cargoId: late.id })).body).toMatchObject({ code: 400, message: BID_MESSAGES.tooLate });
    expect((await view(CARRIER, late.id)).body.data).toMatchObject({ bidStatus: '3', quotes: [{ status: '2' }] });
  });
});
