// Where each side of the bill screens lives: the payer's (pay) and the payee's (receive) list and
// detail. Shared by the route modules, the server helpers and the export.
export type BillSide = 'pay' | 'receive';

export const BILL_PATHS = {
  pay: { list: '/shipper/payBillManage', detail: '/shipper/payBillDetail' },
  receive: { list: '/shipper/receivableBillManage', detail: '/shipper/receivableBillDetail' },
} as const;

/** 应付账款 (what the caller pays) and 应收账款 (what it is paid): the aging lists of each side. */
export const AGING_PATHS = { pay: '/shipper/receiveFee', receive: '/shipper/payFee' } as const;
