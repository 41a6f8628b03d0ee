// Framework contracts (年度/框架合同, issue 46): a shipper's big order (运输订单) with its carrier
// company gets a contract from the released framework template, signed by both; its execution is
// tracked against the big order's child orders and their signed waybills over the contract's term.
import { and, desc, eq, sql } from 'drizzle-orm';
import { CONTRACT_MESSAGES as M, type ContractStatus, type FrameworkTrack } from '../../contract/contracts/contracts';
import { chinaToday } from '../../contract/money/bills';
import { regionName } from '../../contract/regions';
import type { Db } from '../../db/client';
import { bigOrders, companies, contracts, orders, users, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { contractScope, type ContractRecord } from './access';
import { insertContract, startSigning, type NewParty, type Signing } from './contracts';
import { releasedTemplate } from './templates';

const FRAMEWORK_PAYMENT = '按月对账：每月初对上月已签收派车单生成结算单，托运方在结算单确认后15日内付清。';

/** The big order if the caller's party published it (its company's, or its own without one). */
async function ownBigOrder(db: Db, auth: Auth, id: number) {
  const [b] = await db.select().from(bigOrders).where(eq(bigOrders.id, id));
  const mine = b && (b.shipperCompanyId !== null ? b.shipperCompanyId === auth.user.companyId : b.shipperUserId === auth.user.id);
  if (!mine) refuse(M.bigOrderNotFound, 404);
  return b;
}

/** The shipper makes its big order's framework contract and sends it for signing; one live per big order. */
export async function makeFrameworkContract(db: Db, signing: Signing, auth: Auth, bigOrderId: number): Promise<ContractRecord> {
  const b = await ownBigOrder(db, auth, bigOrderId);
  if (b.status === '40') refuse(M.bigOrderClosed);
  const template = await releasedTemplate(db, 'framework');
  if (!template) refuse(M.noReleasedTemplate);
  const [shipperCo] = b.shipperCompanyId === null ? [] : await db.select().from(companies).where(eq(companies.id, b.shipperCompanyId));
  const [shipperUser] = await db.select().from(users).where(eq(users.id, b.shipperUserId));
  const [carrierCo] = await db.select().from(companies).where(eq(companies.id, b.carrierCompanyId));
  const [carrierUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, b.carrierCompanyId), eq(users.status, 'active')))
    .orderBy(users.id)
    .limit(1);
  const parties: NewParty[] = [
    shipperCo
      ? { role: 'shipper', companyId: shipperCo.id, userId: b.shipperUserId, name: shipperCo.name, creditCode: shipperCo.creditCode }
      : { role: 'shipper', companyId: null, userId: b.shipperUserId, name: shipperUser.realName, creditCode: shipperUser.idCard },
    { role: 'carrier', companyId: carrierCo.id, userId: carrierUser?.id ?? null, name: carrierCo.name, creditCode: carrierCo.creditCode },
  ];
  let draft: ContractRecord;
  try {
    draft = await db.transaction((tx) =>
      insertContract(
        tx,
        {
          kind: 'framework',
          title: `年度运输框架合同（${b.bigOrderNo}）`,
          template,
          bigOrderId: b.id,
          orderNo: b.bigOrderNo,
          goodsName: b.goodsName,
          originAddress: `${regionName(b.originCity)} ${b.originAddress}`.trim(),
          destAddress: `${regionName(b.destCity)} ${b.destAddress}`.trim(),
          weightKg: b.totalWeightKg,
          unitPriceFen: b.unitPriceFen,
          totalFen: Math.round((b.unitPriceFen * b.totalWeightKg) / 1000),
          paymentTerms: FRAMEWORK_PAYMENT,
          termStart: b.periodStart,
          termEnd: b.periodEnd,
          parties,
        },
        auth.user.id,
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.frameworkExists);
    throw error;
  }
  return startSigning(db, signing, auth, draft.id);
}

const dayMs = 86_400_000;
/** The outer order's id inside the subqueries: qualified, as drizzle leaves a one-table select's columns bare (w.id would shadow it). */
const orderIdRef = sql.raw('"orders"."id"');

/** A framework contract's execution, for its parties (another company: 404). */
export async function frameworkTracking(db: Db, auth: Auth, contractId: number): Promise<FrameworkTrack> {
  const [row] = await db
    .select({ c: contracts, b: bigOrders })
    .from(contracts)
    .innerJoin(bigOrders, eq(bigOrders.id, contracts.bigOrderId))
    .where(and(eq(contracts.id, contractId), eq(contracts.kind, 'framework'), contractScope(auth)));
  if (!row) refuse(M.notFound, 404);
  const { c, b } = row;
  const children = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      weightKg: orders.weightKg,
      totalFen: orders.totalFen,
      createdAt: orders.createdAt,
      waybillCount: sql<number>`(select count(*)::int from ${waybills} w where w.order_id = ${orderIdRef} and w.status <> 'INVALID')`,
      signedCount: sql<number>`(select count(*)::int from ${waybills} w where w.order_id = ${orderIdRef} and w.status = 'SIGN')`,
      deliveredKg: sql<number>`(select coalesce(sum(coalesce(w.unload_weight_kg, w.load_weight_kg, 0)), 0)::int from ${waybills} w where w.order_id = ${orderIdRef} and w.status = 'SIGN')`,
      deliveredFen: sql<number>`(select coalesce(sum(w.freight_fen), 0)::bigint from ${waybills} w where w.order_id = ${orderIdRef} and w.status = 'SIGN')`,
    })
    .from(orders)
    .where(eq(orders.bigOrderId, b.id))
    .orderBy(desc(orders.createdAt));
  const today = Date.parse(`${chinaToday()}T00:00:00Z`);
  return {
    contractId: c.id,
    contractNo: c.contractNo,
    title: c.title,
    status: c.status as ContractStatus,
    bigOrderId: b.id,
    bigOrderNo: b.bigOrderNo,
    termStart: c.termStart,
    termEnd: c.termEnd,
    daysLeft: Math.round((Date.parse(`${c.termEnd}T00:00:00Z`) - today) / dayMs),
    contractedKg: c.weightKg,
    releasedKg: b.releasedKg,
    deliveredKg: children.reduce((s, o) => s + o.deliveredKg, 0),
    contractedFen: c.totalFen,
    releasedFen: children.reduce((s, o) => s + o.totalFen, 0),
    deliveredFen: children.reduce((s, o) => s + Number(o.deliveredFen), 0),
    orders: children.map(({ deliveredFen: _fen, ...o }) => ({ ...o, createdAt: o.createdAt.toISOString() })),
  };
}
