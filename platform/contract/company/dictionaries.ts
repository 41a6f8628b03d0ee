// Dictionaries: Users, companies, accounts and the portal (用户, 企业, 钱包, 资讯).
// Each is a pure constant read with labelIn/valuesIn (dictionaries.ts); the platform looks them
// up by type code through dictionary-table.ts.
import { dict } from '../dict/core';

/** shipper_identity code of the flow-controlled (管控) enterprise; gates the 'replace1' menu item. */
export const SHIPPER_IDENTITY_CONTROL = '4';

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
export const COMPANY_FILE_TYPE = /* @__PURE__ */ dict('企业证件类型', [
  ['1', '承运商营业执照'],
  ['2', '道路运输经营许可证'],
  ['5', '企业营业执照'],
]);
export const BANK_CODE = /* @__PURE__ */ dict('银行', [
  ['ICBC', '中国工商银行'],
  ['CCB', '中国建设银行'],
  ['ABC', '中国农业银行'],
  ['BOC', '中国银行'],
  ['BOCOM', '交通银行'],
]);
export const SETTLEMENT_TYPE = /* @__PURE__ */ dict('结算对象类型', [
  ['CARRIER', '承运商'],
  ['INDIVIDUAL_AGENT', '车队长'],
  ['DRIVER', '司机'],
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
export const MESSAGE_STATUS = /* @__PURE__ */ dict('消息状态', [
  ['0', '未读', 'red'],
  ['1', '已读', 'gray'],
]);
export const REVIEW_STATUS = /* @__PURE__ */ dict('审核状态', [
  ['0', '待审核', 'orange'],
  ['1', '审核通过', 'green'],
  ['2', '审核驳回', 'red'],
]);
export const NEWS_TYPE = /* @__PURE__ */ dict('资讯类型', [
  ['news', '新闻动态'],
  ['policy', '政策法规'],
  ['data', '行业数据'],
]);
