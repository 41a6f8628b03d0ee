// A native select of a GET filter form: works without JS; with JS a change can submit the form at
// once (a province choice then reloads its city list).
import { Fragment } from 'react';
import { summarisedByItsFields } from './list-base';

export type Option = { value: string; label: string };

export function RegionSelect({
  name,
  label,
  options,
  value,
  placeholder = '不限',
  autoSubmit = false,
}: {
  name: string;
  label: string;
  options: Option[];
  value: string | undefined;
  placeholder?: string;
  autoSubmit?: boolean;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''} onChange={autoSubmit ? (e) => e.currentTarget.form?.requestSubmit() : undefined}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export type RouteFilters = { originProvince?: string; originCity?: string; destProvince?: string; destCity?: string };
export type RouteRegions = { provinces: Option[]; originCities: Option[]; destCities: Option[] };

const ROUTE_ENDS = [
  { end: 'origin', word: '始发', cities: 'originCities' },
  { end: 'dest', word: '目的', cities: 'destCities' },
] as const;

/** Origin and destination, each a province and a city of it, of a route filter form. */
export const RouteFields = summarisedByItsFields(({ filters, regions }: { filters: RouteFilters; regions: RouteRegions }) =>
  ROUTE_ENDS.map(({ end, word, cities }) => {
    const province = filters[`${end}Province`];
    return (
      <Fragment key={end}>
        <RegionSelect name={`${end}Province`} label={`${word}省份`} options={regions.provinces} value={province} autoSubmit />
        <RegionSelect
          name={`${end}City`}
          label={`${word}城市`}
          options={regions[cities]}
          value={filters[`${end}City`]}
          placeholder={province ? '不限' : '先选省份'}
        />
      </Fragment>
    );
  }),
);
