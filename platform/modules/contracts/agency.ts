// The 代开 agreement as an e-contract (issues 45 and 46, decision 037): an individual carrier or
// driver (the payee) makes the agreement from the released template of kind invoice_agency, with
// the platform as the other party, and signs it as any contract is signed (the frozen PDF and its
// hash, the intention by password or SMS code, the platform's seal, verification by number). The
// invoices area applies for 代开 only on a COMPLETE one still in its term (access.ts
// signedAgencyContract), or on an acceptance recorded before this change.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CONTRACT_MESSAGES as M, type AgencyContractAnswer, type ContractStatus } from '../../contract/contracts/contracts';
import { chinaToday } from '../../contract/money/bills';
import type { Db, Tx } from '../../db/client';
import { companies, contractParties, contracts, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { platformCompany } from '../orders/kinds';
import type { ContractRecord } from './access';
import { insertContract, startSigning, type Signing } from './contracts';
import { releasedTemplate } from './templates';

/** The roles paid as individuals (the invoices area's 代开 payees). */
const PAYEE_ROLES = ['individual_agent', 'carrier', 'driver'];
/** An agreement's term: three years (1 095 days) from the day it is made; then the payee signs a new one. */
export const AGENCY_TERM_DAYS = 1095;

/** An agreement carries no cargo, route or price: the PDF leaves those sections out. */
const NOTHING_CARRIED = { goodsName: '', originAddress: '', destAddress: '', weightKg: 0, unitPriceFen: 0, totalFen: 0, paymentTerms: '' };

/** The caller's 代开 contracts as the payee (a person's party: never a company's). */
const payeeIs = (userId: number) =>
  sql`exists (select 1 from ${contractParties} where ${contractParties.contractId} = ${contracts.id} and ${contractParties.role} = 'payee' and ${contractParties.userId} = ${userId} and ${contractParties.companyId} is null)`;

/** The caller's latest 代开 agreement (live first: in signing or complete), for the invoices screen. */
export async function agencyContractOf(db: Db, auth: Auth): Promise<AgencyContractAnswer> {
  if (!PAYEE_ROLES.includes(auth.role)) refuse(M.agencyNotPayee, 403);
  const [c] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.kind, 'invoice_agency'), payeeIs(auth.user.id)))
    .orderBy(sql`case when ${contracts.status} in ('DRAFT', 'SIGNING', 'COMPLETE') then 0 else 1 end`, desc(contracts.id))
    .limit(1);
  if (!c) return { contract: null };
  const [party] = await db
    .select({ signedAt: contractParties.signedAt })
    .from(contractParties)
    .where(and(eq(contractParties.contractId, c.id), eq(contractParties.role, 'payee')));
  return {
    contract: {
      id: c.id,
      contractNo: c.contractNo,
      status: c.status as ContractStatus,
      termEnd: c.termEnd,
      signedAt: party?.signedAt?.toISOString() ?? null,
      sealedUuid: c.sealedUuid,
    },
  };
}

/**
 * The payee makes their 代开 agreement and sends it for signing (the platform's party signs as the
 * issuer when it is sent, as for every contract). One live agreement per person: the user's row is
 * taken for the check and the insert, so two submits make one.
 */
export async function makeAgencyContract(db: Db, signing: Signing, auth: Auth): Promise<ContractRecord> {
  if (!PAYEE_ROLES.includes(auth.role)) refuse(M.agencyNotPayee, 403);
  const template = await releasedTemplate(db, 'invoice_agency');
  if (!template) refuse(M.noReleasedTemplate);
  const platform = await platformCompany(db);
  if (!platform) refuse('平台运营公司不存在');
  const draft = await db.transaction(async (tx: Tx) => {
    const [me] = await tx.select().from(users).where(eq(users.id, auth.user.id)).for('update');
    const name = (me?.realName ?? '').trim();
    const idNo = (me?.idCard ?? '').trim();
    if (!name || !idNo) refuse(M.agencyNoIdentity);
    const [live] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.kind, 'invoice_agency'), inArray(contracts.status, ['DRAFT', 'SIGNING', 'COMPLETE']), payeeIs(auth.user.id)))
      .limit(1);
    if (live) refuse(M.agencyExists);
    const [platformRow] = await tx.select({ creditCode: companies.creditCode }).from(companies).where(eq(companies.id, platform.id));
    const now = new Date();
    return insertContract(
      tx,
      {
        kind: 'invoice_agency',
        title: `代开发票委托协议（${name}）`,
        template,
        ...NOTHING_CARRIED,
        termStart: chinaToday(now),
        termEnd: chinaToday(new Date(now.getTime() + AGENCY_TERM_DAYS * 86_400_000)),
        parties: [
          { role: 'payee', companyId: null, userId: auth.user.id, name, creditCode: idNo },
          { role: 'platform', companyId: platform.id, userId: platform.userId, name: platform.name, creditCode: platformRow?.creditCode ?? null },
        ],
      },
      auth.user.id,
    );
  });
  return startSigning(db, signing, auth, draft.id);
}
