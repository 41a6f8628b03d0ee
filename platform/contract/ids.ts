// The one rule for record ids in paths and bodies: a positive integer that fits the id columns.
import { z } from 'zod';
import { ID_MESSAGE, MAX_ID } from './id-limits';

export { ID_MESSAGE, MAX_ID } from './id-limits';

/**
 * Digit strings (path parameters, form fields) become numbers; anything else goes to the number
 * check as it is, so '1.5', '0x10', '1e3', ' ', true or [5] are refused rather than coerced.
 */
function digitsToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^\d{1,20}$/.test(trimmed) ? Number(trimmed) : value;
}

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A required id; every failure (missing, wrong type, 0, negative, fraction, too large) gets `message`. */
export const idField = (message: string = ID_MESSAGE) =>
  z.preprocess(digitsToNumber, z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(MAX_ID, message));

/** An id that may be absent, '' or null (a blank form field, "new record"): those become undefined. */
export const optionalIdField = (message: string = ID_MESSAGE) => z.preprocess(blankToUndefined, idField(message).optional());

/** A list of ids (ticked rows); each one follows the id rule. */
export const idArray = (message: string = ID_MESSAGE) => z.array(idField(message), { invalid_type_error: message });

/** The `{id}` path parameter; a bad id gets `message` (usually the "not found" of its resource). */
export const idParams = (message: string = ID_MESSAGE) => z.object({ id: idField(message) });

/** The route tables' name for a required id (same rule as idField). */
export const idOf = idField;
export const MAX_INT_ID = MAX_ID;
