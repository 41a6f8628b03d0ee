// The cargo hall's GET filter form: every filter lives in the URL. Without JS, choosing a
// province and pressing 查询 fills the city list; with JS a province change submits at once.
import { Form, Link } from '@remix-run/react';
import { dictItems } from '../../platform/contract/dictionaries';
import { PAGE_SIZES } from '../../platform/contract/portal';
import type { HallFilters } from '~/utils/hall.server';
import { RegionSelect, type Option } from './filter-select';

type Regions = { provinces: Option[]; originCities: Option[]; destCities: Option[] };


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
      <RegionSelect name="goodsType" label="货物类型" options={dictItems('goods_type')} value={filters.goodsType} />
      <RegionSelect name="vehicleType" label="车辆类型" options={dictItems('vehicle_type')} value={filters.vehicleType} />
      <RegionSelect name="vehicleLength" label="车长" options={dictItems('vehicle_length')} value={filters.vehicleLength} />
      <RegionSelect name="businessType" label="业务类型" options={dictItems('business_type')} value={filters.businessType} />
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
