// 项目管理: a company's projects — a name and the customers (counterparty companies) or contracts
// it groups, one per line — with a form that posts without JavaScript (Conform validates first with
// it) and per-row forms to disable or enable. Users are given projects on 用户管理.
import { useForm } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { input, output } from 'zod';
import { ROLE_STATUS_LABELS } from '#contract/permissions/messages';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Field, FormActions, ListTable, SelectField, TextareaField, type Column } from '#app/components/forms';
import { useLazySchema } from '#app/components/lazy-validation';
import { actionsColumn, RowLinks } from '#app/components/list-base';
import type { FormReply } from '#app/utils/forms.server';
import type { projectFormSchema } from './forms';
import { FormPanel } from './form-panel';
import { PERMISSION_PATHS } from './paths';

type ProjectRow = { id: number; name: string; members: string; memberList: string; status: string; statusLabel: string; companyId: number };

const PATH = PERMISSION_PATHS.project;

function StatusForm({ project }: { project: ProjectRow }) {
  const next = project.status === 'active' ? 'disabled' : 'active';
  const label = next === 'disabled' ? '停用' : '启用';
  return (
    <Form method="post" className="cap-inline" aria-label={`${label} ${project.name}`}>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={project.id} />
      <input type="hidden" name="status" value={next} />
      <Button type="submit" name="intent" value="status" variant="subtle" size="xs">
        {label}
      </Button>
    </Form>
  );
}

function columns(platformWide: boolean): Column<ProjectRow>[] {
  return [
    { title: '项目名称', cell: (p) => p.name },
    ...(platformWide ? [{ title: '企业编号', cell: (p: ProjectRow) => p.companyId }] : []),
    { title: '客户或合同', cell: (p) => p.memberList },
    { title: '状态', cell: (p) => p.statusLabel },
    actionsColumn((p) => (
      <>
        <RowLinks name={p.name} links={[['编辑', `${PATH}?edit=${p.id}`]]} /> <StatusForm project={p} />
      </>
    )),
  ];
}

function ProjectFormPanel({ project, platformWide }: { project: ProjectRow | null; platformWide: boolean }) {
  const reply = useActionData<FormReply>();
  const onValidate = useLazySchema(
    () => import('./forms'),
    (m) => m.projectFormSchema,
  );
  const [form, fields] = useForm<input<typeof projectFormSchema>, output<typeof projectFormSchema>, string[]>({
    id: 'project-form',
    lastResult: reply?.result,
    defaultValue: project ? { id: String(project.id), name: project.name, members: project.members, status: project.status } : { status: 'active' },
    onValidate,
    shouldRevalidate: 'onBlur',
  });
  const title = project ? `编辑项目：${project.name}` : '新增项目';
  return (
    <FormPanel titleId="project-form-title" title={title} form={form} editingId={project?.id ?? null}>
      <Field meta={fields.name} label="项目名称" required maxLength={30} />
      {platformWide && !project ? <Field meta={fields.companyId} label="所属企业编号" required inputMode="numeric" /> : null}
      <TextareaField meta={fields.members} label="客户或合同（每行一个往来企业名称或合同编号）" maxLength={2000} rows={5} />
      <SelectField meta={fields.status} label="状态" options={Object.entries(ROLE_STATUS_LABELS).map(([value, label]) => ({ value, label }))} required />
      <FormActions intent="save" cancel={PATH} />
    </FormPanel>
  );
}

export function ProjectScreen({ rows, form, platformWide }: { rows: ProjectRow[]; form: { project: ProjectRow | null } | null; platformWide: boolean }) {
  return (
    <CapPage
      id="project-title"
      title="项目管理"
      beside={
        <Button component={Link} to={`${PATH}?edit=new`}>
          新增项目
        </Button>
      }
    >
      {form ? <ProjectFormPanel project={form.project} platformWide={platformWide} /> : null}
      <ListTable label="项目列表" empty="暂无项目" rowKey={(p) => p.id} rows={rows} columns={columns(platformWide)} />
    </CapPage>
  );
}
