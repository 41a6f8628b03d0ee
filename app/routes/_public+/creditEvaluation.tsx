import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { FilterActions } from '#app/components/filter-actions';
import { RegionSelect } from '#app/components/filter-select';
import type { Column } from '#app/components/list-ui';
import { PublicList } from '#app/features/portal/public-list';
import { ScoreStars } from '#app/features/portal/score-stars';
import { loadCredit } from '#app/features/portal/reputation.server';
import { FilterFold } from '#app/components/list-base';
export { pagesLinks as links } from '#app/styles/sheets';

// Carriers' credit as shippers rated them after signing (spec 2, public).
export async function loader(args: LoaderFunctionArgs) {
  const result = await loadCredit(args);
  return data(result, { status: result.status });
}

type CreditRow = Awaited<ReturnType<typeof loadCredit>>['rows'][number];

const COLUMNS: Column<CreditRow>[] = [
  { title: '承运人', cell: (r) => (r.companyId !== null ? <Link to={`/companyInfo/${r.companyId}`}>{r.name}</Link> : r.name) },
  { title: '类型', cell: (r) => r.kindLabel },
  { title: '平均评分', cell: (r) => <ScoreStars score={r.average} /> },
  { title: '评价数', cell: (r) => r.evaluations },
  { title: '好评率', cell: (r) => `${r.goodRate}%` },
  { title: '已处理投诉', cell: (r) => r.handledComplaints },
  {
    title: '最新评语',
    cell: (r) =>
      r.recent.length === 0 ? (
        <span className="muted">暂无评语</span>
      ) : (
        <ul className="credit-comments">
          {r.recent.map((c) => (
            <li key={`${c.at}-${c.comment}`}>
              “{c.comment}”{' '}
              <span className="muted">
                — {c.shipper}，{c.at}，{c.score} 分
              </span>
            </li>
          ))}
        </ul>
      ),
  },
];

export default function CreditEvaluation() {
  const { filters, scoreOptions, rows, page, error } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">信用评价</h1>
      <p className="muted">评分来自货主在派车单签收后对承运人的评价（1–5 分），货主名称已脱敏。</p>
      <Form method="get" className="filter-form" aria-label="信用评价筛选" key={JSON.stringify(filters)}>
        <FilterFold>
          <label>
            承运人名称
            <input type="search" name="keyword" defaultValue={filters.keyword ?? ''} maxLength={50} />
          </label>
          <RegionSelect name="minScore" label="平均评分" options={scoreOptions} value={filters.minScore} />
          <FilterActions resetTo="/creditEvaluation" />
        </FilterFold>
      </Form>
      <PublicList
        page={page && { ...page, records: rows }}
        error={error}
        label="承运人信用"
        empty="没有符合条件的评价"
        emptyClass="credit-empty"
        columns={COLUMNS}
        rowKey={(r) => r.companyId ?? `person-${r.name}-${r.evaluations}`}
      />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
