// /shipper/evaluateList — 我的评价: tabs in the URL (?tab=todo signed orders still to rate,
// ?tab=done ratings given); ?orderId= opens the rating form (1–5 and a comment). Ratings feed the
// carrier's average on the public credit page (GET /evaluate/carrier/{companyId}).
import { getFormProps, getTextareaProps } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { FormActions } from '#app/components/forms';
import { CapPage } from '#app/components/cap-page';
import { Table } from '#app/ui/table';
import { lenientQuery } from '#contract/lenient-query';
import { ORDER_MESSAGES } from '#contract/orders/labels';
import { evaluateBody, evaluateQuery } from '#app/features/orders/order-schemas.server';
import { PageLinks } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { parseWithZod, readForm, redirectWith } from '#app/utils/forms.server';
import { idOr404, orderDetailData, refusalReply, type Reply } from '#app/features/orders/orders.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { formatDateTime } from '#app/utils/format';

const PATH = '/shipper/evaluateList';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const query = lenientQuery(evaluateQuery, url.searchParams);
  const orderId = url.searchParams.get('orderId');
  const [page, rating] = await Promise.all([
    api.orders.evaluatePage(args, query),
    orderId ? orderDetailData(args, idOr404(orderId, ORDER_MESSAGES.orderNotFound)) : Promise.resolve(null),
  ]);
  return {
    query,
    total: page.total,
    rows: page.records.map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm') })),
    rating: rating ? { id: rating.order.id, orderNo: rating.order.orderNo, carrierName: rating.order.carrierName, route: rating.order.route } : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: evaluateBody });
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 });
  try {
    await api.orders.evaluate(args, submission.value);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return refusalReply(submission.reply, error);
  }
  return redirectWith(args.request, `${PATH}?tab=done`, ORDER_MESSAGES.evaluated);
}

function RatingForm({ order }: { order: { id: number; orderNo: string; carrierName: string; route: string } }) {
  const [form, fields] = useActionForm(
    () => import('#contract/orders/schemas'),
    (m) => m.evaluateBody,
    'evaluate-form',
  );
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-label="评价承运方">
      <ErrorSummary form={form} />
      <h2>
        评价订单 {order.orderNo} 的承运方：{order.carrierName}
      </h2>
      <p className="muted">{order.route}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="orderId" value={order.id} />
      <FormErrors errors={form.errors} flush />
      <fieldset className="cap-field orders-stars" aria-describedby={fields.score.errors ? fields.score.errorId : undefined}>
        <legend className="cap-label">评分</legend>
        {[5, 4, 3, 2, 1].map((n) => (
          <label key={n}>
            <input type="radio" name={fields.score.name} value={n} /> {n} 分
          </label>
        ))}
        {fields.score.errors ? (
          <span id={fields.score.errorId} className="cap-error" role="alert">
            {fields.score.errors.join('；')}
          </span>
        ) : null}
      </fieldset>
      <label className="cap-field">
        <span className="cap-label">评价内容（选填）</span>
        <textarea {...getTextareaProps(fields.comment)} key={fields.comment.key} maxLength={200} rows={3} className="cap-input" />
        {fields.comment.errors ? (
          <span id={fields.comment.errorId} className="cap-error">
            {fields.comment.errors.join('；')}
          </span>
        ) : null}
      </label>
      <FormActions cancel={PATH} label="提交评价" />
    </Form>
  );
}

export default function EvaluateList() {
  const { query, rows, total, rating } = useLoaderData<typeof loader>();
  return (
    <CapPage id="evaluate-title" title="我的评价">
      {rating ? <RatingForm order={rating} /> : null}
      <nav className="orders-tabs" aria-label="评价分类">
        <Link to={`${PATH}?tab=todo`} aria-current={query.tab === 'todo' ? 'page' : undefined}>
          待评价
        </Link>
        <Link to={`${PATH}?tab=done`} aria-current={query.tab === 'done' ? 'page' : undefined}>
          已评价
        </Link>
      </nav>
      <Table striped className="cap-table" aria-label={query.tab === 'todo' ? '待评价订单' : '已评价订单'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>订单号</Table.Th>
            <Table.Th>承运方</Table.Th>
            <Table.Th>货物 / 线路</Table.Th>
            {query.tab === 'done' ? (
              <>
                <Table.Th>评分</Table.Th>
                <Table.Th>评价内容</Table.Th>
                <Table.Th>评价时间</Table.Th>
              </>
            ) : (
              <Table.Th>操作</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6} className="cap-empty">
                {query.tab === 'todo' ? '暂无待评价的订单' : '暂无评价'}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={r.orderId}>
                <Table.Td>
                  <Link to={`/orderDetails/${r.orderId}`}>{r.orderNo}</Link>
                </Table.Td>
                <Table.Td>{r.carrierName}</Table.Td>
                <Table.Td>
                  {r.goodsName}
                  <span className="cap-sub">{r.route}</span>
                </Table.Td>
                {query.tab === 'done' ? (
                  <>
                    <Table.Td>
                      {'★'.repeat(r.score ?? 0)} {r.score} 分
                    </Table.Td>
                    <Table.Td>{r.comment ?? ''}</Table.Td>
                    <Table.Td>{r.createdAt}</Table.Td>
                  </>
                ) : (
                  <Table.Td>
                    <Link to={`${PATH}?tab=todo&orderId=${r.orderId}`} aria-label={`评价 ${r.orderNo}`}>
                      评价
                    </Link>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
