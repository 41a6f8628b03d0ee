import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { allDictionaries, dictionariesByType } from './service';

const DictType = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,48}$/, '字典类型格式不正确')
  .openapi({ example: 'order_status' });
const DictEntry = z.object({ label: z.string(), value: z.string(), sort: z.number(), cssClass: z.string().nullable() });
const DictMap = z.record(z.array(DictEntry));

const tag = ['字典'];

const byCodes = createRoute({
  method: 'get',
  path: '/sys_dict_data/{codes}',
  tags: tag,
  summary: '按类型批量取字典（逗号分隔）',
  request: {
    params: z.object({
      codes: z
        .string()
        .max(500)
        .transform((s) =>
          s
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        )
        .pipe(z.array(DictType).min(1, '请指定字典类型').max(30, '一次最多查询 30 个字典'))
        .openapi({ example: 'order_status,dispatch_status', type: 'string' }),
    }),
  },
  responses: jsonResponses(DictMap, '类型 → 字典项'),
});

const byType = createRoute({
  method: 'get',
  path: '/sys_dict_data/getbytype/{key}',
  tags: tag,
  summary: '取一个字典的字典项',
  request: { params: z.object({ key: DictType }) },
  responses: jsonResponses(z.array(DictEntry), '字典项'),
});

const shipperIdentity = createRoute({
  method: 'get',
  path: '/sys_dict_data/shipper_identity',
  tags: tag,
  summary: '货主身份字典',
  responses: jsonResponses(z.array(DictEntry), '货主身份'),
});

const info = createRoute({
  method: 'get',
  path: '/sys_dict_data/getInfo',
  tags: tag,
  summary: '全部字典（客户端缓存用）',
  responses: jsonResponses(DictMap, '类型 → 字典项'),
});

export const dictModule: PlatformModule = (app, { db }) => {
  // Static paths first: Hono matches in registration order, and `{codes}` would swallow them.
  app.openapi(shipperIdentity, async (c) => {
    const map = await dictionariesByType(db, ['shipper_identity']);
    return c.json(ok(map.shipper_identity ?? []), 200);
  });
  app.openapi(info, async (c) => c.json(ok(await allDictionaries(db)), 200));
  app.openapi(byType, async (c) => {
    const { key } = c.req.valid('param');
    const map = await dictionariesByType(db, [key]);
    return c.json(ok(map[key] ?? []), 200);
  });
  app.openapi(byCodes, async (c) => {
    const { codes } = c.req.valid('param');
    return c.json(ok(await dictionariesByType(db, codes)), 200);
  });
};
