// The one rule for counted fields (vehicles, quantities, scores, kilograms, fen): a whole number
// from 1 to a ceiling, with the form's own messages.
import { z } from 'zod';

/**
 * A form field: digit strings are coerced. `required` when missing, `invalid` when not a whole
 * number in range, `notANumber` (by default `invalid`) when it cannot be read as a number at all.
 */
export const wholeNumberField = (max: number, required: string, invalid: string = required, notANumber: string = invalid) =>
  z.coerce.number({ required_error: required, invalid_type_error: notANumber }).int(invalid).min(1, invalid).max(max, invalid);

/** A JSON body's field: a number as sent (no coercion); `required` when missing, `invalid` when out of rule. */
export const wholeNumberBody = (max: number, required: string, invalid: string) =>
  z.number({ required_error: required }).int(invalid).min(1, invalid).max(max, invalid);
