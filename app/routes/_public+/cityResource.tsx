import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { FilterActions, FilterError } from '#app/components/filter-actions';
import { LineTable, ResourceTabs } from '#app/features/portal/line-table';
import { RegionSelect } from '#app/components/filter-select';
import { PageLinks } from '#app/components/page-links';
import { loadLines } from '#app/features/portal/lines.server';
import { FilterFold } from '#app/components/list-base';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const result = await loadLines(args, 'city');
  return data(result, { status: result.status });
}

export default function CityResource() {
  const { filters, regions, page, error } = useLoaderData<typeof loader>();
  const cityName = regions.cities.find((c) => c.value === filters.city)?.label;
  return (
    <div className="panel">
      <h1 className="page-title">城市资源</h1>
      <ResourceTabs current="city" />
      <Form method="get" className="filter-form" aria-label="城市筛选" key={JSON.stringify(filters)}>
        <FilterFold>
          <RegionSelect name="province" label="省份" options={regions.provinces} value={filters.province} autoSubmit />
          <RegionSelect name="city" label="城市" options={regions.cities} value={filters.city} placeholder={filters.province ? '全部城市' : '先选省份'} />
          <FilterActions resetTo="/cityResource" />
        </FilterFold>
      </Form>
      <FilterError error={error} />
      {page ? (
        <>
          <p className="muted">
            {cityName ? `${cityName}始发或到达的专线` : '全部城市的专线'}，共 {page.total} 条
          </p>
          <LineTable lines={page.records} />
          <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
        </>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
