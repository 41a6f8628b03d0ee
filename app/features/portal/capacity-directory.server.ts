// /yunli: the capacity directory from the platform, filters from the URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { cityOptions, provinceOfCity, provinceOptions } from '#contract/portal/filters';
import { api } from '#app/utils/api.server';
import { ANONYMOUS, publicList } from './portal.server';

export async function loadCapacity(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const get = (key: string) => url.searchParams.get(key)?.trim() || undefined;
  const city = get('city');
  const filters = { province: get('province') ?? (city ? provinceOfCity(city) : undefined), city, kind: get('kind') };
  const list = await publicList(api.portal.capacityPage.envelope(args, { ...filters, pageNumber: get('pageNumber') ?? 1 }, ANONYMOUS));
  return { filters, provinces: provinceOptions(), cities: cityOptions(filters.province), ...list };
}
