import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LineTable, RegionSelect } from '~/components/line-table';
import { PageLinks } from '~/components/page-links';
import { optionalUser } from '~/utils/auth.server';
import { loadLines } from '~/utils/lines.server';
import { currentPath } from '~/utils/portal.server';

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
      <Form method="get" className="filter-form" aria-label="专线筛选" key={JSON.stringify(filters)}>
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
          <Link to="/list-line" className="btn btn-plain">
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
          <LineTable
            lines={page.records}
            action={(l) =>
              signedIn ? (
                <Link to={`/companyInfo/${l.companyId}`}>查看承运商</Link>
              ) : (
                <Link to={loginHref}>登录后下单</Link>
              )
            }
          />
          <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
        </>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
