// Field schemas the order forms share (the big order's and the guest order's): the same rules
// with each form's own messages.
import { z } from 'zod';

/** Required text of at most `max` characters, trimmed; `empty` when missing or blank, `long` when too long. */
export const requiredText = (max: number, empty: string, long: string) =>
  z.string({ required_error: empty, invalid_type_error: empty }).trim().min(1, empty).max(max, long);

/** A city's four-digit region code; `message` when missing or not a code. */
export const cityCode = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(/^\d{4}$/, message);
