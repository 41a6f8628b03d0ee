import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { NEWS_TYPE } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { newsHref } from '#app/features/portal/news-list';
import { api } from '#app/utils/api.server';
import { ANONYMOUS, publicRead, safeHtml } from '#app/features/portal/portal.server';
import { formatDateTime } from '#app/utils/format';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  const { type = '', id = '' } = args.params;
  if (!/^\d{1,9}$/.test(id)) throw new Response('资讯不存在', { status: 404 });
  const item = await publicRead(api.portal.newsDetail.envelope(args, { id: Number(id) }, ANONYMOUS));
  // One address per item: a wrong type segment moves to the right one.
  if (item.type !== type) throw redirect(newsHref(item), 301);
  return { item: { ...item, contentHtml: safeHtml(item.contentHtml) } };
}

export default function NewsDetailPage() {
  const { item } = useLoaderData<typeof loader>();
  return (
    <article className="panel article">
      <p className="breadcrumb">
        <Link to="/news">新闻资讯</Link> › <Link to={`/news/${item.type}`}>{labelIn(NEWS_TYPE, item.type)}</Link>
      </p>
      <h1>{item.title}</h1>
      <p className="muted">
        {item.source ? `来源：${item.source} · ` : ''}
        <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt, 'YYYY-MM-DD')}</time> · 阅读 {item.views}
      </p>
      <div className="rich-text" data-testid="news-content" dangerouslySetInnerHTML={{ __html: item.contentHtml }} />
      <nav className="article-nav" aria-label="上下篇">
        <span>上一篇：{item.prev ? <Link to={newsHref({ type: item.type, id: item.prev.id })}>{item.prev.title}</Link> : '没有了'}</span>
        <span>下一篇：{item.next ? <Link to={newsHref({ type: item.type, id: item.next.id })}>{item.next.title}</Link> : '没有了'}</span>
      </nav>
    </article>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
