// 申请开票 (/shipper/invoiceManage): the paid bills with something left to invoice (a whole bill is
// one link), the filters of the paid waybills (a GET form: the URL is the state), and the waybills
// with tick boxes in a GET form of their own that opens the apply screen with them
// (?waybillId=…&waybillId=…), so choosing works without JavaScript. No form library: nothing here posts.
import { Form, Link } from '@remix-run/react';
import { Button } from '#app/components/button';
import { DateFilter } from '#app/components/date-filter';
import { FilterButtons, FilterFold, FilterText, ListTable, type Column } from '#app/components/list-base';
import { HiddenText } from '#app/components/hidden-text';
import { PageLinks } from '#app/components/page-links';
import type { candidateListData, CandidateView } from './applications.server';
import { candidateColumns } from './elements';
import { INVOICE_PATHS } from './paths';

type Data = Awaited<ReturnType<typeof candidateListData>>;

export function CandidateList({ query, rows, total, bills }: Data) {
  const path = INVOICE_PATHS.manage;
  const columns: Column<CandidateView>[] = [
    {
      title: '勾选',
      hiddenTitle: true,
      cell: (w) => <input type="checkbox" name="waybillId" value={w.waybillId} form="invoice-pick" aria-label={`开票 ${w.waybillNo}`} />,
    },
    ...candidateColumns<CandidateView>(),
    { title: '签收时间', cell: (w) => w.signed },
    { title: '可开票金额', className: 'price', cell: (w) => w.invoiceable },
  ];
  return (
    <section className="panel cap-page" aria-labelledby="invoice-manage-title">
      <div className="cap-head">
        <h1 id="invoice-manage-title" className="page-title">
          申请开票
        </h1>
        <div className="cap-actions">
          <Button component={Link} to={INVOICE_PATHS.records} variant="default">
            开票申请记录
          </Button>
          <Button component={Link} to={INVOICE_PATHS.details} variant="default">
            开票信息
          </Button>
        </div>
      </div>
      <p className="muted">已付款的派车单可申请开具运输服务发票；每个派车单的开票金额不超过其已付金额。勾选派车单后点“申请开票”，或按结算单整单申请。</p>
      <h2 id="invoice-bills-title">按结算单整单开票</h2>
      <ListTable
        label="可开票的结算单"
        empty="暂无可开票的已付款结算单"
        rowKey={(b) => b.billId}
        rows={bills}
        columns={[
          { title: '结算单号', cell: (b) => b.billNo },
          { title: '可开票派车单数', cell: (b) => b.waybillCount },
          { title: '可开票金额', className: 'price', cell: (b) => b.invoiceable },
          {
            title: '操作',
            className: 'cap-row-actions',
            cell: (b) => (
              <Link to={`${INVOICE_PATHS.apply}?billId=${b.billId}`}>
                整单申请开票<HiddenText>{` ${b.billNo}`}</HiddenText>
              </Link>
            ),
          },
        ]}
      />
      <h2>可开票的派车单</h2>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选可开票的派车单">
        <FilterFold>
          <FilterText name="waybillNo" label="派车单号" value={query.waybillNo} maxLength={30} />
          <FilterText name="billNo" label="结算单号" value={query.billNo} maxLength={30} />
          <FilterText name="origin" label="起运地" value={query.origin} maxLength={30} />
          <FilterText name="destination" label="到达地" value={query.destination} maxLength={30} />
          <DateFilter name="signedFrom" label="签收日期从" defaultValue={query.signedFrom} />
          <DateFilter name="signedTo" label="签收日期至" defaultValue={query.signedTo} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      {/* the tick boxes in the table belong to this form (form="invoice-pick"): a GET to the apply screen */}
      <Form method="get" action={INVOICE_PATHS.apply} id="invoice-pick" aria-label="勾选开票派车单" className="cap-actions">
        <Button type="submit" disabled={rows.length === 0}>
          申请开票
        </Button>
      </Form>
      <ListTable label="可开票的派车单" empty="暂无可开票的派车单" rowKey={(w) => w.waybillId} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}
