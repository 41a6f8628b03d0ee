// A page of cargo sources. The market's signed-in lists and the portal's public halls read their
// rows the same way; they differ in the filter, the order and in how far they count.
import { count, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paging';
import { cargoSources } from '../../db/schema';

/** The requested page of the cargo `where` holds for, in `order`; `counted` counts them (all of them unless given). */
export function readCargoPage(
  db: Db,
  page: PageRequest,
  where: SQL | undefined,
  order: SQL[],
  counted: PromiseLike<{ total: number }[]> = db.select({ total: count() }).from(cargoSources).where(where),
) {
  return readPage(
    page,
    db
      .select()
      .from(cargoSources)
      .where(where)
      .orderBy(...order),
    counted,
  );
}
