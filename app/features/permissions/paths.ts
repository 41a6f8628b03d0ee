// Where the permission screens live (spec: /permission-manage/*).
export const PERMISSION_PATHS = { role: '/permission-manage/role', user: '/permission-manage/user', project: '/permission-manage/project' } as const;
