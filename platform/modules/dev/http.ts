// Developer helpers (DEV_TOOLS=1, never in production), served from the route table
// platform/contract/dev/api.ts: the SMS outbox and captcha answers, so tests and local users can
// sign in, and the developer console's document and request log. Without dev tools every path
// answers 404 '接口不存在', as if it did not exist.
import { devApi as api } from '../../contract/dev/api';
import { CODES } from '../../contract/codes';
import { requireAuthOf } from '../../http/auth';
import { fail, ok, sendEnvelope } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { peekImageCode } from '../auth/captcha';
import { refuse } from '../../http/refusal';
import { ageSmsCodes, latestOutbox } from './queries';
import type { RequestLog } from './request-log';

type DevOptions = {
  /** null without dev tools. */
  requestLog: RequestLog | null;
  /** The platform's whole OpenAPI document, read when asked (it lists every area). */
  document: () => object;
};

export function devArea({ requestLog, document }: DevOptions): PlatformArea {
  return ({ db, env, bankStandIn }) => {
    const router = areaRouter();
    router.use('/dev/*', async (c, next) => (env.devTools && requestLog ? next() : sendEnvelope(c, fail(CODES.NOT_FOUND, '接口不存在'))));
    return router
      .openapi(routeOf(api.outbox), async (c) => c.json(ok(await latestOutbox(db, c.req.valid('query').mobile)), 200))
      .openapi(routeOf(api.captchaAnswer), async (c) => {
        const answer = await peekImageCode(db, c.req.valid('param').key);
        if (!answer) refuse('验证码不存在或已使用', CODES.NOT_FOUND);
        return c.json(ok({ answer }), 200);
      })
      .openapi(routeOf(api.smsAge), async (c) => c.json(ok({ codes: await ageSmsCodes(db, c.req.valid('param').mobile, c.req.valid('json').seconds) }), 200))
      .openapi(routeOf(api.bankUnheardTopUp), async (c) => {
        if (!bankStandIn?.running) refuse('接口不存在', CODES.NOT_FOUND);
        return c.json(ok({ serial: bankStandIn.unheardTopUp(c.req.valid('json').amountFen) }), 200);
      })
      .openapi(routeOf(api.requests), async (c) => c.json(ok(requestLog!.of(requireAuthOf(c).user.id)), 200))
      .openapi(routeOf(api.openapi), async (c) => {
        // The generator's document type is not the table's JSON shape; the answer is checked against the table by the app's client.
        return c.json(ok(document()), 200) as never;
      });
  };
}
