// Where the permission screens live (spec: /permission-manage/*).
export const PERMISSION_PATHS = {
  role: '/permission-manage/role',
  user: '/permission-manage/user',
  project: '/permission-manage/project',
  menu: '/permission-manage/menu',
} as const;

/** The operation log's rows of menu edits (the action is the endpoint's summary up to its bracket). */
export const MENU_HISTORY_LINK = `/logs/operationLogs?action=${encodeURIComponent('修改菜单')}`;
