// The invoice route table (issue 45): the company's invoice details (开票信息), applications on paid
// waybills, their issue and red reversal by operations.
import { endpoints } from '../endpoints';
import { applicationAnswer, applyInvoiceInput, issueInvoiceInput, reverseInvoiceInput } from './applications';
import { invoiceDetailsInput, invoiceDetailsView } from './details';

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
    summary: '运营登记已开具的发票（WAIT → SEND）',
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
});
