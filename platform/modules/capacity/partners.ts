// A shipper's frequent carriers (常用承运商) and partner agents (合作经纪人): companies added by
// exact name or credit code, listed with their size (vehicles, lines) and contact.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FrequentCarrierView } from '../../contract/capacity/rows';
import { CAPACITY_MESSAGES, PARTNER_LABELS, type FrequentCarrierInput, type FrequentCarrierQuery, type PartnerRelation } from '../../contract/capacity/schemas';
import type { Page } from '../../contract/page';
import type { Db } from '../../db/client';
import { containedInAny } from '../../db/paging';
import { companies, frequentCarriers, lines, vehicles } from '../../db/schema';
import { hasRowWhere } from '../../db/row-checks';
import { refuse } from '../../http/refusal';
import { frequentOwned, type Owner } from './access';
import { listPage } from './queries';
import { provinceCityLabel } from './views';

/** A company of the given kinds by exact name or credit code. */
export async function companyOfKinds(db: Db, text: string, kinds: string[]) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(or(eq(companies.name, text), eq(companies.creditCode, text.toUpperCase())), inArray(companies.kind, kinds)))
    .limit(1);
  return company ?? null;
}

export async function frequentCarrierPage(db: Db, owner: Owner, relation: PartnerRelation, q: FrequentCarrierQuery): Promise<Page<FrequentCarrierView>> {
  const where = and(frequentOwned(owner, relation), containedInAny(q.keyword, companies.name, companies.creditCode, frequentCarriers.remark));
  const vehicleCount = sql<number>`(select count(*)::int from ${vehicles} v where v.owner_company_id = ${companies.id} and v.deleted_at is null)`;
  const lineCount = sql<number>`(select count(*)::int from ${lines} l where l.company_id = ${companies.id} and l.deleted_at is null)`;
  return listPage(
    q,
    db
      .select({ entry: frequentCarriers, company: companies, vehicleCount, lineCount })
      .from(frequentCarriers)
      .innerJoin(companies, eq(companies.id, frequentCarriers.carrierCompanyId))
      .where(where)
      .orderBy(desc(frequentCarriers.createdAt), desc(frequentCarriers.id)),
    db.select({ total: count() }).from(frequentCarriers).innerJoin(companies, eq(companies.id, frequentCarriers.carrierCompanyId)).where(where),
    (r) => ({
      id: r.entry.id,
      carrierCompanyId: r.company.id,
      companyName: r.company.name,
      creditCode: r.company.creditCode,
      kind: r.company.kind,
      cityLabel: provinceCityLabel(r.company.provinceCode, r.company.cityCode),
      contactName: r.company.contactName,
      contactPhone: r.company.contactPhone,
      authStatus: r.company.authStatus,
      vehicleCount: Number(r.vehicleCount),
      lineCount: Number(r.lineCount),
      remark: r.entry.remark ?? '',
      createdAt: r.entry.createdAt.toISOString(),
    }),
  );
}

export async function addFrequentCarrier(
  db: Db,
  owner: Owner,
  relation: PartnerRelation,
  input: FrequentCarrierInput,
): Promise<{ id: number; companyName: string }> {
  const company = await companyOfKinds(db, input.company, PARTNER_LABELS[relation].kinds);
  if (!company) refuse(relation === 'agent' ? CAPACITY_MESSAGES.agentNotFound : CAPACITY_MESSAGES.blackCompanyNotFound, 400, { field: 'company' });
  return db.transaction(async (tx) => {
    const added = await hasRowWhere(tx, frequentCarriers, and(frequentOwned(owner, relation), eq(frequentCarriers.carrierCompanyId, company.id)));
    if (added) refuse(CAPACITY_MESSAGES.frequentDuplicate, 400, { field: 'company' });
    const [row] = await tx
      .insert(frequentCarriers)
      .values({ relation, ownerCompanyId: owner.companyId, ownerUserId: owner.userId, carrierCompanyId: company.id, remark: input.remark || null })
      .returning({ id: frequentCarriers.id });
    return { id: row.id, companyName: company.name };
  });
}

export async function removeFrequentCarrier(db: Db, owner: Owner, relation: PartnerRelation, id: number): Promise<void> {
  const removed = await db
    .delete(frequentCarriers)
    .where(and(eq(frequentCarriers.id, id), frequentOwned(owner, relation)))
    .returning({ id: frequentCarriers.id });
  if (removed.length === 0) refuse(CAPACITY_MESSAGES.frequentNotFound, 404);
}
