// The cargo hall's GET filter form: every filter lives in the URL. Without JS, choosing a
// province and pressing 查询 fills the city list; with JS a province change submits at once.
import { Form, Link } from '@remix-run/react';
import { BUSINESS_TYPE, GOODS_TYPE } from '#contract/market/dict';
import { VEHICLE_LENGTH } from '#contract/capacity/dict';
import { FREIGHT_VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { PAGE_SIZES } from '#contract/portal/constants';
import type { HallFilters } from '#app/features/portal/hall.server';
import { RegionSelect, RouteFields, type Option } from '#app/components/filter-select';
import { FilterFold } from '#app/components/list-base';
import { FilterActions } from '#app/components/filter-actions';

type Regions = { provinces: Option[]; originCities: Option[]; destCities: Option[] };

export function HallFilter({
  filters,
  regions,
  action,
  pageSize,
  withBusinessType = true,
}: {
  filters: HallFilters;
  regions: Regions;
  action: string;
  pageSize: number;
  /** the bid hall has one business type and no such filter */
  withBusinessType?: boolean;
}) {
  // A changed filter set starts again on page 1: pageNumber is not part of the form.
  return (
    <Form
      method="get"
      action={action}
      className="filter-form"
      aria-label={withBusinessType ? '货源筛选' : '竞价货源筛选'}
      key={`${JSON.stringify(filters)}-${pageSize}`}
    >
      <FilterFold>
        <RouteFields filters={filters} regions={regions} />
        <RegionSelect name="goodsType" label="货物类型" options={GOODS_TYPE.items} value={filters.goodsType} />
        <RegionSelect name="vehicleType" label="车辆类型" options={FREIGHT_VEHICLE_TYPE.items} value={filters.vehicleType} />
        <RegionSelect name="vehicleLength" label="车长" options={VEHICLE_LENGTH.items} value={filters.vehicleLength} />
        {withBusinessType ? <RegionSelect name="businessType" label="业务类型" options={BUSINESS_TYPE.items} value={filters.businessType} /> : null}
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
        <FilterActions resetTo={action} />
      </FilterFold>
    </Form>
  );
}

/** The goods-source hall's three lists: all cargo, open biddings, freight prices. */
export function HallTabs({ current }: { current: 'goods' | 'bid' | 'freight' }) {
  const tab = (key: typeof current, to: string, label: string) => (
    <Link to={to} aria-current={current === key ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <nav className="tabs" aria-label="货源大厅">
      {tab('goods', '/list-goods', '货源大厅')}
      {tab('bid', '/list-bid', '竞价大厅')}
      {tab('freight', '/list-feight', '运价信息')}
    </nav>
  );
}
