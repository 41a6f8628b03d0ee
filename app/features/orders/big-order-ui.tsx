// 运输订单 (big orders): the list table (shipper and carrier), the shipper's form, and the detail
// with its child orders, the release form and the history. Plain forms and links (no JS
// needed), Conform validation with JS.
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { Button } from '#app/components/button';
import type { BigOrderView } from '#app/features/orders/big.server';
import type { Reply } from '#app/features/orders/orders.server';
import { Field, FormActions, FormErrors, SelectField } from '#app/components/forms';
import { DictBadge, Facts, ListTable, dictOptions, type Option, actionsColumn, TwoLines } from '#app/components/list-ui';
import { BIG_ORDER_STATUS, ORDER_STATUS } from '#contract/orders/dict';
import { CHARGE_NODE, GOODS_TYPE } from '#contract/market/dict';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import type { bigOrderInput, bigReleaseInput } from '#contract/orders/big';
import { HiddenText } from '#app/components/hidden-text';
import { Timeline } from './order-ui';

type Row = Pick<
  BigOrderView,
  | 'id'
  | 'bigOrderNo'
  | 'status'
  | 'shipperName'
  | 'carrierName'
  | 'goodsName'
  | 'route'
  | 'total'
  | 'released'
  | 'remainder'
  | 'unitPrice'
  | 'period'
  | 'actions'
>;

/** Big orders, with a link to each and (for the carrier) the confirm button. */
export function BigOrderTable({ rows, detailHref, confirm }: { rows: Row[]; detailHref?: (id: number) => string; confirm?: boolean }) {
  return (
    <ListTable<Row>
      label="运输订单列表"
      empty="暂无运输订单"
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        { title: '运输订单号', cell: (r) => (detailHref ? <Link to={detailHref(r.id)}>{r.bigOrderNo}</Link> : r.bigOrderNo) },
        { title: '货主', cell: (r) => r.shipperName },
        { title: '承运企业', cell: (r) => r.carrierName },
        { title: '货物 / 线路', cell: (r) => <TwoLines main={r.goodsName} sub={r.route} /> },
        {
          title: '总量 / 已下达',
          cell: (r) => (
            <>
              {r.total}
              <span className="cap-sub">
                已下达 {r.released || '0 吨'}，剩余 {r.remainder || '0 吨'}
              </span>
            </>
          ),
        },
        { title: '运价', cell: (r) => r.unitPrice },
        { title: '执行期', cell: (r) => r.period },
        { title: '状态', cell: (r) => <DictBadge dict={BIG_ORDER_STATUS} value={r.status} /> },
        actionsColumn((r) => (
          <>
            {detailHref ? (
              <Link to={detailHref(r.id)}>
                详情<HiddenText>{` ${r.bigOrderNo}`}</HiddenText>
              </Link>
            ) : null}
            {confirm && r.actions.includes('confirm') ? (
              <Form method="post" className="inline-form" aria-label={`确认 ${r.bigOrderNo}`}>
                <AuthenticityTokenInput />
                <input type="hidden" name="bigOrderId" value={r.id} />
                <Button type="submit" name="intent" value="confirm" size="xs">
                  确认
                </Button>
              </Form>
            ) : null}
          </>
        )),
      ]}
    />
  );
}

export function BigOrderForm({
  bigOrder,
  carriers,
  cities,
  cancel,
  action,
}: {
  bigOrder: BigOrderView | null;
  carriers: Option[];
  cities: Option[];
  cancel: string;
  action: string;
}) {
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const validateBigOrderInput = useLazySchema(
    () => import('#contract/orders/big'),
    (m) => m.bigOrderInput,
  );
  const [form, fields] = useForm<z.input<typeof bigOrderInput>>({
    id: `big-order-${bigOrder?.id ?? 'new'}`,
    lastResult: reply?.result,
    defaultValue: bigOrder
      ? {
          carrierCompanyId: String(bigOrder.carrierCompanyId),
          goodsName: bigOrder.goodsName,
          goodsType: bigOrder.goodsType,
          totalWeightT: String(bigOrder.totalWeightKg / 1000),
          unitPrice: (bigOrder.unitPriceFen / 100).toFixed(2),
          chargeNode: bigOrder.chargeNode,
          periodStart: bigOrder.periodStart,
          periodEnd: bigOrder.periodEnd,
          originCity: bigOrder.originCity,
          originAddress: bigOrder.originAddress,
          destCity: bigOrder.destCity,
          destAddress: bigOrder.destAddress,
          remark: bigOrder.remark ?? '',
        }
      : { chargeNode: 'unload' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateBigOrderInput({ formData }),
  });
  const title = bigOrder ? `编辑运输订单 ${bigOrder.bigOrderNo}` : '新建运输订单';
  return (
    <div className="cap-inline-form">
      <h2>{title}</h2>
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-fieldset" aria-label={title}>
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {bigOrder ? <input type="hidden" name="id" value={bigOrder.id} /> : null}
        <SelectField meta={fields.carrierCompanyId} label="承运企业" options={carriers} required empty="请选择承运企业" />
        <Field meta={fields.goodsName} label="货物名称" required maxLength={30} />
        <SelectField meta={fields.goodsType} label="货物类型" options={dictOptions(GOODS_TYPE)} required />
        <Field meta={fields.totalWeightT} label="总重量（吨）" required inputMode="decimal" maxLength={10} />
        <Field meta={fields.unitPrice} label="运价（元/吨）" required inputMode="decimal" maxLength={9} placeholder="如 95.00" />
        <SelectField meta={fields.chargeNode} label="计费节点" options={dictOptions(CHARGE_NODE)} required />
        <Field meta={fields.periodStart} label="执行期开始" type="date" required picker />
        <Field meta={fields.periodEnd} label="执行期结束" type="date" required picker />
        <SelectField meta={fields.originCity} label="装货城市" options={cities} required empty="请选择省市" />
        <Field meta={fields.originAddress} label="装货地址" required maxLength={100} />
        <SelectField meta={fields.destCity} label="卸货城市" options={cities} required empty="请选择省市" />
        <Field meta={fields.destAddress} label="卸货地址" required maxLength={100} />
        <Field meta={fields.remark} label="备注" maxLength={200} />
        <FormActions cancel={cancel} intent="save" label={bigOrder ? '保存' : '创建'} busy={navigation.state === 'submitting'} />
      </Form>
    </div>
  );
}

function ReleaseForm({ bigOrderId }: { bigOrderId: number }) {
  const reply = useActionData<Reply>();
  const validateBigReleaseInput = useLazySchema(
    () => import('#contract/orders/big'),
    (m) => m.bigReleaseInput,
  );
  const [form, fields] = useForm<z.input<typeof bigReleaseInput>>({
    id: `big-release-${bigOrderId}`,
    lastResult: reply?.result,
    defaultValue: { vehicleCount: '1' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateBigReleaseInput({ formData }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-label="下达子订单">
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <input type="hidden" name="bigOrderId" value={bigOrderId} />
      <FormErrors errors={form.errors} />
      <label className="cap-field">
        <span className="cap-label">下单重量（吨）</span>
        <input {...getInputProps(fields.weightT, { type: 'text' })} key={fields.weightT.key} inputMode="decimal" maxLength={10} className="cap-input" />
        {fields.weightT.errors ? (
          <span id={fields.weightT.errorId} className="cap-error">
            {fields.weightT.errors.join('；')}
          </span>
        ) : null}
      </label>
      <label className="cap-field">
        <span className="cap-label">车辆数</span>
        <input
          {...getInputProps(fields.vehicleCount, { type: 'text' })}
          key={fields.vehicleCount.key}
          inputMode="numeric"
          maxLength={3}
          className="cap-input"
        />
        {fields.vehicleCount.errors ? (
          <span id={fields.vehicleCount.errorId} className="cap-error">
            {fields.vehicleCount.errors.join('；')}
          </span>
        ) : null}
      </label>
      <Button type="submit" name="intent" value="release">
        下达子订单
      </Button>
    </Form>
  );
}

type Detail = {
  bigOrder: BigOrderView;
  children: { id: number; orderNo: string; status: string; weight: string; vehicleCount: number; total: string; createdAt: string }[];
  history: { status: string; actorName: string; remark: string; at: string; weight: string; fileUuid: string | null }[];
};

export function BigOrderDetailView({ detail, editHref }: { detail: Detail; editHref: string }) {
  const { bigOrder: b, children, history } = detail;
  return (
    <section className="cap-inline-form" aria-labelledby="big-detail-title">
      <h2 id="big-detail-title">
        运输订单 {b.bigOrderNo} <DictBadge dict={BIG_ORDER_STATUS} value={b.status} />
      </h2>
      <Facts
        facts={[
          ['承运企业', b.carrierName],
          ['货物', `${b.goodsName}（${b.goodsTypeLabel}）`],
          ['线路', b.route],
          ['装货地址', b.originAddress],
          ['卸货地址', b.destAddress],
          ['总重量', b.total],
          ['已下达', b.released || '0 吨'],
          ['剩余', b.remainder || '0 吨'],
          ['运价', `${b.unitPrice}，${b.chargeNodeLabel}`],
          ['执行期', b.period],
          ['备注', b.remark ?? ''],
        ]}
      />
      <div className="cap-actions" role="group" aria-label="操作">
        {b.editable ? (
          <Button component={Link} to={editHref} variant="default">
            修改
          </Button>
        ) : null}
        {b.actions.includes('close') ? (
          <Form method="post" className="inline-form" aria-label="关闭运输订单">
            <AuthenticityTokenInput />
            <input type="hidden" name="bigOrderId" value={b.id} />
            <Button type="submit" name="intent" value="close" color="red" variant="light">
              关闭运输订单
            </Button>
          </Form>
        ) : null}
      </div>
      {b.actions.includes('release') ? <ReleaseForm bigOrderId={b.id} /> : null}
      <h3 className="section-title">子订单</h3>
      <ListTable<Detail['children'][number]>
        label="子订单"
        empty="暂无子订单"
        rows={children}
        rowKey={(c) => c.id}
        columns={[
          { title: '订单号', cell: (c) => <Link to={`/orderDetails/${c.id}`}>{c.orderNo}</Link> },
          { title: '重量', cell: (c) => c.weight },
          { title: '车辆数', cell: (c) => `${c.vehicleCount} 车` },
          { title: '运费', cell: (c) => c.total },
          { title: '状态', cell: (c) => <DictBadge dict={ORDER_STATUS} value={c.status} /> },
          { title: '下达时间', cell: (c) => c.createdAt },
        ]}
      />
      <h3 className="section-title">状态记录</h3>
      <Timeline items={history} />
    </section>
  );
}
