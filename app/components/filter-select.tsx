// A native select of a GET filter form: works without JS; with JS a change can submit the form at
// once (a province choice then reloads its city list).
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

/** Origin and destination, each a province and a city of it, of a route filter form. */
export function RouteFields({ filters, regions }: { filters: RouteFilters; regions: RouteRegions }) {
  return (
    <>
      <RegionSelect name="originProvince" label="始发省份" options={regions.provinces} value={filters.originProvince} autoSubmit />
      <RegionSelect
        name="originCity"
        label="始发城市"
        options={regions.originCities}
        value={filters.originCity}
        placeholder={filters.originProvince ? '不限' : '先选省份'}
      />
      <RegionSelect name="destProvince" label="目的省份" options={regions.provinces} value={filters.destProvince} autoSubmit />
      <RegionSelect
        name="destCity"
        label="目的城市"
        options={regions.destCities}
        value={filters.destCity}
        placeholder={filters.destProvince ? '不限' : '先选省份'}
      />
    </>
  );
}
