// 货源信息详情 (/sourceManage/sourceDetail?id=): the shipper's own cargo with its load/unload
// points, its bid (opening, early closing of quotes), every order it produced (grab, bid,
// designated) and its operation log; edit while untaken, close, republish, copy.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { CARGO_MESSAGES, CARGO_STATUS_LABELS } from '#contract/market/cargo-labels';
import type { CargoStatus } from '#contract/market/marketplace';
import { BidPanel } from '#app/features/market/bid-panel';
import { CargoFacts } from '#app/features/market/cargo-facts';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { bidData, cargoDetailData, cargoMoveRedirect, cargoRecordData } from '#app/features/market/market.server';

function cargoIdOf(request: Request): number {
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) throw new Response(CARGO_MESSAGES.notFound, { status: 404 });
  return id;
}

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const id = cargoIdOf(args.request);
  const detail = await cargoDetailData(args, id);
  if (!detail || !detail.cargo.mine) throw new Response(CARGO_MESSAGES.notFound, { status: 404 });
  const [record, bid] = await Promise.all([cargoRecordData(args, id), detail.cargo.businessType === '3' ? bidData(args, id) : null]);
  return { cargo: detail.cargo, record, bid };
}

export async function action(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  await validateCsrf(formData, args.request.headers);
  await requireUser(args);
  const here = new URL(args.request.url);
  return cargoMoveRedirect(args, String(formData.get('intent') ?? ''), formData.get('cargoId'), here.pathname + here.search);
}

function MoveButton({ cargoId, intent, label }: { cargoId: number; intent: string; label: string }) {
  return (
    <Form method="post" className="inline-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="cargoId" value={cargoId} />
      <button type="submit" name="intent" value={intent} className="btn btn-plain">
        {label}
      </button>
    </Form>
  );
}

export default function SourceDetail() {
  const { cargo, record, bid } = useLoaderData<typeof loader>();
  const status = cargo.status as CargoStatus;
  const editable = status === 'draft' || (status === 'published' && !record.taken);
  return (
    <section className="panel" aria-labelledby="source-title">
      <p className="muted">
        <Link to="/user/goods-list">我的货源</Link> / 货源信息详情
      </p>
      <h1 id="source-title" className="page-title">
        {cargo.goodsName} <span className="muted">{cargo.sourceNo}</span> <span className="cargo-status">{CARGO_STATUS_LABELS[status]}</span>
      </h1>
      <div className="cap-actions" role="group" aria-label="货源操作">
        {editable ? <Link to={`/sourceManage/release-source?id=${cargo.id}`}>编辑</Link> : null}
        {status === 'draft' || status === 'published' ? <MoveButton cargoId={cargo.id} intent="close" label="关闭货源" /> : null}
        {status === 'closed' && cargo.vehiclesRemaining > 0 ? <MoveButton cargoId={cargo.id} intent="republish" label="重新发布" /> : null}
        {status === 'published' && cargo.vehiclesRemaining > 0 ? <Link to={`/user/placeOrder/${cargo.id}`}>下单给承运商</Link> : null}
        <Link to={`/sourceManage/release-source?copy=${cargo.id}`}>复制发布</Link>
        {status !== 'draft' && cargo.businessType === '2' ? <Link to={`/sourceManage/supplyDetail?id=${cargo.id}`}>抢单处理</Link> : null}
      </div>
      <CargoFacts cargo={cargo} />
      <h2 className="section-title">装卸地址</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th>地点</th>
            <th>地区</th>
            <th>详细地址</th>
            <th>联系人</th>
            <th>时间窗口</th>
          </tr>
        </thead>
        <tbody>
          {record.points.map((p) => (
            <tr key={p.label}>
              <td>{p.label}</td>
              <td>{p.place}</td>
              <td>{p.address}</td>
              <td>{p.contact}</td>
              <td>{p.window}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {bid ? <BidPanel cargoId={cargo.id} maxVehicles={cargo.vehiclesRemaining} bid={bid} canQuote={false} /> : null}
      <h2 className="section-title">订单</h2>
      {record.orders.length === 0 ? (
        <p className="muted">暂无订单</p>
      ) : (
        <table className="data-table" aria-label="货源订单">
          <thead>
            <tr>
              <th>订单号</th>
              <th>来源</th>
              <th>承运方</th>
              <th>车辆</th>
              <th>重量</th>
              <th>运费</th>
              <th>状态</th>
              <th>时间</th>
            </tr>
          </thead>
          <tbody>
            {record.orders.map((o) => (
              <tr key={o.id}>
                <td>{o.orderNo}</td>
                <td>{o.sourceLabel}</td>
                <td>{o.carrierName}</td>
                <td>{o.vehicles}</td>
                <td>{o.weight}</td>
                <td>{o.freight}</td>
                <td>{o.statusLabel}</td>
                <td>{o.createdAt}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="section-title">操作日志</h2>
      {record.log.length === 0 ? (
        <p className="muted">暂无记录</p>
      ) : (
        <table className="data-table" aria-label="操作日志">
          <thead>
            <tr>
              <th>时间</th>
              <th>操作</th>
              <th>状态</th>
              <th>操作人</th>
              <th>说明</th>
            </tr>
          </thead>
          <tbody>
            {record.log.map((l) => (
              <tr key={l.id}>
                <td>{l.createdAt}</td>
                <td>{l.action}</td>
                <td>{l.change}</td>
                <td>{l.actorName}</td>
                <td>{l.remark}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
