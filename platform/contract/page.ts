// The one page shape of every paged list, its query fields, and their limits.
import { z } from 'zod';
import { MAX_PAGE_NUMBER } from './page-limits';

export { MAX_PAGE_NUMBER, type Page } from './page-limits';

/** The response schema of a page of `row`s. `capped`: the total stopped counting at the count limit. */
export function pageOf<T extends z.ZodTypeAny>(row: T) {
  return z.object({ records: z.array(row), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), capped: z.boolean().optional() });
}

/** `pageNumber` and `pageSize` of a list query, to spread into the area's query schema. */
export function pageFields(defaultSize = 20, maxSize = 50) {
  return {
    pageNumber: z.coerce
      .number({ invalid_type_error: '页码必须是数字' })
      .int('页码必须是整数')
      .min(1, '页码从 1 开始')
      .max(MAX_PAGE_NUMBER, '页码过大')
      .default(1),
    pageSize: z.coerce
      .number({ invalid_type_error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页至少 1 条')
      .max(maxSize, `每页最多 ${maxSize} 条`)
      .default(defaultSize),
  };
}
