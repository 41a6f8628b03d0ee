// The fund-flow list: a GET filter form (kind, in or out, dates), the lines with the balance each
// left, pages and the export of what the filters select.
import { Form, Link } from '@remix-run/react';
import { FROZEN_ONLY_KINDS, MOVEMENT_LABELS, MOVEMENT_KINDS } from '#contract/money/ledger';
import type { FlowQuery } from '#contract/money/wallet';
import { FilterButtons, FilterSelect, filterParams, ListTable } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { DateRange } from '#app/features/orders/order-ui';
import type { FlowView } from './flows.server';

// Not the kinds no line of available money has, nor the ledger's generic wallet-to-wallet 'pay'
// (no screen makes one; a bill paid from the wallet is pay_request / pay_received / pay_returned).
const KIND_OPTIONS = MOVEMENT_KINDS.filter((k) => !FROZEN_ONLY_KINDS.includes(k) && k !== 'pay').map((k) => ({ value: k, label: MOVEMENT_LABELS[k] }));
const DIRECTION_OPTIONS = [
  { value: 'in', label: '收入' },
  { value: 'out', label: '支出' },
];

export function FlowList({
  path,
  title,
  query,
  total,
  rows,
  hasWallet,
}: {
  path: string;
  title: string;
  query: FlowQuery;
  total: number;
  rows: FlowView[];
  hasWallet: boolean;
}) {
  const filters = filterParams(query as unknown as Record<string, string | number>);
  return (
    <section className="panel cap-page" aria-labelledby="flow-title">
      <h1 id="flow-title" className="page-title">
        {title}
      </h1>
      {hasWallet ? null : (
        <p>
          尚未开通钱包，<Link to="/my-center/electronicPurse">去开通</Link>。
        </p>
      )}
      <Form method="get" action={path} className="cap-filters" aria-label="筛选资金流水">
        <FilterSelect name="kind" label="类型" value={query.kind ?? ''} options={KIND_OPTIONS} />
        <FilterSelect name="direction" label="收支" value={query.direction ?? ''} options={DIRECTION_OPTIONS} />
        <DateRange start={query.startDate} end={query.endDate} />
        <FilterButtons reset={path} />
      </Form>
      <p>
        共 {total} 条<span aria-hidden="true"> | </span>
        <a href={`/resources/money/flow-export${filters.size ? `?${filters}` : ''}`} download>
          导出 Excel
        </a>
      </p>
      <ListTable
        label="资金流水"
        rows={rows}
        rowKey={(r) => r.id}
        empty="暂无资金流水"
        columns={[
          { title: '时间', cell: (r) => <span className="cap-nowrap">{r.at}</span> },
          { title: '类型', cell: (r) => <span className="cap-nowrap">{r.kind}</span> },
          { title: '收入（元）', cell: (r) => r.income, className: 'num' },
          { title: '支出（元）', cell: (r) => r.expense, className: 'num' },
          { title: '余额（元）', cell: (r) => r.balance, className: 'num' },
          { title: '备注', cell: (r) => r.memo },
        ]}
      />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
