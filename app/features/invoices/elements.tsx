// What several invoice screens show alike: the 特定要素 of a 数电 freight invoice per waybill
// (起运地, 到达地, plate, goods) as table columns, the amounts of a candidate waybill, and the invoice
// details (开票信息) as facts.
import type { InvoiceDetailsView } from '#contract/invoices/details';
import { Alert } from '#app/components/alert';
import { HistoryTable as HistoryRows, ListTable, type Column } from '#app/components/list-base';

type Trip = { origin: string; destination: string; plateNo: string; goodsName: string };

/** 起运地, 到达地, 车牌号, 货物. */
export function tripColumns<T extends Trip>(): Column<T>[] {
  return [
    { title: '起运地', cell: (w) => w.origin },
    { title: '到达地', cell: (w) => w.destination },
    { title: '车牌号', cell: (w) => w.plateNo },
    { title: '货物', cell: (w) => w.goodsName },
  ];
}

/** 派车单号, 结算单号, the trip's elements, 已付 and 已开票 (the caller adds what is left). */
export function candidateColumns<T extends Trip & { waybillNo: string; billNo: string; paid: string; invoiced: string }>(): Column<T>[] {
  return [
    { title: '派车单号', cell: (w) => w.waybillNo },
    { title: '结算单号', cell: (w) => w.billNo },
    ...tripColumns<T>(),
    { title: '已付金额', className: 'price', cell: (w) => w.paid },
    { title: '已开票金额', className: 'price', cell: (w) => w.invoiced },
  ];
}

/** The invoice details as label–value pairs ('—' for what was left empty). */
export function detailsFacts(d: Omit<InvoiceDetailsView, 'updatedAt'>): Array<[string, string]> {
  return [
    ['发票抬头', d.title],
    ['纳税人识别号', d.taxpayerNo],
    ['注册地址', d.registeredAddress || '—'],
    ['注册电话', d.registeredPhone || '—'],
    ['开户银行', d.bankName || '—'],
    ['银行账号', d.bankAccount || '—'],
    ['邮寄地址', d.mailAddress || '—'],
    ['收件人', d.recipientName ? `${d.recipientName} ${d.recipientPhone}`.trim() : '—'],
  ];
}

/** An application's history as operations and the payee read it: time, action, the state it went to, who. */
export function HistoryTable({ rows }: { rows: Array<{ key: number; created: string; action: string; to: string; byName: string }> }) {
  return (
    <HistoryRows
      rows={rows}
      columns={[
        { title: '时间', cell: (h) => h.created },
        { title: '操作', cell: (h) => h.action },
        { title: '状态', cell: (h) => h.to },
        { title: '操作人', cell: (h) => h.byName },
      ]}
    />
  );
}

/** An application's state, and why operations refused it when they did. */
export function StatusAndReason({ statusLabel, refuseReason }: { statusLabel: string; refuseReason: string | null }) {
  return (
    <>
      <p className="cap-status">
        状态：<strong>{statusLabel}</strong>
      </p>
      {refuseReason ? (
        <Alert color="orange" mb="md" role="note" title="驳回原因">
          {refuseReason}
        </Alert>
      ) : null}
    </>
  );
}

type Line = { waybillId: number; waybillNo: string; origin: string; destination: string; plateNo: string; goodsName?: string; amount: string };

/** An application's waybills with their trip elements (goods where the lines keep them) and the amount each carries. */
export function WaybillLines({ label, amountTitle, lines }: { label: string; amountTitle: string; lines: Line[] }) {
  const goods = lines.some((l) => l.goodsName !== undefined);
  return (
    <>
      <h2>{label}</h2>
      <ListTable
        label={label}
        empty="无派车单"
        rowKey={(l) => l.waybillId}
        rows={lines}
        columns={[
          { title: '派车单号', cell: (l) => l.waybillNo },
          { title: '起运地', cell: (l) => l.origin },
          { title: '到达地', cell: (l) => l.destination },
          { title: '车牌号', cell: (l) => l.plateNo },
          ...(goods ? [{ title: '货物名称', cell: (l: Line) => l.goodsName ?? '' }] : []),
          { title: amountTitle, className: 'price', cell: (l) => l.amount },
        ]}
      />
    </>
  );
}
