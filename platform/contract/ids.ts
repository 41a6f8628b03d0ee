// Row ids on the wire: positive integers within PostgreSQL's `integer` range, so an id out of
// range is the caller's mistake (400 with a Chinese message), never a database error (500).
import { z } from 'zod';

export const MAX_INT_ID = 2_147_483_647;

/** An id in a path, a query or a JSON body; `message` names what is wrong (often the resource's "not found"). */
export function idOf(message = '参数 id 不正确') {
  return z.coerce.number({ invalid_type_error: message }).int(message).positive(message).max(MAX_INT_ID, message);
}

/** The `{id}` path parameter of getById / deleteById endpoints. */
export function idParams(message = '参数 id 不正确') {
  return z.object({ id: idOf(message) });
}
