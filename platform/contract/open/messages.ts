// The open platform's messages (issue 51), without zod, so screens and the docs page load them
// without the schemas. `OPEN_ERRORS` are the machine-readable codes a refused open-API call carries
// in `data.error`, beside the envelope's numeric code and Chinese message.
export const OPEN_MESSAGES = {
  nameRequired: '请输入密钥名称',
  nameTooLong: '密钥名称不能超过30个字',
  scopesRequired: '请至少选择一项接口权限',
  scopeUnknown: '所选接口权限不存在或未开放',
  scopeBeyondOwn: '不能授予您自己没有的权限',
  ipInvalid: '请输入正确的IP地址或网段（如 203.0.113.8 或 203.0.113.0/24），每行一个',
  ipTooMany: 'IP白名单最多20条',
  expiryInvalid: '请输入正确的过期日期',
  expiryPast: '过期日期须晚于今天',
  notAnAdministrator: '只有企业货主或承运商企业的管理员可以管理接口密钥',
  keyNotFound: '密钥不存在',
  alreadyRevoked: '该密钥已吊销',
  created: '密钥已创建。密钥只显示这一次，请立即妥善保存：',
  revoked: '密钥已吊销，下一次请求起即失效',
  tooManyKeys: '每个企业最多保留20个有效密钥，请先吊销不用的密钥',
} as const;

/** Refusals of the open gateway: [envelope code, machine-readable code, Chinese message]. */
export const OPEN_ERRORS = {
  signatureMissing: [401, 'signature_missing', '缺少签名请求头（X-Open-Key、X-Open-Timestamp、X-Open-Nonce、X-Open-Signature）'],
  timestampInvalid: [401, 'timestamp_out_of_window', '请求时间戳无效或与服务器时间相差超过5分钟'],
  nonceInvalid: [401, 'nonce_invalid', '随机串须为16至64位字母、数字、下划线或短横线'],
  keyInvalid: [401, 'key_invalid', '密钥不存在、已吊销或已过期'],
  ipNotAllowed: [403, 'ip_not_allowed', '请求来源IP不在该密钥的白名单内'],
  signatureInvalid: [401, 'signature_invalid', '签名不正确'],
  nonceReplayed: [401, 'nonce_replayed', '该随机串已使用过，请求被视为重放'],
  rateLimited: [429, 'rate_limited', '请求过于频繁，请稍后再试'],
  notOpen: [404, 'not_found', '开放接口不存在'],
  scopeMissing: [403, 'scope_missing', '该密钥没有调用此接口的权限'],
  idempotencyInvalid: [400, 'idempotency_key_invalid', '幂等键须为1至64位字母、数字、下划线或短横线'],
  idempotencyMismatch: [409, 'idempotency_key_reused', '该幂等键已用于另一个请求'],
  idempotencyInFlight: [409, 'idempotency_in_progress', '使用该幂等键的请求正在处理，请稍后重试'],
  unavailable: [503, 'unavailable', '开放接口暂时无法访问，请稍后重试'],
} as const satisfies Record<string, readonly [number, string, string]>;

export const API_KEY_STATUS_LABELS = { active: '有效', revoked: '已吊销', expired: '已过期' } as const;
