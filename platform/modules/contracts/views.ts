// The contract lists and the detail, as the caller may see them (access.ts): the parties'
// contracts, operations' all of them; what the caller may do now comes with the detail.
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { maskIdCard } from '../../contract/capacity/display';
import {
  CONTRACT_MESSAGES as M,
  type ContractDetail,
  type ContractKind,
  type ContractPartyRole,
  type ContractQuery,
  type ContractRow,
  type ContractStatus,
} from '../../contract/contracts/contracts';
import type { Db } from '../../db/client';
import { containing } from '../../db/paging';
import { contractHistory, contractParties, contracts, contractTemplates, orders } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { actsFor, contractScope, partyIsCaller } from './access';
import { partiesOf, partiesToRemind } from './contracts';
import { historyOf } from './history';

const partyNamesOf = sql<string[]>`coalesce((select array_agg(p.name order by p.id) from contract_parties p where p.contract_id = ${contracts.id}), '{}')`;

export async function contractPage(
  db: Db,
  auth: Auth,
  q: ContractQuery,
): Promise<{ records: ContractRow[]; total: number; pageNumber: number; pageSize: number }> {
  const where = and(
    contractScope(auth),
    q.status ? eq(contracts.status, q.status) : undefined,
    q.kind ? eq(contracts.kind, q.kind) : undefined,
    q.contractNo ? ilike(contracts.contractNo, containing(q.contractNo)) : undefined,
    q.partyName
      ? sql`exists (select 1 from ${contractParties} where ${contractParties.contractId} = ${contracts.id} and ${ilike(contractParties.name, containing(q.partyName))})`
      : undefined,
  );
  const awaitingMe =
    auth.role === 'operator'
      ? sql<boolean>`false`
      : sql<boolean>`(${contracts.status} = 'SIGNING' and exists (select 1 from ${contractParties} where ${contractParties.contractId} = ${contracts.id} and ${contractParties.role} <> 'platform' and ${contractParties.signedAt} is null and ${partyIsCaller(auth)}))`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: contracts.id,
        contractNo: contracts.contractNo,
        kind: contracts.kind,
        title: contracts.title,
        status: contracts.status,
        orderNo: orders.orderNo,
        partyNames: partyNamesOf,
        totalFen: contracts.totalFen,
        termStart: contracts.termStart,
        termEnd: contracts.termEnd,
        awaitingMe,
        createdAt: contracts.createdAt,
      })
      .from(contracts)
      .leftJoin(orders, eq(orders.id, contracts.orderId))
      .where(where)
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contracts)
      .where(where),
  ]);
  return {
    records: rows.map((r) => ({
      ...r,
      kind: r.kind as ContractKind,
      status: r.status as ContractStatus,
      awaitingMe: Boolean(r.awaitingMe),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
  };
}

/** A credit code or ID number as lists show it: the middle hidden. */
const masked = (code: string | null) => (code ? maskIdCard(code) : null);

export async function contractDetail(db: Db, auth: Auth, id: number): Promise<ContractDetail> {
  const [row] = await db
    .select({ c: contracts, orderNo: orders.orderNo, templateName: contractTemplates.name })
    .from(contracts)
    .leftJoin(orders, eq(orders.id, contracts.orderId))
    .leftJoin(contractTemplates, eq(contractTemplates.id, contracts.templateId))
    .where(and(eq(contracts.id, id), contractScope(auth)));
  if (!row) refuse(M.notFound, 404);
  const c = row.c;
  const [parties, moves, agreements, parent] = await Promise.all([
    partiesOf(db, id),
    historyOf(db, contractHistory, id),
    db
      .select({
        id: contracts.id,
        contractNo: contracts.contractNo,
        status: contracts.status,
        unitPriceFen: contracts.unitPriceFen,
        termEnd: contracts.termEnd,
        createdAt: contracts.createdAt,
      })
      .from(contracts)
      .where(eq(contracts.parentContractId, id))
      .orderBy(contracts.id),
    c.parentContractId === null
      ? Promise.resolve([])
      : db.select({ contractNo: contracts.contractNo }).from(contracts).where(eq(contracts.id, c.parentContractId)),
  ]);
  const mine = parties.filter((p) => actsFor(auth, p) && p.role !== 'platform');
  const isOperator = auth.role === 'operator';
  const initiator = isOperator || (c.createdBy !== null && (c.createdBy === auth.user.id || parties.some((p) => p.userId === c.createdBy && actsFor(auth, p))));
  const live = c.status === 'SIGNING' && c.signDeadline.getTime() > Date.now();
  const actions: ContractDetail['actions'] = [];
  if (live && mine.some((p) => p.signedAt === null)) actions.push('sign', 'reject');
  if (initiator && (c.status === 'DRAFT' || c.status === 'SIGNING')) actions.push('recall');
  if (initiator && live && partiesToRemind(auth, parties).length > 0) actions.push('remind');
  if (isOperator && c.status !== 'INVALIDED' && c.status !== 'RECALLED') actions.push('invalid');
  if (
    c.status === 'COMPLETE' &&
    c.kind !== 'supplement' &&
    c.kind !== 'invoice_agency' &&
    (mine.length > 0 || isOperator) &&
    !agreements.some((a) => a.status === 'SIGNING' || a.status === 'DRAFT')
  )
    actions.push('agreement');
  return {
    id: c.id,
    contractNo: c.contractNo,
    kind: c.kind as ContractKind,
    title: c.title,
    status: c.status as ContractStatus,
    orderNo: row.orderNo,
    partyNames: parties.map((p) => p.name),
    totalFen: c.totalFen,
    termStart: c.termStart,
    termEnd: c.termEnd,
    awaitingMe: actions.includes('sign'),
    createdAt: c.createdAt.toISOString(),
    templateName: row.templateName,
    templateVersion: c.templateVersion,
    orderId: c.orderId,
    bigOrderId: c.bigOrderId,
    parentContractId: c.parentContractId,
    parentContractNo: parent[0]?.contractNo ?? null,
    goodsName: c.goodsName,
    originAddress: c.originAddress,
    destAddress: c.destAddress,
    weightKg: c.weightKg,
    unitPriceFen: c.unitPriceFen,
    paymentTerms: c.paymentTerms,
    signDeadline: c.signDeadline.toISOString(),
    reason: c.reason,
    clauses: c.clauses,
    pdfUuid: c.pdfUuid,
    pdfSha256: c.pdfSha256,
    sealedUuid: c.sealedUuid,
    sealedSha256: c.sealedSha256,
    parties: parties.map((p) => ({
      role: p.role as ContractPartyRole,
      name: p.name,
      creditCode: masked(p.creditCode),
      signedAt: p.signedAt?.toISOString() ?? null,
      signedByName: p.signedByName,
      signIp: p.signIp,
      signMethod: p.signMethod,
      mine: actsFor(auth, p),
    })),
    agreements: agreements.map((a) => ({ ...a, status: a.status as ContractStatus, createdAt: a.createdAt.toISOString() })),
    actions,
    history: moves,
  };
}
