// The public site's route tables: the pages anyone may read (`portal`: home, statistics, news,
// platform pages, the cargo and bid halls, freight prices, lines, companies, capacity, the waybill
// look-up), the operator's news desk (`news`), and carriers' reputation (`reputation`).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams as idParamsOf } from '../ids';
import { pageOf } from '../page';
import { capacityQuerySchema, freightQuerySchema, freightRouteQuerySchema, hallQuerySchema, lineQuerySchema } from './filters';
import { complaintHistoryQuerySchema, creditQuerySchema } from './reputation';
import { sitemapIndex, sitemapPage, sitemapPageParams } from './sitemap';
import {
  newsAdminQuerySchema,
  newsInputSchema,
  newsQuerySchema,
  platformInfoAdminQuerySchema,
  platformInfoInputSchema,
  platformInfoKeyParams,
  waybillTrackSchema,
} from './schemas';
import {
  bidHallCargo,
  capacityCompany,
  carrierCredit,
  companyProfile,
  freightRoute,
  freightRow,
  hallCargo,
  hallCargoDetail,
  handledComplaint,
  homeData,
  newsAdminDetail,
  platformInfoAdminDetail,
  platformInfoAdminRow,
  newsAdminRow,
  newsDetail,
  newsSummary,
  platformPage,
  platformStats,
  publicLine,
  waybillProgress,
} from './views';

// Ids follow the one rule of contract/ids.ts; a company's bad id reads as the company not found.
const idParams = idParamsOf();
const companyIdParams = idParamsOf('企业不存在');
const newsMoved = z.object({ id: z.number().int(), status: z.string() });

export const portalApi = endpoints(['门户'], {
  home: { permission: 'public', method: 'get', path: '/portal/home', auth: false, summary: '首页：最新公开货源、专线运力、资讯与平台统计', response: homeData },
  stats: {
    permission: 'public',
    method: 'post',
    path: '/statistically/statisticallyCount',
    auth: false,
    summary: '平台统计：认证企业、车辆、司机、专线、在发货源、派车单数',
    response: platformStats,
  },
  newsPage: {
    permission: 'public',
    method: 'post',
    path: '/news/pagination',
    auth: false,
    summary: '新闻资讯分页（type: news 新闻动态 | policy 政策法规 | data 行业数据，不传为全部），最新在前',
    body: newsQuerySchema,
    response: pageOf(newsSummary),
  },
  newsDetail: {
    permission: 'public',
    method: 'get',
    path: '/news/getById/{id}',
    auth: false,
    summary: '资讯详情（正文已按白名单过滤）；不存在为 404',
    params: idParams,
    response: newsDetail,
  },
  platformPage: {
    permission: 'public',
    method: 'get',
    path: '/platformInfo/getByKey/{key}',
    auth: false,
    summary: '平台页面：关于平台、用户协议、隐私声明与页脚七项平台规则；未知页面为 404',
    params: z.object({ key: z.string().min(1).max(40) }),
    response: platformPage,
  },
  hall: {
    permission: 'public',
    method: 'post',
    path: '/order/hallPagination',
    auth: false,
    summary: '货源大厅：公开发布的货源（按始发地、目的地、货物类型、车型、车长、业务类型筛选），最新发布在前；total 最多计到 10000',
    body: hallQuerySchema,
    response: pageOf(hallCargo),
  },
  hallDetail: {
    permission: 'public',
    method: 'get',
    path: '/order/hallDetail/{id}',
    auth: false,
    summary: '货源大厅详情（公开字段，不含联系人与详细地址）；不存在或未公开为 404',
    params: idParams,
    response: hallCargoDetail,
  },
  bidHall: {
    permission: 'public',
    method: 'post',
    path: '/order/bidHallPagination',
    auth: false,
    summary: '竞价大厅：正在接受报价的公开竞价货源（截止时间最近的在前；筛选同货源大厅，业务类型固定为竞价）',
    body: hallQuerySchema,
    response: pageOf(bidHallCargo),
  },
  freightPage: {
    permission: 'public',
    method: 'post',
    path: '/order/freightPagination',
    auth: false,
    summary: '运价信息：近 30 天各线路、车型的参考运价（公开货源与已完成订单的单价，按吨计），样本多的在前',
    body: freightQuerySchema,
    response: pageOf(freightRow),
  },
  freightRoute: {
    permission: 'public',
    method: 'post',
    path: '/order/freightRoute',
    auth: false,
    summary: '单条线路近 12 周的运价走势（按周，货源与成交分列）及该线路的专线',
    body: freightRouteQuerySchema,
    response: freightRoute,
  },
  linePage: {
    permission: 'public',
    method: 'post',
    path: '/line/publicPagination',
    auth: false,
    summary: '线路资源：认证承运企业的专线（按始发地、目的地或途经城市 city 筛选）',
    body: lineQuerySchema,
    response: pageOf(publicLine),
  },
  sitemapIndex: {
    permission: 'public',
    method: 'get',
    path: '/portal/sitemap',
    auth: false,
    summary: '站点地图索引：各部分（资讯、企业、公开货源）的页数与最近更新时间',
    response: sitemapIndex,
  },
  sitemapPage: {
    permission: 'public',
    method: 'get',
    path: '/portal/sitemap/{section}/{page}',
    auth: false,
    summary: '站点地图的一页：公开页面的路径与最近更新时间',
    params: sitemapPageParams,
    response: sitemapPage,
  },
  companyProfile: {
    permission: 'public',
    method: 'get',
    path: '/company/profile/{id}',
    auth: false,
    summary: '企业公开信息：认证状态、专线、车辆与司机数；不存在为 404',
    params: companyIdParams,
    response: companyProfile,
  },
  waybillTrack: {
    permission: 'public',
    method: 'post',
    path: '/dispatchOrder/publicTrack',
    auth: false,
    summary: '免登录派车单查询：派车单号 + 收货人手机号后四位（每 IP 每分钟 10 次）；不匹配为 404（不区分哪一项错误）',
    body: waybillTrackSchema,
    response: waybillProgress,
  },
  capacityPage: {
    permission: 'public',
    method: 'post',
    path: '/company/capacityPagination',
    auth: false,
    summary: '运力资源：已认证承运商与经纪企业及其车辆、司机、专线数（按所在省市、企业类型筛选），车辆多的在前',
    body: capacityQuerySchema,
    response: pageOf(capacityCompany),
  },
});

export const newsApi = endpoints(['门户'], {
  save: {
    permission: 'content:information:save',
    method: 'post',
    path: '/api/information/save',
    summary: '运营新建或修改资讯（正文保存前过滤脚本与事件属性；新建默认立即发布，draft=1 存为草稿）',
    body: newsInputSchema,
    response: z.object({ id: z.number().int() }),
  },
  page: {
    permission: 'content:information:page',
    method: 'post',
    path: '/api/information/page',
    summary: '运营资讯管理列表（含草稿与已下线；按类型、状态、标题关键字筛选），最新在前',
    body: newsAdminQuerySchema,
    response: pageOf(newsAdminRow),
  },
  detail: {
    permission: 'content:information:detail',
    method: 'get',
    path: '/api/information/getById/{id}',
    summary: '运营查看一条资讯（含草稿与已下线）；不存在为 404',
    params: idParams,
    response: newsAdminDetail,
  },
  enable: {
    permission: 'content:information:enable',
    method: 'post',
    path: '/api/information/enable/{id}',
    summary: '发布资讯（草稿或已下线 → 已发布）',
    params: idParams,
    response: newsMoved,
  },
  disable: {
    permission: 'content:information:disable',
    method: 'post',
    path: '/api/information/disable/{id}',
    summary: '下线资讯（已发布 → 已下线，公开页面不再显示）',
    params: idParams,
    response: newsMoved,
  },
  remove: {
    permission: 'content:information:delete',
    method: 'post',
    path: '/api/information/deleteById/{id}',
    summary: '删除资讯（公开页面与运营列表都不再显示）；不存在为 404',
    params: idParams,
    response: z.object({ id: z.number().int() }),
  },
});

const platformInfoMoved = z.object({ key: z.string(), enabled: z.boolean() });

/**
 * Operations edit the platform's own pages (about, rules, agreements): the keys the site links to,
 * so a key is one of those, never a new one. Permission names (perms44): content:platformInfo:list,
 * content:platformInfo:view, content:platformInfo:save, content:platformInfo:enable,
 * content:platformInfo:disable, content:platformInfo:delete.
 */
export const platformInfoApi = endpoints(['门户'], {
  page: {
    permission: 'content:platformInfo:list',
    method: 'post',
    path: '/api/platformInfo/page',
    summary: '运营：平台信息页面列表（关于平台、制度、协议；含已停用与尚无内容的），按标题关键字筛选',
    body: platformInfoAdminQuerySchema,
    response: pageOf(platformInfoAdminRow),
  },
  detail: {
    permission: 'content:platformInfo:view',
    method: 'get',
    path: '/api/platformInfo/getById/{key}',
    summary: '运营：一个平台信息页面（含已停用的）',
    params: platformInfoKeyParams,
    response: platformInfoAdminDetail,
  },
  save: {
    permission: 'content:platformInfo:save',
    method: 'post',
    path: '/api/platformInfo/save',
    summary: '运营：保存平台信息页面（正文保存前过滤脚本与事件属性；已删除的重新建立并启用）',
    body: platformInfoInputSchema,
    response: platformInfoMoved,
  },
  enable: {
    permission: 'content:platformInfo:enable',
    method: 'post',
    path: '/api/platformInfo/enable/{key}',
    summary: '运营：启用页面（公开可见）',
    params: platformInfoKeyParams,
    response: platformInfoMoved,
  },
  disable: {
    permission: 'content:platformInfo:disable',
    method: 'post',
    path: '/api/platformInfo/disable/{key}',
    summary: '运营：停用页面（公开为 404）',
    params: platformInfoKeyParams,
    response: platformInfoMoved,
  },
  remove: {
    permission: 'content:platformInfo:delete',
    method: 'post',
    path: '/api/platformInfo/deleteById/{key}',
    summary: '运营：删除页面内容（公开为 404，可重新保存）',
    params: platformInfoKeyParams,
    response: z.object({ key: z.string() }),
  },
});

export const reputationApi = endpoints(['门户'], {
  creditPage: {
    permission: 'public',
    method: 'post',
    path: '/evaluate/creditPagination',
    auth: false,
    summary: '信用评价：承运人按货主评价的平均分排行（可按名称、最低分筛选），附最新两条评语（货主名称脱敏），平均分高的在前',
    body: creditQuerySchema,
    response: pageOf(carrierCredit),
  },
  complaintHistory: {
    permission: 'public',
    method: 'post',
    path: '/complaint/historyPagination',
    auth: false,
    summary: '历史投诉：已处理的运输异常与投诉（按类型、关键词筛选；派车单号与手机号脱敏），最近处理的在前',
    body: complaintHistoryQuerySchema,
    response: pageOf(handledComplaint),
  },
});
