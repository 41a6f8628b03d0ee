// The DIY reports' screens (issue 48): operations' list and editor, everyone's list of enabled
// reports and the run of one. Forms post without JS (CSRF token on each); lists and runs are GET
// forms and links; deleting asks first on its own URL (?remove=id).
import { getFormProps } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Checkbox } from '#app/components/choice-input';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Field, FormActions, TextareaField } from '#app/components/forms';
import { useActionForm } from '#app/components/lazy-validation';
import { FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import { DIY_STATUS_LABELS, DIY_STATUSES } from '#contract/reports/labels';
import type { DiyReport } from '#contract/reports/schemas';
import type { DiyFilterView, DiyRow } from './diy.server';
import { DIY_PATHS } from './paths';

const STATUS_OPTIONS = DIY_STATUSES.map((value) => ({ value, label: DIY_STATUS_LABELS[value] }));
type ListQuery = { name: string; status: string; pageNumber: number; pageSize: number };

function MoveButton({ row, intent, label }: { row: DiyRow; intent: 'enable' | 'disable' | 'remove'; label: string }) {
  return (
    <Form method="post" action={DIY_PATHS.manage} className="inline-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={row.id} />
      <button type="submit" name="intent" value={intent} className="link-button" aria-label={`${label} ${row.name}`}>
        {label}
      </button>
    </Form>
  );
}

export function DiyManageScreen({ query, rows, total, removing }: { query: ListQuery; rows: DiyRow[]; total: number; removing: DiyRow | null }) {
  const columns: Column<DiyRow>[] = [
    { title: '报表名称', cell: (r) => r.name },
    { title: '显示字段', cell: (r) => r.fields },
    { title: '状态', cell: (r) => <span className="cap-status">{r.statusLabel}</span> },
    { title: '更新时间', cell: (r) => r.updated },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (r) => (
        <div className="cap-row-actions">
          <Link to={`${DIY_PATHS.edit}?id=${r.id}`} aria-label={`编辑 ${r.name}`}>
            编辑
          </Link>{' '}
          <Link to={DIY_PATHS.run(r.id)} aria-label={`运行 ${r.name}`}>
            运行
          </Link>{' '}
          <MoveButton row={r} intent={r.enabled ? 'disable' : 'enable'} label={r.enabled ? '停用' : '启用'} />{' '}
          {r.enabled ? null : (
            <Link to={`${DIY_PATHS.manage}?remove=${r.id}`} aria-label={`删除 ${r.name}`}>
              删除
            </Link>
          )}
        </div>
      ),
    },
  ];
  return (
    <CapPage
      id="diy-manage-title"
      title="自定义报表"
      beside={
        <div className="cap-actions">
          <Button component={Link} to={DIY_PATHS.edit}>
            新建报表
          </Button>
        </div>
      }
    >
      {removing ? (
        <section className="cap-inline-form" aria-labelledby="diy-remove-title">
          <h2 id="diy-remove-title">删除报表：{removing.name}</h2>
          <p>删除后用户不能再运行该报表。确定删除吗？</p>
          <div className="cap-actions">
            <MoveButton row={removing} intent="remove" label="确定删除" />{' '}
            <Button component={Link} to={DIY_PATHS.manage} variant="default">
              取消
            </Button>
          </div>
        </section>
      ) : null}
      <Form method="get" action={DIY_PATHS.manage} className="cap-filters" aria-label="筛选自定义报表">
        <FilterFold>
          <FilterText name="name" label="报表名称" value={query.name} maxLength={50} />
          <FilterSelect name="status" label="状态" value={query.status} options={STATUS_OPTIONS} />
          <FilterButtons reset={DIY_PATHS.manage} />
        </FilterFold>
      </Form>
      <ListTable label="自定义报表列表" empty="暂无自定义报表" rowKey={(r) => r.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

type Option = { value: string; label: string };

function ChoiceGroup({
  name,
  legend,
  options,
  chosen,
  errors,
  errorId,
}: {
  name: string;
  legend: string;
  options: Option[];
  chosen: string[];
  errors?: string[];
  errorId: string;
}) {
  return (
    <fieldset className="cap-field diy-choices" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="cap-label">{legend}</legend>
      <div className="diy-choice-list">
        {options.map((o) => (
          <Checkbox key={o.value} name={name} value={o.value} label={o.label} defaultChecked={chosen.includes(o.value)} />
        ))}
      </div>
      {errors?.length ? (
        <p id={errorId} className="cap-error">
          {errors.join('；')}
        </p>
      ) : null}
    </fieldset>
  );
}

export function DiyEditScreen({ report, displayOptions, queryOptions }: { report: DiyReport | null; displayOptions: Option[]; queryOptions: Option[] }) {
  const [form, fields] = useActionForm(
    () => import('#contract/reports/schemas'),
    (m) => m.diySaveInput,
    `diy-report-${report?.id ?? 'new'}`,
    report ? { id: String(report.id), name: report.name, remark: report.remark ?? '' } : undefined,
  );
  const title = report ? `编辑报表：${report.name}` : '新建自定义报表';
  return (
    <CapPage id="diy-edit-title" title={title} crumbs={<Link to={DIY_PATHS.manage}>自定义报表</Link>}>
      <p className="muted">报表只能由下列字段组成；用户运行时只看到自己公司的派车单，运营人员看到全平台的。</p>
      <Form method="post" {...getFormProps(form)} className="cap-form" aria-label={title}>
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} flush />
        {report ? <input type="hidden" name="id" value={report.id} /> : null}
        <Field meta={fields.name} label="报表名称" required maxLength={30} />
        <TextareaField meta={fields.remark} label="备注" rows={2} />
        {(
          [
            ['displayFields', '显示字段（至少一个）', displayOptions, report?.displayFields],
            ['queryFields', '查询字段', queryOptions, report?.queryFields],
          ] as const
        ).map(([name, legend, options, chosen]) => (
          <ChoiceGroup
            key={name}
            name={name}
            legend={legend}
            options={options}
            chosen={chosen ?? []}
            errors={fields[name].errors}
            errorId={fields[name].errorId}
          />
        ))}
        <FormActions cancel={DIY_PATHS.manage} />
      </Form>
    </CapPage>
  );
}

export function DiyListScreen({ query, rows, total }: { query: ListQuery; rows: DiyRow[]; total: number }) {
  const columns: Column<DiyRow>[] = [
    { title: '报表名称', cell: (r) => <Link to={DIY_PATHS.run(r.id)}>{r.name}</Link> },
    { title: '说明', cell: (r) => r.remark || '—' },
    { title: '显示字段', cell: (r) => r.fields },
    { title: '更新时间', cell: (r) => r.updated },
  ];
  return (
    <CapPage id="diy-list-title" title="我的报表">
      <Form method="get" action={DIY_PATHS.list} className="cap-filters" aria-label="筛选报表">
        <FilterFold>
          <FilterText name="name" label="报表名称" value={query.name} maxLength={50} />
          <FilterButtons reset={DIY_PATHS.list} />
        </FilterFold>
      </Form>
      <ListTable label="可运行的报表" empty="暂无可运行的报表" rowKey={(r) => r.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

export function DiyRunScreen({
  report,
  fields,
  values,
  error,
  columns,
  rows,
  total,
  pageNumber,
}: {
  report: { id: number; name: string; remark: string };
  fields: DiyFilterView[];
  values: Record<string, string>;
  error: { field: string; message: string } | null;
  columns: Array<{ key: string; title: string }>;
  rows: string[][];
  total: number;
  pageNumber: number;
}) {
  const here = DIY_PATHS.run(report.id);
  const params = new URLSearchParams(values);
  return (
    <CapPage
      id="diy-run-title"
      title={report.name}
      crumbs={<Link to={DIY_PATHS.list}>我的报表</Link>}
      beside={
        <div className="cap-actions">
          <Button component="a" href={`${DIY_PATHS.export(report.id)}${params.size ? `?${params}` : ''}`} variant="default">
            导出
          </Button>
        </div>
      }
    >
      {report.remark ? <p className="muted">{report.remark}</p> : null}
      {fields.length ? (
        <Form method="get" action={here} className="cap-filters" aria-label={`筛选${report.name}`}>
          <FilterFold>
            {fields.map((f) => (
              <label key={f.name} className="cap-filter">
                <span>{f.label}</span>
                {f.options ? (
                  <select name={f.name} defaultValue={f.value} className="cap-select">
                    <option value="">全部</option>
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    type={f.kind === 'days' ? 'date' : 'text'}
                    name={f.name}
                    defaultValue={f.value}
                    maxLength={50}
                    placeholder={f.kind === 'city' ? '如：唐山' : undefined}
                    className="cap-input"
                    aria-invalid={error?.field === f.name ? true : undefined}
                    aria-describedby={error?.field === f.name ? `${f.name}-error` : undefined}
                  />
                )}
                {error?.field === f.name ? (
                  <span id={`${f.name}-error`} className="cap-error" role="alert">
                    {error.message}
                  </span>
                ) : null}
              </label>
            ))}
            <FilterButtons reset={here} />
          </FilterFold>
        </Form>
      ) : null}
      {error && !fields.some((f) => f.name === error.field) ? (
        <p className="cap-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <ListTable
        label={`${report.name}结果`}
        empty="暂无数据"
        rowKey={(r) => r.index}
        rows={rows.map((cells, index) => ({ index, cells }))}
        columns={columns.map((c, j) => ({ title: c.title, cell: (r: { cells: string[] }) => r.cells[j] }))}
      />
      <PageLinks total={total} pageNumber={pageNumber} pageSize={20} />
    </CapPage>
  );
}
