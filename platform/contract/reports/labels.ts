// The reports' messages, limits and labels without zod (issue 48): the screens show them without
// loading the validation library; schemas.ts builds the request schemas from the same lists.

export const REPORT_MESSAGES = {
  day: '日期格式应为 YYYY-MM-DD',
  range: '开始日期不能晚于结束日期',
  rangeTooLong: '查询区间最长 366 天',
  city: '请选择正确的城市',
  text: '最多 50 个字',
  exportEmpty: '没有可导出的数据',
  exportTooMany: '数据超过 5000 行，请缩小查询范围后再导出',
  diyNotFound: '报表不存在',
  diyName: '请输入报表名称（最多 30 个字）',
  diyNameTaken: '已有同名报表',
  diyDisplayFields: '请至少选择一个显示字段',
  diyUnknownField: '字段不在可选范围内',
  diyTooManyFields: '显示字段最多 20 个，查询字段最多 10 个',
  diyNotDisabled: '请先停用报表再删除',
  diyAlreadyEnabled: '报表已启用',
  diyAlreadyDisabled: '报表已停用',
  diyNotEnabled: '报表未启用',
  diyFilterValue: '查询条件的值不正确',
  saved: '保存成功',
  deleted: '删除成功',
  enabled: '已启用',
  disabled: '已停用',
} as const;

/** The longest period a report reads (days): a bounded range of waybills. */
export const REPORT_MAX_DAYS = 366;
/** The default period of a line report: the last 30 days. */
export const REPORT_DEFAULT_DAYS = 30;
/** The most rows an export answers in the request; more go to the download centre. */
export const REPORT_EXPORT_MAX = 5000;

/** Carriers without a company (individual agents and carriers) counted as one. */
export const INDIVIDUAL_CARRIERS = '个人承运人';

export const DIY_STATUSES = ['enabled', 'disabled'] as const;
export type DiyStatus = (typeof DIY_STATUSES)[number];
export const DIY_STATUS_LABELS: Record<DiyStatus, string> = { enabled: '启用', disabled: '停用' };

/** The dispatch-order reports of the admin list (operations): reported / not reported to the monitoring platform, five-certificate failures, price, return trips, on the road. */
export const DISPATCH_REPORTS = ['has', 'not', 'checkFive', 'price', 'return', 'way'] as const;
export type DispatchReport = (typeof DISPATCH_REPORTS)[number];
export const DISPATCH_REPORT_LABELS: Record<DispatchReport, string> = {
  has: '已上报',
  not: '未上报',
  checkFive: '五证校验未通过',
  price: '运价',
  return: '返程',
  way: '在途',
};
/** What each report's last column says. */
export const DISPATCH_REPORT_NOTES: Record<DispatchReport, string> = {
  has: '上报时间',
  not: '上报状态',
  checkFive: '校验问题',
  price: '运价（元/吨）与订单单价',
  return: '返程派车单',
  way: '最新定位时间',
};
