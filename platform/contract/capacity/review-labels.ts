// The capacity review's kinds, labels and messages without zod (issue 15: screens that show them
// do not load the validation library); capacity/review.ts re-exports them with the schemas.

export const REVIEW_KINDS = ['vehicle', 'driver'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = { vehicle: '车辆', driver: '司机' };

export const REVIEW_MESSAGES = {
  decisionRequired: '请选择审核意见',
  reasonRequired: '请输入驳回原因',
  reasonTooLong: '驳回原因最多200个字符',
  alreadyReviewed: '该资料已审核，请刷新后查看',
} as const;

/** Documents watched for expiry, by the column they live in. */
export const EXPIRY_DOCUMENTS = {
  vehicle: { transportPermit: '道路运输证', insurance: '保险', licenceInspection: '行驶证检验' },
  driver: { licence: '驾驶证', qualification: '从业资格证' },
} as const;

export const OFFER_KINDS = ['quote', 'grab'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_KIND_LABELS: Record<OfferKind, string> = { quote: '竞价报价', grab: '抢单' };

export const AVAILABILITY = ['available', 'busy', 'blocked', 'all'] as const;
export type Availability = (typeof AVAILABILITY)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = { available: '可派车', busy: '运输中', blocked: '证件不全或过期', all: '全部' };

/** Waybill statuses (dispatch_status) during which a vehicle and its driver are on the road. */
export const ACTIVE_WAYBILL_STATUSES = ['CREATED', 'START', 'LOAD', 'UNLOAD'] as const;
