// 开票申请 (/shipper/applyInvoice): the chosen waybills with what is left to invoice on each and the
// 特定要素 of a 数电 freight invoice (起运地, 到达地, plate, goods), the total, the tax of each kind by
// the stated rule, the invoice details the application will copy, and the form (kind, remark). It
// posts without JavaScript; with it, ./forms' schema (loaded after hydration) checks it first.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { TAX_RULE } from '#contract/invoices/labels';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Facts, FormActions, ListTable, SelectField, TextareaField } from '#app/components/forms';
import { useActionForm } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import type { applyData } from './applications.server';
import { candidateColumns, detailsFacts } from './elements';
import { INVOICE_PATHS } from './paths';

type Data = Awaited<ReturnType<typeof applyData>>;

export function ApplyInvoiceForm({ data }: { data: Data }) {
  const { rows, details, kinds } = data;
  // Without JS a refused form comes back as a new page whose loader no longer finds the waybills
  // (another application took them): the refusal is shown above the page then.
  const reply = useActionData<FormReply>();
  const refused = rows.length === 0 ? (reply?.result.error?.[''] ?? undefined) : undefined;
  const location = useLocation();
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('./forms'),
    (m) => m.applyInvoiceForm,
    'apply-invoice',
    { kind: 'DIGITAL_SPECIAL', remark: '' },
  );
  return (
    <section className="panel cap-page" aria-labelledby="apply-invoice-title">
      <div className="cap-head">
        <h1 id="apply-invoice-title" className="page-title">
          开票申请
        </h1>
        <div className="cap-actions">
          <Button component={Link} to={INVOICE_PATHS.manage} variant="default">
            返回申请开票
          </Button>
        </div>
      </div>
      <FormErrors errors={refused} />
      {data.skipped > 0 ? (
        <Alert color="orange" mb="md" role="note" title="部分派车单已略过">
          所选派车单中有 {data.skipped} 个已无可开票金额（已申请开票、未付款或不属于本企业），未列入本次申请。
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <p>
          没有可开票的派车单。
          <Link to={INVOICE_PATHS.manage}>
            {data.chosen.asked || data.chosen.billId ? '返回“申请开票”重新选择' : '请先在“申请开票”中勾选派车单或选择一张结算单'}
          </Link>
        </p>
      ) : (
        <>
          <h2>开票派车单（特定要素：货物运输服务）</h2>
          <ListTable
            label="开票派车单"
            empty="无"
            rowKey={(w) => w.waybillId}
            rows={rows}
            columns={[...candidateColumns<(typeof rows)[number]>(), { title: '本次开票金额', className: 'price', cell: (w) => w.invoiceable }]}
          />
          <Facts
            facts={[
              ['派车单数', String(rows.length)],
              ['价税合计', data.amount],
              ...kinds.map((k): [string, string] => [`${k.name}税额（${k.rate}）`, `${k.tax}（不含税金额 ${k.net}）`]),
              ['计税规则', TAX_RULE],
            ]}
          />
          <h2>开票信息（提交时保存副本）</h2>
          {details ? (
            <>
              <Facts facts={detailsFacts(details)} />
              <p>
                <Link to={INVOICE_PATHS.details}>修改开票信息</Link>
              </p>
            </>
          ) : (
            <Alert color="orange" mb="md" role="note" title="尚未填写开票信息">
              申请开票需要发票抬头与纳税人识别号：<Link to={INVOICE_PATHS.details}>填写开票信息</Link>，保存后回到本页提交。
            </Alert>
          )}
          <Form method="post" action={`${location.pathname}${location.search}`} {...getFormProps(form)} className="cap-form" aria-label="开票申请">
            <ErrorSummary form={form} />
            <AuthenticityTokenInput />
            <FormErrors errors={form.errors} />
            {rows.map((w) => (
              <input key={w.waybillId} type="hidden" name="waybillIds" value={w.waybillId} />
            ))}
            <input type="hidden" name="amountFen" value={data.amountFen} />
            <SelectField required meta={fields.kind} label="发票种类" options={kinds.map((k) => ({ value: k.value, label: k.label }))} />
            <TextareaField meta={fields.remark} label="备注" maxLength={200} hint="可选，打印在发票备注栏，最多200个字符" />
            <FormActions label="提交开票申请" busy={navigation.state === 'submitting'} cancel={INVOICE_PATHS.manage} />
          </Form>
        </>
      )}
    </section>
  );
}
