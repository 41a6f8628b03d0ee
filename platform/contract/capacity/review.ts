// Capacity operations (issue #6): the operator's qualification review of vehicles and drivers,
// and the expiry watch of their papers. Shared by the platform API and the screens.
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields } from '../page';
import { MAX_PAGE_SIZE } from './schemas';
import { AVAILABILITY, OFFER_KINDS, REVIEW_KINDS, REVIEW_MESSAGES } from './review-labels';

export * from './review-labels';

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

// ---------------------------------------------------------------------------------------------
// The carrier's offers (报价记录, /logistics/offeredList) and capacity for dispatch (/logistics/dispatch)

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
