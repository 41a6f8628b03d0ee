import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { SITE_NAME } from '#app/site';
import { LoginForm } from '#app/features/account/login-form';
import { loadHome } from '#app/features/portal/home.server';
export { pagesLinks as links } from '#app/styles/sheets';

export function loader(args: LoaderFunctionArgs) {
  return loadHome(args);
}

export default function Home() {
  const { cargo, capacity, news, stats, login } = useLoaderData<typeof loader>();
  return (
    <>
      {login ? (
        <div className="login-page">
          <LoginForm {...login} />
        </div>
      ) : null}
      <section className="hero">
        <h1>{SITE_NAME}</h1>
        <p>货主发布货源，承运商、经纪人与司机抢单或竞价；派车、装货、签收、结算与开票全程在线，合规可追溯。</p>
      </section>
      <div className="offer">
        <section>
          <h2>
            <Link to="/list-goods">货源大厅</Link>
          </h2>
          <p>
            钢材、煤炭、水泥等整车货源实时发布，抢单、<Link to="/list-bid">竞价</Link>或联系货主；
            <Link to="/list-feight">运价信息</Link>按线路汇总近 30 天的货源与成交价。
          </p>
        </section>
        <section>
          <h2>
            <Link to="/lineResource">运力资源</Link>
          </h2>
          <p>认证承运商的物流专线、参考运价与车型，按线路找车。</p>
        </section>
        <section>
          <h2>
            <Link to="/viewOrderSimple">运单查询</Link>
          </h2>
          <p>凭运单号与收货人手机尾号，免登录查看运单进度。</p>
        </section>
        <section>
          <h2>
            <Link to="/register">入驻平台</Link>
          </h2>
          <p>货主、经纪人与承运商在线注册认证，合同、结算与发票全程线上。</p>
        </section>
      </div>
      <ul className="stats" aria-label="平台数据">
        <li>
          <strong>{stats.companies}</strong>认证企业
        </li>
        <li>
          <strong>{stats.vehicles}</strong>入驻车辆
        </li>
        <li>
          <strong>{stats.drivers}</strong>入驻司机
        </li>
        <li>
          <strong>{stats.lines}</strong>物流专线
        </li>
        <li>
          <strong>{stats.cargoSources}</strong>在发货源
        </li>
        <li>
          <strong>{stats.waybills}</strong>累计运单
        </li>
      </ul>
      <div className="grid-2">
        <section className="panel" aria-labelledby="latest-cargo">
          <h2 id="latest-cargo">
            最新货源
            <Link className="more" to="/list-goods">
              更多货源 ›
            </Link>
          </h2>
          {cargo.length === 0 ? (
            <p className="muted">暂无公开货源</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">线路</th>
                  <th scope="col">货物</th>
                  <th scope="col">车型车长</th>
                  <th scope="col">运价</th>
                  <th scope="col">发布</th>
                </tr>
              </thead>
              <tbody>
                {cargo.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link to={`/list-goods/detail/${c.id}`}>{c.route}</Link>
                      <div className="muted">{c.kind}</div>
                    </td>
                    <td>
                      {c.goods}
                      <div className="muted">余 {c.vehiclesRemaining} 车</div>
                    </td>
                    <td>{c.vehicle}</td>
                    <td className="price">{c.price} 元/吨</td>
                    <td className="muted">{c.published}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="panel" aria-labelledby="latest-news">
          <h2 id="latest-news">
            新闻资讯
            <Link className="more" to="/news">
              更多 ›
            </Link>
          </h2>
          <ul className="news-list">
            {news.map((n) => (
              <li key={n.id}>
                <Link to={n.href}>{n.title}</Link>
                <time className="muted" dateTime={n.publishedAt}>
                  {n.day}
                </time>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="panel home-capacity" aria-labelledby="latest-capacity">
        <h2 id="latest-capacity">
          专线运力
          <Link className="more" to="/lineResource">
            更多运力 ›
          </Link>
        </h2>
        {capacity.length === 0 ? (
          <p className="muted">暂无专线</p>
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">线路</th>
                <th scope="col">承运商</th>
                <th scope="col">车型车长</th>
                <th scope="col">里程</th>
                <th scope="col">参考运价</th>
              </tr>
            </thead>
            <tbody>
              {capacity.map((l) => (
                <tr key={l.id}>
                  <td className="route">
                    {l.origin} → {l.destination}
                  </td>
                  <td>
                    <Link to={`/companyInfo/${l.companyId}`}>{l.companyName}</Link>
                  </td>
                  <td>{l.vehicle}</td>
                  <td>{l.distanceKm} 公里</td>
                  <td className="price">{l.price} 元/吨</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
