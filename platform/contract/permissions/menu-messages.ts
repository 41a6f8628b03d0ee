// The menu editor's messages and icon choices, without zod, so the screen loads them without the schemas.
export const MENU_MESSAGES = {
  menuNotFound: '菜单不存在',
  titleRequired: '请输入菜单名称',
  titleTooLong: '菜单名称不能超过20个字',
  sortRequired: '请输入排序号',
  sortInvalid: '排序号须为 0 到 9999 的整数',
  hiddenInvalid: '请选择是否隐藏',
  iconInvalid: '请选择列表中的图标',
  operatorsOnly: '只有运营人员可以维护菜单',
  saved: '菜单已保存',
} as const;

/** The icons a menu may carry: a key, its name on the editor, and the glyph the sidebar draws. */
export const MENU_ICONS = {
  home: { label: '首页', glyph: '⌂' },
  truck: { label: '车辆', glyph: '⛟' },
  box: { label: '货物', glyph: '▣' },
  route: { label: '线路', glyph: '⇄' },
  money: { label: '资金', glyph: '¥' },
  file: { label: '文件', glyph: '▤' },
  user: { label: '人员', glyph: '☺' },
  chart: { label: '图表', glyph: '▥' },
  bell: { label: '消息', glyph: '♪' },
  gear: { label: '设置', glyph: '⚙' },
  lock: { label: '权限', glyph: '⚿' },
  download: { label: '下载', glyph: '⤓' },
  star: { label: '收藏', glyph: '★' },
} as const;
export type MenuIcon = keyof typeof MENU_ICONS;
