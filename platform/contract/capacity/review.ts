// Capacity operations (issue #6): the operator's qualification review of vehicles and drivers,
// and the expiry watch of their papers. Shared by the platform API and the screens.
import { z } from 'zod';
import { idField } from '../ids';
import { capacityListQuery, choiceFilter, filterText } from './schemas';
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

export const reviewQuery = capacityListQuery({
  kind: z.enum(REVIEW_KINDS).optional().default('vehicle'),
  /** review_status, or 'all' */
  reviewStatus: z.enum(['all', '0', '1', '2']).optional().default('0'),
  /** plate, driver name or mobile, owner company name */
  keyword: filterText(50),
});
export type ReviewQuery = z.output<typeof reviewQuery>;

// ---------------------------------------------------------------------------------------------
// Expiry watch

// ---------------------------------------------------------------------------------------------
// The carrier's offers (报价记录, /logistics/offeredList) and capacity for dispatch (/logistics/dispatch)

export const offeredQuery = capacityListQuery({
  kind: choiceFilter(OFFER_KINDS),
  /** goods name or cargo number */
  keyword: filterText(50),
});
export type OfferedQuery = z.output<typeof offeredQuery>;

export const dispatchQuery = capacityListQuery({
  tab: z.enum(['vehicle', 'driver']).optional().default('vehicle'),
  availability: z.enum(AVAILABILITY).optional().default('available'),
  /** plate, or driver name / mobile */
  keyword: filterText(20),
  vehicleType: filterText(3),
  vehicleLength: filterText(6),
});
export type DispatchQuery = z.output<typeof dispatchQuery>;
