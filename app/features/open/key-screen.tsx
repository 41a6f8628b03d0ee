// 接口密钥 (issue 51): the company's API keys with their scopes, allow-list, expiry and last use; the
// create form (?create=1) posts without JavaScript (Conform validates first with it); revoking asks
// first on its own URL (?revoke=<id>). The secret appears once, in the message after creating.
import { Link } from '@remix-run/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Field, ListTable, TextareaField, type Column } from '#app/components/forms';
import { actionsColumn, RowLinks } from '#app/components/list-base';
import { formatDateTime } from '#app/utils/format';
import { CheckList } from './check-list';
import { ConfirmPanel, CreatePanel } from './open-panels';
import { OPEN_PATHS } from './paths';

type KeyRow = {
  id: number;
  keyId: string;
  name: string;
  secretHint: string;
  status: string;
  statusLabel: string;
  scopeList: string;
  ipList: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
  createdBy: string;
};
type Scope = { permission: string; summary: string; method: string; path: string };

const PATH = OPEN_PATHS.keys;

const COLUMNS: Column<KeyRow>[] = [
  { title: '名称', cell: (k) => k.name },
  {
    title: '密钥 ID',
    cell: (k) => (
      <>
        <code>{k.keyId}</code>
        <br />
        <span className="muted">密钥 {k.secretHint}…</span>
      </>
    ),
  },
  { title: '接口权限', cell: (k) => k.scopeList },
  { title: 'IP白名单', cell: (k) => k.ipList },
  { title: '过期时间', cell: (k) => (k.expiresAt ? formatDateTime(k.expiresAt) : '长期') },
  { title: '最近使用', cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : '未使用') },
  { title: '创建', cell: (k) => `${k.createdBy} ${formatDateTime(k.createdAt)}` },
  { title: '状态', cell: (k) => k.statusLabel },
  actionsColumn((k) =>
    k.status === 'revoked' ? <span className="muted">已吊销</span> : <RowLinks name={k.name} links={[['吊销', `${PATH}?revoke=${k.id}`]]} />,
  ),
];

function CreateKeyPanel({ scopes }: { scopes: Scope[] }) {
  return (
    <CreatePanel id="api-key-form" title="新建接口密钥" schemaOf={(m) => m.apiKeyFormSchema} revalidate="onBlur" cancel={PATH}>
      {(fields) => (
        <>
          <Field meta={fields.name} label="密钥名称（如 ERP 对接）" required maxLength={30} />
          <CheckList
            meta={fields.scopes}
            legend="接口权限（只能授予您自己拥有的权限）"
            options={scopes.map((s) => ({ value: s.permission, label: s.summary, note: `${s.method} ${s.path}` }))}
          />
          <TextareaField meta={fields.ipAllowList} label="IP白名单（可选，每行一个地址或网段，如 203.0.113.0/24；不填则不限）" maxLength={800} rows={3} />
          <Field meta={fields.expiresOn} label="有效期至（可选，含当日；不填则长期有效）" type="date" />
        </>
      )}
    </CreatePanel>
  );
}

function RevokePanel({ row }: { row: KeyRow }) {
  return (
    <ConfirmPanel id="revoke-title" title={`吊销密钥：${row.name}`} intent="revoke" confirm="确定吊销" rowId={row.id} back={PATH}>
      吊销后，使用密钥 <code>{row.keyId}</code> 签名的请求从下一次起即被拒绝，且无法恢复。确定吊销吗？
    </ConfirmPanel>
  );
}

export function KeyScreen({ rows, scopes, creating, revoking }: { rows: KeyRow[]; scopes: Scope[]; creating: boolean; revoking: KeyRow | null }) {
  return (
    <CapPage
      id="api-key-title"
      title="接口密钥"
      beside={
        <Button component={Link} to={`${PATH}?create=1`}>
          新建密钥
        </Button>
      }
    >
      <p>
        贵司的 ERP、TMS 等系统用接口密钥签名调用开放接口，以本企业的数据范围、只在所选接口权限内操作。对接说明见
        <Link to={OPEN_PATHS.docs}>开放接口文档</Link>；事件推送（Webhook）在<Link to={OPEN_PATHS.webhooks}>事件推送</Link>页面登记。
      </p>
      {creating ? <CreateKeyPanel scopes={scopes} /> : null}
      {revoking ? <RevokePanel row={revoking} /> : null}
      <ListTable label="接口密钥列表" empty="暂无接口密钥" rowKey={(k) => k.id} rows={rows} columns={COLUMNS} />
    </CapPage>
  );
}
