// Business refusals, the platform's one way of saying no. A module throws a Refusal (`refuse(…)`,
// inside a transaction that it also rolls back); the platform answers it with its envelope in one
// place, the app's error handler (platform/http/errors.ts), so handlers return their data and
// never catch refusals themselves.
import { CODES } from '../contract/codes';

export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    /**
     * The envelope's data. A refusal of one field of the request names it (`{ field: 'file' }`, the
     * contract's FieldRefusal), so a form shows the message at that field.
     */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Throws a refusal: code 400 (validation-like business failure) unless another code is given. */
export function refuse(message: string, code: number = CODES.BAD_REQUEST, data: unknown = null): never {
  throw new Refusal(code, message, data);
}

/** Postgres unique_violation (both pg and PGlite expose `code`), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
