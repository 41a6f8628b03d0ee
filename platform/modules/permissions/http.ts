// Permission endpoints, served from platform/contract/permissions/api.ts: roles and their grants,
// users and their roles and projects. access.ts decides whom the caller administers.
import { permissionsApi as api } from '../../contract/permissions/api';
import { PERMISSION_MESSAGES as M } from '../../contract/permissions/messages';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { MENU_MESSAGES } from '../../contract/permissions/menus';
import { menuDetail, menuTree, saveMenu } from './menus';
import { saveProject, setProjectStatus } from './projects';
import { grantableNodes, listRoles, roleDetail, saveRole } from './roles';
import { assignableOrgUnits, assignUser, createUser, projectList, resetPassword, setUserStatus, userPage } from './users';

export const permissionsArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.roleList), async (c) => c.json(ok(await listRoles(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.roleNodes), async (c) => c.json(ok(await grantableNodes(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.roleDetail), async (c) => c.json(ok(await roleDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.roleSave), async (c) => c.json(ok(await saveRole(db, requireAuthOf(c), c.req.valid('json')), M.saved), 200));
  area.openapi(routeOf(api.userPage), async (c) => c.json(ok(await userPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.userCreate), async (c) => {
    const created = await createUser(db, requireAuthOf(c), c.req.valid('json'));
    return c.json(ok(created, `${M.created}${created.password}`), 200);
  });
  area.openapi(routeOf(api.userAssign), async (c) => {
    await assignUser(db, requireAuthOf(c), c.req.valid('json'));
    return c.json(ok(null, M.saved), 200);
  });
  area.openapi(routeOf(api.userStatus), async (c) => {
    const input = c.req.valid('json');
    await setUserStatus(db, requireAuthOf(c), input);
    return c.json(ok(null, input.status === 'disabled' ? M.disabled : M.enabled), 200);
  });
  area.openapi(routeOf(api.userResetPwd), async (c) => {
    const reset = await resetPassword(db, requireAuthOf(c), c.req.valid('json').userId);
    return c.json(ok(reset, `${M.reset}${reset.password}`), 200);
  });
  area.openapi(routeOf(api.orgUnitList), async (c) => c.json(ok(await assignableOrgUnits(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.projectList), async (c) => c.json(ok(await projectList(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.projectSave), async (c) => c.json(ok(await saveProject(db, requireAuthOf(c), c.req.valid('json')), M.saved), 200));
  area.openapi(routeOf(api.projectStatus), async (c) => {
    const input = c.req.valid('json');
    await setProjectStatus(db, requireAuthOf(c), input);
    return c.json(ok(null, input.status === 'disabled' ? M.projectDisabled : M.projectEnabled), 200);
  });
  area.openapi(routeOf(api.menuTree), async (c) => c.json(ok(await menuTree(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.menuDetail), async (c) => c.json(ok(await menuDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.menuSave), async (c) => c.json(ok(await saveMenu(db, requireAuthOf(c), c.req.valid('json')), MENU_MESSAGES.saved), 200));
  return area;
};
