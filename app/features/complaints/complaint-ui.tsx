// The complaint screens: the complainant's list with the filing form (?file=1; multipart with
// photos) and operations' list with the reply form (?reply=id). Lists are GET forms and links;
// both forms post without JS and validate with the contract's schemas (loaded lazily) with it.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Field, FormActions, SelectField, TextareaField } from '#app/components/forms';
import { useLazyForm } from '#app/components/lazy-validation';
import { DictBadge, FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, dictOptions, listLinks, type Column } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { COMPLAINT_MAX_PHOTOS, COMPLAINT_TARGET_KINDS, COMPLAINT_TARGET_LABELS } from '#contract/complaints/messages';
import { ABNORMAL_TYPE, COMPLAINT_STATUS } from '#contract/orders/dict';
import type { ComplaintAdminView, ComplaintReply, ComplaintView } from './complaints.server';

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="cap-error">
      {errors.join('；')}
    </p>
  ) : null;
}

function Photos({ photos }: { photos: string[] }) {
  return photos.length ? (
    <span className="cap-sub">
      {photos.map((href, i) => (
        <a key={href} href={href} target="_blank" rel="noreferrer">
          照片{i + 1}
        </a>
      ))}
    </span>
  ) : null;
}

const TARGET_OPTIONS = COMPLAINT_TARGET_KINDS.map((k) => ({ value: k, label: COMPLAINT_TARGET_LABELS[k] }));

function FileForm({ path }: { path: string }) {
  const reply = useActionData<ComplaintReply>();
  const [form, fields] = useLazyForm(
    () => import('#contract/complaints/complaints'),
    (m) => m.complaintForm,
    { id: 'complaint-form', lastResult: reply?.intent === 'file' ? reply.result : undefined },
  );
  const photosInvalid = Boolean(fields.photos.errors?.length);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="cap-inline-form" aria-label="提交投诉">
      <ErrorSummary form={form} />
      <h2>提交投诉</h2>
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} flush />
      <SelectField meta={fields.targetKind} label="投诉对象" options={TARGET_OPTIONS} />
      <Field meta={fields.targetNo} label="订单号或派车单号" maxLength={40} />
      <SelectField meta={fields.complaintType} label="投诉类型" options={dictOptions(ABNORMAL_TYPE)} />
      <TextareaField meta={fields.content} label="投诉内容" maxLength={500} rows={4} />
      <label className="cap-field">
        <span className="cap-label">照片（选填，最多{COMPLAINT_MAX_PHOTOS}张）</span>
        <input
          type="file"
          id={fields.photos.id}
          name="photos"
          accept="image/*"
          multiple
          aria-invalid={photosInvalid || undefined}
          aria-describedby={photosInvalid ? fields.photos.errorId : undefined}
        />
        <FieldError id={fields.photos.errorId} errors={fields.photos.errors} />
      </label>
      <FormActions cancel={path} intent="file" label="提交投诉" />
    </Form>
  );
}

const myColumns: Column<ComplaintView>[] = [
  { title: '投诉对象', cell: (c) => c.target },
  { title: '被投诉方', cell: (c) => c.respondentName },
  { title: '投诉类型', cell: (c) => c.typeLabel },
  {
    title: '投诉内容',
    cell: (c) => (
      <>
        {c.content}
        <Photos photos={c.photos} />
      </>
    ),
  },
  { title: '提交时间', cell: (c) => c.createdAt },
  { title: '状态', cell: (c) => <DictBadge dict={COMPLAINT_STATUS} value={c.status} /> },
  {
    title: '平台回复',
    cell: (c) =>
      c.backDesc ? (
        <>
          {c.backDesc}
          <span className="cap-sub">{c.handledAt}</span>
        </>
      ) : (
        '—'
      ),
  },
];

/** The complainant's screen: their complaints (status filter and pages in the URL) and the filing form. */
export function MyComplaintsScreen({
  path,
  title,
  query,
  rows,
  total,
  filing,
}: {
  path: string;
  title: string;
  query: { status: string; pageNumber: number; pageSize: number };
  rows: ComplaintView[];
  total: number;
  filing: boolean;
}) {
  return (
    <CapPage
      id="complaints-title"
      title={title}
      beside={
        filing ? undefined : (
          <Button component={Link} to={`${path}?file=1`}>
            提交投诉
          </Button>
        )
      }
      row
    >
      {filing ? <FileForm path={path} /> : null}
      <Form method="get" action={path} className="cap-filters" aria-label="筛选投诉">
        <FilterSelect name="status" label="处理状态" value={query.status} options={dictOptions(COMPLAINT_STATUS)} />
        <FilterButtons reset={path} />
      </Form>
      <ListTable label="我的投诉" empty="暂无投诉" columns={myColumns} rows={rows} rowKey={(c) => c.id} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

function ReplyForm({ row, back }: { row: ComplaintAdminView & { history: { text: string; at: string }[] }; back: string }) {
  const reply = useActionData<ComplaintReply>();
  const [form, fields] = useLazyForm(
    () => import('#contract/complaints/complaints'),
    (m) => m.complaintReplyForm,
    { id: 'reply-form', lastResult: reply?.intent === 'reply' ? reply.result : undefined },
  );
  return (
    <section className="cap-inline-form" aria-labelledby="reply-title">
      <h2 id="reply-title">投诉详情：{row.target}</h2>
      <dl className="cap-facts">
        <dt>投诉人</dt>
        <dd>{row.complainant}</dd>
        <dt>被投诉方</dt>
        <dd>{row.respondentName}</dd>
        <dt>投诉类型</dt>
        <dd>{row.typeLabel}</dd>
        <dt>投诉内容</dt>
        <dd>
          {row.content}
          <Photos photos={row.photos} />
        </dd>
        <dt>状态</dt>
        <dd>{row.statusLabel}</dd>
        {row.backDesc ? (
          <>
            <dt>处理意见</dt>
            <dd>
              {row.backDesc}（{row.handlerName} {row.handledAt}）
            </dd>
          </>
        ) : null}
      </dl>
      <h3>处理记录</h3>
      <ol aria-label="处理记录">
        {row.history.map((h, i) => (
          <li key={i}>
            {h.at} {h.text}
          </li>
        ))}
      </ol>
      {row.status === '0' ? (
        <Form method="post" {...getFormProps(form)} aria-label="回复投诉">
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          <input type="hidden" name="id" value={row.id} />
          <FormErrors errors={form.errors} flush />
          <TextareaField meta={fields.backDesc} label="处理意见" maxLength={500} />
          <FormActions cancel={back} intent="reply" label="回复并关闭" />
        </Form>
      ) : (
        <p>
          <Link to={back}>返回列表</Link>
        </p>
      )}
    </section>
  );
}

/** Operations' screen: every complaint (filters and pages in the URL) and the reply form of one. */
export function AdminComplaintsScreen({
  path,
  query,
  rows,
  total,
  replying,
}: {
  path: string;
  query: { status: string; complaintType: string; keyword: string; pageNumber: number; pageSize: number };
  rows: ComplaintAdminView[];
  total: number;
  replying: (ComplaintAdminView & { history: { text: string; at: string }[] }) | null;
}) {
  const { here, withParam } = listLinks(path, query);
  const columns: Column<ComplaintAdminView>[] = [
    { title: '投诉人', cell: (c) => c.complainant },
    { title: '投诉对象', cell: (c) => c.target },
    { title: '被投诉方', cell: (c) => c.respondentName },
    { title: '投诉类型', cell: (c) => c.typeLabel },
    { title: '投诉内容', cell: (c) => c.content },
    { title: '提交时间', cell: (c) => c.createdAt },
    { title: '状态', cell: (c) => <DictBadge dict={COMPLAINT_STATUS} value={c.status} /> },
    {
      title: '操作',
      cell: (c) => (
        <Link to={withParam('reply', String(c.id))} aria-label={`${c.status === '0' ? '处理' : '查看'} ${c.complainant} 的投诉 ${c.id}`}>
          {c.status === '0' ? '处理' : '查看'}
        </Link>
      ),
    },
  ];
  return (
    <CapPage id="complaint-admin-title" title="投诉管理">
      {replying ? <ReplyForm row={replying} back={here} /> : null}
      <Form method="get" action={path} className="cap-filters" aria-label="筛选投诉">
        <FilterFold>
          <FilterSelect name="status" label="处理状态" value={query.status} options={dictOptions(COMPLAINT_STATUS)} />
          <FilterSelect name="complaintType" label="投诉类型" value={query.complaintType} options={dictOptions(ABNORMAL_TYPE)} />
          <FilterText name="keyword" label="单号、投诉人或手机号" value={query.keyword} maxLength={40} />
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label="投诉列表" empty="暂无投诉" columns={columns} rows={rows} rowKey={(c) => c.id} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}
