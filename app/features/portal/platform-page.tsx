// A platform document (about, agreement, privacy statement, the seven policies) as an article.
import type { PlatformPage } from '#contract/portal/views';
import { formatDateTime } from '#app/utils/format';

export function PlatformPageArticle({ page }: { page: PlatformPage }) {
  return (
    <article className="panel article">
      <h1>{page.title}</h1>
      <p className="muted">更新时间：{formatDateTime(page.updatedAt, 'YYYY-MM-DD')}</p>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
    </article>
  );
}
