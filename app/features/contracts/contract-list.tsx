// The contract list's markup: its GET filters (the URL is its state), the table and its pages; a
// row the caller still has to sign says so. No form library: list pages load none (issue 15).
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { CONTRACT_KIND_LABELS, CONTRACT_KINDS, CONTRACT_STATUS_LABELS, CONTRACT_STATUSES } from '#contract/contracts/messages';
import { FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import { HiddenText } from '#app/components/hidden-text';
import type { ContractView } from './contracts.server';
import { contractHref } from './paths';

const STATUS_OPTIONS = CONTRACT_STATUSES.map((value) => ({ value, label: CONTRACT_STATUS_LABELS[value] }));
const KIND_OPTIONS = CONTRACT_KINDS.map((value) => ({ value, label: CONTRACT_KIND_LABELS[value] }));

type ListQuery = { status: string; kind: string; contractNo: string; partyName: string; pageNumber: number; pageSize: number };

/** A list of the caller's contracts; `withKind` false on a screen of one kind (the agreements). */
export function ContractList({
  path,
  title,
  query,
  rows,
  total,
  withKind = true,
  children,
}: {
  path: string;
  title: string;
  query: ListQuery;
  rows: ContractView[];
  total: number;
  withKind?: boolean;
  children?: ReactNode;
}) {
  const columns: Column<ContractView>[] = [
    { title: '合同编号', cell: (c) => <Link to={contractHref(path, c.id)}>{c.contractNo}</Link> },
    { title: '合同名称', cell: (c) => c.title },
    { title: '类型', cell: (c) => c.kindLabel },
    { title: '签署方', cell: (c) => c.parties },
    { title: '订单号', cell: (c) => c.orderNo ?? '' },
    { title: '合同金额', className: 'price', cell: (c) => c.total },
    {
      title: '状态',
      cell: (c) => (
        <span className="cap-status">
          {c.statusLabel}
          {c.awaitingMe ? '（待我签署）' : ''}
        </span>
      ),
    },
    { title: '生成时间', cell: (c) => c.created },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (c) => (
        <Link to={contractHref(path, c.id)}>
          {c.awaitingMe ? '去签署' : '详情'}
          <HiddenText>{` ${c.contractNo}`}</HiddenText>
        </Link>
      ),
    },
  ];
  return (
    <section className="panel cap-page" aria-labelledby="contract-list-title">
      <div className="cap-head">
        <h1 id="contract-list-title" className="page-title">
          {title}
        </h1>
      </div>
      {children}
      <Form method="get" action={path} className="cap-filters" aria-label={`筛选${title}`}>
        <FilterFold>
          <FilterSelect name="status" label="状态" value={query.status} options={STATUS_OPTIONS} />
          {withKind ? <FilterSelect name="kind" label="合同类型" value={query.kind} options={KIND_OPTIONS} /> : null}
          <FilterText name="contractNo" label="合同编号" value={query.contractNo} maxLength={30} />
          <FilterText name="partyName" label="签署方" value={query.partyName} maxLength={50} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label={`${title}列表`} empty="暂无合同" rowKey={(c) => c.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
