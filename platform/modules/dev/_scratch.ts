import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformModule } from '../../http/context';
import { fail, jsonResponses, ok, sendEnvelope, httpStatusFor } from '../../http/envelope';

const r = createRoute({ method: 'get', path: '/x', responses: jsonResponses(z.object({ a: z.number() }), 'x') });
const f = createRoute({ method: 'get', path: '/f', responses: { 200: { description: 'bin', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } } } });
export const m: PlatformModule = (app) => {
  app.openapi(r, async (c) => {
    if (Math.random() > 0.5) return sendEnvelope(c, fail(429, 'x'));
    if (Math.random() > 0.5) return c.json(fail(429, 'x'), httpStatusFor(429));
    if (Math.random() > 0.5) return new Response('x');
    return c.json(ok({ a: 1 }), 200);
  });
  app.openapi(f, async (c) => {
    if (Math.random() > 0.5) return sendEnvelope(c, fail(404, 'x'));
    return c.body(new Uint8Array(3), 200, { 'content-type': 'image/png' });
  });
};
