// The record (detail) screens of the registry and where the phone crawl (phone-screens.spec.ts)
// finds a seeded record to open each with. A record screen has a path parameter, or is hidden and
// reached with a query (?id=). The crawl takes a link to the screen it saw on the screens before;
// else it follows the screen's RECORD_SOURCES entry, as the account it names: `via` opens each URL
// in turn and follows the first link seen that matches each pattern (a list, then a record on it),
// and `sameAs` opens the record of another screen under this screen's path (the spec's second and
// third paths of one screen, which nothing links to).

export type RecordSource = {
  /** the demo account (served-screens.ts SCREEN_ACCOUNTS' who) whose seeded record the screen opens */
  who?: string;
  /** pages to open (a URL) or links to follow (the first seen matching), in turn */
  via?: (string | RegExp)[];
  /** the screen whose record this screen shows under its own path (its parameter replaced) */
  sameAs?: string;
};

export const RECORD_SOURCES: Record<string, RecordSource> = {
  // the steel shipper's 方坯: a published grab cargo with vehicles left offers 下单给承运商
  '/user/placeOrder/:id': {
    who: 'enterprise shipper',
    via: ['/sourceManage/list-grab-source?keyword=%E6%96%B9%E5%9D%AF', /^\/sourceManage\/sourceDetail\?id=\d+$/],
  },
  '/sourceManage/sourceDetail': { who: 'enterprise shipper', via: ['/sourceManage/list-grab-source'] },
  '/sourceManage/supplyDetail': { who: 'carrier', via: ['/sourceManage/list-supply-the-hall'] },
  '/user/goodsBid/:id': { who: 'enterprise shipper', via: ['/sourceManage/list-bid-source', /^\/sourceManage\/sourceDetail\?id=\d+$/] },
  '/logistics/vehicleDetail': { who: 'carrier', via: ['/logistics/vehicle'] },
  '/report/run/:reportId': { who: 'operations', via: ['/report/diy'] },
  '/user/entrustDetail': { who: 'enterprise shipper', via: ['/sourceManage/entrust'] },
  '/shipper/agencyInvoicePleaseDetail': { who: 'operations', via: ['/shipper/agencyInvoicePlease'] },
  '/user/controlOrderDetails/:orderId': { who: 'enterprise shipper', via: ['/user/orderControlRelease'] },
  '/shipper/controlOrderDetails/:orderId': { who: 'enterprise shipper', sameAs: '/user/controlOrderDetails/:orderId' },
  '/user/youxuanSingleLoadOrderDetail': { who: 'enterprise shipper', via: ['/user/youxuanOrderRelease'] },
  '/user/singleLoadOrderDetail': { who: 'enterprise shipper', via: ['/user/orderRelease'] },
  '/user/multiLoadOrderDetail': { who: 'carrier', via: ['/user/dispatchOrderList', /^\/logistics\/sendCardetail\?id=\d+$/] },
  '/user/addDispatchMultiLoadUnload': { who: 'carrier', via: ['/user/myOrder', /^\/orderDetails\/\d+$/] },
  '/user/shipperOrderDetails/:orderId': { who: 'enterprise shipper', sameAs: '/orderDetails/:orderId' },
  '/shipper/shipperOrderDetails/:orderId': { who: 'enterprise shipper', sameAs: '/orderDetails/:orderId' },
  '/my-center/myorderDetails/:myorderId': { who: 'enterprise shipper', sameAs: '/orderDetails/:orderId' },
  '/orderDetails/:orderId': { who: 'enterprise shipper', via: ['/user/myOrder'] },
  // a pound slip of a signed waybill: the viewer opens from its 查看磅单 link
  '/preview/imagePreview': { who: 'carrier', via: ['/user/dispatchOrderList?status=SIGN', /^\/logistics\/sendCardetail\?id=\d+$/] },
};

/**
 * Record screens that truly have no seeded record to open, and why. Every other record screen the
 * crawl cannot open fails it.
 */
export const NO_RECORD: Record<string, string> = {
  // a redirect (/redirect/<path> → /<path>), no page of its own to fit
  '/redirect/:path': 'redirects',
  // an order on a carrier's line starts from the line's id, and no screen links to it yet (the
  // spec's entry is the app's line hall, not built here)
  '/user/lineOrder/:lineid': 'no link to a line',
  // the seed has no 代开 application (tests/e2e/invoices-ticket.spec.ts applies for its own)
  '/shipper/agencyInvoicePleaseDetail': 'no application in the seed',
  // the seed imports no file (logs-import.spec.ts imports its own and opens this screen)
  '/logs/importLogDetail': 'no import in the seed',
  // the seed registers no webhook endpoint (open-webhooks.spec.ts registers its own and opens its log)
  '/open/webhooks/:id': 'no webhook endpoint in the seed',
  // the seed's bank agrees with the ledger (money-reconciliation.spec.ts books a difference and opens it)
  '/payment/reconciliationDetail': 'no reconciliation difference in the seed',
};

/**
 * Record screens whose seeded record the crawl does not yet know the way to (issue 43's leftover,
 * 2026-11-29): each is listed in the run's annotations instead of failing it, so the gap stays in
 * sight; move each to RECORD_SOURCES once its way is known, or to NO_RECORD with the reason.
 */
export const NOT_YET_FOUND = new Set([
  '/preview/imagePreview', // a pound-slip photo: none may be in the seed
  '/report/run/:reportId', // a saved DIY report: none may be in the seed
  '/user/addDispatchMultiLoadUnload', // the multi-stop orders of 顺达 (orders-multi seed): no list filters them out
  '/user/multiLoadOrderDetail', // the same orders
  '/user/entrustDetail', // an entrust: none may be in the seed
  '/user/goodsBid/:id', // a bid cargo whose quotes are opened: the seed's may still be quoting
  '/user/singleLoadOrderDetail', // an order released to one carrier (releaseKind direct)
]);
