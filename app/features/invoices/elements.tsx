// What several invoice screens show alike: the 特定要素 of a 数电 freight invoice per waybill
// (起运地, 到达地, plate, goods) as table columns, the amounts of a candidate waybill, and the invoice
// details (开票信息) as facts.
import type { InvoiceDetailsView } from '#contract/invoices/details';
import type { Column } from '#app/components/list-base';

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
