// The company's invoice applications in one of three lists (开票申请记录: all; 发票列表: issued;
// 开票历史: issued and reversed red): GET filters (the URL is the state), the export of what they
// match (a GET form: 后台导出 sends it to the download centre, as many rows do), the table with each row's page and the issued invoice's file, and page links. No form library.
import { Form, Link } from '@remix-run/react';
import { INVOICE_STATUS_LABELS } from '#contract/invoices/labels';
import type { ApplicationScope } from '#contract/invoices/listing';
import { Button } from '#app/components/button';
import { DateFilter } from '#app/components/date-filter';
import { HiddenText } from '#app/components/hidden-text';
import { FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, listLinks, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import type { applicationListData, ApplicationView } from './applications.server';
import { ListExportForm } from './list-export';
import { applicationPath, INVOICE_PATHS } from './paths';

type Data = Awaited<ReturnType<typeof applicationListData>>;

const SCREENS: Record<ApplicationScope, { path: string; title: string; empty: string; statuses: (keyof typeof INVOICE_STATUS_LABELS)[] }> = {
  all: { path: INVOICE_PATHS.records, title: '开票申请记录', empty: '暂无开票申请', statuses: ['WAIT', 'SEND', 'RED'] },
  issued: { path: INVOICE_PATHS.issued, title: '发票列表', empty: '暂无已开具的发票', statuses: [] },
  history: { path: INVOICE_PATHS.history, title: '开票历史', empty: '暂无开票历史', statuses: ['SEND', 'RED'] },
};

/** The issued invoice's file link, when operations uploaded one. */
export function InvoiceFileLink({ a }: { a: Pick<ApplicationView, 'fileHref' | 'invoiceNo' | 'applyNo'> }) {
  if (!a.fileHref) return null;
  return (
    <a href={a.fileHref}>
      下载发票<HiddenText>{` ${a.invoiceNo ?? a.applyNo}`}</HiddenText>
    </a>
  );
}

export function ApplicationList({ scope, data }: { scope: ApplicationScope; data: Data }) {
  const { query, rows, total } = data;
  const screen = SCREENS[scope];
  const { filters } = listLinks(screen.path, query);
  const columns: Column<ApplicationView>[] = [
    { title: '申请编号', cell: (a) => <Link to={applicationPath(a.id)}>{a.applyNo}</Link> },
    { title: '发票抬头', cell: (a) => a.title },
    { title: '发票种类', cell: (a) => a.kindLabel },
    { title: '派车单数', cell: (a) => a.waybillCount },
    { title: '价税合计', className: 'price', cell: (a) => a.amount },
    { title: '税额', className: 'price', cell: (a) => `${a.tax}（${a.rate}）` },
    { title: '状态', cell: (a) => <span className="cap-status">{a.statusLabel}</span> },
    { title: '发票号码', cell: (a) => a.invoiceNo ?? '' },
    { title: scope === 'all' ? '申请时间' : '开票时间', cell: (a) => (scope === 'all' ? a.created : a.issued) },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (a) => (
        <>
          <Link to={applicationPath(a.id)}>
            详情<HiddenText>{` ${a.applyNo}`}</HiddenText>
          </Link>{' '}
          <InvoiceFileLink a={a} />
        </>
      ),
    },
  ];
  return (
    <section className="panel cap-page" aria-labelledby="invoice-list-title">
      <div className="cap-head">
        <h1 id="invoice-list-title" className="page-title">
          {screen.title}
        </h1>
        <div className="cap-actions">
          <Button component={Link} to={INVOICE_PATHS.manage} variant="default">
            申请开票
          </Button>
        </div>
      </div>
      <ListExportForm
        action="/resources/invoices/application-export"
        label={`导出${screen.title}`}
        filters={new URLSearchParams([['scope', scope], ...filters])}
      />
      <Form method="get" action={screen.path} className="cap-filters" aria-label={`筛选${screen.title}`}>
        <FilterFold>
          {screen.statuses.length ? (
            <FilterSelect
              name="status"
              label="状态"
              value={query.status}
              options={screen.statuses.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }))}
            />
          ) : null}
          <FilterText name="applyNo" label="申请编号" value={query.applyNo} maxLength={30} />
          <FilterText name="invoiceNo" label="发票号码" value={query.invoiceNo} maxLength={20} />
          <DateFilter name="createdFrom" label="申请日期从" defaultValue={query.createdFrom} />
          <DateFilter name="createdTo" label="申请日期至" defaultValue={query.createdTo} />
          <FilterText name="amountMin" label="价税合计不低于（元）" value={query.amountMin} maxLength={12} />
          <FilterText name="amountMax" label="价税合计不高于（元）" value={query.amountMax} maxLength={12} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={screen.path} />
        </FilterFold>
      </Form>
      <ListTable label={screen.title} empty={screen.empty} rowKey={(a) => a.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
