// The fleet of the demo data: the carriers' vehicles and drivers, and the lines (线路) the carrier
// companies run between real places.
import { DEMO_ACCOUNTS as A, type DemoAccount } from '../accounts';
import type { PlaceKey } from '../places';
import type { CompanyKey } from './parties';

export type DemoVehicle = {
  key: string;
  owner: DemoAccount;
  plate: string;
  /** plate colour, type, length, load and review: a reviewed yellow-plate 13.75 m Q11 of 32 t unless given */
  color?: string;
  type?: string;
  length?: string;
  loadKg?: number;
  volumeM3?: number;
  permitNo: string;
  /** days from now; negative = expired */
  permitDays: number;
  insuranceDays: number;
  review?: string;
};

export const DEMO_VEHICLES: DemoVehicle[] = [
  { key: 'v1', owner: A.carrier, plate: '津C28561', permitNo: '120116008765', permitDays: 310, insuranceDays: 220 },
  { key: 'v2', owner: A.carrier, plate: '津C39072', permitNo: '120116009132', permitDays: 18, insuranceDays: 150 },
  { key: 'v3', owner: A.carrier, plate: '冀B5K318', length: '17.5', loadKg: 35000, permitNo: '130207012456', permitDays: 420, insuranceDays: 260 },
  { key: 'v4', owner: A.carrier, plate: '津C51873', permitNo: '120116010387', permitDays: 190, insuranceDays: 95 },
  { key: 'v5', owner: A.carrier, plate: '津A03256D', color: '93', loadKg: 31000, permitNo: '120116011824', permitDays: 600, insuranceDays: 330 },
  {
    key: 'v6',
    owner: A.carrier,
    plate: '冀B2G796',
    type: 'H12',
    length: '9.6',
    loadKg: 16000,
    volumeM3: 55,
    permitNo: '130208006619',
    permitDays: -5,
    insuranceDays: 40,
  },
  { key: 'v7', owner: A.carrier, plate: '冀B7M652', type: 'H11', length: '9.6', loadKg: 18000, permitNo: '130208007240', permitDays: 255, insuranceDays: 180 },
  { key: 'v8', owner: A.carrier, plate: '冀B3N907', permitNo: '130207013078', permitDays: 480, insuranceDays: 300 },
  { key: 'v13', owner: A.carrier, plate: '津C62480', permitNo: '120116012593', permitDays: 530, insuranceDays: 280 },
  {
    key: 'v9',
    owner: A.carrier,
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
    owner: A.carrier,
    plate: '津AK5719',
    color: '1',
    type: 'H32',
    length: '4.2',
    loadKg: 1490,
    volumeM3: 16,
    permitNo: '120116013517',
    permitDays: 650,
    insuranceDays: 210,
  },
  { key: 'v11', owner: A.individualAgent, plate: '冀B9E726', permitNo: '130281004417', permitDays: 365, insuranceDays: 200 },
  {
    key: 'v12',
    owner: A.individualAgent,
    plate: '冀B6R153',
    type: 'H11',
    length: '9.6',
    loadKg: 18000,
    permitNo: '130281004852',
    permitDays: 280,
    insuranceDays: 120,
  },
  { key: 'v14', owner: A.tongjiangCarrier, plate: '苏B8K265', permitNo: '320281015526', permitDays: 400, insuranceDays: 230 },
  { key: 'v15', owner: A.tongjiangCarrier, plate: '苏B3L790', length: '17.5', loadKg: 34000, permitNo: '320281015803', permitDays: 330, insuranceDays: 160 },
];

export type DemoDriver = {
  key: string;
  owner: DemoAccount;
  /** the driver's own account */
  user: DemoAccount;
  licenceClass: string;
  licenceYears: number;
  qualificationNo: string;
  review: string;
};

export const DEMO_DRIVERS: DemoDriver[] = [
  { key: 'd1', owner: A.carrier, user: A.driver, licenceClass: 'A2', licenceYears: 4, qualificationNo: '120116200803002751', review: '1' },
  { key: 'd2', owner: A.carrier, user: A.driverLiuHongtao, licenceClass: 'A2', licenceYears: 3, qualificationNo: '130283200907003172', review: '1' },
  { key: 'd3', owner: A.carrier, user: A.driverGaoZhiwei, licenceClass: 'A2', licenceYears: 5, qualificationNo: '120110201105001534', review: '1' },
  { key: 'd4', owner: A.carrier, user: A.driverHeJianjun, licenceClass: 'A2', licenceYears: 2, qualificationNo: '130481200604002913', review: '1' },
  { key: 'd5', owner: A.carrier, user: A.driverTianLixin, licenceClass: 'A2', licenceYears: 6, qualificationNo: '130207201209003357', review: '1' },
  { key: 'd6', owner: A.carrier, user: A.driverHanChunlei, licenceClass: 'B2', licenceYears: 1, qualificationNo: '120113201402001798', review: '1' },
  { key: 'd9', owner: A.carrier, user: A.driverCaoLijun, licenceClass: 'A2', licenceYears: 5, qualificationNo: '120116201007003910', review: '1' },
  { key: 'd10', owner: A.carrier, user: A.driverDengHongliang, licenceClass: 'B2', licenceYears: 4, qualificationNo: '130208201503001176', review: '0' },
  { key: 'd7', owner: A.individualAgent, user: A.individualAgent, licenceClass: 'A2', licenceYears: 3, qualificationNo: '130281200508005137', review: '1' },
  { key: 'd8', owner: A.individualAgent, user: A.driverFengHaibo, licenceClass: 'A2', licenceYears: 5, qualificationNo: '130281201006002376', review: '1' },
  { key: 'd11', owner: A.tongjiangCarrier, user: A.driverXuWenbin, licenceClass: 'A2', licenceYears: 4, qualificationNo: '320281200906001553', review: '1' },
  {
    key: 'd12',
    owner: A.tongjiangCarrier,
    user: A.driverYuanZhenghua,
    licenceClass: 'A1',
    licenceYears: 2,
    qualificationNo: '320281200411002738',
    review: '1',
  },
];

export const DEMO_LINES: {
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
