import { and, desc, eq } from 'drizzle-orm';
import { cityLabel } from '../../contract/regions';
import type { Db } from '../../db/client';
import { cargoSources, news } from '../../db/schema';

export type HallCargo = {
  id: number;
  sourceNo: string;
  businessType: string;
  goodsName: string;
  goodsType: string;
  totalWeightKg: number;
  origin: string;
  destination: string;
  vehicleLength: string | null;
  vehicleType: string | null;
  vehiclesRemaining: number;
  unitPriceFen: number;
  publishedAt: string | null;
};

/** The home page: the newest public cargo in the hall and the newest news, both bounded. */
export async function homeData(db: Db) {
  const [cargoRows, newsRows] = await Promise.all([
    db
      .select()
      .from(cargoSources)
      .where(and(eq(cargoSources.status, 'published'), eq(cargoSources.publishScope, 'public')))
      .orderBy(desc(cargoSources.publishedAt))
      .limit(8),
    db
      .select({ id: news.id, type: news.type, title: news.title, summary: news.summary, publishedAt: news.publishedAt })
      .from(news)
      .orderBy(desc(news.publishedAt))
      .limit(6),
  ]);
  const cargo: HallCargo[] = cargoRows.map((c) => ({
    id: c.id,
    sourceNo: c.sourceNo,
    businessType: c.businessType,
    goodsName: c.goodsName,
    goodsType: c.goodsType,
    totalWeightKg: c.totalWeightKg,
    origin: cityLabel(c.originProvince, c.originCity),
    destination: cityLabel(c.destProvince, c.destCity),
    vehicleLength: c.vehicleLength,
    vehicleType: c.vehicleType,
    vehiclesRemaining: c.vehiclesRemaining,
    unitPriceFen: c.unitPriceFen,
    publishedAt: c.publishedAt?.toISOString() ?? null,
  }));
  return {
    cargo,
    news: newsRows.map((n) => ({ ...n, publishedAt: n.publishedAt.toISOString() })),
  };
}
