// The marketplace screens' side of the platform: the hall's URL as a query, one cargo with its
// grabs formatted for display (dates and money are formatted here, so pages ship no date library).
import { redirect } from '@remix-run/node';
import { directionLabel } from '#contract/orders/direction';
import {
  CARGO_HISTORY_ACTION_LABELS,
  CARGO_MESSAGES,
  CARGO_STATUS_LABELS,
  myCargoQuery,
  type CargoHistoryAction,
  type MyCargoQuery,
} from '#contract/market/cargo';
import { BIDDING_STATUS, BID_STATUS, BUSINESS_TYPE, CHARGE_MODE, CHARGE_NODE, GOODS_TYPE, PAY_TYPE, QUANTITY_UNIT } from '#contract/market/dict';
import { ORDER_SOURCE } from '#contract/orders/dict';
import { orderStatusLabel } from '#contract/orders/labels';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { BID_MESSAGES, GRABBING_ROLES, WALLET_SCREEN_PATH, type CargoStatus } from '#contract/market/marketplace';
import { refusedField } from '#contract/codes';
import { hallQuery, type HallQuery } from '#contract/market/hall-query';
import { cityOptions, provinceOptions } from '#contract/portal/filters';
import type { MarketCargo } from '#contract/market/views';
import type { UserInfo } from '#contract/auth/user';
import { amountLabel } from '#app/utils/cargo-labels';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { flash } from '#app/utils/session.server';
import { requireUser } from '#app/utils/auth.server';
import { formatDateTime, yuan, yuanPerTonne } from '#app/utils/format';
import { tonnesRounded } from '#app/utils/weights';

/** The hall's filters from the URL; a malformed filter is dropped, anything else malformed gives the first unfiltered page. */
export function hallQueryFrom(url: URL): HallQuery {
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ''));
  const parsed = hallQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  // drop what the platform would refuse (a city left over from another province), keep the rest
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const rest = hallQuery.safeParse(Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.has(key))));
  return rest.success ? rest.data : hallQuery.parse({});
}

/** A cargo as the screens show it: labels and formatted values, no codes to translate. */
export function cargoRow(c: MarketCargo) {
  return {
    id: c.id,
    sourceNo: c.sourceNo,
    businessType: c.businessType,
    businessTypeLabel: labelIn(BUSINESS_TYPE, c.businessType),
    status: c.status,
    goodsName: c.goodsName,
    goodsTypeLabel: labelIn(GOODS_TYPE, c.goodsType) || c.goodsType,
    quantity: `${c.quantity} ${labelIn(QUANTITY_UNIT, c.quantityUnit)}`,
    /** the quantity and the weight, or the weight alone when the quantity is it (tonnes) */
    amount: amountLabel(c.quantity, c.quantityUnit, c.totalWeightKg),
    weight: tonnesRounded(c.totalWeightKg),
    route: `${c.origin} → ${c.destination}`,
    vehicle: [labelIn(VEHICLE_TYPE, c.vehicleType), c.vehicleLength ? `${c.vehicleLength}米` : ''].filter(Boolean).join(' / ') || '不限',
    vehicles: `${c.vehiclesRemaining} / ${c.vehicleCount} 车`,
    vehiclesRemaining: c.vehiclesRemaining,
    vehicleCount: c.vehicleCount,
    unitPrice: yuanPerTonne(c.unitPriceFen),
    freightPerVehicleFen: c.freightPerVehicleFen,
    /** before grabbing or quoting: what the load and one vehicle of it would earn at this price */
    estimatedFreight: `全部 ${yuan(c.estimatedFreightFen)}${c.vehicleCount > 1 ? `，每车约 ${yuan(c.freightPerVehicleFen)}` : ''}（${labelIn(CHARGE_NODE, c.chargeNode)}计费，以实际磅重为准）`,
    payType: labelIn(PAY_TYPE, c.payType),
    chargeMode: labelIn(CHARGE_MODE, c.chargeMode),
    chargeNode: labelIn(CHARGE_NODE, c.chargeNode),
    autoConfirm: c.autoConfirm,
    loadWindow: c.loadStart ? `${formatDateTime(c.loadStart, 'MM-DD HH:mm')} 至 ${formatDateTime(c.loadEnd, 'MM-DD HH:mm')}` : '',
    deadline: formatDateTime(c.deadline, 'YYYY-MM-DD HH:mm'),
    remark: c.remark ?? '',
    publishedAt: formatDateTime(c.publishedAt, 'YYYY-MM-DD HH:mm'),
    mine: c.mine,
    directionLabel: directionLabel(c.direction),
  };
}

export async function hallPageData(caller: Caller, query: HallQuery) {
  const page = await api.market.hall(caller, query);
  // the route filter's options: every province, the cities of the chosen ones
  const regions = { provinces: provinceOptions(), originCities: cityOptions(query.originProvince), destCities: cityOptions(query.destProvince) };
  return { ...page, rows: page.rows.map(cargoRow), regions };
}

/** One cargo and its grabs, or null when the platform says it does not exist for this user. */
export async function cargoDetailData(caller: Caller, id: number) {
  try {
    const detail = await api.market.cargoDetail(caller, { id });
    return {
      cargo: cargoRow(detail.cargo),
      // 已成交: the signed-in hall filtered to the same route, as the public detail offers it
      takenRouteHref: detail.taken ? `/sourceManage/list-supply-the-hall?${new URLSearchParams(detail.routeCodes)}` : null,
      grabs: detail.grabs.map((g) => ({
        id: g.id,
        orderNo: g.orderNo,
        status: g.status,
        // a grab's order: source 1 (抢单), whose WAITACCEPT waits for the shipper
        statusLabel: orderStatusLabel(g.status, '1'),
        vehicles: `${g.vehicleCount} 车`,
        weight: tonnesRounded(g.weightKg),
        freight: yuan(g.totalFen),
        carrierName: g.carrierName,
        createdAt: formatDateTime(g.createdAt, 'YYYY-MM-DD HH:mm'),
      })),
    };
  } catch (error) {
    if (error instanceof PlatformError && error.code === 404) return null;
    throw error;
  }
}

/** Whether this user may grab at all (the platform decides each grab). */
export function canGrab(user: UserInfo): boolean {
  return GRABBING_ROLES.includes(user.role);
}

/** The bid of a bid cargo as the viewer may see it, formatted; null for other cargo. */
export async function bidData(caller: Caller, cargoId: number) {
  const bid = await api.market.bid(caller, { id: cargoId });
  const due = bid.deadline ? Date.parse(bid.deadline) <= Date.now() : true;
  return {
    bidStatus: bid.bidStatus,
    bidStatusLabel: labelIn(BID_STATUS, bid.bidStatus),
    quoteCount: bid.quoteCount,
    due,
    mine: bid.mine,
    quotes: bid.quotes.map((q) => ({
      id: q.id,
      bidderName: q.bidderName,
      unitPrice: yuanPerTonne(q.unitPriceFen),
      unitPriceYuan: (q.unitPriceFen / 100).toFixed(2),
      vehicleCount: q.vehicleCount,
      remark: q.remark ?? '',
      status: q.status,
      statusLabel: labelIn(BIDDING_STATUS, q.status),
      updatedAt: formatDateTime(q.updatedAt, 'YYYY-MM-DD HH:mm'),
      mine: q.mine,
    })),
  };
}

/** Whether this user may quote at all (the platform decides each quote). */
export function canQuote(user: UserInfo): boolean {
  return user.role !== 'driver' && GRABBING_ROLES.includes(user.role);
}

/** The owner's record of a cargo: points, every order (with its source), the operation log. */
export async function cargoRecordData(caller: Caller, id: number) {
  const record = await api.cargo.record(caller, { id });
  const window = (a: string | null, b: string | null) => (a ? `${formatDateTime(a, 'MM-DD HH:mm')} 至 ${formatDateTime(b, 'MM-DD HH:mm')}` : '');
  return {
    taken: record.taken,
    points: record.points.map((p) => ({ ...p, label: `${p.kind === 'load' ? '装货地' : '卸货地'}${p.seq}`, window: window(p.windowStart, p.windowEnd) })),
    orders: record.orders.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      sourceLabel: labelIn(ORDER_SOURCE, o.source),
      status: o.status,
      statusLabel: orderStatusLabel(o.status, o.source),
      carrierName: o.carrierName,
      vehicles: `${o.vehicleCount} 车`,
      weight: tonnesRounded(o.weightKg),
      freight: yuan(o.totalFen),
      createdAt: formatDateTime(o.createdAt, 'YYYY-MM-DD HH:mm'),
    })),
    log: record.log.map((l) => ({
      id: l.id,
      action: CARGO_HISTORY_ACTION_LABELS[l.action as CargoHistoryAction] ?? l.action,
      change: `${l.fromStatus ? CARGO_STATUS_LABELS[l.fromStatus as CargoStatus] : '—'} → ${CARGO_STATUS_LABELS[l.toStatus as CargoStatus] ?? l.toStatus}`,
      actorName: l.actorName,
      remark: l.remark ?? '',
      createdAt: formatDateTime(l.createdAt, 'YYYY-MM-DD HH:mm:ss'),
    })),
  };
}

/** The shipper's own cargo list from the URL (bad values fall back to the first page). */
export function myCargoQueryFrom(url: URL, businessType?: '1' | '2' | '3'): MyCargoQuery {
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ''));
  const parsed = myCargoQuery.safeParse({ ...raw, ...(businessType ? { businessType } : {}) });
  return parsed.success ? parsed.data : myCargoQuery.parse(businessType ? { businessType } : {});
}

export async function myCargoData(caller: Caller, query: MyCargoQuery) {
  const page = await api.cargo.mine(caller, query);
  return { ...page, rows: page.rows.map(cargoRow) };
}

/**
 * The moves of a cargo's owner and bidders posted from its detail pages: close, republish,
 * withdraw a quote, open (or end quoting early and open). Answers with a redirect and a flash.
 */
export async function cargoMoveRedirect(caller: Caller, intent: string, cargoId: FormDataEntryValue | null, back: string): Promise<never> {
  const opened = (r: { bidStatus: string }) => (r.bidStatus === '3' ? BID_MESSAGES.openedNoQuotes : BID_MESSAGES.opened);
  const moves: Record<string, (id: number) => Promise<string>> = {
    close: async (id) => (await api.cargo.close(caller, { id }), CARGO_MESSAGES.closed),
    republish: async (id) => (await api.cargo.republish(caller, { id }), CARGO_MESSAGES.republished),
    withdraw: async (cargoId) => (await api.market.withdrawQuote(caller, { cargoId }), BID_MESSAGES.withdrawn),
    open: async (cargoId) => opened(await api.market.openBid(caller, { cargoId })),
    openEarly: async (cargoId) => opened(await api.market.openBid(caller, { cargoId, early: true })),
  };
  const move = moves[intent];
  if (!move) throw new Response('未知的操作', { status: 400 });
  const id = Number(cargoId);
  if (!Number.isInteger(id) || id <= 0) throw new Response(BID_MESSAGES.notFound, { status: 404 });
  let notice: { type: 'success' | 'error'; message: string };
  try {
    notice = { type: 'success', message: await move(id) };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    notice = { type: 'error', message: error.message };
  }
  throw redirect(back, { headers: await flash(caller.request, notice) });
}

/** Loader of the own-cargo lists: the URL's filters (a typed list fixes the business type). */
export async function myCargoListData(caller: Caller, businessType?: '1' | '2' | '3') {
  const query = myCargoQueryFrom(new URL(caller.request.url), businessType);
  return { query, page: await myCargoData(caller, query) };
}

/** The loader of the typed lists (list-line-source, list-grab-source, list-bid-source): signed-in users only. */
export async function typedCargoListData(caller: Caller, businessType: '1' | '2' | '3') {
  await requireUser(caller);
  return myCargoListData(caller, businessType);
}

/** The hall of bid cargo only (bidding-source, agentBiddingSource): the URL's filters, type 3. */
export async function bidHallData(caller: Caller) {
  const query = { ...hallQueryFrom(new URL(caller.request.url)), businessType: '3' as const };
  return { query, page: await hallPageData(caller, query) };
}

/** The wallet screen, when the platform refused a grab or quote of a load paid online for want of an opened wallet. */
export function walletRefusalPath(error: PlatformError): string | null {
  return refusedField(error.data) === 'wallet' ? WALLET_SCREEN_PATH : null;
}
