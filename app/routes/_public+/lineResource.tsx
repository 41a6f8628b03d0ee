import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FilterError } from '#app/components/filter-actions';
import { LineTable, ResourceTabs, RouteFilterForm } from '#app/features/portal/line-table';
import { PageLinks } from '#app/components/page-links';
import { loadLines } from '#app/features/portal/lines.server';
export { pagesLinks as links } from '#app/styles/sheets';

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
      <RouteFilterForm label="线路筛选" resetTo="/lineResource" filters={filters} regions={regions} />
      <FilterError error={error} />
      {page ? (
        <>
          <LineTable lines={page.records} />
          <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
        </>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
