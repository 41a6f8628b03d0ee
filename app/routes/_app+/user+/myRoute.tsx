// /user/myRoute — 我的线路 (常跑路线): the carrier's frequently run multi-stop routes; filters
// (name, a city passed through) and the page live in the URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { FilterFold, FilterButtons, FilterText, ListTable } from '#app/components/list-ui';
import { FilterError } from '#app/components/filter-actions';
import { PageLinks } from '#app/components/page-links';
import { routeListData } from '#app/features/orders/multi.server';

export const loader = (args: LoaderFunctionArgs) => routeListData(args);

export default function MyRoute() {
  const { query, rows, total, error } = useLoaderData<typeof loader>();
  return (
    <CapPage
      id="route-list-title"
      title="我的线路"
      beside={
        <div className="cap-actions">
          <Button component={Link} to="/user/routeEdit">
            新增线路
          </Button>
          <Button component={Link} to="/user/routeDispatchOrderEdit" variant="default">
            按路线派车
          </Button>
        </div>
      }
    >
      <Form method="get" className="cap-filters" aria-label="筛选线路">
        <FilterFold>
          <FilterText name="name" label="路线名称" value={query.name} maxLength={30} />
          <FilterText name="place" label="途经城市" value={query.place} maxLength={20} placeholder="如 唐山" />
          <FilterButtons reset="/user/myRoute" />
        </FilterFold>
      </Form>
      <FilterError error={error} />
      <ListTable
        label="常跑路线"
        empty="暂无常跑路线"
        rowKey={(r) => r.id}
        rows={rows}
        columns={[
          { title: '路线名称', cell: (r) => r.name },
          { title: '站点', cell: (r) => r.stops },
          { title: '默认车辆 / 司机', cell: (r) => r.capacity },
          { title: '备注', cell: (r) => r.remark },
          { title: '更新时间', cell: (r) => r.updatedAt },
          {
            title: '操作',
            cell: (r) => (
              <span className="cap-row-actions">
                <Link to={`/user/routeEdit?id=${r.id}`} aria-label={`编辑 ${r.name}`}>
                  编辑
                </Link>{' '}
                <Link to={`/user/routeDispatchOrderEdit?routeId=${r.id}`} aria-label={`按此路线派车 ${r.name}`}>
                  派车
                </Link>
              </span>
            ),
          },
        ]}
      />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
