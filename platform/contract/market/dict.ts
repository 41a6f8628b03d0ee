// Dictionaries: Cargo, bidding and freight terms (货源, 竞价, 运价).
// Each is a pure constant read with labelIn/valuesIn (dictionaries.ts); the platform looks them
// up by type code through dictionary-table.ts.
import { dict } from '../dict/core';

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
export const PUBLISH_SCOPE = /* @__PURE__ */ dict('发布范围', [
  ['public', '公开到货源大厅'],
  ['partners', '我的合作伙伴'],
  ['designated', '指定承运商'],
]);
