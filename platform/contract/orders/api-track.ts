// Waybill tracking and dispatch reports: positions reported from the road, a waybill's track,
// 派车报表 and 派车统计.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { ORDER_MESSAGES } from './schemas';
import { onRoadQuery, onRoadView, positionBody, sendCarReport, sendCarReportQuery, sendCarTotal, sendCarTotalQuery, trackView } from './track';

export const ordersTrackApi = endpoints(['订单与派车单'], {
  position: {
    permission: 'transport:dispatchOrder:position',
    method: 'post',
    path: '/dispatchOrder/position',
    summary: '上报派车单位置（司机或承运方，运输途中，每30秒最多一次，WGS-84坐标）',
    body: positionBody,
    response: z.object({ positionId: z.number().int(), nextReportIn: z.number().int() }),
  },
  track: {
    permission: 'transport:dispatchOrder:track',
    open: true,
    method: 'get',
    path: '/dispatchOrder/track/{id}',
    summary: '派车单轨迹：位置点与运输节点（派车单各方可见）',
    params: idParams(ORDER_MESSAGES.waybillNotFound),
    response: trackView,
  },
  onRoad: {
    permission: 'transport:dispatchOrder:onRoad',
    method: 'post',
    path: '/dispatchOrder/onRoad',
    summary: '在途车辆：运输途中的派车单及各自的最新位置（派车单各方可见，可按派车单号或车牌号查找，最多500辆）',
    body: onRoadQuery,
    response: onRoadView,
  },
  report: {
    permission: 'transport:dispatchOrder:report',
    method: 'post',
    path: '/dispatchOrder/report',
    summary: '派车报表：按日期、线路或车辆汇总的派车单数、重量、亏吨与运费',
    body: sendCarReportQuery,
    response: sendCarReport,
  },
  total: {
    permission: 'transport:dispatchOrder:total',
    method: 'post',
    path: '/dispatchOrder/total',
    summary: '派车统计：本单位派车单按状态与按月份的汇总',
    body: sendCarTotalQuery,
    response: sendCarTotal,
  },
});
