// Money's messages without zod, apart from the labels (labels.ts) the screens show at once: the forms'
// schemas and the platform use them, so they load with the schemas after hydration (issue 15).
// bills.ts and wallet.ts re-export them.

export const BILL_MESSAGES = {
  noWaybills: '请选择要结算的派车单',
  tooMany: '一张结算单最多 200 条派车单',
  notSettleable: '所选派车单须为本方已签收且审核通过的派车单',
  onAnotherBill: '派车单已在其他结算单中',
  onePayee: '一张结算单只能结算同一收款方的派车单',
  deductionTooLarge: '扣款不能超过该派车单运费',
  deductionReason: '请填写扣款原因',
  notFound: '结算单不存在',
  state: '结算单当前状态不能进行此操作',
  disputeReason: '请填写异议原因',
  amount: '付款金额须大于 0 且不超过未付金额',
  bankSerial: '请填写银行流水号',
  paidOn: '请填写付款日期',
  paidOnInvalid: '付款日期不正确，请按 年-月-日 填写真实日期',
  paidOnFuture: '付款日期不能晚于今天',
  paidOnBeforeBill: '付款日期不能早于结算单生成日期',
  amountTooLarge: '单笔金额不能超过 1 亿元',
  keyReused: '该表单已提交过另一笔付款，请刷新页面后重新填写',
  paidTime: '请填写付款时间（时:分）',
  payMeans: '请选择付款方式（网络货运运费不得以现金支付）',
  receiptAccount: '请填写收款账号',
  receiptInvalid: '付款回单无效，请重新上传',
  created: '结算单已生成，等待收款方确认',
  confirmed: '已确认结算单',
  /** the history's remark when a bill's deductions equal its freight */
  settledAtZero: '扣款等于运费，应付金额为0，已结清',
  disputed: '已提出异议',
  cancelled: '结算单已作废',
  paid: '付款已记录',
} as const;

/** An offline payment's bank serial the payer has already recorded (issue 41, payments item 2). */
export const bankSerialUsedMessage = (billNo: string) => `该银行流水号已用于结算单 ${billNo} 的付款，请核对`;

export const WALLET_MESSAGES = {
  notConfigured: '存管银行未接入，暂不能在线开户、绑卡、付款或提现；线下付款不受影响',
  bankUnavailable: '存管银行暂时无法访问，请稍后再试',
  alreadyOpen: '钱包已开通',
  bankCodeTaken: '存管银行返回的子账户已属于其他钱包，开户未完成，平台已记录，请联系客服',
  notOpen: '尚未开通钱包',
  companyNotVerified: '企业认证通过后才能开通企业钱包',
  notCompanyUser: '您未加入企业，请开通个人钱包',
  personNotVerified: '实名认证通过后才能开通个人钱包',
  frozen: '钱包已冻结，不能付款或提现',
  statusReason: '请填写冻结或解冻的原因',
  statusReasonLong: '原因不能超过200个字',
  walletNotFound: '钱包不存在',
  alreadyFrozen: '钱包已是冻结状态',
  notFrozen: '钱包未冻结',
  operatorsOnly: '仅运营人员可以冻结或解冻钱包',
  walletFrozen: '钱包已冻结',
  walletUnfrozen: '钱包已解冻',
  bankCode: '请选择开户银行',
  cardNo: '请输入正确的银行卡号',
  mobile: '请输入银行预留手机号',
  smsCode: '请输入6位短信验证码',
  smsWrong: '短信验证码错误或已过期',
  amountRequired: '请输入银行打款金额',
  amountWrong: '打款金额不正确',
  depositExpired: '验证金额已过期，请重新绑卡',
  oneTryPerDay: '每24小时只能验证一次，请明天再试',
  cardNotFound: '银行卡不存在',
  flowNotFound: '资金流水不存在',
  cardState: '银行卡当前状态不能进行此操作',
  cardBound: '该银行卡已绑定',
  cardBinding: '该银行卡正在绑定中，请填写验证信息完成绑定，或解绑后重新绑定',
  noBoundCard: '请先绑定银行卡',
  withdrawRequired: '请输入提现金额',
  withdrawAmount: '提现金额须大于 0 且不超过可提现余额',
  fiveCertificates: '司机提现须五证齐全且认证通过',
  opened: '钱包已开通',
  smsSent: '短信验证码已发送至银行预留手机号',
  depositSent: '银行已向该对公账户打款一笔验证金额（不超过0.50元），请在48小时内填写',
  bound: '银行卡已绑定',
  unbound: '银行卡已解绑',
  withdrawn: '提现申请已提交',
  withdrawPaid: '提现成功，已转入银行卡',
  payRequired: '请输入付款金额',
  payAmount: '付款金额须大于 0 且不超过钱包可用余额',
  payeeNotOpen: '收款方尚未开通钱包，暂不能钱包支付，请线下付款',
  paidOnline: '钱包支付成功',
  payPending: '钱包支付已提交，银行处理中，结果确认后自动更新',
  payReturned: '银行未能完成支付，金额已退回钱包',
  payPasswordRequired: '请输入支付密码',
  payPasswordFormat: '支付密码须为6位数字',
  payPasswordSimple: '支付密码不能是相同或连续的数字，请换一个',
  payPasswordMismatch: '两次输入的支付密码不一致',
  payPasswordNotSet: '尚未设置支付密码，请先设置支付密码',
  payPasswordAlreadySet: '已设置支付密码；如需更换，请用原支付密码修改或用短信验证码重置',
  payPasswordSameAsOld: '新支付密码不能与原支付密码相同',
  payPasswordSet: '支付密码已设置',
  payPasswordChanged: '支付密码已修改',
  payPasswordReset: '支付密码已重置',
} as const;

/** A wrong payment password and how many tries are left before the wallet's payments lock. */
export const payPasswordWrongMessage = (triesLeft: number) => `支付密码错误，还可尝试 ${triesLeft} 次`;
/** Too many wrong payment passwords: how long the lock lasts and the way out. */
export const payPasswordLockedMessage = (minutesLeft: number) =>
  `支付密码错误次数过多，钱包付款与提现已锁定，请 ${minutesLeft} 分钟后再试，或用短信验证码重置支付密码`;

/** A binding the bank refused, with the bank's reason. */
export const bindRefusedMessage = (reason: string) => `银行拒绝绑卡：${reason || '未说明原因'}`;
/** A withdrawal the bank refused, with the bank's reason: the frozen money is available again. */
export const withdrawRefusedMessage = (reason: string | null) => `银行拒绝提现：${reason || '未说明原因'}，金额已退回钱包`;
