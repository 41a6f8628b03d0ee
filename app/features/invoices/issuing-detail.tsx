// One application for operations (/shipper/invoicePleaseDetail?id=): its amounts, the invoice details
// it was made with, its waybills with the 特定要素 of a 数电 freight invoice, the issued invoice with its
// file, its history, and the panels of what operations may do now (?do=issue | refuse | reverse: a
// page of its own without JS). Every panel posts a plain form; Conform checks it with
// ./issuing-forms' schemas, loaded after hydration, and the action checks the same.
import { useActionData } from '@remix-run/react';
import { Facts, Field, SelectField } from '#app/components/forms';
import { useLazyForm } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import { INVOICE_MEDIUM_LABELS, INVOICE_MEDIUMS } from '#contract/invoices/labels';
import type { invoiceApplicationData } from './issuing.server';
import { HistoryTable, StatusAndReason, WaybillLines } from './elements';
import { ApplicationOperations, InvoiceFields, PanelButtons, PanelForm, type OperationsScreen } from './operations-panels';
import { INVOICE_PATHS } from './paths';

const loadForms = () => import('./issuing-forms');

type Data = Awaited<ReturnType<typeof invoiceApplicationData>>;
type Application = Data['application'];

const ISSUED_HINTS = {
  invoiceNo: '数电发票20位，纸质发票8位',
  amount: '最多两位小数，如 1280.50',
  file: '发票的 PDF 或图片（JPG、PNG、WEBP、GIF），不超过 10MB；货主可下载',
};

const MEDIUM_OPTIONS = INVOICE_MEDIUMS.map((value) => ({ value, label: INVOICE_MEDIUM_LABELS[value] }));

function IssueForm({ application, back }: { application: Application; back: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.issueForm, { id: 'issue-form', lastResult: reply?.result, defaultValue: { medium: 'DIGITAL' } });
  const note = `申请金额：价税合计 ${application.amount}，税额 ${application.tax}（税率 ${application.taxRate}）。请按开具的发票填写，金额须与申请一致。`;
  return (
    <PanelForm form={form} titleId="issue-title" title="登记开具的发票" note={note} hidden={{ id: application.id }} multipart>
      <SelectField required meta={fields.medium} label="发票形式" options={MEDIUM_OPTIONS} empty="请选择发票形式" />
      <Field meta={fields.invoiceCode} label="发票代码" inputMode="numeric" maxLength={16} hint="纸质发票的12位发票代码；数电发票不填" />
      <InvoiceFields fields={fields} hints={ISSUED_HINTS} />
      <Field meta={fields.courierCompany} label="快递公司" maxLength={20} hint="纸质发票必填" />
      <Field meta={fields.courierNo} label="快递单号" maxLength={30} hint="纸质发票必填，6到30位字母或数字" />
      <PanelButtons intent="issue" label="确认开票" back={back} />
    </PanelForm>
  );
}

const SCREEN: OperationsScreen<Awaited<ReturnType<typeof loadForms>>> = {
  titleId: 'application-title',
  title: '开票申请',
  detail: INVOICE_PATHS.operationsDetail,
  back: INVOICE_PATHS.operationsQueue,
  issueLabel: '开票',
  load: loadForms,
  refuse: { formId: 'refuse', title: '驳回开票申请', note: '驳回后申请中的派车单可重新申请开票，货主会收到驳回原因。', pick: (m) => m.refuseForm },
  reverse: { formId: 'reverse-form', note: '数电发票不能作废，须凭红字确认单开具红字发票。红冲后申请中的派车单可重新申请开票。', pick: (m) => m.reverseForm },
};

export function InvoiceApplicationPage({ application: a, panel }: Data) {
  const d = a.details;
  return (
    <ApplicationOperations screen={SCREEN} application={a} panel={panel} issueForm={(here) => <IssueForm application={a} back={here} />}>
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
    </ApplicationOperations>
  );
}
