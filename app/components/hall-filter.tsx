// The cargo hall's GET filter form: every filter lives in the URL. Without JS, choosing a
// province and pressing 查询 fills the city list; with JS a province change submits at once.
import { Form, Link } from '@remix-run/react';
import { dictItems } from '../../platform/contract/dictionaries';
import { PAGE_SIZES } from '../../platform/contract/portal';
import type { HallFilters } from '~/utils/hall.server';

type Option = { value: string; label: string };
type Regions = { provinces: Option[]; originCities: Option[]; destCities: Option[] };

function Select({
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
      <select
        name={name}
        defaultValue={value ?? ''}
        onChange={autoSubmit ? (e) => e.currentTarget.form?.requestSubmit() : undefined}
      >
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

export function HallFilter({
  filters,
  regions,
  action,
  pageSize,
}: {
  filters: HallFilters;
  regions: Regions;
  action: string;
  pageSize: number;
}) {
  // A changed filter set starts again on page 1: pageNumber is not part of the form.
  return (
    <Form method="get" action={action} className="filter-form" aria-label="货源筛选" key={`${JSON.stringify(filters)}-${pageSize}`}>
      <Select name="originProvince" label="始发省份" options={regions.provinces} value={filters.originProvince} autoSubmit />
      <Select
        name="originCity"
        label="始发城市"
        options={regions.originCities}
        value={filters.originCity}
        placeholder={filters.originProvince ? '不限' : '先选省份'}
      />
      <Select name="destProvince" label="目的省份" options={regions.provinces} value={filters.destProvince} autoSubmit />
      <Select
        name="destCity"
        label="目的城市"
        options={regions.destCities}
        value={filters.destCity}
        placeholder={filters.destProvince ? '不限' : '先选省份'}
      />
      <Select name="goodsType" label="货物类型" options={dictItems('goods_type')} value={filters.goodsType} />
      <Select name="vehicleType" label="车辆类型" options={dictItems('vehicle_type')} value={filters.vehicleType} />
      <Select name="vehicleLength" label="车长" options={dictItems('vehicle_length')} value={filters.vehicleLength} />
      <Select name="businessType" label="业务类型" options={dictItems('business_type')} value={filters.businessType} />
      <label>
        每页
        <select name="pageSize" defaultValue={String(pageSize)}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n} 条
            </option>
          ))}
        </select>
      </label>
      <div className="actions">
        <button type="submit" className="btn">
          查询
        </button>
        <Link to={action} className="btn btn-plain">
          重置
        </Link>
      </div>
    </Form>
  );
}
