// The public site's contract: news types, the platform's policy pages, the cargo hall's filters.
// Both the platform (validation) and the app (GET forms, labels) use these.
import { z } from 'zod';
import { optionalIdField } from '../ids';
import { DEFAULT_PAGE_SIZE, NEWS_STATUSES, NEWS_TYPES, PAGE_SIZES, PLATFORM_PAGE_KEYS } from './constants';

export * from './constants';

// The public pages pass the URL's text as it is (the platform's message names what is wrong with
// it), so these fields take any input; `z.preprocess` says so to the typed client.
const asTyped = (v: unknown) => v;
const pageNumber = z
  .preprocess(asTyped, z.coerce.number({ invalid_type_error: '页码应为数字' }).int('页码应为整数').min(1, '页码最小为 1').max(10_000, '页码过大'))
  .default(1);
const pageSize = z
  .preprocess(
    asTyped,
    z.coerce
      .number({ invalid_type_error: '每页条数应为数字' })
      .int('每页条数应为整数')
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), '每页条数只能是 10、20 或 50'),
  )
  .default(DEFAULT_PAGE_SIZE);

export const pagingSchema = z.object({ pageNumber, pageSize });

/** '' and null mean "no filter" (an empty select of a GET form). */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export function optionalCode(values: () => readonly string[], message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ invalid_type_error: message })
      .refine((v) => values().includes(v), message)
      .optional(),
  );
}

const blankToUndefinedPre = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema);

/**
 * The news editor's form (/ueditor) and the platform's save: the same rules on both sides. The
 * HTML is sanitised by the platform before it is stored (scripts and event handlers removed).
 */
export const newsInputSchema = z.object({
  id: optionalIdField('资讯不存在'),
  type: z.enum(NEWS_TYPES, { errorMap: () => ({ message: '请选择资讯类型' }) }),
  title: z.string({ required_error: '请输入资讯标题' }).trim().min(1, '请输入资讯标题').max(100, '资讯标题不能超过 100 个字符'),
  contentHtml: z.string({ required_error: '请输入资讯内容' }).min(1, '请输入资讯内容').max(200_000, '资讯内容过长'),
  source: blankToUndefinedPre(z.string().trim().max(50, '来源不能超过 50 个字符').optional()),
  /** '1': keep a new item as a draft instead of publishing it at once */
  draft: blankToUndefinedPre(z.enum(['1'], { errorMap: () => ({ message: '草稿标记不正确' }) }).optional()),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

export const newsAdminQuerySchema = z
  .object({
    type: optionalCode(() => NEWS_TYPES, '资讯类型不正确'),
    status: optionalCode(() => NEWS_STATUSES.map((s) => s.value), '资讯状态不正确'),
    keyword: blankToUndefinedPre(z.string().trim().max(50, '关键字不能超过 50 个字符').optional()),
  })
  .merge(pagingSchema);
export type NewsAdminQuery = z.infer<typeof newsAdminQuerySchema>;

export const newsQuerySchema = z
  .object({
    type: optionalCode(() => NEWS_TYPES, '资讯类型不正确'),
  })
  .merge(pagingSchema);
export type NewsQuery = z.infer<typeof newsQuerySchema>;

export const waybillTrackSchema = z.object({
  waybillNo: z
    .string({ required_error: '请输入派车单号' })
    .trim()
    .min(1, '请输入派车单号')
    .max(40, '派车单号不正确')
    .regex(/^[A-Za-z0-9-]+$/, '派车单号不正确'),
  phoneTail: z
    .string({ required_error: '请输入收货人手机号后四位' })
    .trim()
    .min(1, '请输入收货人手机号后四位')
    .regex(/^\d{4}$/, '请输入收货人手机号后四位（4位数字）'),
});
export const WAYBILL_TRACK_MISMATCH = '派车单号或手机号后四位不正确，请核对后重试';

/** A platform page (about, rules, agreements: the keys the site links to) as operations edit it. */
export const platformInfoKeyParams = z.object({
  key: z.string().refine((k) => PLATFORM_PAGE_KEYS.includes(k), '页面不存在'),
});
export const platformInfoInputSchema = platformInfoKeyParams.extend({
  title: z.string({ required_error: '请输入页面标题' }).trim().min(1, '请输入页面标题').max(100, '页面标题不能超过 100 个字符'),
  contentHtml: z.string({ required_error: '请输入页面内容' }).min(1, '请输入页面内容').max(200_000, '页面内容过长'),
});
export type PlatformInfoInput = z.infer<typeof platformInfoInputSchema>;

export const platformInfoAdminQuerySchema = z
  .object({ keyword: blankToUndefinedPre(z.string().trim().max(50, '关键字不能超过 50 个字符').optional()) })
  .merge(pagingSchema);
export type PlatformInfoAdminQuery = z.infer<typeof platformInfoAdminQuerySchema>;
