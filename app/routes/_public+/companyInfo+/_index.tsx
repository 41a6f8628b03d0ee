import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { CODES } from '#contract/codes';
import { FilterError } from '#app/components/filter-actions';
import { api } from '#app/utils/api.server';
export { pagesLinks as links } from '#app/styles/sheets';

// Company search: a GET form (bookmarkable) → POST /company/search on the platform.
export async function loader(args: LoaderFunctionArgs) {
  const keyword = new URL(args.request.url).searchParams.get('keyword')?.trim() ?? '';
  if (!keyword) return data({ keyword, hits: null, error: null });
  const envelope = await api.company.search.envelope(args, { keyword }, { token: null });
  if (envelope.code === CODES.SUCCESS) return data({ keyword, hits: envelope.data, error: null });
  if (envelope.code === CODES.BAD_REQUEST) return data({ keyword, hits: null, error: envelope.message }, { status: 400 });
  throw new Response(envelope.message, { status: 503 });
}

export default function CompanySearch() {
  const { keyword, hits, error } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">企业信息</h1>
      <Form method="get" className="filter-form" aria-label="企业搜索" key={keyword}>
        <label>
          企业名称或统一社会信用代码
          <input name="keyword" type="search" defaultValue={keyword} maxLength={60} placeholder="如：顺达物流" />
        </label>
        <div className="actions">
          <button type="submit" className="btn">
            搜索
          </button>
        </div>
      </Form>
      <FilterError error={error} />
      {hits === null && !error ? <p className="muted">输入企业名称关键字或统一社会信用代码，查看入驻平台企业的认证状态、专线与运力。</p> : null}
      {hits && hits.length === 0 ? <p className="muted">没有找到与“{keyword}”匹配的企业</p> : null}
      {hits && hits.length > 0 ? (
        <ul className="company-hits" aria-label="搜索结果">
          {hits.map((h) => (
            <li key={h.company_id}>
              <Link to={`/companyInfo/${h.company_id}`}>{h.company_name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
