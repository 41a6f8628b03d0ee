// The developer console (spec 2): a floating panel with three tabs — API browsing from the
// platform's OpenAPI document, the signed-in user's auth info (never the token), and transaction
// info (the user's latest platform requests with their ids and timings). Loaded only on demand.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from '@remix-run/react';
import type { RecordedRequest as DevRequest } from '#contract/dev/api';
import { writeCookie } from './cookies';

type Schema = {
  type?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  description?: string;
  enum?: unknown[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; description?: string };
type Operation = { tags?: string[]; summary?: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApi = { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Auth = { userId: number; name: string; mobile: string; role: string; roles: string[]; company: string; authStatus: string };
type ConsoleData = { openapi: OpenApi; auth: Auth | null; requests: DevRequest[]; requestId: string };
type Op = { key: string; method: string; path: string; tag: string; summary: string; op: Operation };

const TABS = [
  { key: 'api', label: 'API 浏览' },
  { key: 'auth', label: '认证信息' },
  { key: 'tx', label: '事务信息' },
] as const;
type TabKey = (typeof TABS)[number]['key'];
/** Cookie of the chosen tab: kept 7 days (spec 9, developer console cookies). */
const TAB_COOKIE = 'devConsoleTab';
const SEVEN_DAYS = 7 * 24 * 3600;

function operations(doc: OpenApi): Op[] {
  const out: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      out.push({
        key: `${method} ${path}`,
        method: method.toUpperCase(),
        path: path.replace(/^\/api-platform\/api/, ''),
        tag: op.tags?.[0] ?? '其它',
        summary: op.summary ?? '',
        op,
      });
    }
  }
  return out;
}

function resolve(doc: OpenApi, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
}

function typeOf(doc: OpenApi, schema: Schema | undefined): string {
  const s = resolve(doc, schema);
  if (!s) return '';
  if (s.type === 'array') return `${typeOf(doc, s.items)}[]`;
  return s.type ?? (s.enum ? 'enum' : 'object');
}

function OperationDetail({ doc, op }: { doc: OpenApi; op: Op }) {
  const body = resolve(doc, op.op.requestBody?.content?.['application/json']?.schema);
  const fields = Object.entries(body?.properties ?? {});
  return (
    <div className="dev-op" role="group" aria-label="接口详情">
      <p>
        <code>
          {op.method} {op.path}
        </code>
      </p>
      <p>{op.summary}</p>
      {op.op.parameters?.length ? (
        <table className="dev-table" aria-label="参数">
          <thead>
            <tr>
              <th>参数</th>
              <th>位置</th>
              <th>类型</th>
              <th>必填</th>
            </tr>
          </thead>
          <tbody>
            {op.op.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`}>
                <td>{p.name}</td>
                <td>{p.in}</td>
                <td>{typeOf(doc, p.schema)}</td>
                <td>{p.required ? '是' : '否'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {fields.length ? (
        <table className="dev-table" aria-label="请求体字段">
          <thead>
            <tr>
              <th>字段</th>
              <th>类型</th>
              <th>必填</th>
            </tr>
          </thead>
          <tbody>
            {fields.map(([name, schema]) => (
              <tr key={name}>
                <td>{name}</td>
                <td>{typeOf(doc, schema)}</td>
                <td>{body?.required?.includes(name) ? '是' : '否'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {!op.op.parameters?.length && !fields.length ? <p className="muted">无参数</p> : null}
    </div>
  );
}

function ApiBrowser({ doc }: { doc: OpenApi }) {
  const ops = useMemo(() => operations(doc), [doc]);
  const tags = useMemo(() => [...new Set(ops.map((o) => o.tag))], [ops]);
  const [tag, setTag] = useState(tags[0] ?? '');
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const shown = ops.filter((o) => (filter ? `${o.path} ${o.summary}`.toLowerCase().includes(filter.toLowerCase()) : o.tag === tag));
  const current = ops.find((o) => o.key === selected);
  return (
    <div className="dev-api">
      <input type="search" placeholder="搜索路径或说明" aria-label="搜索接口" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      <div className="dev-columns">
        <ul className="dev-tags" aria-label="接口分组">
          {tags.map((t) => (
            <li key={t}>
              <button type="button" aria-pressed={!filter && t === tag} onClick={() => (setTag(t), setFilter(''))}>
                {t}（{ops.filter((o) => o.tag === t).length}）
              </button>
            </li>
          ))}
        </ul>
        <ul className="dev-ops" aria-label="接口列表">
          {shown.map((o) => (
            <li key={o.key}>
              <button type="button" aria-pressed={o.key === selected} onClick={() => setSelected(o.key)} title={o.summary}>
                <span className={`dev-method dev-${o.method.toLowerCase()}`}>{o.method}</span> {o.path}
              </button>
            </li>
          ))}
        </ul>
        {current ? <OperationDetail doc={doc} op={current} /> : <p className="muted">选择一个接口查看参数</p>}
      </div>
    </div>
  );
}

function AuthInfo({ auth }: { auth: Auth | null }) {
  if (!auth) return <p>未登录（访客）。</p>;
  return (
    <dl className="dev-facts" aria-label="认证信息">
      <dt>用户编号</dt>
      <dd>{auth.userId}</dd>
      <dt>姓名</dt>
      <dd>{auth.name || '—'}</dd>
      <dt>手机号</dt>
      <dd>{auth.mobile}</dd>
      <dt>当前角色</dt>
      <dd>{auth.role}</dd>
      <dt>拥有角色</dt>
      <dd>{auth.roles.join('、')}</dd>
      <dt>所属企业</dt>
      <dd>{auth.company}</dd>
      <dt>实名状态</dt>
      <dd>{auth.authStatus}</dd>
      <dt>令牌</dt>
      <dd>只保存在服务器端会话中，不会发送到浏览器</dd>
    </dl>
  );
}

function Transactions({ requests, requestId, onRefresh }: { requests: DevRequest[]; requestId: string; onRefresh: () => void }) {
  return (
    <div>
      <p className="muted">
        本次控制台请求编号 <code>{requestId}</code>；下表为当前用户最近的平台请求（最新在前）。{' '}
        <button type="button" onClick={onRefresh}>
          刷新
        </button>
      </p>
      {requests.length === 0 ? (
        <p>暂无记录（登录后的平台请求会显示在这里）。</p>
      ) : (
        <table className="dev-table" aria-label="最近请求">
          <thead>
            <tr>
              <th>请求编号</th>
              <th>接口</th>
              <th>状态</th>
              <th>耗时</th>
              <th>时间</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={`${r.id}-${r.at}`}>
                <td>
                  <code>{r.id}</code>
                </td>
                <td>
                  {r.method} {r.path}
                </td>
                <td>{r.status}</td>
                <td>{r.ms} ms</td>
                <td>{new Date(r.at).toLocaleTimeString('zh-CN', { hour12: false })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export default function DevConsole({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<TabKey>(() => {
    const saved = document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${TAB_COOKIE}=`))
      ?.split('=')[1];
    return TABS.some((t) => t.key === saved) ? (saved as TabKey) : 'api';
  });
  const [data, setData] = useState<ConsoleData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { pathname } = useLocation();
  const load = useCallback(() => {
    fetch('/resources/dev-console', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<ConsoleData>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(setData, (e: Error) => setError(e.message));
  }, []);
  // Reload after each navigation: the transactions of the new page appear.
  useEffect(load, [load, pathname]);
  const choose = (key: TabKey) => {
    setTab(key);
    writeCookie(TAB_COOKIE, key, SEVEN_DAYS);
  };
  return (
    <section className="dev-console" role="dialog" aria-label="开发者控制台">
      <header>
        <strong>开发者控制台</strong>
        <nav role="tablist" aria-label="控制台">
          {TABS.map((t) => (
            <button key={t.key} type="button" role="tab" aria-selected={tab === t.key} onClick={() => choose(t.key)}>
              {t.label}
            </button>
          ))}
        </nav>
        <button type="button" onClick={onClose} aria-label="关闭控制台">
          ×
        </button>
      </header>
      <div className="dev-body" role="tabpanel">
        {error ? <p role="alert">加载失败：{error}</p> : null}
        {!data && !error ? <p>加载中…</p> : null}
        {data && tab === 'api' ? <ApiBrowser doc={data.openapi} /> : null}
        {data && tab === 'auth' ? <AuthInfo auth={data.auth} /> : null}
        {data && tab === 'tx' ? <Transactions requests={data.requests} requestId={data.requestId} onRefresh={load} /> : null}
      </div>
    </section>
  );
}
