import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { FilterActions, FilterError } from '#app/components/filter-actions';
import { RegionSelect } from '#app/components/filter-select';
import { PageLinks } from '#app/components/page-links';
import { loadComplaintHistory } from '#app/features/portal/reputation.server';
import { FilterFold } from '#app/components/list-base';
export { pagesLinks as links } from '#app/styles/sheets';

// Complaints and transport exceptions that operations have handled, anonymised (spec 2, public).
export async function loader(args: LoaderFunctionArgs) {
  const result = await loadComplaintHistory(args);
  return data(result, { status: result.status });
}

export default function HistoricalComplaints() {
  const { filters, typeOptions, rows, page, error } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">历史投诉</h1>
      <p className="muted">平台已处理的投诉与运输异常及处理结果；派车单号与联系电话已脱敏。</p>
      <Form method="get" className="filter-form" aria-label="历史投诉筛选" key={JSON.stringify(filters)}>
        <FilterFold>
          <RegionSelect name="type" label="投诉类型" options={typeOptions} value={filters.type} />
          <label>
            关键词
            <input type="search" name="keyword" defaultValue={filters.keyword ?? ''} maxLength={50} />
          </label>
          <FilterActions resetTo="/historicalComplaints" />
        </FilterFold>
      </Form>
      <FilterError error={error} />
      {page && rows.length === 0 ? <p className="muted">没有符合条件的投诉</p> : null}
      {rows.length > 0 ? (
        <ol className="complaint-list" aria-label="已处理的投诉">
          {rows.map((r) => (
            <li key={`${r.source}-${r.id}`} className="complaint-item">
              <p className="complaint-head">
                <span className="complaint-type">{r.typeLabel}</span>{' '}
                <span>
                  {r.numberKind === 'order' ? '订单' : '派车单'} {r.waybillNo}
                </span>{' '}
                <span>{r.route}</span> {r.complainant ? <span>投诉人 {r.complainant}</span> : null} {r.respondent ? <span>被投诉方 {r.respondent}</span> : null}{' '}
                <span className="muted">投诉于 {r.reportedAt}</span>
              </p>
              <p>{r.description}</p>
              <p className="complaint-reply">
                <strong>处理结果：</strong>
                {r.handleNote} <span className="muted">（{r.handledAt}）</span>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {page ? <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} /> : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
