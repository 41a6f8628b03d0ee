// Contracts' messages and labels without zod, so the screens load them without the schemas.

export const CONTRACT_MESSAGES = {
  notFound: '合同不存在',
  templateNotFound: '合同模板不存在',
  state: '合同状态已变化，请刷新后重试',
  templateState: '模板状态已变化，请刷新后重试',
  releasedNotEditable: '已发布的模板不能修改，请新建版本',
  draftExists: '该模板已有未发布的新版本，请先编辑或发布它',
  nameRequired: '请输入模板名称',
  nameTooLong: '模板名称不能超过50个字',
  kindRequired: '请选择合同类型',
  clausesRequired: '请至少填写一条条款',
  clauseTitleRequired: '请输入条款标题',
  clauseTextRequired: '请输入条款内容',
  clauseTooLong: '条款内容不能超过2000个字',
  tooManyClauses: '条款最多50条',
  noReleasedTemplate: '该类型的合同模板尚未发布，请联系平台运营',
  passwordRequired: '请输入登录密码',
  passwordWrong: '登录密码不正确',
  smsCodeRequired: '请输入短信验证码',
  smsCodeFormat: '短信验证码为6位数字',
  smsCodeSent: '手机验证码发送成功！请注意查收',
  alreadySigned: '您已签署该合同，无需重复签署',
  notSigner: '您不是该合同的签署方',
  expired: '合同已超过签署期限，不能签署',
  notSigning: '合同不在签署中，不能签署',
  reasonRequired: '请输入原因',
  reasonTooLong: '原因不能超过200个字',
  operatorsOnly: '仅平台运营人员可以进行该操作',
  notComplete: '只有已签署完成的合同才能签订补充协议',
  priceOrTerm: '请填写新的单价或新的截止日期',
  unitPriceInvalid: '请输入正确的单价（元/吨，最多两位小数）',
  termEndInvalid: '请输入正确的截止日期',
  termEndBeforeStart: '截止日期不能早于合同开始日期',
  carrierUnsigned: '该管控订单的承运合同尚未签署完成，请先签署合同后再派车',
  created: '合同已生成',
  sent: '已发起签署',
  signed: '签署成功',
  completed: '签署成功，合同已全部签署完成',
  rejected: '已拒签该合同',
  recalled: '已撤回该合同',
  invalided: '合同已作废',
  templateSaved: '模板已保存',
  templateReleased: '模板已发布',
  templateInvalided: '模板已作废',
  agreementCreated: '补充协议已发起，请各方签署',
  pdfNotReady: '合同文件尚未生成',
  bigOrderNotFound: '运输订单不存在',
  bigOrderClosed: '运输订单已关闭，不能签订框架合同',
  notFramework: '该合同不是框架合同',
  frameworkExists: '该运输订单已有框架合同',
  agencyNotPayee: '代开协议仅适用于收取运费的个人承运人或司机',
  agencyNoIdentity: '请先完成实名认证（姓名与身份证号）后再签署代开协议',
  agencyExists: '您已有待签署或已签署的代开协议，请在合同中查看',
  agencyCreated: '代开协议已生成，请核对条款后签署',
  remindNotSigning: '只有签署中的合同才能提醒签署',
  remindNotAllowed: '仅合同发起方或平台运营人员可以提醒签署',
  remindNobody: '没有需要提醒的未签署方',
  reminded: '已提醒未签署方签署',
} as const;

/** How long a party is left alone after a reminder to sign (提醒签署): one reminder per party per hour. */
export const REMIND_INTERVAL_MINUTES = 60;
export const remindTooSoonMessage = (minutes: number) => `每位签署方每小时只能提醒一次，请${minutes}分钟后再试`;

export const CONTRACT_KINDS = ['shipper', 'carrier', 'driver', 'framework', 'invoice_agency', 'supplement'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_KIND_LABELS: Record<ContractKind, string> = {
  shipper: '托运合同（货主与平台）',
  carrier: '承运合同（平台与承运商）',
  driver: '承运合同（平台与司机）',
  framework: '年度/框架合同',
  invoice_agency: '代开协议',
  supplement: '补充协议',
};

export const CONTRACT_STATUSES = ['DRAFT', 'SIGNING', 'COMPLETE', 'REJECTED', 'RECALLED', 'EXPIRED', 'INVALIDED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  DRAFT: '草稿',
  SIGNING: '签署中',
  COMPLETE: '已签署',
  REJECTED: '已拒签',
  RECALLED: '已撤回',
  EXPIRED: '已过期',
  INVALIDED: '已作废',
};

export const TEMPLATE_STATUSES = ['DRAFT', 'RELEASED', 'INVALID'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = { DRAFT: '草稿', RELEASED: '已发布', INVALID: '已作废' };

/** `payee`: the individual carrier or driver of a 代开 agreement (委托方), who has the platform apply for invoices on their behalf. */
export const CONTRACT_PARTY_ROLES = ['shipper', 'platform', 'carrier', 'driver', 'payee'] as const;
export type ContractPartyRole = (typeof CONTRACT_PARTY_ROLES)[number];
export const CONTRACT_PARTY_LABELS: Record<ContractPartyRole, string> = {
  shipper: '托运方',
  platform: '平台（承运人）',
  carrier: '实际承运方',
  driver: '实际承运方（司机）',
  payee: '委托方（个人收款人）',
};

export const SIGN_METHOD_LABELS: Record<string, string> = { password: '登录密码确认', sms: '短信验证码确认', platform: '平台电子签章' };

/**
 * The placeholders a template may use, and what each is filled with: the order's, the parties'
 * and the price's fields only (a template cannot reach anything else). `{{name}}` in a clause.
 */
export const TEMPLATE_PLACEHOLDERS = {
  contractNo: '合同编号',
  orderNo: '订单号',
  shipperName: '托运方名称',
  platformName: '平台名称',
  carrierName: '实际承运方名称',
  payeeName: '代开委托方（个人收款人）姓名',
  goodsName: '货物名称',
  weightTonnes: '货物重量（吨）',
  unitPrice: '单价（元/吨）',
  totalAmount: '运费总额（元）',
  totalAmountCapitals: '运费总额（大写）',
  originAddress: '起运地',
  destAddress: '到达地',
  termStart: '合同开始日期',
  termEnd: '合同截止日期',
  paymentTerms: '付款方式',
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;

export const unknownPlaceholderMessage = (names: string[]) => `模板中含有不支持的占位符：${names.map((n) => `{{${n}}}`).join('、')}`;
export const passwordWrongMessage = (left: number) => (left > 0 ? `登录密码不正确，还可尝试${left}次` : '登录密码错误次数过多，请30分钟后再试');
export const passwordLockedMessage = (minutes: number) => `登录密码错误次数过多，请${minutes}分钟后再试`;
