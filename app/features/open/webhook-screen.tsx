// 事件推送 (issue 51): the company's webhook endpoints with their events and state; the register form
// (?create=1) posts without JavaScript (Conform validates first with it); pause, resume and the test
// event are posted buttons; deleting asks first on its own URL (?delete=<id>). The signing secret
// appears once, in the message after registering.
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Field, ListTable, type Column } from '#app/components/forms';
import { HiddenText } from '#app/components/hidden-text';
import { actionsColumn } from '#app/components/list-base';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '#contract/open/webhook-messages';
import { CheckList } from './check-list';
import { ConfirmPanel, CreatePanel } from './open-panels';
import { OPEN_PATHS, webhookLogPath } from './paths';

type EndpointRow = {
  id: number;
  url: string;
  secretHint: string;
  status: string;
  statusLabel: string;
  eventList: string;
  consecutiveFailures: number;
  created: string;
};

const PATH = OPEN_PATHS.webhooks;

/** One posted button of a row, named with the row's URL for screen readers. */
function RowButton({ id, intent, text, url }: { id: number; intent: string; text: string; url: string }) {
  return (
    <Form method="post" action={PATH} className="inline-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className="link-button">
        {text}
        <HiddenText>{` ${url}`}</HiddenText>
      </button>
    </Form>
  );
}

const COLUMNS: Column<EndpointRow>[] = [
  {
    title: '接收地址',
    cell: (e) => (
      <>
        <code>{e.url}</code>
        <br />
        <span className="muted">签名密钥 {e.secretHint}…</span>
      </>
    ),
  },
  { title: '订阅事件', cell: (e) => e.eventList },
  { title: '状态', cell: (e) => (e.consecutiveFailures > 0 ? `${e.statusLabel}（连续失败 ${e.consecutiveFailures} 次）` : e.statusLabel) },
  { title: '登记', cell: (e) => e.created },
  actionsColumn((e) => (
    <>
      <Link to={webhookLogPath(e.id)}>
        推送记录<HiddenText>{` ${e.url}`}</HiddenText>
      </Link>{' '}
      <RowButton id={e.id} intent="ping" text="发送测试" url={e.url} />{' '}
      {e.status === 'active' ? <RowButton id={e.id} intent="pause" text="暂停" url={e.url} /> : <RowButton id={e.id} intent="resume" text="恢复" url={e.url} />}{' '}
      <Link to={`${PATH}?delete=${e.id}`}>
        删除<HiddenText>{` ${e.url}`}</HiddenText>
      </Link>
    </>
  )),
];

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event], note: event }));

function CreateWebhookPanel() {
  return (
    <CreatePanel id="webhook-form" title="登记推送地址" schemaOf={(m) => m.webhookFormSchema} revalidate="onInput" cancel={PATH}>
      {(fields) => (
        <>
          <Field meta={fields.url} label="接收地址（生产环境须为 HTTPS 公网地址）" required maxLength={500} />
          <CheckList meta={fields.events} legend="订阅事件" options={EVENT_OPTIONS} />
        </>
      )}
    </CreatePanel>
  );
}

function DeletePanel({ row }: { row: EndpointRow }) {
  return (
    <ConfirmPanel id="delete-title" title="删除推送地址" intent="delete" confirm="确定删除" rowId={row.id} action={PATH} back={PATH}>
      删除后不再向 <code>{row.url}</code> 推送，尚未送达的事件也不再推送，且无法恢复。确定删除吗？
    </ConfirmPanel>
  );
}

export function WebhookScreen({ rows, creating, deleting }: { rows: EndpointRow[]; creating: boolean; deleting: EndpointRow | null }) {
  return (
    <CapPage
      id="webhook-title"
      title="事件推送"
      beside={
        <Button component={Link} to={`${PATH}?create=1`}>
          登记推送地址
        </Button>
      }
    >
      <p>
        货源被接单、订单接单、派车单装货、卸货、签收或异常、结算单确认或付清、发票开具时，平台向贵司登记的地址 POST 一条签名的 JSON 消息（请求头
        X-Webhook-Signature 为以签名密钥对“时间戳.消息体”计算的 HMAC-SHA256）。未应答 2xx 的消息按退避重试 24 小时，连续失败 10 次自动暂停。说明见
        <Link to={OPEN_PATHS.docs}>开放接口文档</Link>，密钥管理见<Link to={OPEN_PATHS.keys}>接口密钥</Link>。
      </p>
      {creating ? <CreateWebhookPanel /> : null}
      {deleting ? <DeletePanel row={deleting} /> : null}
      <ListTable label="推送地址列表" empty="暂无推送地址" rowKey={(e) => e.id} rows={rows} columns={COLUMNS} />
    </CapPage>
  );
}
