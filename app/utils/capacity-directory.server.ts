// /yunli: the capacity directory from the platform, filters from the URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { CODES } from '#contract/codes';
import { cityOptions, provinceOfCity, provinceOptions } from '#contract/portal/filters';
import type { CapacityCompany, Page } from '#contract/portal/schemas';
import { callPlatform } from './platform.server';

export async function loadCapacity(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const get = (key: string) => url.searchParams.get(key)?.trim() || undefined;
  const city = get('city');
  const filters = { province: get('province') ?? (city ? provinceOfCity(city) : undefined), city, kind: get('kind') };
  const envelope = await callPlatform<Page<CapacityCompany>>(args, '/company/capacityPagination', {
    body: { ...filters, pageNumber: get('pageNumber') ?? 1 },
    token: null,
  });
  if (envelope.code !== CODES.SUCCESS && envelope.code !== CODES.BAD_REQUEST) throw new Response(envelope.message, { status: 503 });
  const bad = envelope.code === CODES.BAD_REQUEST;
  return {
    filters,
    provinces: provinceOptions(),
    cities: cityOptions(filters.province),
    page: bad ? null : envelope.data,
    error: bad ? envelope.message : null,
    status: bad ? 400 : 200,
  };
}
