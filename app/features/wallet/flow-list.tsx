// The fund-flow list: a GET filter form (kind, in or out, dates), the lines with the balance each
// left, pages and the export of what the filters select.
import { Form, Link } from '@remix-run/react';
import { FROZEN_ONLY_KINDS, MOVEMENT_LABELS, MOVEMENT_KINDS } from '#contract/money/ledger';
import type { FlowQuery } from '#contract/money/wallet';
import { Facts, FilterButtons, FilterFold, FilterSelect, filterParams, ListTable } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import { DateRange } from '#app/features/orders/order-ui';
import type { FlowDetailView, FlowView } from './flows.server';

// Not the kinds no line of available money has, nor the ledger's generic wallet-to-wallet 'pay'
// (no screen makes one; a bill paid from the wallet is pay_request / pay_received / pay_returned).
const KIND_OPTIONS = MOVEMENT_KINDS.filter((k) => !FROZEN_ONLY_KINDS.includes(k) && k !== 'pay').map((k) => ({ value: k, label: MOVEMENT_LABELS[k] }));
const DIRECTION_OPTIONS = [
  { value: 'in', label: '收入' },
  { value: 'out', label: '支出' },
];

/** One line and the document behind it: a panel above the list (?detail=), its own page without JS. */
function FlowDetailPanel({ detail, back }: { detail: FlowDetailView; back: string }) {
  const doc = detail.document;
  const facts: Array<[string, string]> = [
    ['时间', detail.at],
    ['类型', detail.kind],
    ['金额', detail.amount],
    ['余额（元）', detail.balance],
    ['备注', detail.memo || '—'],
  ];
  if (doc) {
    facts.push(['单据状态', doc.status]);
    if (doc.counterparty) facts.push([doc.counterpartyLabel, doc.counterparty]);
    facts.push(['银行流水号', doc.bankSerial ?? '—']);
    if (doc.bankMessage) facts.push(['银行说明', doc.bankMessage]);
  }
  return (
    <section className="cap-inline-form" role="region" aria-labelledby="flow-detail-title">
      <h2 id="flow-detail-title">资金流水详情</h2>
      {doc ? (
        <p>
          {doc.title}：{doc.href ? <Link to={doc.href}>{doc.number}</Link> : doc.number}
        </p>
      ) : null}
      <Facts facts={facts} />
      <Link to={back}>返回列表</Link>
    </section>
  );
}

export function FlowList({
  path,
  title,
  query,
  total,
  rows,
  hasWallet,
  detail,
}: {
  path: string;
  title: string;
  query: FlowQuery;
  total: number;
  rows: FlowView[];
  hasWallet: boolean;
  detail: FlowDetailView | null;
}) {
  const filters = filterParams(query as unknown as Record<string, string | number>);
  const listed = new URLSearchParams(filters);
  if (query.pageNumber > 1) listed.set('pageNumber', String(query.pageNumber));
  const back = listed.size ? `${path}?${listed}` : path;
  const detailHref = (id: number) => {
    const at = new URLSearchParams(listed);
    at.set('detail', String(id));
    return `${path}?${at}`;
  };
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
      {detail ? <FlowDetailPanel detail={detail} back={back} /> : null}
      <Form method="get" action={path} className="cap-filters" aria-label="筛选资金流水">
        <FilterFold>
          <FilterSelect name="kind" label="类型" value={query.kind ?? ''} options={KIND_OPTIONS} />
          <FilterSelect name="direction" label="收支" value={query.direction ?? ''} options={DIRECTION_OPTIONS} />
          <DateRange start={query.startDate} end={query.endDate} />
          <FilterButtons reset={path} />
        </FilterFold>
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
          {
            title: '操作',
            cell: (r) => (
              <Link to={detailHref(r.id)} aria-label={`详情 ${r.at} ${r.kind}`}>
                详情
              </Link>
            ),
          },
        ]}
      />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
