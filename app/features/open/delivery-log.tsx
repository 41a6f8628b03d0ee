// 推送记录 of one webhook endpoint (issue 51): its deliveries with status, attempts, latency, HTTP
// status and the answer's first bytes; filters (status, event) in the URL as a GET form, pages as
// links; 重新推送 a posted button on each undelivered row, 发送测试 above the list.
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { HiddenText } from '#app/components/hidden-text';
import { actionsColumn, FilterButtons, FilterFold, FilterSelect, ListTable, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import { DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '#contract/open/webhook-messages';
import { OPEN_PATHS, webhookLogPath } from './paths';

type DeliveryRow = {
  id: number;
  eventId: string;
  type: string;
  typeLabel: string;
  status: string;
  statusLabel: string;
  attempts: number;
  lastAttempt: string;
  nextAttempt: string;
  lastHttpStatus: number | null;
  latency: string;
  lastAnswer: string | null;
  created: string;
};
type Endpoint = { id: number; url: string; statusLabel: string };
type Query = { status: string; type: string; pageNumber: number; pageSize: number };

const STATUS_OPTIONS = Object.entries(DELIVERY_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const EVENT_OPTIONS = WEBHOOK_EVENTS.map((value) => ({ value, label: WEBHOOK_EVENT_LABELS[value] }));

export function DeliveryLog({
  endpoint,
  rows,
  total,
  query,
  search,
}: {
  endpoint: Endpoint;
  rows: DeliveryRow[];
  total: number;
  query: Query;
  search: string;
}) {
  const path = webhookLogPath(endpoint.id);
  const columns: Column<DeliveryRow>[] = [
    {
      title: '事件',
      cell: (d) => (
        <>
          {d.typeLabel}
          <br />
          <code className="muted">{d.eventId}</code>
        </>
      ),
    },
    { title: '状态', cell: (d) => <span className="cap-status">{d.statusLabel}</span> },
    { title: '推送次数', cell: (d) => d.attempts },
    { title: '最近推送', cell: (d) => (d.nextAttempt ? `${d.lastAttempt}（下次 ${d.nextAttempt}）` : d.lastAttempt) },
    { title: 'HTTP 状态', cell: (d) => d.lastHttpStatus ?? '—' },
    { title: '耗时', cell: (d) => d.latency },
    { title: '应答开头', cell: (d) => (d.lastAnswer ? <code className="wrap-anywhere">{d.lastAnswer}</code> : '—') },
    { title: '发生时间', cell: (d) => d.created },
    actionsColumn((d) =>
      d.status === 'delivered' ? (
        <span className="muted">已送达</span>
      ) : (
        <Form method="post" action={`${path}${search}`} className="inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="deliveryId" value={d.id} />
          <button type="submit" name="intent" value="redeliver" className="link-button">
            重新推送<HiddenText>{` ${d.typeLabel} ${d.eventId}`}</HiddenText>
          </button>
        </Form>
      ),
    ),
  ];
  return (
    <CapPage
      id="delivery-log-title"
      title="推送记录"
      crumbs={<Link to={OPEN_PATHS.webhooks}>返回事件推送</Link>}
      beside={
        <Form method="post" action={`${path}${search}`} className="inline-form">
          <AuthenticityTokenInput />
          <Button type="submit" name="intent" value="ping" variant="default">
            发送测试
          </Button>
        </Form>
      }
    >
      <p>
        接收地址 <code>{endpoint.url}</code>（{endpoint.statusLabel}）
      </p>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选推送记录">
        <FilterFold>
          <FilterSelect name="status" label="推送状态" value={query.status} options={STATUS_OPTIONS} />
          <FilterSelect name="type" label="事件" value={query.type} options={EVENT_OPTIONS} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label="推送记录列表" empty="暂无推送记录" rowKey={(d) => d.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}
