// 委托详情 (/user/entrustDetail?id=): one entrust's progress — handed over, matched (with the
// order and carrier) or cancelled — for its shipper and for operations.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireUser } from '#app/utils/auth.server';
import { entrustDetailData } from '#app/features/market/entrust.server';

const STEP_LABELS: Record<string, string> = { entrust: '委托平台', match: '平台匹配运力', cancelEntrust: '撤销委托' };

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return entrustDetailData(args);
}

export default function EntrustDetail() {
  const e = useLoaderData<typeof loader>();
  return (
    <section className="panel" aria-labelledby="entrust-detail-title">
      <p className="muted">
        <Link to="/sourceManage/entrust">委托平台</Link> / 委托详情
      </p>
      <h1 id="entrust-detail-title" className="page-title">
        {e.goodsName} <span className="muted">{e.sourceNo}</span> <span className="cargo-status">{e.statusLabel}</span>
      </h1>
      <dl className="facts">
        <dt>线路</dt>
        <dd>{e.route}</dd>
        <dt>车辆</dt>
        <dd>{e.vehicles} 车</dd>
        <dt>货主</dt>
        <dd>{e.shipperName}</dd>
        <dt>委托说明</dt>
        <dd>{e.remark || '—'}</dd>
        <dt>订单</dt>
        <dd>{e.orderNo ? `${e.orderNo}（承运：${e.carrierName}）` : '待平台匹配'}</dd>
      </dl>
      <h2 className="section-title">进度</h2>
      <ol className="entrust-steps" aria-label="委托进度">
        {e.steps.map((s, i) => (
          <li key={i}>
            {s.createdAt} {STEP_LABELS[s.action] ?? s.action}
            {s.remark ? `：${s.remark}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
