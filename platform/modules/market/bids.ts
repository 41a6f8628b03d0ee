// Bidding on bid cargo (business type 3): carriers and agents quote until the deadline and may
// change or withdraw their own quote; quotes stay sealed (each bidder sees only its own) until
// the shipper opens them after the deadline; the shipper awards one or more quotes, each of which
// becomes an order (source 2). No quotes at opening, or no award within BID_AWARD_DAYS: failed.
// Each move is one transaction that checks the current state and writes a bid_history row.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BID_AWARD_DAYS,
  BID_MESSAGES,
  BID_TRANSITIONS,
  GRABBING_ROLES,
  freightFen,
  nextState,
  type BidStatus,
  type QuoteStatus,
  WALLET_REQUIRED_MESSAGES,
} from '../../contract/market/marketplace';
import { type BidView, type Quote } from '../../contract/market/views';
import type { Db, Tx } from '../../db/client';
import { bidHistory, cargoQuotes, cargoSources, companies, orderHistory, users } from '../../db/schema';
import type { Role } from '../../contract/auth/user';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { isBlocked } from '../capacity/blacklist';
import { notify } from '../workspace/service';
import { isOwner, type Cargo } from './access';
import { ORDER_ORIGINS, cargoOrderTerms, insertOrder } from './orders';
import { checkPerOrderLimit, requireQualified } from './rules';
import { requireWalletForOnlinePay } from './wallet-rule';

const DAY_MS = 24 * 3600 * 1000;
/** Quoting roles: the capacity side, drivers excepted (they take grab cargo, not tenders). */
const QUOTING_ROLES: readonly Role[] = GRABBING_ROLES.filter((role) => role !== 'driver');

/** Locks the cargo row for the rest of the transaction: moves on one bid run one at a time. */
async function lockBidCargo(tx: Tx, auth: Auth, cargoId: number): Promise<Cargo> {
  const [cargo] = await tx.select().from(cargoSources).where(eq(cargoSources.id, cargoId)).for('update');
  if (!cargo || (!isOwner(auth, cargo) && (cargo.status === 'draft' || cargo.publishScope !== 'public'))) refuse(BID_MESSAGES.notFound, 404);
  if (cargo.businessType !== '3') refuse(BID_MESSAGES.notBid);
  return cargo;
}

async function moveBid(tx: Tx, auth: Auth, cargo: Cargo, action: 'open' | 'award' | 'fail', remark?: string): Promise<BidStatus> {
  const move = nextState(BID_TRANSITIONS, cargo.bidStatus ?? '0', action);
  if (!move) refuse(action === 'award' ? BID_MESSAGES.notOpened : BID_MESSAGES.notPublished);
  await tx
    .update(cargoSources)
    .set({
      bidStatus: move.to,
      ...(action === 'open' ? { bidOpenedAt: new Date() } : {}),
      // A failed or finished bid leaves the hall.
      ...(move.to === '3' ? { status: 'closed' } : move.to === '4' ? { status: 'done' } : {}),
    })
    .where(eq(cargoSources.id, cargo.id));
  await tx
    .insert(bidHistory)
    .values({ cargoId: cargo.id, action, fromStatus: move.from, toStatus: move.to, actorUserId: auth.user.id, remark: remark ?? move.label });
  return move.to;
}

/** A bid past its award window fails (checked whenever the bid is touched). */
async function failIfStale(tx: Tx, auth: Auth, cargo: Cargo): Promise<boolean> {
  const stale = cargo.deadline && cargo.deadline.getTime() + BID_AWARD_DAYS * DAY_MS <= Date.now();
  if (!stale || (cargo.bidStatus !== '1' && cargo.bidStatus !== '2')) return false;
  await tx
    .update(cargoQuotes)
    .set({ status: '2', updatedAt: new Date() })
    .where(and(eq(cargoQuotes.cargoId, cargo.id), eq(cargoQuotes.status, '0')));
  await moveBid(tx, auth, cargo, 'fail', BID_MESSAGES.tooLate);
  return true;
}

function acceptsQuotes(cargo: Cargo): boolean {
  return cargo.status === 'published' && cargo.bidStatus === '1' && (!cargo.deadline || cargo.deadline.getTime() > Date.now());
}

/** Quote, or change one's quote, or quote again after withdrawing. */
export async function submitQuote(db: Db, auth: Auth, input: { cargoId: number; unitPriceFen: number; vehicleCount: number; remark?: string }) {
  if (!QUOTING_ROLES.includes(auth.role)) refuse(BID_MESSAGES.notCapacity);
  requireQualified(auth);
  return db.transaction(async (tx) => {
    const cargo = await lockBidCargo(tx, auth, input.cargoId);
    if (isOwner(auth, cargo)) refuse(BID_MESSAGES.ownCargo);
    if (!acceptsQuotes(cargo)) refuse(BID_MESSAGES.notOpenForQuotes);
    if (input.vehicleCount > cargo.vehicleCount) refuse(BID_MESSAGES.tooManyVehicles(cargo.vehicleCount));
    const blocked = await isBlocked(tx, { companyId: cargo.shipperCompanyId, userId: cargo.shipperUserId }, { companyId: auth.user.companyId ?? undefined });
    if (blocked) refuse(blocked.message);
    await checkPerOrderLimit(tx, cargo.shipperUserId, input.vehicleCount);
    await requireWalletForOnlinePay(tx, cargo, { companyId: auth.user.companyId, userId: auth.user.id }, WALLET_REQUIRED_MESSAGES.quote);
    const [existing] = await tx
      .select()
      .from(cargoQuotes)
      .where(and(eq(cargoQuotes.cargoId, cargo.id), eq(cargoQuotes.bidderUserId, auth.user.id)));
    const values = {
      unitPriceFen: input.unitPriceFen,
      vehicleCount: input.vehicleCount,
      remark: input.remark || null,
      status: '0' as const,
      updatedAt: new Date(),
    };
    let quoteId: number;
    let action: 'quote' | 'change' | 'requote';
    if (existing) {
      action = existing.status === '3' ? 'requote' : 'change';
      await tx.update(cargoQuotes).set(values).where(eq(cargoQuotes.id, existing.id));
      quoteId = existing.id;
    } else {
      action = 'quote';
      const [row] = await tx
        .insert(cargoQuotes)
        .values({ ...values, cargoId: cargo.id, bidderUserId: auth.user.id, bidderCompanyId: auth.user.companyId })
        .returning({ id: cargoQuotes.id });
      quoteId = row.id;
    }
    await tx.insert(bidHistory).values({
      cargoId: cargo.id,
      quoteId,
      action,
      fromStatus: existing?.status ?? null,
      toStatus: '0',
      actorUserId: auth.user.id,
      remark: `单价${(input.unitPriceFen / 100).toFixed(2)}元/吨，${input.vehicleCount}车`,
    });
    return { quoteId, message: action === 'change' ? BID_MESSAGES.changed : BID_MESSAGES.quoted };
  });
}

export async function withdrawQuote(db: Db, auth: Auth, cargoId: number) {
  return db.transaction(async (tx) => {
    const cargo = await lockBidCargo(tx, auth, cargoId);
    if (!acceptsQuotes(cargo)) refuse(BID_MESSAGES.notOpenForQuotes);
    const [quote] = await tx
      .update(cargoQuotes)
      .set({ status: '3', updatedAt: new Date() })
      .where(and(eq(cargoQuotes.cargoId, cargo.id), eq(cargoQuotes.bidderUserId, auth.user.id), eq(cargoQuotes.status, '0')))
      .returning({ id: cargoQuotes.id });
    if (!quote) refuse(BID_MESSAGES.noQuote);
    await tx.insert(bidHistory).values({ cargoId: cargo.id, quoteId: quote.id, action: 'withdraw', fromStatus: '0', toStatus: '3', actorUserId: auth.user.id });
    return { quoteId: quote.id };
  });
}

/** The shipper opens the sealed quotes once the deadline has passed. */
export async function openBid(db: Db, auth: Auth, cargoId: number, early = false) {
  return db.transaction(async (tx) => {
    const cargo = await lockBidCargo(tx, auth, cargoId);
    if (!isOwner(auth, cargo)) refuse(BID_MESSAGES.notFound, 404);
    if (await failIfStale(tx, auth, cargo)) refuse(BID_MESSAGES.tooLate);
    if (cargo.bidStatus !== '1') refuse(BID_MESSAGES.notPublished);
    if (cargo.deadline && cargo.deadline.getTime() > Date.now()) {
      if (!early) refuse(BID_MESSAGES.notYetDue);
      // Ending quoting early: the deadline becomes now, so no quote can slip in after opening.
      cargo.deadline = new Date();
      await tx.update(cargoSources).set({ deadline: cargo.deadline }).where(eq(cargoSources.id, cargo.id));
      await tx
        .insert(bidHistory)
        .values({ cargoId: cargo.id, action: 'closeEarly', fromStatus: '1', toStatus: '1', actorUserId: auth.user.id, remark: BID_MESSAGES.closedEarly });
    }
    const [{ live }] = await tx
      .select({ live: sql<number>`count(*)::int` })
      .from(cargoQuotes)
      .where(and(eq(cargoQuotes.cargoId, cargo.id), eq(cargoQuotes.status, '0')));
    if (live === 0) {
      await moveBid(tx, auth, cargo, 'fail', BID_MESSAGES.openedNoQuotes);
      return { bidStatus: '3' as BidStatus, message: BID_MESSAGES.openedNoQuotes };
    }
    return { bidStatus: await moveBid(tx, auth, cargo, 'open'), message: BID_MESSAGES.opened };
  });
}

/** The shipper awards quotes: each becomes an order (source 2); the others lose. */
export async function awardBid(db: Db, auth: Auth, input: { cargoId: number; quoteIds: number[] }) {
  return db.transaction(async (tx) => {
    const cargo = await lockBidCargo(tx, auth, input.cargoId);
    if (!isOwner(auth, cargo)) refuse(BID_MESSAGES.notFound, 404);
    if (await failIfStale(tx, auth, cargo)) refuse(BID_MESSAGES.tooLate);
    if (cargo.bidStatus !== '2') refuse(BID_MESSAGES.notOpened);
    const ids = [...new Set(input.quoteIds)];
    const chosen = await tx
      .select()
      .from(cargoQuotes)
      .where(and(eq(cargoQuotes.cargoId, cargo.id), eq(cargoQuotes.status, '0'), inArray(cargoQuotes.id, ids)));
    if (chosen.length !== ids.length) refuse(BID_MESSAGES.awardUnknown);
    const vehicles = chosen.reduce((sum, q) => sum + q.vehicleCount, 0);
    if (vehicles > cargo.vehicleCount) refuse(BID_MESSAGES.awardTooMany(cargo.vehicleCount));
    for (const quote of chosen) {
      await requireWalletForOnlinePay(tx, cargo, { companyId: quote.bidderCompanyId, userId: quote.bidderUserId }, WALLET_REQUIRED_MESSAGES.taker);
    }

    const created: { quoteId: number; orderId: number; orderNo: string }[] = [];
    for (const quote of chosen) {
      // The cargo's share of the weight, at the winning quote's price.
      const terms = cargoOrderTerms(cargo, quote.vehicleCount);
      const order = await insertOrder(tx, {
        ...terms,
        unitPriceFen: quote.unitPriceFen,
        totalFen: freightFen(quote.unitPriceFen, terms.weightKg),
        carrierCompanyId: quote.bidderCompanyId,
        carrierUserId: quote.bidderUserId,
        source: '2',
        status: ORDER_ORIGINS.award.to,
      });
      await tx.insert(orderHistory).values({
        orderId: order.id,
        fromStatus: null,
        toStatus: order.status,
        action: 'award',
        actorUserId: auth.user.id,
        remark: ORDER_ORIGINS.award.remark(),
      });
      await tx.update(cargoQuotes).set({ status: '1', orderId: order.id, updatedAt: new Date() }).where(eq(cargoQuotes.id, quote.id));
      await tx
        .insert(bidHistory)
        .values({ cargoId: cargo.id, quoteId: quote.id, action: 'win', fromStatus: '0', toStatus: '1', actorUserId: auth.user.id, remark: order.orderNo });
      await notify(tx, quote.bidderUserId, {
        type: 'order',
        title: `竞价中标：${cargo.goodsName}`,
        content: `您对货源${cargo.sourceNo}的报价已中标，订单号${order.orderNo}。`,
        // the winner's next step is on the order, not on the cargo
        link: `/orderDetails/${order.id}`,
      });
      created.push({ quoteId: quote.id, orderId: order.id, orderNo: order.orderNo });
    }
    const losers = await tx
      .update(cargoQuotes)
      .set({ status: '2', updatedAt: new Date() })
      .where(and(eq(cargoQuotes.cargoId, cargo.id), eq(cargoQuotes.status, '0')))
      .returning({ id: cargoQuotes.id, bidderUserId: cargoQuotes.bidderUserId });
    for (const quote of losers) {
      await notify(tx, quote.bidderUserId, {
        type: 'order',
        title: `竞价未中标：${cargo.goodsName}`,
        content: `您对货源${cargo.sourceNo}的报价未中标，感谢参与。`,
        link: `/sourceManage/supplyDetail?id=${cargo.id}`,
      });
      await tx.insert(bidHistory).values({ cargoId: cargo.id, quoteId: quote.id, action: 'lose', fromStatus: '0', toStatus: '2', actorUserId: auth.user.id });
    }
    await tx
      .update(cargoSources)
      .set({ vehiclesRemaining: sql`greatest(${cargoSources.vehiclesRemaining} - ${vehicles}, 0)` })
      .where(eq(cargoSources.id, cargo.id));
    await moveBid(tx, auth, cargo, 'award', `中标${created.length}家，共${vehicles}车`);
    return { orders: created };
  });
}

/** The bid as the viewer may see it: the shipper sees quotes only after opening. */
export async function bidView(db: Db, auth: Auth, cargoId: number): Promise<BidView> {
  return db.transaction(async (tx) => {
    const cargo = await lockBidCargo(tx, auth, cargoId);
    await failIfStale(tx, auth, cargo);
    const [current] = await tx.select().from(cargoSources).where(eq(cargoSources.id, cargoId));
    const owner = isOwner(auth, current);
    const sealed = current.bidStatus === '0' || current.bidStatus === '1';
    const rows = await tx
      .select({ quote: cargoQuotes, company: companies.name, realName: users.realName, mobile: users.mobile })
      .from(cargoQuotes)
      .innerJoin(users, eq(users.id, cargoQuotes.bidderUserId))
      .leftJoin(companies, eq(companies.id, cargoQuotes.bidderCompanyId))
      .where(owner ? eq(cargoQuotes.cargoId, cargoId) : and(eq(cargoQuotes.cargoId, cargoId), eq(cargoQuotes.bidderUserId, auth.user.id)))
      .orderBy(cargoQuotes.unitPriceFen, cargoQuotes.updatedAt);
    const quoteCount = owner ? rows.filter((r) => r.quote.status !== '3').length : rows.length;
    const visible = owner && sealed ? [] : rows;
    const quotes: Quote[] = visible.map(({ quote, company, realName, mobile }) => ({
      id: quote.id,
      cargoId: quote.cargoId,
      bidderName: company || realName || mobile,
      unitPriceFen: quote.unitPriceFen,
      vehicleCount: quote.vehicleCount,
      remark: quote.remark,
      status: quote.status as QuoteStatus,
      orderId: quote.orderId,
      updatedAt: quote.updatedAt.toISOString(),
      mine: quote.bidderUserId === auth.user.id,
    }));
    return { cargoId, bidStatus: (current.bidStatus ?? '0') as BidStatus, deadline: current.deadline?.toISOString() ?? null, quoteCount, quotes, mine: owner };
  });
}
