// Public reputation pages: carriers' credit from shippers' evaluations (/creditEvaluation) and
// handled complaints (/historicalComplaints). Both show who and what only as far as the public may
// know it: names of shippers and any phone numbers in free text are masked by the platform.
import { z } from 'zod';
import { ABNORMAL_TYPE } from '../orders/dict';
import { valuesIn } from '../dictionaries';
import { optionalCode, pagingSchema } from './schemas';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const CREDIT_MIN_SCORES = ['3', '4', '4.5'] as const;

export const creditQuerySchema = z
  .object({
    keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键词不能超过50个字').optional()),
    minScore: optionalCode(() => CREDIT_MIN_SCORES, '评分筛选不正确'),
  })
  .merge(pagingSchema);
export type CreditQuery = z.infer<typeof creditQuerySchema>;

export const complaintHistoryQuerySchema = z
  .object({
    type: optionalCode(() => valuesIn(ABNORMAL_TYPE), '异常类型不正确'),
    keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键词不能超过50个字').optional()),
  })
  .merge(pagingSchema);
export type ComplaintHistoryQuery = z.infer<typeof complaintHistoryQuerySchema>;

/** Mobile numbers in free text keep their first three and last four digits. */
export function maskPhones(text: string): string {
  return text.replace(/(?<!\d)(1\d{2})\d{4}(\d{4})(?!\d)/g, '$1****$2');
}

/** A shipper's name as the public sees it: the first two characters, then asterisks. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return `${chars.join('')}*`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.min(4, Math.max(1, chars.length - 2)))}`;
}

/** Waybill numbers shown with the middle hidden (YD2026••••1234 style). */
export function maskWaybillNo(no: string): string {
  if (no.length <= 8) return no;
  return `${no.slice(0, 6)}****${no.slice(-4)}`;
}

/** A private person as the public sees them: the surname, then asterisks. */
export function maskPerson(name: string): string {
  const chars = [...name.trim()];
  return chars.length ? `${chars[0]}**` : '**';
}
