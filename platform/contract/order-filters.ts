// The query keys of the waybill lists, apart from the schemas, so list screens can keep filters in
// links without loading the validation code into the browser.
export const WAYBILL_FILTER_KEYS = ['status', 'auditStatus', 'missing', 'waybillNo', 'orderNo', 'plateNo', 'driverName', 'startDate', 'endDate'] as const;
