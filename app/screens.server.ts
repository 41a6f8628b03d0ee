// Server only (page meta reaches the client through the root loader), so the registry's 9 KB of
// text never ships to browsers.
// Screen registry: every screen path of the product (shared/spec-routes.txt),
// with its page meta (title / keywords / description), route flags and the
// roles that may open it. Paths are kept exactly as the spec spells them
// (including 'workbenck', ':param' segments and mixed case): users bookmark them.

export type Access = 'public' | 'auth' | 'pass';
export type Role = 'individual_agent' | 'agent' | 'carrier' | 'individual_shipper' | 'enterprise_shipper' | 'driver' | 'operator';
export type MenuGroup =
  | 'public'
  | 'workbench'
  | 'capacity'
  | 'source'
  | 'transport'
  | 'finance'
  | 'contract'
  | 'personal'
  | 'download'
  | 'logs'
  | 'content'
  | 'permission'
  | 'dashboard'
  | 'report'
  | 'account';
/** Which requiresPass message applies (spec section 6); default 'realName'. */
export type PassKind = 'realName' | 'invoice' | 'agent';
export type Screen = {
  path: string;
  title: string;
  keywords: string;
  description: string;
  access: Access;
  roles: Role[] | 'all';
  group: MenuGroup;
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  passKind?: PassKind;
  activeMenu?: string;
  /** A form screen that adds when its URL has no `id` (新增车辆) and edits with one (the title). */
  addTitle?: string;
};

import { SITE_NAME } from './site';

export { SITE_NAME };

// ---------------------------------------------------------------------------
// Role sets (spec sections 2 and 6)
// ---------------------------------------------------------------------------
const SHIPPERS: Role[] = ['individual_shipper', 'enterprise_shipper'];
/** Personal centre: shippers and individual agents. */
const PERSONAL: Role[] = ['individual_shipper', 'enterprise_shipper', 'individual_agent'];
const AGENTS: Role[] = ['individual_agent', 'agent'];
/** Agents/brokers and carriers: the capacity side. */
const CAPACITY_SIDE: Role[] = ['individual_agent', 'agent', 'carrier'];
/** Every business user (shippers, agents, carriers). */
const BUSINESS: Role[] = ['individual_shipper', 'enterprise_shipper', 'individual_agent', 'agent', 'carrier'];
/** Workbench button is hidden for agent and individual_agent. */
const WORKBENCH: Role[] = ['individual_shipper', 'enterprise_shipper', 'carrier', 'driver', 'operator'];
/** Everyone a waybill concerns: business users and the drivers who drive it. */
const WAYBILL_PARTIES: Role[] = [...BUSINESS, 'driver'];
/** Transport management lists: business users and operations. */
const TRANSPORT_OPS: Role[] = [...BUSINESS, 'operator'];
const DASHBOARD: Role[] = ['individual_shipper', 'enterprise_shipper', 'operator'];
/** Shipper companies (the direction lists: 销售/采购物流订单, 发货/收货派车单). */
const ENTERPRISE_SHIPPERS: Role[] = ['enterprise_shipper'];
const OPERATOR: Role[] = ['operator'];

type Extra = Pick<Screen, 'hidden' | 'affix' | 'noCache' | 'passKind' | 'activeMenu' | 'addTitle'>;

function s(
  path: string,
  title: string,
  keywords: string,
  description: string,
  access: Access,
  roles: Role[] | 'all',
  group: MenuGroup,
  extra: Extra = {},
): Screen {
  return { path, title, keywords, description, access, roles, group, ...extra };
}

const HIDDEN: Extra = { hidden: true };

// ---------------------------------------------------------------------------
// The registry
// ---------------------------------------------------------------------------
export const SCREENS: readonly Screen[] = Object.freeze([
  // ---- Public and session routes ----------------------------------------
  s('/', '首页', '网络货运,物流平台,货源,运力,首页', `${SITE_NAME}首页，浏览货源、运力、新闻资讯并进入各业务入口。`, 'public', 'all', 'public'),
  s('/login', '登录', '登录,账号登录,验证码登录,手机号', `使用手机号与密码或短信验证码登录${SITE_NAME}。`, 'public', 'all', 'public'),
  s('/register', '注册', '注册,货主注册,经纪人注册,承运商注册', `选择货主或经纪人/承运商身份后注册${SITE_NAME}账号。`, 'public', 'all', 'public'),
  s('/loginPwd', '设置密码', '设置密码,登录密码,账号安全', '为手机号账号设置登录密码。', 'public', 'all', 'public', HIDDEN),
  s('/findpwd', '找回密码', '找回密码,忘记密码,重置密码,短信验证码', '通过手机短信验证码找回并重置登录密码。', 'public', 'all', 'public'),
  s('/nameAuthe', '资质认证', '资质认证,实名认证,企业认证,认证审核', '提交实名或企业资质认证信息，审核通过后即可开展业务。', 'auth', 'all', 'account'),
  s('/sso/login', '统一登录', '统一登录,单点登录,内部用户', '内部员工通过统一登录门户登录平台。', 'public', 'all', 'public', HIDDEN),
  s('/sso/index', '单点登录', '单点登录,统一认证,登录跳转', '完成单点登录认证后自动跳转到平台页面。', 'public', 'all', 'public', HIDDEN),
  s('/redirect/:path', '页面跳转', '页面跳转,重定向,刷新', '在页面之间中转跳转，用于刷新当前页面。', 'public', 'all', 'public', HIDDEN),
  s('/lineResource', '线路资源', '线路资源,专线,物流线路,运输线路', '按线路浏览平台上的物流专线与运输资源。', 'public', 'all', 'public'),
  s('/cityResource', '城市资源', '城市资源,城市物流,区域运力,线路资源', '按城市浏览平台上的物流资源与承运能力。', 'public', 'all', 'public', {
    activeMenu: '/lineResource',
  }),
  s('/mobile', '移动端', '移动端,手机APP,司机端,下载', `下载并了解${SITE_NAME}的手机APP与小程序。`, 'public', 'all', 'public'),
  s('/news', '新闻资讯', '新闻资讯,行业动态,平台公告,政策法规', '阅读平台公告、行业动态与政策法规等新闻资讯。', 'public', 'all', 'public'),
  s('/news/:type', '资讯列表', '新闻资讯,资讯分类,行业动态,平台公告', '按分类浏览新闻资讯列表。', 'public', 'all', 'public', { activeMenu: '/news' }),
  s('/news/:type/details/:id', '资讯详情', '资讯详情,新闻,公告,政策', '阅读一篇新闻资讯的完整内容。', 'public', 'all', 'public', {
    hidden: true,
    activeMenu: '/news',
  }),
  s('/about/platform', '关于平台', '关于平台,平台介绍,网络货运,联系我们', `了解${SITE_NAME}的平台介绍、服务与联系方式。`, 'public', 'all', 'public'),
  s(
    '/about/:type',
    '平台规则',
    '平台规则,隐私声明,投诉举报,争议处理,服务满意度',
    '查阅隐私声明、投诉举报、安全生产、争议处理与承运人准入退出等平台规则。',
    'public',
    'all',
    'public',
    { activeMenu: '/about/platform' },
  ),
  s('/creditEvaluation', '信用评价', '信用评价,信用等级,承运人评价,服务评价', '查看平台承运人与货主的信用评价信息。', 'public', 'all', 'public'),
  s('/historicalComplaints', '历史投诉', '历史投诉,投诉举报,投诉处理,服务监督', '查看平台历史投诉及处理结果。', 'public', 'all', 'public'),
  s('/viewOrderSimple', '运单查询', '运单查询,运单号,运输状态,物流跟踪', '无需登录，输入运单号查询运单运输状态。', 'public', 'all', 'public'),
  s('/list-goods', '货源大厅', '货源大厅,找货,货源信息,整车货源', '浏览平台发布的货源信息并查找合适的货物。', 'public', 'all', 'public'),
  s('/list-goods/detail/:id', '货源详情', '货源详情,货物信息,装卸地址,运价', '查看一条货源的货物、装卸地址与运价等详细信息。', 'public', 'all', 'public', {
    hidden: true,
    activeMenu: '/list-goods',
  }),
  s('/list-line', '专线大厅', '专线大厅,物流专线,线路,运输线路', '浏览承运商发布的物流专线信息。', 'public', 'all', 'public'),
  s('/companyInfo', '企业信息', '企业信息,物流企业,承运商,企业名录', '浏览入驻平台的物流企业信息。', 'public', 'all', 'public'),
  s('/companyInfo/:company_id', '企业详情', '企业详情,企业资质,承运商,信用评价', '查看一家物流企业的资质、线路与信用详情。', 'public', 'all', 'public', {
    hidden: true,
    activeMenu: '/companyInfo',
  }),
  s('/list-bid', '竞价大厅', '竞价大厅,竞价货源,报价,招标', '浏览正在接受报价的竞价货源，登录后参与报价。', 'public', 'all', 'public'),
  s('/list-feight', '运价信息', '运价信息,运费,线路运价,价格行情', '查询近30天各线路、车型的参考运价与成交价。', 'public', 'all', 'public'),
  s('/GPDetail', '挂牌运价详情', '挂牌运价,运价走势,线路运价,成交价', '查看一条线路近12周的挂牌货源运价与成交价走势。', 'public', 'all', 'public', {
    hidden: true,
    activeMenu: '/list-feight',
  }),
  s('/yunli', '运力资源', '运力资源,车辆,司机,承运商,找车', '浏览平台上的车辆、司机与承运商运力资源。', 'public', 'all', 'public'),
  // The rich-text editor route of the spec, used for what it edits: the operators' news (资讯发布).
  s('/ueditor', '资讯发布', '资讯发布,富文本,新闻编辑,内容管理', '运营人员编辑、发布与下线新闻资讯的图文内容。', 'auth', OPERATOR, 'content'),
  s('/agreement', '用户协议', '用户协议,服务协议,注册协议,平台规则', `阅读${SITE_NAME}用户服务协议。`, 'public', 'all', 'public', HIDDEN),
  s('/newPrivacyStatement', '隐私声明', '隐私声明,隐私政策,个人信息保护', `阅读${SITE_NAME}隐私声明与个人信息保护政策。`, 'public', 'all', 'public', HIDDEN),
  s('/profile/index', '个人资料', '个人资料,账号信息,头像,修改密码', '查看和维护个人账号资料。', 'auth', 'all', 'account', HIDDEN),

  // ---- Workbench -------------------------------------------------------
  // Every role lands here after login (agents too); only the header's workbench button is hidden for agents.
  s(
    '/workbenck/workbenck',
    '我的工作台',
    '工作台,待办事项,业务概览,快捷入口',
    '在工作台查看待办事项、业务数据概览和常用功能入口。',
    'auth',
    'all',
    'workbench',
    { affix: true },
  ),
  s('/workbenck/workbenchset', '系统规则设置', '系统规则,规则设置,业务配置,工作台设置', '配置平台业务规则与工作台相关参数。', 'auth', WORKBENCH, 'workbench'),

  // ---- /logistics ------------------------------------------------------
  s('/logistics/vehicle', '车辆管理', '车辆管理,车辆信息,车牌号,行驶证', '维护名下车辆信息，新增、编辑和查看车辆。', 'auth', BUSINESS, 'capacity'),
  s('/logistics/vehicleEdit', '编辑车辆', '编辑车辆,新增车辆,车辆信息,行驶证', '新增或修改车辆的车牌、车型与证照信息。', 'auth', BUSINESS, 'capacity', {
    addTitle: '新增车辆',
    hidden: true,
    noCache: true,
    activeMenu: '/logistics/vehicle',
  }),
  s('/logistics/vehicleDetail', '车辆详情', '车辆详情,车辆信息,证照,车牌号', '查看一辆车的详细信息与证照资料。', 'auth', BUSINESS, 'capacity', {
    hidden: true,
    activeMenu: '/logistics/vehicle',
  }),
  s('/logistics/driver', '司机管理', '司机管理,司机信息,驾驶证,从业资格证', '维护合作司机信息，新增、编辑和查看司机。', 'auth', BUSINESS, 'capacity'),
  s('/logistics/driverEdit', '编辑司机', '编辑司机,新增司机,驾驶证,身份证', '新增或修改司机的身份与驾驶资质信息。', 'auth', BUSINESS, 'capacity', {
    addTitle: '新增司机',
    hidden: true,
    noCache: true,
    activeMenu: '/logistics/driver',
  }),
  s('/logistics/dispatch', '派车', '派车,调度,车辆,司机,可派运力', '查看今日可派车的车辆与司机：证件有效且不在途。', 'auth', BUSINESS, 'transport', HIDDEN),
  s('/logistics/line', '线路管理', '线路管理,运输线路,专线,起讫地', '维护常跑的运输线路信息。', 'auth', BUSINESS, 'capacity'),
  s('/logistics/blackList', '运力黑名单', '运力黑名单,黑名单,司机,车辆', '管理被列入黑名单的司机与车辆。', 'auth', BUSINESS, 'capacity'),
  s('/logistics/orderList', '承运订单', '承运订单,订单管理,承运商,运输订单', '货主查看和管理交给承运商的承运订单。', 'auth', SHIPPERS, 'transport'),
  s(
    '/logistics/sendCardetail',
    '派车单详情',
    '派车单详情,运单详情,派车,运输轨迹',
    '查看一张派车单的车辆、司机与运输详情。',
    'auth',
    WAYBILL_PARTIES,
    'transport',
    HIDDEN,
  ),
  s('/logistics/partnerManagement', '经纪人管理', '经纪人管理,合作伙伴,经纪人,承运商', '货主管理合作的经纪人与合作伙伴。', 'auth', SHIPPERS, 'capacity'),
  s('/logistics/offeredList', '报价记录', '报价记录,报价,竞价,货源', '查看针对货源提交的报价记录。', 'auth', BUSINESS, 'source'),
  s('/logistics/bindingOwner', '绑定车主', '绑定车主,挂靠,车主,车辆', '登记挂靠车辆的实际车主，并把车辆绑定到车主名下。', 'auth', CAPACITY_SIDE, 'capacity'),
  s(
    '/logistics/institutionalManagement',
    '机构管理',
    '机构管理,组织机构,部门,车队',
    '维护企业的部门与车队，车辆和司机归属到机构。',
    'auth',
    BUSINESS,
    'capacity',
  ),
  s('/logistics/guest/orderList', '代客下单', '代客下单,客户订单,订单列表,代下单', '查看和管理代客户下的订单。', 'auth', CAPACITY_SIDE, 'transport'),
  s('/logistics/guest/orderEdit', '编辑代客订单', '代客下单,编辑订单,客户订单,下单', '代客户填写或修改下单信息。', 'auth', CAPACITY_SIDE, 'transport', {
    hidden: true,
    noCache: true,
    activeMenu: '/logistics/guest/orderList',
  }),

  // ---- /user (orders) ---------------------------------------------------
  s('/user', '我的订单', '订单,运单,派车单,订单管理', '订单中心入口，默认进入我的派车单。', 'auth', WAYBILL_PARTIES, 'transport', HIDDEN),
  s('/user/orderRelease', '发布订单', '发布订单,下单,运输订单,货物信息', '填写货物、装卸地址与运价信息发布运输订单。', 'auth', SHIPPERS, 'transport', {
    noCache: true,
  }),
  s('/user/youxuanOrderRelease', '发布优选订单', '优选订单,发布订单,优选承运,下单', '发布由平台优选承运的运输订单。', 'auth', SHIPPERS, 'transport', {
    noCache: true,
  }),
  s('/user/orderControlRelease', '发布管控订单', '管控订单,网络货运,发布订单,下单', '发布管控到网络货运的运输订单。', 'auth', SHIPPERS, 'transport', {
    noCache: true,
  }),
  s('/user/myOrder', '我的订单', '我的订单,订单列表,订单状态,运输订单', '查看和管理自己发布的运输订单。', 'auth', BUSINESS, 'transport'),
  s('/user/high-quality-entrust', '优质委托', '优质委托,委托,订单,优质承运', '查看和管理优质委托订单。', 'auth', BUSINESS, 'transport'),
  s('/user/singleLoadOrderDetail', '订单详情', '订单详情,单装单卸,货物信息,运单', '查看单装单卸订单的详细信息。', 'auth', BUSINESS, 'transport', HIDDEN),
  s(
    '/user/youxuanSingleLoadOrderDetail',
    '优选订单详情',
    '优选订单详情,单装单卸,订单详情,运单',
    '查看优选单装单卸订单的详细信息。',
    'auth',
    BUSINESS,
    'transport',
    HIDDEN,
  ),
  s(
    '/user/multiLoadOrderDetail',
    '多装多卸订单详情',
    '多装多卸,订单详情,装卸地址,运单',
    '查看多装多卸订单的详细信息。',
    'auth',
    WAYBILL_PARTIES,
    'transport',
    HIDDEN,
  ),
  s(
    '/user/shipperOrderDetails/:orderId',
    '货主订单详情',
    '订单详情,货主订单,运单,运输状态',
    '查看货主订单的详细信息与运输进度。',
    'pass',
    BUSINESS,
    'transport',
    HIDDEN,
  ),
  s(
    '/user/controlOrderDetails/:orderId',
    '管控订单详情',
    '管控订单,订单详情,网络货运,运单',
    '查看管控订单的详细信息与运输进度。',
    'pass',
    TRANSPORT_OPS,
    'transport',
    HIDDEN,
  ),
  s('/user/dispatchOrderList', '我的派车单', '我的派车单,运单,派车单,运输状态', '查看和管理自己的派车单（运单）。', 'auth', WAYBILL_PARTIES, 'transport'),
  // ---- orders-direction: the same orders and waybills by business direction, for shipper companies
  s(
    '/user/salesOrderList',
    '销售物流订单',
    '销售物流订单,销售物流,销售订单,发货,业务方向',
    '查看本企业业务方向为销售的运输订单（本企业发出的货物）。',
    'auth',
    ENTERPRISE_SHIPPERS,
    'transport',
  ),
  s(
    '/user/purchaseOrderList',
    '采购物流订单',
    '采购物流订单,采购物流,采购订单,收货,业务方向',
    '查看本企业业务方向为采购的运输订单（本企业采购、运入的货物）。',
    'auth',
    ENTERPRISE_SHIPPERS,
    'transport',
  ),
  s(
    '/user/deliveryWaybillList',
    '发货派车单',
    '发货派车单,发货,销售物流,派车单,运单',
    '查看从本企业发出的派车单（销售订单的派车单）。',
    'auth',
    ENTERPRISE_SHIPPERS,
    'transport',
  ),
  s(
    '/user/receiveWaybillList',
    '收货派车单',
    '收货派车单,收货,采购物流,收货单位,派车单,运单',
    '查看运往本企业的派车单：本企业采购订单的派车单，以及其他货主指定本企业为收货单位的派车单。',
    'auth',
    ENTERPRISE_SHIPPERS,
    'transport',
  ),
  s('/user/prepaymentOrderList', '数字物流运单', '数字物流运单,预付款,运单,数字物流', '查看和管理数字物流运单。', 'auth', BUSINESS, 'transport'),
  s('/user/expiredOrderList', '过期订单', '过期订单,订单,失效,订单管理', '查看已过期失效的订单。', 'auth', BUSINESS, 'transport'),
  s('/user/abnormalOrder', '异常订单', '异常订单,异常处理,运单异常,订单', '查看和处理运输异常的订单。', 'auth', WAYBILL_PARTIES, 'transport'),
  s(
    '/user/myRoute',
    '我的线路',
    '我的线路,常跑路线,多装多卸,运输线路',
    '维护承运方常跑的多站点路线（装卸站点、默认车辆与司机），按路线派车。',
    'auth',
    CAPACITY_SIDE,
    'transport',
  ),
  s(
    '/user/routeEdit',
    '编辑线路',
    '编辑线路,新增线路,常跑路线,装卸站点',
    '新增、修改或删除常跑路线的站点、默认车辆与司机。',
    'auth',
    CAPACITY_SIDE,
    'transport',
    { hidden: true, noCache: true, activeMenu: '/user/myRoute' },
  ),
  s('/user/entrustDetail', '委托详情', '委托详情,委托,订单,平台委托', '查看一条委托的详细信息。', 'auth', [...BUSINESS, 'operator'], 'transport', HIDDEN),
  s('/user/driverDetail', '派车', '派车,司机,车辆,调度', '为订单选择司机与车辆完成派车。', 'auth', BUSINESS, 'transport', HIDDEN),
  s(
    '/user/routeDispatchOrderEdit',
    '编辑线路派车单',
    '线路派车单,按路线派车,多装多卸,派车',
    '选择常跑路线与多装多卸订单，按路线预填车辆、司机和各站计划重量派车。',
    'auth',
    CAPACITY_SIDE,
    'transport',
    { hidden: true, noCache: true, activeMenu: '/user/myRoute' },
  ),
  s('/user/receiptConfirm', '回单确认', '回单确认,回单,签收,运单', '核对运单回单并确认签收。', 'auth', BUSINESS, 'transport'),
  s('/user/dispatchOrderListCheck', '派车单审核', '派车单审核,运单审核,派车单,审核', '审核派车单信息。', 'auth', BUSINESS, 'transport'),
  s(
    '/user/waybillPush',
    '运单推送',
    '运单推送,运单上报,监管平台,数据推送,五证校验',
    '平台运营人员校验五证，将管控订单已签收的运单上报至省级网络货运信息监测平台并查看上报结果。',
    'auth',
    ['operator'],
    'transport',
  ),
  s('/user/sendCarReport', '派车报表', '派车报表,派车统计,运单,报表', '查看派车明细报表。', 'auth', BUSINESS, 'transport'),
  s('/user/sendCarTotal', '派车汇总', '派车汇总,派车统计,汇总,报表', '查看派车数据汇总统计。', 'auth', BUSINESS, 'transport'),
  s('/user/addDispatch', '新增派车单', '新增派车单,派车,运单,司机', '为订单新增派车单，指定车辆与司机。', 'auth', BUSINESS, 'transport', {
    hidden: true,
    noCache: true,
    activeMenu: '/user/dispatchOrderList',
  }),
  s(
    '/user/addDispatchMultiLoadUnload',
    '新增多装多卸派车单',
    '多装多卸,新增派车单,派车,运单',
    '为多装多卸订单新增派车单。',
    'auth',
    CAPACITY_SIDE,
    'transport',
    { hidden: true, noCache: true, activeMenu: '/user/dispatchOrderList' },
  ),
  s('/user/userdetails', '账号信息', '账号信息,用户信息,基本资料,账号', '查看和维护账号基本信息。', 'auth', 'all', 'account'),
  s('/user/safeset', '安全设置', '安全设置,修改密码,更换手机号,账号安全', '修改登录密码、更换绑定手机号等账号安全设置。', 'auth', 'all', 'account'),
  s('/user/individualDriver', '个人司机认证', '司机认证,实名认证,驾驶证,身份证', '提交个人司机的实名与驾驶资质认证信息。', 'auth', 'all', 'account', {
    noCache: true,
  }),
  s('/user/companyDriver', '企业承运商认证', '承运商认证,企业认证,道路运输许可证,营业执照', '提交承运企业的资质认证信息。', 'auth', 'all', 'account', {
    noCache: true,
  }),
  s('/user/individualShipper', '个人货主认证', '个人货主认证,实名认证,身份证,货主', '提交个人货主的实名认证信息。', 'auth', 'all', 'account', {
    noCache: true,
  }),
  s('/user/companyShipper', '企业货主认证', '企业货主认证,企业认证,营业执照,货主', '提交企业货主的资质认证信息。', 'auth', 'all', 'account', { noCache: true }),
  s('/user/messages', '我的消息', '我的消息,站内信,系统通知,未读消息', '查看系统通知与站内消息。', 'auth', 'all', 'account'),
  s('/user/goods-list', '我的货源', '我的货源,货源列表,发布货源,货源管理', '查看和管理自己发布的货源。', 'auth', BUSINESS, 'source'),
  s('/user/goods/add', '新增货源', '新增货源,发布货源,货物信息,装卸地址', '填写货物与装卸信息新增一条货源。', 'auth', BUSINESS, 'source', {
    hidden: true,
    noCache: true,
    activeMenu: '/user/goods-list',
  }),
  s('/user/goodsBid/:id', '报价列表', '报价列表,竞价,报价,货源', '查看一条货源收到的全部报价并选择承运方。', 'auth', BUSINESS, 'source', {
    hidden: true,
    activeMenu: '/user/goods-list',
  }),
  s('/user/placeOrder/:id', '货源下单', '下单,货源,承运,订单', '针对一条货源确认承运信息并下单。', 'auth', BUSINESS, 'source', { hidden: true, noCache: true }),
  s('/user/lineOrder/:lineid', '线路下单', '线路下单,专线,下单,订单', '选择一条专线线路并下单。', 'auth', BUSINESS, 'transport', {
    hidden: true,
    noCache: true,
  }),
  s('/user/ticketManage', '发票管理', '发票管理,开票,发票,财务', '查看和管理发票及开票申请。', 'auth', SHIPPERS, 'finance', { passKind: 'invoice' }),
  s('/user/bankCard', '银行卡管理', '银行卡,绑定银行卡,收款账户,提现', '绑定和管理收付款银行卡。', 'auth', BUSINESS, 'finance'),
  s('/user/agentComplaint', '经纪人投诉', '经纪人投诉,投诉,举报,服务监督', '经纪人提交和查看投诉记录。', 'auth', AGENTS, 'personal'),
  s('/user/placeAnOrder', '快速下单', '快速下单,下单,运输订单,货物', '快速填写货物信息下单。', 'auth', SHIPPERS, 'transport', { noCache: true }),
  s('/user/cashJournelAccount', '资金流水', '资金流水,收支明细,账户流水,财务', '查看账户的资金收支流水。', 'auth', BUSINESS, 'finance'),

  // ---- /sourceManage (cargo source management) ---------------------------
  s('/sourceManage/bidding-source', '竞价货源', '竞价货源,竞价,报价,货源', '查看竞价货源并进行报价或管理竞价。', 'auth', BUSINESS, 'source', {
    passKind: 'agent',
  }),
  s('/sourceManage/agentBiddingSource', '竞价货源', '竞价货源,经纪人,报价,货源', '经纪人浏览竞价货源并提交报价。', 'auth', CAPACITY_SIDE, 'source', {
    passKind: 'agent',
  }),
  s('/sourceManage/supplyDetail', '货源详情', '货源详情,货物信息,装卸地址,运价', '查看一条货源的详细信息。', 'auth', BUSINESS, 'source', HIDDEN),
  s('/sourceManage/sourceDetail', '货源信息详情', '货源详情,货源信息,货物,报价', '查看已发布货源的详情与报价情况。', 'auth', BUSINESS, 'source', HIDDEN),
  s('/sourceManage/release-source', '发布货源', '发布货源,货物信息,装卸地址,运价', '填写货物、装卸地址与运价信息发布货源。', 'pass', SHIPPERS, 'source', {
    noCache: true,
    passKind: 'realName',
  }),
  s('/sourceManage/list-supply-the-hall', '货源大厅', '货源大厅,找货,货源信息,抢单', '在货源大厅浏览并承接平台货源。', 'auth', BUSINESS, 'source'),
  s('/sourceManage/entrust', '委托平台', '委托平台,平台委托,委托承运,货源', '将货源委托平台代为安排承运。', 'auth', [...SHIPPERS, 'operator'], 'source'),
  s('/sourceManage/list-line-source', '线下货源', '线下货源,专线货源,货源列表,货源管理', '管理线下类型的货源。', 'auth', SHIPPERS, 'source'),
  s('/sourceManage/list-grab-source', '抢单货源', '抢单货源,抢单,货源列表,货源管理', '管理抢单类型的货源。', 'auth', SHIPPERS, 'source'),
  s('/sourceManage/list-bid-source', '竞价货源管理', '竞价货源,竞价,货源列表,货源管理', '管理竞价类型的货源及其报价。', 'auth', SHIPPERS, 'source'),

  // ---- /shipper (finance menu for shippers) -----------------------------
  s('/shipper/payFee', '应收账款', '应收账款,收款,账款,财务', '查看和管理应收账款。', 'auth', SHIPPERS, 'finance'),
  s('/shipper/receiveFee', '应付账款', '应付账款,付款,运费,财务', '查看和支付应付运费账款。', 'auth', SHIPPERS, 'finance'),
  s('/shipper/payBillManage', '结算管理', '结算管理,结算单,对账,运费结算', '生成和管理运费结算单并完成对账。', 'auth', SHIPPERS, 'finance'),
  s('/shipper/invoiceManage', '申请开票', '申请开票,发票,开票管理,财务', '选择已结算运单申请开具发票。', 'auth', SHIPPERS, 'finance', { passKind: 'invoice' }),
  s('/shipper/invoicePlease', '开票申请', '开票申请,发票,申请开票,财务', '填写并提交开票申请信息。', 'auth', SHIPPERS, 'finance', {
    hidden: true,
    noCache: true,
    passKind: 'invoice',
    activeMenu: '/shipper/invoiceManage',
  }),
  s('/shipper/receivableBillManage', '账单管理', '账单管理,应收账单,对账,财务', '查看和管理账单。', 'auth', SHIPPERS, 'finance'),
  s('/shipper/applicationBillingRecords', '开票申请记录', '开票申请记录,发票,开票记录,财务', '查看历次开票申请及审核状态。', 'auth', SHIPPERS, 'finance', {
    passKind: 'invoice',
  }),
  s('/shipper/invoiceLists', '发票列表', '发票列表,发票,已开发票,财务', '查看已开具的发票列表。', 'auth', SHIPPERS, 'finance', { passKind: 'invoice' }),
  s('/shipper/invoicePleaseDetail', '开票申请详情', '开票申请详情,发票,开票,财务', '查看一次开票申请的详细信息。', 'auth', SHIPPERS, 'finance', {
    hidden: true,
    passKind: 'invoice',
    activeMenu: '/shipper/applicationBillingRecords',
  }),
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
  s('/shipper/receivableBillDetail', '账单详情', '账单详情,应收账单,对账,财务', '查看一张账单的明细。', 'auth', SHIPPERS, 'finance', {
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
  s('/shipper/applyInvoice', '开票申请', '开票申请,申请开票,发票,财务', '提交运单的开票申请。', 'auth', SHIPPERS, 'finance', {
    noCache: true,
    passKind: 'invoice',
  }),
  s('/shipper/invoiceHistory', '开票历史', '开票历史,发票,开票记录,财务', '查看历史开票记录。', 'auth', SHIPPERS, 'finance', { passKind: 'invoice' }),

  // ---- Transport management and contracts -------------------------------
  s(
    '/orderDetails/:orderId',
    '订单详情',
    '订单详情,运输订单,运单,运输状态',
    '查看一笔运输订单的详细信息与进度。',
    'auth',
    WAYBILL_PARTIES,
    'transport',
    HIDDEN,
  ),
  s('/order-manage/logisticsOrderList', '承运订单', '承运订单,订单管理,运输订单,承运商', '查看和管理承运订单。', 'auth', TRANSPORT_OPS, 'transport'),
  s('/order-manage/dispatchOrder', '运单管理', '运单管理,派车单,运单,运输状态', '查看和管理运单。', 'auth', TRANSPORT_OPS, 'transport'),
  s('/order-manage/abnormaList', '异常管理', '异常管理,运输异常,异常上报,运单', '查看和处理运输过程中的异常。', 'auth', TRANSPORT_OPS, 'transport'),
  s('/contract-manage/contractAgreement', '合同协议', '合同协议,合同管理,补充协议,电子合同', '查看和管理合同及补充协议。', 'auth', BUSINESS, 'contract'),

  // ---- /my-center (personal centre) ---------------------------------------
  s('/my-center/detail', '个人中心', '个人中心,账号信息,企业信息,认证状态', '查看个人或企业的账号、认证与基本信息。', 'auth', PERSONAL, 'personal'),
  s('/my-center/orderLimit', '下单限制', '下单限制,订单限制,业务规则,设置', '设置下单数量与条件限制。', 'auth', PERSONAL, 'personal'),
  s('/my-center/loadUnloadRequiredConfig', '装卸必填配置', '装卸配置,必填项,装货,卸货', '配置装货与卸货环节的必填信息。', 'auth', PERSONAL, 'personal'),
  s('/my-center/oftenGoods', '常用货物', '常用货物,货物名称,货物模板,货源', '维护常发的货物信息。', 'auth', SHIPPERS, 'personal'),
  s('/my-center/areaManage', '重点区域', '重点区域,区域管理,电子围栏,监控', '维护需要重点关注的区域。', 'auth', PERSONAL, 'personal'),
  s('/my-center/areaAlertManage', '区域告警', '区域告警,告警管理,电子围栏,预警', '配置和查看车辆进出区域的告警。', 'auth', PERSONAL, 'personal'),
  s('/my-center/oftenContacts', '常用联系人', '常用联系人,联系人,收发货人,通讯录', '维护常用的收发货联系人。', 'auth', SHIPPERS, 'personal'),
  s('/my-center/oftenAddress', '常用地址', '常用地址,装货地址,卸货地址,地址簿', '维护常用的装卸货地址。', 'auth', SHIPPERS, 'personal'),
  s('/my-center/oftenTemplate', '常用货运线路', '常用货运线路,线路模板,常用线路,货源', '维护常用的货运线路模板。', 'auth', SHIPPERS, 'personal'),
  s('/my-center/editInvoice', '开票信息', '开票信息,发票抬头,税号,开户行', '维护开具发票所需的抬头与税务信息。', 'auth', PERSONAL, 'personal', {
    noCache: true,
  }),
  s('/my-center/ownerComplaint', '我的投诉', '我的投诉,投诉,举报,服务监督', '提交投诉并查看处理进度。', 'auth', PERSONAL, 'personal'),
  s(
    '/my-center/myorderDetails/:myorderId',
    '订单详情',
    '订单详情,我的订单,运单,运输状态',
    '查看个人中心中一笔订单的详细信息。',
    'auth',
    PERSONAL,
    'personal',
    HIDDEN,
  ),
  s('/my-center/messages', '消息查询', '消息查询,消息,通知,状态', '查询消息通知及其处理状态。', 'auth', PERSONAL, 'personal'),
  s('/my-center/openCompanyWallet', '开通企业钱包', '开通企业钱包,电子钱包,企业账户,支付', '提交企业资料开通企业电子钱包。', 'auth', PERSONAL, 'personal', {
    hidden: true,
    noCache: true,
    activeMenu: '/my-center/electronicPurse',
  }),
  s('/my-center/openPersonalWallet', '开通个人钱包', '开通个人钱包,电子钱包,个人账户,支付', '提交个人资料开通个人电子钱包。', 'auth', PERSONAL, 'personal', {
    hidden: true,
    noCache: true,
    activeMenu: '/my-center/electronicPurse',
  }),
  s('/my-center/electronicPurse', '电子钱包', '电子钱包,余额,充值,提现', '查看电子钱包余额并进行充值、提现等操作。', 'auth', PERSONAL, 'personal'),
  s('/my-center/paymentDetails', '资金流水', '资金流水,收支明细,钱包流水,财务', '查看电子钱包的资金收支流水。', 'auth', PERSONAL, 'personal'),
  s('/my-center/driverDownLoad', '司机端下载', '司机端下载,司机APP,下载,移动端', '下载司机端手机APP。', 'public', 'all', 'personal'),
  s('/payment/openSuccess', '开通成功', '开通成功,电子钱包,支付账户', '电子钱包开通成功的结果页。', 'auth', PERSONAL, 'personal', {
    hidden: true,
    activeMenu: '/my-center/electronicPurse',
  }),
  s('/payment/bindSuccess', '绑定成功', '绑定成功,银行卡,电子钱包', '银行卡绑定成功的结果页。', 'auth', PERSONAL, 'personal', {
    hidden: true,
    activeMenu: '/my-center/electronicPurse',
  }),
  s('/preview/imagePreview', '图片预览', '图片预览,证照,回单,图片', '预览证照、回单等图片。', 'auth', 'all', 'personal', HIDDEN),

  // ---- Other ------------------------------------------------------------
  s('/download-center/index', '下载中心', '下载中心,导出文件,报表下载,文件', '下载已导出的报表与文件。', 'auth', 'all', 'download'),
  s('/logs/additionalLists', '补录日志', '补录日志,运单补录,操作日志,日志', '查看运单补录的操作日志。', 'auth', 'all', 'logs'),
  s('/permission-manage/user', '用户管理', '用户管理,权限管理,账号,员工', '管理系统用户账号及其角色分配。', 'auth', OPERATOR, 'permission'),
  s('/permission-manage/project', '项目管理', '项目管理,权限管理,项目,组织', '管理权限体系中的项目。', 'auth', OPERATOR, 'permission'),
  s('/permission-manage/role', '角色管理', '角色管理,权限管理,角色,授权', '管理角色及其菜单权限。', 'auth', OPERATOR, 'permission'),
  s('/permission-manage/menu', '菜单管理', '菜单管理,权限管理,菜单,路由', '维护系统菜单与权限标识。', 'auth', OPERATOR, 'permission'),
  s(
    '/cockpit/online',
    '数据驾驶舱-在线监控',
    '数据驾驶舱,在线监控,车辆在线,数据大屏',
    '在数据驾驶舱中查看车辆在线与运输实时情况。',
    'auth',
    DASHBOARD,
    'dashboard',
  ),
  s('/cockpit/shipping', '数据驾驶舱-发运', '数据驾驶舱,发运,发运量,数据大屏', '在数据驾驶舱中查看发运量等发运统计。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpit/control', '数据驾驶舱-管控', '数据驾驶舱,管控,网络货运,数据大屏', '在数据驾驶舱中查看管控订单与运单的统计。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpit/dash01', '数据驾驶舱一', '数据驾驶舱,数据看板,统计,数据大屏', '查看数据驾驶舱综合看板（一）。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpit/dash02', '数据驾驶舱二', '数据驾驶舱,数据看板,统计,数据大屏', '查看数据驾驶舱综合看板（二）。', 'auth', DASHBOARD, 'dashboard'),
  s('/dash02', '数据驾驶舱（全屏）', '数据驾驶舱,全屏,数据看板,数据大屏', '全屏查看数据驾驶舱综合看板。', 'auth', DASHBOARD, 'dashboard', HIDDEN),
  s('/cockpits/online', '数据驾驶舱-在线监控', '数据驾驶舱,在线监控,车辆在线,数据大屏', '查看车辆在线与运输实时情况的驾驶舱。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpits/shipping', '数据驾驶舱-发运', '数据驾驶舱,发运,发运量,数据大屏', '查看发运量等发运统计的驾驶舱。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpits/control', '数据驾驶舱-管控', '数据驾驶舱,管控,网络货运,数据大屏', '查看管控订单与运单统计的驾驶舱。', 'auth', DASHBOARD, 'dashboard'),
  s('/online', '在线监控大屏', '在线监控,数据大屏,车辆在线,全屏', '全屏查看车辆在线监控大屏。', 'auth', DASHBOARD, 'dashboard', HIDDEN),
  s('/control', '管控大屏', '管控大屏,数据大屏,网络货运,全屏', '全屏查看管控数据大屏。', 'auth', DASHBOARD, 'dashboard', HIDDEN),
  s('/bigScreen', '数据大屏', '数据大屏,数据可视化,运输监控,全屏', '全屏查看平台运输数据可视化大屏。', 'auth', DASHBOARD, 'dashboard', HIDDEN),
  s('/line-shipping-details', '线路发运明细', '线路发运明细,发运明细,线路,报表', '按线路查询发运明细报表。', 'auth', DASHBOARD, 'report'),
  s('/line-shipping-summary', '线路发运汇总', '线路发运汇总,发运汇总,线路,报表', '按线路查询发运汇总报表。', 'auth', DASHBOARD, 'report'),
  s('/replace1', '流量管控', '流量管控,监控平台,车辆监控,管控', '员工用户打开外部监控平台进行流量管控。', 'auth', SHIPPERS, 'dashboard'),
]);

// ---------------------------------------------------------------------------
// Lookup
// ---------------------------------------------------------------------------
function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((seg) => seg !== '');
}

function normalize(pathname: string): string {
  let p = pathname.split(/[?#]/)[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

const STATIC = new Map<string, Screen>();
const DYNAMIC: { screen: Screen; segments: string[]; staticCount: number }[] = [];
for (const screen of SCREENS) {
  const segments = splitPath(screen.path);
  if (segments.some((seg) => seg.startsWith(':'))) {
    DYNAMIC.push({ screen, segments, staticCount: segments.filter((seg) => !seg.startsWith(':')).length });
  } else {
    STATIC.set(screen.path, screen);
  }
}
// Most specific (most static segments) first; ties keep registry order.
DYNAMIC.sort((a, b) => b.staticCount - a.staticCount);

/**
 * Finds the screen for a pathname. ':param' segments match any non-empty
 * segment; exact static paths win over dynamic ones; a trailing slash is ignored.
 */
export function findScreen(pathname: string): Screen | undefined {
  const p = normalize(pathname);
  const exact = STATIC.get(p);
  if (exact) return exact;
  const parts = splitPath(p);
  for (const { screen, segments } of DYNAMIC) {
    if (segments.length !== parts.length) continue;
    if (segments.every((seg, i) => seg.startsWith(':') || seg === parts[i])) return screen;
  }
  return undefined;
}

/**
 * A screen's title at a URL: the registry's, or its `addTitle` when `search` (the URL's query) has
 * no id — the vehicle form said 编辑车辆 in its tab and title while adding (issue 16.7).
 */
export function screenTitle(screen: Screen, search?: string): string {
  return search !== undefined && screen.addTitle && !new URLSearchParams(search).get('id') ? screen.addTitle : screen.title;
}

/** Page title, keywords and description for a pathname and its query (route meta). */
export function pageMeta(pathname: string, search?: string): { title: string; keywords: string; description: string } {
  const screen = findScreen(pathname);
  if (!screen) {
    return {
      title: `页面不存在 - ${SITE_NAME}`,
      keywords: `${SITE_NAME},网络货运,物流平台`,
      description: `您访问的页面不存在，请返回${SITE_NAME}首页。`,
    };
  }
  return {
    title: `${screenTitle(screen, search)} - ${SITE_NAME}`,
    keywords: screen.keywords,
    description: screen.description,
  };
}
