import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { FilterError } from '#app/components/filter-actions';
import { LineTable, RouteFilterForm } from '#app/features/portal/line-table';
import { PageLinks } from '#app/components/page-links';
import { optionalUser } from '#app/utils/auth.server';
import { loadLines } from '#app/features/portal/lines.server';
import { currentPath } from '#app/features/portal/portal.server';
export { pagesLinks as links } from '#app/styles/sheets';

// The line hall: carriers' lines to place an order on. Ordering needs a login; the login comes
// back here with the same filters.
export async function loader(args: LoaderFunctionArgs) {
  const [result, user] = await Promise.all([loadLines(args, 'route'), optionalUser(args)]);
  const loginHref = `/login?${new URLSearchParams({ redirect: currentPath(args.request) })}`;
  return data({ ...result, signedIn: Boolean(user), loginHref }, { status: result.status });
}

export default function LineHall() {
  const { filters, regions, page, error, signedIn, loginHref } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">专线大厅</h1>
      <RouteFilterForm label="专线筛选" resetTo="/list-line" filters={filters} regions={regions} />
      <FilterError error={error} />
      {page ? (
        <>
          <LineTable
            lines={page.records}
            action={(l) => (signedIn ? <Link to={`/companyInfo/${l.companyId}`}>查看承运商</Link> : <Link to={loginHref}>登录后下单</Link>)}
          />
          <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
        </>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
