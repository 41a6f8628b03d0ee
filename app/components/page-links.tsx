// Pagination as plain links that keep every other query parameter (a list's state is its URL):
// previous, a window of page numbers, next, and the position.
import { Link, useLocation } from '@remix-run/react';

const WINDOW = 2;

export function PageLinks({ total, pageNumber, pageSize }: { total: number; pageNumber: number; pageSize: number }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set('pageNumber', String(n));
    return `?${params}`;
  };
  const from = Math.max(1, pageNumber - WINDOW);
  const to = Math.min(pages, pageNumber + WINDOW);
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <nav className="page-links" aria-label="分页">
      {pageNumber > 1 ? <Link to={href(pageNumber - 1)}>上一页</Link> : <span aria-disabled="true">上一页</span>}
      {from > 1 ? <Link to={href(1)}>1</Link> : null}
      {from > 2 ? <span>…</span> : null}
      {numbers.map((n) =>
        n === pageNumber ? (
          <span key={n} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)}>
            {n}
          </Link>
        ),
      )}
      {to < pages - 1 ? <span>…</span> : null}
      {to < pages ? <Link to={href(pages)}>{pages}</Link> : null}
      {pageNumber < pages ? <Link to={href(pageNumber + 1)}>下一页</Link> : <span aria-disabled="true">下一页</span>}
      <span className="muted">
        第 {pageNumber} / {pages} 页，共 {total} 条
      </span>
    </nav>
  );
}
