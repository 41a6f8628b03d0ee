// The orders' messages and labels without zod (issue 15: screens that show them do not load the
// validation library); orders/schemas.ts re-exports them with the schemas for the platform.
import { labelIn } from '../dictionaries';
import { ORDER_STATUS } from './dict';
import type { WaybillAction } from './schemas';

/** Sources whose WAITACCEPT order the carrier accepts or refuses. A grab (1) is decided by the shipper (/order/grabDecision). */
export const CARRIER_ACCEPTS_SOURCES = ['3', '4', '5', '6', '7', '8'] as const;

/**
 * An order's status as a screen shows it: whose move it waits for, where the dictionary's one word
 * would hide it (issue 42). A WAITACCEPT grab waits for the shipper to confirm the carrier, not for
 * anyone to 接单: '待货主确认'; every other WAITACCEPT order waits for its carrier: '待承运商接单'.
 * The dictionary's labels stay what the filters offer (one status, 待接单).
 */
export function orderStatusLabel(status: string, source: string): string {
  if (status === 'WAITACCEPT') return (CARRIER_ACCEPTS_SOURCES as readonly string[]).includes(source) ? '待承运商接单' : '待货主确认';
  return labelIn(ORDER_STATUS, status) || status;
}

export const ORDER_MESSAGES = {
  orderNotFound: '订单不存在',
  waybillNotFound: '派车单不存在',
  notAllowed: '当前状态不能进行该操作',
  notYourMove: '您无权进行该操作',
  changed: '状态已变化，请刷新后重试',
  accepted: '已接单',
  refused: '已拒绝接单',
  cancelled: '订单已取消',
  cancelLoaded: '已有车辆装货，不能取消订单',
  reasonRequired: '请填写原因',
  reasonTooLong: '原因不能超过200个字',
  moveNoteTooLong: '备注不能超过200个字',
  receiptConfirmed: '回单已确认，订单已完成',
  scheduled: '已转入待调度',
  notDispatchable: '该订单当前不能派车',
  vehicleRequired: '请选择车辆',
  driverRequired: '请选择司机',
  vehicleNotYours: '车辆不存在或不属于本公司',
  driverNotYours: '司机不存在或不属于本公司',
  vehicleNotApproved: '车辆未通过审核，不能派车',
  driverNotApproved: '司机未通过审核，不能派车',
  vehicleExpired: (what: string) => `车辆${what}已过期，不能派车`,
  driverExpired: '司机驾驶证已过期，不能派车',
  quantityRequired: '请输入派车重量',
  quantityInvalid: '派车重量须为大于0的数字，最多三位小数（吨）',
  overRemainder: (left: string) => `派车重量超过订单剩余量，当前仅剩${left}吨`,
  overLoad: (max: string) => `派车重量超过车辆核定载质量${max}吨`,
  dispatched: '派车成功',
  weightRequired: '请输入重量',
  weightInvalid: '重量须为大于0的数字，最多三位小数（吨）',
  slipRequired: '请上传磅单照片',
  slipInvalid: '磅单照片无效，请重新上传',
  /** beside the photo after a refused submit without JS: the browser does not keep a chosen file */
  slipChooseAgain: '提交未成功，请重新选择磅单照片（页面刷新后浏览器不保留已选的文件）',
  started: '已发车',
  loaded: '已装货',
  unloaded: '已卸货',
  signed: '已签收',
  refusedWaybill: '已拒收',
  invalidated: '派车单已作废，数量已退回订单',
  exportEmpty: '请勾选或查询需要下载的数据',
  abnormalTypeRequired: '请选择异常类型',
  descriptionRequired: '请填写异常描述',
  descriptionTooLong: '异常描述不能超过500个字',
  reported: '异常已上报',
  abnormalNotFound: '异常记录不存在',
  alreadyHandled: '该异常已处理',
  noteRequired: '请填写处理意见',
  noteTooLong: '处理意见不能超过200个字',
  handled: '异常已处理',
  scoreRequired: '请选择评分',
  scoreInvalid: '评分须为1到5分',
  commentTooLong: '评价内容不能超过200个字',
  notSigned: '订单签收后才能评价',
  notAuditable: '仅已签收或已拒收且待审核的派车单可以审核',
  audited: '审核完成',
  notMissing: '该派车单没有可补录的数据（仅可补录已过装货或卸货节点而缺失的重量）',
  supplemented: '补录成功',
  alreadyEvaluated: '该订单已评价',
  evaluated: '评价成功',
} as const;

/** A signed waybill's audit (对账审核) states. */
export const AUDIT_LABELS: Record<string, string> = { '0': '待审核', '1': '审核通过', '2': '有异议' };

/** Guest orders (代客下单). */
/** The loading and unloading cities and addresses, and the remark, as both order forms (big, guest) word them. */
export const ROUTE_FIELD_MESSAGES = {
  originRequired: '请选择装货城市',
  destRequired: '请选择卸货城市',
  cityInvalid: '城市不正确',
  addressRequired: '请填写详细地址',
  addressLong: '详细地址不能超过100个字',
  remarkLong: '备注不能超过200个字',
} as const;

export const GUEST_MESSAGES = {
  customerRequired: '请填写客户名称',
  customerLong: '客户名称不能超过50个字',
  contactRequired: '请填写联系人',
  contactLong: '联系人不能超过20个字',
  phoneRequired: '请填写联系电话',
  phone: '请输入正确的手机号码或座机号码',
  goodsRequired: '请填写货物名称',
  goodsLong: '货物名称不能超过30个字',
  goodsType: '请选择货物类型',
  weightRequired: '请填写货物重量',
  weightInvalid: '货物重量须为大于0的数字，最多三位小数（吨）',
  vehicleCount: '车辆数须为1到999的整数',
  priceRequired: '请填写运价',
  priceInvalid: '运价须为大于0的金额，最多两位小数（元/吨）',
  chargeNode: '请选择计费节点',
  ...ROUTE_FIELD_MESSAGES,
  notFound: '代客订单不存在',
  notEditable: '已派车的订单不能修改',
  notCarrier: '仅承运商或经纪人可以代客下单',
  saved: '代客订单已保存',
  created: '代客下单成功',
} as const;

export const WAYBILL_ACTION_LABELS: Record<WaybillAction, string> = {
  start: '发车',
  load: '装货',
  unload: '卸货',
  sign: '签收',
  refuse: '拒收',
  invalid: '作废',
};

/**
 * Every action a waybill's history row records (waybill_history.action), as people read it: the
 * moves above and the rows written beside them — the dispatch that makes it, the shipper's audit,
 * a supplement, a stop of a multi-stop trip, an import. The track and the detail show these, never the
 * stored key (issue 42: the track read "audit（已签收）").
 */
export const WAYBILL_HISTORY_LABELS: Record<string, string> = {
  ...WAYBILL_ACTION_LABELS,
  dispatch: '派车',
  audit: '审核',
  additional: '补录',
  stopLoad: '续装',
  stopUnload: '中途卸货',
  import: '导入',
};

/** The label of a history row's action; an action this build does not know reads as a status change. */
export function waybillHistoryLabel(action: string): string {
  return WAYBILL_HISTORY_LABELS[action] ?? '状态变更';
}
