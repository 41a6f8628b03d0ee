// The reports' route table (issue 48): the line reports and the DIY reports (the admin list's
// diy report, display-field and query-field pages, save, delete, enable, disable and
// report/query/{reportId}). Each answers the caller's own figures (their company's waybills;
// operations the platform's); only operations define DIY reports.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idField, idParams } from '../ids';
import { pageOf } from '../page';
import {
  diyFieldRow,
  dispatchReportExportBody,
  dispatchReportQuery,
  dispatchReportRow,
  diyPageQuery,
  diyReport,
  diyRun,
  diyRunBody,
  diySaveInput,
  fieldPageQuery,
  lineExportBody,
  linePage,
  lineQuery,
  lineRow,
  REPORT_MESSAGES,
} from './schemas';

/** The admin list's dispatch-order reports, one page endpoint each (operations only). */
function dispatchReports() {
  const page = <P extends string, A extends string>(path: P, action: A, summary: string) =>
    ({ permission: `report:dispatch:${action}`, method: 'post', path, summary, body: dispatchReportQuery, response: pageOf(dispatchReportRow) }) as const;
  return {
    dispatchHas: page('/dispatchOrder/getHasPage', 'hasPage', '派车单报表（运营）：已上报监测平台的管控派车单'),
    dispatchNot: page('/dispatchOrder/getNotPage', 'notPage', '派车单报表（运营）：已签收、尚未上报或上报失败的管控派车单'),
    dispatchCheckFive: page('/dispatchOrder/checkFive', 'checkFive', '派车单报表（运营）：五证校验未通过的派车单与问题'),
    dispatchPrice: page('/dispatchOrder/priceReport', 'price', '派车单报表（运营）：派车单运价（元/吨）与订单单价'),
    dispatchReturn: page('/dispatchOrder/returnReport', 'return', '派车单报表（运营）：同一车辆随后走反向线路的返程派车单'),
    dispatchWay: page('/dispatchOrder/wayReport', 'way', '派车单报表（运营）：在途派车单与最新定位时间'),
  };
}

export const reportsApi = endpoints(['报表'], {
  lineDetails: {
    permission: 'report:line:details',
    method: 'post',
    path: '/report/line/details',
    summary: '线路发运明细：按线路、装货日期、承运商、货物的派车单数、重量、运费、吨公里均价与装卸损耗',
    body: lineQuery,
    response: linePage,
  },
  lineSummary: {
    permission: 'report:line:summary',
    method: 'post',
    path: '/report/line/summary',
    summary: '线路发运汇总：按线路的派车单数、重量、运费、吨公里均价与装卸损耗',
    body: lineQuery,
    response: linePage,
  },
  lineExport: {
    permission: 'report:line:export',
    method: 'post',
    path: '/report/line/export',
    summary: '线路发运报表导出：筛选出的全部行（最多 5000 行）',
    body: lineExportBody,
    response: z.array(lineRow),
  },
  lineExportStart: {
    permission: 'report:line:exportStart',
    method: 'post',
    path: '/report/line/export/start',
    summary: '线路发运报表导出：超过阈值（EXPORT_BACKGROUND_ROWS）或选择后台导出时转为后台任务（下载中心），否则由 export 直接导出',
    body: lineExportBody.extend({ background: z.boolean().optional() }),
    response: z.object({ jobId: z.number().int().nullable() }),
  },
  ...dispatchReports(),
  dispatchReportExport: {
    permission: 'report:dispatch:export',
    method: 'post',
    path: '/dispatchOrder/reportExport',
    summary: '派车单报表导出（运营）：所选报表筛选出的全部行（最多 5000 行）',
    body: dispatchReportExportBody,
    response: z.array(dispatchReportRow),
  },
  diyPage: {
    permission: 'report:diy:page',
    method: 'post',
    path: '/diy/report/page',
    summary: '自定义报表列表：运营人员看全部，其他用户只看已启用的',
    body: diyPageQuery,
    response: pageOf(diyReport),
  },
  diyDetail: {
    permission: 'report:diy:detail',
    method: 'get',
    path: '/diy/report/getById/{id}',
    summary: '一张自定义报表的定义',
    params: idParams(REPORT_MESSAGES.diyNotFound),
    response: diyReport,
  },
  displayFieldPage: {
    permission: 'report:diy:displayField',
    method: 'post',
    path: '/diy/displayField/page',
    summary: '自定义报表可选的显示字段',
    body: fieldPageQuery,
    response: pageOf(diyFieldRow),
  },
  queryFieldPage: {
    permission: 'report:diy:queryField',
    method: 'post',
    path: '/diy/queryField/page',
    summary: '自定义报表可选的查询字段',
    body: fieldPageQuery,
    response: pageOf(diyFieldRow),
  },
  diySave: {
    permission: 'report:diy:save',
    method: 'post',
    path: '/diy/report/save',
    summary: '新建或修改自定义报表（名称、显示字段、查询字段）',
    body: diySaveInput,
    response: diyReport,
  },
  diyDelete: {
    permission: 'report:diy:delete',
    method: 'post',
    path: '/diy/report/delete/{id}',
    summary: '删除自定义报表（停用后）',
    params: idParams(REPORT_MESSAGES.diyNotFound),
    response: z.null(),
  },
  diyEnable: {
    permission: 'report:diy:enable',
    method: 'post',
    path: '/diy/report/enable/{id}',
    summary: '启用自定义报表',
    params: idParams(REPORT_MESSAGES.diyNotFound),
    response: diyReport,
  },
  diyDisable: {
    permission: 'report:diy:disable',
    method: 'post',
    path: '/diy/report/disable/{id}',
    summary: '停用自定义报表',
    params: idParams(REPORT_MESSAGES.diyNotFound),
    response: diyReport,
  },
  diyQuery: {
    permission: 'report:diy:query',
    method: 'post',
    path: '/report/query/{reportId}',
    summary: '运行已启用的自定义报表：按查询字段筛选调用者可见的派车单',
    params: z.object({ reportId: idField(REPORT_MESSAGES.diyNotFound) }),
    body: diyRunBody,
    response: diyRun,
  },
});
