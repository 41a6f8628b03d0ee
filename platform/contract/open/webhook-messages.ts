// Webhooks' words (issue 51), without zod, so the screens load them without the schemas.

/** The events a webhook endpoint may subscribe to; `ping` is the test event of the 发送测试 button, always sent. */
export const WEBHOOK_EVENTS = [
  'cargo.taken',
  'order.accepted',
  'waybill.loaded',
  'waybill.unloaded',
  'waybill.signed',
  'waybill.exception',
  'bill.confirmed',
  'bill.paid',
  'invoice.issued',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number] | 'ping';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'cargo.taken': '货源被接单',
  'order.accepted': '订单已接单',
  'waybill.loaded': '派车单已装货',
  'waybill.unloaded': '派车单已卸货',
  'waybill.signed': '派车单已签收',
  'waybill.exception': '派车单异常（拒收、作废）',
  'bill.confirmed': '结算单已确认',
  'bill.paid': '结算单已付清',
  'invoice.issued': '发票已开具',
  ping: '测试事件',
};

export const WEBHOOK_STATUS_LABELS = { active: '推送中', paused: '已暂停', pausedByFailures: '连续失败已暂停' } as const;
export const DELIVERY_STATUS_LABELS = { pending: '待推送', delivered: '已送达', failed: '已放弃' } as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: '请输入接收地址',
  urlTooLong: '接收地址不能超过500个字符',
  urlInvalid: '请输入以 http:// 或 https:// 开头的完整网址',
  httpsRequired: '接收地址须使用 HTTPS',
  privateAddress: '接收地址不能是内网、本机或保留地址',
  eventsRequired: '请至少选择一项事件',
  eventUnknown: '所选事件不存在',
  statusUnknown: '推送状态不存在',
  endpointNotFound: '推送地址不存在',
  deliveryNotFound: '推送记录不存在',
  tooManyEndpoints: '每个企业最多登记10个推送地址',
  created: '推送地址已登记。签名密钥只显示这一次，请立即妥善保存：',
  paused: '已暂停推送，事件仍会记录，恢复后依次补发',
  resumed: '已恢复推送',
  deleted: '推送地址已删除，不再推送',
  resent: '已重新推送，结果见推送记录',
  pinged: '已发送测试事件，结果见推送记录',
  alreadyDelivered: '该事件已送达，无需重发',
  pausedNoticeTitle: '推送地址连续失败已暂停',
} as const;
