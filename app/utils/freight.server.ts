// /list-feight and /GPDetail loader side: URL filters → the platform's freight queries, with the
// region options of the filter form. A hand-edited bad filter shows the platform's message (400).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { CODES } from '#contract/codes';
import { cityOptions, provinceOptions } from '#contract/portal/filters';
import type { FreightRoute, FreightRow, Page } from '#contract/portal/schemas';
import { callPlatform } from './platform.server';
import { publicRead } from './portal.server';

const FREIGHT_KEYS = ['originProvince', 'originCity', 'destProvince', 'destCity', 'vehicleType'] as const;
export type FreightFilters = Partial<Record<(typeof FREIGHT_KEYS)[number], string>>;

export async function loadFreight(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const filters: FreightFilters = {};
  for (const key of FREIGHT_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const body = { ...filters, pageNumber: url.searchParams.get('pageNumber') || 1 };
  const envelope = await callPlatform<Page<FreightRow>>(args, '/order/freightPagination', { body, token: null });
  if (envelope.code !== CODES.SUCCESS && envelope.code !== CODES.BAD_REQUEST) throw new Response(envelope.message, { status: 503 });
  const regions = {
    provinces: provinceOptions(),
    originCities: cityOptions(filters.originProvince),
    destCities: cityOptions(filters.destProvince),
  };
  const bad = envelope.code === CODES.BAD_REQUEST;
  return { filters, regions, page: bad ? null : envelope.data, error: bad ? envelope.message : null, status: bad ? 400 : 200 };
}

/** The link from a freight row to its route's price history. */
export function routeHref(row: { originCity: string; destCity: string; vehicleType: string | null }): string {
  const query = new URLSearchParams({ originCity: row.originCity, destCity: row.destCity });
  if (row.vehicleType) query.set('vehicleType', row.vehicleType);
  return `/GPDetail?${query}`;
}

export async function loadFreightRoute(args: LoaderFunctionArgs): Promise<FreightRoute> {
  const url = new URL(args.request.url);
  const get = (key: string) => url.searchParams.get(key)?.trim() || undefined;
  const body = { originCity: get('originCity'), destCity: get('destCity'), vehicleType: get('vehicleType') };
  return publicRead<FreightRoute>(args, '/order/freightRoute', { body });
}
