// The contract's document, as the model needs it: render the contract as a PDF (frozen when signing
// starts, rendered again with the signers' records when the last one signs) and apply the
// platform's signature to the final one. The model only sees this interface; the document layer
// (pdf.ts, seal.ts) implements it, and tests may hand in their own.
import { createHash } from 'node:crypto';
import type { ContractRecord, PartyRow } from './access';

/** A party as the document shows it: with the name of the user who signed for it. */
export type PaperParty = PartyRow & { signedByName: string | null };

/** The contract a supplementary agreement amends, as the agreement's first page names it. */
export type AmendedContract = { contractNo: string; title: string; issuedAt: Date; partyNames: string[] };

export interface ContractPaper {
  /**
   * The contract as a PDF; `frozenSha256` is the hash of the version frozen at the start of signing,
   * once there is one; `amends` the contract a supplementary agreement amends.
   */
  render(contract: ContractRecord, parties: PaperParty[], frozenSha256: string | null, amends?: AmendedContract | null): Promise<Buffer>;
  /** The PDF with the platform's signature applied (PAdES). */
  seal(pdf: Buffer, reason: string): Promise<Buffer>;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
