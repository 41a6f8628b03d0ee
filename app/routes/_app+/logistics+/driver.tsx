// /logistics/driver — 司机管理: the company's drivers with filters in the URL, pagination links,
// licence expiry warnings, whether the driver has a platform account, export and deletion.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Badge } from '@mantine-part/badge';
import { Button } from '@mantine-part/button';
import { Table } from '@mantine-part/table';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { EXPIRY_FILTERS, EXPIRY_LABELS, driverQuery, maskIdCard, type DriverView } from '../../../../platform/contract/capacity';
import { DeleteConfirm, DictBadge, ExpiryCell, FilterSelect, FilterText, Pager, dictOptions, filterParams, listLinks } from '~/components/capacity-ui';
import { requireUser } from '~/utils/auth.server';
import { deleteAndReturn, loadPage, readForm } from '~/utils/capacity.server';
import { platform } from '~/utils/platform.server';

const PATH = '/logistics/driver';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { query, page } = await loadPage<DriverView, typeof driverQuery.shape>(args, '/driver/pagination', driverQuery);
  const deleteId = new URL(args.request.url).searchParams.get('delete');
  const confirm =
    deleteId && /^\d{1,9}$/.test(deleteId) ? await platform<DriverView>(args, `/driver/getById/${deleteId}`).catch(() => null) : null;
  return { query, page, confirm };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  if (formData.get('intent') !== 'delete') throw new Response('未知的操作', { status: 400 });
  const filters = filterParams(Object.fromEntries(new URL(args.request.url).searchParams));
  return deleteAndReturn(args, '/driver/deleteById', String(formData.get('id') ?? ''), `${PATH}${filters.size ? `?${filters}` : ''}`, '司机已删除');
}

export default function DriverList() {
  const { query, page, confirm } = useLoaderData<typeof loader>();
  const { filters, here } = listLinks(PATH, query);
  const withDelete = (id: number) => {
    const params = new URLSearchParams(filters);
    if (query.pageNumber > 1) params.set('pageNumber', String(query.pageNumber));
    params.set('delete', String(id));
    return `${PATH}?${params}`;
  };
  return (
    <section className="panel cap-page" aria-labelledby="driver-title">
      <div className="cap-head">
        <h1 id="driver-title" className="page-title">
          司机管理
        </h1>
        <div className="cap-actions">
          <Button component={Link} to={`/logistics/driverEdit?back=${encodeURIComponent(here)}`}>
            新增司机
          </Button>
          <Button component="a" href={`/resources/logistics/export?kind=driver${filters.size ? `&${filters}` : ''}`} variant="default">
            导出
          </Button>
        </div>
      </div>

      {confirm ? <DeleteConfirm action={here} id={confirm.id} what={`司机 ${confirm.name}`} cancel={here} /> : null}

      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选司机">
        <FilterText name="name" label="姓名" value={query.name} maxLength={20} />
        <FilterText name="mobile" label="手机号" value={query.mobile} maxLength={11} />
        <FilterSelect name="licenceClass" label="准驾车型" value={query.licenceClass} options={dictOptions('driving_licence_class')} />
        <FilterSelect name="reviewStatus" label="审核状态" value={query.reviewStatus} options={dictOptions('review_status')} />
        <FilterSelect name="expiry" label="证件状态" value={query.expiry} options={EXPIRY_FILTERS.map((v) => ({ value: v, label: EXPIRY_LABELS[v] }))} />
        {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
        <div className="cap-filter-buttons">
          <Button type="submit">查询</Button>
          <Button component={Link} to={PATH} variant="default">
            重置
          </Button>
        </div>
      </Form>

      <Table striped highlightOnHover className="cap-table" aria-label="司机列表">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>姓名</Table.Th>
            <Table.Th>手机号</Table.Th>
            <Table.Th>身份证号</Table.Th>
            <Table.Th>准驾车型</Table.Th>
            <Table.Th>绑定车辆</Table.Th>
            <Table.Th>司机账号</Table.Th>
            <Table.Th>审核状态</Table.Th>
            <Table.Th>证件状态</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.records.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={9} className="cap-empty">
                暂无司机
              </Table.Td>
            </Table.Tr>
          ) : (
            page.records.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td className="cap-plate">{d.name}</Table.Td>
                <Table.Td>{d.mobile}</Table.Td>
                <Table.Td>{maskIdCard(d.idCard)}</Table.Td>
                <Table.Td>{d.licenceClass}</Table.Td>
                <Table.Td>{d.plateNo ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge color={d.hasAccount ? 'green' : 'gray'} variant="light" radius="sm">
                    {d.hasAccount ? '已注册' : '未注册'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <DictBadge type="review_status" value={d.reviewStatus} />
                </Table.Td>
                <Table.Td>
                  <ExpiryCell expiry={d.expiry} warnings={d.warnings} />
                </Table.Td>
                <Table.Td className="cap-row-actions">
                  <Link to={`/logistics/driverEdit?id=${d.id}&back=${encodeURIComponent(here)}`} aria-label={`编辑 ${d.name}`}>
                    编辑
                  </Link>
                  <Link to={withDelete(d.id)} aria-label={`删除 ${d.name}`}>
                    删除
                  </Link>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Pager path={PATH} params={{ ...query }} total={page.total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
