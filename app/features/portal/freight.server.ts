// /list-feight and /GPDetail loader side: URL filters → the platform's freight queries, with the
// region options of the filter form. A hand-edited bad filter shows the platform's message (400).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { cityOptions, provinceOptions } from '#contract/portal/filters';
import type { FreightRoute, FreightRow } from '#contract/portal/views';
import type { Page } from '#contract/page';
import { api } from '#app/utils/api.server';
import { ANONYMOUS, publicList, publicRead } from './portal.server';

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
  const list = await publicList(api.portal.freightPage.envelope(args, body, ANONYMOUS));
  const regions = {
    provinces: provinceOptions(),
    originCities: cityOptions(filters.originProvince),
    destCities: cityOptions(filters.destProvince),
  };
  return { filters, regions, ...list };
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
  return publicRead(api.portal.freightRoute.envelope(args, body, ANONYMOUS));
}

/** A freight page with each row's link to its route's price history. */
export function withRouteLinks(page: Page<FreightRow> | null | undefined): Page<FreightRow & { href: string }> | null {
  return page ? { ...page, records: page.records.map((r) => ({ ...r, href: routeHref(r) })) } : null;
}
