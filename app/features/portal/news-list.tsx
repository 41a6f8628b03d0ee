// The news list of /news and /news/:type: type tabs as links, the items, page links.
import { Link } from '@remix-run/react';
import { NEWS_TYPE } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { NEWS_TYPES } from '#contract/portal/constants';
import { type Page } from '#contract/page';
import { type NewsSummary } from '#contract/portal/views';
import { PageLinks } from '#app/components/page-links';
import { formatDateTime } from '#app/utils/format';

export function newsHref(n: { type: string; id: number }) {
  return `/news/${n.type}/details/${n.id}`;
}

export function NewsList({ page, type }: { page: Page<NewsSummary>; type: string | null }) {
  return (
    <div className="panel">
      <h1 className="page-title">新闻资讯</h1>
      <nav className="tabs" aria-label="资讯分类">
        <Link to="/news" aria-current={type === null ? 'page' : undefined}>
          全部
        </Link>
        {NEWS_TYPES.map((t) => (
          <Link key={t} to={`/news/${t}`} aria-current={type === t ? 'page' : undefined}>
            {labelIn(NEWS_TYPE, t)}
          </Link>
        ))}
      </nav>
      {page.records.length === 0 ? (
        <p className="muted">暂无资讯</p>
      ) : (
        <ul className="news-items">
          {page.records.map((n) => (
            <li key={n.id}>
              <h2>
                <Link to={newsHref(n)}>{n.title}</Link>
              </h2>
              <p>{n.summary}</p>
              <p className="muted">
                <span className="tag">{labelIn(NEWS_TYPE, n.type)}</span> {n.source ? `${n.source} · ` : ''}
                <time dateTime={n.publishedAt}>{formatDateTime(n.publishedAt, 'YYYY-MM-DD')}</time> · 阅读 {n.views}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </div>
  );
}
