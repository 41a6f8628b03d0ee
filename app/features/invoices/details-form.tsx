// 开票信息: the form of the company's invoice details. It posts without JavaScript; with it, the
// contract's schema (loaded after hydration) validates at each field before the request.
import { getFormProps } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { InvoiceDetailsView } from '#contract/invoices/details';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Field, FormActions } from '#app/components/forms';
import { useActionForm } from '#app/components/lazy-validation';

const EMPTY = {
  title: '',
  taxpayerNo: '',
  registeredAddress: '',
  registeredPhone: '',
  bankName: '',
  bankAccount: '',
  mailAddress: '',
  recipientName: '',
  recipientPhone: '',
};

export function InvoiceDetailsForm({ details }: { details: InvoiceDetailsView | null }) {
  const navigation = useNavigation();
  const { updatedAt: _updatedAt, ...saved } = details ?? { ...EMPTY, updatedAt: '' };
  const [form, fields] = useActionForm(
    () => import('#contract/invoices/details'),
    (m) => m.invoiceDetailsInput,
    'invoice-details',
    saved,
  );
  return (
    <section className="panel cap-page" aria-labelledby="invoice-details-heading">
      <h1 id="invoice-details-heading" className="page-title">
        开票信息
      </h1>
      <p className="muted">申请开票时使用这里的信息；已提交的申请保留提交时的信息，之后的修改不影响它。</p>
      {details ? null : <p className="muted">尚未填写开票信息。</p>}
      <Form method="post" {...getFormProps(form)} className="cap-form" aria-label="开票信息">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        <fieldset className="cap-fieldset">
          <legend>抬头与税务信息</legend>
          <Field meta={fields.title} label="发票抬头" required maxLength={100} />
          <Field meta={fields.taxpayerNo} label="纳税人识别号（统一社会信用代码）" required maxLength={22} />
          <Field meta={fields.registeredAddress} label="注册地址" maxLength={100} />
          <Field meta={fields.registeredPhone} label="注册电话" inputMode="tel" maxLength={20} />
          <Field meta={fields.bankName} label="开户银行" maxLength={50} />
          <Field meta={fields.bankAccount} label="银行账号" inputMode="numeric" maxLength={40} />
        </fieldset>
        <fieldset className="cap-fieldset">
          <legend>纸质发票邮寄</legend>
          <Field meta={fields.mailAddress} label="邮寄地址" maxLength={100} />
          <Field meta={fields.recipientName} label="收件人" maxLength={20} />
          <Field meta={fields.recipientPhone} label="收件人电话" inputMode="tel" maxLength={20} />
        </fieldset>
        <FormActions busy={navigation.state === 'submitting'} />
      </Form>
    </section>
  );
}
