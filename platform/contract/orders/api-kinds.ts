// Order kinds: direct, preferred (优选) and controlled (管控) release, the preferred pool and its
// first-wins accept, the control order's parties and operations' assignment of its actual carrier.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import {
  KIND_MESSAGES,
  assignActualBody,
  carrierChoice,
  carrierSearchQuery,
  controlParties,
  preferredAcceptBody,
  preferredQuery,
  preferredRow,
  releaseBody,
} from './kinds';
import { orderDetail } from './rows';

const int = z.number().int();

export const ordersKindsApi = endpoints(['订单类型'], {
  carriers: {
    permission: 'transport:order:carriers',
    method: 'post',
    path: '/order/release/carriers',
    summary: '下单可选的承运商：常用承运商与按名称搜索的已认证承运企业',
    body: carrierSearchQuery,
    response: z.array(carrierChoice),
  },
  release: {
    permission: 'transport:order:release',
    method: 'post',
    path: '/order/release',
    summary: '货主直接下单、发布优选订单或管控订单（连同其货源）',
    body: releaseBody,
    response: z.object({ orderId: int, orderNo: z.string(), pending: z.boolean(), message: z.string() }),
  },
  preferredPage: {
    permission: 'transport:order:preferredPage',
    method: 'post',
    path: '/order/preferred/pagination',
    summary: '优选订单池：评分达标的优选承运商可见',
    body: preferredQuery,
    response: pageOf(preferredRow).extend({
      eligible: z.boolean(),
      rating: z.number().nullable(),
      evaluations: int,
      minRating: z.number(),
      minEvaluations: int,
    }),
  },
  preferredDetail: {
    permission: 'transport:order:preferredDetail',
    method: 'get',
    path: '/order/preferred/getById/{id}',
    summary: '优选订单详情：订单各方或可接单的优选承运商',
    params: idParams(KIND_MESSAGES.notFound),
    response: z.object({ row: preferredRow, canAccept: z.boolean(), detail: orderDetail.nullable() }),
  },
  preferredAccept: {
    permission: 'transport:order:preferredAccept',
    method: 'post',
    path: '/order/preferred/accept',
    summary: '优选承运商接单：先接先得',
    body: preferredAcceptBody,
    response: z.object({ orderId: int, status: z.string() }),
  },
  controlDetail: {
    permission: 'transport:order:controlDetail',
    method: 'get',
    path: '/order/control/getById/{id}',
    summary: '管控订单详情：货主、承运人（平台）、实际承运人与派车单',
    params: idParams(KIND_MESSAGES.notFound),
    response: z.object({ detail: orderDetail, parties: controlParties, canAssign: z.boolean() }),
  },
  controlAssign: {
    permission: 'transport:order:controlAssign',
    method: 'post',
    path: '/order/control/assign',
    summary: '运营为管控订单指派实际承运人（货主未指定时）',
    body: assignActualBody,
    response: z.object({ orderId: int, actualCarrierCompanyId: int }),
  },
});
