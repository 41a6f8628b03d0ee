// Complaints' messages and labels without zod, so the screens load them without the schemas.

export const COMPLAINT_MESSAGES = {
  targetKindRequired: '请选择投诉对象',
  targetNoRequired: '请输入订单号或派车单号',
  targetNoTooLong: '单号不能超过40个字符',
  typeRequired: '请选择投诉类型',
  contentRequired: '请输入投诉内容',
  contentTooLong: '投诉内容不能超过500个字',
  orderNotFound: '未找到您参与的该订单，请核对订单号',
  waybillNotFound: '未找到您参与的该派车单，请核对派车单号',
  photosInvalid: '照片无效，请重新上传',
  photosTooMany: '最多上传6张照片',
  notFound: '投诉不存在',
  notAllowed: '您无权进行该操作',
  backDescRequired: '请输入处理意见',
  backDescTooLong: '处理意见不能超过500个字',
  alreadyHandled: '该投诉已处理，不能重复处理',
  filed: '投诉已提交，平台将尽快处理',
  replied: '已回复并关闭该投诉',
} as const;

/** What a complaint is about: the order, one waybill of it, or the other party of the order. */
export const COMPLAINT_TARGET_KINDS = ['order', 'waybill', 'party'] as const;
export type ComplaintTargetKind = (typeof COMPLAINT_TARGET_KINDS)[number];
export const COMPLAINT_TARGET_LABELS: Record<ComplaintTargetKind, string> = {
  order: '订单',
  waybill: '派车单',
  party: '对方（承运方或货主）',
};

/** At most this many photos per complaint. */
export const COMPLAINT_MAX_PHOTOS = 6;
