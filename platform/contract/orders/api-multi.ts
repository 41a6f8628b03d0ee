// Multi load/unload orders (多装多卸) and carriers' usual driving routes (常跑路线): the order's
// stops, the dispatch along them, a stop's weighing, and the routes that prefill a dispatch.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { MULTI_MESSAGES, multiDispatchBody, multiOrderDetail, routeBody, routeCandidate, routeIdBody, routeQuery, routeRow, stopDoneBody } from './multi';
import { ORDER_MESSAGES } from './schemas';

const int = z.number().int();
const choice = z.object({ id: int, label: z.string() });

export const ordersMultiApi = endpoints(['多装多卸与常跑路线'], {
  detail: {
    permission: 'transport:order:detail',
    method: 'get',
    path: '/order/multi/{id}',
    summary: '多装多卸订单详情：各站计划与实际装卸重量、派车单及其站点',
    params: idParams(ORDER_MESSAGES.orderNotFound),
    response: multiOrderDetail,
  },
  dispatch: {
    permission: 'transport:dispatchOrder:dispatchMulti',
    method: 'post',
    path: '/dispatchOrder/saveMulti',
    summary: '多装多卸派车：一车一司机沿订单站点，各站计划重量',
    body: multiDispatchBody,
    response: z.object({ waybillId: int, waybillNo: z.string() }),
  },
  stopDone: {
    permission: 'transport:dispatchOrder:stopDone',
    method: 'post',
    path: '/dispatchOrder/stopDone',
    summary: '按站登记装货或卸货重量与磅单（司机或承运方调度）',
    body: stopDoneBody,
    response: z.object({ waybillId: int, status: z.string(), stopId: int }),
  },
  routePage: {
    permission: 'transport:carrierRoute:routePage',
    method: 'post',
    path: '/carrierRoute/pagination',
    summary: '常跑路线列表（承运方本公司）',
    body: routeQuery,
    response: pageOf(routeRow),
  },
  routeGet: {
    permission: 'transport:carrierRoute:routeGet',
    method: 'get',
    path: '/carrierRoute/getById/{id}',
    summary: '常跑路线详情',
    params: idParams(MULTI_MESSAGES.routeNotFound),
    response: routeRow,
  },
  routeSave: {
    permission: 'transport:carrierRoute:routeSave',
    method: 'post',
    path: '/carrierRoute/save',
    summary: '新增或修改常跑路线',
    body: routeBody,
    response: z.object({ id: int }),
  },
  routeDelete: {
    permission: 'transport:carrierRoute:routeDelete',
    method: 'post',
    path: '/carrierRoute/delete',
    summary: '删除常跑路线（软删除）',
    body: routeIdBody,
    response: z.object({ id: int }),
  },
  routeCapacity: {
    permission: 'transport:carrierRoute:routeCapacity',
    method: 'get',
    path: '/carrierRoute/capacity',
    summary: '路线可选的默认车辆与司机（本公司）',
    response: z.object({ vehicles: z.array(choice), drivers: z.array(choice) }),
  },
  routeOrders: {
    permission: 'transport:carrierRoute:routeOrders',
    method: 'get',
    path: '/carrierRoute/orders/{id}',
    summary: '可按此路线派车的多装多卸订单（按匹配站点数排序）',
    params: idParams(MULTI_MESSAGES.routeNotFound),
    response: z.object({ route: routeRow, orders: z.array(routeCandidate) }),
  },
});
