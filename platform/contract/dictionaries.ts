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

export type DictItem = { value: string; label: string; sort: number; cssClass?: string; remark?: string };

export type Dictionary = { name: string; items: DictItem[] };

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

type Row = readonly [value: string, label: string, cssClass?: string, remark?: string];

function dict(name: string, rows: readonly Row[]): Dictionary {
  return {
    name,
    items: rows.map(([value, label, cssClass, remark], i) => {
      const item: DictItem = { value, label, sort: i + 1 };
      if (cssClass) item.cssClass = cssClass;
      if (remark) item.remark = remark;
      return item;
    }),
  };
}

// GA 802-2014 机动车类型代码 (freight-relevant families).
const VEHICLE_TYPES: readonly Row[] = [
  // H 货车 — 重型
  ['H11', '重型普通货车'],
  ['H12', '重型厢式货车'],
  ['H13', '重型封闭货车'],
  ['H14', '重型罐式货车'],
  ['H15', '重型平板货车'],
  ['H16', '重型集装厢车'],
  ['H17', '重型自卸货车'],
  ['H18', '重型特殊结构货车'],
  ['H19', '重型仓栅式货车'],
  ['H1A', '重型车辆运输车'],
  ['H1B', '重型厢式自卸货车'],
  ['H1C', '重型罐式自卸货车'],
  ['H1D', '重型平板自卸货车'],
  ['H1E', '重型集装厢自卸货车'],
  ['H1F', '重型特殊结构自卸货车'],
  ['H1G', '重型仓栅式自卸货车'],
  // H 货车 — 中型
  ['H21', '中型普通货车'],
  ['H22', '中型厢式货车'],
  ['H23', '中型封闭货车'],
  ['H24', '中型罐式货车'],
  ['H25', '中型平板货车'],
  ['H26', '中型集装厢车'],
  ['H27', '中型自卸货车'],
  ['H28', '中型特殊结构货车'],
  ['H29', '中型仓栅式货车'],
  ['H2A', '中型车辆运输车'],
  ['H2B', '中型厢式自卸货车'],
  ['H2C', '中型罐式自卸货车'],
  ['H2D', '中型平板自卸货车'],
  ['H2E', '中型集装厢自卸货车'],
  ['H2F', '中型特殊结构自卸货车'],
  ['H2G', '中型仓栅式自卸货车'],
  // H 货车 — 轻型
  ['H31', '轻型普通货车'],
  ['H32', '轻型厢式货车'],
  ['H33', '轻型封闭货车'],
  ['H34', '轻型罐式货车'],
  ['H35', '轻型平板货车'],
  ['H37', '轻型自卸货车'],
  ['H38', '轻型特殊结构货车'],
  ['H39', '轻型仓栅式货车'],
  ['H3A', '轻型车辆运输车'],
  ['H3B', '轻型厢式自卸货车'],
  ['H3C', '轻型罐式自卸货车'],
  ['H3D', '轻型平板自卸货车'],
  ['H3F', '轻型特殊结构自卸货车'],
  ['H3G', '轻型仓栅式自卸货车'],
  // H 货车 — 微型
  ['H41', '微型普通货车'],
  ['H42', '微型厢式货车'],
  ['H43', '微型封闭货车'],
  ['H44', '微型罐式货车'],
  ['H45', '微型自卸货车'],
  ['H46', '微型特殊结构货车'],
  ['H47', '微型仓栅式货车'],
  ['H4A', '微型车辆运输车'],
  ['H4B', '微型厢式自卸货车'],
  ['H4C', '微型罐式自卸货车'],
  ['H4F', '微型特殊结构自卸货车'],
  ['H4G', '微型仓栅式自卸货车'],
  // H 货车 — 低速
  ['H51', '普通低速货车'],
  ['H52', '厢式低速货车'],
  ['H53', '罐式低速货车'],
  ['H54', '自卸低速货车'],
  ['H55', '仓栅式低速货车'],
  ['H5B', '厢式自卸低速货车'],
  ['H5C', '罐式自卸低速货车'],
  // Q 牵引车
  ['Q11', '重型半挂牵引车'],
  ['Q12', '重型全挂牵引车'],
  ['Q21', '中型半挂牵引车'],
  ['Q22', '中型全挂牵引车'],
  ['Q31', '轻型半挂牵引车'],
  ['Q32', '轻型全挂牵引车'],
  // Z 专项作业车
  ['Z11', '大型非载货专项作业车'],
  ['Z12', '大型载货专项作业车'],
  ['Z21', '中型非载货专项作业车'],
  ['Z22', '中型载货专项作业车'],
  ['Z31', '小型非载货专项作业车'],
  ['Z32', '小型载货专项作业车'],
  ['Z41', '微型非载货专项作业车'],
  ['Z42', '微型载货专项作业车'],
  ['Z51', '重型非载货专项作业车'],
  ['Z52', '重型载货专项作业车'],
  ['Z71', '轻型非载货专项作业车'],
  ['Z72', '轻型载货专项作业车'],
  // D 电车
  ['D11', '无轨电车'],
  ['D12', '有轨电车'],
  // M 摩托车
  ['M11', '普通正三轮摩托车'],
  ['M12', '轻便正三轮摩托车'],
  ['M13', '正三轮载客摩托车'],
  ['M14', '正三轮载货摩托车'],
  ['M15', '侧三轮摩托车'],
  ['M21', '普通二轮摩托车'],
  ['M22', '轻便二轮摩托车'],
  // N 三轮汽车
  ['N11', '三轮汽车'],
  // T 拖拉机
  ['T11', '大型轮式拖拉机'],
  ['T21', '小型轮式拖拉机'],
  ['T22', '手扶拖拉机'],
  ['T23', '手扶变形运输机'],
  // J 轮式机械
  ['J11', '轮式装载机械'],
  ['J12', '轮式挖掘机械'],
  ['J13', '轮式平地机械'],
  // G 全挂车 — 重型
  ['G11', '重型普通全挂车'],
  ['G12', '重型厢式全挂车'],
  ['G13', '重型罐式全挂车'],
  ['G14', '重型平板全挂车'],
  ['G15', '重型集装箱全挂车'],
  ['G16', '重型自卸全挂车'],
  ['G17', '重型仓栅式全挂车'],
  ['G18', '重型旅居全挂车'],
  ['G19', '重型专项作业全挂车'],
  ['G1A', '重型厢式自卸全挂车'],
  ['G1B', '重型罐式自卸全挂车'],
  ['G1C', '重型平板自卸全挂车'],
  ['G1D', '重型集装箱自卸全挂车'],
  ['G1E', '重型仓栅式自卸全挂车'],
  ['G1F', '重型专项作业自卸全挂车'],
  // G 全挂车 — 中型
  ['G21', '中型普通全挂车'],
  ['G22', '中型厢式全挂车'],
  ['G23', '中型罐式全挂车'],
  ['G24', '中型平板全挂车'],
  ['G25', '中型集装箱全挂车'],
  ['G26', '中型自卸全挂车'],
  ['G27', '中型仓栅式全挂车'],
  ['G28', '中型旅居全挂车'],
  ['G29', '中型专项作业全挂车'],
  ['G2A', '中型厢式自卸全挂车'],
  ['G2B', '中型罐式自卸全挂车'],
  ['G2C', '中型平板自卸全挂车'],
  ['G2D', '中型集装箱自卸全挂车'],
  ['G2E', '中型仓栅式自卸全挂车'],
  ['G2F', '中型专项作业自卸全挂车'],
  // G 全挂车 — 轻型
  ['G31', '轻型普通全挂车'],
  ['G32', '轻型厢式全挂车'],
  ['G33', '轻型罐式全挂车'],
  ['G34', '轻型平板全挂车'],
  ['G35', '轻型自卸全挂车'],
  ['G36', '轻型仓栅式全挂车'],
  ['G37', '轻型旅居全挂车'],
  ['G38', '轻型专项作业全挂车'],
  ['G3A', '轻型厢式自卸全挂车'],
  ['G3B', '轻型罐式自卸全挂车'],
  ['G3C', '轻型平板自卸全挂车'],
  ['G3D', '轻型集装箱自卸全挂车'],
  ['G3E', '轻型仓栅式自卸全挂车'],
  ['G3F', '轻型专项作业自卸全挂车'],
  // B 半挂车 — 重型
  ['B11', '重型普通半挂车'],
  ['B12', '重型厢式半挂车'],
  ['B13', '重型罐式半挂车'],
  ['B14', '重型平板半挂车'],
  ['B15', '重型集装箱半挂车'],
  ['B16', '重型自卸半挂车'],
  ['B17', '重型特殊结构半挂车'],
  ['B18', '重型仓栅式半挂车'],
  ['B19', '重型旅居半挂车'],
  ['B1A', '重型专项作业半挂车'],
  ['B1B', '重型低平板半挂车'],
  ['B1C', '重型车辆运输半挂车'],
  ['B1D', '重型罐式自卸半挂车'],
  ['B1E', '重型平板自卸半挂车'],
  ['B1F', '重型集装箱自卸半挂车'],
  ['B1G', '重型特殊结构自卸半挂车'],
  ['B1H', '重型仓栅式自卸半挂车'],
  ['B1J', '重型专项作业自卸半挂车'],
  ['B1K', '重型低平板自卸半挂车'],
  ['B1U', '重型中置轴旅居挂车'],
  ['B1V', '重型中置轴车辆运输车'],
  ['B1W', '重型中置轴普通挂车'],
  // B 半挂车 — 中型
  ['B21', '中型普通半挂车'],
  ['B22', '中型厢式半挂车'],
  ['B23', '中型罐式半挂车'],
  ['B24', '中型平板半挂车'],
  ['B25', '中型集装箱半挂车'],
  ['B26', '中型自卸半挂车'],
  ['B27', '中型特殊结构半挂车'],
  ['B28', '中型仓栅式半挂车'],
  ['B29', '中型旅居半挂车'],
  ['B2A', '中型专项作业半挂车'],
  ['B2B', '中型低平板半挂车'],
  ['B2C', '中型车辆运输半挂车'],
  ['B2D', '中型罐式自卸半挂车'],
  ['B2E', '中型平板自卸半挂车'],
  ['B2F', '中型集装箱自卸半挂车'],
  ['B2G', '中型特殊结构自卸半挂车'],
  ['B2H', '中型仓栅式自卸半挂车'],
  ['B2J', '中型专项作业自卸半挂车'],
  ['B2K', '中型低平板自卸半挂车'],
  ['B2U', '中型中置轴旅居挂车'],
  ['B2V', '中型中置轴车辆运输车'],
  ['B2W', '中型中置轴普通挂车'],
  // B 半挂车 — 轻型
  ['B31', '轻型普通半挂车'],
  ['B32', '轻型厢式半挂车'],
  ['B33', '轻型罐式半挂车'],
  ['B34', '轻型平板半挂车'],
  ['B35', '轻型自卸半挂车'],
  ['B36', '轻型仓栅式半挂车'],
  ['B37', '轻型旅居半挂车'],
  ['B38', '轻型专项作业半挂车'],
  ['B39', '轻型低平板半挂车'],
  ['B3C', '轻型车辆运输半挂车'],
  ['B3D', '轻型罐式自卸半挂车'],
  ['B3E', '轻型平板自卸半挂车'],
  ['B3F', '轻型集装箱自卸半挂车'],
  ['B3G', '轻型特殊结构自卸半挂车'],
  ['B3H', '轻型仓栅式自卸半挂车'],
  ['B3J', '轻型专项作业自卸半挂车'],
  ['B3K', '轻型低平板自卸半挂车'],
  ['B3U', '轻型中置轴旅居挂车'],
  ['B3V', '轻型中置轴车辆运输车'],
  ['B3W', '轻型中置轴普通挂车'],
  // X 其它
  ['X99', '其它'],
];

const VEHICLE_LENGTHS = [
  '1.8', '2.7', '3.8', '4.2', '5', '6.2', '6.8', '7.7', '8.2', '8.7', '9.6', '11.7', '12.5', '13', '13.75', '15', '16', '17.5',
] as const;

export const DICTIONARIES: Record<string, Dictionary> = {
  quantity_unit: dict('数量单位', [
    ['piece', '件'],
    ['ton', '吨'],
    ['cube', '方', undefined, '立方米'],
    ['container', '箱'],
    ['vehicle', '车'],
  ]),
  bid_type: dict('竞价类型', [
    ['1', '单价竞价'],
    ['2', '总价竞价'],
  ]),
  bid_method: dict('竞价方式', [
    ['public', '公开竞价'],
    ['invite', '邀请竞价'],
  ]),
  bid_status: dict('竞价状态', [
    ['0', '新建', 'gray'],
    ['1', '已发布', 'blue'],
    ['2', '已开标', 'orange'],
    ['3', '流标', 'red'],
    ['4', '已完成', 'green'],
  ]),
  bidding_status: dict('报价状态', [
    ['0', '已报价', 'blue', '待开标'],
    ['1', '中标', 'green'],
    ['2', '未中标', 'gray'],
    ['3', '已撤回', 'red'],
  ]),
  grab_status: dict('抢单状态', [
    ['0', '待抢单', 'gray'],
    ['1', '抢单中', 'blue'],
    ['2', '已抢完', 'green'],
    ['3', '已关闭', 'red'],
  ]),
  business_type: dict('货源业务类型', [
    ['1', '线下货源'],
    ['2', '抢单货源'],
    ['3', '竞价货源'],
  ]),
  order_status: dict('订单状态', [
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
  ]),
  dispatch_status: dict('运单状态', [
    ['CREATED', '已派车', 'orange'],
    ['START', '已发车', 'blue'],
    ['LOAD', '已装货', 'blue'],
    ['UNLOAD', '已卸货', 'teal'],
    ['SIGN', '已签收', 'green'],
    ['REFUSE', '已拒收', 'red'],
    ['INVALID', '已作废', 'gray'],
  ]),
  distribution_status: dict('配送状态', [
    ['10', '待分配', 'orange'],
    ['20', '已分配', 'blue'],
    ['30', '配送中', 'blue'],
    ['40', '已送达', 'teal'],
    ['50', '已签收', 'green'],
    ['60', '已取消', 'gray'],
  ]),
  big_order_status: dict('运输订单状态', [
    ['10', '创建', 'gray'],
    ['20', '确认', 'orange'],
    ['30', '执行中', 'blue'],
    ['40', '已完成', 'green'],
  ]),
  order_source: dict('订单来源', [
    ['1', '抢单'],
    ['2', '竞价'],
    ['3', '指定承运商'],
    ['4', '代客下单'],
    ['5', '回程车'],
    ['6', '外协'],
    ['7', '企业下单'],
    ['8', '企业线路下单'],
  ]),
  pay_status: dict('支付状态', [
    ['0', '未支付', 'red'],
    ['1', '部分支付', 'orange'],
    ['2', '已支付', 'green'],
  ]),
  pay_type: dict('支付方式', [
    ['outline', '线下支付'],
    ['online', '线上支付'],
  ]),
  charge_mode: dict('结算方式', [
    ['billing', '账期结算'],
    ['cash', '现金结算'],
    ['pay_after_completion', '完成后支付'],
  ]),
  charge_node: dict('计费节点', [
    ['load', '按装货重量'],
    ['unload', '按卸货重量'],
  ]),
  invoice_status: dict('开票状态', [
    ['WAIT', '待开票', 'orange'],
    ['SEND', '已开票', 'green'],
  ]),
  news_type: dict('资讯类型', [
    ['news', '新闻动态'],
    ['policy', '政策法规'],
    ['data', '行业数据'],
  ]),
  abnormal_type: dict('异常类型', [
    ['1', '货物丢失'],
    ['2', '拒收'],
    ['3', '货损'],
    ['4', '退货'],
    ['5', '在途异常'],
    ['6', '其他'],
  ]),
  complaint_status: dict('投诉状态', [
    ['0', '待处理', 'orange'],
    ['1', '已处理', 'green'],
  ]),
  wallet_account_type: dict('钱包账户类型', [
    ['0', '基本户'],
    ['1', '一般户'],
  ]),
  wallet_user_type: dict('钱包用户类型', [
    ['1', '企业'],
    ['2', '自然人'],
  ]),
  account_status: dict('账户状态', [
    ['0', '正常', 'green'],
    ['1', '冻结', 'red'],
  ]),
  settlement_type: dict('结算对象类型', [
    ['CARRIER', '承运商'],
    ['INDIVIDUAL_AGENT', '车队长'],
    ['DRIVER', '司机'],
  ]),
  bank_code: dict('银行', [
    ['ICBC', '中国工商银行'],
    ['CCB', '中国建设银行'],
    ['ABC', '中国农业银行'],
    ['BOC', '中国银行'],
    ['BOCOM', '交通银行'],
  ]),
  company_file_type: dict('企业证件类型', [
    ['1', '承运商营业执照'],
    ['2', '道路运输经营许可证'],
    ['5', '企业营业执照'],
  ]),
  shipper_identity: dict('货主身份', [
    ['1', '发货方'],
    ['2', '收货方'],
    ['3', '贸易商'],
    [SHIPPER_IDENTITY_CONTROL, '管控企业', undefined, '流向管控企业，可见流向管控菜单'],
  ]),
  user_role: dict('用户角色', [
    ['individual_agent', '个人经纪人', undefined, '车队长'],
    ['agent', '经纪人'],
    ['carrier', '承运商'],
    ['individual_shipper', '个人货主'],
    ['enterprise_shipper', '企业货主'],
    ['driver', '司机'],
    ['operator', '运营管理员'],
  ]),
  auth_status: dict('认证状态', [
    ['0', '未认证', 'gray'],
    ['1', '认证中', 'orange'],
    ['2', '已认证', 'green'],
    ['3', '认证失败', 'red'],
  ]),
  plate_color: dict('车牌颜色', [
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
  ]),
  vehicle_type: dict('车辆类型', VEHICLE_TYPES),
  vehicle_length: dict('车长', VEHICLE_LENGTHS.map((m) => [m, `${m}米`] as const)),
  industry: dict('所属行业', [
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
  ]),
  company_size: dict('企业规模', [
    ['1', '1-49人'],
    ['2', '50-99人'],
    ['3', '100-499人'],
    ['4', '500-999人'],
    ['5', '1000-9999人'],
    ['6', '10000人以上'],
  ]),
  // remark: the 货物分类代码 (cargo_classification) used when reporting a waybill.
  goods_type: dict('货物类型', [
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
  ]),
  cargo_classification: dict('货物分类代码', [
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
  ]),
  driving_licence_class: dict('准驾车型', [
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
  ]),
  message_status: dict('消息状态', [
    ['0', '未读', 'red'],
    ['1', '已读', 'gray'],
  ]),
  review_status: dict('审核状态', [
    ['0', '待审核', 'orange'],
    ['1', '审核通过', 'green'],
    ['2', '审核驳回', 'red'],
  ]),
  publish_scope: dict('发布范围', [
    ['public', '公开到货源大厅'],
    ['partners', '我的合作伙伴'],
    ['designated', '指定承运商'],
  ]),
  black_word: dict('违禁词', BLACK_WORDS.map((w) => [w, w] as const)),
};

/** Items of one dictionary in display order; [] when the type is unknown. */
export function dictItems(type: string): DictItem[] {
  return DICTIONARIES[type]?.items ?? [];
}

/** Chinese label of a code; '' when the type or the code is unknown. */
export function dictLabel(type: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const key = String(value);
  return dictItems(type).find((item) => item.value === key)?.label ?? '';
}

/** All codes of one dictionary in display order; [] when the type is unknown. */
export function dictValues(type: string): string[] {
  return dictItems(type).map((item) => item.value);
}
