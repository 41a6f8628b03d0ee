// A contract's page (?id= on its list's screen): its facts (amounts in figures and capitals), the
// parties with each one's record of signing, the clauses, the frozen and the signed file with their
// SHA-256, its supplementary agreements and its history; and the panels of what the caller may do
// (?do=sign | reject | recall | invalid: a page of its own without JS; 提醒签署 posts at once). Signing asks for the login
// password again, or (?do=sign&by=sms) an SMS code sent to the signer's phone: the signer's
// intention, recorded with time, IP, browser and method. An agreement links the contract it amends.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Alert } from '#app/components/alert';
import { Facts, Field, ListTable, TextareaField } from '#app/components/forms';
import { UrlTabs } from '#app/components/list-base';
import { SmsCodeButton } from '#app/features/account/sms-code-button';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import { ClauseList, HistoryTable } from './parts';
import type { contractDetailData } from './contracts.server';
import { CONTRACT_PATHS, contractHref } from './paths';

const loadForms = () => import('./forms');

type Detail = Awaited<ReturnType<typeof contractDetailData>>;
type Contract = Detail['contract'];

const SIGN_INTRO = '签署时间、IP 地址、浏览器和确认方式将作为您的签署意愿记录在合同中；依照《电子签名法》，可靠的电子签名与手写签名或盖章具有同等法律效力。';

/** 确认签署 (the form's intent) and 取消 back to the contract. */
function SignButtons({ intent, back }: { intent: 'sign' | 'signBySms'; back: string }) {
  return (
    <div className="cap-actions">
      <Button type="submit" name="intent" value={intent}>
        确认签署
      </Button>
      <Button component={Link} to={back} variant="default">
        取消
      </Button>
    </div>
  );
}

function SignByPassword({ contract, back }: { contract: Contract; back: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.signSchema, { id: 'sign-form', lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <input type="hidden" name="contractId" value={contract.id} />
      <FormErrors errors={form.errors} />
      <Field required meta={fields.password} label="登录密码" type="password" maxLength={64} />
      <SignButtons intent="sign" back={back} />
    </Form>
  );
}

/** The code goes to the account's own phone (its own small form, so asking never submits the code field); then the code signs. */
function SignBySms({ contract, back, secondsLeft }: { contract: Contract; back: string; secondsLeft: number }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.signBySmsSchema, { id: 'sign-sms-form', lastResult: reply?.result });
  return (
    <>
      <Form method="post" className="cap-actions" aria-label="获取签署验证码">
        <AuthenticityTokenInput />
        <input type="hidden" name="contractId" value={contract.id} />
        <p>验证码将发送至本账号绑定的手机，5分钟内有效。</p>
        <SmsCodeButton secondsLeft={secondsLeft} name="intent" value="signSms" />
      </Form>
      <Form method="post" {...getFormProps(form)}>
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <input type="hidden" name="contractId" value={contract.id} />
        <FormErrors errors={form.errors} />
        <Field required meta={fields.smsCode} label="短信验证码" inputMode="numeric" maxLength={6} placeholder="请输入短信验证码" />
        <SignButtons intent="signBySms" back={back} />
      </Form>
    </>
  );
}

function SignPanel({ contract, back, by, smsSecondsLeft }: { contract: Contract; back: string; by: Detail['signBy']; smsSecondsLeft: number }) {
  return (
    <section className="cap-inline-form" aria-labelledby="sign-title">
      <h2 id="sign-title">签署合同</h2>
      <p>
        请核对合同条款后确认签署《{contract.title}》：输入登录密码，或获取并输入发送至您手机的短信验证码。{SIGN_INTRO}
      </p>
      <UrlTabs
        label="签署方式"
        current={by}
        tabs={[
          { key: 'password', title: '登录密码签署', href: `${back}&do=sign` },
          { key: 'sms', title: '短信验证码签署', href: `${back}&do=sign&by=sms` },
        ]}
      />
      {by === 'sms' ? <SignBySms contract={contract} back={back} secondsLeft={smsSecondsLeft} /> : <SignByPassword contract={contract} back={back} />}
    </section>
  );
}

const REASON_PANELS = {
  reject: { title: '拒签合同', label: '拒签原因', button: '确认拒签' },
  recall: { title: '撤回合同', label: '撤回原因', button: '确认撤回' },
  invalid: { title: '作废合同', label: '作废原因', button: '确认作废' },
} as const;

function ReasonForm({ contractId, intent, back }: { contractId: number; intent: keyof typeof REASON_PANELS; back: string }) {
  const reply = useActionData<FormReply>();
  const text = REASON_PANELS[intent];
  const [form, fields] = useLazyForm(loadForms, (m) => m.reasonSchema, { id: `${intent}-form`, lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-labelledby={`${intent}-title`}>
      <ErrorSummary form={form} />
      <h2 id={`${intent}-title`}>{text.title}</h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="contractId" value={contractId} />
      <FormErrors errors={form.errors} />
      <TextareaField required meta={fields.reason} label={text.label} maxLength={200} />
      <div className="cap-actions">
        <Button type="submit" name="intent" value={intent} color="red">
          {text.button}
        </Button>
        <Button component={Link} to={back} variant="default">
          取消
        </Button>
      </div>
    </Form>
  );
}

export function ContractDetailPage({ data, listPath, listTitle }: { data: Detail; listPath: string; listTitle: string }) {
  const { contract, panel } = data;
  const reply = useActionData<FormReply>();
  const here = `${listPath}?id=${contract.id}`;
  const can = (a: Contract['actions'][number]) => contract.actions.includes(a);
  const failed = reply?.result && panel === null ? (reply.result.error?.[''] ?? []) : [];
  return (
    <section className="panel cap-page" aria-labelledby="contract-title">
      <div className="cap-head">
        <h1 id="contract-title" className="page-title">
          合同 {contract.contractNo}
        </h1>
        <div className="cap-actions">
          {can('sign') ? (
            <Button component={Link} to={`${here}&do=sign`}>
              签署
            </Button>
          ) : null}
          {can('reject') ? (
            <Button component={Link} to={`${here}&do=reject`} variant="light" color="red">
              拒签
            </Button>
          ) : null}
          {can('agreement') ? (
            <Button component={Link} to={`${CONTRACT_PATHS.agreement}?contractId=${contract.id}`} variant="light">
              签订补充协议
            </Button>
          ) : null}
          {can('remind') ? (
            <Form method="post" aria-label="提醒签署">
              <AuthenticityTokenInput />
              <input type="hidden" name="contractId" value={contract.id} />
              <Button type="submit" name="intent" value="remind" variant="light">
                提醒签署
              </Button>
            </Form>
          ) : null}
          {can('recall') ? (
            <Button component={Link} to={`${here}&do=recall`} variant="light" color="red">
              撤回
            </Button>
          ) : null}
          {can('invalid') ? (
            <Button component={Link} to={`${here}&do=invalid`} variant="light" color="red">
              作废
            </Button>
          ) : null}
          {contract.kind === 'framework' ? (
            <Button component={Link} to={contractHref(CONTRACT_PATHS.track, contract.id)} variant="light">
              执行跟踪
            </Button>
          ) : null}
          {contract.sealedHref ? (
            <Button component="a" href={contract.sealedHref} variant="default">
              下载已签署合同
            </Button>
          ) : null}
          <Button component={Link} to={listPath} variant="default">
            返回{listTitle}
          </Button>
        </div>
      </div>
      <FormErrors errors={failed.length ? failed : undefined} />
      {panel === 'sign' ? <SignPanel contract={contract} back={here} by={data.signBy} smsSecondsLeft={data.smsSecondsLeft} /> : null}
      {panel === 'reject' || panel === 'recall' || panel === 'invalid' ? <ReasonForm contractId={contract.id} intent={panel} back={here} /> : null}
      <p className="cap-status">
        状态：<strong>{contract.statusLabel}</strong>
        {contract.awaitingMe ? `（待您签署，截止 ${contract.signDeadline}）` : ''}
      </p>
      {contract.reason ? (
        <Alert color="orange" mb="md" role="note" title="原因">
          {contract.reason}
        </Alert>
      ) : null}
      {contract.parentContractId && contract.parentContractNo ? (
        <p>
          本协议补充的合同：
          <Link to={contractHref(listPath === CONTRACT_PATHS.agreement ? CONTRACT_PATHS.mine : listPath, contract.parentContractId)}>
            {contract.parentContractNo}
          </Link>
        </p>
      ) : null}
      <Facts
        facts={[
          ['合同编号', contract.contractNo],
          ['合同名称', contract.title],
          ['合同类型', contract.kindLabel],

          ['订单号', contract.orderNo ?? '—'],
          ['货物', contract.goodsName || '—'],
          ['线路', contract.route],
          ['重量', contract.weight],
          ['单价', contract.unitPrice],
          ['合同金额', contract.total],
          ['金额大写', `人民币${contract.totalCapitals}`],
          ['付款方式', contract.paymentTerms || '—'],
          ['合同期限', contract.term],
          ['使用模板', contract.templateName ? `${contract.templateName}（第${contract.templateVersion}版）` : '—'],
          ['签署截止', contract.signDeadline],
          ['合同文件 SHA-256', contract.pdfSha256 ?? '尚未发起签署'],
          ['已签署文件 SHA-256', contract.sealedSha256 ?? '尚未签署完成'],
        ]}
      />
      {contract.pdfHref ? (
        <p>
          <a href={contract.pdfHref}>下载签署用合同文件</a>
        </p>
      ) : null}
      <h2>签署方</h2>
      <ListTable
        label="签署方"
        empty="无签署方"
        rowKey={(p) => p.key}
        rows={contract.parties}
        columns={[
          { title: '角色', cell: (p) => p.role },
          { title: '名称', cell: (p) => `${p.name}${p.mine ? '（本方）' : ''}` },
          { title: '证件号', cell: (p) => p.creditCode },
          { title: '签署时间', cell: (p) => p.signed },
          { title: '签署人', cell: (p) => p.signer },
          { title: '签署方式', cell: (p) => p.method },
          { title: 'IP 地址', cell: (p) => p.ip },
        ]}
      />
      <ClauseList clauses={contract.clauses} />
      {contract.agreements.length > 0 ? (
        <>
          <h2>补充协议</h2>
          <ListTable
            label="补充协议"
            empty="无补充协议"
            rowKey={(a) => a.id}
            rows={contract.agreements}
            columns={[
              { title: '协议编号', cell: (a) => <Link to={`${CONTRACT_PATHS.agreement}?id=${a.id}`}>{a.contractNo}</Link> },
              { title: '单价', cell: (a) => a.unitPrice },
              { title: '截止日期', cell: (a) => a.termEnd },
              { title: '状态', cell: (a) => a.statusLabel },
              { title: '发起时间', cell: (a) => a.created },
            ]}
          />
        </>
      ) : null}
      <HistoryTable rows={contract.history} />
    </section>
  );
}
