// Order kinds over HTTP (issue #8): direct, preferred (优选) and controlled (管控) release, the
// preferred pool and its first-wins accept, the control order's parties.
import type { Context } from 'hono';
import { KIND_MESSAGES, assignActualBody, carrierSearchQuery, preferredAcceptBody, preferredQuery, releaseBody } from '../../contract/orders/kinds';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { ok } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { acceptPreferred, assignActualCarrier, carrierChoices, controlDetail, preferredDetail, preferredPage, releaseOrder } from './kinds';
import { routeKit } from './route-kit';

const TAGS = ['订单类型'];
const kit = routeKit(TAGS);
const { post } = kit;
const get = (path: string, summary: string) => kit.get(path, summary, KIND_MESSAGES.notFound);

const routes = {
  carriers: post('/order/release/carriers', '下单可选的承运商：常用承运商与按名称搜索的已认证承运企业', carrierSearchQuery),
  release: post('/order/release', '货主直接下单、发布优选订单或管控订单（连同其货源）', releaseBody),
  preferredPage: post('/order/preferred/pagination', '优选订单池：评分达标的优选承运商可见', preferredQuery),
  preferredDetail: get('/order/preferred/getById/{id}', '优选订单详情：订单各方或可接单的优选承运商'),
  preferredAccept: post('/order/preferred/accept', '优选承运商接单：先接先得', preferredAcceptBody),
  controlDetail: get('/order/control/getById/{id}', '管控订单详情：货主、承运人（平台）、实际承运人与派车单'),
  controlAssign: post('/order/control/assign', '运营为管控订单指派实际承运人（货主未指定时）', assignActualBody),
};

export const orderKindsModule: PlatformModule = (app, { db }) => {
  const run = <T>(c: Context, body: () => Promise<T>, message?: string) => attempt(c, async () => c.json(ok(await body(), message), 200));
  app.openapi(routes.carriers, (c) => run(c, () => carrierChoices(db, requireAuthOf(c), c.req.valid('json').keyword || undefined)));
  app.openapi(routes.release, (c) =>
    run(c, async () => {
      const body = c.req.valid('json');
      const done = await releaseOrder(db, requireAuthOf(c), body);
      const message =
        body.kind === 'preferred'
          ? KIND_MESSAGES.releasedPreferred
          : body.kind === 'control'
            ? done.pending
              ? KIND_MESSAGES.releasedControlPending
              : KIND_MESSAGES.releasedControl
            : KIND_MESSAGES.released;
      return { ...done, message };
    }),
  );
  app.openapi(routes.preferredPage, (c) => run(c, () => preferredPage(db, requireAuthOf(c), c.req.valid('json'))));
  app.openapi(routes.preferredDetail, (c) => run(c, () => preferredDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.preferredAccept, (c) => run(c, () => acceptPreferred(db, requireAuthOf(c), c.req.valid('json').orderId), KIND_MESSAGES.preferredWon));
  app.openapi(routes.controlDetail, (c) => run(c, () => controlDetail(db, requireAuthOf(c), c.req.valid('param').id)));
  app.openapi(routes.controlAssign, (c) => run(c, () => assignActualCarrier(db, requireAuthOf(c), c.req.valid('json')), KIND_MESSAGES.assigned));
};
