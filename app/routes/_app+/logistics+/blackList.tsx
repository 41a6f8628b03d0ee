// /logistics/blackList — 运力黑名单: a shipper blocks a carrier company, a vehicle (by plate,
// whoever owns it) or a driver (by ID card) with a reason; the marketplace refuses them on grab,
// quote and dispatch (platform isBlocked). Adding: ?add=company|vehicle|driver shows that form;
// removing: ?remove=id shows the confirmation. Filters and pages live in the URL.
import { getFormProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { z } from 'zod';
import { Button } from '#app/components/button';
import { Badge } from '#app/components/badge';
import { CapPage } from '#app/components/cap-page';
import { BLACKLIST_TYPES, BLACKLIST_TYPE_LABELS, type BlacklistType } from '#contract/capacity/labels';
import { blacklistInput, blacklistQuery } from '#app/features/capacity/capacity-schemas.server';
import { api } from '#app/utils/api.server';
import { Field, FormErrors, FormActions } from '#app/components/forms';
import { FilterFold, FilterSelect, FilterText, filterParams, listLinks, FilterButtons, actionsColumn, RowLinks, type Column } from '#app/components/list-ui';
import { RemoveConfirm } from '#app/features/capacity/ui';
import { PagedTable } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { deleteAndReturn, loadPage, readForm, redirectWith, saveRawForm, type FormReply } from '#app/utils/forms.server';
import { ErrorSummary } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import type { blacklistInput as blacklistForm } from '#contract/capacity/schemas';
import { chinaDateTime } from '#contract/capacity/display';

const PATH = '/logistics/blackList';

function addType(url: URL): BlacklistType | null {
  const add = url.searchParams.get('add');
  return (BLACKLIST_TYPES as readonly string[]).includes(add ?? '') ? (add as BlacklistType) : null;
}

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const { query, page } = await loadPage(args, api.capacity.blacklistPage, blacklistQuery);
  const removeId = Number(url.searchParams.get('remove'));
  const remove = page.records.find((r) => r.id === removeId) ?? null;
  return { query, page, add: addType(url), remove };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const filters = filterParams(Object.fromEntries(new URL(args.request.url).searchParams));
  filters.delete('add');
  filters.delete('remove');
  const list = `${PATH}${filters.size ? `?${filters}` : ''}`;
  switch (formData.get('intent')) {
    case 'add': {
      const result = await saveRawForm(args, formData, blacklistInput, api.capacity.blacklistAdd);
      if (!result.ok) return result.response;
      return redirectWith(args.request, list, '已加入黑名单');
    }
    case 'remove':
      return deleteAndReturn(args, api.capacity.blacklistRemove, String(formData.get('id') ?? ''), list, '已移出黑名单');
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}

const TYPE_COLORS: Record<BlacklistType, string> = { company: 'red', vehicle: 'orange', driver: 'grape' };

function AddForm({ type, cancel }: { type: BlacklistType; cancel: string }) {
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/capacity/schemas'),
    (m) => m.blacklistInput,
  );
  const [form, fields] = useForm<z.input<typeof blacklistForm>>({
    id: `blacklist-${type}`,
    lastResult: reply?.result,
    defaultValue: { targetType: type },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  return (
    <div className="cap-inline-form">
      <h2>将{BLACKLIST_TYPE_LABELS[type]}加入黑名单</h2>
      <FormErrors errors={form.errors} />
      <Form method="post" action={`${PATH}?add=${type}`} {...getFormProps(form)} className="cap-fieldset">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <input type="hidden" name="targetType" value={type} />
        {type === 'company' ? <Field meta={fields.company} label="承运企业" required maxLength={50} placeholder="完整企业名称或统一社会信用代码" /> : null}
        {type === 'vehicle' ? <Field meta={fields.plateNo} label="车牌号" required maxLength={12} placeholder="如 冀B12345" className="cap-upper" /> : null}
        {type === 'driver' ? (
          <>
            <Field meta={fields.idCard} label="司机身份证号" required maxLength={24} className="cap-upper" />
            <Field meta={fields.driverName} label="司机姓名" maxLength={20} placeholder="选填" />
          </>
        ) : null}
        <Field meta={fields.reason} label="拉黑原因" required maxLength={200} placeholder="如 多次延误、货损拒赔" />
        <FormActions cancel={cancel} intent="add" label="加入黑名单" busy={navigation.state === 'submitting'} />
      </Form>
    </div>
  );
}

export default function BlackList() {
  const { query, page, add, remove } = useLoaderData<typeof loader>();
  const { here, withParam } = listLinks(PATH, query);
  const columns: Column<(typeof page.records)[number]>[] = [
    {
      title: '类型',
      cell: (r) => (
        <Badge color={TYPE_COLORS[r.targetType]} radius="sm">
          {BLACKLIST_TYPE_LABELS[r.targetType]}
        </Badge>
      ),
    },
    { title: '对象', className: 'cap-plate', cell: (r) => r.targetName },
    { title: '证件', cell: (r) => r.plateNo ?? r.idCard ?? '—' },
    { title: '拉黑原因', cell: (r) => r.reason },
    { title: '拉黑时间', cell: (r) => chinaDateTime(r.createdAt) },
    actionsColumn((r) => <RowLinks name={r.targetName} links={[['移出', withParam('remove', String(r.id))]]} />),
  ];
  return (
    <CapPage
      id="blacklist-title"
      title="运力黑名单"
      beside={
        <nav className="cap-actions" aria-label="加入黑名单">
          {BLACKLIST_TYPES.map((type) => (
            <Button
              key={type}
              component={Link}
              to={`${PATH}?add=${type}`}
              variant={add === type ? 'filled' : 'light'}
              aria-current={add === type ? 'page' : undefined}
            >
              拉黑{BLACKLIST_TYPE_LABELS[type]}
            </Button>
          ))}
        </nav>
      }
    >
      <p className="muted">被加入黑名单的承运企业、车辆和司机不能抢单、报价，也不能被派往您的订单。</p>

      {add ? <AddForm key={add} type={add} cancel={PATH} /> : null}

      {remove ? (
        <RemoveConfirm
          action={here}
          id={remove.id}
          question={`确定将${BLACKLIST_TYPE_LABELS[remove.targetType]}「${remove.targetName}」移出黑名单吗？`}
          confirm="确认移出"
        />
      ) : null}

      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选黑名单">
        <FilterFold>
          <FilterSelect
            name="targetType"
            label="类型"
            value={query.targetType}
            options={BLACKLIST_TYPES.map((t) => ({ value: t, label: BLACKLIST_TYPE_LABELS[t] }))}
          />
          <FilterText name="keyword" label="关键字" value={query.keyword} placeholder="名称、车牌或原因" maxLength={50} />
          <FilterButtons reset={PATH} />
        </FilterFold>
      </Form>

      <PagedTable label="黑名单列表" empty="黑名单为空" rowKey={(r) => r.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
