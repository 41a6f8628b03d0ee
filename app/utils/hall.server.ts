// The cargo hall's loader side: the URL's filters → the platform's hall query, and the filter
// form's region options. Bad filters (a hand-edited URL) show the platform's message with 400.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { CODES } from '#contract/codes';
import { cityOptions, provinceOptions } from '#contract/portal/filters';
import { HALL_FILTER_KEYS, type HallCargo, type Page } from '#contract/portal/schemas';
import { callPlatform } from './platform.server';

export type HallFilters = Partial<Record<(typeof HALL_FILTER_KEYS)[number], string>>;

export function hallFiltersOf(url: URL): HallFilters {
  const filters: HallFilters = {};
  for (const key of HALL_FILTER_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The cargo hall (default) or the bid hall: same filters, different platform list. */
export async function loadHall<T = HallCargo>(args: LoaderFunctionArgs, path = '/order/hallPagination') {
  const url = new URL(args.request.url);
  const filters = hallFiltersOf(url);
  const body = {
    ...filters,
    pageNumber: url.searchParams.get('pageNumber') || 1,
    pageSize: url.searchParams.get('pageSize') || undefined,
  };
  const envelope = await callPlatform<Page<T>>(args, path, { body, token: null });
  if (envelope.code !== CODES.SUCCESS && envelope.code !== CODES.BAD_REQUEST) {
    throw new Response(envelope.message, { status: 503 });
  }
  const regions = {
    provinces: provinceOptions(),
    originCities: cityOptions(filters.originProvince),
    destCities: cityOptions(filters.destProvince),
  };
  if (envelope.code === CODES.BAD_REQUEST) {
    return { filters, regions, page: null, error: envelope.message, status: 400 };
  }
  return { filters, regions, page: envelope.data, error: null, status: 200 };
}
