// The permission area's route table (issue 44): roles and their grants, and the users an
// administrator manages — operations platform-wide, an enterprise shipper's administrator the
// company's own employees.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { menuInput, menuNode } from './menus';
import { MENU_MESSAGES } from './menu-messages';
import {
  assignableOrgUnit,
  assignUserInput,
  createUserInput,
  permissionNode,
  projectInput,
  projectRow,
  projectStatusInput,
  roleDetail,
  roleInput,
  roleRow,
  temporaryPassword,
  userIdInput,
  userQuery,
  userRow,
  userStatusInput,
} from './schemas';

export const permissionsApi = endpoints(['权限管理'], {
  roleList: { permission: 'permission:role:list', method: 'get', path: '/system/role/list', summary: '可管理的角色', response: z.array(roleRow) },
  roleNodes: {
    permission: 'permission:role:list',
    method: 'get',
    path: '/system/role/nodes',
    summary: '本人可授予的权限节点（目录 / 菜单 / 按钮）',
    response: z.array(permissionNode),
  },
  roleDetail: {
    permission: 'permission:role:list',
    method: 'get',
    path: '/system/role/getById/{id}',
    summary: '角色详情及其授权',
    params: idParams(),
    response: roleDetail,
  },
  roleSave: {
    permission: 'permission:role:save',
    method: 'post',
    path: '/system/role/save',
    summary: '新增或修改角色（带 id 为修改）',
    body: roleInput,
    response: roleRow,
  },
  userPage: {
    permission: 'permission:user:list',
    method: 'post',
    path: '/system/user/pagination',
    summary: '可管理的用户',
    body: userQuery,
    response: pageOf(userRow),
  },
  userCreate: {
    permission: 'permission:user:save',
    method: 'post',
    path: '/system/user/save',
    summary: '新增用户（临时密码，首次登录须修改）',
    body: createUserInput,
    response: temporaryPassword,
  },
  userAssign: {
    permission: 'permission:user:assign',
    method: 'post',
    path: '/system/user/assign',
    summary: '分配角色和项目',
    body: assignUserInput,
    response: z.null(),
  },
  userStatus: {
    permission: 'permission:user:disable',
    method: 'post',
    path: '/system/user/status',
    summary: '停用或启用用户',
    body: userStatusInput,
    response: z.null(),
  },
  userResetPwd: {
    permission: 'permission:user:resetPwd',
    method: 'post',
    path: '/system/user/resetPwd',
    summary: '重置密码（临时密码，登录后须修改）',
    body: userIdInput,
    response: temporaryPassword,
  },
  orgUnitList: {
    permission: 'permission:user:list',
    method: 'get',
    path: '/system/user/orgUnits',
    summary: '可分配的机构（本部门及以下的数据范围按机构划分）',
    response: z.array(assignableOrgUnit),
  },
  projectList: { permission: 'permission:user:list', method: 'get', path: '/system/project/list', summary: '可分配的项目', response: z.array(projectRow) },
  projectSave: {
    permission: 'permission:project:save',
    method: 'post',
    path: '/system/project/save',
    summary: '新增或修改项目（带 id 为修改）',
    body: projectInput,
    response: projectRow,
  },
  projectStatus: {
    permission: 'permission:project:disable',
    method: 'post',
    path: '/system/project/status',
    summary: '停用或启用项目',
    body: projectStatusInput,
    response: z.null(),
  },
  menuTree: {
    permission: 'permission:menu:list',
    method: 'get',
    path: '/system/menu/list',
    summary: '菜单树（目录与菜单，含运营修改过的名称、排序、隐藏和图标）',
    response: z.array(menuNode),
  },
  menuDetail: {
    permission: 'permission:menu:list',
    method: 'get',
    path: '/system/menu/getById/{id}',
    summary: '菜单详情',
    params: idParams(MENU_MESSAGES.menuNotFound),
    response: menuNode,
  },
  menuSave: {
    permission: 'permission:menu:save',
    method: 'post',
    path: '/system/menu/save',
    summary: '修改菜单（名称、排序、隐藏、图标；重启后保留）',
    body: menuInput,
    response: menuNode,
  },
});
