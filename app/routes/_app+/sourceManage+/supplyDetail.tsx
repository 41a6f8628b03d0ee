// 货源详情 (/sourceManage/supplyDetail?id=): one cargo. The capacity side grabs vehicles of a
// grab cargo here; the shipper sees every grab and confirms or rejects those waiting.
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { BID_MESSAGES, GRAB_MESSAGES, grabBody, grabDecisionBody, quoteForm } from '#app/features/market/marketplace-schemas.server';
import { OpenWalletLink } from '#app/features/market/open-wallet-link';
import { parseWithZod } from '#app/utils/forms.server';
import { BidPanel } from '#app/features/market/bid-panel';
import { CargoFacts } from '#app/features/market/cargo-facts';
import { VehicleCountField } from '#app/features/market/vehicle-count-field';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { bidData, canGrab, canQuote, cargoDetailData, cargoMoveRedirect, walletRefusalPath } from '#app/features/market/market.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { flash } from '#app/utils/session.server';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import { BindingConfirm } from '#app/components/binding-confirm';
import { yuan } from '#app/utils/format';

function cargoIdOf(request: Request): number {
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) throw new Response(GRAB_MESSAGES.notFound, { status: 404 });
  return id;
}

/**
 * The grab form is a GET of this page with `vehicleCount`: a valid count asks to confirm the grab
 * (BindingConfirm), a refused one comes back at its field; nothing is taken before the confirming POST.
 */
function grabAskOf(url: URL, cargo: { id: number; vehiclesRemaining: number }) {
  if (!url.searchParams.has('vehicleCount')) return null;
  const asked = new FormData();
  asked.set('cargoId', String(cargo.id));
  asked.set('vehicleCount', url.searchParams.get('vehicleCount') ?? '');
  const submission = parseWithZod(asked, { schema: grabBody });
  if (submission.status !== 'success') return { vehicleCount: null, result: submission.reply() };
  if (submission.value.vehicleCount > cargo.vehiclesRemaining) {
    return { vehicleCount: null, result: submission.reply({ fieldErrors: { vehicleCount: [GRAB_MESSAGES.notEnough(cargo.vehiclesRemaining)] } }) };
  }
  return { vehicleCount: submission.value.vehicleCount, result: undefined };
}

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const detail = await cargoDetailData(args, cargoIdOf(args.request));
  if (!detail) throw new Response(GRAB_MESSAGES.notFound, { status: 404 });
  const { cargo } = detail;
  const grabbable = cargo.businessType === '2' && cargo.status === 'published' && cargo.vehiclesRemaining > 0 && !cargo.mine && canGrab(user);
  const bid = cargo.businessType === '3' ? await bidData(args, cargo.id) : null;
  const url = new URL(args.request.url);
  const grabAsk = grabbable ? grabAskOf(url, cargo) : null;
  // ?confirm=<order id>: the shipper is asked before a waiting grab becomes a binding order
  const confirming = cargo.mine ? (detail.grabs.find((g) => String(g.id) === url.searchParams.get('confirm') && g.status === 'WAITACCEPT') ?? null) : null;
  return { ...detail, grabbable, bid, canQuote: canQuote(user), grabAsk, confirming };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const formData = await request.formData();
  await validateCsrf(formData, request.headers);
  await requireUser(args);
  const here = new URL(request.url);
  const back = here.pathname + here.search;
  const intent = formData.get('intent');

  if (intent === 'grab') {
    const submission = parseWithZod(formData, { schema: grabBody });
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
    try {
      const grabbed = await api.market.grab(args, submission.value);
      const note = grabbed.status === 'ACCEPT' ? '，已自动确认' : '，等待货主确认';
      throw redirect(back, { headers: await flash(request, { type: 'success', message: `${GRAB_MESSAGES.success}，订单号 ${grabbed.orderNo}${note}` }) });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      // a load paid online needs an opened wallet: the message at the form, with the way to open one
      const walletPath = walletRefusalPath(error);
      if (walletPath) return data({ result: submission.reply({ formErrors: [error.message] }), walletPath }, { status: 400 });
      const atField = /车/.test(error.message) && !/货源/.test(error.message);
      return data(
        { result: submission.reply(atField ? { fieldErrors: { vehicleCount: [error.message] } } : { formErrors: [error.message] }) },
        { status: 400 },
      );
    }
  }

  if (intent === 'confirm' || intent === 'reject') {
    const parsed = grabDecisionBody.safeParse({ orderId: formData.get('orderId'), action: intent, reason: formData.get('reason') || undefined });
    if (!parsed.success) {
      throw redirect(back, { headers: await flash(request, { type: 'error', message: parsed.error.issues[0].message }) });
    }
    try {
      await api.market.grabDecision(args, parsed.data);
      const message = intent === 'confirm' ? GRAB_MESSAGES.confirmed : GRAB_MESSAGES.rejected;
      throw redirect(back, { headers: await flash(request, { type: 'success', message }) });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      throw redirect(back, { headers: await flash(request, { type: 'error', message: error.message }) });
    }
  }
  if (intent === 'quote') {
    const submission = parseWithZod(formData, { schema: quoteForm });
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
    const { unitPrice, ...rest } = submission.value;
    try {
      await api.market.quote(args, { ...rest, unitPriceFen: unitPrice });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      const walletPath = walletRefusalPath(error);
      if (walletPath) return data({ result: submission.reply({ formErrors: [error.message] }), walletPath }, { status: 400 });
      const field = /车辆/.test(error.message) ? 'vehicleCount' : /单价|金额/.test(error.message) ? 'unitPrice' : null;
      return data({ result: submission.reply(field ? { fieldErrors: { [field]: [error.message] } } : { formErrors: [error.message] }) }, { status: 400 });
    }
    throw redirect(back, { headers: await flash(request, { type: 'success', message: BID_MESSAGES.quoted }) });
  }

  if (intent === 'withdraw' || intent === 'open' || intent === 'openEarly') return cargoMoveRedirect(args, intent, formData.get('cargoId'), back);
  throw new Response('未知的操作', { status: 400 });
}

/** The wallet screen the action pointed to, when a grab or quote was refused for want of an opened wallet. */
function walletPathOf(actionData: unknown): string | undefined {
  const path = (actionData as { walletPath?: unknown } | undefined)?.walletPath;
  return typeof path === 'string' ? path : undefined;
}

/** The grab's first step: how many vehicles, asked as a GET of this page (the confirmation follows). */
function GrabForm({ cargoId, max, asked }: { cargoId: number; max: number; asked: SubmissionResult<string[]> | undefined }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // Revalidated on input: a message goes away while typing, not on the blur of the click that
  // submits (the button would move under the pointer as the message line disappears).
  const [form, fields] = useLazyForm(
    () => import('#contract/market/marketplace'),
    (m) => m.grabBody,
    { id: 'grab-form', lastResult: actionData?.result ?? asked, defaultValue: { vehicleCount: '1' } },
  );
  return (
    <Form method="get" {...getFormProps(form)} className="grab-form" aria-label="抢单" preventScrollReset>
      <ErrorSummary form={form} />
      <input type="hidden" name="id" value={cargoId} />
      <input type="hidden" name="cargoId" value={cargoId} />
      <FormErrors errors={form.errors} flush />
      <OpenWalletLink path={walletPathOf(actionData)} />
      <VehicleCountField field={fields.vehicleCount} label="抢单车辆数" max={max} description={`剩余 ${max} 车`} />
      <Button type="submit" loading={navigation.formData?.get('intent') === 'grab'}>
        抢单
      </Button>
    </Form>
  );
}

export default function SupplyDetail() {
  const { cargo, grabs, grabbable, bid, canQuote, grabAsk, confirming, takenRouteHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const here = `/sourceManage/supplyDetail?id=${cargo.id}`;
  return (
    <section className="panel" aria-labelledby="cargo-title">
      <p className="muted">
        <Link to="/sourceManage/list-supply-the-hall">货源大厅</Link> / 货源详情
      </p>
      <h1 id="cargo-title" className="page-title">
        {cargo.goodsName} <span className="muted">{cargo.sourceNo}</span>
        {takenRouteHref ? '（已成交）' : null}
      </h1>
      {takenRouteHref ? (
        <p className="cap-error" role="status">
          该货源已成交，已无剩余车辆。<Link to={takenRouteHref}>查看同线路（{cargo.route}）的其他货源</Link>
        </p>
      ) : null}
      <CargoFacts cargo={cargo} />
      {grabbable ? <GrabForm key={cargo.vehiclesRemaining} cargoId={cargo.id} max={cargo.vehiclesRemaining} asked={grabAsk?.result} /> : null}
      {grabAsk?.vehicleCount ? (
        <BindingConfirm
          title="确认抢单"
          action={here}
          cancel={here}
          intent="grab"
          fields={{ cargoId: cargo.id, vehicleCount: grabAsk.vehicleCount }}
          confirmLabel={`确认抢 ${grabAsk.vehicleCount} 车`}
        >
          <p>
            您将抢 {cargo.goodsName}（{cargo.route}）的 {grabAsk.vehicleCount} 车，预估运费约 {yuan(cargo.freightPerVehicleFen * grabAsk.vehicleCount)}（
            {cargo.chargeNode}计费，以实际磅重为准）。
          </p>
          <p>{cargo.autoConfirm ? '该货源抢单自动确认：提交即成交，生成订单，请按时派车。' : '提交后生成订单，等待货主确认；货主确认后须按时派车。'}</p>
        </BindingConfirm>
      ) : null}
      {confirming ? (
        <BindingConfirm title="确认接单" action={here} cancel={here} intent="confirm" fields={{ orderId: confirming.id }} confirmLabel="确认接单">
          <p>
            确认 {confirming.carrierName} 的抢单 {confirming.orderNo}：{confirming.vehicles}，{confirming.weight}，运费 {confirming.freight}。
          </p>
          <p>确认后订单生效，由该承运方派车承运。</p>
        </BindingConfirm>
      ) : null}
      {bid ? (
        <BidPanel
          cargoId={cargo.id}
          maxVehicles={cargo.vehiclesRemaining}
          bid={bid}
          canQuote={canQuote}
          lastResult={actionData?.result}
          walletPath={walletPathOf(actionData)}
        />
      ) : null}
      {cargo.businessType !== '2' ? null : grabs.length === 0 ? (
        <>
          <h2 className="section-title">{cargo.mine ? '抢单记录' : '我的抢单'}</h2>
          <p className="muted">暂无抢单</p>
        </>
      ) : (
        <>
          <h2 className="section-title">{cargo.mine ? '抢单记录' : '我的抢单'}</h2>
          <table className="data-table">
            <thead>
              <tr>
                <th>订单号</th>
                {cargo.mine ? <th>承运方</th> : null}
                <th>车辆</th>
                <th>重量</th>
                <th>运费</th>
                <th>状态</th>
                <th>时间</th>
                {cargo.mine ? <th>操作</th> : null}
              </tr>
            </thead>
            <tbody>
              {grabs.map((g) => (
                <tr key={g.id}>
                  <td>
                    <Link to={`/orderDetails/${g.id}`}>{g.orderNo}</Link>
                  </td>
                  {cargo.mine ? <td>{g.carrierName}</td> : null}
                  <td>{g.vehicles}</td>
                  <td>{g.weight}</td>
                  <td>{g.freight}</td>
                  <td>{g.statusLabel}</td>
                  <td>{g.createdAt}</td>
                  {cargo.mine ? (
                    <td>{g.status === 'WAITACCEPT' ? <GrabDecision orderId={g.id} orderNo={g.orderNo} confirmHref={`${here}&confirm=${g.id}`} /> : null}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function GrabDecision({ orderId, orderNo, confirmHref }: { orderId: number; orderNo: string; confirmHref: string }) {
  return (
    <div className="row-actions">
      {/* binding: the link asks first (BindingConfirm) */}
      <Link to={confirmHref} aria-label={`确认 ${orderNo}`} preventScrollReset>
        确认
      </Link>{' '}
      <Form method="post" className="inline-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="orderId" value={orderId} />
        <label className="visually-hidden" htmlFor={`reject-reason-${orderId}`}>
          拒绝 {orderNo} 的原因（选填）
        </label>{' '}
        <input id={`reject-reason-${orderId}`} name="reason" maxLength={200} placeholder="拒绝原因（选填）" />{' '}
        <button type="submit" name="intent" value="reject" className="link-button" aria-label={`拒绝 ${orderNo}`}>
          拒绝
        </button>
      </Form>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
