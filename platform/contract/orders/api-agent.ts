// Agents' orders (代理订单): the carriers an agent may appoint, the appointment, and the appointed
// carrier's confirm or decline. Same style as the order moves (`POST /order/<move>`).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { appointBody, appointOption, declineAppointBody } from './agent';
import { orderMoved } from './api';
import { ORDER_MESSAGES, orderIdBody } from './schemas';

export const ordersAgentApi = endpoints(['订单与派车单'], {
  appointOptions: {
    permission: 'transport:order:appointOptions',
    method: 'get',
    path: '/order/appointOptions/{id}',
    summary: '代理可指派的承运商：常用承运商在前，其余为通过资质认证的承运企业',
    params: idParams(ORDER_MESSAGES.orderNotFound),
    response: z.array(appointOption),
  },
  appoint: {
    permission: 'transport:order:appoint',
    method: 'post',
    path: '/order/appoint',
    summary: '代理指派承运商（待分配 → 已指派待确认）',
    body: appointBody,
    response: orderMoved,
  },
  confirm: {
    permission: 'transport:order:confirm',
    method: 'post',
    path: '/order/confirmAppoint',
    summary: '被指派的承运商确认承运（→ 已指派），随后可派车',
    body: orderIdBody,
    response: orderMoved,
  },
  decline: {
    permission: 'transport:order:decline',
    method: 'post',
    path: '/order/declineAppoint',
    summary: '被指派的承运商拒绝（须填写原因），订单退回代理待分配',
    body: declineAppointBody,
    response: orderMoved,
  },
});
