// The operations queue's markup (/shipper/invoicePlease): its GET filters (the URL is its state), the
// table of applications (waiting first) and its pages. No form library: the list loads none.
import { Form, Link } from '@remix-run/react';
import { FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, type Column } from '#app/components/list-base';
import { DateFilter } from '#app/components/forms';
import { CapPage } from '#app/components/cap-page';
import { PageLinks } from '#app/components/page-links';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '#contract/invoices/labels';
import type { invoiceQueueData, QueueRowView } from './issuing.server';
import { queueTailColumns } from './operations-panels';
import { INVOICE_PATHS } from './paths';

const STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));

type Data = Awaited<ReturnType<typeof invoiceQueueData>>;

export function InvoiceQueue({ query, rows, total }: Data) {
  const path = INVOICE_PATHS.operationsQueue;
  const detail = (r: QueueRowView) => `${INVOICE_PATHS.operationsDetail}?id=${r.id}`;
  const columns: Column<QueueRowView>[] = [
    { title: '申请编号', cell: (r) => <Link to={detail(r)}>{r.applyNo}</Link> },
    { title: '申请企业', cell: (r) => r.companyName || r.applicantName },
    { title: '发票种类', cell: (r) => r.kindLabel },
    { title: '派车单数', cell: (r) => r.waybillCount },
    { title: '价税合计', className: 'price', cell: (r) => r.amount },
    { title: '税额', className: 'price', cell: (r) => r.tax },
    ...queueTailColumns(detail, 'WAIT', '开票'),
  ];
  return (
    <CapPage id="invoice-queue-title" title="开票申请" row>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选开票申请">
        <FilterFold>
          <FilterSelect name="status" label="状态" value={query.status} options={STATUS_OPTIONS} />
          <FilterText name="companyName" label="申请企业" value={query.companyName} maxLength={50} />
          <FilterText name="applyNo" label="申请编号" value={query.applyNo} maxLength={30} />
          <FilterText name="invoiceNo" label="发票号码" value={query.invoiceNo} maxLength={20} />
          <DateFilter name="createdFrom" label="申请日期从" defaultValue={query.createdFrom} />
          <DateFilter name="createdTo" label="至" defaultValue={query.createdTo} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label="开票申请列表" empty="暂无开票申请" rowKey={(r) => r.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}
