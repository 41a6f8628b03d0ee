// Pagination as plain links: every page is a URL (bookmarkable, works without JS). Other query
// parameters (the filters) are kept; pageNumber changes.
import { useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { PlainLink } from './plain-link';
import { ListTable, type Column } from './list-ui';

function pageHref(search: string, pathname: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('pageNumber');
  else params.set('pageNumber', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

export function PageLinks({
  total,
  pageNumber,
  pageSize,
  capped = false,
}: {
  total: number;
  pageNumber: number;
  pageSize: number;
  /** the total stopped counting at its limit */
  capped?: boolean;
}) {
  const { pathname, search } = useLocation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  if (pageNumber > last) {
    // A bookmarked or hand-typed page past the end: say so, and offer the pages that exist.
    return (
      <nav className="pager" aria-label="分页">
        <span role="status">
          第 {pageNumber} 页超出范围，共 {last} 页。
        </span>{' '}
        <PlainLink to={pageHref(search, pathname, last)}>到最后一页（第 {last} 页）</PlainLink>{' '}
        <PlainLink to={pageHref(search, pathname, 1)}>回到第 1 页</PlainLink>
      </nav>
    );
  }
  return (
    <nav className="pager" aria-label="分页">
      {/* Spaces between the items: a reader without CSS sees 上一页 1 2 下一页, not 上一页12下一页. */}
      <span className="muted">
        共 {total}
        {capped ? '+' : ''} 条
      </span>{' '}
      {pageNumber > 1 ? (
        <PlainLink to={pageHref(search, pathname, pageNumber - 1)} rel="prev">
          上一页
        </PlainLink>
      ) : (
        <span className="pager-disabled">上一页</span>
      )}{' '}
      {pageWindow(pageNumber, last).map((p, i) => (
        <Fragment key={p === 'gap' ? `gap-${i}` : p}>
          {p === 'gap' ? (
            <span className="muted">…</span>
          ) : p === pageNumber ? (
            <span aria-current="page" className="pager-current">
              {p}
            </span>
          ) : (
            <PlainLink to={pageHref(search, pathname, p)}>{p}</PlainLink>
          )}{' '}
        </Fragment>
      ))}
      {pageNumber < last ? (
        <PlainLink to={pageHref(search, pathname, pageNumber + 1)} rel="next">
          下一页
        </PlainLink>
      ) : (
        <span className="pager-disabled">下一页</span>
      )}
    </nav>
  );
}

/** A list table of one page of records with the page links beneath it (the workspace's lists). */
export function PagedTable<T>({
  label,
  empty,
  columns,
  rowKey,
  page,
  query,
}: {
  label: string;
  empty: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  page: { records: T[]; total: number };
  query: { pageNumber: number; pageSize: number };
}) {
  return (
    <>
      <ListTable label={label} empty={empty} columns={columns} rows={page.records} rowKey={rowKey} />
      <PageLinks total={page.total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </>
  );
}
