// Waybill reports over HTTP (issue #8, /user/waybillPush): the list, one waybill's report with
// its message and attempts, 五证校验 and 上报 (also 重新上报 of a failed one). Operations only.
import type { Context } from 'hono';
import { REPORT_MESSAGES, reportActionBody, reportQuery } from '../../contract/reporting/schemas';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { ok } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { routeKit } from '../orders/route-kit';
import { createLoginkChannel } from './logink';
import { checkWaybills, pushWaybills, reportDetail, reportPage } from './service';

const kit = routeKit(['运单上报']);
const { post } = kit;

const routes = {
  page: post('/waybillReport/pagination', '运单上报列表：未上报、已上报、上报失败（管控订单已签收的运单）', reportQuery),
  detail: kit.get('/waybillReport/getById/{id}', '一张运单的上报：五证校验、报文（已发送的或将要发送的）与上报记录', REPORT_MESSAGES.notFound),
  check: post('/waybillReport/checkFive', '五证校验：身份证、驾驶证、行驶证、从业资格证、道路运输证', reportActionBody),
  push: post('/waybillReport/report', '运单上报（电子运单 LOGINK_CN_FREIGHTBROKER_WAYBILL），失败的可重新上报', reportActionBody),
};

export const reportingModule: PlatformModule = (app, { db, env }) => {
  // One channel per platform instance: its token cache lives as long as the process.
  const channel = createLoginkChannel(env);
  const run = <T>(c: Context, body: () => Promise<T>) => attempt(c, async () => c.json(ok(await body()), 200));
  app.openapi(routes.page, (c) => run(c, () => reportPage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.detail, (c) => run(c, () => reportDetail(db, requireAuthOf(c), channel, c.req.valid('param').id)));
  app.openapi(routes.check, (c) => run(c, () => checkWaybills(db, requireAuthOf(c), c.req.valid('json').waybillIds)));
  app.openapi(routes.push, (c) => run(c, () => pushWaybills(db, requireAuthOf(c), channel, c.req.valid('json').waybillIds)));
};
