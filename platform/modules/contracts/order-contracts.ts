// A controlled order's two contracts (issue 46): under 网络货运 the platform contracts with the
// shipper as carrier (托运合同, shipper ↔ platform) and entrusts the actual carrier (承运合同,
// platform ↔ carrier, or ↔ driver for a person). When such an order is accepted, a job makes both
// from the released templates and sends them for signing, so acceptance itself stays fast; the
// order → contract link is unique per kind, so a job run twice makes them once.
import { and, eq } from 'drizzle-orm';
import { CONTRACT_MESSAGES as M, type ContractKind } from '../../contract/contracts/contracts';
import { chinaToday } from '../../contract/money/bills';
import type { Db } from '../../db/client';
import { cargoSources, companies, contracts, orders, users } from '../../db/schema';
import type { Logger } from '../../log';
import { refuse } from '../../http/refusal';
import type { JobRunner } from '../jobs/runner';
import { platformCompany } from '../orders/kinds';
import { LIVE_CONTRACT } from './access';
import { insertContract, startSigning, type NewParty, type Signing } from './contracts';
import { releasedTemplate } from './templates';

export const ORDER_CONTRACTS_JOB = 'contracts.controlOrder';
const PAYMENT_TERMS = '货物送达并经托运方签收、审核后，按平台结算单结算运费，通过平台钱包或银行转账支付。';

/** The term of an order's contracts: from today (China) for 90 days. */
function termOf(now = new Date()): { termStart: string; termEnd: string } {
  return { termStart: chinaToday(now), termEnd: chinaToday(new Date(now.getTime() + 90 * 86_400_000)) };
}

async function companyParty(db: Db, role: NewParty['role'], companyId: number, userId: number | null): Promise<NewParty> {
  const [co] = await db.select({ name: companies.name, creditCode: companies.creditCode }).from(companies).where(eq(companies.id, companyId));
  return { role, companyId, userId, name: co?.name ?? '', creditCode: co?.creditCode ?? null };
}

async function personParty(db: Db, role: NewParty['role'], userId: number): Promise<NewParty> {
  const [u] = await db.select({ name: users.realName, idCard: users.idCard }).from(users).where(eq(users.id, userId));
  return { role, companyId: null, userId, name: u?.name ?? '', creditCode: u?.idCard ?? null };
}

/**
 * Makes and sends the shipper's and the carrier's contracts of a controlled order that has none
 * live of that kind. Returns the ids made (none when they exist). Refuses when a template is not
 * released (the job fails and is retried; operations see it in the download centre's jobs).
 */
export async function makeOrderContracts(db: Db, signing: Signing, orderId: number): Promise<number[]> {
  const [row] = await db
    .select({ order: orders, goodsName: cargoSources.goodsName, originAddress: cargoSources.originAddress, destAddress: cargoSources.destAddress })
    .from(orders)
    .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId))
    .where(eq(orders.id, orderId));
  if (!row || row.order.releaseKind !== 'control') return [];
  const order = row.order;
  const platform = await platformCompany(db);
  if (!platform) refuse('平台运营公司不存在');
  const existing = await db
    .select({ kind: contracts.kind })
    .from(contracts)
    .where(and(eq(contracts.orderId, orderId), LIVE_CONTRACT));
  const have = new Set(existing.map((e) => e.kind));
  const platformParty = await companyParty(db, 'platform', platform.id, platform.userId);
  const shipper =
    order.shipperCompanyId !== null
      ? await companyParty(db, 'shipper', order.shipperCompanyId, order.shipperUserId)
      : await personParty(db, 'shipper', order.shipperUserId);
  const carrierKind: ContractKind = order.carrierCompanyId !== null ? 'carrier' : 'driver';
  const carrier =
    order.carrierCompanyId !== null
      ? await companyParty(db, 'carrier', order.carrierCompanyId, order.carrierUserId)
      : await personParty(db, 'driver', order.carrierUserId);
  const plans: { kind: ContractKind; title: string; parties: NewParty[] }[] = [
    { kind: 'shipper', title: `货物运输合同（${order.orderNo}）`, parties: [shipper, platformParty] },
    { kind: carrierKind, title: `货物运输委托合同（${order.orderNo}）`, parties: [platformParty, carrier] },
  ];
  const made: number[] = [];
  for (const plan of plans) {
    if (have.has(plan.kind)) continue;
    const template = await releasedTemplate(db, plan.kind);
    if (!template) refuse(M.noReleasedTemplate);
    const draft = await db.transaction((tx) =>
      insertContract(
        tx,
        {
          kind: plan.kind,
          title: plan.title,
          template,
          orderId,
          orderNo: order.orderNo,
          goodsName: row.goodsName,
          originAddress: row.originAddress,
          destAddress: row.destAddress,
          weightKg: order.weightKg,
          unitPriceFen: order.unitPriceFen,
          totalFen: order.totalFen,
          paymentTerms: PAYMENT_TERMS,
          ...termOf(),
          parties: plan.parties,
        },
        null,
      ),
    );
    await startSigning(db, signing, null, draft.id);
    made.push(draft.id);
  }
  return made;
}

export async function defineOrderContracts(runner: JobRunner, db: Db, signing: Signing): Promise<void> {
  await runner.define<{ orderId: number }>({
    name: ORDER_CONTRACTS_JOB,
    retries: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    run: async ({ payload }) => {
      const made = await makeOrderContracts(db, signing, payload.orderId);
      return { made };
    },
  });
}

/**
 * After a controlled order is accepted: its contracts are made by the job runner, or, where the
 * platform runs without one (tests, a bare platform), right after the answer's work.
 */
export async function queueOrderContracts(db: Db, signing: Signing, jobs: JobRunner | undefined, log: Logger, orderId: number, userId: number): Promise<void> {
  const [o] = await db.select({ kind: orders.releaseKind }).from(orders).where(eq(orders.id, orderId));
  if (o?.kind !== 'control') return;
  if (jobs) {
    await jobs.enqueue(ORDER_CONTRACTS_JOB, { orderId }, { userId, title: '生成管控订单合同', singletonKey: `order-contracts:${orderId}` });
    return;
  }
  await makeOrderContracts(db, signing, orderId).catch((err: unknown) => log.error({ err, orderId }, 'order contracts'));
}
