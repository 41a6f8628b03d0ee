// The platform pages screen: the list of pages the site links to (state, last change, actions), the
// editor of one (?edit=key) and the delete confirmation (?remove=key). Works without JS; with JS
// Conform validates with the contract's schema, loaded lazily.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Field, FormActions, TextareaField } from '#app/components/forms';
import { useActionForm } from '#app/components/lazy-validation';
import { ListTable, type Column } from '#app/components/list-ui';
import type { PlatformInfoAdminDetail } from '#contract/portal/views';
import { ContentImageUpload, insertedSnippet, withSnippet } from './content-image-ui';

const PATH = '/content-manage/platformInfo';

type Row = { key: string; title: string; enabled: boolean; exists: boolean; updatedAt: string };

function Editor({ page }: { page: PlatformInfoAdminDetail }) {
  const pageReply = useActionData();
  const [form, fields] = useActionForm(
    () => import('#contract/portal/schemas'),
    (m) => m.platformInfoInputSchema,
    `platform-info-${page.key}`,
    // an image uploaded without JS comes back added at the end of the text
    { key: page.key, title: page.title, contentHtml: withSnippet(page.contentHtml, insertedSnippet(pageReply)) },
  );
  return (
    <section className="cap-inline-form" aria-labelledby="platform-info-editor">
      <h2 id="platform-info-editor">编辑页面：{page.title || page.key}</h2>
      <Form method="post" action={`${PATH}?edit=${page.key}`} {...getFormProps(form)} className="cap-form" aria-label="编辑平台信息">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} flush />
        <input type="hidden" name="key" value={page.key} />
        <Field meta={fields.title} label="页面标题" required maxLength={100} />
        <TextareaField
          meta={fields.contentHtml}
          label="正文（HTML）"
          required
          rows={14}
          hint="可用段落、标题、列表、表格、链接与图片等标签（图片请用下方“插入图片”上传）；脚本、样式与事件属性保存时会被去除。"
        />
        <FormActions cancel={PATH} intent="save" />
      </Form>
      <ContentImageUpload action={`${PATH}?edit=${page.key}`} targetId={fields.contentHtml.id} pageReply={pageReply} />
    </section>
  );
}

function MoveButton({ row, intent, label }: { row: Row; intent: 'enable' | 'disable' | 'remove'; label: string }) {
  return (
    <Form method="post" action={PATH} className="inline-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="key" value={row.key} />
      <button type="submit" name="intent" value={intent} className="link-button" aria-label={`${label} ${row.title}`}>
        {label}
      </button>
    </Form>
  );
}

function RemoveConfirm({ row }: { row: Row }) {
  return (
    <section className="cap-inline-form" aria-labelledby="platform-info-remove">
      <h2 id="platform-info-remove">删除页面内容：{row.title}</h2>
      <p>删除后公开页面将显示“页面不存在”，可重新编辑保存恢复。确定删除吗？</p>
      <div className="cap-actions">
        <MoveButton row={row} intent="remove" label="确定删除" />{' '}
        <Button component={Link} to={PATH} variant="default">
          取消
        </Button>
      </div>
    </section>
  );
}

const columns: Column<Row>[] = [
  { title: '页面', cell: (r) => (r.exists && r.enabled ? <Link to={`/about/${r.key}`}>{r.title}</Link> : r.title || r.key) },
  { title: '状态', cell: (r) => (!r.exists ? '尚无内容' : r.enabled ? '已启用' : '已停用') },
  { title: '更新时间', cell: (r) => r.updatedAt || '—' },
  {
    title: '操作',
    cell: (r) => (
      <div className="cap-row-actions">
        <Link to={`${PATH}?edit=${r.key}`} aria-label={`编辑 ${r.title || r.key}`}>
          编辑
        </Link>
        {r.exists ? <MoveButton row={r} intent={r.enabled ? 'disable' : 'enable'} label={r.enabled ? '停用' : '启用'} /> : null}
        {r.exists ? (
          <Link to={`${PATH}?remove=${r.key}`} aria-label={`删除 ${r.title}`}>
            删除
          </Link>
        ) : null}
      </div>
    ),
  },
];

export function PlatformInfoScreen({ rows, editing, removing }: { rows: Row[]; editing: PlatformInfoAdminDetail | null; removing: Row | null }) {
  return (
    <CapPage id="platform-info-title" title="平台信息">
      {editing ? <Editor key={editing.key} page={editing} /> : null}
      {removing ? <RemoveConfirm row={removing} /> : null}
      <ListTable label="平台信息页面" empty="暂无页面" columns={columns} rows={rows} rowKey={(r) => r.key} />
    </CapPage>
  );
}
