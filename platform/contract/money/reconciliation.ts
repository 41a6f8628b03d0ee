// The reconciliation differences (issue 44): what the nightly job (and an operator's reconciliation
// of a day) found between the custody bank's file and the platform's records, their list's filters
// (in the URL), a difference with its history, and the handling operations record.
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields } from '../page';
import { DIFFERENCE_ACTIONS, DIFFERENCE_KINDS, DIFFERENCE_MESSAGES, DIFFERENCE_STATUSES } from './reconciliation-labels';

export * from './reconciliation-labels';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const day = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DIFFERENCE_MESSAGES.badDay)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), DIFFERENCE_MESSAGES.badDay)
    .optional(),
);

export const differenceFilterShape = {
  kind: z.preprocess(blankToUndefined, z.enum(DIFFERENCE_KINDS, { errorMap: () => ({ message: '差异类型不正确' }) }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(DIFFERENCE_STATUSES, { errorMap: () => ({ message: '状态不正确' }) }).optional()),
  serial: z.preprocess(blankToUndefined, z.string().trim().max(64, '流水号最多 64 个字').optional()),
  /** the reconciled days, from and to (both included; a reversed range is read in order) */
  from: day,
  to: day,
};
export const DIFFERENCE_FILTER_KEYS = ['kind', 'status', 'serial', 'from', 'to'] as const;
export const differenceQuery = z.object({ ...differenceFilterShape, ...pageFields() });
export type DifferenceQuery = z.infer<typeof differenceQuery>;

export const differenceRow = z.object({
  id: z.number().int(),
  day: z.string(),
  serial: z.string(),
  kind: z.enum(DIFFERENCE_KINDS),
  bankAmountFen: z.number().int().nullable(),
  platformAmountFen: z.number().int().nullable(),
  detail: z.string(),
  status: z.enum(DIFFERENCE_STATUSES),
  handledAction: z.enum(DIFFERENCE_ACTIONS).nullable(),
  handledNote: z.string().nullable(),
  handledByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DifferenceRow = z.infer<typeof differenceRow>;

export const differenceHistoryRow = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  remark: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export const differenceDetail = differenceRow.extend({ history: z.array(differenceHistoryRow) });
export type DifferenceDetail = z.infer<typeof differenceDetail>;

/** The form's fields: the action taken and a note (both required). */
export const differenceHandleForm = z.object({
  action: z.enum(DIFFERENCE_ACTIONS, { errorMap: () => ({ message: DIFFERENCE_MESSAGES.actionRequired }) }),
  note: z
    .string({ required_error: DIFFERENCE_MESSAGES.noteRequired })
    .trim()
    .min(1, DIFFERENCE_MESSAGES.noteRequired)
    .max(200, DIFFERENCE_MESSAGES.noteTooLong),
});
export const differenceHandleInput = differenceHandleForm.extend({ id: idField(DIFFERENCE_MESSAGES.notFound) });
export type DifferenceHandleInput = z.infer<typeof differenceHandleInput>;

/** The screen's form that reconciles one day now (the nightly job does yesterday by itself). */
export const reconcileDayForm = z.object({
  day: z
    .string({ required_error: '请输入对账日期' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DIFFERENCE_MESSAGES.badDay)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), DIFFERENCE_MESSAGES.badDay),
});
