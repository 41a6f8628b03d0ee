// The log screens' markup: a GET form of filters (the URL is the list's state), the export of what
// they match, the table and its page links — one component for the four logs, each giving its
// columns and filter fields. No form library and no client code of its own.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Button } from '#app/components/button';
import { FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, listLinks, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import { LOGIN_METHOD_LABELS, LOGIN_METHODS, LOGIN_RESULT_LABELS, LOGIN_RESULTS, OPERATION_RESULT_LABELS, OPERATION_RESULTS } from '#contract/log/logs';
import type { AdditionalView, InterfaceView, LoginView, OperationView } from './logs.server';
import { LOG_PATHS, logExportHref, type LogKind } from './paths';

// The loader's query: each filter as text ('' when unset), and the page.
type Query = Record<string, string | number> & { pageNumber: number; pageSize: number };

/** A filter's value as the form shows it. */
const field = (query: Query, key: string) => String(query[key] ?? '');

const TABS: Array<[LogKind, string]> = [
  ['operation', '操作日志'],
  ['login', '登录日志'],
  ['interface', '接口日志'],
  ['additional', '补录日志'],
];

function DayFilter({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <input type="date" name={name} defaultValue={value} className="cap-input" />
    </label>
  );
}

/** The time range every log filters by. */
function DayRange({ query }: { query: Query }) {
  return (
    <>
      <DayFilter name="from" label="日期从" value={field(query, 'from')} />
      <DayFilter name="to" label="至" value={field(query, 'to')} />
    </>
  );
}

type ListProps<T> = { query: Query; rows: T[]; total: number };

function LogList<T extends { id: number }>({
  kind,
  title,
  query,
  rows,
  total,
  columns,
  filters,
  operator,
}: ListProps<T> & {
  kind: LogKind;
  title: string;
  columns: Column<T>[];
  filters: ReactNode;
  /** operations see the other logs' links */
  operator: boolean;
}) {
  const path = LOG_PATHS[kind];
  const { filters: params } = listLinks(path, query);
  return (
    <section className="panel cap-page" aria-labelledby="log-list-title">
      <div className="cap-head">
        <h1 id="log-list-title" className="page-title">
          {title}
        </h1>
        <div className="cap-actions">
          <Button component="a" href={logExportHref(kind, params)} variant="default">
            导出
          </Button>
        </div>
      </div>
      {operator ? (
        <nav aria-label="日志类别" className="cap-filters">
          {TABS.map(([key, label]) => (
            <Link key={key} to={LOG_PATHS[key]} aria-current={key === kind ? 'page' : undefined} style={{ marginRight: '1em' }}>
              {label}
            </Link>
          ))}
        </nav>
      ) : null}
      <Form method="get" action={path} className="cap-filters" aria-label={`筛选${title}`}>
        <FilterFold>
          {filters}
          <DayRange query={query} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label={`${title}列表`} empty="暂无日志" rowKey={(r) => r.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));

export function OperationLogList(list: ListProps<OperationView>) {
  const { query } = list;
  const columns: Column<OperationView>[] = [
    { title: '时间', cell: (r) => r.at },
    { title: '操作人', cell: (r) => r.who },
    { title: '角色', cell: (r) => r.roleLabel },
    { title: '企业', cell: (r) => r.companyName ?? '' },
    { title: '操作', cell: (r) => r.action },
    { title: '对象', cell: (r) => r.target },
    { title: '参数', cell: (r) => <code style={{ wordBreak: 'break-all' }}>{r.params ?? ''}</code> },
    { title: '结果', cell: (r) => <span className="cap-status">{r.resultLabel}</span> },
    { title: '说明', cell: (r) => r.message ?? '' },
    { title: 'IP', cell: (r) => r.ip ?? '' },
  ];
  return (
    <LogList
      kind="operation"
      title="操作日志"
      operator
      {...list}
      columns={columns}
      filters={
        <>
          <FilterText name="user" label="操作人" value={field(query, 'user')} placeholder="手机号或姓名" maxLength={50} />
          <FilterText name="action" label="操作" value={field(query, 'action')} maxLength={50} />
          <FilterSelect name="result" label="结果" value={field(query, 'result')} options={options(OPERATION_RESULTS, OPERATION_RESULT_LABELS)} />
        </>
      }
    />
  );
}

export function LoginLogList(list: ListProps<LoginView>) {
  const { query } = list;
  const columns: Column<LoginView>[] = [
    { title: '时间', cell: (r) => r.at },
    { title: '账号', cell: (r) => r.account },
    { title: '姓名', cell: (r) => r.userName ?? '' },
    { title: '登录方式', cell: (r) => r.methodLabel },
    { title: '结果', cell: (r) => <span className="cap-status">{r.resultLabel}</span> },
    { title: '失败原因', cell: (r) => r.reason ?? '' },
    { title: 'IP', cell: (r) => r.ip ?? '' },
    { title: '浏览器', cell: (r) => r.userAgent ?? '' },
  ];
  return (
    <LogList
      kind="login"
      title="登录日志"
      operator
      {...list}
      columns={columns}
      filters={
        <>
          <FilterText name="account" label="账号" value={field(query, 'account')} placeholder="手机号" maxLength={50} />
          <FilterSelect name="result" label="结果" value={field(query, 'result')} options={options(LOGIN_RESULTS, LOGIN_RESULT_LABELS)} />
          <FilterSelect name="method" label="登录方式" value={field(query, 'method')} options={options(LOGIN_METHODS, LOGIN_METHOD_LABELS)} />
        </>
      }
    />
  );
}

export function InterfaceLogList(list: ListProps<InterfaceView>) {
  const { query } = list;
  const columns: Column<InterfaceView>[] = [
    { title: '时间', cell: (r) => r.at },
    { title: '用户', cell: (r) => r.who },
    { title: '页面/接口', cell: (r) => <code style={{ wordBreak: 'break-all' }}>{r.name}</code> },
    { title: '方法', cell: (r) => r.method },
    { title: '类型', cell: (r) => r.type },
    { title: '终端', cell: (r) => r.mode },
    { title: 'IP', cell: (r) => r.ip ?? '' },
  ];
  return (
    <LogList
      kind="interface"
      title="接口日志"
      operator
      {...list}
      columns={columns}
      filters={
        <>
          <FilterText name="user" label="用户" value={field(query, 'user')} placeholder="手机号或姓名" maxLength={50} />
          <FilterText name="name" label="页面/接口" value={field(query, 'name')} maxLength={100} />
        </>
      }
    />
  );
}

export function AdditionalLogList({ operator, ...list }: ListProps<AdditionalView> & { operator: boolean }) {
  const { query } = list;
  const columns: Column<AdditionalView>[] = [
    { title: '时间', cell: (r) => r.at },
    { title: '派车单号', cell: (r) => r.waybillNo },
    { title: '补录人', cell: (r) => r.who },
    { title: '补录重量（吨）', cell: (r) => r.weight },
    { title: '补录说明', cell: (r) => r.remark ?? '' },
  ];
  return (
    <LogList
      kind="additional"
      title="补录日志"
      operator={operator}
      {...list}
      columns={columns}
      filters={
        <>
          <FilterText name="waybillNo" label="派车单号" value={field(query, 'waybillNo')} maxLength={30} />
          <FilterText name="user" label="补录人" value={field(query, 'user')} placeholder="手机号或姓名" maxLength={50} />
        </>
      }
    />
  );
}
