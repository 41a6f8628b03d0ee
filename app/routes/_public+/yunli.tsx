import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { FilterActions } from '#app/components/filter-actions';
import { ResourceTabs } from '#app/features/portal/line-table';
import { RegionSelect } from '#app/components/filter-select';
import type { Column } from '#app/components/list-ui';
import type { CapacityCompany } from '#contract/portal/views';
import { PublicList } from '#app/features/portal/public-list';
import { loadCapacity } from '#app/features/portal/capacity-directory.server';
import { FilterFold } from '#app/components/list-base';
export { pagesLinks as links } from '#app/styles/sheets';

const KINDS = [
  { value: 'carrier', label: '承运商' },
  { value: 'agent', label: '经纪企业' },
];

// Capacity directory: verified carriers and agents with their vehicles, drivers and lines.
export async function loader(args: LoaderFunctionArgs) {
  const result = await loadCapacity(args);
  return data(result, { status: result.status });
}

const COLUMNS: Column<CapacityCompany>[] = [
  { title: '企业', cell: (c) => <Link to={`/companyInfo/${c.companyId}`}>{c.name}</Link> },
  { title: '类型', cell: (c) => KINDS.find((k) => k.value === c.kind)?.label ?? c.kind },
  { title: '所在地', cell: (c) => c.region },
  { title: '车辆', cell: (c) => c.vehicleCount },
  { title: '司机', cell: (c) => c.driverCount },
  { title: '专线', cell: (c) => c.lineCount },
];

export default function Yunli() {
  const { filters, provinces, cities, page, error } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">运力资源</h1>
      <ResourceTabs current="company" />
      <Form method="get" className="filter-form" aria-label="运力筛选" key={JSON.stringify(filters)}>
        <FilterFold>
          <RegionSelect name="province" label="所在省份" options={provinces} value={filters.province} autoSubmit />
          <RegionSelect name="city" label="所在城市" options={cities} value={filters.city} placeholder={filters.province ? '不限' : '先选省份'} />
          <RegionSelect name="kind" label="企业类型" options={KINDS} value={filters.kind} />
          <FilterActions resetTo="/yunli" />
        </FilterFold>
      </Form>
      <PublicList
        page={page}
        error={error}
        label="运力企业"
        empty="没有符合条件的运力企业"
        emptyClass="capacity-empty"
        columns={COLUMNS}
        rowKey={(c) => c.companyId}
      />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
