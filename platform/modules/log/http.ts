import { createRoute, z } from '@hono/zod-openapi';
import { authOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { saveInterfaceLog } from './service';

const LogBody = z
  .object({
    name: z.string().trim().min(1, '缺少参数 name').max(500),
    method: z.string().trim().min(1, '缺少参数 method').max(16),
    type: z.string().trim().min(1, '缺少参数 type').max(32),
    mode: z.string().trim().min(1, '缺少参数 mode').max(32),
    request: z.string().max(4000).nullish(),
    response: z.string().max(4000).nullish(),
  })
  .openapi('InterfaceLog');

const save = createRoute({
  method: 'post',
  path: '/log/interface/save',
  tags: ['日志'],
  summary: '记录接口/路由切换日志',
  request: { body: { content: { 'application/json': { schema: LogBody } }, required: true } },
  responses: jsonResponses(z.null(), '已记录'),
});

export const logModule: PlatformModule = (app, { db }) => {
  app.openapi(save, async (c) => {
    const body = c.req.valid('json');
    const ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? null;
    saveInterfaceLog(db, { ...body, userId: authOf(c)?.user.id ?? null, ip });
    return c.json(ok(null), 200);
  });
};
