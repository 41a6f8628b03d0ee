// 开票信息: each account keeps one set of invoice details; an application copies them when it is
// made (applications.ts), so saving here never reaches a submitted application.
import { eq } from 'drizzle-orm';
import type { InvoiceDetailsInput, InvoiceDetailsView } from '../../contract/invoices/details';
import type { Db, Tx } from '../../db/client';
import { invoiceDetails } from '../../db/schema';
import type { Auth } from '../../http/auth';

type Row = typeof invoiceDetails.$inferSelect;

const viewOf = ({ userId: _userId, updatedAt, ...fields }: Row): InvoiceDetailsView => ({ ...fields, updatedAt: updatedAt.toISOString() });

/** The caller's own details, or null before the first save (nobody reads another account's). */
export async function readInvoiceDetails(db: Db | Tx, auth: Auth): Promise<InvoiceDetailsView | null> {
  const [row] = await db.select().from(invoiceDetails).where(eq(invoiceDetails.userId, auth.user.id)).limit(1);
  return row ? viewOf(row) : null;
}

/** Creates or replaces the caller's details with the validated (normalised) input. */
export async function saveInvoiceDetails(db: Db, auth: Auth, input: InvoiceDetailsInput): Promise<InvoiceDetailsView> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(invoiceDetails)
    .values({ userId: auth.user.id, ...values })
    .onConflictDoUpdate({ target: invoiceDetails.userId, set: values })
    .returning();
  return viewOf(row);
}
