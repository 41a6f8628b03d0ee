// /ueditor (资讯发布, operators): the spec's rich-text editor route, used for what the platform
// edits in rich text — news. The list (filters and page in the URL) with publish/unpublish, and
// the editor (?edit=new or ?edit=<id>): type, title, source and the HTML body, which the platform
// sanitises before storing (scripts and event handlers never reach a page), and below it the form
// that uploads an image and inserts it at the end of the body (issue 44). Works without JS; with JS
// Conform validates with the same contract schema the platform applies.
import { getFormProps, getTextareaProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { Badge } from '#app/components/badge';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Table } from '#app/ui/table';
import { lenientQuery } from '#contract/lenient-query';
import { NEWS_TYPE } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { NEWS_STATUSES, NEWS_TYPES } from '#contract/portal/constants';
import { newsAdminQuerySchema, newsInputSchema } from '#app/features/portal/portal-schemas.server';
import type { NewsAdminDetail, NewsAdminRow } from '#contract/portal/views';
import { Field, SelectField, FormActions } from '#app/components/forms';
import { FilterFold, FilterSelect, FilterText, dictOptions } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { redirectWith, saveForm } from '#app/utils/forms.server';
import { readAnyForm } from '#app/utils/files.server';
import { uploadContentImage } from '#app/features/content/content-image.server';
import { ContentImageUpload, insertedSnippet, withSnippet } from '#app/features/content/content-image-ui';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { safeHtml } from '#app/features/portal/portal.server';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { formatDateTime } from '#app/utils/format';

const PATH = '/ueditor';
const STATUS_COLOR: Record<string, string> = { draft: 'gray', published: 'green', offline: 'orange' };

/** The list's URL without the editor parameter: where saving and moving return to. */
function listUrl(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('edit');
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const query = lenientQuery(newsAdminQuerySchema, url.searchParams);
  const edit = url.searchParams.get('edit');
  if (edit !== null && edit !== 'new' && !/^\d{1,9}$/.test(edit)) throw new Response('参数 edit 不正确', { status: 400 });
  const [page, editing] = await Promise.all([api.news.page(args, query), edit && edit !== 'new' ? api.news.detail(args, { id: Number(edit) }) : null]);
  return {
    query,
    page,
    editor: edit === null ? null : { item: editing ? { ...editing, contentHtml: safeHtml(editing.contentHtml) } : null },
    back: listUrl(url),
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const back = listUrl(url);
  const formData = await readAnyForm(args.request);
  const intent = formData.get('intent');
  if (intent === 'image') return uploadContentImage(args, formData);
  if (intent === 'save') {
    const result = await saveForm(args, formData, newsInputSchema, api.news.save);
    if (!result.ok) return result.response;
    const message = formData.get('id') ? '资讯已保存' : formData.get('draft') === '1' ? '草稿已保存' : '资讯已发布';
    return redirectWith(args.request, back, message);
  }
  if (intent === 'enable' || intent === 'disable') {
    const id = String(formData.get('id') ?? '');
    if (!/^\d{1,9}$/.test(id)) throw new Response('参数 id 不正确', { status: 400 });
    try {
      await api.news[intent](args, { id: Number(id) });
      return redirectWith(args.request, back, intent === 'enable' ? '资讯已发布' : '资讯已下线');
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return redirectWith(args.request, back, error.message, 'error');
    }
  }
  throw new Response('未知的操作', { status: 400 });
}

function NewsEditor({ item, back }: { item: NewsAdminDetail | null; back: string }) {
  const navigation = useNavigation();
  const { search } = useLocation();
  const pageReply = useActionData();
  // an image uploaded without JS comes back added at the end of the body
  const inserted = insertedSnippet(pageReply);
  const [form, fields] = useActionForm(
    () => import('#contract/portal/schemas'),
    (m) => m.newsInputSchema,
    `news-${item?.id ?? 'new'}`,
    item
      ? { id: String(item.id), type: item.type, title: item.title, source: item.source ?? '', contentHtml: withSnippet(item.contentHtml, inserted) }
      : { type: 'news', contentHtml: inserted },
  );
  const { key: _key, ...bodyProps } = getTextareaProps(fields.contentHtml, { ariaAttributes: false });
  const bodyInvalid = Boolean(fields.contentHtml.errors?.length);
  return (
    <section className="cap-inline-form" aria-labelledby="news-editor-title">
      <h2 id="news-editor-title">{item ? `编辑资讯：${item.title}` : '新建资讯'}</h2>
      {form.errors?.length ? (
        <Alert color="red" role="alert" mb="md">
          {form.errors.join('；')}
        </Alert>
      ) : null}
      <Form method="post" action={`${PATH}${search}`} {...getFormProps(form)} className="cap-form">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        <SelectField meta={fields.type} label="资讯类型" options={dictOptions(NEWS_TYPE)} required />
        <Field meta={fields.title} label="标题" required maxLength={100} />
        <Field meta={fields.source} label="来源" maxLength={50} placeholder="选填，如 交通运输部" />
        <div className="cap-field news-body-field">
          <label htmlFor={fields.contentHtml.id} className="cap-label">
            正文（HTML）<span className="cap-required"> *</span>
          </label>
          <textarea
            key={fields.contentHtml.key}
            {...bodyProps}
            required={false}
            rows={14}
            className="cap-input news-body"
            aria-invalid={bodyInvalid || undefined}
            aria-describedby={bodyInvalid ? fields.contentHtml.errorId : 'news-body-help'}
          />
          <p id="news-body-help" className="muted">
            可用段落、标题（h2–h5）、列表、表格、链接与图片等标签（图片请用下方“插入图片”上传，其他来源的图片保存时会被去除）；脚本、样式与事件属性保存时会被去除。
          </p>
          {bodyInvalid ? (
            <p id={fields.contentHtml.errorId} className="cap-error">
              {fields.contentHtml.errors!.join('；')}
            </p>
          ) : null}
        </div>
        {item ? null : (
          <label className="news-draft">
            <input type="checkbox" name="draft" value="1" /> 存为草稿（暂不发布）
          </label>
        )}
        <FormActions cancel={back} intent="save" busy={navigation.state === 'submitting'} />
      </Form>
      <ContentImageUpload action={`${PATH}${search}`} targetId={fields.contentHtml.id} pageReply={pageReply} />
      {item ? (
        <article className="news-preview" aria-label="已保存内容预览">
          <h3>已保存内容预览</h3>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.contentHtml }} />
        </article>
      ) : null}
    </section>
  );
}

function MoveButton({ row, search }: { row: NewsAdminRow; search: string }) {
  const enable = row.status !== 'published';
  return (
    <Form method="post" action={`${PATH}${search}`} className="inline-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={row.id} />
      <button type="submit" name="intent" value={enable ? 'enable' : 'disable'} className="link-button" aria-label={`${enable ? '发布' : '下线'} ${row.title}`}>
        {enable ? '发布' : '下线'}
      </button>
    </Form>
  );
}

export default function NewsAdmin() {
  const { query, page, editor, back } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const newHref = `${back}${back.includes('?') ? '&' : '?'}edit=new`;
  const editHref = (id: number) => `${back}${back.includes('?') ? '&' : '?'}edit=${id}`;
  return (
    <CapPage
      id="news-admin-title"
      title="资讯发布"
      beside={
        <div className="cap-actions">
          <Button component={Link} to={newHref}>
            新建资讯
          </Button>
        </div>
      }
    >
      {editor ? <NewsEditor key={editor.item?.id ?? 'new'} item={editor.item} back={back} /> : null}
      <Form method="get" action={PATH} className="cap-filters" aria-label="资讯筛选">
        <FilterFold>
          <FilterSelect name="type" label="类型" value={query.type ?? ''} options={NEWS_TYPES.map((t) => ({ value: t, label: labelIn(NEWS_TYPE, t) }))} />
          <FilterSelect name="status" label="状态" value={query.status ?? ''} options={NEWS_STATUSES.map((s) => ({ value: s.value, label: s.label }))} />
          <FilterText name="keyword" label="标题关键字" value={query.keyword ?? ''} maxLength={50} placeholder="标题关键字" />
          <FormActions cancel={PATH} cancelLabel="重置" label="查询" />
        </FilterFold>
      </Form>
      {page.records.length === 0 ? (
        <p className="muted">没有符合条件的资讯</p>
      ) : (
        <Table aria-label="资讯列表" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>标题</Table.Th>
              <Table.Th>类型</Table.Th>
              <Table.Th>状态</Table.Th>
              <Table.Th>发布时间</Table.Th>
              <Table.Th>浏览</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.status === 'published' ? <Link to={`/news/${row.type}/details/${row.id}`}>{row.title}</Link> : row.title}</Table.Td>
                <Table.Td>{labelIn(NEWS_TYPE, row.type)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[row.status]}>{NEWS_STATUSES.find((s) => s.value === row.status)?.label ?? row.status}</Badge>
                </Table.Td>
                <Table.Td>{row.status === 'draft' ? '—' : formatDateTime(row.publishedAt, 'YYYY-MM-DD HH:mm')}</Table.Td>
                <Table.Td>{row.views}</Table.Td>
                <Table.Td>
                  <div className="cap-row-actions">
                    <Link to={editHref(row.id)} aria-label={`编辑 ${row.title}`}>
                      编辑
                    </Link>
                    <MoveButton row={row} search={search} />
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
