// Screens of the registry (app/screens.server.ts): the public pages and the session's routes, and
// the workbench every role lands on after login.
import { SITE_NAME } from '../site';
import { HIDDEN, OPERATOR, s, type Screen, WORKBENCH } from './kit.server';

// ---- Public and session routes ----------------------------------------
export const PUBLIC_SCREENS: Screen[] = [
  s('/', '首页', '网络货运,物流平台,货源,运力,首页', `${SITE_NAME}首页，浏览货源、运力、新闻资讯并进入各业务入口。`, 'public', 'all', 'public'),
  s('/login', '登录', '登录,账号登录,验证码登录,手机号', `使用手机号与密码或短信验证码登录${SITE_NAME}。`, 'public', 'all', 'public'),
  s('/register', '注册', '注册,货主注册,经纪人注册,承运商注册', `选择货主或经纪人/承运商身份后注册${SITE_NAME}账号。`, 'public', 'all', 'public'),
  s('/loginPwd', '设置密码', '设置密码,登录密码,账号安全', '为手机号账号设置登录密码。', 'public', 'all', 'public', HIDDEN),
  s('/findpwd', '找回密码', '找回密码,忘记密码,重置密码,短信验证码', '通过手机短信验证码找回并重置登录密码。', 'public', 'all', 'public'),
  s('/nameAuthe', '资质认证', '资质认证,实名认证,企业认证,认证审核', '提交实名或企业资质认证信息，审核通过后即可开展业务。', 'auth', 'all', 'account'),
  s('/sso/login', '统一登录', '统一登录,单点登录,内部用户', '内部员工通过统一登录门户登录平台。', 'public', 'all', 'public', HIDDEN),
  s('/sso/index', '单点登录', '单点登录,统一认证,登录跳转', '完成单点登录认证后自动跳转到平台页面。', 'public', 'all', 'public', HIDDEN),
  s('/redirect/:path', '页面跳转', '页面跳转,重定向,刷新', '在页面之间中转跳转，用于刷新当前页面。', 'public', 'all', 'public', HIDDEN),
  s('/lineResource', '线路资源', '线路资源,专线,物流线路,运输线路', '按线路浏览平台上的物流专线与运输资源。', 'public', 'all', 'public'),
  s('/cityResource', '城市资源', '城市资源,城市物流,区域运力,线路资源', '按城市浏览平台上的物流资源与承运能力。', 'public', 'all', 'public', {
    activeMenu: '/lineResource',
  }),
  s('/mobile', '移动端', '移动端,手机APP,司机端,下载', `下载并了解${SITE_NAME}的手机APP与小程序。`, 'public', 'all', 'public'),
  s('/news', '新闻资讯', '新闻资讯,行业动态,平台公告,政策法规', '阅读平台公告、行业动态与政策法规等新闻资讯。', 'public', 'all', 'public'),
  s('/news/:type', '资讯列表', '新闻资讯,资讯分类,行业动态,平台公告', '按分类浏览新闻资讯列表。', 'public', 'all', 'public', { activeMenu: '/news' }),
  s('/news/:type/details/:id', '资讯详情', '资讯详情,新闻,公告,政策', '阅读一篇新闻资讯的完整内容。', 'public', 'all', 'public', {
    hidden: true,
    activeMenu: '/news',
  }),
  s('/about/platform', '关于平台', '关于平台,平台介绍,网络货运,联系我们', `了解${SITE_NAME}的平台介绍、服务与联系方式。`, 'public', 'all', 'public'),
  s(
    '/about/:type',
    '平台规则',
    '平台规则,隐私声明,投诉举报,争议处理,服务满意度',
    '查阅隐私声明、投诉举报、安全生产、争议处理与承运人准入退出等平台规则。',
    'public',
    'all',
    'public',
    { activeMenu: '/about/platform' },
  ),
  s('/creditEvaluation', '信用评价', '信用评价,信用等级,承运人评价,服务评价', '查看平台承运人与货主的信用评价信息。', 'public', 'all', 'public'),
  s('/historicalComplaints', '历史投诉', '历史投诉,投诉举报,投诉处理,服务监督', '查看平台历史投诉及处理结果。', 'public', 'all', 'public'),
  s(
    '/viewOrderSimple',
    '派车单查询',
    '派车单查询,运单查询,派车单号,运单号,运输状态,物流跟踪',
    '无需登录，输入派车单号查询运输状态。',
    'public',
    'all',
    'public',
  ),
  // Not in the spec's route list: the page the QR code of a contract PDF opens (issue 46).
  s(
    '/contract/verify',
    '合同核验',
    '合同核验,电子合同,电子签名,验签,合同真伪',
    '无需登录，上传平台签署完成的电子合同 PDF，核验电子签名是否有效、文件是否被改动。',
    'public',
    'all',
    'public',
    HIDDEN,
  ),
  // Not in the spec's route list: the open platform's partner document (issue 51; public, no menu entry).
  s(
    '/open/docs',
    '开放接口文档',
    '开放接口,接口文档,接口签名,系统对接',
    '无需登录，查看开放接口的签名规则、示例、错误码与各接口字段。',
    'public',
    'all',
    'public',
    HIDDEN,
  ),
  s('/list-goods', '货源大厅', '货源大厅,找货,货源信息,整车货源', '浏览平台发布的货源信息并查找合适的货物。', 'public', 'all', 'public'),
  s('/list-goods/detail/:id', '货源详情', '货源详情,货物信息,装卸地址,运价', '查看一条货源的货物、装卸地址与运价等详细信息。', 'public', 'all', 'public', {
    hidden: true,
    activeMenu: '/list-goods',
  }),
  s('/list-line', '专线大厅', '专线大厅,物流专线,线路,运输线路', '浏览承运商发布的物流专线信息。', 'public', 'all', 'public'),
  s('/companyInfo', '企业信息', '企业信息,物流企业,承运商,企业名录', '浏览入驻平台的物流企业信息。', 'public', 'all', 'public'),
  s('/companyInfo/:company_id', '企业详情', '企业详情,企业资质,承运商,信用评价', '查看一家物流企业的资质、线路与信用详情。', 'public', 'all', 'public', {
    hidden: true,
    activeMenu: '/companyInfo',
  }),
  s('/list-bid', '竞价大厅', '竞价大厅,竞价货源,报价,招标', '浏览正在接受报价的竞价货源，登录后参与报价。', 'public', 'all', 'public'),
  s('/list-feight', '运价信息', '运价信息,运费,线路运价,价格行情', '查询近30天各线路、车型的参考运价与成交价。', 'public', 'all', 'public'),
  s('/GPDetail', '挂牌运价详情', '挂牌运价,运价走势,线路运价,成交价', '查看一条线路近12周的挂牌货源运价与成交价走势。', 'public', 'all', 'public', {
    hidden: true,
    activeMenu: '/list-feight',
  }),
  s('/yunli', '运力资源', '运力资源,车辆,司机,承运商,找车', '浏览平台上的车辆、司机与承运商运力资源。', 'public', 'all', 'public'),
  // The rich-text editor route of the spec, used for what it edits: the operators' news (资讯发布).
  s('/ueditor', '资讯发布', '资讯发布,富文本,新闻编辑,内容管理', '运营人员编辑、发布与下线新闻资讯的图文内容。', 'auth', OPERATOR, 'content'),
  s('/agreement', '用户协议', '用户协议,服务协议,注册协议,平台规则', `阅读${SITE_NAME}用户服务协议。`, 'public', 'all', 'public', HIDDEN),
  s('/newPrivacyStatement', '隐私声明', '隐私声明,隐私政策,个人信息保护', `阅读${SITE_NAME}隐私声明与个人信息保护政策。`, 'public', 'all', 'public', HIDDEN),
  s('/profile/index', '个人资料', '个人资料,账号信息,头像,修改密码', '查看和维护个人账号资料。', 'auth', 'all', 'account', HIDDEN),
];

// ---- Workbench -------------------------------------------------------
export const WORKBENCH_SCREENS: Screen[] = [
  // Every role lands here after login (agents too); only the header's workbench button is hidden for agents.
  s(
    '/workbenck/workbenck',
    '我的工作台',
    '工作台,待办事项,业务概览,快捷入口',
    '在工作台查看待办事项、业务数据概览和常用功能入口。',
    'auth',
    'all',
    'workbench',
    { affix: true },
  ),
  s('/workbenck/workbenchset', '系统规则设置', '系统规则,规则设置,业务配置,工作台设置', '配置平台业务规则与工作台相关参数。', 'auth', WORKBENCH, 'workbench'),
];
