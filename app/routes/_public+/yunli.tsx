import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FilterActions, FilterError } from '#app/components/filter-actions';
import { ResourceTabs } from '#app/components/line-table';
import { RegionSelect } from '#app/components/filter-select';
import { PageLinks } from '#app/components/page-links';
import { loadCapacity } from '#app/utils/capacity-directory.server';
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

export default function Yunli() {
  const { filters, provinces, cities, page, error } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">运力资源</h1>
      <ResourceTabs current="company" />
      <Form method="get" className="filter-form" aria-label="运力筛选" key={JSON.stringify(filters)}>
        <RegionSelect name="province" label="所在省份" options={provinces} value={filters.province} autoSubmit />
        <RegionSelect name="city" label="所在城市" options={cities} value={filters.city} placeholder={filters.province ? '不限' : '先选省份'} />
        <RegionSelect name="kind" label="企业类型" options={KINDS} value={filters.kind} />
        <FilterActions resetTo="/yunli" />
      </Form>
      <FilterError error={error} />
      {page && page.records.length === 0 ? <p className="muted capacity-empty">没有符合条件的运力企业</p> : null}
      {page && page.records.length > 0 ? (
        <table className="data-table" aria-label="运力企业">
          <thead>
            <tr>
              <th scope="col">企业</th>
              <th scope="col">类型</th>
              <th scope="col">所在地</th>
              <th scope="col">车辆</th>
              <th scope="col">司机</th>
              <th scope="col">专线</th>
            </tr>
          </thead>
          <tbody>
            {page.records.map((c) => (
              <tr key={c.companyId}>
                <td>
                  <Link to={`/companyInfo/${c.companyId}`}>{c.name}</Link>
                </td>
                <td>{KINDS.find((k) => k.value === c.kind)?.label ?? c.kind}</td>
                <td>{c.region}</td>
                <td>{c.vehicleCount}</td>
                <td>{c.driverCount}</td>
                <td>{c.lineCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {page ? <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
