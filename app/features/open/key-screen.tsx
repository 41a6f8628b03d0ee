// 接口密钥 (issue 51): the company's API keys with their scopes, allow-list, expiry and last use; the
// create form (?create=1) posts without JavaScript (Conform validates first with it); revoking asks
// first on its own URL (?revoke=<id>). The secret appears once, in the message after creating.
import { useForm } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { input, output } from 'zod';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Field, FormActions, ListTable, TextareaField, type Column } from '#app/components/forms';
import { useLazySchema } from '#app/components/lazy-validation';
import { actionsColumn, RowLinks } from '#app/components/list-base';
import type { FormReply } from '#app/utils/forms.server';
import { formatDateTime } from '#app/utils/format';
import { FormPanel } from '#app/features/permissions/form-panel';
import type { apiKeyFormSchema } from './forms';
import { CheckList } from './check-list';
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
  const reply = useActionData<FormReply>();
  const onValidate = useLazySchema(
    () => import('./forms'),
    (m) => m.apiKeyFormSchema,
  );
  const [form, fields] = useForm<input<typeof apiKeyFormSchema>, output<typeof apiKeyFormSchema>, string[]>({
    id: 'api-key-form',
    lastResult: reply?.result,
    onValidate,
    shouldRevalidate: 'onBlur',
  });
  return (
    <FormPanel titleId="api-key-form-title" title="新建接口密钥" form={form} editingId={null}>
      <Field meta={fields.name} label="密钥名称（如 ERP 对接）" required maxLength={30} />
      <CheckList
        meta={fields.scopes}
        legend="接口权限（只能授予您自己拥有的权限）"
        options={scopes.map((s) => ({
          value: s.permission,
          label: (
            <>
              {s.summary}{' '}
              <span className="muted">
                （{s.method} {s.path}）
              </span>
            </>
          ),
        }))}
      />
      <TextareaField meta={fields.ipAllowList} label="IP白名单（可选，每行一个地址或网段，如 203.0.113.0/24；不填则不限）" maxLength={800} rows={3} />
      <Field meta={fields.expiresOn} label="有效期至（可选，含当日；不填则长期有效）" type="date" />
      <FormActions intent="create" cancel={PATH} />
    </FormPanel>
  );
}

function RevokePanel({ row }: { row: KeyRow }) {
  return (
    <div className="cap-inline-form" role="group" aria-labelledby="revoke-title">
      <h2 id="revoke-title">吊销密钥：{row.name}</h2>
      <p>
        吊销后，使用密钥 <code>{row.keyId}</code> 签名的请求从下一次起即被拒绝，且无法恢复。确定吊销吗？
      </p>
      <Form method="post" aria-labelledby="revoke-title">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={row.id} />
        <Button type="submit" name="intent" value="revoke" color="red">
          确定吊销
        </Button>{' '}
        <Button component={Link} to={PATH} variant="default">
          取消
        </Button>
      </Form>
    </div>
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
