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
  /**
   * the screen whose record this screen shows under its own path: its parameter replaced, or (a
   * screen without one) the record's id in the query parameter `query`
   */
  sameAs?: string;
  /** the query parameter of the record's id, for a `sameAs` screen without a path parameter */
  query?: string;
};

/** To a multi-stop order of 顺达 still to dispatch: 按路线派车, its frequent route, an order the route fits. */
const MULTI_ORDER_WAY = [
  '/user/routeDispatchOrderEdit',
  /^\/user\/routeDispatchOrderEdit\?routeId=\d+$/,
  /^\/user\/routeDispatchOrderEdit\?routeId=\d+&orderId=\d+$/,
];

export const RECORD_SOURCES: Record<string, RecordSource> = {
  // the steel shipper's 方坯: a published grab cargo with vehicles left offers 下单给承运商
  '/user/placeOrder/:id': {
    who: 'enterprise shipper',
    via: ['/sourceManage/list-grab-source?keyword=%E6%96%B9%E5%9D%AF', /^\/sourceManage\/sourceDetail\?id=\d+$/],
  },
  '/sourceManage/sourceDetail': { who: 'enterprise shipper', via: ['/sourceManage/list-grab-source'] },
  '/sourceManage/supplyDetail': { who: 'carrier', via: ['/sourceManage/list-supply-the-hall'] },
  // the steel shipper's 镀锌带钢 (detail-records seed): its quotes opened, its 比价并定标 link on the cargo's page
  '/user/goodsBid/:id': {
    who: 'enterprise shipper',
    via: ['/sourceManage/list-bid-source?keyword=%E9%95%80%E9%94%8C%E5%B8%A6%E9%92%A2', /^\/sourceManage\/sourceDetail\?id=\d+$/],
  },
  '/logistics/vehicleDetail': { who: 'carrier', via: ['/logistics/vehicle'] },
  // the DIY report operations defined and enabled (detail-records seed)
  '/report/run/:reportId': { who: 'operations', via: ['/report/diy'] },
  // the steel shipper's 高速线材 entrusted to the platform (detail-records seed)
  '/user/entrustDetail': { who: 'enterprise shipper', via: ['/sourceManage/entrust'] },
  '/shipper/agencyInvoicePleaseDetail': { who: 'operations', via: ['/shipper/agencyInvoicePlease'] },
  '/user/controlOrderDetails/:orderId': { who: 'enterprise shipper', via: ['/user/orderControlRelease'] },
  '/shipper/controlOrderDetails/:orderId': { who: 'enterprise shipper', sameAs: '/user/controlOrderDetails/:orderId' },
  '/user/youxuanSingleLoadOrderDetail': { who: 'enterprise shipper', via: ['/user/youxuanOrderRelease'] },
  // a single-load order (where a direct release lands): the preferred one 优选详情 shows, under this path
  '/user/singleLoadOrderDetail': { who: 'enterprise shipper', sameAs: '/user/youxuanSingleLoadOrderDetail', query: 'orderId' },
  // 顺达's multi-stop orders with vehicles left (orders-multi seed), through 按路线派车: its route, an order on it
  '/user/multiLoadOrderDetail': { who: 'carrier', via: [...MULTI_ORDER_WAY] },
  // the 派车 link of the order's 多装多卸 page
  '/user/addDispatchMultiLoadUnload': { who: 'carrier', via: [...MULTI_ORDER_WAY, /^\/user\/multiLoadOrderDetail\?orderId=\d+$/] },
  '/user/shipperOrderDetails/:orderId': { who: 'enterprise shipper', sameAs: '/orderDetails/:orderId' },
  '/shipper/shipperOrderDetails/:orderId': { who: 'enterprise shipper', sameAs: '/orderDetails/:orderId' },
  '/my-center/myorderDetails/:myorderId': { who: 'enterprise shipper', sameAs: '/orderDetails/:orderId' },
  '/orderDetails/:orderId': { who: 'enterprise shipper', via: ['/user/myOrder'] },
  // the unloading pound slip of 顺达's signed waybill on 津C8R315 (detail-records seed): the viewer opens from its 查看磅单 link
  // 赵春生's bills as an individual payee (the seed bills his carried waybills to him)
  '/shipper/receivableBillDetail': { who: 'individual agent and driver', via: ['/shipper/receivableBillManage'] },
  // the steel shipper's bills to pay (the seed's settlement bills), from the list it pays them on
  '/shipper/payBillDetail': { who: 'enterprise shipper', via: ['/shipper/payBillManage'] },
  '/preview/imagePreview': {
    who: 'carrier',
    via: ['/user/dispatchOrderList?plateNo=%E6%B4%A5C8R315&status=SIGN', /^\/logistics\/sendCardetail\?id=\d+$/],
  },
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
  // the seed has no 代开 application (invoices-ticket.spec.ts applies for its own and checks this screen at 360 px)
  '/shipper/agencyInvoicePleaseDetail': 'no application in the seed',
  // the seed imports no file (logs-import.spec.ts imports its own and checks this screen at 360 px)
  '/logs/importLogDetail': 'no import in the seed',
  // the seed registers no webhook endpoint (open-webhooks.spec.ts registers its own and checks its log at 360 px)
  '/open/webhooks/:id': 'no webhook endpoint in the seed',
  // the seed's bank agrees with the ledger (money-reconciliation.spec.ts books a difference and checks it at 360 px)
  '/payment/reconciliationDetail': 'no reconciliation difference in the seed',
};
