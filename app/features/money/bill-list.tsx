// The bill list's markup: its GET filters (the URL is its state), the export of what they match, the
// table and its pages. No form library: the list pages load none (issue 15); the payer's new-bill
// panel is new-bill.tsx.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Button } from '#app/components/button';
import { BILL_STATUS_LABELS, BILL_STATUSES } from '#contract/money/labels';
import { FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, listLinks, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import { HiddenText } from '#app/components/hidden-text';
import type { BillView } from './bills.server';
import type { BillSide } from './paths';

const STATUS_OPTIONS = BILL_STATUSES.map((value) => ({ value, label: BILL_STATUS_LABELS[value] }));

type ListQuery = { status: string; billNo: string; partyName: string; createdFrom: string; createdTo: string; pageNumber: number; pageSize: number };

function DateFilter({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <input type="date" name={name} defaultValue={value} className="cap-input" />
    </label>
  );
}
/** A list of bills on one side: filters, the export of what they match, the table and its pages. */
export function BillList({
  path,
  title,
  side,
  detailPath,
  query,
  rows,
  total,
  actions,
  children,
}: {
  path: string;
  title: string;
  side: BillSide;
  detailPath: string;
  query: ListQuery;
  rows: BillView[];
  total: number;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { filters } = listLinks(path, query);
  const other = side === 'pay' ? '收款方' : '付款方';
  const columns: Column<BillView>[] = [
    { title: '结算单号', cell: (b) => <Link to={`${detailPath}?id=${b.id}`}>{b.billNo}</Link> },
    { title: other, cell: (b) => (side === 'pay' ? b.payeeName : b.payerName) },
    { title: '结算类型', cell: (b) => b.typeLabel },
    { title: '派车单数', cell: (b) => b.waybillCount },
    { title: '结算金额', className: 'price', cell: (b) => b.total },
    { title: '已付金额', className: 'price', cell: (b) => b.paid },
    { title: '状态', cell: (b) => <span className="cap-status">{b.statusLabel}</span> },
    { title: '生成时间', cell: (b) => b.created },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (b) => (
        <Link to={`${detailPath}?id=${b.id}`}>
          详情<HiddenText>{` ${b.billNo}`}</HiddenText>
        </Link>
      ),
    },
  ];
  const exportHref = `/resources/money/bill-export?side=${side}${filters.size ? `&${filters}` : ''}`;
  return (
    <section className="panel cap-page" aria-labelledby="bill-list-title">
      <div className="cap-head">
        <h1 id="bill-list-title" className="page-title">
          {title}
        </h1>
        <div className="cap-actions">
          {actions}
          <Button component="a" href={exportHref} variant="default">
            导出
          </Button>
          <Button component="a" href={`${exportHref}&background=1`} variant="default">
            导出到下载中心
          </Button>
        </div>
      </div>
      {children}
      <Form method="get" action={path} className="cap-filters" aria-label={`筛选${title}`}>
        <FilterFold>
          <FilterSelect name="status" label="状态" value={query.status} options={STATUS_OPTIONS} />
          <FilterText name="partyName" label={other} value={query.partyName} maxLength={50} />
          <FilterText name="billNo" label="结算单号" value={query.billNo} maxLength={30} />
          <DateFilter name="createdFrom" label="生成日期从" value={query.createdFrom} />
          <DateFilter name="createdTo" label="至" value={query.createdTo} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label={`${title}列表`} empty="暂无结算单" rowKey={(b) => b.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
