// One application for operations (/shipper/invoicePleaseDetail?id=): its amounts, the invoice details
// it was made with, its waybills with the 特定要素 of a 数电 freight invoice, the issued invoice with its
// file, its history, and the panels of what operations may do now (?do=issue | refuse | reverse: a
// page of its own without JS). Every panel posts a plain form; Conform checks it with
// ./issuing-forms' schemas, loaded after hydration, and the action checks the same.
import { getFormProps, type FieldMetadata } from '@conform-to/react';
import type { ZodSchema } from 'zod';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Facts, Field, SelectField, TextareaField } from '#app/components/forms';
import { useLazyForm } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import { INVOICE_MEDIUM_LABELS, INVOICE_MEDIUMS } from '#contract/invoices/labels';
import type { invoiceApplicationData } from './issuing.server';
import { HistoryTable, StatusAndReason, WaybillLines } from './elements';
import { INVOICE_PATHS } from './paths';

const loadForms = () => import('./issuing-forms');

type Data = Awaited<ReturnType<typeof invoiceApplicationData>>;
type Application = Data['application'];

const MEDIUM_OPTIONS = INVOICE_MEDIUMS.map((value) => ({ value, label: INVOICE_MEDIUM_LABELS[value] }));

/** The head's links to the panels an application allows now (?do=…), and back to the queue. */
export function PanelLinks({ here, back, links }: { here: string; back: string; links: Array<{ panel: string; label: string; red?: boolean }> }) {
  return (
    <div className="cap-actions">
      {links.map((l) =>
        l.red ? (
          <Button key={l.panel} component={Link} to={`${here}&do=${l.panel}`} variant="light" color="red">
            {l.label}
          </Button>
        ) : (
          <Button key={l.panel} component={Link} to={`${here}&do=${l.panel}`}>
            {l.label}
          </Button>
        ),
      )}
      <Button component={Link} to={back} variant="default">
        返回列表
      </Button>
    </div>
  );
}

export function PanelButtons({ intent, label, back, color }: { intent: string; label: string; back: string; color?: string }) {
  return (
    <div className="cap-actions">
      <Button type="submit" name="intent" value={intent} color={color}>
        {label}
      </Button>
      <Button component={Link} to={back} variant="default">
        取消
      </Button>
    </div>
  );
}

function IssueForm({ application, back }: { application: Application; back: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.issueForm, { id: 'issue-form', lastResult: reply?.result, defaultValue: { medium: 'DIGITAL' } });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="cap-inline-form" aria-labelledby="issue-title">
      <ErrorSummary form={form} />
      <h2 id="issue-title">登记开具的发票</h2>
      <p>
        申请金额：价税合计 {application.amount}，税额 {application.tax}（税率 {application.taxRate}）。请按开具的发票填写，金额须与申请一致。
      </p>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={application.id} />
      <FormErrors errors={form.errors} />
      <SelectField required meta={fields.medium} label="发票形式" options={MEDIUM_OPTIONS} empty="请选择发票形式" />
      <Field meta={fields.invoiceCode} label="发票代码" inputMode="numeric" maxLength={16} hint="纸质发票的12位发票代码；数电发票不填" />
      <Field required meta={fields.invoiceNo} label="发票号码" inputMode="numeric" maxLength={24} hint="数电发票20位，纸质发票8位" />
      <Field required meta={fields.issuedOn} label="开票日期" type="date" picker />
      <Field required meta={fields.amountYuan} label="价税合计（元）" inputMode="decimal" hint="最多两位小数，如 1280.50" />
      <Field required meta={fields.taxYuan} label="税额（元）" inputMode="decimal" />
      <Field
        required
        meta={fields.file}
        label="发票文件"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
        hint="发票的 PDF 或图片（JPG、PNG、WEBP、GIF），不超过 10MB；货主可下载"
      />
      <Field meta={fields.courierCompany} label="快递公司" maxLength={20} hint="纸质发票必填" />
      <Field meta={fields.courierNo} label="快递单号" maxLength={30} hint="纸质发票必填，6到30位字母或数字" />
      <PanelButtons intent="issue" label="确认开票" back={back} />
    </Form>
  );
}

/** A panel that asks for a reason (驳回): `pick` is its schema in the lazily loaded `load`'s module. */
export function ReasonForm<Module>(props: {
  id: number;
  back: string;
  formId: string;
  title: string;
  note: string;
  load: () => Promise<Module>;
  pick: (module: Module) => ZodSchema;
}) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(props.load, props.pick, { id: props.formId, lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-labelledby={`${props.formId}-title`}>
      <ErrorSummary form={form} />
      <h2 id={`${props.formId}-title`}>{props.title}</h2>
      <p>{props.note}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={props.id} />
      <FormErrors errors={form.errors} />
      <TextareaField required meta={fields.reason as FieldMetadata<string>} label="驳回原因" maxLength={200} />
      <PanelButtons intent="refuse" label="确认驳回" back={props.back} color="red" />
    </Form>
  );
}

/** A panel that reverses an issued invoice red with its 红字确认单 number: `pick` is its schema in the lazily loaded `load`'s module. */
export function RedForm<Module>(props: {
  id: number;
  invoiceNo: string | null;
  back: string;
  formId: string;
  note: string;
  load: () => Promise<Module>;
  pick: (module: Module) => ZodSchema;
}) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(props.load, props.pick, { id: props.formId, lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-labelledby={`${props.formId}-title`}>
      <ErrorSummary form={form} />
      <h2 id={`${props.formId}-title`}>红冲发票 {props.invoiceNo}</h2>
      <p>{props.note}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={props.id} />
      <FormErrors errors={form.errors} />
      <Field required meta={fields.redConfirmationNo as FieldMetadata<string>} label="红字确认单编号" inputMode="numeric" maxLength={24} hint="20位数字" />
      <PanelButtons intent="reverse" label="确认红冲" back={props.back} color="red" />
    </Form>
  );
}

export function InvoiceApplicationPage({ application: a, panel }: Data) {
  const reply = useActionData<FormReply>();
  const here = `${INVOICE_PATHS.operationsDetail}?id=${a.id}`;
  const can = (action: Application['actions'][number]) => a.actions.includes(action);
  const failed = reply?.result && panel === null ? (reply.result.error?.[''] ?? []) : [];
  const d = a.details;
  return (
    <section className="panel cap-page" aria-labelledby="application-title">
      <div className="cap-head">
        <h1 id="application-title" className="page-title">
          开票申请 {a.applyNo}
        </h1>
        <PanelLinks
          here={here}
          back={INVOICE_PATHS.operationsQueue}
          links={[
            ...(can('issue') ? [{ panel: 'issue', label: '开票' }] : []),
            ...(can('refuse') ? [{ panel: 'refuse', label: '驳回', red: true }] : []),
            ...(can('reverse') ? [{ panel: 'reverse', label: '红冲', red: true }] : []),
          ]}
        />
      </div>
      <FormErrors errors={failed.length ? failed : undefined} />
      {panel === 'issue' ? <IssueForm application={a} back={here} /> : null}
      {panel === 'refuse' ? (
        <ReasonForm
          id={a.id}
          back={here}
          formId="refuse"
          title="驳回开票申请"
          note="驳回后申请中的派车单可重新申请开票，货主会收到驳回原因。"
          load={loadForms}
          pick={(m) => m.refuseForm}
        />
      ) : null}
      {panel === 'reverse' ? (
        <RedForm
          id={a.id}
          invoiceNo={a.invoiceNo}
          back={here}
          formId="reverse-form"
          note="数电发票不能作废，须凭红字确认单开具红字发票。红冲后申请中的派车单可重新申请开票。"
          load={loadForms}
          pick={(m) => m.reverseForm}
        />
      ) : null}
      <StatusAndReason statusLabel={a.statusLabel} refuseReason={a.refuseReason} />
      <Facts
        facts={[
          ['申请编号', a.applyNo],
          ['申请企业', a.companyName],
          ['申请人', `${a.applicantName} ${a.applicantMobile}`.trim()],
          ['发票种类', a.kindLabel],
          ['价税合计', a.amount],
          ['税率', a.taxRate],
          ['税额', a.tax],
          ['派车单数', String(a.waybillCount)],
          ['申请时间', a.created],
        ]}
      />
      <h2>开票信息（申请时的副本）</h2>
      <Facts
        facts={[
          ['发票抬头', d.title],
          ['纳税人识别号', d.taxpayerNo],
          ['注册地址', d.registeredAddress],
          ['注册电话', d.registeredPhone],
          ['开户银行', d.bankName],
          ['银行账号', d.bankAccount],
          ['邮寄地址', d.mailAddress],
          ['收件人', `${d.recipientName} ${d.recipientPhone}`.trim()],
        ]}
      />
      {a.invoice ? (
        <>
          <h2>已开发票</h2>
          <Facts
            facts={[
              ['发票形式', a.invoice.mediumLabel],
              ...(a.invoice.invoiceCode ? ([['发票代码', a.invoice.invoiceCode]] as Array<[string, string]>) : []),
              ['发票号码', a.invoice.invoiceNo],
              ['开票日期', a.invoice.issuedOn],
              ...(a.invoice.courierCompany ? ([['快递', `${a.invoice.courierCompany} ${a.invoice.courierNo ?? ''}`.trim()]] as Array<[string, string]>) : []),
              ...(a.redConfirmationNo ? ([['红字确认单编号', a.redConfirmationNo]] as Array<[string, string]>) : []),
            ]}
          />
          <p>
            <a href={a.invoice.fileHref} download>
              下载发票文件 {a.invoice.fileName}
            </a>
          </p>
        </>
      ) : null}
      <WaybillLines label="派车单与特定要素" amountTitle="开票金额" lines={a.lines} />
      <HistoryTable rows={a.history} />
    </section>
  );
}
