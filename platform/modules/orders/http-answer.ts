// The one handler shape of the orders and reporting routers: a service's answer in the success
// envelope, or the envelope of the refusal it threw on the way.
import type { Context } from 'hono';
import { ok } from '../../http/envelope';
import { attempt } from '../../http/refusal';

export const answer = <T>(c: Context, data: () => Promise<T>, message?: string) => attempt(c, async () => c.json(ok(await data(), message), 200));
