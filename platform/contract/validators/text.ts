// Plumbing of the validators: form values as text, empty checks, optional/required wrappers, and
// the clean-up every real-world value gets before it is checked (half-width, one kind of dash).
import type { ValidationResult, Validator } from './messages';

/** Form values may be strings, numbers, null or undefined; anything else counts as empty. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return '';
}

export function isEmpty(value: unknown): boolean {
  return toText(value).trim() === '';
}

export function check(ok: boolean, message: string): ValidationResult {
  return ok ? true : message;
}

/** Wraps a validator so that an empty value passes (the field is optional). */
export function optional(validator: Validator): Validator {
  return (value) => (isEmpty(value) ? true : validator(value));
}

/** Wraps a validator so that an empty value fails with `requiredMessage`. */
export function required(requiredMessage: string, validator?: Validator): Validator {
  return (value) => (isEmpty(value) ? requiredMessage : validator ? validator(value) : true);
}

/** Full-width ASCII (U+FF01-FF5E) and the ideographic space → their half-width forms. */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** Hyphen, dash and minus look-alikes that input methods produce (‐ ‑ ‒ – — ― − ー ﹘ ﹣). */
const DASH_LIKE = /[\u2010-\u2015\u2212\u30fc\ufe58\ufe63]/g;
/** Whitespace, incl. no-break and zero-width spaces. */
export const SPACE_LIKE = /[\s\u200b-\u200d\u2060\ufeff]/g;

/** Half-width, dashes unified to '-', trimmed. */
export function cleanText(value: unknown): string {
  return toHalfWidth(toText(value)).replace(DASH_LIKE, '-').trim();
}
