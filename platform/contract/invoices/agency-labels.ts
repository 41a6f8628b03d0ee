// 代开's messages, labels, rate and agreement text, without zod, so the screens load them without the
// schemas (agency.ts).
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

/** Application states: APPLYING 代开中, ISSUED 已代开, REFUSED 已驳回. */
export const AGENCY_STATUSES = ['APPLYING', 'ISSUED', 'REFUSED'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];
export const AGENCY_STATUS_LABELS: Record<AgencyStatus, string> = { APPLYING: '代开中', ISSUED: '已代开', REFUSED: '已驳回' };
/** A waybill's 代开 status: its latest application's, or NONE (未申请). */
export const WAYBILL_AGENCY_STATUSES = ['NONE', ...AGENCY_STATUSES] as const;
export type WaybillAgencyStatus = (typeof WAYBILL_AGENCY_STATUSES)[number];
export const WAYBILL_AGENCY_LABELS: Record<WaybillAgencyStatus, string> = { NONE: '未申请', ...AGENCY_STATUS_LABELS };
export const AGENCY_ACTION_LABELS: Record<string, string> = { apply: '提交申请', issue: '登记代开发票', refuse: '驳回申请' };
