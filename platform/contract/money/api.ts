// The money route table: settlement bills (对账单/结算单) between a payer and a payee.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import {
  agingExportQuery,
  agingQuery,
  agingRow,
  billDetail,
  billExportQuery,
  billIdInput,
  billQuery,
  billRow,
  createBillInput,
  disputeBillInput,
  offlinePaymentInput,
  onlinePaymentInput,
  onlinePaymentView,
  heldBackRow,
  settleableRow,
} from './bills';

const billAnswer = z.object({ id: z.number().int(), billNo: z.string(), status: z.string() });

export const moneyApi = endpoints(['结算'], {
  settleable: {
    method: 'post',
    path: '/settlement/settleableWaybills',
    summary: '可结算的派车单（本方已签收且审核通过、未在结算单中）',
    body: z.object({}).passthrough(),
    response: z.array(settleableRow),
  },
  heldBack: {
    method: 'post',
    path: '/settlement/heldBackWaybills',
    summary: '本方已签收但不在可结算派车单中的派车单及原因（未审核、审核有异议、已在未付清的结算单中），最多 50 条',
    body: z.object({}).passthrough(),
    response: z.array(heldBackRow),
  },
  billPage: { method: 'post', path: '/settlement/bill/pagination', summary: '结算单分页列表（应付 / 应收）', body: billQuery, response: pageOf(billRow) },
  aging: {
    method: 'post',
    path: '/settlement/aging/pagination',
    summary: '应付 / 应收账款：按对方与账龄汇总未付金额',
    body: agingQuery,
    response: pageOf(agingRow),
  },
  agingExport: {
    method: 'post',
    path: '/settlement/aging/export',
    summary: '导出应付 / 应收账款（筛选条件下的全部对方，最多 5000 条）',
    body: agingExportQuery,
    response: z.array(agingRow),
  },
  billExport: {
    method: 'post',
    path: '/settlement/bill/export',
    summary: '导出结算单（勾选的，或筛选条件下的全部，最多 5000 条）',
    body: billExportQuery,
    response: z.array(billRow),
  },
  billDetail: { method: 'get', path: '/settlement/bill/getById/{id}', summary: '结算单详情：派车单明细、付款与历史', params: idParams(), response: billDetail },
  createBill: { method: 'post', path: '/settlement/bill/save', summary: '生成结算单', body: createBillInput, response: billAnswer },
  confirmBill: { method: 'post', path: '/settlement/bill/confirm', summary: '收款方确认结算单', body: billIdInput, response: billAnswer },
  disputeBill: { method: 'post', path: '/settlement/bill/dispute', summary: '收款方对结算单提出异议', body: disputeBillInput, response: billAnswer },
  cancelBill: { method: 'post', path: '/settlement/bill/cancel', summary: '付款方作废未确认的结算单', body: billIdInput, response: billAnswer },
  offlinePay: {
    method: 'post',
    path: '/settlement/bill/offlinePay',
    summary: '记录线下付款（银行流水号、付款日期、回单）',
    body: offlinePaymentInput,
    response: billAnswer,
  },
  payOnline: {
    method: 'post',
    path: '/settlement/bill/payOnline',
    summary: '钱包支付：付款方钱包经存管银行会员间转账（6034 分账）付至收款方钱包',
    body: onlinePaymentInput,
    response: onlinePaymentView,
  },
});
