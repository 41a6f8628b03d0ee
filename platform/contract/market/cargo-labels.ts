// The cargo's messages, statuses and labels without zod (issue 15: screens that show them do not
// load the validation library); market/cargo.ts re-exports them with the schemas for the platform.
import { MESSAGES as V } from '../validators/messages';
import type { CargoStatus, Transition } from './marketplace';

export const CARGO_MESSAGES = {
  businessType: '请选择业务类型',
  goodsNameRequired: '请输入货物名称',
  goodsNameLong: '货物名称不能超过30个字',
  goodsType: '请选择货物类型',
  quantityRequired: '请输入数量',
  quantityInvalid: '数量须为1到999999的整数',
  unit: '请选择数量单位',
  weightRequired: '请输入总重量',
  weightInvalid: '总重量须为大于0的吨数，最多三位小数',
  volumeInvalid: '总体积须为大于0的立方米数，最多两位小数',
  vehicleType: '车辆类型不正确',
  vehicleLength: '车长不正确',
  vehicleCountRequired: '请输入车辆数',
  vehicleCountInvalid: '车辆数须为1到999的整数',
  priceMode: '请选择运价方式',
  priceRequired: '请输入运价',
  priceInvalid: '运价须为大于0的金额，最多两位小数',
  payType: '请选择支付方式',
  chargeMode: '请选择结算方式',
  chargeNode: '请选择计费节点',
  deadlineInvalid: '截止时间格式不正确，请按 2026-11-28 08:00 的格式填写',
  deadlineRequired: '竞价货源须填写报价截止时间',
  deadlinePast: '截止时间须晚于当前时间',
  remarkLong: '备注不能超过200个字',
  scope: '请选择发布范围',
  bidMethod: '请选择竞价方式',
  designatedRequired: '指定承运商发布须至少选择一个常用承运商',
  designatedPublicOnly: '抢单和竞价货源须公开到货源大厅',
  pointsLoad: '请至少填写一个装货地',
  pointsUnload: '请至少填写一个卸货地',
  pointsMax: '装货地或卸货地最多5个',
  province: '请选择省份',
  city: '请选择城市',
  cityMismatch: '城市不属于所选省份',
  district: '区县不属于所选城市',
  districtRequired: '请选择区县',
  regionUnknown: '地区编码不存在',
  addressRequired: '请输入详细地址',
  addressLong: '详细地址不能超过100个字',
  contactRequired: '请输入联系人',
  contactLong: '联系人不能超过20个字',
  phoneRequired: '请输入联系电话',
  phone: V.isMobile,
  windowInvalid: '时间格式不正确，请按 2026-11-28 08:00 的格式填写',
  windowRequired: '请填写时间窗口',
  windowOrder: '结束时间须晚于开始时间',
  /** a load/unload time before today (China time): the date of today in the message */
  windowPast: (today: string) => `时间不能早于今天（${today}），请重新选择`,
  saved: '货源已保存为草稿',
  published: '货源已发布',
  updated: '货源已修改',
  closed: '货源已关闭',
  republished: '货源已重新发布',
  notFound: '货源不存在',
  notEditable: '货源已有人承接或已结束，不能修改',
  notAllowed: '当前状态不能进行该操作',
  shippersOnly: '仅货主可以发布货源',
  orderIssuingDisabled: '您的账号已被限制发单，请联系平台运营',
  limitVehicles: (n: number) => `车辆数超过下单限制：每条货源最多${n}车`,
  limitPrice: (yuan: string) => `运价超过下单限制：单价最高${yuan}元/吨`,
  limitDaily: (n: number) => `今日发布已达下单限制的${n}条`,
  limitPerOrder: (n: number) => `货主限制每单最多${n}车`,
} as const;

export type CargoAction = 'publish' | 'edit' | 'close' | 'republish';

/**
 * What a cargo's history row says was done: the owner's moves, its first row (create, or publish
 * at once), the row when the last vehicle is taken (sellOut), and the entrust steps — the shipper
 * entrusts the cargo to the platform, operations match a carrier, or the shipper withdraws it.
 */
export type CargoHistoryAction = CargoAction | 'create' | 'sellOut' | 'entrust' | 'match' | 'cancelEntrust';

/** The history row's action in words, for every action the platform writes (the cargo's 日志). */
export const CARGO_HISTORY_ACTION_LABELS: Record<CargoHistoryAction, string> = {
  create: '新建',
  edit: '修改',
  publish: '发布',
  close: '关闭',
  republish: '重新发布',
  sellOut: '车辆已满',
  entrust: '委托平台',
  match: '平台匹配运力',
  cancelEntrust: '撤销委托',
};

/**
 * The owner's moves on a cargo. 'edit' keeps the state: a draft any time, a published cargo only
 * while nobody has taken a vehicle (and, for bid cargo, no quote is in) — checked by the platform.
 */
export const OWNER_CARGO_TRANSITIONS: readonly Transition<CargoStatus, CargoAction>[] = [
  { from: 'draft', action: 'edit', by: 'owner', to: 'draft', label: '编辑' },
  { from: 'draft', action: 'publish', by: 'owner', to: 'published', label: '发布' },
  { from: 'published', action: 'edit', by: 'owner', to: 'published', label: '修改' },
  { from: 'draft', action: 'close', by: 'owner', to: 'closed', label: '关闭' },
  { from: 'published', action: 'close', by: 'owner', to: 'closed', label: '关闭货源' },
  // A closed cargo with vehicles left goes back to the hall (the platform checks the deadline).
  { from: 'closed', action: 'republish', by: 'owner', to: 'published', label: '重新发布' },
];

export const CARGO_STATUS_LABELS: Record<CargoStatus, string> = { draft: '草稿', published: '已发布', closed: '已关闭', done: '已完成' };

export const MAX_POINTS = 5;

export const FREQUENT_KINDS = ['goods', 'address', 'contact', 'template'] as const;
export type FrequentKind = (typeof FREQUENT_KINDS)[number];
export const FREQUENT_LABELS: Record<FrequentKind, string> = { goods: '常用货物', address: '常用地址', contact: '常用联系人', template: '常用货运线路' };

/** Point fields a shipper may make required, per kind (load / unload). */
export const REQUIRED_POINT_FIELDS = ['districtCode', 'contactName', 'contactPhone', 'window'] as const;
export type RequiredPointField = (typeof REQUIRED_POINT_FIELDS)[number];
export const REQUIRED_POINT_LABELS: Record<RequiredPointField, string> = {
  districtCode: '区县',
  contactName: '联系人',
  contactPhone: '联系电话',
  window: '时间窗口',
};

export const PLACE_ORDER_MESSAGES = {
  carrierRequired: '请选择承运商',
  notPartner: '只能向自己的常用承运商下单',
  notOpen: '货源未发布或已结束，不能下单',
  placed: '已下单，等待承运商接单',
} as const;

export type EntrustStatus = 'WAIT' | 'MATCHED' | 'CANCEL';
export const ENTRUST_STATUS_LABELS: Record<EntrustStatus, string> = { WAIT: '待平台匹配', MATCHED: '已匹配承运', CANCEL: '已撤销' };

export const ENTRUST_TRANSITIONS: readonly { from: EntrustStatus; action: 'match' | 'cancel'; by: 'operator' | 'owner'; to: EntrustStatus; label: string }[] = [
  { from: 'WAIT', action: 'match', by: 'operator', to: 'MATCHED', label: '匹配运力' },
  { from: 'WAIT', action: 'cancel', by: 'owner', to: 'CANCEL', label: '撤销委托' },
];

export const ENTRUST_MESSAGES = {
  notFound: '委托不存在',
  notOpen: '只有已发布且有余车的货源可以委托平台',
  already: '该货源已委托平台',
  entrusted: '已委托平台，运营人员将为您匹配运力',
  notWaiting: '该委托已处理',
  operatorsOnly: '仅平台运营人员可以匹配运力',
  carrierRequired: '请选择承运企业',
  carrierUnknown: '承运企业不存在',
  matched: '已匹配运力并生成订单',
  cancelled: '委托已撤销',
} as const;
