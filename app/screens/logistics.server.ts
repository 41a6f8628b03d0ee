// Screens of the registry (app/screens.server.ts): capacity (/logistics: vehicles, drivers, lines
// and the rest) and cargo source management (/sourceManage).
import { BUSINESS, CAPACITY_SIDE, HIDDEN, s, type Screen, SHIPPERS, WAYBILL_PARTIES } from './kit.server';

// ---- /logistics ------------------------------------------------------
export const LOGISTICS_SCREENS: Screen[] = [
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
];

// ---- /sourceManage (cargo source management) ---------------------------
export const SOURCE_SCREENS: Screen[] = [
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
];
