// /logistics/qualificationReview — 资料审核 (operations administrator): vehicles and drivers of
// every company whose papers wait for review (tabs ?kind=vehicle|driver, status and keyword
// filters in the URL). ?review=id opens the papers with the decision form: approve, or reject with
// a reason; the owner gets a message either way (platform). The spec names no path for this
// back-office screen and the screen registry holds exactly the spec's paths, so it is reached
// from the operator's workbench and sets its own title; operators only (the platform checks too).
import { getFormProps, useForm } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { lenientQuery } from '#contract/lenient-query';
import { REVIEW_KIND_LABELS, REVIEW_KINDS } from '#contract/capacity/review-labels';
import { capacityReviewForm, reviewQuery } from '#app/features/capacity/review-schemas.server';
import type { ReviewItemView } from '#contract/capacity/rows';
import { MESSAGES_8 } from '#contract/codes';
import { FormErrors, TextareaField } from '#app/components/forms';
import {
  FilterFold,
  DictBadge,
  Facts,
  FilterButtons,
  FilterSelect,
  FilterText,
  dictOptions,
  filterParams,
  listLinks,
  UrlTabs,
  actionsColumn,
  RowLinks,
  type Column,
} from '#app/components/list-ui';
import { ExpiryCell } from '#app/features/capacity/ui';
import { driverFacts, vehicleFacts } from '#app/features/capacity/facts';
import { PagedTable } from '#app/components/page-links';
import { requireOperator } from '#app/utils/auth.server';
import { idParam, parseWithZod, readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { useLazySchema } from '#app/components/lazy-validation';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { SITE_NAME } from '#app/site';
import { REVIEW_STATUS } from '#contract/company/dictionaries';
import { ErrorSummary } from '#app/components/form-errors';
import { chinaDateTime } from '#contract/capacity/display';

const PATH = '/logistics/qualificationReview';

// The root renders the title (with 错误： after a failed submit) from this handle.
export const handle = { title: `资料审核 - ${SITE_NAME}` };
export const meta: MetaFunction = () => [{ name: 'description', content: '运营人员审核企业提交的车辆与司机资料。' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  const url = new URL(args.request.url);
  const query = lenientQuery(reviewQuery, url.searchParams);
  const id = idParam(args.request, 'review');
  const [page, item] = await Promise.all([
    api.capacity.reviewPage(args, query),
    id ? api.capacity.reviewItem(args, { kind: query.kind, id }).catch(() => null) : null,
  ]);
  return { query, page, item };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args);
  const url = new URL(args.request.url);
  const query = lenientQuery(reviewQuery, url.searchParams);
  const id = idParam(args.request, 'review');
  if (id === null) throw new Response('参数 id 不正确', { status: 400 });
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: capacityReviewForm });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  const { intent, reason } = submission.value;
  const list = `${PATH}?${filterParams({ ...query, review: '' })}`;
  try {
    const review = query.kind === 'vehicle' ? api.capacity.vehicleReview : api.capacity.driverReview;
    await review(args, { id, approve: intent === 'approve', reason });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 404) return redirectWith(args.request, list, error.message, 'error');
    const message = error.message || MESSAGES_8.fallbackError;
    const field = (error.data as { field?: string } | null)?.field;
    const result = field ? submission.reply({ fieldErrors: { [field]: [message] } }) : submission.reply({ formErrors: [message] });
    return data<FormReply>({ result }, { status: 400 });
  }
  return redirectWith(args.request, list, intent === 'approve' ? '审核通过，已通知车主' : '已驳回，已通知车主');
}

function ReviewPanel({ item, cancel, action }: { item: ReviewItemView; cancel: string; action: string }) {
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const validate = useLazySchema(
    () => import('#contract/capacity/review'),
    (m) => m.capacityReviewForm,
  );
  const [form, fields] = useForm({
    id: `review-${item.kind}-${item.id}`,
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate({ formData }),
  });
  const label = REVIEW_KIND_LABELS[item.kind];
  const facts = item.vehicle ? vehicleFacts(item.vehicle) : item.driver ? driverFacts(item.driver, true) : [];
  const view = item.vehicle ?? item.driver;
  return (
    <div className="cap-inline-form" role="region" aria-labelledby="review-title">
      <h2 id="review-title">
        审核{label} {item.name}
      </h2>
      <p className="cap-status">
        所属：{item.companyName}（{item.submitterMobile}） 提交时间：{chinaDateTime(item.submittedAt)} 审核状态：
        <DictBadge dict={REVIEW_STATUS} value={item.reviewStatus} />
        {view ? (
          <>
            {' '}
            证件状态：
            <ExpiryCell expiry={view.expiry} warnings={view.warnings} />
          </>
        ) : null}
      </p>
      <Facts facts={facts} />
      {item.reviewStatus === '0' ? (
        <Form method="post" action={action} {...getFormProps(form)} className="cap-form">
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          <FormErrors errors={form.errors} />
          <TextareaField meta={fields.reason} label="驳回原因" hint="驳回时必填，车主会在消息中看到" maxLength={200} />
          <div className="cap-actions">
            <Button type="submit" name="intent" value="approve" color="green" loading={navigation.state === 'submitting'}>
              审核通过
            </Button>
            <Button type="submit" name="intent" value="reject" color="red" variant="light">
              驳回
            </Button>
            <Button component={Link} to={cancel} variant="default">
              返回列表
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <p>
            已于 {chinaDateTime(item.reviewedAt)} 审核{item.reviewRemark ? `，意见：${item.reviewRemark}` : ''}。
          </p>
          <Button component={Link} to={cancel} variant="default">
            返回列表
          </Button>
        </>
      )}
    </div>
  );
}

/** '' (the default, 待审核) first; decided ones and all on demand. */
const STATUS_OPTIONS = [...dictOptions(REVIEW_STATUS).filter((o) => o.value !== '0'), { value: 'all', label: '全部' }];

export default function QualificationReview() {
  const { query, page, item } = useLoaderData<typeof loader>();
  const { here, withParam } = listLinks(PATH, query);
  const tabHref = (kind: string) => `${PATH}?${new URLSearchParams({ kind, ...(query.reviewStatus !== '0' ? { reviewStatus: query.reviewStatus } : {}) })}`;
  const label = REVIEW_KIND_LABELS[query.kind];
  const columns: Column<(typeof page.records)[number]>[] = [
    { title: query.kind === 'vehicle' ? '车牌号' : '司机', cell: (r) => r.name },
    { title: '所属企业', cell: (r) => r.companyName },
    { title: '提交人手机', cell: (r) => r.submitterMobile },
    { title: '提交时间', cell: (r) => chinaDateTime(r.submittedAt) },
    { title: '审核状态', cell: (r) => <DictBadge dict={REVIEW_STATUS} value={r.reviewStatus} /> },
    { title: '审核意见', cell: (r) => r.reviewRemark || '—' },
    actionsColumn((r) => <RowLinks name={r.name} links={[[r.reviewStatus === '0' ? '审核' : '查看', withParam('review', String(r.id))]]} />),
  ];
  return (
    <CapPage id="review-list-title" title="资料审核" row>
      <UrlTabs
        label="审核对象"
        tabs={REVIEW_KINDS.map((kind) => ({ key: kind, title: `${REVIEW_KIND_LABELS[kind]}资料`, href: tabHref(kind) }))}
        current={query.kind}
      />

      {item ? <ReviewPanel key={`${item.kind}-${item.id}`} item={item} cancel={here} action={withParam('review', String(item.id))} /> : null}

      <Form method="get" action={PATH} className="cap-filters" aria-label={`筛选${label}`}>
        <FilterFold>
          <input type="hidden" name="kind" value={query.kind} />
          <FilterSelect
            name="reviewStatus"
            label="审核状态"
            value={query.reviewStatus === '0' ? '' : query.reviewStatus}
            options={STATUS_OPTIONS}
            all="待审核"
          />
          <FilterText
            name="keyword"
            label="关键字"
            value={query.keyword}
            placeholder={query.kind === 'vehicle' ? '车牌号、企业、所有人' : '姓名、手机号、企业'}
            maxLength={50}
          />
          <FilterButtons reset={`${PATH}?kind=${query.kind}`} />
        </FilterFold>
      </Form>

      <PagedTable label={`${label}审核列表`} empty={`暂无${label}资料`} rowKey={(r) => r.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
