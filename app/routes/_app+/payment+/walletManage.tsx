// /payment/walletManage — 钱包管理 (operations): the wallets at the custody bank, found by the
// holder's name (filter in the URL). ?wallet=id opens one beside the list: its status, balances
// and history of freezes, with the form that freezes or unfreezes it — the reason is required and
// kept in the wallet's history; a frozen wallet cannot pay or withdraw (the platform refuses).
// Like the review screen, the spec names no path for it: operators only (the platform checks too).
import { getFormProps, useForm } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { ErrorSummary } from '#app/components/form-errors';
import { FormErrors, TextareaField } from '#app/components/forms';
import { useLazySchema } from '#app/components/lazy-validation';
import { FilterFold, Facts, FilterButtons, FilterText, ListTable, actionsColumn, listLinks, RowLinks, type Column } from '#app/components/list-ui';
import { PagedTable } from '#app/components/page-links';
import { SITE_NAME } from '#app/site';
import { api } from '#app/utils/api.server';
import { requireOperator } from '#app/utils/auth.server';
import { idParam, parseWithZod, readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { formatFen } from '#app/utils/format';
import { PlatformError } from '#app/utils/platform.server';
import { chinaDateTime } from '#contract/capacity/display';
import { MESSAGES_8 } from '#contract/codes';
import { lenientQuery } from '#contract/lenient-query';
import type { WalletDetail } from '#contract/money/wallet';
import { walletListQuery, walletStatusForm } from '#app/features/wallet/wallet-manage-schemas.server';

const PATH = '/payment/walletManage';
const STATUS = (status: number) => (status === 1 ? '已冻结' : '正常');
const KIND = (userType: number) => (userType === 1 ? '企业钱包' : '个人钱包');

export const handle = { title: `钱包管理 - ${SITE_NAME}` };
export const meta: MetaFunction = () => [{ name: 'description', content: '运营人员查看存管钱包，冻结或解冻钱包并填写原因。' }];

function listQuery(url: URL) {
  const q = lenientQuery(walletListQuery, url.searchParams);
  return { holderName: q.holderName ?? '', pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  const url = new URL(args.request.url);
  const query = listQuery(url);
  const id = idParam(args.request, 'wallet');
  const [page, wallet] = await Promise.all([
    api.wallet.walletList(args, { ...query, holderName: query.holderName || undefined }),
    id ? api.wallet.walletDetail(args, { id }).catch(() => null) : null,
  ]);
  return { query, page, wallet };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args);
  const url = new URL(args.request.url);
  const id = idParam(args.request, 'wallet');
  if (id === null) throw new Response('参数 wallet 不正确', { status: 400 });
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: walletStatusForm });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  const { intent, reason } = submission.value;
  const back = `${PATH}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), wallet: String(id) })}`;
  try {
    await (intent === 'freeze' ? api.wallet.freezeWallet : api.wallet.unfreezeWallet)(args, { walletId: id, reason });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 404) return redirectWith(args.request, PATH, error.message, 'error');
    return data<FormReply>({ result: submission.reply({ formErrors: [error.message || MESSAGES_8.fallbackError] }) }, { status: 400 });
  }
  return redirectWith(args.request, back, intent === 'freeze' ? '钱包已冻结，该钱包不能付款或提现' : '钱包已解冻');
}

function WalletPanel({ wallet, cancel, action }: { wallet: WalletDetail; cancel: string; action: string }) {
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/money/wallet'),
    (m) => m.walletStatusForm,
  );
  const [form, fields] = useForm({
    id: `wallet-status-${wallet.id}-${wallet.status}`,
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  const frozen = wallet.status === 1;
  return (
    <div className="cap-inline-form" role="region" aria-labelledby="wallet-title">
      <h2 id="wallet-title">钱包 {wallet.holderName}</h2>
      <Facts
        facts={[
          ['账户名称', wallet.holderName],
          ['钱包类型', KIND(wallet.userType)],
          ['存管子账户', wallet.subAccountNo ?? '开户中'],
          ['账户状态', STATUS(wallet.status)],
          ['可用余额（元）', formatFen(wallet.availableFen)],
          ['冻结金额（元）', formatFen(wallet.frozenFen)],
        ]}
      />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value={frozen ? 'unfreeze' : 'freeze'} />
        <FormErrors errors={form.errors} />
        <TextareaField
          meta={fields.reason}
          label={frozen ? '解冻原因' : '冻结原因'}
          required
          hint={frozen ? '记入钱包的处理记录' : '记入钱包的处理记录；冻结后该钱包不能付款或提现'}
          maxLength={200}
        />
        <div className="cap-actions">
          <Button type="submit" color={frozen ? 'green' : 'red'} loading={navigation.state === 'submitting'}>
            {frozen ? '解冻钱包' : '冻结钱包'}
          </Button>
          <Button component={Link} to={cancel} variant="default">
            返回列表
          </Button>
        </div>
      </Form>
      <h3>处理记录</h3>
      <ListTable
        label="钱包处理记录"
        empty="暂无记录"
        rowKey={(h) => h.id}
        rows={wallet.history}
        columns={[
          { title: '时间', cell: (h) => chinaDateTime(h.createdAt) },
          { title: '操作', cell: (h) => (h.action === 'freeze' ? '冻结' : '解冻') },
          { title: '原因', cell: (h) => h.reason ?? '' },
          { title: '操作人', cell: (h) => h.actorName ?? '' },
        ]}
      />
    </div>
  );
}

export default function WalletManage() {
  const { query, page, wallet } = useLoaderData<typeof loader>();
  const { here, withParam } = listLinks(PATH, query);
  const columns: Column<(typeof page.records)[number]>[] = [
    { title: '账户名称', cell: (r) => r.holderName },
    { title: '钱包类型', cell: (r) => KIND(r.userType) },
    { title: '存管子账户', cell: (r) => r.subAccountNo ?? '开户中' },
    { title: '状态', cell: (r) => STATUS(r.status) },
    { title: '可用余额（元）', className: 'num', cell: (r) => formatFen(r.availableFen) },
    { title: '冻结金额（元）', className: 'num', cell: (r) => formatFen(r.frozenFen) },
    actionsColumn((r) => <RowLinks name={r.holderName} links={[['查看', withParam('wallet', String(r.id))]]} />),
  ];
  return (
    <CapPage id="wallet-list-title" title="钱包管理" row>
      {wallet ? <WalletPanel key={`${wallet.id}-${wallet.status}`} wallet={wallet} cancel={here} action={withParam('wallet', String(wallet.id))} /> : null}
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选钱包">
        <FilterFold>
          <FilterText name="holderName" label="账户名称" value={query.holderName} placeholder="企业或个人名称" maxLength={50} />
          <FilterButtons reset={PATH} />
        </FilterFold>
      </Form>
      <PagedTable label="钱包列表" empty="暂无钱包" rowKey={(r) => r.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
