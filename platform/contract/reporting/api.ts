// Waybill reports (/user/waybillPush): the list, one waybill's report with its message and
// attempts, 五证校验 and 上报 (also 重新上报 of a failed one). Operations only.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { REPORT_MESSAGES, reportActionBody, reportDetail, reportKind, reportOutcome, reportQuery, reportRow } from './schemas';

export const reportingApi = endpoints(['运单上报'], {
  page: {
    permission: 'transport:waybillReport:page',
    method: 'post',
    path: '/waybillReport/pagination',
    summary: '运单上报列表：未上报、已上报、上报失败（管控订单已签收的运单）',
    body: reportQuery,
    response: pageOf(reportRow),
  },
  detail: {
    permission: 'transport:waybillReport:detail',
    method: 'get',
    path: '/waybillReport/getById/{id}',
    summary: '一张运单的上报：五证校验、报文（已发送的或将要发送的）与上报记录',
    params: idParams(REPORT_MESSAGES.notFound),
    query: z.object({ kind: reportKind }),
    response: reportDetail,
  },
  check: {
    permission: 'transport:waybillReport:check',
    method: 'post',
    path: '/waybillReport/checkFive',
    summary: '五证校验：身份证、驾驶证、行驶证、从业资格证、道路运输证',
    body: reportActionBody,
    response: z.array(reportOutcome),
  },
  push: {
    permission: 'transport:waybillReport:push',
    method: 'post',
    path: '/waybillReport/report',
    summary: '上报电子运单（LOGINK_CN_FREIGHTBROKER_WAYBILL）或资金流水单（LOGINK_CN_FREIGHTCHARGES），失败的可重新上报',
    body: reportActionBody,
    response: z.array(reportOutcome),
  },
});
