// The invoice area's screens, for links and redirects.
export const INVOICE_PATHS = {
  details: '/my-center/editInvoice',
} as const;
