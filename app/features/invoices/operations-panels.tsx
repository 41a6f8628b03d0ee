// What operations' invoice screens share, 开票 (/shipper/invoicePlease…) and 代开
// (/shipper/agencyInvoicePlease…) alike: the queue's status and action columns, and an application's
// page with the panels the URL opens (?do=issue | refuse | reverse: a page of its own without JS).
// Every panel posts a plain form; Conform checks it with a schema loaded after hydration, and the
// action checks the same.
import { getFormProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { ZodSchema } from 'zod';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Field, TextareaField } from '#app/components/forms';
import { HiddenText } from '#app/components/hidden-text';
import { useLazyForm } from '#app/components/lazy-validation';
import type { Column } from '#app/components/list-base';
import type { FormReply } from '#app/utils/forms.server';

type QueueRow = { id: number; applyNo: string; status: string; statusLabel: string; invoiceNo: string | null; created: string };

/** A queue's last columns: status, invoice number, applied at, and `act` (the issue panel) while a row is `waiting`, else 详情. */
export function queueTailColumns<Row extends QueueRow>(detail: (row: Row) => string, waiting: string, act: string): Column<Row>[] {
  return [
    { title: '状态', cell: (r) => <span className="cap-status">{r.statusLabel}</span> },
    { title: '发票号码', cell: (r) => r.invoiceNo ?? '' },
    { title: '申请时间', cell: (r) => r.created },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (r) => (
        <Link to={r.status === waiting ? `${detail(r)}&do=issue` : detail(r)}>
          {r.status === waiting ? act : '详情'}
          <HiddenText>{` ${r.applyNo}`}</HiddenText>
        </Link>
      ),
    },
  ];
}

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

/**
 * A panel's posted form: its error summary, title and note, the CSRF token, the `hidden` values that
 * name what it acts on, the form-level errors, then its fields (`children`). `multipart`: it carries a file.
 */
export function PanelForm<T extends Record<string, unknown>>(props: {
  form: FormMetadata<T, string[]>;
  titleId: string;
  title: ReactNode;
  note: ReactNode;
  hidden: Record<string, string | number>;
  multipart?: boolean;
  action?: string;
  children: ReactNode;
}) {
  const { form, titleId } = props;
  return (
    <Form
      method="post"
      action={props.action}
      encType={props.multipart ? 'multipart/form-data' : undefined}
      {...getFormProps(form)}
      className="cap-inline-form"
      aria-labelledby={titleId}
    >
      <ErrorSummary form={form} />
      <h2 id={titleId}>{props.title}</h2>
      <p>{props.note}</p>
      <AuthenticityTokenInput />
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors errors={form.errors} />
      {props.children}
    </Form>
  );
}

type InvoiceFieldName = 'invoiceNo' | 'issuedOn' | 'amountYuan' | 'taxYuan' | 'file';

/** An issued invoice's number, date, amounts and file, as operations record it; `hints` say what each screen's invoice is. */
export function InvoiceFields({ fields, hints }: { fields: Record<InvoiceFieldName, unknown>; hints: { invoiceNo: string; amount: string; file: string } }) {
  const f = fields as Record<InvoiceFieldName, FieldMetadata<string>>;
  return (
    <>
      <Field required meta={f.invoiceNo} label="发票号码" inputMode="numeric" maxLength={24} hint={hints.invoiceNo} />
      <Field required meta={f.issuedOn} label="开票日期" type="date" picker />
      <Field required meta={f.amountYuan} label="价税合计（元）" inputMode="decimal" hint={hints.amount} />
      <Field required meta={f.taxYuan} label="税额（元）" inputMode="decimal" />
      <Field required meta={f.file} label="发票文件" type="file" accept="application/pdf,image/jpeg,image/png,image/webp,image/gif" hint={hints.file} />
    </>
  );
}

type PanelOf<Module> = { formId: string; note: string; pick: (module: Module) => ZodSchema };

/** A panel that asks for a reason (驳回): `pick` is its schema in the lazily loaded `load`'s module. */
function ReasonForm<Module>({
  id,
  back,
  load,
  panel,
  title,
}: {
  id: number;
  back: string;
  load: () => Promise<Module>;
  panel: PanelOf<Module>;
  title: string;
}) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(load, panel.pick, { id: panel.formId, lastResult: reply?.result });
  return (
    <PanelForm form={form} titleId={`${panel.formId}-title`} title={title} note={panel.note} hidden={{ id }}>
      <TextareaField required meta={fields.reason as FieldMetadata<string>} label="驳回原因" maxLength={200} />
      <PanelButtons intent="refuse" label="确认驳回" back={back} color="red" />
    </PanelForm>
  );
}

/** A panel that reverses an issued invoice red with its 红字确认单 number. */
function RedForm<Module>({
  id,
  back,
  load,
  panel,
  invoiceNo,
}: {
  id: number;
  back: string;
  load: () => Promise<Module>;
  panel: PanelOf<Module>;
  invoiceNo: string | null;
}) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(load, panel.pick, { id: panel.formId, lastResult: reply?.result });
  return (
    <PanelForm form={form} titleId={`${panel.formId}-title`} title={`红冲发票 ${invoiceNo}`} note={panel.note} hidden={{ id }}>
      <Field required meta={fields.redConfirmationNo as FieldMetadata<string>} label="红字确认单编号" inputMode="numeric" maxLength={24} hint="20位数字" />
      <PanelButtons intent="reverse" label="确认红冲" back={back} color="red" />
    </PanelForm>
  );
}

/** What names one kind of application's operations page: its title, paths, the issuing link's label and its panels' forms. */
export type OperationsScreen<Module> = {
  titleId: string;
  /** the title before the application's number */
  title: string;
  /** the page's path; `?id=` follows */
  detail: string;
  /** the queue */
  back: string;
  issueLabel: string;
  load: () => Promise<Module>;
  refuse: PanelOf<Module> & { title: string };
  reverse: PanelOf<Module>;
};

/**
 * An application's page for operations: its title, the links to the panels its `actions` allow, the
 * form-level errors of a post that opened no panel, the panel the URL opens (`issueForm(here)`, or
 * the refusal or red reversal of the screen's schemas), then `children`.
 */
export function ApplicationOperations<Module>({
  screen,
  application: a,
  panel,
  issueForm,
  children,
}: {
  screen: OperationsScreen<Module>;
  application: { id: number; applyNo: string; actions: readonly string[]; invoiceNo: string | null };
  panel: string | null;
  issueForm: (here: string) => ReactNode;
  children: ReactNode;
}) {
  const here = `${screen.detail}?id=${a.id}`;
  const reply = useActionData<FormReply>();
  const failed = reply?.result && panel === null ? (reply.result.error?.[''] ?? []) : [];
  const links = [
    ...(a.actions.includes('issue') ? [{ panel: 'issue', label: screen.issueLabel }] : []),
    ...(a.actions.includes('refuse') ? [{ panel: 'refuse', label: '驳回', red: true }] : []),
    ...(a.actions.includes('reverse') ? [{ panel: 'reverse', label: '红冲', red: true }] : []),
  ];
  return (
    <CapPage id={screen.titleId} title={`${screen.title} ${a.applyNo}`} beside={<PanelLinks here={here} back={screen.back} links={links} />}>
      <FormErrors errors={failed.length ? failed : undefined} />
      {panel === 'issue' ? issueForm(here) : null}
      {panel === 'refuse' ? <ReasonForm id={a.id} back={here} load={screen.load} panel={screen.refuse} title={screen.refuse.title} /> : null}
      {panel === 'reverse' ? <RedForm id={a.id} back={here} load={screen.load} panel={screen.reverse} invoiceNo={a.invoiceNo} /> : null}
      {children}
    </CapPage>
  );
}
