// The permission area's messages (issue 44), without zod, so screens load them without the schemas.
export const PERMISSION_MESSAGES = {
  roleNameRequired: '请输入角色名称',
  roleNameTooLong: '角色名称不能超过30个字',
  roleNameTaken: '已有同名角色',
  roleNotFound: '角色不存在',
  builtInRole: '内置角色不能修改',
  identityRequired: '请选择角色身份',
  dataScopeRequired: '请选择数据范围',
  statusRequired: '请选择状态',
  grantBeyondOwn: '不能授予您自己没有的权限',
  roleBeyondOwn: '不能分配超出您自己权限的角色',
  nodeUnknown: '所选权限不存在',
  userNotFound: '用户不存在',
  userExists: '该手机号已注册',
  realNameRequired: '请输入姓名',
  rolesRequired: '请至少选择一个角色',
  projectUnknown: '所选项目不存在',
  orgUnitUnknown: '所属机构不存在或不属于该用户的企业',
  lastAdministrator: '不能停用或移除最后一位管理员',
  notAnAdministrator: '当前身份不能管理权限',
  saved: '保存成功',
  created: '用户已创建，初始密码：',
  reset: '密码已重置，临时密码：',
  disabled: '用户已停用',
  enabled: '用户已启用',
  selfDisable: '不能停用自己的账号',
  projectNameRequired: '请输入项目名称',
  projectNameTooLong: '项目名称不能超过30个字',
  projectNameTaken: '已有同名项目',
  projectNotFound: '项目不存在',
  projectCompanyRequired: '请选择项目所属企业',
  projectMembersTooLong: '客户或合同不能超过2000个字',
  projectDisabled: '项目已停用',
  projectEnabled: '项目已启用',
} as const;

export const DATA_SCOPE_LABELS = { all: '全部数据', company: '本企业数据', org_unit: '本部门及以下数据', own: '仅本人数据' } as const;
export const ROLE_STATUS_LABELS = { active: '正常', disabled: '停用' } as const;
export const USER_STATUS_LABELS = { active: '正常', disabled: '停用', cancelled: '已注销' } as const;

/** The seven identities a role's holders act in (the built-in roles). */
export const IDENTITY_LABELS = {
  enterprise_shipper: '企业货主',
  individual_shipper: '个人货主',
  carrier: '承运商',
  agent: '企业经纪人',
  individual_agent: '个人经纪人',
  driver: '司机',
  operator: '运营人员',
} as const;
