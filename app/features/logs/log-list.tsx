// The log screens' markup: a GET form of filters (the URL is the list's state), the export of what
// they match, the table and its page links — one component for the four logs, each giving its
// columns and filter fields. No form library and no client code of its own.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import {
  actionsColumn,
  Facts,
  FilterButtons,
  FilterFold,
  FilterSelect,
  FilterText,
  ListTable,
  listLinks,
  RowLinks,
  type Column,
} from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_STATUS_LABELS,
  IMPORT_STATUSES,
  LOGIN_METHOD_LABELS,
  LOGIN_METHODS,
  LOGIN_RESULT_LABELS,
  LOGIN_RESULTS,
  OPERATION_RESULT_LABELS,
  OPERATION_RESULTS,
} from '#contract/log/logs';
import type { AdditionalView, ImportView, InterfaceView, LoginView, OperationView } from './logs.server';
import { importLogHref, LOG_PATHS, logExportHref, type LogKind } from './paths';

// The loader's query: each filter as text ('' when unset), and the page.
type Query = Record<string, string | number> & { pageNumber: number; pageSize: number };

/** A filter's value as the form shows it. */
const field = (query: Query, key: string) => String(query[key] ?? '');

const TABS: Array<[LogKind, string]> = [
  ['operation', '操作日志'],
  ['login', '登录日志'],
  ['interface', '接口日志'],
  ['import', '导入日志'],
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

export function ImportLogList({ operator, ...list }: ListProps<ImportView> & { operator: boolean }) {
  const { query } = list;
  const columns: Column<ImportView>[] = [
    { title: '时间', cell: (r) => r.at },
    { title: '操作人', cell: (r) => r.who },
    ...(operator ? [{ title: '企业', cell: (r: ImportView) => r.companyName ?? '' }] : []),
    { title: '导入类型', cell: (r) => r.kindLabel },
    { title: '文件名', cell: (r) => <span style={{ wordBreak: 'break-all' }}>{r.fileName}</span> },
    { title: '读取', className: 'num', cell: (r) => r.rowsRead },
    { title: '导入', className: 'num', cell: (r) => r.rowsAccepted },
    { title: '错误', className: 'num', cell: (r) => r.rowsRefused },
    { title: '状态', cell: (r) => <span className="cap-status">{r.statusLabel}</span> },
    actionsColumn((r) => <RowLinks name={`${r.fileName || r.kindLabel} ${r.at}`} links={[['查看', importLogHref(r.id)]]} />),
  ];
  return (
    <LogList
      kind="import"
      title="导入日志"
      operator={operator}
      {...list}
      columns={columns}
      filters={
        <>
          <FilterSelect name="kind" label="导入类型" value={field(query, 'kind')} options={options(IMPORT_KINDS, IMPORT_KIND_LABELS)} />
          <FilterSelect name="status" label="状态" value={field(query, 'status')} options={options(IMPORT_STATUSES, IMPORT_STATUS_LABELS)} />
          {operator ? <FilterText name="company" label="企业" value={field(query, 'company')} placeholder="企业名称" maxLength={50} /> : null}
        </>
      }
    />
  );
}

type ImportDetail = ImportView & { refusedRows: Array<{ key: number; rowNo: number; reasons: string }> };

/** One import: who, which file, the counts and how it ended, and each refused row with its reasons. */
export function ImportLogDetail({ detail }: { detail: ImportDetail }) {
  return (
    <CapPage id="import-log-title" title={`导入记录 ${detail.fileName || detail.kindLabel}`} crumbs={<Link to={LOG_PATHS.import}>返回导入日志</Link>}>
      <Facts
        facts={[
          ['操作人', detail.who],
          ['企业', detail.companyName ?? ''],
          ['导入类型', detail.kindLabel],
          ['文件名', detail.fileName],
          ['开始时间', detail.at],
          ['结束时间', detail.finished],
          ['读取行数', String(detail.rowsRead)],
          ['导入行数', String(detail.rowsAccepted)],
          ['错误行数', String(detail.rowsRefused)],
          ['状态', detail.statusLabel],
          ['说明', detail.message ?? ''],
        ]}
      />
      <h2>错误行</h2>
      <ListTable
        label="错误行"
        empty="没有错误行"
        rowKey={(r) => r.key}
        rows={detail.refusedRows}
        columns={[
          { title: '行号', cell: (r) => `第${r.rowNo}行` },
          { title: '原因', cell: (r) => r.reasons },
        ]}
      />
    </CapPage>
  );
}
