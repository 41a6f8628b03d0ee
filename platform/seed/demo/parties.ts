// The parties of the demo data: eight companies (shippers, carriers, an agent, the platform) and
// the users acting for them or on their own, each user built from its demo account (accounts.ts).
import { DEMO_ACCOUNTS as A, type DemoAccount } from '../accounts';
import { OPERATOR_NAME, PLATFORM_NAME } from '../platform-pages';

export type CompanyKey = 'steel' | 'cement' | 'shunda' | 'hengtong' | 'yunbao' | 'luzhong' | 'tongjiang' | 'fenhe';

export const COMPANIES: Record<
  CompanyKey,
  {
    name: string;
    kind: 'shipper' | 'carrier' | 'agent' | 'platform';
    province: string;
    city: string;
    district: string;
    org8: string;
    address: string;
    /** the company's contact: the demo account acting for it */
    contact: DemoAccount;
    industry: string;
    size: string;
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
    contact: A.enterpriseShipper,
    industry: 'F',
    size: '3',
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
    contact: A.employee,
    industry: 'C',
    size: '5',
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
    contact: A.carrier,
    industry: 'G',
    size: '3',
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
    contact: A.agent,
    industry: 'G',
    size: '2',
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
    contact: A.operator,
    industry: 'I',
    size: '2',
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
    contact: A.stalePassword,
    industry: 'C',
    size: '3',
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
    contact: A.tongjiangCarrier,
    industry: 'G',
    size: '3',
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
    contact: A.fenheShipper,
    industry: 'B',
    size: '4',
    daysAgo: 240,
    intro: '煤炭、焦炭运销企业，主要发往唐山、曹妃甸港及天津港。',
  },
};

export type DemoUser = DemoAccount & {
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
  /** days since the password was set (accounts with a password) */
  pwdAgeDays?: number;
  daysAgo: number;
};

/** A verified individual driver with a password. */
const driver = (account: DemoAccount, id: DemoUser['id'], pwdAgeDays: number, daysAgo: number): DemoUser => ({
  ...account,
  roles: ['driver'],
  individual: 'y',
  authStatus: '2',
  id,
  isDriver: 1,
  pwdAgeDays,
  daysAgo,
});

export const DEMO_USERS: DemoUser[] = [
  { ...A.individualShipper, roles: ['individual_shipper'], individual: 'y', authStatus: '2', id: ['130208', '19850316', '231'], pwdAgeDays: 10, daysAgo: 200 },
  {
    ...A.enterpriseShipper,
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
  { ...A.carrier, roles: ['carrier'], company: 'shunda', companyFlag: 'y', authStatus: '2', id: ['120116', '19820507', '137'], pwdAgeDays: 10, daysAgo: 350 },
  {
    ...A.agent,
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
    ...A.individualAgent,
    roles: ['individual_agent', 'driver'],
    individual: 'y',
    authStatus: '2',
    id: ['130281', '19790824', '513'],
    memberName: '春生车队',
    isDriver: 1,
    pwdAgeDays: 10,
    daysAgo: 280,
  },
  driver(A.driver, ['130207', '19831001', '275'], 10, 270),
  { ...A.noPassword, roles: ['individual_shipper'], authStatus: '0', daysAgo: 3 },
  { ...A.unverifiedShipper, roles: ['individual_shipper'], individual: 'n', authStatus: '0', pwdAgeDays: 10, daysAgo: 20 },
  { ...A.operator, roles: ['operator'], company: 'yunbao', companyFlag: 'y', authStatus: '2', id: ['130203', '19910305', '426'], pwdAgeDays: 10, daysAgo: 400 },
  {
    ...A.employee,
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
    ...A.stalePassword,
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
  driver(A.driverLiuHongtao, ['130283', '19810715', '317'], 30, 240),
  driver(A.driverGaoZhiwei, ['120110', '19840228', '153'], 30, 230),
  driver(A.driverHeJianjun, ['130481', '19770409', '291'], 30, 220),
  driver(A.driverTianLixin, ['130207', '19860118', '335'], 30, 210),
  driver(A.driverHanChunlei, ['120113', '19881203', '179'], 30, 200),
  driver(A.driverFengHaibo, ['130281', '19850909', '237'], 30, 190),
  driver(A.driverCaoLijun, ['120116', '19820611', '391'], 30, 150),
  driver(A.driverDengHongliang, ['130208', '19890402', '117'], 30, 120),
  {
    ...A.tongjiangCarrier,
    roles: ['carrier'],
    company: 'tongjiang',
    companyFlag: 'y',
    authStatus: '2',
    id: ['320281', '19790613', '219'],
    pwdAgeDays: 45,
    daysAgo: 260,
  },
  driver(A.driverXuWenbin, ['320281', '19830521', '155'], 45, 250),
  driver(A.driverYuanZhenghua, ['320281', '19800315', '273'], 45, 250),
  {
    ...A.fenheShipper,
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

export function demoUserOf(mobile: string): DemoUser {
  const u = DEMO_USERS.find((x) => x.mobile === mobile);
  if (!u) throw new Error(`seed: ${mobile} is no demo user`);
  return u;
}
