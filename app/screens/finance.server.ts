// Screens of the registry (app/screens.server.ts): the shippers' finance menu (/shipper). The
// receivable side (应收账款, 账单管理 and its bills) is every business role's: a bill's payee is the
// carrier, agent or individual agent who carried the order, and confirms or disputes it there.
import { BUSINESS, HIDDEN, OPERATOR, s, type Screen, SHIPPERS, WAYBILL_PARTIES } from './kit.server';

// ---- /shipper (finance menu for shippers) -----------------------------
export const FINANCE_SCREENS: Screen[] = [
  s('/shipper/payFee', '应收账款', '应收账款,收款,账款,财务', '查看和管理应收账款。', 'auth', BUSINESS, 'finance'),
  s('/shipper/receiveFee', '应付账款', '应付账款,付款,运费,财务', '查看和支付应付运费账款。', 'auth', SHIPPERS, 'finance'),
  s('/shipper/payBillManage', '结算管理', '结算管理,结算单,对账,运费结算', '生成和管理运费结算单并完成对账。', 'auth', SHIPPERS, 'finance'),
  s('/shipper/invoiceManage', '申请开票', '申请开票,发票,开票管理,财务', '选择已结算派车单申请开具发票。', 'auth', SHIPPERS, 'finance', {
    passKind: 'invoice',
  }),
  // operations' queue and detail of the applications of every company (issue 45): no qualification gate, operators only
  s('/shipper/invoicePlease', '开票申请', '开票申请,开票审核,发票,财务', '运营处理各企业的开票申请：开票、驳回与红冲。', 'auth', OPERATOR, 'finance', {
    hidden: true,
    noCache: true,
  }),
  // operations' queue and detail of individual payees' 代开 applications (issue 45)
  s(
    '/shipper/agencyInvoicePlease',
    '代开申请',
    '代开申请,代开发票,个人承运人,发票',
    '运营处理个人承运人和司机的代开申请：登记代开的发票或驳回。',
    'auth',
    OPERATOR,
    'finance',
    {
      hidden: true,
      noCache: true,
    },
  ),
  s(
    '/shipper/agencyInvoicePleaseDetail',
    '代开申请详情',
    '代开申请详情,代开,发票,税务',
    '运营查看一次代开申请，登记税务机关代开的发票或驳回。',
    'auth',
    OPERATOR,
    'finance',
    {
      hidden: true,
      noCache: true,
      activeMenu: '/shipper/agencyInvoicePlease',
    },
  ),
  s('/shipper/receivableBillManage', '账单管理', '账单管理,应收账单,对账,财务', '查看和管理账单。', 'auth', BUSINESS, 'finance'),
  s('/shipper/applicationBillingRecords', '开票申请记录', '开票申请记录,发票,开票记录,财务', '查看历次开票申请及审核状态。', 'auth', SHIPPERS, 'finance', {
    passKind: 'invoice',
  }),
  s('/shipper/invoiceLists', '发票列表', '发票列表,发票,已开发票,财务', '查看已开具的发票列表。', 'auth', SHIPPERS, 'finance', { passKind: 'invoice' }),
  s(
    '/shipper/invoicePleaseDetail',
    '开票申请详情',
    '开票申请详情,发票,开票,红冲',
    '运营查看一次开票申请，登记开具的发票、驳回或红冲。',
    'auth',
    OPERATOR,
    'finance',
    {
      hidden: true,
      noCache: true,
      activeMenu: '/shipper/invoicePlease',
    },
  ),
  s(
    '/shipper/shipperOrderDetails/:orderId',
    '货主订单详情',
    '订单详情,货主订单,运单,运输状态',
    '查看货主订单的详细信息与运输进度。',
    'pass',
    SHIPPERS,
    'transport',
    HIDDEN,
  ),
  s(
    '/shipper/controlOrderDetails/:orderId',
    '管控订单详情',
    '管控订单,订单详情,网络货运,运单',
    '查看管控订单的详细信息。',
    'auth',
    SHIPPERS,
    'transport',
    HIDDEN,
  ),
  s(
    '/shipper/shipperSendCardetail',
    '派车单详情',
    '派车单详情,运单详情,派车,运输轨迹',
    '查看货主派车单的车辆、司机与运输详情。',
    'auth',
    SHIPPERS,
    'transport',
    HIDDEN,
  ),
  s('/shipper/payBillDetail', '结算单详情', '结算单详情,结算,对账,运费', '查看一张结算单的明细。', 'pass', SHIPPERS, 'finance', {
    hidden: true,
    activeMenu: '/shipper/payBillManage',
  }),
  s('/shipper/additional', '运单补录', '运单补录,补录,运单,数据补录', '补录线下运单信息。', 'auth', SHIPPERS, 'transport', { noCache: true }),
  s('/shipper/contractAgreement', '补充协议', '补充协议,合同,协议,签约', '查看和签订合同补充协议。', 'auth', SHIPPERS, 'contract'),
  s('/shipper/receivableBillDetail', '账单详情', '账单详情,应收账单,对账,财务', '查看一张账单的明细。', 'auth', BUSINESS, 'finance', {
    hidden: true,
    activeMenu: '/shipper/receivableBillManage',
  }),
  s('/shipper/common/logistics', '常用承运商', '常用承运商,承运商,合作伙伴,运力', '维护常用的合作承运商。', 'auth', SHIPPERS, 'capacity'),
  s('/shipper/contract', '我的合同', '我的合同,合同,电子合同,签约', '查看和签署与承运方的运输合同。', 'pass', SHIPPERS, 'contract'),
  s('/shipper/editContract', '编辑合同', '编辑合同,新增合同,电子合同,合同条款', '新增或修改运输合同内容。', 'auth', SHIPPERS, 'contract', {
    hidden: true,
    noCache: true,
    activeMenu: '/shipper/contract',
  }),
  s('/shipper/orderList', '运输订单', '运输订单,订单列表,货主订单,订单管理', '查看和管理货主的运输订单。', 'auth', SHIPPERS, 'transport'),
  s('/shipper/big/order', '编辑运输订单', '编辑运输订单,大宗订单,运输订单,下单', '新增或修改运输订单。', 'auth', SHIPPERS, 'transport', {
    hidden: true,
    noCache: true,
    activeMenu: '/shipper/orderList',
  }),
  s('/shipper/evaluateList', '我的评价', '我的评价,评价,服务评价,信用', '查看和提交对承运方的服务评价。', 'pass', SHIPPERS, 'personal'),
  s('/shipper/dispatch/track', '运单跟踪', '运单跟踪,运输轨迹,派车单,定位', '查看派车单的运输轨迹与实时位置。', 'pass', WAYBILL_PARTIES, 'transport', HIDDEN),
  s('/shipper/contract/track', '执行跟踪', '执行跟踪,合同执行,合同,履约', '跟踪合同的执行与履约情况。', 'auth', SHIPPERS, 'contract'),
  s('/shipper/applyInvoice', '开票申请', '开票申请,申请开票,发票,财务', '提交派车单的开票申请。', 'auth', SHIPPERS, 'finance', {
    noCache: true,
    passKind: 'invoice',
  }),
  s('/shipper/invoiceHistory', '开票历史', '开票历史,发票,开票记录,财务', '查看历史开票记录。', 'auth', SHIPPERS, 'finance', { passKind: 'invoice' }),
];
