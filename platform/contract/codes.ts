// Envelope codes (spec sections 7 and 8) and the Chinese texts of the error catalogue.
// Shared by the platform API (which produces envelopes) and the Remix app (which reads them).

/** Business success. */
export const SUCCESS = 200;
/** Bad request / validation failure. */
export const BAD_REQUEST = 400;
/** Token invalid: the client logs out and goes to /login. */
export const FORBIDDEN = 403;
export const NOT_FOUND = 404;
/** Request body over the limit (sent with `Connection: close`). */
export const PAYLOAD_TOO_LARGE = 413;
export const SERVER_ERROR = 500;
/** Illegal token: re-login confirmation. */
export const ILLEGAL_TOKEN = 50008;
/** Another client logged in with this account: re-login confirmation. */
export const OTHER_CLIENT_LOGGED_IN = 50012;
/** Token expired: re-login confirmation. */
export const TOKEN_EXPIRED = 50014;
/** Password locked: login is disabled. */
export const PWD_LOCKED = 9941;
/** Internal (employeeNo) user: must use single sign-on. */
export const SSO_ONLY = 9988;

export const CODES = {
  SUCCESS,
  BAD_REQUEST,
  FORBIDDEN,
  NOT_FOUND,
  PAYLOAD_TOO_LARGE,
  SERVER_ERROR,
  ILLEGAL_TOKEN,
  OTHER_CLIENT_LOGGED_IN,
  TOKEN_EXPIRED,
  PWD_LOCKED,
  SSO_ONLY,
} as const;

export type Code = (typeof CODES)[keyof typeof CODES];

/** Codes that trigger the re-login confirmation (spec section 8). */
export const RELOGIN_CODES: readonly number[] = [ILLEGAL_TOKEN, OTHER_CLIENT_LOGGED_IN, TOKEN_EXPIRED];

export type Envelope<T> = { code: number; message: string; data: T };

export function ok<T>(data: T, message = '操作成功'): Envelope<T> {
  return { code: SUCCESS, message, data };
}

export function fail(code: number, message: string): Envelope<null>;
export function fail<T>(code: number, message: string, data: T): Envelope<T>;
export function fail<T>(code: number, message: string, data: T | null = null): Envelope<T | null> {
  return { code, message, data };
}

/**
 * The data of a refusal about one field of the request: the field's name as the request spells it
 * ('file' of an upload, 'receipt', 'amountFen'), with whatever else the refusal says beside it (the
 * `waybillId` of a deduction's row). A form shows the message at that field; the field is read from
 * here (refusedField), never guessed from the message.
 */
export type FieldRefusal = { field: string };

/** The field a failed envelope's data names (FieldRefusal), or null. */
export function refusedField(data: unknown): string | null {
  const field = (data as Partial<FieldRefusal> | null | undefined)?.field;
  return typeof field === 'string' ? field : null;
}

export function isSuccess(envelope: { code: number } | null | undefined): boolean {
  return envelope?.code === SUCCESS;
}

export function isReloginCode(code: number): boolean {
  return RELOGIN_CODES.includes(code);
}

/** Chinese texts of spec section 8 (plus the section 5 export error and section 6 requiresPass messages). */
export const MESSAGES_8 = {
  /** Default success message of an envelope. */
  success: '操作成功',
  /** Fallback toast text when a failed envelope carries no message. */
  fallbackError: 'Error',
  smsSent: '手机验证码发送成功！请注意查收',
  operationFailed: '操作失败',
  releaseAgentSuccess: '解除经纪人角色成功',
  cancelAccountSuccess: '注销账户成功',
  loadFailed: '加载失败',
  fullscreenUnsupported: 'you browser can not work',
  exportNoData: '请勾选或查询需要下载的数据',
  ssoOnly: '冀东内部用户请使用统一登录门户修改',
  userNotFound: '用户不存在',
  notRealNameAuthed: '您还未实名认证，请先提交实名认证信息后进行业务操作！',
  noInvoiceQualification: '您还未进行资质认证，请先提交资质认证信息审核通过后再进行开票操作！',
  noBusinessQualification: '您还未进行资质认证，请先提交资质认证信息审核通过后再进行业务操作！',
  loggedOut: '您已登出，可以取消继续留在该页面，或者重新登录',
} as const;
