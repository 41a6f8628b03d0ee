// 报价列表 (/user/goodsBid/:id): the shipper compares the opened quotes of a bid cargo, cheapest
// first, and awards one or more of them; each award becomes an order (source 2).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { BID_MESSAGES, awardBody } from '#app/features/market/marketplace-schemas.server';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { bidData, cargoDetailData } from '#app/features/market/market.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { flash } from '#app/utils/session.server';

function cargoIdOf(params: LoaderFunctionArgs['params']): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response(BID_MESSAGES.notFound, { status: 404 });
  return id;
}

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const id = cargoIdOf(args.params);
  const detail = await cargoDetailData(args, id);
  if (!detail || detail.cargo.businessType !== '3' || !detail.cargo.mine) throw new Response(BID_MESSAGES.notFound, { status: 404 });
  return { cargo: detail.cargo, bid: await bidData(args, id) };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const formData = await request.formData();
  await validateCsrf(formData, request.headers);
  await requireUser(args);
  const here = new URL(request.url).pathname;
  const parsed = awardBody.safeParse({ cargoId: cargoIdOf(args.params), quoteIds: formData.getAll('quoteIds') });
  if (!parsed.success) throw redirect(here, { headers: await flash(request, { type: 'error', message: parsed.error.issues[0].message }) });
  try {
    const { orders } = await api.market.award(args, parsed.data);
    const message = `${BID_MESSAGES.awarded}：${orders.map((o) => o.orderNo).join('、')}`;
    throw redirect(here, { headers: await flash(request, { type: 'success', message }) });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    throw redirect(here, { headers: await flash(request, { type: 'error', message: error.message }) });
  }
}

export default function GoodsBid() {
  const { cargo, bid } = useLoaderData<typeof loader>();
  const awarding = bid.bidStatus === '2';
  return (
    <section className="panel" aria-labelledby="bid-list-title">
      <p className="muted">
        <Link to={`/sourceManage/supplyDetail?id=${cargo.id}`}>货源详情</Link> / 报价列表
      </p>
      <h1 id="bid-list-title" className="page-title">
        报价列表{' '}
        <span className="muted">
          {cargo.goodsName} {cargo.sourceNo}
        </span>
      </h1>
      <p>
        {cargo.route}，需 {cargo.vehicles}，竞价{bid.bidStatusLabel}
        {bid.bidStatus === '1' ? `，已收到 ${bid.quoteCount} 份报价，截止后开标` : ''}
      </p>
      {bid.quotes.length === 0 ? (
        <p className="muted">{bid.bidStatus === '1' ? '报价保密，开标后可见' : '没有报价'}</p>
      ) : (
        <Form method="post" aria-label="定标">
          <AuthenticityTokenInput />
          <table className="data-table">
            <thead>
              <tr>
                {awarding ? <th>选择</th> : null}
                <th>报价方</th>
                <th>单价</th>
                <th>车辆</th>
                <th>备注</th>
                <th>状态</th>
                <th>报价时间</th>
              </tr>
            </thead>
            <tbody>
              {bid.quotes.map((q) => (
                <tr key={q.id}>
                  {awarding ? (
                    <td>{q.status === '0' ? <input type="checkbox" name="quoteIds" value={q.id} aria-label={`选择 ${q.bidderName} 的报价`} /> : null}</td>
                  ) : null}
                  <td>{q.bidderName}</td>
                  <td>{q.unitPrice}</td>
                  <td>{q.vehicleCount} 车</td>
                  <td>{q.remark}</td>
                  <td>{q.statusLabel}</td>
                  <td>{q.updatedAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {awarding ? (
            <Button type="submit" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              定标
            </Button>
          ) : null}
        </Form>
      )}
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
