// Company search by name or credit code (POST /company/search): one bounded LIKE query.
import { asc, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/paging';
import { companies } from '../../db/schema';

export async function searchCompanies(db: Db, keyword: string, limit = 20) {
  const pattern = containing(keyword);
  const rows = await db
    .select({ companyId: companies.id, companyName: companies.name })
    .from(companies)
    .where(or(ilike(companies.name, pattern), ilike(companies.creditCode, pattern)))
    .orderBy(asc(companies.name))
    .limit(limit);
  return rows.map((r) => ({ company_id: r.companyId, company_name: r.companyName }));
}
