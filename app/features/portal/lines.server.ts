// /lineResource and /cityResource: carrier lines from the platform, filters from the URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { cityOptions, provinceOfCity, provinceOptions } from '#contract/portal/filters';
import { api } from '#app/utils/api.server';
import { ANONYMOUS, publicList } from './portal.server';

const ROUTE_KEYS = ['originProvince', 'originCity', 'destProvince', 'destCity'] as const;

export async function loadLines(args: LoaderFunctionArgs, mode: 'route' | 'city') {
  const url = new URL(args.request.url);
  const get = (key: string) => url.searchParams.get(key)?.trim() || undefined;
  const filters: Record<string, string | undefined> = {};
  if (mode === 'route') for (const key of ROUTE_KEYS) filters[key] = get(key);
  else {
    filters.city = get('city');
    // The province select of the city form; a chosen city implies its province.
    filters.province = get('province') ?? (filters.city ? provinceOfCity(filters.city) : undefined);
  }
  const body = mode === 'route' ? { ...filters, pageNumber: get('pageNumber') ?? 1 } : { city: filters.city, pageNumber: get('pageNumber') ?? 1 };
  const list = await publicList(api.portal.linePage.envelope(args, body, ANONYMOUS));
  const regions = {
    provinces: provinceOptions(),
    originCities: cityOptions(filters.originProvince),
    destCities: cityOptions(filters.destProvince),
    cities: cityOptions(filters.province),
  };
  return { filters, regions, ...list };
}
