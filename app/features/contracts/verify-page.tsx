// The public verification page: a look-up by contract number (a GET form, the QR code's link is
// its answer) that shows the contract's public facts, and a form that posts one PDF (multipart,
// without JS too; with JS the schema loads after hydration and checks the file before it is sent)
// and the platform's verdict, compared with the contract's sealed file when a number was looked up.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Button } from '#app/components/button';
import { Field, FormActions } from '#app/components/forms';
import { TextInput } from '#app/components/text-input';
import { HoneypotField } from '#app/components/honeypot-field';
import { useLazyForm } from '#app/components/lazy-validation';
import type { ContractPdfVerification } from '#contract/contracts/api-verify';
import { formatDateTime } from '#app/utils/format';
import type { ContractFactsView, verifyUpload } from './verify.server';

const VERIFY_PAGE = '/contract/verify';

function Verdict({ verdict }: { verdict: ContractPdfVerification }) {
  // An invalid copy's signer and time are only what its signature claims.
  const claimed = verdict.valid ? '' : '（签名所称）';
  return (
    <section className="panel" aria-labelledby="verify-verdict" data-testid="contract-verdict">
      {/* an intact copy of another file than the number's contract does not pass either */}
      <h2 id="verify-verdict">{verdict.valid && verdict.matchesStored !== false ? '核验通过：平台电子签名有效' : '核验未通过'}</h2>
      <p>
        {!verdict.valid
          ? verdict.problem
          : verdict.matchesStored === false
            ? '文件的平台电子签名完好，但它不是该合同签署完成的文件。'
            : '该文件由本平台签署完成后未被改动，签名覆盖整个文件。'}
      </p>
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
        {verdict.contractNo ? (
          <>
            <dt>与合同 {verdict.contractNo} 的存档文件</dt>
            <dd>
              {verdict.matchesStored === null
                ? '该合同尚未签署完成，没有可比对的存档文件'
                : verdict.matchesStored
                  ? '一致：这正是该合同签署完成的文件'
                  : '不一致：这不是该合同签署完成的文件'}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** What the page tells anyone of the contract a number names: what it is, its state, who signed when, and its files' hashes. */
function ContractFacts({ facts }: { facts: ContractFactsView }) {
  return (
    <section className="panel" aria-labelledby="contract-facts">
      <h2 id="contract-facts">合同 {facts.contractNo}</h2>
      <dl className="facts">
        <dt>合同名称</dt>
        <dd>{facts.title}</dd>
        <dt>合同类型</dt>
        <dd>{facts.kind}</dd>
        {facts.amendsContractNo ? (
          <>
            <dt>补充的合同</dt>
            <dd>
              <Link to={`${VERIFY_PAGE}?no=${facts.amendsContractNo}`}>{facts.amendsContractNo}</Link>
            </dd>
          </>
        ) : null}
        <dt>状态</dt>
        <dd>{facts.status}</dd>
        <dt>订立日期</dt>
        <dd>{facts.issuedOn}</dd>
        <dt>签署文本 SHA-256</dt>
        <dd>
          <code className="contract-hash">{facts.frozenSha256 ?? '尚未发起签署'}</code>
        </dd>
        <dt>已签署文件 SHA-256</dt>
        <dd>
          <code className="contract-hash">{facts.sealedSha256 ?? '尚未签署完成'}</code>
        </dd>
      </dl>
      <h3 id="contract-signers">签署情况</h3>
      <ul aria-labelledby="contract-signers">
        {facts.parties.map((p) => (
          <li key={p.key}>
            {p.role}：{p.name}，{p.signed === '未签署' ? '未签署' : `${p.signed} 签署（${p.method}）`}
          </li>
        ))}
      </ul>
    </section>
  );
}

type PageData = { asked: string; contractNo: string | null; facts: ContractFactsView | null; problem: string | null };

export function ContractVerifyPage({ asked, contractNo, facts, problem }: PageData) {
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
          无需登录。输入合同编号（或扫描合同签署页的二维码）查看合同的签署情况；上传本平台签署完成的电子合同
          PDF，核验平台电子签名是否完好、文件在签署后是否被改动，并与该合同的存档文件比对。
        </p>
        <Form method="get" action={VERIFY_PAGE} className="login-form" aria-label="查找合同">
          <TextInput
            label="合同编号"
            name="no"
            defaultValue={asked}
            maxLength={40}
            autoComplete="off"
            placeholder="如 HT20261129000001"
            error={problem ?? undefined}
          />
          <Button type="submit" variant="default">
            查询
          </Button>
        </Form>
      </div>
      {facts ? <ContractFacts facts={facts} /> : null}
      <div className="panel">
        <h2>{contractNo ? `核验合同 ${contractNo} 的文件` : '核验合同文件'}</h2>
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
