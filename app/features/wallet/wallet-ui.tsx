// The wallet screens' parts: balances, the bank cards with their bind / verify / unbind forms, the
// withdrawal form and records. Native controls and plain forms: every part works without JS. Amounts
// and times come formatted by the server (walletPage), so the page's JS has no formatting code.
import { getFormProps, useForm } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CARD_STATUS_LABELS, WITHDRAWAL_STATUS_LABELS } from '#contract/money/wallet-labels';
import type { BankCardView, WalletView, WithdrawalView } from '#contract/money/wallet';
import { Facts, Field, FormErrors, ListTable, SelectField, type Option } from '#app/components/forms';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazyValidation } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import type { WalletFields } from './wallet-validate';

export { BankNotConfigured } from './bank-notice';

export const BANK_OPTIONS: Option[] = [
  { value: 'ICBC', label: '中国工商银行' },
  { value: 'CCB', label: '中国建设银行' },
  { value: 'ABC', label: '中国农业银行' },
  { value: 'BOC', label: '中国银行' },
  { value: 'BOCOM', label: '交通银行' },
];
const bankName = (code: string) => BANK_OPTIONS.find((o) => o.value === code)?.label ?? code;

export type WalletReply = FormReply;

/** A wallet form's Conform state. A screen shows one form that posts at a time, so the reply is its. */
function useWalletForm(id: string, reply: WalletReply | undefined) {
  const onValidate = useLazyValidation<WalletFields>(() => import('./wallet-validate'));
  return useForm({
    id,
    lastResult: reply?.result,
    // Not on blur: a message appearing under the field as the pointer goes down on the button
    // below moves the button, and the click is lost. Checked on submit, then as the user types.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate,
  });
}

/** A wallet with its amounts as shown (walletPage of wallet.server.ts formats them). */
export type ShownWallet = NonNullable<WalletView['wallet']> & { available: string; frozen: string; withdrawable: string };
/** A withdrawal with its amount and time as shown (walletPage). */
export type ShownWithdrawal = WithdrawalView & { amount: string; created: string };

export function Balances({ wallet }: { wallet: ShownWallet }) {
  return (
    <Facts
      facts={[
        ['账户名称', wallet.holderName],
        ['钱包类型', wallet.userType === 1 ? '企业钱包' : '个人钱包'],
        ['存管子账户', wallet.subAccountNo ?? '开户中'],
        ['账户状态', wallet.status === 1 ? '已冻结' : '正常'],
        ['可用余额（元）', wallet.available],
        ['冻结金额（元）', wallet.frozen],
        ['可提现（元）', wallet.withdrawable],
      ]}
    />
  );
}

export function CardTable({ cards, manage }: { cards: BankCardView[]; manage: boolean }) {
  return (
    <ListTable
      label="银行卡"
      rows={cards}
      rowKey={(c) => c.id}
      empty="尚未绑定银行卡"
      columns={[
        { title: '开户银行', cell: (c) => bankName(c.bankCode) },
        { title: '卡号', cell: (c) => <span className="cap-nowrap">{c.cardMasked}</span> },
        { title: '户名', cell: (c) => c.holderName },
        { title: '类型', cell: (c) => (c.kind === 'company' ? '对公账户' : '个人银行卡') },
        { title: '状态', cell: (c) => <span className="cap-nowrap">{CARD_STATUS_LABELS[c.status]}</span> },
        ...(manage
          ? [
              {
                title: '操作',
                cell: (c: BankCardView) =>
                  c.status === 'BINDING' ? (
                    <Link to={`?confirm=${c.id}`}>验证</Link>
                  ) : (
                    <Link to={`?unbind=${c.id}`} aria-label={`解绑 ${c.cardMasked}`}>
                      解绑
                    </Link>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}

export function BindCardForm({ reply, company, busy }: { reply: WalletReply | undefined; company: boolean; busy: boolean }) {
  const [form, fields] = useWalletForm('bind-card', reply);
  return (
    <Form method="post" {...getFormProps(form)} className="cap-form" aria-labelledby="bind-card-title">
      <h2 id="bind-card-title">绑定银行卡</h2>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="bind" />
      <FormErrors errors={form.errors} />
      <p className="muted">
        {company
          ? '企业钱包只能绑定本企业的对公账户：银行将向该账户打款一笔验证金额（不超过0.50元），48小时内填写金额完成绑定。'
          : '银行将向该卡的预留手机号发送短信验证码。'}
      </p>
      <SelectField meta={fields.bankCode} label="开户银行" options={BANK_OPTIONS} required />
      <Field meta={fields.cardNo} label={company ? '对公账号' : '银行卡号'} inputMode="numeric" maxLength={23} required hint="16–19位数字，可带空格" />
      {company ? null : <Field meta={fields.mobile} label="银行预留手机号" type="tel" inputMode="tel" maxLength={11} required />}
      <div className="cap-actions">
        <Button type="submit" loading={busy}>
          {company ? '绑定并打款验证' : '获取短信验证码'}
        </Button>
      </div>
    </Form>
  );
}

export function ConfirmCardForm({ card, reply, busy }: { card: BankCardView; reply: WalletReply | undefined; busy: boolean }) {
  const [form, fields] = useWalletForm('confirm-card', reply);
  const company = card.kind === 'company';
  return (
    <Form method="post" {...getFormProps(form)} className="cap-form" aria-labelledby="confirm-card-title">
      <h2 id="confirm-card-title">验证银行卡 {card.cardMasked}</h2>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} />
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="cardId" value={card.id} />
      {company ? (
        <Field
          meta={fields.amount}
          label="银行打款金额（元）"
          inputMode="decimal"
          maxLength={4}
          required
          hint="见对公账户的入账记录，如 0.23；每24小时只能验证一次"
        />
      ) : (
        <Field meta={fields.smsCode} label="短信验证码" inputMode="numeric" maxLength={6} required />
      )}
      <div className="cap-actions">
        <Button type="submit" loading={busy}>
          完成绑定
        </Button>
        <Button component={Link} to="." variant="default">
          稍后验证
        </Button>
      </div>
    </Form>
  );
}

export function UnbindConfirm({ card }: { card: BankCardView }) {
  return (
    <div className="cap-confirm" role="alertdialog" aria-labelledby="unbind-title">
      <p id="unbind-title">确定要解绑银行卡 {card.cardMasked} 吗？解绑后不能再提现到这张卡。</p>
      <Form method="post" className="cap-actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="cardId" value={card.id} />
        <Button type="submit" name="intent" value="unbind" color="red">
          确认解绑
        </Button>
        <Button component={Link} to="." variant="default">
          取消
        </Button>
      </Form>
    </div>
  );
}

export function WithdrawForm({
  cards,
  hasPayPassword,
  idempotencyKey,
  reply,
  busy,
}: {
  cards: BankCardView[];
  /** without a payment password the wallet cannot withdraw: the form links to setting one */
  hasPayPassword: boolean;
  idempotencyKey: string;
  reply: WalletReply | undefined;
  busy: boolean;
}) {
  const [form, fields] = useWalletForm('withdraw', reply);
  const bound = cards.filter((c) => c.status === 'BOUND');
  if (bound.length === 0) {
    return (
      <p className="muted">
        提现前请先<Link to="/user/bankCard">绑定银行卡</Link>。
      </p>
    );
  }
  if (!hasPayPassword) {
    return (
      <p className="muted">
        提现前请先<Link to="/my-center/payPassword">设置支付密码</Link>。
      </p>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)} className="cap-form" aria-labelledby="withdraw-title">
      <h2 id="withdraw-title">提现</h2>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} />
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <SelectField
        meta={fields.cardId}
        label="到账银行卡"
        options={bound.map((c) => ({ value: String(c.id), label: `${bankName(c.bankCode)} ${c.cardMasked}` }))}
        required
      />
      <Field meta={fields.amount} label="提现金额（元）" inputMode="decimal" maxLength={14} required />
      <Field meta={fields.payPassword} label="支付密码" type="password" inputMode="numeric" maxLength={6} hint="钱包的6位数字支付密码" required />
      <div className="cap-actions">
        <Button type="submit" loading={busy}>
          提现
        </Button>
      </div>
    </Form>
  );
}

export function WithdrawalTable({ rows }: { rows: ShownWithdrawal[] }) {
  return (
    <ListTable
      label="提现记录"
      rows={rows}
      rowKey={(w) => w.id}
      empty="暂无提现记录"
      columns={[
        { title: '提现单号', cell: (w) => w.withdrawNo },
        { title: '金额（元）', cell: (w) => w.amount, className: 'num' },
        { title: '到账银行卡', cell: (w) => <span className="cap-nowrap">{w.cardMasked}</span> },
        {
          title: '状态',
          cell: (w) => (
            <>
              <span className="cap-nowrap">{WITHDRAWAL_STATUS_LABELS[w.status]}</span>
              {w.bankMessage ? `（银行拒绝：${w.bankMessage}）` : null}
            </>
          ),
        },
        { title: '申请时间', cell: (w) => w.created },
      ]}
    />
  );
}
