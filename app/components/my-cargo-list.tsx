// The shipper's own cargo as a list (/user/goods-list and the typed lists list-line-source,
// list-grab-source, list-bid-source): GET filters in the URL, page links, and per row the detail,
// edit (while untaken — the platform decides) and copy.
import { Form, Link } from '@remix-run/react';
import { CARGO_STATUS_LABELS } from '#contract/market/cargo';
import { BUSINESS_TYPE } from '#contract/market/dict';
import type { CargoStatus } from '#contract/market/marketplace';
import type { MyCargoQuery } from '#contract/market/cargo';
import type { myCargoData } from '#app/utils/market.server';
import { RegionSelect } from './filter-select';
import { PageLinks } from './page-links';

const STATUSES = Object.entries(CARGO_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export function MyCargoList({
  title,
  path,
  query,
  page,
  fixedType,
}: {
  title: string;
  path: string;
  query: MyCargoQuery;
  page: Awaited<ReturnType<typeof myCargoData>>;
  fixedType?: boolean;
}) {
  return (
    <section className="panel" aria-labelledby="my-cargo-title">
      <h1 id="my-cargo-title" className="page-title">
        {title}
      </h1>
      <div className="cap-actions">
        <Link to="/sourceManage/release-source" className="btn">
          发布货源
        </Link>
      </div>
      <Form method="get" action={path} className="filter-form" role="search" aria-label="筛选我的货源" key={JSON.stringify(query)}>
        <label>
          货物名称或货源号
          <input name="keyword" defaultValue={query.keyword ?? ''} maxLength={30} />
        </label>
        {fixedType ? null : <RegionSelect name="businessType" label="业务类型" options={BUSINESS_TYPE.items} value={query.businessType} placeholder="全部" />}
        <RegionSelect name="status" label="状态" options={STATUSES} value={query.status} placeholder="全部" />
        <button type="submit" className="btn">
          查询
        </button>
        <Link to={path}>重置</Link>
      </Form>
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
              <th>车辆（余/总）</th>
              <th>运价</th>
              <th>状态</th>
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
                <td>{c.vehicles}</td>
                <td>{c.unitPrice}</td>
                <td>{CARGO_STATUS_LABELS[c.status as CargoStatus] ?? c.status}</td>
                <td>{c.publishedAt}</td>
                <td className="row-actions">
                  <Link to={`/sourceManage/sourceDetail?id=${c.id}`} aria-label={`详情 ${c.sourceNo}`}>
                    详情
                  </Link>
                  {c.status === 'draft' || (c.status === 'published' && c.vehiclesRemaining === c.vehicleCount) ? (
                    <Link to={`/sourceManage/release-source?id=${c.id}`} aria-label={`编辑 ${c.sourceNo}`}>
                      编辑
                    </Link>
                  ) : null}
                  <Link to={`/sourceManage/release-source?copy=${c.id}`} aria-label={`复制 ${c.sourceNo}`}>
                    复制
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
