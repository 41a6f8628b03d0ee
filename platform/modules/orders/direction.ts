// Business direction (issue #8, 业务方向): a cargo is 销售 (the shipper ships its goods out) or 采购
// (the shipper hauls in goods it bought) and may name its receiving company (收货单位). Here: the
// receiving company resolved from the cargo form, the list conditions of the direction screens
// (销售/采购物流订单, 发货/收货派车单), and what a receiving company may see of a waybill it receives:
// no prices, no payment state, no order, no actions.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CREDIT_CODE_PATTERN, DIRECTION_MESSAGES, type Direction, type WaybillView } from '../../contract/orders/direction';
import type { WaybillDetail, WaybillRow } from '../../contract/orders/schemas';
import type { Db, Tx } from '../../db/client';
import { cargoSources, companies, orders, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';

type Executor = Db | Tx;

/**
 * The cargo's direction columns from the form: a purchase cargo is received by the shipper's own
 * company; a sales cargo may name its receiving company. A name or 统一社会信用代码 of a company on
 * the platform links that company (it then sees the waybills it receives); any other name is kept
 * as written (many consignees are not on the platform). A credit code nobody registered is
 * refused at the field: it is a typo, not a name.
 */
export async function directionColumns(
  tx: Executor,
  auth: Auth,
  input: { businessDirection?: Direction; consignee?: string },
): Promise<{ businessDirection: Direction; consigneeCompanyId: number | null; consigneeName: string | null }> {
  const businessDirection = input.businessDirection ?? 'sales';
  if (businessDirection === 'purchase') return { businessDirection, consigneeCompanyId: auth.user.companyId, consigneeName: null };
  const named = input.consignee?.trim();
  if (!named) return { businessDirection, consigneeCompanyId: null, consigneeName: null };
  const code = named.toUpperCase();
  const byCode = CREDIT_CODE_PATTERN.test(code);
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(byCode ? eq(companies.creditCode, code) : eq(companies.name, named))
    .limit(1);
  if (!company) {
    if (byCode) refuse(DIRECTION_MESSAGES.consigneeUnknown, 400, { field: 'consignee' });
    return { businessDirection, consigneeCompanyId: null, consigneeName: named };
  }
  if (company.id === auth.user.companyId) refuse(DIRECTION_MESSAGES.consigneeSelf, 400, { field: 'consignee' });
  return { businessDirection, consigneeCompanyId: company.id, consigneeName: null };
}

/** Registered companies whose name or credit code starts with what was typed: the consignee field's look-up. */
export async function consigneeLookup(db: Executor, typed: string): Promise<{ name: string; creditCode: string | null }[]> {
  const q = typed.trim();
  if (q.length < 2) return [];
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ name: companies.name, creditCode: companies.creditCode })
    .from(companies)
    .where(or(sql`${companies.name} ilike ${`%${prefix}`}`, sql`${companies.creditCode} ilike ${prefix}`))
    .orderBy(companies.name)
    .limit(10);
}

/** The form's value of a saved cargo's receiving company (its credit code, or the name it was given), for editing and copying. */
export async function consigneeFormValue(
  db: Executor,
  cargo: { businessDirection: string; consigneeCompanyId: number | null; consigneeName?: string | null },
): Promise<string> {
  if (cargo.businessDirection !== 'sales') return '';
  if (cargo.consigneeCompanyId === null) return cargo.consigneeName ?? '';
  const [company] = await db.select({ creditCode: companies.creditCode }).from(companies).where(eq(companies.id, cargo.consigneeCompanyId)).limit(1);
  return company?.creditCode ?? '';
}

/** A company's name (the receiving company of an order's cargo), or null. */
export async function companyName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id)).limit(1);
  return company?.name ?? null;
}

/** Names each row's counterpart company (one look-up for the page's rows); a row without one stays unnamed. */
export async function withCounterparts(db: Executor, view: WaybillView, rows: { record: WaybillRow; companyId: number | null }[]) {
  const ids = [...new Set(rows.map((r) => r.companyId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return;
  const names = new Map(
    (await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids))).map((c) => [c.id, c.name]),
  );
  for (const r of rows) {
    const name = r.companyId === null ? undefined : names.get(r.companyId);
    if (name) r.record.counterpart = `${view === 'receive' ? '发货单位' : '收货单位'}：${name}`;
  }
}

/** The order list's counterpart filter also finds the cargo's receiving company (the list joins the cargo). */
export function consigneeNamed(pattern: string): SQL {
  return sql`${cargoSources.consigneeCompanyId} in (select ${companies.id} from ${companies} where ${companies.name} ilike ${pattern})`;
}

/** Orders the caller published (its company's, or its own without a company). */
function shipperSide(auth: Auth): SQL {
  return auth.user.companyId !== null ? eq(orders.shipperCompanyId, auth.user.companyId) : eq(orders.shipperUserId, auth.user.id);
}

/** 销售/采购物流订单: the caller's orders as shipper in that direction (the order list joins the cargo). */
export function orderViewScope(auth: Auth, view: Direction): SQL {
  return and(shipperSide(auth), eq(cargoSources.businessDirection, view))!;
}

const ordersWhere = (condition: SQL) =>
  sql`${waybills.orderId} in (select ${orders.id} from ${orders} inner join ${cargoSources} on ${cargoSources.id} = ${orders.cargoId} where ${condition})`;

/**
 * 发货派车单 (delivery): the waybills of the caller's sales orders. 收货派车单 (receive): the waybills
 * of cargo its company receives — its own purchase cargo and other shippers' cargo naming it — or,
 * without a company, of its own purchase orders.
 */
export function waybillViewScope(auth: Auth, view: WaybillView): SQL {
  const c = auth.user.companyId;
  if (view === 'delivery') {
    // The waybill's own shipper column first (index-friendly), then its order's cargo among the caller's sales.
    const own = c !== null ? eq(waybills.shipperCompanyId, c) : undefined;
    return and(own, ordersWhere(and(shipperSide(auth), eq(cargoSources.businessDirection, 'sales'))!))!;
  }
  if (c !== null) return ordersWhere(eq(cargoSources.consigneeCompanyId, c));
  return ordersWhere(and(eq(orders.shipperUserId, auth.user.id), eq(cargoSources.businessDirection, 'purchase'))!);
}

/** The counterpart filter of the waybill lists: the shipper's, the carrier's or the receiving company's name. */
export function waybillPartyFilter(pattern: string): SQL {
  return sql`${waybills.orderId} in (select o.id from ${orders} o inner join ${cargoSources} cs on cs.id = o.cargo_id
    left join ${companies} sc on sc.id = o.shipper_company_id left join ${companies} cc on cc.id = o.carrier_company_id
    left join ${companies} rc on rc.id = cs.consignee_company_id
    where sc.name ilike ${pattern} or cc.name ilike ${pattern} or rc.name ilike ${pattern})`;
}

/** Whether the caller only receives this waybill's goods: its company is named as receiver and is not the shipper. */
export function receivesOnly(auth: Auth, shipperCompanyId: number | null, consigneeCompanyId: number | null): boolean {
  const c = auth.user.companyId;
  return c !== null && consigneeCompanyId === c && shipperCompanyId !== c;
}

/** A list row as the receiving company sees it: the goods, vehicle, driver, weights and times; no prices or payment, no order. */
export function receivedRow(row: WaybillRow): WaybillRow {
  return { ...row, orderId: 0, orderNo: '', driverMobile: '', freightFen: null, payStatus: '', auditStatus: '', settlement: null, received: true };
}

/** The waybill page as the receiving company sees it: read-only, no prices, no order, no photos or exceptions. */
export function receivedDetail(detail: WaybillDetail): WaybillDetail {
  return {
    waybill: { ...detail.waybill, ...receivedRow(detail.waybill), unitPriceFen: 0, loadSlipUuid: null, unloadSlipUuid: null, settlement: null, billing: null },
    actors: [],
    actions: [],
    history: detail.history.map((h) => ({ ...h, fileUuid: null })),
    abnormals: [],
    places: null,
  };
}

/** Whether a waybill's cargo names the caller's company as receiving company (the one read it is allowed). */
export async function receivesWaybill(db: Executor, auth: Auth, waybillId: number): Promise<boolean> {
  const c = auth.user.companyId;
  if (c === null) return false;
  const [hit] = await db
    .select({ id: waybills.id })
    .from(waybills)
    .innerJoin(orders, eq(orders.id, waybills.orderId))
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .where(
      and(
        eq(waybills.id, waybillId),
        eq(cargoSources.consigneeCompanyId, c),
        or(sql`${waybills.shipperCompanyId} is null`, sql`${waybills.shipperCompanyId} <> ${c}`),
      ),
    )
    .limit(1);
  return Boolean(hit);
}
