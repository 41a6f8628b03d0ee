// The workspace's route table: menus (spec 7 POST /shipperMenu/getMenuTreeByUserId), messages
// (GET /messages/getMessageCount, POST /messages/pagination, mark read), the ship-order notice
// (GET /payment/warnPrompt), the workbench summary and its rule settings; and the workspace shell,
// the layout's one call per page for what it shows around every screen.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { userInfo } from '../auth/user';
import { idOf } from '../ids';
import { MESSAGE_TYPES, messageQuery, workbenchSettingsSchema, type MenuEntry } from './schemas';

/** The SMS copies of hand-over messages (issue 42): the user's choice, and whether the platform can send them at all. */
const smsNoticeSetting = z.object({ enabled: z.boolean(), available: z.boolean() });

const menuFields = {
  path: z.string(),
  jump: z.string().nullable(),
  title: z.string(),
  meta: z.object({ title: z.string(), icon: z.string().optional() }),
  permAlias: z.string(),
  hidden: z.boolean(),
  renamed: z.boolean().optional(),
  order: z.number().int().optional(),
};
// Menus are three levels deep at most (group → screen → hidden sub-screen); a fixed depth instead
// of z.lazy, which the OpenAPI document cannot describe.
const menuLeaf = z.object({ ...menuFields, children: z.array(z.object({})).max(0) }) as unknown as z.ZodType<MenuEntry>;
const menuScreen = z.object({ ...menuFields, children: z.array(menuLeaf) });
const menuEntry = z.object({ ...menuFields, children: z.array(menuScreen) });

const message = z.object({
  id: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  /** '0' unread, '1' read */
  status: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

const warnPrompt = z.object({ warnPaymentAmount: z.number().int(), shipOrderStatus: z.string() });

const statusCount = z.object({ status: z.string(), count: z.number().int() });

const settings = z.object({
  autoReceiptDays: z.number().int(),
  lossAllowancePermille: z.number().int(),
  requireReceiptPhoto: z.boolean(),
  notifyOnSign: z.boolean(),
});

export const workspaceApi = endpoints(['工作台'], {
  menuTree: {
    permission: 'signed-in',
    method: 'post',
    path: '/shipperMenu/getMenuTreeByUserId',
    tags: ['菜单'],
    summary: '当前用户的菜单树（按身份授予的菜单加上个人授予的菜单）',
    body: z.object({}).passthrough(),
    bodyRequired: false,
    response: z.array(menuEntry),
  },
  unreadCount: { permission: 'signed-in', method: 'get', path: '/messages/getMessageCount', tags: ['消息'], summary: '未读消息数', response: z.number().int() },
  messagePage: {
    permission: 'signed-in',
    method: 'post',
    path: '/messages/pagination',
    tags: ['消息'],
    summary: '我的消息（分页，可按关键字与状态筛选）',
    body: messageQuery,
    // The spec's message list answers `list`, not `records`.
    response: z.object({ list: z.array(message), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() }),
  },
  markRead: {
    permission: 'signed-in',
    method: 'post',
    path: '/messages/read',
    tags: ['消息'],
    summary: '标记一条消息为已读',
    body: z.object({ id: idOf('消息编号不正确') }),
    response: message,
  },
  markAllRead: {
    permission: 'signed-in',
    method: 'post',
    path: '/messages/readAll',
    tags: ['消息'],
    summary: '全部标记为已读',
    body: z.object({}).passthrough(),
    bodyRequired: false,
    response: z.object({ updated: z.number().int() }),
  },
  smsNotices: {
    permission: 'signed-in',
    method: 'get',
    path: '/messages/smsNotices',
    tags: ['消息'],
    summary: '交接节点短信提醒：是否开启，平台能否发送',
    response: smsNoticeSetting,
  },
  saveSmsNotices: {
    permission: 'signed-in',
    method: 'post',
    path: '/messages/smsNotices',
    tags: ['消息'],
    summary: '开启或关闭交接节点短信提醒（订单、派车单、结算与资金消息同时发到本人手机）',
    body: z.object({ enabled: z.boolean({ required_error: '请选择是否开启短信提醒', invalid_type_error: '请选择是否开启短信提醒' }) }),
    response: smsNoticeSetting,
  },
  warnPrompt: {
    permission: 'signed-in',
    method: 'get',
    path: '/payment/warnPrompt',
    tags: ['支付'],
    summary: '发单提醒：逾期未充值金额（分）与发单状态（1 可发单，0 禁止发单）',
    response: warnPrompt,
  },
  shell: {
    permission: 'signed-in',
    method: 'post',
    path: '/workspace/shell',
    summary: '工作区页框一次取齐：当前用户、菜单树（代理商为空，用本地菜单）、未读消息数、发单提醒（仅货主），并记录本次路由切换日志',
    body: z.object({ route: z.string().trim().min(1, '缺少参数 route').max(500) }),
    response: z.object({ user: userInfo, menuTree: z.array(menuEntry), unread: z.number().int(), warnPrompt: warnPrompt.nullable(), narrowed: z.boolean() }),
  },
  summary: {
    permission: 'workbench:workbench:summary',
    method: 'get',
    path: '/workbench/summary',
    summary: '工作台概览：未读消息、本方订单与派车单按状态计数、最近的认证申请',
    response: z.object({
      unreadMessages: z.number().int(),
      orders: z.array(statusCount),
      waybills: z.array(statusCount),
      certification: z.object({ kind: z.string(), status: z.string(), reviewRemark: z.string().nullable() }).nullable(),
    }),
  },
  settings: { permission: 'workbench:workbench:settings', method: 'get', path: '/workbench/settings', summary: '我的系统规则设置', response: settings },
  saveSettings: {
    permission: 'workbench:workbench:saveSettings',
    method: 'post',
    path: '/workbench/settings/save',
    summary: '保存系统规则设置',
    body: workbenchSettingsSchema,
    response: settings,
  },
});
