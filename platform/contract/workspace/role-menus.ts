// Each role's sidebar, grouped by what that role does in a day (issue 42, "menus that fit the
// role"): ONE declarative table per role, the only place a menu's grouping, order and entry titles
// are written. The app draws the sidebar from it (app/features/workspace/workspace-menu.server.ts);
// the platform's seed grants each role exactly the entries of its table (platform/seed/areas/
// workspace.ts), so the menu tree the platform answers — the permissions the back office will
// edit as data — and the table agree. A role sees an entry only where it may open the screen
// (the screen registry) and the platform grants it; a group marked `always` shows whatever the
// grants say (spec 6: the shippers' finance menu and personal centre are always there).
//
// One entry per list: where the spec gives one list several paths (我的订单 /user/myOrder and
// 承运订单 /logistics/orderList; 我的派车单 and 运单管理), each role's menu offers one of them and
// SPEC_ALIASES names the others with the entry that shows the same list; the paths still answer
// (bookmarks). Screens a role reaches from another screen rather than the menu are LINKED_SCREENS.

export type MenuRole = 'individual_agent' | 'agent' | 'carrier' | 'individual_shipper' | 'enterprise_shipper' | 'driver' | 'operator';
/** An entry; `only` narrows it to some of the roles sharing the table (the enterprise shipper's direction lists). */
export type RoleMenuItem = readonly [path: string, title: string, only?: readonly MenuRole[]];
export type RoleMenuGroup = { key: string; title: string; items: readonly RoleMenuItem[]; always?: boolean };

const ENTERPRISE: readonly MenuRole[] = ['enterprise_shipper'];
const INDIVIDUAL_AGENT: readonly MenuRole[] = ['individual_agent'];

const WORKBENCH: RoleMenuGroup = {
  key: 'workbench',
  title: '工作台',
  items: [
    ['/workbenck/workbenck', '我的工作台'],
    ['/workbenck/workbenchset', '系统规则设置'],
  ],
};

const MORE: RoleMenuGroup = {
  key: 'more',
  title: '下载与日志',
  items: [
    ['/download-center/index', '下载中心'],
    ['/logs/additionalLists', '补录日志'],
    ['/logs/importLogs', '导入日志'],
  ],
};

/** The open platform (issue 51): a company's API keys and webhook endpoints, for enterprise shippers and carriers. */
const OPEN_PLATFORM: RoleMenuGroup = {
  key: 'open',
  title: '开放平台',
  items: [
    ['/open/keys', '接口密钥', ['enterprise_shipper', 'carrier']],
    ['/open/webhooks', '事件推送', ['enterprise_shipper', 'carrier']],
  ],
};

/** A shipper's day: publish, watch the loads and orders, follow the trucks and sign, settle and pay, invoice. */
const SHIPPER: readonly RoleMenuGroup[] = [
  WORKBENCH,
  {
    key: 'publish',
    title: '发货',
    items: [
      ['/sourceManage/release-source', '发布货源'],
      ['/user/placeAnOrder', '快速下单'],
      ['/user/orderRelease', '发布订单'],
      ['/user/youxuanOrderRelease', '发布优选订单'],
      ['/user/orderControlRelease', '发布管控订单'],
      ['/sourceManage/entrust', '委托平台'],
    ],
  },
  {
    key: 'source',
    title: '货源与报价',
    items: [
      ['/user/goods-list', '我的货源'],
      ['/sourceManage/list-grab-source', '抢单货源'],
      ['/sourceManage/list-bid-source', '竞价货源管理'],
      ['/sourceManage/list-line-source', '线下货源'],
      ['/logistics/offeredList', '报价记录'],
    ],
  },
  {
    key: 'orders',
    title: '订单',
    items: [
      ['/user/myOrder', '我的订单'],
      ['/shipper/orderList', '运输订单'],
      ['/user/salesOrderList', '销售物流订单', ENTERPRISE],
      ['/user/purchaseOrderList', '采购物流订单', ENTERPRISE],
      ['/user/expiredOrderList', '过期订单'],
      ['/user/high-quality-entrust', '优质委托'],
    ],
  },
  {
    key: 'transport',
    title: '在途与签收',
    items: [
      ['/user/dispatchOrderList', '我的派车单'],
      ['/user/deliveryWaybillList', '发货派车单', ENTERPRISE],
      ['/user/receiveWaybillList', '收货派车单', ENTERPRISE],
      ['/user/prepaymentOrderList', '数字物流运单'],
      ['/user/dispatchOrderListCheck', '派车单审核'],
      ['/user/receiptConfirm', '回单确认'],
      ['/user/abnormalOrder', '异常订单'],
      ['/shipper/additional', '运单补录'],
    ],
  },
  {
    // a shipper pays: 应付, never 应收 (glossary.ts)
    key: 'finance',
    title: '结算与付款',
    always: true,
    items: [
      ['/shipper/payBillManage', '结算管理'],
      ['/shipper/receiveFee', '应付账款'],
      ['/user/bankCard', '银行卡管理'],
      ['/user/cashJournelAccount', '资金流水'],
      ['/shipper/invoiceManage', '申请开票'],
      ['/shipper/applyInvoice', '开票申请'],
      ['/shipper/applicationBillingRecords', '开票申请记录'],
      ['/shipper/invoiceLists', '发票列表'],
      ['/shipper/invoiceHistory', '开票历史'],
    ],
  },
  {
    key: 'capacity',
    title: '承运商与运力',
    items: [
      ['/shipper/common/logistics', '常用承运商'],
      ['/logistics/partnerManagement', '经纪人管理'],
      ['/logistics/vehicle', '车辆管理'],
      ['/logistics/driver', '司机管理'],
      ['/logistics/line', '线路管理'],
      ['/logistics/blackList', '运力黑名单'],
      ['/logistics/institutionalManagement', '机构管理'],
    ],
  },
  {
    key: 'contract',
    title: '合同',
    items: [
      ['/shipper/contract', '我的合同'],
      ['/shipper/contractAgreement', '补充协议'],
      ['/shipper/contract/track', '执行跟踪'],
      ['/contract-manage/contractAgreement', '合同协议'],
    ],
  },
  {
    key: 'report',
    title: '报表与看板',
    items: [
      ['/user/sendCarReport', '派车报表'],
      ['/user/sendCarTotal', '派车汇总'],
      ['/line-shipping-details', '线路发运明细'],
      ['/line-shipping-summary', '线路发运汇总'],
      ['/report/list', '我的报表'],
      ['/cockpit/online', '数据驾驶舱-在线监控'],
      ['/cockpit/control', '数据驾驶舱-管控'],
      ['/cockpit/shipping', '数据驾驶舱-发运'],
      ['/cockpit/dash01', '数据驾驶舱一'],
      ['/cockpit/dash02', '数据驾驶舱二'],
      ['/replace1', '流量管控'],
    ],
  },
  {
    key: 'personal',
    title: '个人中心',
    always: true,
    items: [
      ['/my-center/detail', '个人中心'],
      ['/my-center/messages', '消息查询'],
      ['/my-center/electronicPurse', '电子钱包'],
      ['/my-center/editInvoice', '开票信息'],
      ['/my-center/oftenGoods', '常用货物'],
      ['/my-center/oftenAddress', '常用地址'],
      ['/my-center/oftenContacts', '常用联系人'],
      ['/my-center/oftenTemplate', '常用货运线路'],
      ['/my-center/orderLimit', '下单限制'],
      ['/my-center/loadUnloadRequiredConfig', '装卸必填配置'],
      ['/my-center/areaManage', '重点区域'],
      ['/my-center/areaAlertManage', '区域告警'],
      ['/my-center/ownerComplaint', '我的投诉'],
      ['/shipper/evaluateList', '我的评价'],
    ],
  },
  {
    // a shipper company's administrators manage its own employees and roles (issue 44); the
    // platform shows the group only to holders of permission:user:save (workspace/service.ts)
    key: 'permission',
    title: '权限管理',
    items: [
      ['/permission-manage/user', '用户管理', ENTERPRISE],
      ['/permission-manage/project', '项目管理', ENTERPRISE],
      ['/permission-manage/role', '角色管理', ENTERPRISE],
    ],
  },
  OPEN_PLATFORM,
  MORE,
];

/** Where a carrier (and an agent, which adds its own loads) finds loads and quotes. */
const CARRIER_SOURCE: readonly RoleMenuItem[] = [
  ['/sourceManage/list-supply-the-hall', '货源大厅'],
  ['/sourceManage/agentBiddingSource', '竞价货源'],
  ['/logistics/offeredList', '报价记录'],
  ['/user/high-quality-entrust', '优质委托'],
  ['/user/myRoute', '我的线路'],
];

/** A carrier's day: find loads and quote, take orders and dispatch, follow its trucks, get paid. */
const CARRIER: readonly RoleMenuGroup[] = [
  WORKBENCH,
  {
    key: 'source',
    title: '找货接单',
    items: CARRIER_SOURCE,
  },
  {
    key: 'orders',
    title: '订单与派车',
    items: [
      ['/user/myOrder', '我的订单'],
      ['/logistics/guest/orderList', '代客下单'],
      ['/user/expiredOrderList', '过期订单'],
    ],
  },
  {
    key: 'transport',
    title: '在途',
    items: [
      ['/user/dispatchOrderList', '我的派车单'],
      ['/user/prepaymentOrderList', '数字物流运单'],
      ['/user/abnormalOrder', '异常订单'],
      ['/user/sendCarReport', '派车报表'],
      ['/user/sendCarTotal', '派车汇总'],
    ],
  },
  {
    key: 'capacity',
    title: '车辆与司机',
    items: [
      ['/logistics/vehicle', '车辆管理'],
      ['/logistics/driver', '司机管理'],
      ['/logistics/line', '线路管理'],
      ['/logistics/bindingOwner', '绑定车主'],
      ['/logistics/institutionalManagement', '机构管理'],
      ['/logistics/blackList', '运力黑名单'],
    ],
  },
  {
    // the carrier is paid: 应收 (glossary.ts)
    key: 'finance',
    title: '收款',
    items: [
      ['/shipper/receivableBillManage', '账单管理'],
      ['/shipper/payFee', '应收账款'],
      ['/my-center/electronicPurse', '电子钱包'],
      ['/user/bankCard', '银行卡管理'],
      ['/user/cashJournelAccount', '资金流水'],
      // 代开 (issue 45): an individual payee's invoices issued on its behalf; a company's list is empty
      ['/user/ticketManage', '代开发票'],
    ],
  },
  { key: 'contract', title: '合同', items: [['/contract-manage/contractAgreement', '合同协议']] },
  OPEN_PLATFORM,
  MORE,
];

/** An agent's day: the carrier's, without a workbench (spec 6) and with its own bid hall and complaints. */
const AGENT: readonly RoleMenuGroup[] = [
  {
    key: 'source',
    title: '找货接单',
    items: [...CARRIER_SOURCE, ['/user/goods-list', '我的货源']],
  },
  ...CARRIER.filter((group) => group.key !== 'workbench' && group.key !== 'source' && group.key !== 'more' && group.key !== 'open'),
  {
    // spec 6: the personal centre is the individual agent's, not the agent company's
    key: 'personal',
    title: '个人中心',
    always: true,
    items: [
      ['/my-center/detail', '个人中心', INDIVIDUAL_AGENT],
      ['/my-center/messages', '消息查询', INDIVIDUAL_AGENT],
      ['/my-center/editInvoice', '开票信息', INDIVIDUAL_AGENT],
      ['/my-center/orderLimit', '下单限制', INDIVIDUAL_AGENT],
      ['/my-center/loadUnloadRequiredConfig', '装卸必填配置', INDIVIDUAL_AGENT],
      ['/my-center/areaManage', '重点区域', INDIVIDUAL_AGENT],
      ['/my-center/areaAlertManage', '区域告警', INDIVIDUAL_AGENT],
      ['/my-center/ownerComplaint', '我的投诉', INDIVIDUAL_AGENT],
      ['/user/agentComplaint', '经纪人投诉'],
    ],
  },
  MORE,
];

/** A driver's day: his trips and their exceptions, and his money. No rule settings, no downloads. */
const DRIVER: readonly RoleMenuGroup[] = [
  { key: 'workbench', title: '工作台', items: [['/workbenck/workbenck', '我的工作台']] },
  {
    key: 'transport',
    title: '我的行程',
    items: [
      ['/user/dispatchOrderList', '我的派车单'],
      ['/user/abnormalOrder', '异常订单'],
    ],
  },
  {
    key: 'finance',
    title: '收入',
    items: [
      ['/my-center/electronicPurse', '电子钱包'],
      // the same list as /user/cashJournelAccount (the other roles' entry), under the wallet it belongs to
      ['/my-center/paymentDetails', '资金流水'],
      ['/user/ticketManage', '代开发票'],
    ],
  },
  // his 代开 agreement and the contracts he signs as an individual (decision 037)
  { key: 'contract', title: '合同', items: [['/contract-manage/contractAgreement', '我的合同']] },
];

/** Operations: watch the orders, waybills and wallets, report to the regulator, run the site. */
const OPERATOR: readonly RoleMenuGroup[] = [
  WORKBENCH,
  {
    key: 'transport',
    title: '运营监管',
    items: [
      ['/order-manage/logisticsOrderList', '承运订单'],
      ['/order-manage/dispatchOrder', '运单管理'],
      ['/order-manage/abnormaList', '异常管理'],
      ['/sourceManage/entrust', '委托平台'],
      ['/user/waybillPush', '运单推送'],
      ['/payment/walletManage', '钱包管理'],
      ['/payment/reconciliation', '对账差异'],
    ],
  },
  {
    key: 'content',
    title: '内容管理',
    items: [
      ['/ueditor', '资讯发布'],
      ['/content-manage/platformInfo', '平台信息'],
      ['/content-manage/complaintList', '投诉管理'],
      ['/content-manage/version', '版本管理'],
    ],
  },
  {
    key: 'contract',
    title: '合同管理',
    items: [
      ['/contract-manage/contractAgreement', '合同协议'],
      ['/contract-manage/contractTemplate', '合同模板'],
    ],
  },
  {
    key: 'permission',
    title: '权限管理',
    items: [
      ['/permission-manage/user', '用户管理'],
      ['/permission-manage/project', '项目管理'],
      ['/permission-manage/role', '角色管理'],
      ['/permission-manage/menu', '菜单管理'],
    ],
  },
  {
    key: 'report',
    title: '报表与看板',
    items: [
      ['/cockpit/online', '数据驾驶舱-在线监控'],
      ['/cockpit/control', '数据驾驶舱-管控'],
      ['/cockpit/shipping', '数据驾驶舱-发运'],
      ['/cockpit/dash01', '数据驾驶舱一'],
      ['/cockpit/dash02', '数据驾驶舱二'],
      ['/line-shipping-details', '线路发运明细'],
      ['/line-shipping-summary', '线路发运汇总'],
      ['/report/dispatch', '派车单报表'],
      ['/report/diy', '自定义报表'],
      ['/report/list', '我的报表'],
    ],
  },
  {
    ...MORE,
    items: [...MORE.items, ['/logs/operationLogs', '操作日志'], ['/logs/loginLogs', '登录日志'], ['/logs/interfaceLogs', '接口日志']],
  },
];

export const ROLE_MENUS: Record<MenuRole, readonly RoleMenuGroup[]> = {
  individual_shipper: SHIPPER,
  enterprise_shipper: SHIPPER,
  carrier: CARRIER,
  agent: AGENT,
  individual_agent: AGENT,
  driver: DRIVER,
  operator: OPERATOR,
};

/**
 * Spec paths that show the same list as a menu entry (kept for bookmarks; no menu offers both):
 * path → the entry whose list it is.
 */
export const SPEC_ALIASES: Record<string, string> = {
  '/logistics/orderList': '/user/myOrder',
  '/sourceManage/bidding-source': '/sourceManage/list-bid-source',
  '/user/cashJournelAccount': '/my-center/paymentDetails',
  '/cockpits/online': '/cockpit/online',
  '/cockpits/shipping': '/cockpit/shipping',
  '/cockpits/control': '/cockpit/control',
};

/**
 * Screens reached from another screen, not from the menu: path → the screen that links to it (the
 * e2e test workspace-menu-links.spec.ts follows each link as a role that may open both).
 */
export const LINKED_SCREENS: Record<string, { from: string; role: MenuRole }> = {};

/** Whether `item` is `role`'s (its table's entries are, unless the entry names its roles). */
export function itemFor(item: RoleMenuItem, role: MenuRole): boolean {
  return !item[2] || item[2].includes(role);
}

/** The title the role tables give `path` (the first that holds it), '' when none does. */
export function entryTitle(path: string): string {
  for (const groups of Object.values(ROLE_MENUS)) for (const group of groups) for (const [p, title] of group.items) if (p === path) return title;
  return '';
}

/** The roles whose table holds `path`. */
export function rolesWithEntry(path: string): MenuRole[] {
  return (Object.keys(ROLE_MENUS) as MenuRole[]).filter((role) =>
    ROLE_MENUS[role].some((group) => group.items.some((item) => item[0] === path && itemFor(item, role))),
  );
}
