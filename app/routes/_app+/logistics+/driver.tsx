// /logistics/driver — 司机管理: the company's drivers with filters in the URL, pagination links,
// licence expiry warnings, whether the driver has a platform account, export and deletion.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Badge } from '#app/components/badge';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { driverQuery } from '#app/features/capacity/capacity-schemas.server';
import { DeleteConfirm } from '#app/components/delete-confirm';
import { FilterFold, DictBadge, FilterSelect, FilterText, dictOptions, listLinks, actionsColumn, RowLinks, type Column } from '#app/components/list-ui';
import { capacityListData, deleteFromList } from '#app/features/capacity/lists.server';
import { ExpiryCell, ReviewFilters } from '#app/features/capacity/ui';
import { PagedTable } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { api } from '#app/utils/api.server';
import { DRIVING_LICENCE_CLASS } from '#contract/capacity/dict';
import { REVIEW_STATUS } from '#contract/company/dictionaries';
import { maskIdCard } from '#app/utils/masks';

const PATH = '/logistics/driver';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return capacityListData(args, api.capacity.driverPage, driverQuery, api.capacity.driverById);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return deleteFromList(args, PATH, api.capacity.driverDelete, '司机已删除');
}

export default function DriverList() {
  const { query, page, units, confirm } = useLoaderData<typeof loader>();
  const { filters, here } = listLinks(PATH, query);
  const withDelete = (id: number) => {
    const params = new URLSearchParams(filters);
    if (query.pageNumber > 1) params.set('pageNumber', String(query.pageNumber));
    params.set('delete', String(id));
    return `${PATH}?${params}`;
  };
  const columns: Column<(typeof page.records)[number]>[] = [
    { title: '姓名', className: 'cap-plate', cell: (d) => d.name },
    { title: '手机号', cell: (d) => d.mobile },
    { title: '身份证号', cell: (d) => maskIdCard(d.idCard) },
    { title: '准驾车型', cell: (d) => d.licenceClass },
    { title: '绑定车辆', cell: (d) => d.plateNo ?? '—' },
    {
      title: '司机账号',
      cell: (d) => (
        <Badge color={d.hasAccount ? 'green' : 'gray'} radius="sm">
          {d.hasAccount ? '已注册' : '未注册'}
        </Badge>
      ),
    },
    { title: '审核状态', cell: (d) => <DictBadge dict={REVIEW_STATUS} value={d.reviewStatus} /> },
    { title: '证件状态', cell: (d) => <ExpiryCell expiry={d.expiry} warnings={d.warnings} /> },
    actionsColumn((d) => (
      <RowLinks
        name={d.name}
        links={[
          ['编辑', `/logistics/driverEdit?id=${d.id}&back=${encodeURIComponent(here)}`],
          ['删除', withDelete(d.id)],
        ]}
      />
    )),
  ];
  return (
    <CapPage
      id="driver-title"
      title="司机管理"
      beside={
        <div className="cap-actions">
          <Button component={Link} to={`/logistics/driverEdit?back=${encodeURIComponent(here)}`}>
            新增司机
          </Button>
          <Button component="a" href={`/resources/logistics/export?kind=driver${filters.size ? `&${filters}` : ''}`} variant="default">
            导出
          </Button>
        </div>
      }
    >
      {confirm ? <DeleteConfirm action={here} id={confirm.id} what={`司机 ${confirm.name}`} cancel={here} /> : null}

      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选司机">
        <FilterFold>
          <FilterText name="name" label="姓名" value={query.name} maxLength={20} />
          <FilterText name="mobile" label="手机号" value={query.mobile} maxLength={11} />
          <FilterSelect name="licenceClass" label="准驾车型" value={query.licenceClass} options={dictOptions(DRIVING_LICENCE_CLASS)} />
          <ReviewFilters query={query} units={units} reset={PATH} />
        </FilterFold>
      </Form>

      <PagedTable label="司机列表" empty="暂无司机" rowKey={(d) => d.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
