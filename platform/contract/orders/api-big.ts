// Big orders (运输订单): list, detail with child orders and history, the carriers to contract,
// save (create / edit while 10), the carrier's confirm, the shipper's close and the release of a
// child order.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { BIG_MESSAGES, bigOrderDetail, bigOrderIdBody, bigOrderInput, bigOrderQuery, bigOrderRow, bigReleaseInput } from './big';

const int = z.number().int();
const bigMoved = z.object({ id: int, status: z.string() });

export const ordersBigApi = endpoints(['运输订单'], {
  page: {
    permission: 'transport:bigOrder:page',
    method: 'post',
    path: '/bigOrder/pagination',
    summary: '运输订单列表：调用方为货主或承运企业的运输订单',
    body: bigOrderQuery,
    response: pageOf(bigOrderRow),
  },
  detail: {
    permission: 'transport:bigOrder:detail',
    method: 'get',
    path: '/bigOrder/getById/{id}',
    summary: '运输订单详情：子订单与状态记录',
    params: idParams(BIG_MESSAGES.notFound),
    response: bigOrderDetail,
  },
  carriers: {
    permission: 'transport:bigOrder:carriers',
    method: 'get',
    path: '/bigOrder/carriers',
    summary: '可签约的承运企业（已通过资质认证）',
    response: z.array(z.object({ companyId: int, name: z.string() })),
  },
  save: {
    permission: 'transport:bigOrder:save',
    method: 'post',
    path: '/bigOrder/save',
    summary: '创建运输订单，或在承运商确认前修改',
    body: bigOrderInput,
    response: z.object({ id: int, bigOrderNo: z.string() }),
  },
  confirm: {
    permission: 'transport:bigOrder:confirm',
    method: 'post',
    path: '/bigOrder/confirm',
    summary: '承运企业确认运输订单（创建 → 确认）',
    body: bigOrderIdBody,
    response: bigMoved,
  },
  close: {
    permission: 'transport:bigOrder:close',
    method: 'post',
    path: '/bigOrder/close',
    summary: '货主关闭运输订单（→ 已完成）',
    body: bigOrderIdBody,
    response: bigMoved,
  },
  release: {
    permission: 'transport:bigOrder:release',
    method: 'post',
    path: '/bigOrder/release',
    summary: '在运输订单下下达子订单：重量从剩余量中扣除，不得超过剩余量',
    body: bigReleaseInput,
    response: z.object({ orderId: int, orderNo: z.string(), status: z.string(), remainderKg: int }),
  },
});
