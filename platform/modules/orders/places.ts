// The cargo's load and unload points and remark, read for an order's parties (issue 42: the
// carrier and the driver never saw where to load). Only the detail reads call this, after they
// have checked that the caller is a party: the shipper, the carrier or agent, a driver of one of
// its waybills, operations. A company that only receives the goods gets null (receivedDetail).
import { asc, eq } from 'drizzle-orm';
import type { CargoPlaces } from '../../contract/orders/places';
import { placeLabel } from '../../contract/regions';
import { cargoPoints, cargoSources } from '../../db/schema';
import type { Executor } from './access';

export async function cargoPlacesOf(db: Executor, cargoId: number): Promise<CargoPlaces> {
  const [[cargo], points] = await Promise.all([
    db
      .select({
        remark: cargoSources.remark,
        originProvince: cargoSources.originProvince,
        originCity: cargoSources.originCity,
        originDistrict: cargoSources.originDistrict,
        originAddress: cargoSources.originAddress,
        destProvince: cargoSources.destProvince,
        destCity: cargoSources.destCity,
        destDistrict: cargoSources.destDistrict,
        destAddress: cargoSources.destAddress,
        loadStart: cargoSources.loadStart,
        loadEnd: cargoSources.loadEnd,
      })
      .from(cargoSources)
      .where(eq(cargoSources.id, cargoId))
      .limit(1),
    // load points first, then unload ('load' < 'unload'), each in the shipper's order
    db.select().from(cargoPoints).where(eq(cargoPoints.cargoId, cargoId)).orderBy(asc(cargoPoints.kind), asc(cargoPoints.seq)).limit(50),
  ]);
  if (!cargo) return { points: [], remark: null };
  const remark = cargo.remark?.trim() || null;
  if (points.length > 0) {
    return {
      remark,
      points: points.map((p) => ({
        kind: p.kind === 'unload' ? 'unload' : 'load',
        seq: p.seq,
        region: placeLabel(p.provinceCode, p.cityCode, p.districtCode),
        address: p.address,
        contactName: p.contactName,
        contactPhone: p.contactPhone,
        // a load point without its own window loads within the cargo's 装货时间
        ...(p.windowStart || p.windowEnd || p.kind !== 'load'
          ? { windowStart: p.windowStart?.toISOString() ?? null, windowEnd: p.windowEnd?.toISOString() ?? null }
          : { windowStart: cargo.loadStart?.toISOString() ?? null, windowEnd: cargo.loadEnd?.toISOString() ?? null }),
      })),
    };
  }
  // Cargo made before points were kept separately: the cargo's own two addresses, no contact.
  return {
    remark,
    points: [
      {
        kind: 'load',
        seq: 1,
        region: placeLabel(cargo.originProvince, cargo.originCity, cargo.originDistrict),
        address: cargo.originAddress,
        contactName: '',
        contactPhone: '',
        windowStart: cargo.loadStart?.toISOString() ?? null,
        windowEnd: cargo.loadEnd?.toISOString() ?? null,
      },
      {
        kind: 'unload',
        seq: 1,
        region: placeLabel(cargo.destProvince, cargo.destCity, cargo.destDistrict),
        address: cargo.destAddress,
        contactName: '',
        contactPhone: '',
        windowStart: null,
        windowEnd: null,
      },
    ],
  };
}
