// The dictionary area's route table: sys_dict_data by type (one, several, all). Screens mostly read
// the dictionaries from the contract itself (dictionaries.ts); these serve the spec's clients.
import { z } from 'zod';
import { endpoints } from '../endpoints';

const dictType = z.string().regex(/^[a-z][a-z0-9_]{1,48}$/, '字典类型格式不正确');

export const dictEntry = z.object({ label: z.string(), value: z.string(), sort: z.number(), cssClass: z.string().nullable() });
export type DictEntry = z.infer<typeof dictEntry>;
const dictMap = z.record(z.array(dictEntry));

/** `order_status,dispatch_status`: up to 30 type codes, comma-separated. */
const typeList = z
  .string()
  .max(500)
  .transform((s) =>
    s
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(z.array(dictType).min(1, '请指定字典类型').max(30, '一次最多查询 30 个字典'));

// Static paths come before `{codes}`: Hono matches in registration order, and `{codes}` would swallow them.
export const dictApi = endpoints(['字典'], {
  shipperIdentity: {
    permission: 'public',
    method: 'get',
    path: '/sys_dict_data/shipper_identity',
    auth: false,
    summary: '货主身份字典',
    response: z.array(dictEntry),
  },
  all: {
    permission: 'public',
    method: 'get',
    path: '/sys_dict_data/getInfo',
    auth: false,
    summary: '全部字典（客户端缓存用）：类型 → 字典项',
    response: dictMap,
  },
  byType: {
    permission: 'public',
    method: 'get',
    path: '/sys_dict_data/getbytype/{key}',
    auth: false,
    summary: '取一个字典的字典项',
    params: z.object({ key: dictType }),
    response: z.array(dictEntry),
  },
  byCodes: {
    permission: 'public',
    method: 'get',
    path: '/sys_dict_data/{codes}',
    auth: false,
    summary: '按类型批量取字典（逗号分隔）：类型 → 字典项',
    params: z.object({ codes: typeList }),
    response: dictMap,
  },
});
