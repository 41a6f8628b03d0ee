// What the public verification page (/contract/verify?no=) learns of a contract by its number: the
// facts printed on its first and signature pages that say which contract a copy is, and the hashes a
// copy is compared with. Anyone may ask (the number is on the PDF and in its QR code), so private
// persons are shown by surname only and nothing of the terms, IPs or ID numbers is answered.
import { eq } from 'drizzle-orm';
import type { ContractPublicFacts } from '../../contract/contracts/api-verify';
import type { ContractKind, ContractPartyRole, ContractStatus } from '../../contract/contracts/contracts';
import { maskPerson } from '../../contract/portal/reputation';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema';
import { partiesOf } from './contracts';

/** The contract numbered `contractNo` as the public sees it, or null when there is none. */
export async function contractPublicFacts(db: Db, contractNo: string): Promise<ContractPublicFacts | null> {
  const [c] = await db.select().from(contracts).where(eq(contracts.contractNo, contractNo));
  if (!c) return null;
  const [parties, parent] = await Promise.all([
    partiesOf(db, c.id),
    c.parentContractId === null
      ? Promise.resolve([])
      : db.select({ contractNo: contracts.contractNo }).from(contracts).where(eq(contracts.id, c.parentContractId)),
  ]);
  return {
    contractNo: c.contractNo,
    title: c.title,
    kind: c.kind as ContractKind,
    status: c.status as ContractStatus,
    issuedAt: c.createdAt.toISOString(),
    amendsContractNo: parent[0]?.contractNo ?? null,
    parties: parties.map((p) => ({
      role: p.role as ContractPartyRole,
      name: p.companyId === null && p.role !== 'platform' ? maskPerson(p.name) : p.name,
      signedAt: p.signedAt?.toISOString() ?? null,
      signMethod: p.signMethod,
    })),
    frozenSha256: c.pdfSha256,
    sealedSha256: c.sealedSha256,
  };
}

/**
 * The verification hook (http-verify.ts): whether the number is a contract, and the SHA-256 of its
 * sealed file (null until every party has signed).
 */
export async function storedSealedSha256(db: Db, contractNo: string): Promise<{ exists: boolean; sha256: string | null }> {
  const [c] = await db.select({ sha256: contracts.sealedSha256 }).from(contracts).where(eq(contracts.contractNo, contractNo));
  return c ? { exists: true, sha256: c.sha256 } : { exists: false, sha256: null };
}
