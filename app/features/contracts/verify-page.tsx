// The public verification page: a form that posts one PDF (multipart, without JS too; with JS the
// schema loads after hydration and checks the file before it is sent) and the platform's verdict.
import { getFormProps } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Field, FormActions } from '#app/components/forms';
import { HoneypotField } from '#app/components/honeypot-field';
import { useLazyForm } from '#app/components/lazy-validation';
import type { ContractPdfVerification } from '#contract/contracts/api-verify';
import { formatDateTime } from '#app/utils/format';
import type { verifyUpload } from './verify.server';

function Verdict({ verdict }: { verdict: ContractPdfVerification }) {
  // An invalid copy's signer and time are only what its signature claims.
  const claimed = verdict.valid ? '' : '（签名所称）';
  return (
    <section className="panel" aria-labelledby="verify-verdict" data-testid="contract-verdict">
      <h2 id="verify-verdict">{verdict.valid ? '核验通过：平台电子签名有效' : '核验未通过'}</h2>
      <p>{verdict.valid ? '该文件由本平台签署完成后未被改动，签名覆盖整个文件。' : verdict.problem}</p>
      <dl className="facts">
        {verdict.signedBy ? (
          <>
            <dt>签署证书{claimed}</dt>
            <dd>{verdict.signedBy}</dd>
          </>
        ) : null}
        {verdict.signedAt ? (
          <>
            <dt>签署时间{claimed}</dt>
            <dd>{formatDateTime(verdict.signedAt)}</dd>
          </>
        ) : null}
        <dt>文件 SHA-256</dt>
        <dd>
          <code className="contract-hash">{verdict.sha256}</code>
        </dd>
        {verdict.contractNo && verdict.matchesStored !== null ? (
          <>
            <dt>与合同 {verdict.contractNo} 的存档文件</dt>
            <dd>{verdict.matchesStored ? '一致' : '不一致：这不是该合同签署完成的文件'}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function ContractVerifyPage({ contractNo }: { contractNo: string | null }) {
  const reply = useActionData<typeof verifyUpload>();
  const navigation = useNavigation();
  const [form, fields] = useLazyForm(
    () => import('./verify-schema'),
    (m) => m.verifyUploadSchema,
    { id: 'contract-verify', lastResult: reply?.result },
  );
  const verdict = reply?.verdict ?? null;
  return (
    <div className="detail-grid">
      <div className="panel">
        <h1 className="page-title">合同核验</h1>
        <p className="muted">
          无需登录。上传本平台签署完成的电子合同 PDF，核验平台电子签名是否完好、文件在签署后是否被改动。
          {contractNo ? `合同编号：${contractNo}。` : ''}
        </p>
        <FormErrors errors={form.errors} />
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="login-form">
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          <HoneypotField />
          {contractNo ? <input type="hidden" name="no" value={contractNo} /> : null}
          <Field meta={fields.file} label="合同 PDF 文件" type="file" accept="application/pdf,.pdf" required hint="PDF 文件，最大 700 KB" />
          <FormActions label="核验" busy={navigation.state === 'submitting'} />
        </Form>
      </div>
      {verdict ? <Verdict verdict={verdict} /> : null}
    </div>
  );
}
