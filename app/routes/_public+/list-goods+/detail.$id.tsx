import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Fact } from '#app/components/fact';
import { BUSINESS_TYPE, CHARGE_MODE, CHARGE_NODE, GOODS_TYPE, PAY_TYPE } from '#contract/market/dict';
import { labelIn } from '#contract/dictionaries';
import { optionalUser } from '#app/utils/auth.server';
import { actLabel, amountLabel, vehicleLabel } from '#app/utils/cargo-labels';
import { api } from '#app/utils/api.server';
import { ANONYMOUS, currentPath, publicRead } from '#app/features/portal/portal.server';
import { formatFen, formatDateTime } from '#app/utils/format';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new Response('货源不存在', { status: 404 });
  const [cargo, user] = await Promise.all([publicRead(api.portal.hallDetail.envelope(args, { id: Number(id) }, ANONYMOUS)), optionalUser(args)]);
  return { cargo, signedIn: Boolean(user), loginHref: `/login?${new URLSearchParams({ redirect: currentPath(args.request) })}` };
}

function day(iso: string | null) {
  return iso ? formatDateTime(iso, 'YYYY-MM-DD') : '—';
}

export default function CargoDetail() {
  const { cargo, signedIn, loginHref } = useLoaderData<typeof loader>();
  const loads = cargo.points.filter((p) => p.kind === 'load');
  const unloads = cargo.points.filter((p) => p.kind === 'unload');
  const similar = `/list-goods?${new URLSearchParams(cargo.routeCodes)}`;
  return (
    <div className="detail-grid">
      <article className="panel">
        <p className="breadcrumb">
          <Link to="/list-goods">货源大厅</Link> › 货源详情
        </p>
        <h1 className="page-title">
          {cargo.origin} → {cargo.destination} · {cargo.goodsName}
          {cargo.taken ? '（已成交）' : null}
        </h1>
        {cargo.taken ? (
          <p className="cap-error" role="status">
            该货源已成交，已无剩余车辆。
            <Link to={similar}>
              查看同线路（{cargo.origin} → {cargo.destination}）的其他货源
            </Link>
          </p>
        ) : null}
        <dl className="facts">
          <dt>货源编号</dt>
          <dd>{cargo.sourceNo}</dd>
          <dt>业务类型</dt>
          <dd>{labelIn(BUSINESS_TYPE, cargo.businessType)}</dd>
          <dt>货主</dt>
          <dd>{cargo.shipperName}</dd>
          <dt>货物</dt>
          <dd>
            {cargo.goodsName}（{labelIn(GOODS_TYPE, cargo.goodsType)}），{amountLabel(cargo.quantity, cargo.quantityUnit, cargo.totalWeightKg)}
          </dd>
          <dt>装货地</dt>
          <dd>{loads.map((p) => p.place).join('；') || cargo.origin}</dd>
          <dt>卸货地</dt>
          <dd>{unloads.map((p) => p.place).join('；') || cargo.destination}</dd>
          <dt>车型车长</dt>
          <dd>{vehicleLabel(cargo.vehicleLength, cargo.vehicleType)}</dd>
          <dt>需车</dt>
          <dd>
            共 {cargo.vehicleCount} 车，剩余 {cargo.vehiclesRemaining} 车
          </dd>
          <dt>运价</dt>
          <dd className="price">{formatFen(cargo.unitPriceFen)} 元/吨</dd>
          <dt>结算</dt>
          <dd>
            {labelIn(PAY_TYPE, cargo.payType)} · {labelIn(CHARGE_MODE, cargo.chargeMode)} · {labelIn(CHARGE_NODE, cargo.chargeNode)}
          </dd>
          <dt>装货时间</dt>
          <dd>
            {day(cargo.loadStart)} 至 {day(cargo.loadEnd)}
          </dd>
          {cargo.deadline ? (
            <>
              <dt>截止时间</dt>
              <dd>{formatDateTime(cargo.deadline, 'YYYY-MM-DD HH:mm')}</dd>
            </>
          ) : null}
          <dt>发布时间</dt>
          <dd>{day(cargo.publishedAt)}</dd>
          <Fact term="备注" value={cargo.remark} />
        </dl>
      </article>
      <aside className="panel">
        <h2>{cargo.taken ? '同线路货源' : actLabel(cargo.businessType)}</h2>
        {cargo.taken ? (
          <p>
            <Link to={similar} className="btn">
              查看同线路货源
            </Link>
          </p>
        ) : signedIn ? (
          <p>
            联系方式与详细地址请在工作台的货源管理中查看并{actLabel(cargo.businessType)}。
            <br />
            <Link to="/workbenck/workbenck" className="btn">
              进入工作台
            </Link>
          </p>
        ) : (
          <>
            <p className="muted">登录后可查看联系方式与详细地址，并{actLabel(cargo.businessType)}。</p>
            <Link to={loginHref} className="btn">
              登录后{actLabel(cargo.businessType)}
            </Link>
          </>
        )}
      </aside>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
