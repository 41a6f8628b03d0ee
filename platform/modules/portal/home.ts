// The home page's data (latest public cargo, carrier lines, news) and the platform's statistics.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoSources, companies, drivers, lines, news, vehicles, waybills } from '../../db/schema';
import type { HomeData } from '../../contract/portal/views';
import { isPublished } from './content';
import { lineView } from './directory';
import { hallRow } from './hall';

type HomeLine = HomeData['capacity'][number];
type PlatformStats = HomeData['stats'];

/** Counts for the home page: verified companies, capacity, open cargo and every waybill so far. */
export async function platformStats(db: Db): Promise<PlatformStats> {
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [c, v, d, l, s, w] = await Promise.all([
    one(db.select({ n: count() }).from(companies).where(eq(companies.authStatus, '2'))),
    one(db.select({ n: count() }).from(vehicles).where(isNull(vehicles.deletedAt))),
    one(db.select({ n: count() }).from(drivers).where(isNull(drivers.deletedAt))),
    one(db.select({ n: count() }).from(lines).where(isNull(lines.deletedAt))),
    one(
      db
        .select({ n: count() })
        .from(cargoSources)
        .where(and(eq(cargoSources.status, 'published'), eq(cargoSources.publishScope, 'public'))),
    ),
    one(db.select({ n: count() }).from(waybills)),
  ]);
  return { companies: c, vehicles: v, drivers: d, lines: l, cargoSources: s, waybills: w };
}

/** The home page: the newest public cargo, the newest carrier lines and the newest news, all bounded. */
export async function homeData(db: Db) {
  const [cargoRows, lineRows, newsRows] = await Promise.all([
    db
      .select()
      .from(cargoSources)
      .where(and(eq(cargoSources.status, 'published'), eq(cargoSources.publishScope, 'public')))
      .orderBy(desc(cargoSources.publishedAt))
      .limit(8),
    db
      .select({ line: lines, companyName: companies.name })
      .from(lines)
      .innerJoin(companies, eq(companies.id, lines.companyId))
      .where(isNull(lines.deletedAt))
      .orderBy(desc(lines.createdAt), desc(lines.id))
      .limit(6),
    db
      .select({ id: news.id, type: news.type, title: news.title, summary: news.summary, publishedAt: news.publishedAt })
      .from(news)
      .where(isPublished)
      .orderBy(desc(news.publishedAt))
      .limit(6),
  ]);
  // The home page's lines go without their remark.
  const capacity: HomeLine[] = lineRows.map(({ line, companyName }) => {
    const { remark: _remark, ...shown } = lineView(line, companyName);
    return shown;
  });
  return {
    cargo: cargoRows.map(hallRow),
    capacity,
    news: newsRows.map((n) => ({ ...n, publishedAt: n.publishedAt.toISOString() })),
  };
}
