// The payer's new-bill panel: choose the payee (a GET form), tick their settleable waybills, type a
// deduction on any of them, create (a POST). Conform checks it with ./forms' schema, loaded after
// hydration (lazy-validation.ts); the action checks the same.
import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { input, output } from 'zod';
import { Button } from '#app/components/button';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import { ListTable, type Column } from '#app/components/list-base';
import { PlainLink } from '#app/components/plain-link';
import type { FormReply } from '#app/utils/forms.server';
import type { createBillSchema } from './forms';

type Build = {
  payees: string[];
  payee: string;
  waybills: { id: number; waybillNo: string; orderNo: string; goodsName: string; freight: string; signed: string; lossHint: string }[];
  heldBack: HeldBack[];
};
type HeldBack = { id: number; waybillNo: string; orderNo: string; payeeName: string; reason: string; fix: { href: string; label: string } };

/** 未列入的派车单 columns: each waybill with why it is left out and the link that fixes it. */
const HELD_BACK_COLUMNS: Column<HeldBack>[] = [
  { title: '派车单号', cell: (w) => <PlainLink to={`/shipper/shipperSendCardetail?id=${w.id}`}>{w.waybillNo}</PlainLink> },
  { title: '订单号', cell: (w) => w.orderNo },
  { title: '收款方', cell: (w) => w.payeeName },
  { title: '原因', cell: (w) => w.reason },
  { title: '处理', cell: (w) => <PlainLink to={w.fix.href}>{w.fix.label}</PlainLink> },
];

/** 未列入的派车单: signed waybills the settleable list leaves out (not approved, disputed, on a bill). */
function HeldBackList({ rows }: { rows: HeldBack[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="held-back-title">
      <h3 id="held-back-title">未列入可结算的已签收派车单</h3>
      <p className="cap-hint">以下派车单已签收，但暂不能结算；按“处理”一栏的链接处理后即可列入。</p>
      <ListTable label="未列入可结算的派车单" empty="无" rowKey={(w) => w.id} rows={rows} columns={HELD_BACK_COLUMNS} />
    </section>
  );
}

/** A row's own input in the new-bill table (labelled with its waybill no.), with its message below. */
function RowInput({ meta, label, maxLength, inputMode }: { meta: FieldMetadata<string>; label: string; maxLength: number; inputMode?: 'decimal' }) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <>
      <input
        {...getInputProps(meta, { type: 'text', ariaAttributes: false })}
        key={meta.key}
        aria-label={label}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete="off"
        className="cap-input"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? meta.errorId : undefined}
      />
      {invalid ? (
        <span id={meta.errorId} className="cap-error">
          {meta.errors!.join('；')}
        </span>
      ) : null}
    </>
  );
}

/**
 * The new bill: choose the payee (a GET form), tick their settleable waybills, type a deduction
 * (扣款, in yuan, with its reason) on any of them, create (a POST).
 */
export function NewBillPanel({ path, build }: { path: string; build: Build }) {
  const reply = useActionData<FormReply>();
  const onValidate = useLazySchema(
    () => import('./forms'),
    (m) => m.createBillSchema,
  );
  const [form, fields] = useForm<input<typeof createBillSchema>, output<typeof createBillSchema>, string[]>({
    id: 'new-bill',
    lastResult: reply?.result,
    defaultValue: { deductions: build.waybills.map((w) => ({ waybillId: String(w.id) })) },
    onValidate,
  });
  const deductions = fields.deductions.getFieldList().map((d) => d.getFieldset());
  const rows = build.waybills.map((w, i) => ({ ...w, deduction: deductions[i] }));
  // a form sent back with its errors keeps what was ticked (without JS the page is new)
  const ticked = ([] as unknown[]).concat(fields.waybillIds.initialValue ?? []).map(String);
  return (
    <div className="cap-inline-form" role="group" aria-labelledby="new-bill-title">
      <h2 id="new-bill-title">新建结算单</h2>
      {build.payees.length === 0 ? (
        <p>暂无可结算的派车单：派车单签收并在「派车单审核」中审核通过后即可结算。{build.heldBack.length ? '未列入的已签收派车单及原因见下表。' : ''}</p>
      ) : (
        <Form method="get" action={path} className="cap-filters" aria-label="选择收款方">
          <input type="hidden" name="build" value="1" />
          <label className="cap-filter">
            <span>收款方</span>
            <select name="payee" defaultValue={build.payee} className="cap-select">
              <option value="">请选择</option>
              {build.payees.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="default">
            查看可结算派车单
          </Button>
        </Form>
      )}
      {build.payee ? (
        <Form method="post" action={`${path}?build=1&payee=${encodeURIComponent(build.payee)}`} {...getFormProps(form)} aria-label="勾选结算派车单">
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          <FormErrors errors={form.errors} />
          <fieldset className="cap-field">
            <legend className="cap-label">{build.payee} 的可结算派车单</legend>
            <ListTable
              label="可结算派车单"
              empty="暂无可结算的派车单"
              rowKey={(w) => w.id}
              rows={rows}
              columns={[
                {
                  title: '勾选',
                  hiddenTitle: true,
                  cell: (w) => (
                    <input
                      type="checkbox"
                      id={`${fields.waybillIds.id}-${w.id}`}
                      name={fields.waybillIds.name}
                      value={w.id}
                      defaultChecked={ticked.includes(String(w.id))}
                      aria-label={`结算 ${w.waybillNo}`}
                    />
                  ),
                },
                { title: '派车单号', cell: (w) => w.waybillNo },
                { title: '订单号', cell: (w) => w.orderNo },
                { title: '货物', cell: (w) => w.goodsName },
                { title: '运费', className: 'price', cell: (w) => w.freight },
                { title: '签收时间', cell: (w) => w.signed },
                {
                  title: '扣款（元）',
                  cell: (w) =>
                    w.deduction ? (
                      <>
                        <input type="hidden" name={w.deduction.waybillId.name} value={w.id} />
                        <RowInput meta={w.deduction.amountYuan} label={`扣款（元） ${w.waybillNo}`} maxLength={14} inputMode="decimal" />
                        {w.lossHint ? <span className="cap-hint">{w.lossHint}</span> : null}
                      </>
                    ) : null,
                },
                {
                  title: '扣款原因',
                  cell: (w) => (w.deduction ? <RowInput meta={w.deduction.reason} label={`扣款原因 ${w.waybillNo}`} maxLength={200} /> : null),
                },
              ]}
            />
            <p className="cap-hint">扣款（如亏吨超出合理损耗、货损）可不填；填写扣款时须写明原因，扣款不能超过该派车单运费。</p>
            {fields.waybillIds.errors ? (
              <span id={fields.waybillIds.errorId} className="cap-error" role="alert">
                {fields.waybillIds.errors.join('；')}
              </span>
            ) : null}
          </fieldset>
          <div className="cap-actions">
            <Button type="submit" name="intent" value="create">
              生成结算单
            </Button>
            <Button component={Link} to={path} variant="default">
              取消
            </Button>
          </div>
        </Form>
      ) : null}
      <HeldBackList rows={build.heldBack} />
    </div>
  );
}
