// The reconciliation differences screens' markup (operations, issue 44): the list (a form that
// reconciles a day now, the GET form of filters, the table with amounts in yuan and page links)
// and one difference: its facts, the form that records the action taken with a note while it is
// open, and its history. Forms post without JavaScript; with it Conform validates first.
import { getFormProps, useForm } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { ErrorSummary } from '#app/components/form-errors';
import { DateFilter, Field, FormErrors, SelectField, TextareaField } from '#app/components/forms';
import { useLazySchema } from '#app/components/lazy-validation';
import { Facts, FilterButtons, FilterFold, FilterSelect, FilterText, HistoryTable, actionsColumn, RowLinks, type Column } from '#app/components/list-ui';
import { PagedTable } from '#app/components/page-links';
import type { FormReply } from '#app/utils/forms.server';
import {
  DIFFERENCE_ACTION_LABELS,
  DIFFERENCE_ACTIONS,
  DIFFERENCE_KIND_LABELS,
  DIFFERENCE_KINDS,
  DIFFERENCE_STATUS_LABELS,
  DIFFERENCE_STATUSES,
} from '#contract/money/reconciliation-labels';
import type { ShownDifference, ShownDifferenceDetail } from './reconciliation.server';
import { differenceHref, RECONCILIATION_PATHS } from './reconciliation-paths';

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));

type ListQuery = Record<string, string | number> & { pageNumber: number; pageSize: number };

function ReconcileDayForm({ today }: { today: string }) {
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/money/reconciliation'),
    (m) => m.reconcileDayForm,
  );
  const [form, fields] = useForm({
    id: 'reconcile-day',
    lastResult: reply?.result,
    defaultValue: { day: today },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  return (
    <Form method="post" action={RECONCILIATION_PATHS.list} {...getFormProps(form)} className="cap-inline-form" aria-label="按日对账">
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} />
      <Field meta={fields.day} label="对账日期" type="date" required hint="立即核对该日存管银行对账文件与平台记录；每日凌晨会自动核对前一日" />
      <div className="cap-actions">
        <Button type="submit" loading={navigation.state === 'submitting'}>
          立即对账
        </Button>
      </div>
    </Form>
  );
}

export function DifferenceList({ query, page, today }: { query: ListQuery; page: { records: ShownDifference[]; total: number }; today: string }) {
  const path = RECONCILIATION_PATHS.list;
  const columns: Column<ShownDifference>[] = [
    { title: '对账日期', cell: (r) => r.day },
    { title: '差异类型', cell: (r) => r.kindLabel },
    { title: '流水号', cell: (r) => <code style={{ wordBreak: 'break-all' }}>{r.serial}</code> },
    { title: '银行金额（元）', className: 'num', cell: (r) => r.bankAmount },
    { title: '平台金额（元）', className: 'num', cell: (r) => r.platformAmount },
    { title: '说明', cell: (r) => r.detail },
    { title: '状态', cell: (r) => <span className="cap-status">{r.statusLabel}</span> },
    { title: '处理结果', cell: (r) => r.actionLabel },
    actionsColumn((r) => <RowLinks name={r.serial} links={[[r.status === 'OPEN' ? '处理' : '查看', differenceHref(r.id)]]} />),
  ];
  return (
    <CapPage id="difference-list-title" title="对账差异">
      <ReconcileDayForm today={today} />
      <Form method="get" action={path} className="cap-filters" aria-label="筛选对账差异">
        <FilterFold>
          <FilterSelect name="kind" label="差异类型" value={String(query.kind ?? '')} options={options(DIFFERENCE_KINDS, DIFFERENCE_KIND_LABELS)} />
          <FilterSelect name="status" label="状态" value={String(query.status ?? '')} options={options(DIFFERENCE_STATUSES, DIFFERENCE_STATUS_LABELS)} />
          <FilterText name="serial" label="流水号" value={String(query.serial ?? '')} maxLength={64} />
          <DateFilter name="from" label="对账日期从" defaultValue={String(query.from ?? '')} />
          <DateFilter name="to" label="至" defaultValue={String(query.to ?? '')} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <PagedTable label="对账差异列表" empty="暂无对账差异" rowKey={(r) => r.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}

function HandleForm({ difference }: { difference: ShownDifferenceDetail }) {
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/money/reconciliation'),
    (m) => m.differenceHandleForm,
  );
  const [form, fields] = useForm({
    id: `difference-handle-${difference.id}`,
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  return (
    <Form method="post" action={differenceHref(difference.id)} {...getFormProps(form)} className="cap-form" aria-labelledby="difference-handle-title">
      <h2 id="difference-handle-title">记录处理结果</h2>
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} />
      <SelectField meta={fields.action} label="处理结果" required options={options(DIFFERENCE_ACTIONS, DIFFERENCE_ACTION_LABELS)} />
      <TextareaField
        meta={fields.note}
        label="处理说明"
        required
        maxLength={200}
        hint="如补记的凭证号、冲正的流水号或向银行反馈的工单号；记入处理记录，处理后不能再改"
      />
      <div className="cap-actions">
        <Button type="submit" loading={navigation.state === 'submitting'}>
          提交处理结果
        </Button>
      </div>
    </Form>
  );
}

export function DifferenceDetailView({ difference }: { difference: ShownDifferenceDetail }) {
  // A handling refused because someone handled it first: the page now shows it handled, without
  // the form, so the refusal is shown above the facts.
  const reply = useActionData<FormReply>();
  const refused = difference.status === 'HANDLED' ? reply?.result.error?.[''] : undefined;
  return (
    <CapPage id="difference-title" title={`对账差异 ${difference.serial}`} crumbs={<Link to={RECONCILIATION_PATHS.list}>返回对账差异列表</Link>}>
      <FormErrors errors={refused ?? undefined} />
      <Facts
        facts={[
          ['对账日期', difference.day],
          ['差异类型', difference.kindLabel],
          ['流水号', difference.serial],
          ['银行金额（元）', difference.bankAmount],
          ['平台金额（元）', difference.platformAmount],
          ['说明', difference.detail],
          ['发现时间', difference.foundAt],
          ['状态', difference.statusLabel],
          ...(difference.status === 'HANDLED'
            ? ([
                ['处理结果', difference.actionLabel],
                ['处理说明', difference.handledNote ?? ''],
                ['处理人', difference.handledByName ?? ''],
                ['处理时间', difference.handledAtText],
              ] as Array<[string, string]>)
            : []),
        ]}
      />
      {difference.status === 'OPEN' ? <HandleForm difference={difference} /> : null}
      <HistoryTable
        rows={difference.history}
        columns={[
          { title: '时间', cell: (h) => h.at },
          { title: '操作', cell: (h) => h.what },
          { title: '说明', cell: (h) => h.remark ?? '' },
          { title: '操作人', cell: (h) => h.actorName ?? '系统' },
        ]}
      />
    </CapPage>
  );
}
