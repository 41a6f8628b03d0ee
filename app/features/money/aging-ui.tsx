// 应付账款 / 应收账款: what is owed per counterparty and age, a GET form of filters (the URL is the
// list's state), the table and its page links; each row links to the bills behind it.
import { Form, Link } from '@remix-run/react';
import { Button } from '#app/components/button';
import { AGE_BUCKET_LABELS, AGE_BUCKETS } from '#contract/money/labels';
import { FilterFold, FilterButtons, FilterSelect, FilterText, ListTable, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import type { AgingView } from './aging.server';
import { BILL_PATHS, type BillSide } from './paths';

type Query = { partyName: string; confirmedOnly: string; pageNumber: number; pageSize: number };

export function AgingList({
  path,
  title,
  side,
  query,
  rows,
  total,
}: {
  path: string;
  title: string;
  side: BillSide;
  query: Query;
  rows: AgingView[];
  total: number;
}) {
  const other = side === 'pay' ? '收款方' : '付款方';
  const bills = (name: string) => `${BILL_PATHS[side].list}?partyName=${encodeURIComponent(name)}`;
  const columns: Column<AgingView>[] = [
    { title: other, cell: (r) => r.partyName },
    { title: '结算单数', cell: (r) => r.billCount },
    { title: side === 'pay' ? '应付未付' : '应收未收', className: 'price', cell: (r) => r.unpaid },
    { title: '其中已确认', className: 'price', cell: (r) => r.confirmed },
    ...AGE_BUCKETS.map((b) => ({ title: AGE_BUCKET_LABELS[b], className: 'price', cell: (r: AgingView) => r.buckets[b] })),
    { title: '最早结算单', cell: (r) => r.oldest },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (r) => (
        <Link to={bills(r.partyName)} aria-label={`${r.partyName} 的结算单`}>
          结算单
        </Link>
      ),
    },
  ];
  // the export takes the filters the list shows (not its page): every counterparty they match
  const filters = new URLSearchParams({ side });
  if (query.partyName) filters.set('partyName', query.partyName);
  if (query.confirmedOnly) filters.set('confirmedOnly', query.confirmedOnly);
  return (
    <section className="panel cap-page" aria-labelledby="aging-title">
      <div className="cap-head">
        <h1 id="aging-title" className="page-title">
          {title}
        </h1>
        <div className="cap-actions">
          <Button component="a" href={`/resources/money/aging-export?${filters}`} variant="default">
            导出
          </Button>
        </div>
      </div>
      <p className="muted">未作废、未付清的结算单按{other}汇总，账龄按结算单生成日计算。</p>
      <Form method="get" action={path} className="cap-filters" aria-label={`筛选${title}`}>
        <FilterFold>
          <FilterText name="partyName" label={other} value={query.partyName} maxLength={50} />
          <FilterSelect name="confirmedOnly" label="范围" all="全部未付" value={query.confirmedOnly} options={[{ value: '1', label: '仅已确认' }]} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label={`${title}列表`} empty="暂无未付的结算单" rowKey={(r) => r.partyName} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
