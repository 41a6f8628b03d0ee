// The invoice area's messages, without zod, so screens load them without the schemas.
export const INVOICE_MESSAGES = {
  titleRequired: '请输入发票抬头',
  titleTooLong: '发票抬头不能超过100个字符',
  taxpayerNoRequired: '请输入纳税人识别号',
  /** the credit-code fields' own message (GB 32100), as the certification forms show it */
  taxpayerNoInvalid: '请输入正确的统一社会信用代码',
  addressTooLong: '地址不能超过100个字符',
  bankNameTooLong: '开户银行不能超过50个字符',
  bankAccountInvalid: '请输入正确的银行账号（8到32位数字）',
  recipientTooLong: '收件人不能超过20个字符',
  detailsSaved: '开票信息已保存',
  applied: '开票申请已提交',
  issued: '发票已登记',
  reversed: '发票已红冲，所含派车单可重新申请开票',

  noWaybills: '请选择要开票的派车单',
  tooManyWaybills: '一次最多选择200个派车单',
  notInvoiceable: '所选派车单不存在、未付款或不属于本企业',
  alreadyInvoiced: '所选派车单已申请开票，不能重复申请；红冲后可重新申请',
  amountMismatch: '开票金额与所选派车单的可开票金额不符，请刷新后重试',
  kindInvalid: '请选择发票种类',
  noDetails: '请先在“开票信息”中填写发票抬头与纳税人识别号',
  applicationNotFound: '开票申请不存在',
  redNoRequired: '请输入红字确认单编号',
  redNoInvalid: '红字确认单编号应为20位数字',
  invoiceNoInvalid: '数电发票号码应为20位数字',
  notIssued: '只有已开具的发票可以红冲',
} as const;
