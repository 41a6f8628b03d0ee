// Orders on behalf of a customer (代客下单): the caller's guest orders, one for editing, and save
// (create without id, edit with it).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { GUEST_MESSAGES, guestOrderEdit, guestOrderInput, guestOrderQuery, guestOrderRow } from './guest';

export const ordersGuestApi = endpoints(['订单与派车单'], {
  page: {
    permission: 'transport:guestOrder:page',
    method: 'post',
    path: '/guestOrder/pagination',
    summary: '代客订单列表：本企业（或本人）代客户下的订单',
    body: guestOrderQuery,
    response: pageOf(guestOrderRow),
  },
  forEdit: {
    permission: 'transport:guestOrder:forEdit',
    method: 'get',
    path: '/guestOrder/getById/{id}',
    summary: '代客订单（编辑用）',
    params: idParams(GUEST_MESSAGES.notFound),
    response: guestOrderEdit,
  },
  save: {
    permission: 'transport:guestOrder:save',
    method: 'post',
    path: '/guestOrder/save',
    summary: '代客下单或修改代客订单（派车前）：订单属于录入方，立即为已接单',
    body: guestOrderInput,
    response: z.object({ orderId: z.number().int(), orderNo: z.string() }),
  },
});
