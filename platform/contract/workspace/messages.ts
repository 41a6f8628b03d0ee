// In-app message statuses and labels without zod (issue 15: the message list does not load the
// validation library; workspace/schemas.ts re-exports them for the platform).

export const MESSAGE_STATUS = { unread: '0', read: '1' } as const;
export const MESSAGE_STATUS_LABELS: Record<string, string> = { '0': '未读', '1': '已读' };
export const MESSAGE_TYPES = ['system', 'certification', 'order', 'waybill', 'payment'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  system: '系统通知',
  certification: '认证审核',
  order: '订单消息',
  waybill: '派车单消息',
  payment: '资金消息',
};
