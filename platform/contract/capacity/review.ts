// Capacity operations (issue #6): the operator's qualification review of vehicles and drivers,
// and the expiry watch of their papers. Shared by the platform API and the screens.
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields } from '../page';
import { MAX_PAGE_SIZE } from './schemas';

export const REVIEW_KINDS = ['vehicle', 'driver'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = { vehicle: '车辆', driver: '司机' };

export const REVIEW_MESSAGES = {
  decisionRequired: '请选择审核意见',
  reasonRequired: '请输入驳回原因',
  reasonTooLong: '驳回原因最多200个字符',
  alreadyReviewed: '该资料已审核，请刷新后查看',
} as const;

const reason = z.string().trim().max(200, REVIEW_MESSAGES.reasonTooLong).optional().default('');

/** Operator review of a vehicle's or driver's papers: approve ('1') or reject ('2', with a reason). */
export const capacityReviewInput = z
  .object({
    id: idField(),
    approve: z.boolean({ required_error: REVIEW_MESSAGES.decisionRequired, invalid_type_error: REVIEW_MESSAGES.decisionRequired }),
    reason,
  })
  .superRefine((v, ctx) => {
    if (!v.approve && v.reason === '') ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['reason'], message: REVIEW_MESSAGES.reasonRequired });
  });
export type CapacityReviewInput = z.output<typeof capacityReviewInput>;

/** The review form of the screen (strings in): intent approve | reject, reason for a rejection. */
export const capacityReviewForm = z
  .object({
    intent: z.enum(['approve', 'reject'], { required_error: REVIEW_MESSAGES.decisionRequired, invalid_type_error: REVIEW_MESSAGES.decisionRequired }),
    reason,
  })
  .superRefine((v, ctx) => {
    if (v.intent === 'reject' && v.reason === '') ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['reason'], message: REVIEW_MESSAGES.reasonRequired });
  });

export const reviewQuery = z.object({
  ...pageFields(20, MAX_PAGE_SIZE),
  kind: z.enum(REVIEW_KINDS).optional().default('vehicle'),
  /** review_status, or 'all' */
  reviewStatus: z.enum(['all', '0', '1', '2']).optional().default('0'),
  /** plate, driver name or mobile, owner company name */
  keyword: z.string().trim().max(50).optional().default(''),
});
export type ReviewQuery = z.output<typeof reviewQuery>;

// ---------------------------------------------------------------------------------------------
// Expiry watch

/** Documents watched for expiry, by the column they live in. */
export const EXPIRY_DOCUMENTS = {
  vehicle: { transportPermit: '道路运输证', insurance: '保险', licenceInspection: '行驶证检验' },
  driver: { licence: '驾驶证', qualification: '从业资格证' },
} as const;

// ---------------------------------------------------------------------------------------------
// The carrier's offers (报价记录, /logistics/offeredList) and capacity for dispatch (/logistics/dispatch)

export const OFFER_KINDS = ['quote', 'grab'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_KIND_LABELS: Record<OfferKind, string> = { quote: '竞价报价', grab: '抢单' };

export const offeredQuery = z.object({
  ...pageFields(20, MAX_PAGE_SIZE),
  kind: z
    .enum(['', ...OFFER_KINDS])
    .optional()
    .default(''),
  /** goods name or cargo number */
  keyword: z.string().trim().max(50).optional().default(''),
});
export type OfferedQuery = z.output<typeof offeredQuery>;

export const AVAILABILITY = ['available', 'busy', 'blocked', 'all'] as const;
export type Availability = (typeof AVAILABILITY)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = { available: '可派车', busy: '运输中', blocked: '证件不全或过期', all: '全部' };

/** Waybill statuses (dispatch_status) during which a vehicle and its driver are on the road. */
export const ACTIVE_WAYBILL_STATUSES = ['CREATED', 'START', 'LOAD', 'UNLOAD'] as const;

export const dispatchQuery = z.object({
  ...pageFields(20, MAX_PAGE_SIZE),
  tab: z.enum(['vehicle', 'driver']).optional().default('vehicle'),
  availability: z.enum(AVAILABILITY).optional().default('available'),
  /** plate, or driver name / mobile */
  keyword: z.string().trim().max(20).optional().default(''),
  vehicleType: z.string().trim().max(3).optional().default(''),
  vehicleLength: z.string().trim().max(6).optional().default(''),
});
export type DispatchQuery = z.output<typeof dispatchQuery>;
