// The invoice area's screens, for links and redirects.
export const INVOICE_PATHS = {
  details: '/my-center/editInvoice',
  /** operations: the queue of applications across companies, and one application */
  operationsQueue: '/shipper/invoicePlease',
  operationsDetail: '/shipper/invoicePleaseDetail',
} as const;
