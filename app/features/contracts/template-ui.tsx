// Operations' templates screen: the list (GET filters, pages), a version's page (clauses, other
// versions, history, and the buttons its state allows: edit and release a draft, make a version
// invalid, start the next version of a released one) and the form of a new template or a draft.
// The clauses are typed as blocks of lines (the first line the title); placeholders come from the
// whitelist shown beside the form.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { CONTRACT_KIND_LABELS, CONTRACT_KINDS, TEMPLATE_STATUS_LABELS, TEMPLATE_STATUSES } from '#contract/contracts/messages';
import { Button } from '#app/components/button';
import { Facts, Field, ListTable, SelectField, TextareaField } from '#app/components/forms';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { FilterButtons, FilterFold, FilterSelect, FilterText, type Column } from '#app/components/list-base';
import { HiddenText } from '#app/components/hidden-text';
import { PageLinks } from '#app/components/page-links';
import { useLazyForm } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import { ClauseList, HistoryTable } from './parts';
import type { templateScreenData, TemplateView } from './templates.server';
import { CONTRACT_PATHS, contractHref } from './paths';

const PATH = CONTRACT_PATHS.templates;
const loadForms = () => import('./forms');
const KIND_OPTIONS = CONTRACT_KINDS.map((value) => ({ value, label: CONTRACT_KIND_LABELS[value] }));
const STATUS_OPTIONS = TEMPLATE_STATUSES.map((value) => ({ value, label: TEMPLATE_STATUS_LABELS[value] }));

type Data = Awaited<ReturnType<typeof templateScreenData>>;

function TemplateForm({ template, placeholders }: { template: NonNullable<Data['template']> | null; placeholders: Data['placeholders'] }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.templateSchema, {
    id: 'template-form',
    lastResult: reply?.result,
    defaultValue: template ? { name: template.name, kind: template.kind, clausesText: template.clausesText, remark: template.remark ?? '' } : undefined,
  });
  const back = template ? contractHref(PATH, template.id) : PATH;
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-labelledby="template-form-title">
      <ErrorSummary form={form} />
      <h2 id="template-form-title">{template ? `编辑模板 ${template.code} 第${template.version}版` : '新建合同模板'}</h2>
      <AuthenticityTokenInput />
      {template ? <input type="hidden" name="id" value={template.id} /> : null}
      <FormErrors errors={form.errors} />
      <Field required meta={fields.name} label="模板名称" maxLength={50} />
      <SelectField required meta={fields.kind} label="合同类型" options={KIND_OPTIONS} empty="请选择合同类型" />
      <TextareaField
        required
        meta={fields.clausesText}
        label="合同条款"
        rows={14}
        hint="每条条款之间空一行；每条的第一行是标题，其余是内容。可用占位符见下表。"
      />
      <TextareaField meta={fields.remark} label="备注" maxLength={200} rows={2} />
      <ListTable
        label="可用占位符"
        empty="无"
        rowKey={(p) => p.name}
        rows={placeholders}
        columns={[
          { title: '占位符', cell: (p) => <code>{p.name}</code> },
          { title: '含义', cell: (p) => p.label },
        ]}
      />
      <div className="cap-actions">
        <Button type="submit" name="intent" value="save">
          保存
        </Button>
        <Button component={Link} to={back} variant="default">
          取消
        </Button>
      </div>
    </Form>
  );
}

function MoveButton({ id, intent, label, color }: { id: number; intent: 'release' | 'invalid' | 'newVersion'; label: string; color?: string }) {
  return (
    <Form method="post" className="cap-actions">
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} color={color} variant={color ? 'light' : undefined}>
        {label}
      </Button>
    </Form>
  );
}

function TemplatePage({ data }: { data: Data }) {
  const t = data.template!;
  const reply = useActionData<FormReply>();
  const failed = reply?.result && !data.editing ? (reply.result.error?.[''] ?? []) : [];
  const versionColumns: Column<TemplateView>[] = [
    { title: '版本', cell: (v) => <Link to={contractHref(PATH, v.id)}>第{v.version}版</Link> },
    { title: '状态', cell: (v) => v.statusLabel },
    { title: '发布时间', cell: (v) => v.released },
  ];
  return (
    <section className="panel cap-page" aria-labelledby="template-title">
      <div className="cap-head">
        <h1 id="template-title" className="page-title">
          {t.name}（{t.code} 第{t.version}版）
        </h1>
        <div className="cap-actions">
          {t.status === 'DRAFT' ? (
            <Button component={Link} to={`${contractHref(PATH, t.id)}&do=edit`} variant="light">
              编辑
            </Button>
          ) : null}
          {t.status === 'DRAFT' ? <MoveButton id={t.id} intent="release" label="发布" /> : null}
          {t.status !== 'DRAFT' ? <MoveButton id={t.id} intent="newVersion" label="新建版本" /> : null}
          {t.status !== 'INVALID' ? <MoveButton id={t.id} intent="invalid" label="作废" color="red" /> : null}
          <Button component={Link} to={PATH} variant="default">
            返回模板列表
          </Button>
        </div>
      </div>
      <FormErrors errors={failed.length ? failed : undefined} />
      {data.editing ? <TemplateForm template={t} placeholders={data.placeholders} /> : null}
      <Facts
        facts={[
          ['模板编号', t.code],
          ['版本', `第${t.version}版`],
          ['合同类型', t.kindLabel],
          ['状态', t.statusLabel],
          ['发布时间', t.released || '未发布'],
          ['备注', t.remark ?? ''],
        ]}
      />
      <ClauseList clauses={t.clauses} />
      <h2>其他版本</h2>
      <ListTable label="其他版本" empty="无其他版本" rowKey={(v) => v.id} rows={t.versions} columns={versionColumns} />
      <HistoryTable rows={t.history} />
    </section>
  );
}

export function TemplateScreen({ data }: { data: Data }) {
  if (data.template) return <TemplatePage data={data} />;
  const list = data.list!;
  const columns: Column<TemplateView>[] = [
    { title: '模板编号', cell: (t) => <Link to={contractHref(PATH, t.id)}>{t.code}</Link> },
    { title: '模板名称', cell: (t) => t.name },
    { title: '合同类型', cell: (t) => t.kindLabel },
    { title: '版本', cell: (t) => `第${t.version}版` },
    { title: '状态', cell: (t) => <span className="cap-status">{t.statusLabel}</span> },
    { title: '发布时间', cell: (t) => t.released },
    { title: '更新时间', cell: (t) => t.updated },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (t) => (
        <Link to={contractHref(PATH, t.id)}>
          详情<HiddenText>{` ${t.code} 第${t.version}版`}</HiddenText>
        </Link>
      ),
    },
  ];
  return (
    <section className="panel cap-page" aria-labelledby="template-list-title">
      <div className="cap-head">
        <h1 id="template-list-title" className="page-title">
          合同模板
        </h1>
        <div className="cap-actions">
          <Button component={Link} to={`${PATH}?new=1`}>
            新建模板
          </Button>
        </div>
      </div>
      {data.creating ? <TemplateForm template={null} placeholders={data.placeholders} /> : null}
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选合同模板">
        <FilterFold>
          <FilterSelect name="kind" label="合同类型" value={list.query.kind} options={KIND_OPTIONS} />
          <FilterSelect name="status" label="状态" value={list.query.status} options={STATUS_OPTIONS} />
          <FilterText name="name" label="模板名称" value={list.query.name} maxLength={50} />
          {list.query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={list.query.pageSize} /> : null}
          <FilterButtons reset={PATH} />
        </FilterFold>
      </Form>
      <ListTable label="合同模板列表" empty="暂无模板" rowKey={(t) => t.id} rows={list.rows} columns={columns} />
      <PageLinks total={list.total} pageNumber={list.query.pageNumber} pageSize={list.query.pageSize} />
    </section>
  );
}
