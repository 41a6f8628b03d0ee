// The cargo hall's loader side: the URL's filters → the platform's hall query, and the filter
// form's region options. Bad filters (a hand-edited URL) show the platform's message with 400.
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Envelope } from '#contract/codes';
import { cityOptions, provinceOptions } from '#contract/portal/filters';
import { HALL_FILTER_KEYS } from '#contract/portal/schemas';
import { api } from '#app/utils/api.server';
import { ANONYMOUS, publicList } from './portal.server';

export type HallFilters = Partial<Record<(typeof HALL_FILTER_KEYS)[number], string>>;

export function hallFiltersOf(url: URL): HallFilters {
  const filters: HallFilters = {};
  for (const key of HALL_FILTER_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The hall's URL as the platform's hall query: its filters, page and page size. */
function hallBody(url: URL) {
  return { ...hallFiltersOf(url), pageNumber: url.searchParams.get('pageNumber') || 1, pageSize: url.searchParams.get('pageSize') || undefined };
}

/** A hall page (cargo or bids) with the filter form's region options. */
async function hallOf<T>(url: URL, answer: Promise<Envelope<T>>) {
  const filters = hallFiltersOf(url);
  const regions = {
    provinces: provinceOptions(),
    originCities: cityOptions(filters.originProvince),
    destCities: cityOptions(filters.destProvince),
  };
  return { filters, regions, ...(await publicList(answer)) };
}

/** The cargo hall (/list-goods). */
export async function loadHall(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  return hallOf(url, api.portal.hall.envelope(args, hallBody(url), ANONYMOUS));
}

/** The bid hall (/list-bid): same filters, the open biddings. */
export async function loadBidHall(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  return hallOf(url, api.portal.bidHall.envelope(args, hallBody(url), ANONYMOUS));
}
