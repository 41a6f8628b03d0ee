// Waybill reporting to the provincial network-freight monitoring system (网络货运信息监测, issue #8,
// /user/waybillPush): the list and action shapes, and the five-certificate check (五证校验) as a
// pure function of the waybill's facts. The message itself is built on the platform
// (platform/modules/reporting/message.ts); its required values are checked here too, so a waybill
// that would make an incomplete message is refused before anything is sent.
import { z } from 'zod';
import { idArray } from '../ids';
import { pageFields } from '../page';
import { formatDateTime } from '../format';
import { checkIdCard } from '../validators';

export const REPORT_MESSAGES = {
  operatorsOnly: '仅平台运营人员可上报运单',
  notFound: '运单不存在或不在上报范围内',
  notConfigured: '未配置省级监测平台上报通道',
  checkFailed: '五证校验未通过，不能上报',
  sending: '该运单正在上报中，请稍后刷新查看结果',
  alreadySent: '该运单已上报，监测平台已接收',
  noneChosen: '请勾选要上报的运单',
  checked: '五证校验已完成',
  /** a check that took in 资金流水单 rows: their check is of the payment, not the five certificates */
  checkedMixed: '校验已完成',
  freightNotQueued: '该运单的资金流水单尚未生成：结算单付清且运单已上报后生成',
  freightCheckFailed: '资金流水校验未通过，不能上报',
  freightSending: '该资金流水单正在上报中，请稍后刷新查看结果',
  freightAlreadySent: '该资金流水单已上报，监测平台已接收',
} as const;

/** What a report row reports: the waybill's 电子运单, or the 资金流水单 of its payment. */
export const REPORT_KINDS = ['waybill', 'freight_charges'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = { waybill: '运单', freight_charges: '资金流水单' };
export const reportKind = z.enum(REPORT_KINDS).default('waybill');

export const REPORT_TABS = ['pending', 'reported', 'failed'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const REPORT_TAB_LABELS: Record<ReportTab, string> = { pending: '未上报', reported: '已上报', failed: '上报失败' };
export const REPORT_STATUS_LABELS: Record<string, string> = { none: '未上报', pending: '未上报', sending: '上报中', sent: '已上报', failed: '上报失败' };

const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
  .optional();

export const reportQuery = z.object({
  tab: z.enum(REPORT_TABS).default('pending'),
  waybillNo: z.string().trim().max(30).optional(),
  plateNo: z.string().trim().max(12).optional(),
  /** signed between these China dates */
  startDate: dateField,
  endDate: dateField,
  ...pageFields(20, 50),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const ids = idArray().min(1, REPORT_MESSAGES.noneChosen).max(50, '一次最多处理50条运单');

/** 五证校验 / 上报 / 重新上报 of one or the ticked waybills. */
export const reportActionBody = z.object({ waybillIds: ids, kind: reportKind });
export type ReportActionBody = z.infer<typeof reportActionBody>;

export const reportRow = z.object({
  waybillId: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  waybillNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  plateNo: z.string(),
  driverName: z.string(),
  route: z.string(),
  signedAt: z.string().nullable(),
  /** null: never checked */
  checkErrors: z.array(z.string()).nullable(),
  checkedAt: z.string().nullable(),
  /** none (no report row yet) | pending | sending | sent | failed */
  status: z.string(),
  messageRef: z.string().nullable(),
  lastCode: z.string().nullable(),
  lastMessage: z.string().nullable(),
  attempts: z.number().int(),
  reportedAt: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportAttempt = z.object({
  id: z.number().int(),
  messageRef: z.string(),
  code: z.string(),
  message: z.string().nullable(),
  outcome: z.string(),
  response: z.string().nullable(),
  requestXml: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type ReportAttempt = z.infer<typeof reportAttempt>;

export const reportDetail = z.object({
  row: reportRow,
  check: z.array(z.string()),
  xml: z.string(),
  xmlIsPreview: z.boolean(),
  attempts: z.array(reportAttempt),
  configured: z.boolean(),
});
export type ReportDetail = z.infer<typeof reportDetail>;

/** The outcome of one waybill of a push or check. */
export const reportOutcome = z.object({ waybillId: z.number().int(), kind: z.enum(REPORT_KINDS), waybillNo: z.string(), ok: z.boolean(), message: z.string() });
export type ReportOutcome = z.infer<typeof reportOutcome>;

// ---------------------------------------------------------------------------------------------
// Five-certificate check

/** Everything the check and the message need about one waybill (times as ISO strings or null). */
export type ReportFacts = {
  waybillNo: string;
  orderNo: string;
  loadedAt: string | null;
  unloadedAt: string | null;
  signedAt: string | null;
  createdAt: string;
  loadWeightKg: number | null;
  unloadWeightKg: number | null;
  freightFen: number | null;
  goodsName: string;
  /** 货物分类代码 (goods_type dictionary remark) */
  cargoCode: string | null;
  platform: { name: string; creditCode: string; permitNo: string | null } | null;
  consignor: { name: string; id: string | null; place: string; regionCode: string | null };
  consignee: { name: string; place: string; regionCode: string | null };
  actualCarrier: { name: string; creditCode: string; permitNo: string | null } | null;
  vehicle: {
    plateNo: string;
    plateColor: string;
    loadKg: number;
    vin: string | null;
    licenceInspectionExpiry: string | null;
    transportPermitNo: string | null;
    transportPermitExpiry: string | null;
  };
  driver: {
    name: string;
    idCard: string;
    licenceNo: string;
    licenceExpiry: string | null;
    qualificationNo: string | null;
    qualificationExpiry: string | null;
    /** the driver's own account, when linked: its real name and ID number */
    accountName: string | null;
    accountIdCard: string | null;
  };
};

/** Goods vehicles of 4.5 t or less need no 道路运输证. */
export const PERMIT_FREE_MAX_KG = 4500;

const chinaDay = (iso: string | null) => (iso ? formatDateTime(iso, 'YYYY-MM-DD') : '');

/**
 * 五证校验: 身份证, 驾驶证, 行驶证, 从业资格证, 道路运输证 — present, valid on every day of the
 * waybill (through its last date), consistent with the driver and vehicle — and the values the
 * message cannot go without. Returns the problems in Chinese; empty = passed.
 */
export function checkFiveCertificates(f: ReportFacts): string[] {
  const problems: string[] = [];
  const lastDay = chinaDay(f.signedAt ?? f.unloadedAt ?? f.loadedAt ?? f.createdAt);
  const valid = (expiry: string | null, label: string) => {
    if (!expiry) problems.push(`${label}缺少有效期`);
    else if (chinaDay(expiry) < lastDay) problems.push(`${label}已过期`);
  };
  const d = f.driver;
  // 身份证: the number, well formed (province, birth date, check digit).
  if (!d.idCard) problems.push('缺少司机身份证号');
  else if (!checkIdCard(d.idCard)) problems.push('司机身份证号格式不正确');
  if (d.accountIdCard && d.idCard && d.accountIdCard.toUpperCase() !== d.idCard.toUpperCase()) problems.push('司机身份证号与实名认证不一致');
  // 驾驶证: its number is the holder's ID number; the holder is the driver.
  if (!d.licenceNo) problems.push('缺少驾驶证号');
  else if (d.idCard && d.licenceNo.toUpperCase() !== d.idCard.toUpperCase()) problems.push('驾驶证号与司机身份证号不一致');
  if (d.accountName && d.accountName !== d.name) problems.push('驾驶证姓名与司机实名不一致');
  valid(d.licenceExpiry, '驾驶证');
  // 行驶证: VIN and the inspection validity of the vehicle it names.
  const v = f.vehicle;
  if (!v.vin) problems.push('行驶证缺少车辆识别代号');
  valid(v.licenceInspectionExpiry, '行驶证');
  // 从业资格证
  if (!d.qualificationNo) problems.push('缺少从业资格证号');
  valid(d.qualificationExpiry, '从业资格证');
  // 道路运输证, except for goods vehicles of 4.5 t or less.
  if (v.loadKg > PERMIT_FREE_MAX_KG) {
    if (!v.transportPermitNo) problems.push('缺少道路运输证号');
    valid(v.transportPermitExpiry, '道路运输证');
  }
  // What the message needs.
  if (!f.platform) problems.push('缺少网络货运经营者（平台企业）信息');
  else {
    if (!f.platform.creditCode) problems.push('平台企业缺少统一社会信用代码');
    if (!f.platform.permitNo) problems.push('平台企业缺少道路运输经营许可证号');
  }
  if (!f.actualCarrier) problems.push('缺少实际承运人');
  else if (!f.actualCarrier.permitNo) problems.push('实际承运人缺少道路运输经营许可证号');
  if (!f.consignor.id) problems.push('缺少托运人统一社会信用代码或证件号');
  if (!f.consignor.regionCode) problems.push('缺少装货地行政区划代码');
  if (!f.consignee.regionCode) problems.push('缺少收货地行政区划代码');
  if (!f.loadedAt) problems.push('缺少装货时间');
  if (!f.signedAt && !f.unloadedAt) problems.push('缺少收货时间');
  if (!f.loadWeightKg) problems.push('缺少装货重量');
  if (f.freightFen === null) problems.push('缺少运费金额');
  return problems;
}
