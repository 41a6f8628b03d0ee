// The signed-in cargo hall as a page (/sourceManage/list-supply-the-hall, and the bid-only
// halls bidding-source and agentBiddingSource): the GET filter form and the rows.
import { Button } from '@mantine-part/button';
import { NativeSelect } from '@mantine-part/native-select';
import { TextInput } from '@mantine-part/text-input';
import { Form, Link } from '@remix-run/react';
import { BUSINESS_TYPE } from '#contract/market/dict';
import type { HallQuery } from '#contract/market/marketplace';
import type { hallPageData } from '#app/utils/market.server';
import { PageLinks } from './page-links';

const BUSINESS_TYPES = [{ value: '', label: '全部' }, ...BUSINESS_TYPE.items.map((d) => ({ value: d.value, label: d.label }))];

export function SupplyHall({
  title,
  query,
  page,
  bidOnly = false,
}: {
  title: string;
  query: HallQuery;
  page: Awaited<ReturnType<typeof hallPageData>>;
  bidOnly?: boolean;
}) {
  return (
    <section className="panel" aria-labelledby="hall-title">
      <h1 id="hall-title" className="page-title">
        {title}
      </h1>
      <Form method="get" className="filter-form" role="search" aria-label="筛选货源">
        <TextInput label="货物名称" name="keyword" defaultValue={query.keyword ?? ''} maxLength={30} />
        {bidOnly ? null : <NativeSelect label="业务类型" name="businessType" data={BUSINESS_TYPES} defaultValue={query.businessType ?? ''} />}
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
              <th>{bidOnly ? '报价截止' : '发布时间'}</th>
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
                <td>{bidOnly ? c.deadline : c.publishedAt}</td>
                <td>
                  <Link to={`/sourceManage/supplyDetail?id=${c.id}`} aria-label={`查看 ${c.sourceNo}`}>
                    {c.businessType === '2' && !c.mine ? '抢单' : c.businessType === '3' && !c.mine ? '报价' : '查看'}
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
