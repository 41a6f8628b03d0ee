// Screens of the registry (app/screens.server.ts): the download centre, logs, permissions, the data
// cockpits and big screens, and the line reports.
import { BUSINESS, DASHBOARD, HIDDEN, OPERATOR, s, type Role, type Screen, SHIPPERS } from './kit.server';

/** Operations (platform-wide) and a shipper company's administrators (its own employees); the platform's grants decide. */
const PERMISSION_ADMINS: Role[] = [...OPERATOR, 'enterprise_shipper'];
/** The import log: business users who import (their company's, or their own), operations every company's. */
const IMPORTERS: Role[] = [...BUSINESS, ...OPERATOR];

// ---- Other ------------------------------------------------------------
export const BACK_OFFICE_SCREENS: Screen[] = [
  s('/download-center/index', '下载中心', '下载中心,导出文件,报表下载,文件', '下载已导出的报表与文件。', 'auth', 'all', 'download'),
  s('/logs/additionalLists', '补录日志', '补录日志,运单补录,操作日志,日志', '查看运单补录的操作日志。', 'auth', 'all', 'logs'),
  s('/logs/operationLogs', '操作日志', '操作日志,业务日志,审计,日志', '查看平台上每次数据变更的操作人、操作、参数与结果。', 'auth', OPERATOR, 'logs'),
  s('/logs/loginLogs', '登录日志', '登录日志,登录失败,安全,日志', '查看每次登录的结果、原因、IP 与浏览器。', 'auth', OPERATOR, 'logs'),
  s('/logs/interfaceLogs', '接口日志', '接口日志,访问日志,页面访问,日志', '查看用户访问的页面与接口。', 'auth', OPERATOR, 'logs'),
  s('/logs/importLogs', '导入日志', '导入日志,批量导入,车辆导入,日志', '查看表格导入的记录：读取、导入与错误行数及错误原因。', 'auth', IMPORTERS, 'logs'),
  s('/logs/importLogDetail', '导入记录', '导入记录,导入日志,错误行,日志', '查看一次表格导入的错误行及原因。', 'auth', IMPORTERS, 'logs', {
    hidden: true,
    activeMenu: '/logs/importLogs',
  }),
  s('/content-manage/complaintList', '投诉管理', '投诉管理,投诉处理,回复投诉,服务监督', '查看全部投诉，回复并关闭投诉。', 'auth', OPERATOR, 'content'),
  s(
    '/content-manage/platformInfo',
    '平台信息',
    '平台信息,关于平台,平台制度,协议',
    '编辑、启用、停用和删除关于平台、制度与协议等页面。',
    'auth',
    OPERATOR,
    'content',
  ),
  s('/content-manage/version', '版本管理', '版本管理,发布版本,更新说明,版本记录', '维护平台的发布版本及更新说明。', 'auth', OPERATOR, 'content'),
  s('/permission-manage/user', '用户管理', '用户管理,权限管理,账号,员工', '管理系统用户账号及其角色分配。', 'auth', PERMISSION_ADMINS, 'permission'),
  s('/permission-manage/project', '项目管理', '项目管理,权限管理,项目,组织', '管理权限体系中的项目。', 'auth', PERMISSION_ADMINS, 'permission'),
  s('/permission-manage/role', '角色管理', '角色管理,权限管理,角色,授权', '管理角色及其菜单权限。', 'auth', PERMISSION_ADMINS, 'permission'),
  // Not in the spec's route list: a company's API keys for the open platform (issue 51).
  s(
    '/open/keys',
    '接口密钥',
    '接口密钥,开放平台,开放接口,系统对接',
    '为本企业的 ERP、TMS 对接创建、查看和吊销接口密钥。',
    'auth',
    ['enterprise_shipper', 'carrier'],
    'permission',
  ),
  // Not in the spec's route list: the company's webhook endpoints and each one's delivery log (issue 51).
  s(
    '/open/webhooks',
    '事件推送',
    '事件推送,Webhook,推送地址,开放平台,系统对接',
    '登记接收派车单、订单、结算单与发票事件的推送地址，暂停、恢复或删除。',
    'auth',
    ['enterprise_shipper', 'carrier'],
    'permission',
  ),
  s(
    '/open/webhooks/:id',
    '推送记录',
    '推送记录,Webhook,事件推送,重新推送',
    '查看推送地址的每次推送结果并重新推送。',
    'auth',
    ['enterprise_shipper', 'carrier'],
    'permission',
    HIDDEN,
  ),
  s('/permission-manage/menu', '菜单管理', '菜单管理,权限管理,菜单,路由', '维护系统菜单与权限标识。', 'auth', OPERATOR, 'permission'),
  s(
    '/cockpit/online',
    '数据驾驶舱-在线监控',
    '数据驾驶舱,在线监控,车辆在线,数据大屏',
    '在数据驾驶舱中查看车辆在线与运输实时情况。',
    'auth',
    DASHBOARD,
    'dashboard',
  ),
  s('/cockpit/shipping', '数据驾驶舱-发运', '数据驾驶舱,发运,发运量,数据大屏', '在数据驾驶舱中查看发运量等发运统计。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpit/control', '数据驾驶舱-管控', '数据驾驶舱,管控,网络货运,数据大屏', '在数据驾驶舱中查看管控订单与派车单的统计。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpit/dash01', '数据驾驶舱一', '数据驾驶舱,数据看板,统计,数据大屏', '查看数据驾驶舱综合看板（一）。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpit/dash02', '数据驾驶舱二', '数据驾驶舱,数据看板,统计,数据大屏', '查看数据驾驶舱综合看板（二）。', 'auth', DASHBOARD, 'dashboard'),
  s('/dash02', '数据驾驶舱（全屏）', '数据驾驶舱,全屏,数据看板,数据大屏', '全屏查看数据驾驶舱综合看板。', 'auth', DASHBOARD, 'dashboard', HIDDEN),
  s('/cockpits/online', '数据驾驶舱-在线监控', '数据驾驶舱,在线监控,车辆在线,数据大屏', '查看车辆在线与运输实时情况的驾驶舱。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpits/shipping', '数据驾驶舱-发运', '数据驾驶舱,发运,发运量,数据大屏', '查看发运量等发运统计的驾驶舱。', 'auth', DASHBOARD, 'dashboard'),
  s('/cockpits/control', '数据驾驶舱-管控', '数据驾驶舱,管控,网络货运,数据大屏', '查看管控订单与派车单统计的驾驶舱。', 'auth', DASHBOARD, 'dashboard'),
  s('/online', '在线监控大屏', '在线监控,数据大屏,车辆在线,全屏', '全屏查看车辆在线监控大屏。', 'auth', DASHBOARD, 'dashboard', HIDDEN),
  s('/control', '管控大屏', '管控大屏,数据大屏,网络货运,全屏', '全屏查看管控数据大屏。', 'auth', DASHBOARD, 'dashboard', HIDDEN),
  s('/bigScreen', '数据大屏', '数据大屏,数据可视化,运输监控,全屏', '全屏查看平台运输数据可视化大屏。', 'auth', DASHBOARD, 'dashboard', HIDDEN),
  s('/line-shipping-details', '线路发运明细', '线路发运明细,发运明细,线路,报表', '按线路查询发运明细报表。', 'auth', DASHBOARD, 'report'),
  s('/line-shipping-summary', '线路发运汇总', '线路发运汇总,发运汇总,线路,报表', '按线路查询发运汇总报表。', 'auth', DASHBOARD, 'report'),
  // DIY reports (the admin list's diy report calls name no screen): operations define them, everyone runs the enabled ones
  s('/report/diy', '自定义报表', '自定义报表,报表设计,显示字段,查询字段', '定义、启用、停用和删除自定义报表。', 'auth', OPERATOR, 'report'),
  s('/report/diy/edit', '编辑自定义报表', '自定义报表,显示字段,查询字段,报表', '选择自定义报表的显示字段与查询字段。', 'auth', OPERATOR, 'report', HIDDEN),
  s(
    '/report/dispatch',
    '派车单报表',
    '派车单报表,上报,五证校验,运价,返程,在途',
    '查看派车单的上报、五证校验、运价、返程与在途报表并导出。',
    'auth',
    OPERATOR,
    'report',
  ),
  s('/report/list', '我的报表', '我的报表,自定义报表,报表查询,导出', '运行已启用的自定义报表并导出。', 'auth', DASHBOARD, 'report'),
  s('/report/run/:reportId', '运行报表', '运行报表,自定义报表,报表查询,导出', '按查询条件运行自定义报表并导出结果。', 'auth', DASHBOARD, 'report', HIDDEN),
  s('/replace1', '流量管控', '流量管控,监控平台,车辆监控,管控', '员工用户打开外部监控平台进行流量管控。', 'auth', SHIPPERS, 'dashboard'),
];
