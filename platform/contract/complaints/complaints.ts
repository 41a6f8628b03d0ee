// Complaints: what a complainant files, what operations answer, and the rows both lists show.
// The type is the spec's abnormal-type dictionary (1 lost … 6 other); the status complaint_status
// (0 pending, 1 handled).
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields } from '../page';
import { COMPLAINT_MAX_PHOTOS, COMPLAINT_MESSAGES as M, COMPLAINT_TARGET_KINDS } from './messages';

export { COMPLAINT_MESSAGES, COMPLAINT_TARGET_KINDS, COMPLAINT_TARGET_LABELS, type ComplaintTargetKind } from './messages';

const COMPLAINT_TYPES = ['1', '2', '3', '4', '5', '6'] as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const photoUuid = z
  .string()
  .trim()
  .regex(/^[0-9a-f-]{36}$/i, M.photosInvalid);

/** The complaint form (the photos are files here: the app uploads them and sends their uuids). */
export const complaintForm = z.object({
  targetKind: z.enum(COMPLAINT_TARGET_KINDS, { errorMap: () => ({ message: M.targetKindRequired }) }),
  targetNo: z
    .string({ required_error: M.targetNoRequired })
    .trim()
    .min(1, M.targetNoRequired)
    .max(40, M.targetNoTooLong)
    .transform((v) => v.toUpperCase()),
  complaintType: z.enum(COMPLAINT_TYPES, { errorMap: () => ({ message: M.typeRequired }) }),
  content: z.string({ required_error: M.contentRequired }).trim().min(1, M.contentRequired).max(500, M.contentTooLong),
  photos: z.any().optional(),
});

/** What the platform receives when a complaint is filed. */
export const complaintInput = complaintForm
  .omit({ photos: true })
  .extend({ photoUuids: z.array(photoUuid).max(COMPLAINT_MAX_PHOTOS, M.photosTooMany).optional() })
  .strict();
export type ComplaintInput = z.infer<typeof complaintInput>;

/** Operations' reply form, which closes the complaint (the form also carries its CSRF token and intent). */
export const complaintReplyForm = z.object({
  id: idField(M.notFound),
  backDesc: z.string({ required_error: M.backDescRequired }).trim().min(1, M.backDescRequired).max(500, M.backDescTooLong),
});
/** What the platform receives (updateBackDescById): the form's fields and nothing else. */
export const complaintReplyInput = complaintReplyForm.strict();
export type ComplaintReplyInput = z.infer<typeof complaintReplyInput>;

const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The complainant's own list. */
export const myComplaintQuery = z.object({
  status: optional(z.enum(['0', '1'])),
  ...pageFields(10, 50),
});
export type MyComplaintQuery = z.infer<typeof myComplaintQuery>;

/** Operations' list (complaintPage): filters in the URL. */
export const complaintAdminQuery = z.object({
  status: optional(z.enum(['0', '1'])),
  complaintType: optional(z.enum(COMPLAINT_TYPES)),
  /** order or waybill number, or the complainant's name or mobile */
  keyword: optional(z.string().trim().max(40)),
  ...pageFields(20, 50),
});
export type ComplaintAdminQuery = z.infer<typeof complaintAdminQuery>;

export const complaintRow = z.object({
  id: z.number().int(),
  targetKind: z.enum(COMPLAINT_TARGET_KINDS),
  orderNo: z.string(),
  waybillNo: z.string().nullable(),
  respondentName: z.string(),
  complaintType: z.string(),
  content: z.string(),
  photoUuids: z.array(z.string()),
  status: z.string(),
  backDesc: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ComplaintRow = z.infer<typeof complaintRow>;

/** Operations see who complained, too. */
export const complaintAdminRow = complaintRow.extend({
  complainantName: z.string(),
  complainantMobile: z.string(),
  handlerName: z.string().nullable(),
});
export type ComplaintAdminRow = z.infer<typeof complaintAdminRow>;

export const complaintHistoryEntry = z.object({
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorName: z.string(),
  remark: z.string().nullable(),
  at: z.string(),
});

export const complaintDetail = complaintAdminRow.extend({ history: z.array(complaintHistoryEntry) });
export type ComplaintDetail = z.infer<typeof complaintDetail>;
