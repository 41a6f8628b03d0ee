import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LineTable, RegionSelect, ResourceTabs } from '~/components/line-table';
import { PageLinks } from '~/components/page-links';
import { loadLines } from '~/utils/lines.server';

export async function loader(args: LoaderFunctionArgs) {
  const result = await loadLines(args, 'route');
  return data(result, { status: result.status });
}

export default function LineResource() {
  const { filters, regions, page, error } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">线路资源</h1>
      <ResourceTabs current="route" />
      <Form method="get" className="filter-form" aria-label="线路筛选" key={JSON.stringify(filters)}>
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
        <div className="actions">
          <button type="submit" className="btn">
            查询
          </button>
          <Link to="/lineResource" className="btn btn-plain">
            重置
          </Link>
        </div>
      </Form>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {page ? (
        <>
          <LineTable lines={page.records} />
          <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
        </>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
