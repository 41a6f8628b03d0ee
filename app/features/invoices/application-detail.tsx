// One invoice application's page (/shipper/applicationBillingRecords?id=): its amounts, status and
// issued invoice (with its file when uploaded), the invoice details it copied when it was made, its
// waybills with their 特定要素, and its status history.
import { Link } from '@remix-run/react';
import { Button } from '#app/components/button';
import { Facts, ListTable } from '#app/components/list-base';
import type { applicationDetailData } from './applications.server';
import { InvoiceFileLink } from './application-list';
import { detailsFacts, tripColumns } from './elements';
import { INVOICE_PATHS } from './paths';

type Data = Awaited<ReturnType<typeof applicationDetailData>>;

export function ApplicationDetail({ application: a }: Data) {
  return (
    <section className="panel cap-page" aria-labelledby="application-title">
      <div className="cap-head">
        <h1 id="application-title" className="page-title">
          开票申请 {a.applyNo}
        </h1>
        <div className="cap-actions">
          <Button component={Link} to={INVOICE_PATHS.records} variant="default">
            返回列表
          </Button>
        </div>
      </div>
      <p className="cap-status">
        状态：<strong>{a.statusLabel}</strong>
      </p>
      <Facts
        facts={[
          ['申请编号', a.applyNo],
          ['发票种类', a.kindLabel],
          ['派车单数', String(a.waybillCount)],
          ['价税合计', a.amount],
          [`税额（${a.rate}）`, a.tax],
          ['备注', a.remark || '—'],
          ['申请时间', a.created],
          ['发票号码', a.invoiceNo ?? '—'],
          ['开票时间', a.issued || '—'],
          ...(a.redConfirmationNo ? [['红字确认单编号', a.redConfirmationNo] as [string, string]] : []),
        ]}
      />
      {a.fileHref ? (
        <p>
          <InvoiceFileLink a={a} />
        </p>
      ) : null}
      <h2>开票信息（申请时的副本）</h2>
      <Facts facts={detailsFacts(a.details)} />
      <h2>开票派车单</h2>
      <ListTable
        label="开票派车单"
        empty="无派车单"
        rowKey={(l) => l.waybillId}
        rows={a.lines}
        columns={[
          { title: '派车单号', cell: (l) => l.waybillNo },
          ...tripColumns<(typeof a.lines)[number]>(),
          { title: '开票金额', className: 'price', cell: (l) => l.amount },
        ]}
      />
      <h2>状态记录</h2>
      <ListTable
        label="状态记录"
        empty="无记录"
        rowKey={(h) => h.key}
        rows={a.history}
        columns={[
          { title: '操作', cell: (h) => h.action },
          { title: '状态', cell: (h) => h.to },
          { title: '时间', cell: (h) => h.at },
        ]}
      />
    </section>
  );
}
