// The reconciliation differences' words without zod (issue 44), so the screen loads them without
// the schemas: kinds, states and the actions operations record.
export const DIFFERENCE_KINDS = ['missing_at_platform', 'missing_at_bank', 'amount', 'status'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];
export const DIFFERENCE_KIND_LABELS: Record<DifferenceKind, string> = {
  missing_at_platform: '银行有、平台无',
  missing_at_bank: '平台有、银行无',
  amount: '金额不一致',
  status: '状态不一致',
};

export const DIFFERENCE_STATUSES = ['OPEN', 'HANDLED'] as const;
export type DifferenceStatus = (typeof DIFFERENCE_STATUSES)[number];
export const DIFFERENCE_STATUS_LABELS: Record<DifferenceStatus, string> = { OPEN: '待处理', HANDLED: '已处理' };

export const DIFFERENCE_ACTIONS = ['booked', 'reversed', 'bank_error_reported', 'no_action'] as const;
export type DifferenceAction = (typeof DIFFERENCE_ACTIONS)[number];
export const DIFFERENCE_ACTION_LABELS: Record<DifferenceAction, string> = {
  booked: '已补记',
  reversed: '已冲正',
  bank_error_reported: '银行差错已反馈',
  no_action: '无需处理',
};

export const DIFFERENCE_MESSAGES = {
  notFound: '对账差异不存在',
  alreadyHandled: '该差异已处理，不能重复处理',
  actionRequired: '请选择处理结果',
  noteRequired: '请填写处理说明',
  noteTooLong: '处理说明最多 200 个字',
  badDay: '日期格式应为 YYYY-MM-DD',
  handled: '已记录处理结果',
} as const;
