// The validators' messages (spec section 5's wording) and the shape of a validator: `true` or the
// Chinese message.

export type ValidationResult = true | string;
export type Validator = (value: unknown) => ValidationResult;

export const MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneFormat: '请输入格式正确的手机号',
  /** Requesting an SMS code with an empty phone. */
  phoneEmpty: '手机号不能为空',
  passwordRequired: '请输入密码',
  imageCodeRequired: '请输入验证码',
  /** Requesting an SMS code with an empty image code. */
  imageCodeEmpty: '验证码不能为空',
  smsCodeRequired: '请输入手机验证码',
  smsCodeRequiredAlt: '请输入短信验证码',
  loginPasswordRequired: '请输入登录密码',
  newPasswordRequired: '请输入新密码',
  passwordRule: '密码至少8位字符，必须包含字母和数字',
  confirmPasswordRequired: '请输入确认密码',
  passwordMismatch: '两次输入密码不一致!',
  oldPasswordRequired: '请输入原始密码',
  number: '请输入数字',
  digits: '请输入正整数',
  mobile: '请输入正确的手机号码',
  isMobile: '请输入正确的手机号码或座机号码',
  email: '请输入正确的邮箱地址',
  idcard: '请输入正确的身份证号码',
  areaCode: '请输入正确的区号',
  landline: '请输入正确的座机号码',
  extension: '请输入正确的分机号',
  vehicleNo: '请输入正确的车牌号',
  /** Real name of certification (not in the spec's list). */
  realName: '请输入与身份证一致的真实姓名',
  creditCode: '请输入正确的统一社会信用代码',
  bankNo: '请输入正确的银行卡号',
  /** A UnionPay card number (62…) whose last digit is not its Luhn check digit: a typo. */
  bankNoCheck: '银行卡号有误，请核对',
  alphanumeric: '只能输入字母和数字',
  /** Followed by the banned word(s) found, see `bannedWordsMessage`. */
  bannedWordsPrefix: '内容包含违禁词：',
} as const;

export function bannedWordsMessage(words: readonly string[]): string {
  return `${MESSAGES.bannedWordsPrefix}${words.join('、')}`;
}
