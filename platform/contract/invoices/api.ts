// The invoice route table (issue 45): the company's invoice details (开票信息), applications on paid
// waybills, their issue and red reversal by operations.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { applicationAnswer, applyInvoiceInput } from './applications';
import { invoiceApplicationDetail, invoiceQueueQuery, invoiceQueueRow, issueInvoiceInput, refuseApplicationInput, reverseInvoiceInput } from './issuing';
import { invoiceDetailsInput, invoiceDetailsView } from './details';
import { applicationDetail, applicationExportQuery, applicationQuery, applicationRow, candidatePage, candidateQuery } from './listing';

export const invoicesApi = endpoints(['发票'], {
  details: {
    permission: 'finance:invoice:details',
    method: 'get',
    path: '/invoice/details',
    summary: '本企业的开票信息（未填写时为 null）',
    response: invoiceDetailsView.nullable(),
  },
  saveDetails: {
    permission: 'finance:invoice:saveDetails',
    method: 'post',
    path: '/invoice/details/save',
    summary: '保存本企业的开票信息（已提交的开票申请保留提交时的副本）',
    body: invoiceDetailsInput,
    response: invoiceDetailsView,
  },
  apply: {
    permission: 'finance:invoice:apply',
    method: 'post',
    path: '/invoice/apply',
    summary: '对已付款、未开票的派车单申请开票（全部成功或全部不变）',
    body: applyInvoiceInput,
    response: applicationAnswer,
  },
  issue: {
    permission: 'finance:invoice:issue',
    method: 'post',
    path: '/invoice/issue',
    summary: '运营登记已开具的发票：号码、开票日期、金额、发票文件，纸质发票的快递（WAIT → SEND，通知货主）',
    body: issueInvoiceInput,
    response: applicationAnswer,
  },
  reverse: {
    permission: 'finance:invoice:reverse',
    method: 'post',
    path: '/invoice/reverse',
    summary: '运营红冲已开具的发票（记录红字确认单编号，释放其派车单的开票金额）',
    body: reverseInvoiceInput,
    response: applicationAnswer,
  },
  candidates: {
    permission: 'finance:invoice:candidates',
    method: 'post',
    path: '/invoice/candidates',
    summary: '可开票的派车单（本企业已付款结算单中尚未开满票的）及其结算单',
    body: candidateQuery,
    response: candidatePage,
  },
  applicationPage: {
    permission: 'finance:invoice:applicationPage',
    open: true,
    method: 'post',
    path: '/invoice/application/pagination',
    summary: '本企业的开票申请分页列表（全部 / 已开票 / 开票历史）',
    body: applicationQuery,
    response: pageOf(applicationRow),
  },
  applicationExport: {
    permission: 'finance:invoice:applicationExport',
    method: 'post',
    path: '/invoice/application/export',
    summary: '导出开票申请（勾选的，或筛选条件下的全部，最多 5000 条）',
    body: applicationExportQuery,
    response: z.array(applicationRow),
  },
  applicationDetail: {
    permission: 'finance:invoice:applicationDetail',
    open: true,
    method: 'get',
    path: '/invoice/application/getById/{id}',
    summary: '开票申请详情：派车单明细、开票信息副本与状态历史',
    params: idParams(),
    response: applicationDetail,
  },
  refuse: {
    permission: 'finance:invoice:refuse',
    method: 'post',
    path: '/invoice/refuse',
    summary: '运营驳回待开票的申请（填写原因；WAIT → REFUSE，释放其派车单的开票金额）',
    body: refuseApplicationInput,
    response: applicationAnswer,
  },
  queue: {
    permission: 'finance:invoice:queue',
    method: 'post',
    path: '/invoice/operations/pagination',
    summary: '运营的开票申请队列（各企业的申请，待开票在前）',
    body: invoiceQueueQuery,
    response: pageOf(invoiceQueueRow),
  },
  queueDetail: {
    permission: 'finance:invoice:queueDetail',
    method: 'get',
    path: '/invoice/operations/getById/{id}',
    summary: '运营查看一个开票申请：开票信息副本、派车单与特定要素、已开发票、历史',
    params: idParams(),
    response: invoiceApplicationDetail,
  },
});
