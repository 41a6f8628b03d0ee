// The waybill page (/logistics/sendCardetail, /shipper/shipperSendCardetail): the waybill with
// its order, vehicle, driver, weights, loss and freight, a status timeline with the pound slips,
// its exceptions, and the moves the caller may make. Phone-sized for the driver: one column,
// big buttons, the camera for the slip photo.
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { BindingConfirm } from '#app/components/binding-confirm';
import { ORDER_MESSAGES, WAYBILL_ACTION_LABELS } from '#contract/orders/labels';
import { DictBadge } from '#app/components/list-ui';
import { COMPLAINT_STATUS, DISPATCH_STATUS } from '#contract/orders/dict';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import { ViewerLink } from '#app/features/files/viewer-link';
import type { waybillDetailData } from './orders.server';
import { Timeline } from './order-ui';
import { FieldError, LineField } from './line-field';
import type { NextStep } from './next-step';
import { SettlementText } from './settlement-text';
import { SlipSending, useSlipSentAhead } from './slip-ahead';
import { CargoPlacesSection } from './places';

type MoveReply = { intent: string; result: SubmissionResult<string[]> };

/** The waybill page as orders.server.ts shapes it (waybillDetailData). */
type Detail = Pick<Awaited<ReturnType<typeof waybillDetailData>>, 'waybill' | 'actions' | 'history' | 'abnormals' | 'nextStep' | 'places'>;

/** A link that opens one of the waybill's images in the viewer, paging through the others. */
const photoLink = (waybillId: number) => (uuid: string, text: string) => (
  <ViewerLink uuid={uuid} owner={{ waybillId }}>
    {text}
  </ViewerLink>
);

/**
 * A weighing with its pound-slip photo: the waybill's load or unload, or (with `stop`) one stop of
 * a multi load/unload waybill, posted as intent=stop with the waybill and stop ids.
 */
export function WeightSlipForm({
  intent,
  stop,
  action,
  withNote = false,
  sendAhead = false,
}: {
  intent: 'load' | 'unload' | 'stop';
  stop?: { waybillId: number; stopId: number; label: string };
  /** where it posts, when not the page's own route (the driver's trip card) */
  action?: string;
  /** offer the driver's note (备注), kept in the waybill's history */
  withNote?: boolean;
  /** with JS, shrink the photo on the phone and send it ahead with progress (useSlipSentAhead) */
  sendAhead?: boolean;
}) {
  const reply = useActionData<MoveReply>();
  const navigation = useNavigation();
  const replyKey = stop ? `stop-${stop.waybillId}` : intent;
  const [form, fields] = useLazyForm(
    () => import('#contract/orders/schemas'),
    (m) => m.weightForm,
    {
      id: `${replyKey}-form`,
      lastResult: reply?.intent === replyKey ? reply.result : undefined,
    },
  );
  const label = stop ? '登记' : WAYBILL_ACTION_LABELS[intent as 'load' | 'unload'];
  // A refused submit: without JS the page comes back and no browser keeps a chosen file, so the
  // field says to choose the photo again; with JS the form stays in place and the input keeps it.
  const refused = reply?.intent === replyKey && reply.result.status === 'error';
  const slipInput = useRef<HTMLInputElement>(null);
  const ahead = useSlipSentAhead(sendAhead);
  const [photoKept, setPhotoKept] = useState(false);
  useEffect(() => setPhotoKept(Boolean(slipInput.current?.files?.length) || Boolean(ahead.uuid)), [reply, ahead.uuid]);
  const chooseAgain = refused && !photoKept && !fields.slip.errors?.length;
  const slipNoteId = `${replyKey}-slip-again`;
  const slipDescribedBy = [fields.slip.errors ? fields.slip.errorId : null, chooseAgain ? slipNoteId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="orders-move"
      aria-label={stop ? `登记 ${stop.label}` : label}
    >
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      {stop ? (
        <>
          <input type="hidden" name="waybillId" value={stop.waybillId} />
          <input type="hidden" name="stopId" value={stop.stopId} />
        </>
      ) : null}
      <h3>{stop ? stop.label : label}</h3>
      <FormErrors errors={form.errors} flush />
      <LineField meta={fields.weight} label={`${label}重量（吨）`} inputMode="decimal" maxLength={9} />
      <label className="cap-field">
        <span className="cap-label">
          {label}磅单照片<span className="cap-required"> *</span>
        </span>
        <input
          ref={slipInput}
          type="file"
          name="slip"
          accept="image/*"
          capture="environment"
          aria-required="true"
          aria-invalid={fields.slip.errors?.length ? true : undefined}
          aria-describedby={slipDescribedBy}
          onChange={ahead.onChange}
        />
        <FieldError id={fields.slip.errorId} errors={fields.slip.errors} />
        {chooseAgain ? (
          <span id={slipNoteId} className="cap-error">
            {ORDER_MESSAGES.slipChooseAgain}
          </span>
        ) : null}
      </label>
      {/* outside the label: a label names one control, and the progress bar is one */}
      <SlipSending sending={ahead.sending} id={`${replyKey}-slip-progress`} />
      {ahead.uuid ? <input type="hidden" name="slipUuid" value={ahead.uuid} /> : null}
      {withNote ? <LineField meta={fields.note} label="备注（可不填）" maxLength={200} /> : null}
      <Button type="submit" name="intent" value={intent} size="md" fullWidth loading={navigation.formData?.get('intent') === intent}>
        确认{label}
      </Button>
    </Form>
  );
}

function ReasonForm({ intent }: { intent: 'refuse' | 'invalid' }) {
  const reply = useActionData<MoveReply>();
  const [form, fields] = useLazyForm(
    () => import('#contract/orders/schemas'),
    (m) => m.reasonForm,
    {
      id: `${intent}-form`,
      lastResult: reply?.intent === intent ? reply.result : undefined,
    },
  );
  const label = WAYBILL_ACTION_LABELS[intent];
  return (
    <Form method="post" {...getFormProps(form)} className="orders-move" aria-label={label}>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} flush />
      <LineField meta={fields.reason} label={`${label}原因`} maxLength={200} />
      <Button type="submit" name="intent" value={intent} color="red" variant="light" fullWidth>
        {label}
      </Button>
    </Form>
  );
}

/** 签收 binds the shipper to the unloaded weight and the freight: the button asks first (BindingConfirm). */
function SignMove({ w }: { w: Detail['waybill'] }) {
  const [params] = useSearchParams();
  const here = `?id=${w.id}`;
  return (
    <>
      <Button component={Link} to={`${here}&confirm=sign`} size="md" fullWidth preventScrollReset>
        {WAYBILL_ACTION_LABELS.sign}
      </Button>
      {params.get('confirm') === 'sign' ? (
        <BindingConfirm title="确认签收" action={here} cancel={here} intent="sign" confirmLabel="确认签收">
          <p>
            签收派车单 {w.waybillNo}（{w.plateNo}）：确认货物已收到，卸货重量 {w.unloadWeight || '—'}，运费 {w.freight}。
          </p>
          <p>签收后不能再登记装卸货，运费按此结算。</p>
        </BindingConfirm>
      ) : null}
    </>
  );
}

function PlainMove({ intent }: { intent: 'start' }) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="orders-move" aria-label={WAYBILL_ACTION_LABELS[intent]}>
      <AuthenticityTokenInput />
      <Button type="submit" name="intent" value={intent} size="md" fullWidth loading={navigation.formData?.get('intent') === intent}>
        {WAYBILL_ACTION_LABELS[intent]}
      </Button>
    </Form>
  );
}

/** A recorded weight (or a dash) and the link to its pound slip. */
function WeightWithSlip({ weight, slip }: { weight: string; slip: ReactNode }) {
  return (
    <>
      {weight || '—'}
      {slip ? <> {slip}</> : null}
    </>
  );
}

/** The step due after signing, named on the waybill with its link (and the receipt step the order still needs). */
function NextStepNote({ step }: { step: NextStep }) {
  return (
    <section className="orders-next" aria-labelledby="next-step-title">
      <h2 id="next-step-title" className="section-title">
        下一步
      </h2>
      <p>{step.text}</p>
      <p>
        <Button component={Link} to={step.href}>
          {step.label}
        </Button>
      </p>
      <p className="muted">
        订单的派车单全部签收后，还须在 <Link to={step.receiptHref}>回单确认</Link> 中确认回单，订单才显示「已完成」。
      </p>
    </section>
  );
}

export function WaybillDetailView({ detail, listPath, trackPath, children }: { detail: Detail; listPath: string; trackPath?: string; children?: ReactNode }) {
  const { waybill: w, actions, history, abnormals, nextStep, places } = detail;
  const photo = photoLink(w.id);
  const multi = w.stopMode === 'multi';
  return (
    <section className="panel cap-page orders-waybill" aria-labelledby="waybill-title">
      <p className="muted">
        <Link to={w.received ? '/user/receiveWaybillList' : listPath}>派车单</Link> / 派车单详情
      </p>
      <h1 id="waybill-title" className="page-title">
        派车单 {w.waybillNo} <DictBadge dict={DISPATCH_STATUS} value={w.status} />
      </h1>
      <div className="orders-moves">
        {actions.includes('start') ? <PlainMove intent="start" /> : null}
        {actions.includes('load') ? <WeightSlipForm intent="load" /> : null}
        {actions.includes('unload') ? <WeightSlipForm intent="unload" /> : null}
        {actions.includes('sign') ? <SignMove w={w} /> : null}
        {actions.includes('refuse') ? <ReasonForm intent="refuse" /> : null}
        {actions.includes('invalid') ? <ReasonForm intent="invalid" /> : null}
      </div>
      {nextStep ? <NextStepNote step={nextStep} /> : null}
      {multi ? (
        <p>
          多装多卸派车单：请在 <Link to={`/user/multiLoadOrderDetail?orderId=${w.orderId}`}>订单站点</Link> 逐站登记装卸货重量与磅单。
        </p>
      ) : null}
      {children}
      <dl className="facts">
        {w.received ? null : (
          <>
            <dt>订单</dt>
            <dd>
              <Link to={`/orderDetails/${w.orderId}`}>{w.orderNo}</Link>
            </dd>
          </>
        )}
        <dt>货物</dt>
        <dd>{w.goodsName}</dd>
        <dt>线路</dt>
        <dd>{w.route}</dd>
        <dt>货主 / 承运方</dt>
        <dd>
          {w.shipperName} / {w.carrierName}
        </dd>
        <dt>车辆</dt>
        <dd>
          {w.plateNo}（{w.vehicleType}）
        </dd>
        <dt>司机</dt>
        <dd>{w.driver}</dd>
        <dt>收货人</dt>
        <dd>{w.consignee}</dd>
        <dt>派车重量</dt>
        <dd>{w.planned}</dd>
        <dt>装货重量</dt>
        <dd>
          <WeightWithSlip weight={w.loadWeight} slip={w.loadSlipUuid ? photo(w.loadSlipUuid, '装货磅单') : null} />
        </dd>
        <dt>卸货重量</dt>
        <dd>
          <WeightWithSlip weight={w.unloadWeight} slip={w.unloadSlipUuid ? photo(w.unloadSlipUuid, '卸货磅单') : null} />
        </dd>
        <dt>途损</dt>
        <dd>{w.loss || '—'}</dd>
        {w.received ? null : (
          <>
            <dt>运费</dt>
            <dd>
              {w.freight || '—'}（{w.unitPrice}，{w.chargeNode}）
            </dd>
            {w.settlement ? (
              <>
                <dt>结算</dt>
                <dd>
                  <SettlementText state={w.settlement} />
                  {w.billing ? `，${w.billing}` : null}
                </dd>
              </>
            ) : null}
          </>
        )}
        <dt>派车时间</dt>
        <dd>{w.createdAt}</dd>
      </dl>
      <CargoPlacesSection places={places} />
      <h2 className="section-title">状态记录</h2>
      <Timeline items={history} photoLink={photo} />
      <h2 className="section-title">异常</h2>
      {abnormals.length === 0 ? (
        <p className="muted">暂无异常</p>
      ) : (
        <ul className="orders-abnormals">
          {abnormals.map((a) => (
            <li key={a.id}>
              <DictBadge dict={COMPLAINT_STATUS} value={a.status} /> {a.typeLabel}：{a.description}
              <span className="muted">
                {' '}
                {a.reporterName} {a.createdAt}
              </span>
              {a.handleNote ? <div>处理意见：{a.handleNote}</div> : null}
            </li>
          ))}
        </ul>
      )}
      {w.received ? (
        <p className="muted">贵司为本派车单的收货单位，仅可查看运输进度与装卸重量。</p>
      ) : (
        <p>
          <Link to={`/user/abnormalOrder?report=${w.id}`}>上报异常</Link>
          {trackPath ? (
            <>
              {' · '}
              <Link to={`${trackPath}?id=${w.id}`}>运单跟踪</Link>
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}
