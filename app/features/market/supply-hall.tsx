// The signed-in cargo hall as a page (/sourceManage/list-supply-the-hall, and the bid-only
// halls bidding-source and agentBiddingSource): the GET filter form and the rows.
import { Form, Link } from '@remix-run/react';
import { TextInput } from '#app/components/text-input';
import { Button } from '#app/components/button';
import { BUSINESS_TYPE } from '#contract/market/dict';
import type { HallQuery } from '#contract/market/hall-query';
import type { hallPageData } from '#app/features/market/market.server';
import { FilterFold, dictOptions, FilterSelect, ListTable, type Column } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { CARGO_COLUMNS, type CargoListRow } from '#app/features/market/cargo-columns';
import { RouteFields } from '#app/components/filter-select';

// A native select like every list filter (Mantine's NativeSelect brings its Combobox, Checkbox and
// ScrollArea modules along, some 12 KB gzip).
const BUSINESS_TYPES = dictOptions(BUSINESS_TYPE);

const hallColumns = (timeTitle: string, time: (c: CargoListRow) => string): Column<CargoListRow>[] => [
  ...CARGO_COLUMNS,
  { title: '车型车长', cell: (c) => c.vehicle },
  { title: '剩余车辆', cell: (c) => c.vehicles },
  { title: '运价', cell: (c) => c.unitPrice },
  { title: timeTitle, cell: time },
  {
    title: '操作',
    // one word per row ('抢单', '报价'): a squeezed table wrapped it one character a line
    className: 'nowrap',
    cell: (c) => (
      <Link to={`/sourceManage/supplyDetail?id=${c.id}`} aria-label={`查看 ${c.sourceNo}`}>
        {c.businessType === '2' && !c.mine ? '抢单' : c.businessType === '3' && !c.mine ? '报价' : '查看'}
      </Link>
    ),
  },
];
const HALL_COLUMNS = hallColumns('发布时间', (c) => c.publishedAt);
const BID_COLUMNS = hallColumns('报价截止', (c) => c.deadline);

export function SupplyHall({
  title,
  query,
  page,
  bidOnly = false,
}: {
  title: string;
  query: HallQuery;
  page: Awaited<ReturnType<typeof hallPageData>>;
  bidOnly?: boolean;
}) {
  return (
    <section className="panel" aria-labelledby="hall-title">
      <h1 id="hall-title" className="page-title">
        {title}
      </h1>
      {/* keyed by the filters: a province chosen (and the page reloaded with its cities) resets the form's defaults */}
      <Form method="get" className="filter-form" role="search" aria-label="筛选货源" key={JSON.stringify(query)}>
        <FilterFold>
          <RouteFields filters={query} regions={page.regions} />
          <TextInput label="货物名称" name="keyword" defaultValue={query.keyword ?? ''} maxLength={30} />
          {bidOnly ? null : <FilterSelect label="业务类型" name="businessType" options={BUSINESS_TYPES} value={query.businessType ?? ''} />}
          <input type="hidden" name="pageSize" value={query.pageSize} />
          <Button type="submit">查询</Button>
          <Link to="?">重置</Link>
        </FilterFold>
      </Form>
      <p className="muted">共 {page.total} 条货源</p>
      <ListTable label={title} empty="没有符合条件的货源" columns={bidOnly ? BID_COLUMNS : HALL_COLUMNS} rows={page.rows} rowKey={(c) => c.id} />
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} />
    </section>
  );
}
