// The cockpits' route table (issue 48): /cockpit/online, /cockpit/shipping, /cockpit/control and
// the admin list's two statistics calls. Each answers the caller's own figures (their company's
// waybills; operations the platform's), over a bounded window.
import { endpoints } from '../endpoints';
import { controlView, onlineBody, onlineView, periodBody, shippingView, statisticallyCount, taxSiteCount } from './schemas';

export const cockpitsApi = endpoints(['数据驾驶舱'], {
  online: {
    permission: 'cockpit:online:view',
    method: 'post',
    path: '/cockpit/online',
    summary: '在线监控：在途派车单（待装货、运输中、已卸货）、最新位置与离线、按省份分布、最新异常',
    body: onlineBody,
    response: onlineView,
  },
  shipping: {
    permission: 'cockpit:shipping:view',
    method: 'post',
    path: '/cockpit/shipping',
    summary: '发运：按日、周、月的发运与到货重量、派车单数与运费，按线路、城市、承运商排名，装卸损耗与准时率',
    body: periodBody,
    response: shippingView,
  },
  control: {
    permission: 'cockpit:control:view',
    method: 'post',
    path: '/cockpit/control',
    summary: '管控（网络货运）：管控订单与派车单、上报状态、资金流水单、五证校验失败、税源地统计',
    body: periodBody,
    response: controlView,
  },
  statisticallyCount: {
    permission: 'cockpit:statistics:count',
    method: 'post',
    path: '/api/statistically/statisticallyCount',
    summary: '统计（管理端）：周期内的订单、派车单、车辆、司机、发运重量与运费',
    body: periodBody,
    response: statisticallyCount,
  },
  taxSiteCount: {
    permission: 'cockpit:statistics:taxSite',
    method: 'post',
    path: '/api/statistically/taxSiteCount',
    summary: '税源地统计：周期内签收的管控派车单按实际承运人注册省份计',
    body: periodBody,
    response: taxSiteCount,
  },
});
