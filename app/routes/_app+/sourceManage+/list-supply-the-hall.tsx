// 货源大厅 (/sourceManage/list-supply-the-hall): published public cargo for signed-in users. The
// filters and the page live in the URL (a GET form and links), so a bookmark reopens the same list.
import { Button } from '@mantine-part/button';
import { NativeSelect } from '@mantine-part/native-select';
import { TextInput } from '@mantine-part/text-input';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { dictItems } from '../../../../platform/contract/dictionaries';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageLinks } from '~/components/page-links';
import { requireUser } from '~/utils/auth.server';
import { hallPageData, hallQueryFrom } from '~/utils/market.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const query = hallQueryFrom(new URL(args.request.url));
  return { query, page: await hallPageData(args, query) };
}

const BUSINESS_TYPES = [{ value: '', label: '全部' }, ...dictItems('business_type').map((d) => ({ value: d.value, label: d.label }))];

export default function SupplyHall() {
  const { query, page } = useLoaderData<typeof loader>();
  return (
    <section className="panel" aria-labelledby="hall-title">
      <h1 id="hall-title" className="page-title">
        货源大厅
      </h1>
      <Form method="get" className="filter-form" role="search" aria-label="筛选货源">
        <TextInput label="货物名称" name="keyword" defaultValue={query.keyword ?? ''} maxLength={30} />
        <NativeSelect label="业务类型" name="businessType" data={BUSINESS_TYPES} defaultValue={query.businessType ?? ''} />
        <input type="hidden" name="pageSize" value={query.pageSize} />
        <Button type="submit">查询</Button>
        <Link to="?">重置</Link>
      </Form>
      <p className="muted">共 {page.total} 条货源</p>
      {page.rows.length === 0 ? (
        <p className="muted">没有符合条件的货源</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th>货源号</th>
              <th>货物</th>
              <th>线路</th>
              <th>类型</th>
              <th>车型车长</th>
              <th>剩余车辆</th>
              <th>运价</th>
              <th>发布时间</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((c) => (
              <tr key={c.id}>
                <td>{c.sourceNo}</td>
                <td>
                  {c.goodsName}
                  <br />
                  <span className="muted">{c.weight}</span>
                </td>
                <td>{c.route}</td>
                <td>{c.businessTypeLabel}</td>
                <td>{c.vehicle}</td>
                <td>{c.vehicles}</td>
                <td>{c.unitPrice}</td>
                <td>{c.publishedAt}</td>
                <td>
                  <Link to={`/sourceManage/supplyDetail?id=${c.id}`} aria-label={`查看 ${c.sourceNo}`}>
                    {c.businessType === '2' && !c.mine ? '抢单' : '查看'}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
