// The dispatch-order reports' screen (operations, issue 48): the reports as URL tabs, their GET
// filters, the export of what they match, the table and its pages.
import { Form } from '@remix-run/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { FilterButtons, FilterFold, FilterText, filterParams, ListTable, UrlTabs, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import { DISPATCH_REPORT_LABELS, DISPATCH_REPORT_NOTES, DISPATCH_REPORTS, type DispatchReport } from '#contract/reports/labels';
import type { DispatchRowView } from './dispatch.server';
import { DISPATCH_REPORT_EXPORT, DISPATCH_REPORT_PATH } from './paths';

type Query = { waybillNo: string; plateNo: string; from: string; to: string; pageNumber: number; pageSize: number };

function DateField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <input type="date" name={name} defaultValue={value} className="cap-input" />
    </label>
  );
}

export function DispatchReportScreen({ tab, query, rows, total }: { tab: DispatchReport; query: Query; rows: DispatchRowView[]; total: number }) {
  const filters = filterParams(query);
  const withTab = (key: string) => `${DISPATCH_REPORT_PATH}?tab=${key}${filters.size ? `&${filters}` : ''}`;
  const columns: Column<DispatchRowView>[] = [
    { title: '派车单号', cell: (r) => r.waybillNo },
    { title: '状态', cell: (r) => r.status },
    { title: '线路', cell: (r) => r.line },
    { title: '车牌号', cell: (r) => r.plate },
    { title: '司机', cell: (r) => r.driver },
    { title: '货主', cell: (r) => r.shipper },
    { title: '承运商', cell: (r) => r.carrier },
    { title: '装货重量', cell: (r) => r.load },
    { title: '运费', className: 'price', cell: (r) => r.freight },
    { title: '派车时间', cell: (r) => r.created },
    { title: DISPATCH_REPORT_NOTES[tab], cell: (r) => r.note },
  ];
  return (
    <CapPage
      id="dispatch-report-title"
      title="派车单报表"
      beside={
        <div className="cap-actions">
          <Button component="a" href={`${DISPATCH_REPORT_EXPORT}?report=${tab}${filters.size ? `&${filters}` : ''}`} variant="default">
            导出
          </Button>
        </div>
      }
    >
      <UrlTabs label="报表" current={tab} tabs={DISPATCH_REPORTS.map((key) => ({ key, title: DISPATCH_REPORT_LABELS[key], href: withTab(key) }))} />
      <Form method="get" action={DISPATCH_REPORT_PATH} className="cap-filters" aria-label={`筛选${DISPATCH_REPORT_LABELS[tab]}`}>
        <input type="hidden" name="tab" value={tab} />
        <FilterFold>
          <FilterText name="waybillNo" label="派车单号" value={query.waybillNo} maxLength={30} />
          <FilterText name="plateNo" label="车牌号" value={query.plateNo} maxLength={12} />
          <DateField name="from" label="派车日期从" value={query.from} />
          <DateField name="to" label="至" value={query.to} />
          <FilterButtons reset={`${DISPATCH_REPORT_PATH}?tab=${tab}`} />
        </FilterFold>
      </Form>
      <ListTable label={`${DISPATCH_REPORT_LABELS[tab]}派车单`} empty="暂无派车单" rowKey={(r) => r.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}
