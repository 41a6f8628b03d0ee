import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { dictLabel } from '../../../platform/contract/dictionaries';
import { formatDateTime, formatFen, timeAgo } from '../../../platform/contract/format';
import { SITE_NAME } from '~/site';
import { LoginForm } from '~/components/login-form';
import { optionalUser } from '~/utils/auth.server';
import { loginPageData } from '~/utils/login-page.server';
import { platform } from '~/utils/platform.server';

type HomeData = {
  cargo: Array<{
    id: number;
    sourceNo: string;
    businessType: string;
    goodsName: string;
    totalWeightKg: number;
    origin: string;
    destination: string;
    vehicleLength: string | null;
    vehicleType: string | null;
    vehiclesRemaining: number;
    unitPriceFen: number;
    publishedAt: string | null;
  }>;
  news: Array<{ id: number; type: string; title: string; publishedAt: string }>;
};

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  // A guarded screen sends visitors here with ?redirect=: the home page then shows the login form.
  const wantsLogin = url.searchParams.has('redirect') && !(await optionalUser(args));
  const [home, login] = await Promise.all([
    platform<HomeData>(args, '/portal/home', { token: null }),
    wantsLogin ? loginPageData(args) : null,
  ]);
  return { ...home, login, now: Date.now() };
}

function tons(kg: number) {
  // kg → tons with up to three decimals, without trailing zeros (toLocaleString is slow per row).
  return `${String(Math.round(kg) / 1000)} 吨`;
}

export default function Home() {
  const { cargo, news, now, login } = useLoaderData<typeof loader>();
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
      <div className="grid-2">
        <section className="panel" aria-labelledby="latest-cargo">
          <h2 id="latest-cargo">最新货源</h2>
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
                      {c.origin} → {c.destination}
                      <div className="muted">{dictLabel('business_type', c.businessType)}</div>
                    </td>
                    <td>
                      {c.goodsName} · {tons(c.totalWeightKg)}
                      <div className="muted">余 {c.vehiclesRemaining} 车</div>
                    </td>
                    <td>
                      {[dictLabel('vehicle_length', c.vehicleLength), dictLabel('vehicle_type', c.vehicleType)]
                        .filter(Boolean)
                        .join(' ') || '不限'}
                    </td>
                    <td className="price">{formatFen(c.unitPriceFen)} 元/吨</td>
                    <td className="muted">{c.publishedAt ? timeAgo(c.publishedAt, now) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="panel" aria-labelledby="latest-news">
          <h2 id="latest-news">新闻资讯</h2>
          <ul className="news-list">
            {news.map((n) => (
              <li key={n.id}>
                <span>
                  [{dictLabel('news_type', n.type)}] {n.title}
                </span>
                <time className="muted" dateTime={n.publishedAt}>
                  {formatDateTime(n.publishedAt, 'MM-DD')}
                </time>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
