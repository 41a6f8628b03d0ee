/**
 * System dictionaries (spec section 3 "Dictionaries"): code -> Chinese label.
 *
 * Plain data shared by the platform API (seeding sys_dict_data) and the screens.
 * `sort` is the display order inside one dictionary (1-based). `cssClass`, where
 * present, is a Mantine colour name for status badges.
 *
 * Sources for the standard code tables:
 * - vehicle_type: GA 802-2014 《道路交通管理 机动车类型》 code table (the same codes
 *   the provincial network-freight monitoring systems expect in VehicleType, e.g. Q11).
 *   Passenger-car codes (K family) are left out: the spec names only the
 *   H, Q, Z, D, M, N, T, J, G, B and X families.
 * - plate_color: JT/T 697.7-2014 vehicle plate colour codes (VehiclePlateColorCode).
 * - industry: GB/T 4754-2017 sections (门类) A..T.
 * - cargo_classification: 货物分类代码 of the network-freight data spec (wlhy.mot.gov.cn).
 */

import { dict, type Dictionary, type DictItem } from './dict-core';

export type { Dictionary, DictItem } from './dict-core';

/** shipper_identity code of the flow-controlled (管控) enterprise; gates the 'replace1' menu item. */
export const SHIPPER_IDENTITY_CONTROL = '4';

/** Banned words checked against cargo names and remarks (after stripping punctuation and spaces). */
export const BLACK_WORDS: string[] = [
  '赌博',
  '博彩',
  '私彩',
  '六合彩',
  '毒品',
  '冰毒',
  '海洛因',
  '大麻',
  '摇头丸',
  '枪支',
  '弹药',
  '炸药',
  '雷管',
  '管制刀具',
  '迷药',
  '代开发票',
  '洗钱',
  '走私',
  '假币',
  '办证',
  '套现',
  '传销',
];

const VEHICLE_LENGTHS = [
  '1.8', '2.7', '3.8', '4.2', '5', '6.2', '6.8', '7.7', '8.2', '8.7', '9.6', '11.7', '12.5', '13', '13.75', '15', '16', '17.5',
] as const;

export const QUANTITY_UNIT = /* @__PURE__ */ dict('数量单位', [
  ['piece', '件'],
  ['ton', '吨'],
  ['cube', '方', undefined, '立方米'],
  ['container', '箱'],
  ['vehicle', '车'],
]);
export const BID_TYPE = /* @__PURE__ */ dict('竞价类型', [
  ['1', '单价竞价'],
  ['2', '总价竞价'],
]);
export const BID_METHOD = /* @__PURE__ */ dict('竞价方式', [
  ['public', '公开竞价'],
  ['invite', '邀请竞价'],
]);
export const BID_STATUS = /* @__PURE__ */ dict('竞价状态', [
  ['0', '新建', 'gray'],
  ['1', '已发布', 'blue'],
  ['2', '已开标', 'orange'],
  ['3', '流标', 'red'],
  ['4', '已完成', 'green'],
]);
export const BIDDING_STATUS = /* @__PURE__ */ dict('报价状态', [
  ['0', '已报价', 'blue', '待开标'],
  ['1', '中标', 'green'],
  ['2', '未中标', 'gray'],
  ['3', '已撤回', 'red'],
]);
export const GRAB_STATUS = /* @__PURE__ */ dict('抢单状态', [
  ['0', '待抢单', 'gray'],
  ['1', '抢单中', 'blue'],
  ['2', '已抢完', 'green'],
  ['3', '已关闭', 'red'],
]);
export const BUSINESS_TYPE = /* @__PURE__ */ dict('货源业务类型', [
  ['1', '线下货源'],
  ['2', '抢单货源'],
  ['3', '竞价货源'],
]);
export const ORDER_STATUS = /* @__PURE__ */ dict('订单状态', [
  ['WAITACCEPT', '待接单', 'orange'],
  ['WAITALLOT', '待分配', 'orange'],
  ['ACCEPT', '已接单', 'blue'],
  ['WAITSCHEDULE', '待调度', 'orange'],
  ['WAITLOAD', '待装货', 'orange'],
  ['TRANSPORT', '运输中', 'blue'],
  ['SIGN', '已签收', 'teal'],
  ['COMPLETE', '已完成', 'green'],
  ['CANCEL', '已取消', 'gray'],
  ['REFUSE', '已拒绝', 'red'],
  ['APPOINTED', '已指派确认', 'blue'],
  ['APPOINT', '已指派', 'blue'],
]);
export const DISPATCH_STATUS = /* @__PURE__ */ dict('运单状态', [
  ['CREATED', '已派车', 'orange'],
  ['START', '已发车', 'blue'],
  ['LOAD', '已装货', 'blue'],
  ['UNLOAD', '已卸货', 'teal'],
  ['SIGN', '已签收', 'green'],
  ['REFUSE', '已拒收', 'red'],
  ['INVALID', '已作废', 'gray'],
]);
export const DISTRIBUTION_STATUS = /* @__PURE__ */ dict('配送状态', [
  ['10', '待分配', 'orange'],
  ['20', '已分配', 'blue'],
  ['30', '配送中', 'blue'],
  ['40', '已送达', 'teal'],
  ['50', '已签收', 'green'],
  ['60', '已取消', 'gray'],
]);
export const BIG_ORDER_STATUS = /* @__PURE__ */ dict('运输订单状态', [
  ['10', '创建', 'gray'],
  ['20', '确认', 'orange'],
  ['30', '执行中', 'blue'],
  ['40', '已完成', 'green'],
]);
export const ORDER_SOURCE = /* @__PURE__ */ dict('订单来源', [
  ['1', '抢单'],
  ['2', '竞价'],
  ['3', '指定承运商'],
  ['4', '代客下单'],
  ['5', '回程车'],
  ['6', '外协'],
  ['7', '企业下单'],
  ['8', '企业线路下单'],
]);
export const PAY_STATUS = /* @__PURE__ */ dict('支付状态', [
  ['0', '未支付', 'red'],
  ['1', '部分支付', 'orange'],
  ['2', '已支付', 'green'],
]);
export const PAY_TYPE = /* @__PURE__ */ dict('支付方式', [
  ['outline', '线下支付'],
  ['online', '线上支付'],
]);
export const CHARGE_MODE = /* @__PURE__ */ dict('结算方式', [
  ['billing', '账期结算'],
  ['cash', '现金结算'],
  ['pay_after_completion', '完成后支付'],
]);
export const CHARGE_NODE = /* @__PURE__ */ dict('计费节点', [
  ['load', '按装货重量'],
  ['unload', '按卸货重量'],
]);
export const INVOICE_STATUS = /* @__PURE__ */ dict('开票状态', [
  ['WAIT', '待开票', 'orange'],
  ['SEND', '已开票', 'green'],
]);
export const NEWS_TYPE = /* @__PURE__ */ dict('资讯类型', [
  ['news', '新闻动态'],
  ['policy', '政策法规'],
  ['data', '行业数据'],
]);
export const ABNORMAL_TYPE = /* @__PURE__ */ dict('异常类型', [
  ['1', '货物丢失'],
  ['2', '拒收'],
  ['3', '货损'],
  ['4', '退货'],
  ['5', '在途异常'],
  ['6', '其他'],
]);
export const COMPLAINT_STATUS = /* @__PURE__ */ dict('投诉状态', [
  ['0', '待处理', 'orange'],
  ['1', '已处理', 'green'],
]);
export const WALLET_ACCOUNT_TYPE = /* @__PURE__ */ dict('钱包账户类型', [
  ['0', '基本户'],
  ['1', '一般户'],
]);
export const WALLET_USER_TYPE = /* @__PURE__ */ dict('钱包用户类型', [
  ['1', '企业'],
  ['2', '自然人'],
]);
export const ACCOUNT_STATUS = /* @__PURE__ */ dict('账户状态', [
  ['0', '正常', 'green'],
  ['1', '冻结', 'red'],
]);
export const SETTLEMENT_TYPE = /* @__PURE__ */ dict('结算对象类型', [
  ['CARRIER', '承运商'],
  ['INDIVIDUAL_AGENT', '车队长'],
  ['DRIVER', '司机'],
]);
export const BANK_CODE = /* @__PURE__ */ dict('银行', [
  ['ICBC', '中国工商银行'],
  ['CCB', '中国建设银行'],
  ['ABC', '中国农业银行'],
  ['BOC', '中国银行'],
  ['BOCOM', '交通银行'],
]);
export const COMPANY_FILE_TYPE = /* @__PURE__ */ dict('企业证件类型', [
  ['1', '承运商营业执照'],
  ['2', '道路运输经营许可证'],
  ['5', '企业营业执照'],
]);
export const SHIPPER_IDENTITY = /* @__PURE__ */ dict('货主身份', [
  ['1', '发货方'],
  ['2', '收货方'],
  ['3', '贸易商'],
  [SHIPPER_IDENTITY_CONTROL, '管控企业', undefined, '流向管控企业，可见流向管控菜单'],
]);
export const USER_ROLE = /* @__PURE__ */ dict('用户角色', [
  ['individual_agent', '个人经纪人', undefined, '车队长'],
  ['agent', '经纪人'],
  ['carrier', '承运商'],
  ['individual_shipper', '个人货主'],
  ['enterprise_shipper', '企业货主'],
  ['driver', '司机'],
  ['operator', '运营管理员'],
]);
export const AUTH_STATUS = /* @__PURE__ */ dict('认证状态', [
  ['0', '未认证', 'gray'],
  ['1', '认证中', 'orange'],
  ['2', '已认证', 'green'],
  ['3', '认证失败', 'red'],
]);
export const PLATE_COLOR = /* @__PURE__ */ dict('车牌颜色', [
  ['1', '蓝色', 'blue'],
  ['2', '黄色', 'yellow'],
  ['3', '黑色', 'dark'],
  ['4', '白色', 'gray'],
  ['5', '绿色', 'green'],
  ['9', '其他'],
  ['91', '农黄色', 'yellow'],
  ['92', '农绿色', 'green'],
  ['93', '黄绿色', 'lime', '新能源大型汽车'],
  ['94', '渐变绿', 'green', '新能源小型汽车'],
]);
export const VEHICLE_LENGTH = /* @__PURE__ */ dict('车长', VEHICLE_LENGTHS.map((m) => [m, `${m}米`] as const));
export const INDUSTRY = /* @__PURE__ */ dict('所属行业', [
  ['A', '农、林、牧、渔业'],
  ['B', '采矿业'],
  ['C', '制造业'],
  ['D', '电力、热力、燃气及水生产和供应业'],
  ['E', '建筑业'],
  ['F', '批发和零售业'],
  ['G', '交通运输、仓储和邮政业'],
  ['H', '住宿和餐饮业'],
  ['I', '信息传输、软件和信息技术服务业'],
  ['J', '金融业'],
  ['K', '房地产业'],
  ['L', '租赁和商务服务业'],
  ['M', '科学研究和技术服务业'],
  ['N', '水利、环境和公共设施管理业'],
  ['O', '居民服务、修理和其他服务业'],
  ['P', '教育'],
  ['Q', '卫生和社会工作'],
  ['R', '文化、体育和娱乐业'],
  ['S', '公共管理、社会保障和社会组织'],
  ['T', '国际组织'],
]);
export const COMPANY_SIZE = /* @__PURE__ */ dict('企业规模', [
  ['1', '1-49人'],
  ['2', '50-99人'],
  ['3', '100-499人'],
  ['4', '500-999人'],
  ['5', '1000-9999人'],
  ['6', '10000人以上'],
]);
// remark: the 货物分类代码 (cargo_classification) used when reporting a waybill.
export const GOODS_TYPE = /* @__PURE__ */ dict('货物类型', [
  ['general', '普通货物', undefined, '1700'],
  ['steel', '钢材', undefined, '0400'],
  ['coal', '煤炭', undefined, '0100'],
  ['cement', '水泥', undefined, '0600'],
  ['building', '建材', undefined, '0500'],
  ['chemical', '化工产品(非危)', undefined, '1300'],
  ['grain', '粮食', undefined, '1100'],
  ['farm', '农副产品', undefined, '1601'],
  ['express', '快递快运', undefined, '1700'],
  ['machinery', '机械设备', undefined, '1200'],
  ['furniture', '家具家电', undefined, '1200'],
  ['food', '食品饮料', undefined, '1500'],
  ['cold_chain', '冷链货物', undefined, '1602'],
  ['dangerous', '危险品', 'red', '1700'],
  ['other', '其他', undefined, '1700'],
]);
export const CARGO_CLASSIFICATION = /* @__PURE__ */ dict('货物分类代码', [
  ['0100', '煤炭及制品'],
  ['0200', '石油、天然气及制品'],
  ['0300', '金属矿石'],
  ['0400', '钢铁'],
  ['0500', '矿建材料'],
  ['0600', '水泥'],
  ['0700', '木材'],
  ['0800', '非金属矿石'],
  ['0900', '化肥及农药'],
  ['1000', '盐'],
  ['1100', '粮食'],
  ['1200', '机械、设备、电器'],
  ['1300', '轻工原料及制品'],
  ['1400', '有色金属'],
  ['1500', '轻工医药产品'],
  ['1601', '鲜活农产品'],
  ['1602', '冷藏冷冻货物'],
  ['1701', '商品汽车'],
  ['1700', '其他'],
]);
export const DRIVING_LICENCE_CLASS = /* @__PURE__ */ dict('准驾车型', [
  ['A1', 'A1 大型客车'],
  ['A2', 'A2 牵引车'],
  ['A3', 'A3 城市公交车'],
  ['B1', 'B1 中型客车'],
  ['B2', 'B2 大型货车'],
  ['C1', 'C1 小型汽车'],
  ['C2', 'C2 小型自动挡汽车'],
  ['C3', 'C3 低速载货汽车'],
  ['C4', 'C4 三轮汽车'],
  ['C5', 'C5 残疾人专用小型自动挡载客汽车'],
  ['C6', 'C6 轻型牵引挂车'],
  ['D', 'D 普通三轮摩托车'],
  ['E', 'E 普通二轮摩托车'],
  ['F', 'F 轻便摩托车'],
  ['M', 'M 轮式自行机械车'],
  ['N', 'N 无轨电车'],
  ['P', 'P 有轨电车'],
]);
export const MESSAGE_STATUS = /* @__PURE__ */ dict('消息状态', [
  ['0', '未读', 'red'],
  ['1', '已读', 'gray'],
]);
export const REVIEW_STATUS = /* @__PURE__ */ dict('审核状态', [
  ['0', '待审核', 'orange'],
  ['1', '审核通过', 'green'],
  ['2', '审核驳回', 'red'],
]);
export const PUBLISH_SCOPE = /* @__PURE__ */ dict('发布范围', [
  ['public', '公开到货源大厅'],
  ['partners', '我的合作伙伴'],
  ['designated', '指定承运商'],
]);
export const BLACK_WORD = /* @__PURE__ */ dict('违禁词', BLACK_WORDS.map((w) => [w, w] as const));

// Screens import the dictionaries they show by name (PAY_TYPE, ORDER_STATUS…) and read them with
// the helpers below, which take the dictionary itself, so a misspelt name fails to compile. The
// lookups by type code (DICTIONARIES, dictLabel…) are in dictionary-table.ts, for the platform.

/** Chinese label of a code in `dict`; '' when the code is unknown. */
export function labelIn(dict: Dictionary, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const key = String(value);
  return dict.items.find((item) => item.value === key)?.label ?? '';
}

/** All codes of `dict` in display order. */
export function valuesIn(dict: Dictionary): string[] {
  return dict.items.map((item) => item.value);
}
