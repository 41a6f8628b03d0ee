// The supplementary agreement's form (/shipper/contractAgreement?contractId=): a new unit price
// and/or a new end of term for a completed contract, and why. The contract itself is never edited:
// the agreement is a contract of its own, sent for signing at once.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Field, TextareaField } from '#app/components/forms';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import type { agreementFormData } from './contracts.server';
import { CONTRACT_PATHS, contractHref } from './paths';

const loadForms = () => import('./forms');

export function AgreementForm({ contract }: { contract: NonNullable<Awaited<ReturnType<typeof agreementFormData>>> }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.agreementSchema, { id: 'agreement-form', lastResult: reply?.result });
  const back = contractHref(CONTRACT_PATHS.mine, contract.id);
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-labelledby="agreement-title">
      <ErrorSummary form={form} />
      <h2 id="agreement-title">签订补充协议</h2>
      <p>
        原合同：{contract.contractNo}《{contract.title}》，现单价 {contract.unitPrice}，截止日期 {contract.termEnd}。补充协议经各方签署后生效，原合同不作修改。
      </p>
      <AuthenticityTokenInput />
      <input type="hidden" name="contractId" value={contract.id} />
      <FormErrors errors={form.errors} />
      <Field meta={fields.unitPriceYuan} label="新单价（元/吨）" inputMode="decimal" hint="不变可不填；最多两位小数" />
      <Field meta={fields.termEnd} label="新截止日期" type="date" hint="不变可不填" />
      <TextareaField required meta={fields.reason} label="变更原因" maxLength={200} />
      <div className="cap-actions">
        <Button type="submit" name="intent" value="agreement">
          发起补充协议
        </Button>
        <Button component={Link} to={back} variant="default">
          取消
        </Button>
      </div>
    </Form>
  );
}
