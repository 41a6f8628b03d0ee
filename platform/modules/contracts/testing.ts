// What the contract tests share: a document layer that writes the contract's facts as text instead
// of a PDF (the model's rules do not depend on the PDF; the document layer has its own tests), and
// a controlled order of the steel shipper entrusted to 顺达.
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { freshOrder } from '../orders/testing';
import { t } from '../auth/testing';
import { MemoryStorage } from '../files/storage';
import { amendsLine } from './document-paper';
import type { ContractPaper } from './paper';
import type { Signing } from './contracts';

export const textPaper: ContractPaper = {
  async render(contract, parties, frozen, amends) {
    const signers = parties.map((p) => `${p.role}:${p.name}:${p.signedAt?.toISOString() ?? '-'}:${p.signMethod ?? '-'}`).join('|');
    const amended = amends ? `\nAMENDS:${amendsLine(amends)}` : '';
    return Buffer.from(`${contract.contractNo}${amended}\n${contract.clauses.map((c) => `${c.title}:${c.text}`).join('\n')}\n${signers}\n${frozen ?? ''}`);
  },
  async seal(pdf, reason) {
    return Buffer.concat([pdf, Buffer.from(`\nSEALED:${reason}`)]);
  },
};

export const testSigning = (): Signing => ({ paper: textPaper, storage: new MemoryStorage() });

/** A fresh controlled order (管控) of the steel shipper, accepted by 顺达 as the actual carrier. */
export async function freshControlOrder(): Promise<typeof orders.$inferSelect> {
  const order = await freshOrder('ACCEPT');
  const [moved] = await t.db
    .update(orders)
    .set({ releaseKind: 'control', actualCarrierCompanyId: order.carrierCompanyId })
    .where(eq(orders.id, order.id))
    .returning();
  return moved;
}
