// The demo accounts by name: every account the seed creates that a person (or a test) signs in
// with. The seed builds its users from this map (platform/seed/demo/parties.ts, areas/orders-track.ts)
// and the tests sign in through it, so a number lives in one place. No imports: the Playwright
// specs load this file as it is.

/** The password of every demo account that has one. */
export const DEMO_PASSWORD = 'Demo1234';

export type DemoAccount = { readonly mobile: string; readonly name: string; readonly password: string | null };

const account = (mobile: string, name: string, password: string | null = DEMO_PASSWORD): DemoAccount => ({ mobile, name, password });

export const DEMO_ACCOUNTS = {
  // The eleven named accounts of the README.
  /** 张伟: individual shipper (个人货主), real-name verified. */
  individualShipper: account('13800000001', '张伟'),
  /** 李建国 of 唐山冀东钢铁贸易 ("the steel shipper"): enterprise shipper, verified. */
  enterpriseShipper: account('13800000002', '李建国'),
  /** 王海涛 of 天津顺达物流 (顺达): carrier company, verified. */
  carrier: account('13800000003', '王海涛'),
  /** 刘志强 of 石家庄恒通货运代理 (恒通): agent company, verified. */
  agent: account('13800000004', '刘志强'),
  /** 赵春生 (春生车队): individual agent who is also a driver, with trucks of his own. */
  individualAgent: account('13800000005', '赵春生'),
  /** 孙国庆: driver of 顺达. */
  driver: account('13800000006', '孙国庆'),
  /** 周丽: shipper with no password yet. */
  noPassword: account('13800000007', '周丽', null),
  /** 吴斌: individual shipper, not real-name verified. */
  unverifiedShipper: account('13800000008', '吴斌'),
  /** 郑晓燕 of the platform company: operations administrator (运营管理员). */
  operator: account('13800000009', '郑晓燕'),
  /** 陈志明 of 河北冀东水泥 ("the cement shipper"): enterprise-shipper employee with an employeeNo (single sign-on). */
  employee: account('13800000010', '陈志明'),
  /** 马永刚 of 山东鲁中钢材加工 (鲁中): enterprise shipper whose password is 200 days old. */
  stalePassword: account('13800000011', '马永刚'),

  // Further companies of the demo step.
  /** 蒋振东 of 江苏通江达物流 (通江达): a second carrier company. */
  tongjiangCarrier: account('13900000021', '蒋振东'),
  /** 郭建平 of 山西汾河煤业运销 (汾河): a second shipper company. */
  fenheShipper: account('13900000031', '郭建平'),

  // Drivers of the demo step: 顺达's, 赵春生's (冯海波) and 通江达's (许文斌, 袁正华).
  driverLiuHongtao: account('13900000001', '刘洪涛'),
  driverGaoZhiwei: account('13900000002', '高志伟'),
  driverHeJianjun: account('13900000003', '何建军'),
  driverTianLixin: account('13900000004', '田立新'),
  driverHanChunlei: account('13900000005', '韩春雷'),
  driverFengHaibo: account('13900000006', '冯海波'),
  driverCaoLijun: account('13900000007', '曹立军'),
  /** 邓宏亮: his driver record is not yet approved. */
  driverDengHongliang: account('13900000008', '邓宏亮'),
  driverXuWenbin: account('13900000022', '许文斌'),
  driverYuanZhenghua: account('13900000023', '袁正华'),

  // Drivers of 顺达 free of waybills, for the e2e specs that dispatch (areas/orders-track.ts).
  driverShiZhenhua: account('13900000041', '石振华'),
  driverMaJianjun: account('13900000042', '马建军'),
  driverChenHongwei: account('13900000043', '陈宏伟'),
  driverZhouLiqiang: account('13900000044', '周立强'),
  driverSunGuodong: account('13900000045', '孙国栋'),
  driverGuoZhiyuan: account('13900000046', '郭志远'),
  driverHanDeli: account('13900000047', '韩德利'),
  // the daily-journey e2e (daily-journey.spec.ts): one per project
  driverLuoJianguo: account('13900000048', '罗建国'),
  driverPengZhiqiang: account('13900000049', '彭志强'),
  // the driver's phone e2e (driver-phone.spec.ts): one per project
  driverQinHaitao: account('13900000050', '秦海涛'),
  driverLuMingyuan: account('13900000051', '陆明远'),
  // the image viewer e2e (image-viewer.spec.ts): one per project
  driverWeiJianhua: account('13900000052', '魏建华'),
  driverYeZhiming: account('13900000053', '叶志明'),
  // the online-payment e2e's retry (money-online-pay.spec.ts, areas/money-online.ts): a payer company each per project, wallet not yet opened
  retryPayerHandan: account('13900000061', '韩立群'),
  retryPayerCangzhou: account('13900000062', '沈国华'),
} satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
