// The release versions screen: versions with their notes (keyword and pages in the URL), the editor
// (?edit=new / ?edit=id) and the delete confirmation (?remove=id). Works without JS; with JS Conform
// validates with the contract's schema, loaded lazily.
import { getFormProps } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Field, FormActions, TextareaField } from '#app/components/forms';
import { useActionForm } from '#app/components/lazy-validation';
import { FilterButtons, FilterText, ListTable, type Column } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';

const PATH = '/content-manage/version';

type Version = { id: number; versionNo: string; title: string; notes: string; releasedOn: string };

function Editor({ version }: { version: Version }) {
  const [form, fields] = useActionForm(
    () => import('#contract/releases/versions'),
    (m) => m.versionInput,
    `version-${version.id || 'new'}`,
    version.id
      ? { id: String(version.id), versionNo: version.versionNo, title: version.title, notes: version.notes, releasedOn: version.releasedOn }
      : undefined,
  );
  const edit = version.id ? String(version.id) : 'new';
  return (
    <section className="cap-inline-form" aria-labelledby="version-editor">
      <h2 id="version-editor">{version.id ? `编辑版本 ${version.versionNo}` : '新增版本'}</h2>
      <Form method="post" action={`${PATH}?edit=${edit}`} {...getFormProps(form)} className="cap-form" aria-label="编辑版本">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} flush />
        {version.id ? <input type="hidden" name="id" value={version.id} /> : null}
        <Field meta={fields.versionNo} label="版本号" required maxLength={12} placeholder="如 2.3.0" />
        <Field meta={fields.title} label="版本标题" required maxLength={100} />
        <Field meta={fields.releasedOn} label="发布日期" type="date" required />
        <TextareaField meta={fields.notes} label="更新说明" required rows={6} maxLength={5000} hint="每行一项更新" />
        <FormActions cancel={PATH} intent="save" />
      </Form>
    </section>
  );
}

function RemoveConfirm({ version }: { version: Version }) {
  return (
    <section className="cap-inline-form" aria-labelledby="version-remove">
      <h2 id="version-remove">删除版本 {version.versionNo}</h2>
      <p>删除后该版本及其更新说明不再显示。确定删除吗？</p>
      <Form method="post" action={PATH} className="cap-actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={version.id} />
        <Button type="submit" name="intent" value="remove" color="red">
          确定删除
        </Button>{' '}
        <Button component={Link} to={PATH} variant="default">
          取消
        </Button>
      </Form>
    </section>
  );
}

const columns: Column<Version>[] = [
  { title: '版本号', cell: (v) => v.versionNo },
  { title: '标题', cell: (v) => v.title },
  { title: '发布日期', cell: (v) => v.releasedOn },
  {
    title: '更新说明',
    cell: (v) => <ul className="version-notes">{v.notes.split('\n').map((line, i) => (line.trim() ? <li key={i}>{line}</li> : null))}</ul>,
  },
  {
    title: '操作',
    cell: (v) => (
      <div className="cap-row-actions">
        <Link to={`${PATH}?edit=${v.id}`} aria-label={`编辑版本 ${v.versionNo}`}>
          编辑
        </Link>{' '}
        <Link to={`${PATH}?remove=${v.id}`} aria-label={`删除版本 ${v.versionNo}`}>
          删除
        </Link>
      </div>
    ),
  },
];

export function VersionsScreen({
  query,
  page,
  editing,
  removing,
}: {
  query: { keyword: string; pageNumber: number; pageSize: number };
  page: { records: Version[]; total: number; pageNumber: number; pageSize: number };
  editing: Version | null;
  removing: Version | null;
}) {
  return (
    <CapPage
      id="versions-title"
      title="版本管理"
      beside={
        <Button component={Link} to={`${PATH}?edit=new`}>
          新增版本
        </Button>
      }
    >
      {editing ? <Editor key={editing.id} version={editing} /> : null}
      {removing ? <RemoveConfirm version={removing} /> : null}
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选版本">
        <FilterText name="keyword" label="版本号或标题" value={query.keyword} maxLength={50} />
        <FilterButtons reset={PATH} />
      </Form>
      <ListTable label="发布版本" empty="暂无版本" columns={columns} rows={page.records} rowKey={(v) => v.id} />
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </CapPage>
  );
}
