// The invoice area's screens, for links and redirects.
export const INVOICE_PATHS = {
  details: '/my-center/editInvoice',
  /** 申请开票: the paid waybills and bills left to invoice, ticked here */
  manage: '/shipper/invoiceManage',
  /** 开票申请: the ticked waybills (?waybillId=…) or a whole bill (?billId=) with amounts, tax and the form */
  apply: '/shipper/applyInvoice',
  /** 开票申请记录 (all statuses); ?id= shows one application */
  records: '/shipper/applicationBillingRecords',
  /** 发票列表: the issued invoices */
  issued: '/shipper/invoiceLists',
  /** 开票历史: issued and red-reversed invoices */
  history: '/shipper/invoiceHistory',
  /** operations: the queue of applications across companies, and one application */
  operationsQueue: '/shipper/invoicePlease',
  operationsDetail: '/shipper/invoicePleaseDetail',
} as const;

/** One application's page (its waybills, the details it copied, its history). */
export const applicationPath = (id: number) => `${INVOICE_PATHS.records}?id=${id}`;

/** 代开 (individual payees and operations). */
export const AGENCY_PATHS = {
  /** the payee's paid waybills with their 代开 status (?tab=agreement: the agreement; ?id=: one application) */
  tickets: '/user/ticketManage',
  /** operations: the queue of 代开 applications, and one application (?id=, ?do=issue | refuse) */
  operationsQueue: '/shipper/agencyInvoicePlease',
  operationsDetail: '/shipper/agencyInvoicePleaseDetail',
  export: '/resources/invoices/agency-export',
} as const;
