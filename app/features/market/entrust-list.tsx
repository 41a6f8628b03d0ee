// Entrusts as a list (/sourceManage/entrust with its forms, /user/high-quality-entrust): the
// shipper entrusts a published cargo and may cancel while it waits; operations match a carrier
// company on each waiting row. Status filter and page live in the URL.
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { CapPage } from '#app/components/cap-page';
import type { entrustListData } from '#app/features/market/entrust.server';
import { ENTRUST_STATUS_OPTIONS } from '#app/features/market/entrust-options';
import { RegionSelect } from '#app/components/filter-select';
import { PageLinks } from '#app/components/page-links';
import { FilterFold } from '#app/components/list-base';

type Data = Awaited<ReturnType<typeof entrustListData>>;

export function EntrustList({ title, path, data, withForms }: { title: string; path: string; data: Data; withForms: boolean }) {
  const { query, operator, page, cargo, carriers } = data;
  return (
    <CapPage id="entrust-title" title={title}>
      {withForms && !operator ? (
        cargo.length === 0 ? (
          <p className="muted">
            没有可委托的货源（需已发布且有余车），可先<Link to="/sourceManage/release-source">发布货源</Link>。
          </p>
        ) : (
          <Form method="post" className="cap-form" aria-label="委托平台">
            <AuthenticityTokenInput />
            <fieldset className="cap-fieldset">
              <legend>委托平台匹配运力</legend>
              <label className="cap-field">
                <span className="cap-label">货源</span>
                <select name="cargoId" className="cap-select" defaultValue="">
                  <option value="">请选择</option>
                  {cargo.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="cap-field">
                <span className="cap-label">委托说明</span>
                <input name="remark" maxLength={200} className="cap-input" placeholder="选填，如装车时间要求" />
              </label>
            </fieldset>
            <div className="cap-actions">
              <button type="submit" name="intent" value="entrust" className="btn">
                委托平台
              </button>
            </div>
          </Form>
        )
      ) : null}
      <Form method="get" action={path} className="filter-form" role="search" aria-label="筛选委托" key={query.status ?? ''}>
        <FilterFold>
          <RegionSelect name="status" label="状态" options={ENTRUST_STATUS_OPTIONS} value={query.status} placeholder="全部" />
          <button type="submit" className="btn">
            查询
          </button>
          <Link to={path}>重置</Link>
        </FilterFold>
      </Form>
      {page.rows.length === 0 ? (
        <p className="muted">暂无委托</p>
      ) : (
        <table className="data-table" aria-label="委托列表">
          <thead>
            <tr>
              <th>货源</th>
              <th>线路</th>
              {operator ? <th>货主</th> : null}
              <th>状态</th>
              <th>订单</th>
              <th>委托时间</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((e) => (
              <tr key={e.id}>
                <td>
                  {e.goodsName}
                  <br />
                  <span className="muted">{e.sourceNo}</span>
                </td>
                <td>{e.route}</td>
                {operator ? <td>{e.shipperName}</td> : null}
                <td>{e.statusLabel}</td>
                <td>{e.orderNo ? `${e.orderNo}（${e.carrierName}）` : '—'}</td>
                <td>{e.createdAt}</td>
                <td className="row-actions">
                  <Link to={`/user/entrustDetail?id=${e.id}`} aria-label={`委托详情 ${e.sourceNo}`}>
                    详情
                  </Link>
                  {withForms && e.status === 'WAIT' && operator ? (
                    <Form method="post" className="inline-form" aria-label={`匹配运力 ${e.sourceNo}`}>
                      <AuthenticityTokenInput />
                      <input type="hidden" name="entrustId" value={e.id} />
                      <select name="carrierCompanyId" aria-label={`承运企业 ${e.sourceNo}`} defaultValue="">
                        <option value="">选择承运企业</option>
                        {carriers.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                      <button type="submit" name="intent" value="match" className="link-button">
                        匹配并下单
                      </button>
                    </Form>
                  ) : null}
                  {withForms && e.status === 'WAIT' && !operator ? (
                    <Form method="post" className="inline-form">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="id" value={e.id} />
                      <button type="submit" name="intent" value="cancel" className="link-button" aria-label={`撤销委托 ${e.sourceNo}`}>
                        撤销
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </CapPage>
  );
}
