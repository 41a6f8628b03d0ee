// The message list of /user/messages and /my-center/messages: a GET filter form (keyword,
// status), the rows, mark-read forms and pagination links. The URL holds the whole state.
import { Form, Link, useLocation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { MESSAGE_STATUS, MESSAGE_STATUS_LABELS, MESSAGE_TYPE_LABELS } from '#contract/workspace/messages';
import { FilterFold } from '#app/components/list-base';
import type { MessagesPage } from './messages.server';

function pageHref(pathname: string, query: MessagesPage['query'], pageNumber: number): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.status) params.set('status', query.status);
  params.set('pageNumber', String(pageNumber));
  params.set('pageSize', String(query.pageSize));
  return `${pathname}?${params}`;
}

export function MessageList({ title, data }: { title: string; data: MessagesPage }) {
  const location = useLocation();
  const { query, page, error, sms } = data;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const action = location.pathname + location.search;
  return (
    <section className="panel" aria-labelledby="messages-title">
      <h1 id="messages-title" className="page-title">
        {title}
      </h1>
      <Form method="get" className="ws-filter" role="search" aria-label="消息筛选">
        <FilterFold>
          <label>
            关键字
            <input type="search" name="keyword" defaultValue={query.keyword ?? ''} maxLength={50} placeholder="标题或内容" />
          </label>
          <label>
            状态
            <select name="status" defaultValue={query.status ?? ''}>
              <option value="">全部</option>
              <option value={MESSAGE_STATUS.unread}>{MESSAGE_STATUS_LABELS[MESSAGE_STATUS.unread]}</option>
              <option value={MESSAGE_STATUS.read}>{MESSAGE_STATUS_LABELS[MESSAGE_STATUS.read]}</option>
            </select>
          </label>
          <input type="hidden" name="pageSize" value={query.pageSize} />
          <button type="submit" className="ws-button">
            查询
          </button>
          <Link to={location.pathname} className="ws-button ws-button-plain">
            重置
          </Link>
        </FilterFold>
      </Form>
      {error ? (
        <p className="ws-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post" action={action} className="ws-filter">
        <AuthenticityTokenInput />
        <button type="submit" name="intent" value="readAll" className="ws-button ws-button-plain">
          全部标记为已读
        </button>
      </Form>
      {sms.available ? (
        <Form method="post" action={action} className="ws-filter" aria-label="短信提醒">
          <AuthenticityTokenInput />
          <label>
            <input type="checkbox" name="enabled" defaultChecked={sms.enabled} key={String(sms.enabled)} />
            订单、派车单与资金的交接消息同时发短信到本人手机
          </label>
          <button type="submit" name="intent" value="smsNotices" className="ws-button ws-button-plain">
            保存短信提醒
          </button>
          <span className="muted">{sms.enabled ? '（已开启）' : '（未开启）'}</span>
        </Form>
      ) : null}
      <p className="muted" aria-live="polite">
        共 {page.total} 条
      </p>
      {page.list.length === 0 ? (
        <p className="muted">暂无消息</p>
      ) : (
        <ul className="ws-message-list" aria-label="消息列表">
          {page.list.map((m) => {
            const unread = m.status === MESSAGE_STATUS.unread;
            return (
              <li key={m.id} className={unread ? 'ws-message ws-message-unread' : 'ws-message'} aria-label={m.title}>
                <div>
                  <h2>{m.title}</h2>
                  <p>{m.content}</p>
                  {m.link ? (
                    <p>
                      <Link to={m.link}>查看详情</Link>
                    </p>
                  ) : null}
                </div>
                <div className="ws-message-meta">
                  <span>{MESSAGE_TYPE_LABELS[m.type] ?? m.type}</span>
                  <time dateTime={m.createdAt}>{m.time}</time>
                  <span className="ws-message-status">{MESSAGE_STATUS_LABELS[m.status] ?? m.status}</span>
                  {unread ? (
                    <Form method="post" action={action} className="inline-form">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="id" value={m.id} />
                      <button type="submit" name="intent" value="read" className="link-button" aria-label={`标为已读：${m.title}`}>
                        标为已读
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="ws-pagination" aria-label="分页">
          {query.pageNumber > 1 ? <Link to={pageHref(location.pathname, query, query.pageNumber - 1)}>上一页</Link> : null}{' '}
          {Array.from({ length: pages }, (_, i) => i + 1)
            .filter((n) => n === 1 || n === pages || Math.abs(n - query.pageNumber) <= 2)
            .map((n) =>
              n === query.pageNumber ? (
                <span key={n} aria-current="page">
                  {n}{' '}
                </span>
              ) : (
                <Link key={n} to={pageHref(location.pathname, query, n)} aria-label={`第 ${n} 页`}>
                  {n}{' '}
                </Link>
              ),
            )}
          {query.pageNumber < pages ? <Link to={pageHref(location.pathname, query, query.pageNumber + 1)}>下一页</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
