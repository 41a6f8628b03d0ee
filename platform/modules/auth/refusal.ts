// Business refusals: services throw a Refusal (inside a transaction that also rolls it back);
// `guard` turns it into the `{ code, message, data }` envelope with the matching HTTP status.
import type { Context } from 'hono';
import { CODES, fail, sendEnvelope } from '../../http/envelope';

export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Throws a code-400 refusal (validation-like business failure). */
export function refuse(message: string, code: number = CODES.BAD_REQUEST, data: unknown = null): never {
  throw new Refusal(code, message, data);
}

/**
 * The refusal envelope. Typed `never` so it fits any route's declared responses: the wire shape
 * is the same envelope, only `data` differs, and zod-openapi's typed responses cannot express
 * a status chosen at run time.
 */
export function refusalResponse(c: Context, refusal: Refusal): never {
  return sendEnvelope(c, fail(refusal.code, refusal.message, refusal.data)) as never;
}

/**
 * Runs a handler body so that a thrown Refusal becomes its envelope:
 * `app.openapi(route, async (c) => attempt(c, async () => { ... }))`.
 */
export async function attempt<R>(c: Context, body: () => Promise<R>): Promise<R> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof Refusal) return refusalResponse(c, error);
    throw error;
  }
}

/** Postgres unique_violation (both pg and PGlite expose `code`), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
