// 代开's messages, labels, rate and agreement text, without zod, so the screens load them without the
// schemas (agency.ts).
import { INVOICE_MESSAGES } from './messages';
export const AGENCY_MESSAGES = {
  notPayee: '代开仅适用于收取运费的个人承运人或司机',
  agreementFirst: '请先签署代开发票委托协议',
  agreementSigned: '您已签署代开发票委托协议，无需重复签署',
  agreementOutdated: '协议版本已更新，请刷新后重新阅读并签署',
  acceptRequired: '请阅读并勾选同意代开发票委托协议',
  noIdentity: '请先完成实名认证（姓名与身份证号）后再签署代开协议',
  signed: '代开发票委托协议已签署',
  noWaybills: '请选择要申请代开的派车单',
  tooManyWaybills: '一次最多选择200个派车单',
  notApplicable: '所选派车单不存在、未付款或不属于您',
  alreadyApplied: '所选派车单已在代开申请中或已代开，不能重复申请',
  applied: '代开申请已提交',
  notFound: '代开申请不存在',
  notApplying: '该代开申请已代开或已驳回，不能再登记或驳回',
  invoiceNoInvalid: '数电发票号码应为20位数字',
  invoiceNoTaken: '该发票号码已登记在另一代开申请上',
  amountNotApplied: '价税合计应与代开申请的金额一致',
  taxNotApplied: '税额应与按征收率计算的税额一致',
  fileRequired: '请上传发票文件（PDF 或图片）',
  fileInvalid: '发票文件须为本人上传的 PDF 或图片',
  issuedOnBeforeApply: '开票日期不能早于申请日期',
  issued: '代开发票已登记',
  refuseReasonRequired: '请填写驳回原因',
  refuseReasonTooLong: '驳回原因不能超过200个字符',
  refused: '代开申请已驳回，所含派车单可重新申请',
  // per payee and period (operations), and the red reversal
  payeeNotFound: '未找到该手机号的个人承运人或司机',
  periodFromRequired: '请选择期间开始日期',
  periodFromInvalid: '期间开始日期不正确',
  periodToRequired: '请选择期间结束日期',
  periodToInvalid: '期间结束日期不正确',
  periodFuture: '期间不能晚于今天',
  periodOrder: '期间结束日期不能早于开始日期',
  periodTooLong: '期间最长为一年（366天）',
  periodMonthInvalid: '月份格式应为 YYYY-MM',
  periodEmpty: '该期间内没有已付款且未代开的派车单',
  periodTooMany: '该期间的派车单超过2000个，请缩短期间',
  periodAmountMismatch: '价税合计应与该期间未代开派车单的运费合计一致，请重新查询后登记',
  issuedOnBeforePeriod: '开票日期不能早于期间开始日期',
  recorded: '代开发票已登记',
  notIssued: '只有已代开的发票可以红冲',
  redNoInvalid: INVOICE_MESSAGES.redNoInvalid,
  redNoTaken: '该红字确认单编号已登记在另一代开记录上',
  reversed: '代开发票已红冲，所含派车单可重新代开',
} as const;

/**
 * The collection rate of 代开 for individuals, in basis points (3 % 征收率). domain/money.md: it may be
 * reduced by policy and is not verified here, so it is configuration, as INVOICE_TAX_RATES_BP is.
 */
export const AGENCY_COLLECTION_RATE_BP = 300;

/** The 代开 agreement as accepted: its version and clauses. A new text gets a new version. */
export const AGENCY_AGREEMENT = {
  version: '2026-11-v1',
  title: '代开发票委托协议',
  clauses: [
    '一、委托方（个人承运人或司机）委托平台运营方，就委托方通过平台承运并已收取的运费收入，向主管税务机关申请代开增值税发票。',
    '二、委托方保证所提供的姓名、身份证号及运输业务真实，代开发票以委托方为销售方，按税务机关规定的征收率计算并缴纳增值税及附加税费。',
    '三、平台按委托方逐笔提交的代开申请办理，开具后在平台登记发票号码、开票日期及发票文件，委托方可在“发票管理”中下载。',
    '四、代开申请在开具前被驳回的，平台告知驳回原因，所含派车单可重新申请。',
    '五、本协议自委托方在平台确认签署之日起生效，平台记录签署时间、签署地址及协议文本摘要以备查验。',
  ],
} as const;

/** The text accepted, as stored and hashed: title, version, clauses, one per line. */
export const agencyAgreementText = (a: { title: string; version: string; clauses: readonly string[] } = AGENCY_AGREEMENT) =>
  [`${a.title}（版本 ${a.version}）`, ...a.clauses].join('\n');

/** Record states: APPLYING 代开中, ISSUED 已代开, REFUSED 已驳回, RED 已红冲 (the last two free the waybills). */
export const AGENCY_STATUSES = ['APPLYING', 'ISSUED', 'REFUSED', 'RED'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];
export const AGENCY_STATUS_LABELS: Record<AgencyStatus, string> = { APPLYING: '代开中', ISSUED: '已代开', REFUSED: '已驳回', RED: '已红冲' };
/** A waybill's 代开 status: its latest application's, or NONE (未申请). */
export const WAYBILL_AGENCY_STATUSES = ['NONE', ...AGENCY_STATUSES] as const;
export type WaybillAgencyStatus = (typeof WAYBILL_AGENCY_STATUSES)[number];
export const WAYBILL_AGENCY_LABELS: Record<WaybillAgencyStatus, string> = { NONE: '未申请', ...AGENCY_STATUS_LABELS };
export const AGENCY_ACTION_LABELS: Record<string, string> = {
  apply: '提交申请',
  issue: '登记代开发票',
  refuse: '驳回申请',
  period: '按期间登记代开发票',
  red: '红冲',
};

/** A record's period as the screens show it: '2026-10-01 至 2026-10-31', '' for a payee's application. */
export const periodText = (r: { periodFrom: string | null; periodTo: string | null }) => (r.periodFrom && r.periodTo ? `${r.periodFrom} 至 ${r.periodTo}` : '');

/** A month ('2026-10') as its first and last day; null for anything else. */
export function monthPeriod(month: string): { periodFrom: string; periodTo: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month.trim());
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return null;
  const last = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  return { periodFrom: `${match[1]}-${match[2]}-01`, periodTo: `${match[1]}-${match[2]}-${String(last).padStart(2, '0')}` };
}
