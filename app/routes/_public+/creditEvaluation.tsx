import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FilterActions, FilterError } from '#app/components/filter-actions';
import { RegionSelect } from '#app/components/filter-select';
import { PageLinks } from '#app/components/page-links';
import { ScoreStars } from '#app/components/score-stars';
import { loadCredit } from '#app/utils/reputation.server';
export { pagesLinks as links } from '#app/styles/sheets';

// Carriers' credit as shippers rated them after signing (spec 2, public).
export async function loader(args: LoaderFunctionArgs) {
  const result = await loadCredit(args);
  return data(result, { status: result.status });
}

export default function CreditEvaluation() {
  const { filters, scoreOptions, rows, page, error } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">信用评价</h1>
      <p className="muted">评分来自货主在运单签收后对承运人的评价（1–5 分），货主名称已脱敏。</p>
      <Form method="get" className="filter-form" aria-label="信用评价筛选" key={JSON.stringify(filters)}>
        <label>
          承运人名称
          <input type="search" name="keyword" defaultValue={filters.keyword ?? ''} maxLength={50} />
        </label>
        <RegionSelect name="minScore" label="平均评分" options={scoreOptions} value={filters.minScore} />
        <FilterActions resetTo="/creditEvaluation" />
      </Form>
      <FilterError error={error} />
      {page && rows.length === 0 ? <p className="muted">没有符合条件的评价</p> : null}
      {rows.length > 0 ? (
        <table className="data-table" aria-label="承运人信用">
          <thead>
            <tr>
              <th scope="col">承运人</th>
              <th scope="col">类型</th>
              <th scope="col">平均评分</th>
              <th scope="col">评价数</th>
              <th scope="col">好评率</th>
              <th scope="col">最新评语</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.companyId ?? `person-${r.name}-${r.evaluations}`}>
                <td>{r.companyId !== null ? <Link to={`/companyInfo/${r.companyId}`}>{r.name}</Link> : r.name}</td>
                <td>{r.kindLabel}</td>
                <td>
                  <ScoreStars score={r.average} />
                </td>
                <td>{r.evaluations}</td>
                <td>{r.goodRate}%</td>
                <td>
                  {r.recent.length === 0 ? (
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
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {page ? <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
