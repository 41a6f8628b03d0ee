// Who sees and signs a contract: its parties (a company party: any user of that company; a person:
// that user) and operations. Everyone else is told the contract does not exist (404), as for a
// missing one. Shared as SQL conditions by the views, the transitions and the file service.
import { and, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { chinaToday } from '../../contract/money/bills';
import type { Db, Tx } from '../../db/client';
import { contractParties, contracts } from '../../db/schema';
import type { Auth } from '../../http/auth';

export type PartyRow = typeof contractParties.$inferSelect;
export type ContractRecord = typeof contracts.$inferSelect;

/** Whether the caller acts for `party`: a user of its company, or the person it names. */
export function actsFor(auth: Auth, party: Pick<PartyRow, 'companyId' | 'userId'>): boolean {
  if (party.companyId !== null) return auth.user.companyId === party.companyId;
  return party.userId === auth.user.id;
}

/** The contract-party rows the caller acts for, as SQL on contract_parties (alias-free). */
export function partyIsCaller(auth: Auth): SQL {
  const company = auth.user.companyId;
  return company !== null
    ? or(eq(contractParties.companyId, company), and(isNull(contractParties.companyId), eq(contractParties.userId, auth.user.id)))!
    : and(isNull(contractParties.companyId), eq(contractParties.userId, auth.user.id))!;
}

/** Contracts the caller may see: those it is a party of (operators: all). */
export function contractScope(auth: Auth): SQL | undefined {
  if (auth.role === 'operator') return undefined;
  return sql`exists (select 1 from ${contractParties} where ${contractParties.contractId} = ${contracts.id} and ${partyIsCaller(auth)})`;
}

/** Whether `uuid` is the frozen or sealed PDF of a contract the caller may see (files/service.ts lets them read it). */
export async function isContractFileOf(db: Db | Tx, auth: Auth, uuid: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(or(eq(contracts.pdfUuid, uuid), eq(contracts.sealedUuid, uuid)), contractScope(auth)))
    .limit(1);
  return Boolean(hit);
}

/**
 * An order's contracts that still stand, and those of them signed by all, written as the partial
 * index contracts_order_kind states them: as SQL, not as `status in ($2, …)`, which a generic plan
 * (decision 014) cannot match to the index, and which then read every contract on the platform.
 */
export const LIVE_CONTRACT: SQL = sql`${contracts.status} in ('DRAFT', 'SIGNING', 'COMPLETE')`;
export const COMPLETE_CONTRACT: SQL = sql`${contracts.status} = 'COMPLETE'`;

/**
 * Whether a controlled order's carrier contract (platform ↔ carrier or driver) is COMPLETE:
 * dispatching against the order needs it (orders/dispatch.ts).
 */
export async function carrierContractSigned(db: Db | Tx, orderId: number): Promise<boolean> {
  const [hit] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.orderId, orderId), inArray(contracts.kind, ['carrier', 'driver']), COMPLETE_CONTRACT))
    .limit(1);
  return Boolean(hit);
}

/**
 * The payee's signed 代开 agreement (issue 45 via issue 46, decision 037): a COMPLETE contract of kind
 * invoice_agency whose payee party is the user as a person, still in its term — the signer's name,
 * ID number and contract number the invoices area copies onto an application. Null: none.
 */
export async function signedAgencyContract(db: Db | Tx, userId: number): Promise<{ contractNo: string; signerName: string; signerIdNo: string } | null> {
  const [hit] = await db
    .select({ contractNo: contracts.contractNo, signerName: contractParties.name, signerIdNo: contractParties.creditCode })
    .from(contracts)
    .innerJoin(contractParties, eq(contractParties.contractId, contracts.id))
    .where(
      and(
        eq(contracts.kind, 'invoice_agency'),
        eq(contracts.status, 'COMPLETE'),
        gte(contracts.termEnd, chinaToday()),
        eq(contractParties.role, 'payee'),
        eq(contractParties.userId, userId),
        isNull(contractParties.companyId),
      ),
    )
    .orderBy(desc(contracts.id))
    .limit(1);
  return hit ? { contractNo: hit.contractNo, signerName: hit.signerName, signerIdNo: hit.signerIdNo ?? '' } : null;
}
