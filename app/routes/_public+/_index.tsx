import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { SITE_NAME } from '#app/site';
import { LoginForm } from '#app/features/account/login-form';
import { loadHome } from '#app/features/portal/home.server';
export { pagesLinks as links } from '#app/styles/sheets';

export function loader(args: LoaderFunctionArgs) {
  return loadHome(args);
}

const OFFERS: { to: string; title: string; body: ReactNode }[] = [
  {
    to: '/list-goods',
    title: '货源大厅',
    body: (
      <>
        钢材、煤炭、水泥等整车货源实时发布，抢单、<Link to="/list-bid">竞价</Link>或联系货主；
        <Link to="/list-feight">运价信息</Link>按线路汇总近 30 天的货源与成交价。
      </>
    ),
  },
  { to: '/lineResource', title: '运力资源', body: '认证承运商的物流专线、参考运价与车型，按线路找车。' },
  { to: '/viewOrderSimple', title: '派车单查询', body: '凭派车单号与收货人手机尾号，免登录查看运输进度。' },
  { to: '/register', title: '入驻平台', body: '货主、经纪人与承运商在线注册认证，合同、结算与发票全程线上。' },
];

const STATS = [
  ['companies', '认证企业'],
  ['vehicles', '入驻车辆'],
  ['drivers', '入驻司机'],
  ['lines', '物流专线'],
  ['cargoSources', '在发货源'],
  ['waybills', '累计派车单'],
] as const;

/** A home panel's heading with its '更多' link. */
function PanelTitle({ id, title, to, more }: { id: string; title: string; to: string; more: string }) {
  return (
    <h2 id={id}>
      {title}
      <Link className="more" to={to}>
        {more}
      </Link>
    </h2>
  );
}

type Column<T> = { title: string; cell: (row: T) => ReactNode; className?: string };

/** A home panel's table, or its empty line. */
function HomeTable<T extends { id: string | number }>({ rows, empty, columns }: { rows: T[]; empty: string; columns: Column<T>[] }) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((c) => (
              <td key={c.title} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type HomeData = ReturnType<typeof useLoaderData<typeof loader>>;

const CARGO_COLUMNS: Column<HomeData['cargo'][number]>[] = [
  {
    title: '线路',
    cell: (c) => (
      <>
        <Link to={`/list-goods/detail/${c.id}`}>{c.route}</Link>
        <div className="muted">{c.kind}</div>
      </>
    ),
  },
  {
    title: '货物',
    cell: (c) => (
      <>
        {c.goods}
        <div className="muted">余 {c.vehiclesRemaining} 车</div>
      </>
    ),
  },
  { title: '车型车长', cell: (c) => c.vehicle },
  { title: '运价', cell: (c) => <>{c.price} 元/吨</>, className: 'price' },
  { title: '发布', cell: (c) => c.published, className: 'muted' },
];

const CAPACITY_COLUMNS: Column<HomeData['capacity'][number]>[] = [
  {
    title: '线路',
    cell: (l) => (
      <>
        {l.origin} → {l.destination}
      </>
    ),
    className: 'route',
  },
  { title: '承运商', cell: (l) => <Link to={`/companyInfo/${l.companyId}`}>{l.companyName}</Link> },
  { title: '车型车长', cell: (l) => l.vehicle },
  { title: '里程', cell: (l) => <>{l.distanceKm} 公里</> },
  { title: '参考运价', cell: (l) => <>{l.price} 元/吨</>, className: 'price' },
];

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
        {OFFERS.map((o) => (
          <section key={o.to}>
            <h2>
              <Link to={o.to}>{o.title}</Link>
            </h2>
            <p>{o.body}</p>
          </section>
        ))}
      </div>
      {/* aria-label is not allowed on a plain <ul> (no role of its own to name): a hidden heading names it */}
      <h2 id="stats-title" className="visually-hidden">
        平台数据
      </h2>
      <ul className="stats" aria-labelledby="stats-title">
        {STATS.map(([key, label]) => (
          <li key={key}>
            <strong>{stats[key]}</strong>
            {label}
          </li>
        ))}
      </ul>
      <div className="grid-2">
        <section className="panel" aria-labelledby="latest-cargo">
          <PanelTitle id="latest-cargo" title="最新货源" to="/list-goods" more="更多货源 ›" />
          <HomeTable rows={cargo} empty="暂无公开货源" columns={CARGO_COLUMNS} />
        </section>
        <section className="panel" aria-labelledby="latest-news">
          <PanelTitle id="latest-news" title="新闻资讯" to="/news" more="更多 ›" />
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
        <PanelTitle id="latest-capacity" title="专线运力" to="/lineResource" more="更多运力 ›" />
        <HomeTable rows={capacity} empty="暂无专线" columns={CAPACITY_COLUMNS} />
      </section>
    </>
  );
}
