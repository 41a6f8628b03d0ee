// Workspace endpoints: menus (spec 7 POST /shipperMenu/getMenuTreeByUserId), messages
// (GET /messages/getMessageCount, POST /messages/pagination, mark read), the ship-order notice
// (GET /payment/warnPrompt), the workbench summary and its rule settings.
import { createRoute, z } from '@hono/zod-openapi';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok, jsonBody } from '../../http/envelope';
import { messageQuery, workbenchSettingsSchema } from '../../contract/workspace';
import { attempt } from '../auth/refusal';
import {
  markAllRead,
  markRead,
  menuTreeFor,
  pageMessages,
  readWorkbenchSettings,
  saveWorkbenchSettings,
  unreadCount,
  warnPrompt,
  workbenchSummary,
} from './service';
import { idField } from '../../contract/ids';

const authHeader = [{ bearerAuth: [] as string[] }];

const MenuSchema = z
  .object({
    path: z.string(),
    jump: z.string().nullable(),
    title: z.string(),
    meta: z.object({ title: z.string() }),
    permAlias: z.string(),
    hidden: z.boolean(),
    children: z.array(z.any()).openapi({ description: '子菜单（同样的结构）' }),
  })
  .openapi('MenuEntry');

const MessageSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    title: z.string(),
    content: z.string(),
    link: z.string().nullable(),
    status: z.string().openapi({ description: '0 未读，1 已读' }),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .openapi('Message');

const StatusCountSchema = z.object({ status: z.string(), count: z.number().int() });

const menuRoute = createRoute({
  method: 'post',
  path: '/shipperMenu/getMenuTreeByUserId',
  tags: ['菜单'],
  summary: '当前用户的菜单树（按身份授予的菜单加上个人授予的菜单）',
  security: authHeader,
  request: { body: { content: { 'application/json': { schema: z.object({}).passthrough() } }, required: false } },
  responses: jsonResponses(z.array(MenuSchema), '菜单树'),
});

const countRoute = createRoute({
  method: 'get',
  path: '/messages/getMessageCount',
  tags: ['消息'],
  summary: '未读消息数',
  security: authHeader,
  responses: jsonResponses(z.number().int(), '未读消息数'),
});

const paginationRoute = createRoute({
  method: 'post',
  path: '/messages/pagination',
  tags: ['消息'],
  summary: '我的消息（分页，可按关键字与状态筛选）',
  security: authHeader,
  request: jsonBody(messageQuery),
  responses: jsonResponses(
    z.object({ list: z.array(MessageSchema), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() }),
    '一页消息',
  ),
});

const readRoute = createRoute({
  method: 'post',
  path: '/messages/read',
  tags: ['消息'],
  summary: '标记一条消息为已读',
  security: authHeader,
  request: jsonBody(z.object({ id: idField('消息编号不正确') })),
  responses: jsonResponses(MessageSchema, '已读'),
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/messages/readAll',
  tags: ['消息'],
  summary: '全部标记为已读',
  security: authHeader,
  responses: jsonResponses(z.object({ updated: z.number().int() }), '已标记的条数'),
});

const warnRoute = createRoute({
  method: 'get',
  path: '/payment/warnPrompt',
  tags: ['支付'],
  summary: '发单提醒：逾期未充值金额（分）与发单状态（1 可发单，0 禁止发单）',
  security: authHeader,
  responses: jsonResponses(z.object({ warnPaymentAmount: z.number().int(), shipOrderStatus: z.string() }), '发单提醒'),
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/workbench/summary',
  tags: ['工作台'],
  summary: '工作台概览：未读消息、本方订单与运单按状态计数、最近的认证申请',
  security: authHeader,
  responses: jsonResponses(
    z.object({
      unreadMessages: z.number().int(),
      orders: z.array(StatusCountSchema),
      waybills: z.array(StatusCountSchema),
      certification: z.object({ kind: z.string(), status: z.string(), reviewRemark: z.string().nullable() }).nullable(),
    }),
    '工作台概览',
  ),
});

const SettingsSchema = z.object({
  autoReceiptDays: z.number().int(),
  lossAllowancePermille: z.number().int(),
  requireReceiptPhoto: z.boolean(),
  notifyOnSign: z.boolean(),
});

const settingsRoute = createRoute({
  method: 'get',
  path: '/workbench/settings',
  tags: ['工作台'],
  summary: '我的系统规则设置',
  security: authHeader,
  responses: jsonResponses(SettingsSchema, '系统规则设置'),
});

const saveSettingsRoute = createRoute({
  method: 'post',
  path: '/workbench/settings/save',
  tags: ['工作台'],
  summary: '保存系统规则设置',
  security: authHeader,
  request: jsonBody(workbenchSettingsSchema),
  responses: jsonResponses(SettingsSchema, '已保存'),
});

export const workspaceModule: PlatformModule = (app, { db }) => {
  app.openapi(menuRoute, async (c) => {
    // The recursive MenuEntry type is wider than Hono's JSON typing can follow; the shape is the schema's.
    const tree = (await menuTreeFor(db, requireAuthOf(c))) as unknown as z.infer<typeof MenuSchema>[];
    return c.json(ok(tree), 200);
  });

  app.openapi(countRoute, async (c) => c.json(ok(await unreadCount(db, requireAuthOf(c).user.id)), 200));

  app.openapi(paginationRoute, async (c) => {
    const auth = requireAuthOf(c);
    return c.json(ok(await pageMessages(db, auth.user.id, c.req.valid('json'))), 200);
  });

  app.openapi(readRoute, async (c) =>
    attempt(c, async () => {
      const auth = requireAuthOf(c);
      return c.json(ok(await markRead(db, auth.user.id, c.req.valid('json').id), '已标记为已读'), 200);
    }),
  );

  app.openapi(readAllRoute, async (c) => {
    const auth = requireAuthOf(c);
    const updated = await markAllRead(db, auth.user.id);
    return c.json(ok({ updated }, updated > 0 ? `已将 ${updated} 条消息标记为已读` : '没有未读消息'), 200);
  });

  app.openapi(warnRoute, async (c) => c.json(ok(await warnPrompt(db, requireAuthOf(c))), 200));

  app.openapi(summaryRoute, async (c) => c.json(ok(await workbenchSummary(db, requireAuthOf(c))), 200));

  app.openapi(settingsRoute, async (c) => c.json(ok(await readWorkbenchSettings(db, requireAuthOf(c).user.id)), 200));

  app.openapi(saveSettingsRoute, async (c) => {
    const auth = requireAuthOf(c);
    return c.json(ok(await saveWorkbenchSettings(db, auth.user.id, c.req.valid('json')), '保存成功'), 200);
  });
};
