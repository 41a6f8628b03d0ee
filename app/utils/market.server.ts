// The marketplace screens' side of the platform: the hall's URL as a query, one cargo with its
// grabs formatted for display (dates and money are formatted here, so pages ship no date library).
import type { AppLoadContext } from '@remix-run/node';
import { dictLabel } from '../../platform/contract/dictionaries';
import { formatDateTime, formatFen } from '../../platform/contract/format';
import { GRABBING_ROLES, hallQuery, type BidView, type GrabOrder, type HallQuery, type MarketCargo } from '../../platform/contract/marketplace';
import type { UserInfo } from '../../platform/contract/user';
import { PlatformError, platform } from './platform.server';

type Caller = { request: Request; context: AppLoadContext };

/** The hall's filters from the URL; anything malformed falls back to the first unfiltered page. */
export function hallQueryFrom(url: URL): HallQuery {
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ''));
  const parsed = hallQuery.safeParse(raw);
  return parsed.success ? parsed.data : hallQuery.parse({});
}

const tonnes = (kg: number) => `${(kg / 1000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 吨`;

/** A cargo as the screens show it: labels and formatted values, no codes to translate. */
export function cargoRow(c: MarketCargo) {
  return {
    id: c.id,
    sourceNo: c.sourceNo,
    businessType: c.businessType,
    businessTypeLabel: dictLabel('business_type', c.businessType),
    status: c.status,
    goodsName: c.goodsName,
    goodsTypeLabel: dictLabel('goods_type', c.goodsType) || c.goodsType,
    quantity: `${c.quantity} ${dictLabel('quantity_unit', c.quantityUnit)}`,
    weight: tonnes(c.totalWeightKg),
    route: `${c.origin} → ${c.destination}`,
    vehicle: [dictLabel('vehicle_type', c.vehicleType), c.vehicleLength ? `${c.vehicleLength}米` : ''].filter(Boolean).join(' / ') || '不限',
    vehicles: `${c.vehiclesRemaining} / ${c.vehicleCount} 车`,
    vehiclesRemaining: c.vehiclesRemaining,
    unitPrice: `${formatFen(c.unitPriceFen)} 元/吨`,
    payType: dictLabel('pay_type', c.payType),
    chargeMode: dictLabel('charge_mode', c.chargeMode),
    chargeNode: dictLabel('charge_node', c.chargeNode),
    autoConfirm: c.autoConfirm,
    loadWindow: c.loadStart ? `${formatDateTime(c.loadStart, 'MM-DD HH:mm')} 至 ${formatDateTime(c.loadEnd, 'MM-DD HH:mm')}` : '',
    deadline: formatDateTime(c.deadline, 'YYYY-MM-DD HH:mm'),
    remark: c.remark ?? '',
    publishedAt: formatDateTime(c.publishedAt, 'YYYY-MM-DD HH:mm'),
    mine: c.mine,
  };
}

export async function hallPageData(caller: Caller, query: HallQuery) {
  const page = await platform<{ total: number; pageNumber: number; pageSize: number; rows: MarketCargo[] }>(caller, '/goodsSource/hallPagination', {
    body: query,
  });
  return { ...page, rows: page.rows.map(cargoRow) };
}

/** One cargo and its grabs, or null when the platform says it does not exist for this user. */
export async function cargoDetailData(caller: Caller, id: number) {
  try {
    const detail = await platform<{ cargo: MarketCargo; grabs: GrabOrder[] }>(caller, `/goodsSource/getById/${id}`);
    return {
      cargo: cargoRow(detail.cargo),
      grabs: detail.grabs.map((g) => ({
        id: g.id,
        orderNo: g.orderNo,
        status: g.status,
        statusLabel: dictLabel('order_status', g.status),
        vehicles: `${g.vehicleCount} 车`,
        weight: tonnes(g.weightKg),
        freight: `${formatFen(g.totalFen)} 元`,
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
  const bid = await platform<BidView>(caller, `/bid/getByCargo/${cargoId}`);
  const due = bid.deadline ? Date.parse(bid.deadline) <= Date.now() : true;
  return {
    bidStatus: bid.bidStatus,
    bidStatusLabel: dictLabel('bid_status', bid.bidStatus),
    quoteCount: bid.quoteCount,
    due,
    mine: bid.mine,
    quotes: bid.quotes.map((q) => ({
      id: q.id,
      bidderName: q.bidderName,
      unitPrice: `${formatFen(q.unitPriceFen)} 元/吨`,
      unitPriceYuan: (q.unitPriceFen / 100).toFixed(2),
      vehicleCount: q.vehicleCount,
      remark: q.remark ?? '',
      status: q.status,
      statusLabel: dictLabel('bidding_status', q.status),
      updatedAt: formatDateTime(q.updatedAt, 'YYYY-MM-DD HH:mm'),
      mine: q.mine,
    })),
  };
}

/** Whether this user may quote at all (the platform decides each quote). */
export function canQuote(user: UserInfo): boolean {
  return user.role !== 'driver' && GRABBING_ROLES.includes(user.role);
}
