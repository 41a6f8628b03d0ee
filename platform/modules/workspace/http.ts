// Workspace endpoints, served from the route table platform/contract/workspace/api.ts.
import { workspaceApi as api } from '../../contract/workspace/api';
import { callerAddress } from '../../http/caller';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { smsNoticesAvailable } from '../auth/sms-providers';
import {
  markAllRead,
  markRead,
  menuTreeFor,
  pageMessages,
  readWorkbenchSettings,
  saveSmsNotices,
  saveWorkbenchSettings,
  smsNoticesOf,
  unreadCount,
  warnPrompt,
  workbenchSummary,
  workspaceShell,
} from './service';

export const workspaceArea: PlatformArea = ({ db, env }) => {
  const area = areaRouter();
  const available = smsNoticesAvailable(env);
  area.openapi(routeOf(api.smsNotices), async (c) => c.json(ok({ enabled: await smsNoticesOf(db, requireAuthOf(c).user.id), available }), 200));
  area.openapi(routeOf(api.saveSmsNotices), async (c) => {
    const enabled = await saveSmsNotices(db, requireAuthOf(c).user.id, c.req.valid('json').enabled, available);
    return c.json(ok({ enabled, available }, enabled ? '已开启短信提醒' : '已关闭短信提醒'), 200);
  });
  area.openapi(routeOf(api.menuTree), async (c) => {
    // Hono's JSON typing cannot follow the recursive MenuEntry; the shape is the table's schema.
    return c.json(ok(await menuTreeFor(db, requireAuthOf(c))), 200) as never;
  });
  area.openapi(routeOf(api.unreadCount), async (c) => c.json(ok(await unreadCount(db, requireAuthOf(c).user.id)), 200));
  area.openapi(routeOf(api.messagePage), async (c) => c.json(ok(await pageMessages(db, requireAuthOf(c).user.id, c.req.valid('json'))), 200));
  area.openapi(routeOf(api.markRead), async (c) => c.json(ok(await markRead(db, requireAuthOf(c).user.id, c.req.valid('json').id), '已标记为已读'), 200));
  area.openapi(routeOf(api.markAllRead), async (c) => {
    const updated = await markAllRead(db, requireAuthOf(c).user.id);
    return c.json(ok({ updated }, updated > 0 ? `已将 ${updated} 条消息标记为已读` : '没有未读消息'), 200);
  });
  area.openapi(routeOf(api.warnPrompt), async (c) => c.json(ok(await warnPrompt(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.shell), async (c) => {
    const ip = callerAddress(c);
    // Hono's JSON typing cannot follow the recursive MenuEntry; the shape is the table's schema.
    return c.json(ok(await workspaceShell(db, requireAuthOf(c), { route: c.req.valid('json').route, ip }, env.PERMISSION_CACHE_MS)), 200) as never;
  });
  area.openapi(routeOf(api.summary), async (c) => c.json(ok(await workbenchSummary(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.settings), async (c) => c.json(ok(await readWorkbenchSettings(db, requireAuthOf(c).user.id)), 200));
  area.openapi(routeOf(api.saveSettings), async (c) =>
    c.json(ok(await saveWorkbenchSettings(db, requireAuthOf(c).user.id, c.req.valid('json')), '保存成功'), 200),
  );
  return area;
};
