// zod fields built on the rules: one field per kind of value (normalise, then check; the stored
// value is the normalised one) and the zod helpers. With conform an empty field arrives as
// undefined, so each required message is set both as `required_error` and as `.min(1, ...)`.
import { z } from 'zod';
import { isCreditCode, normalizeCreditCode } from './credit-codes';
import {
  normalizeBankNo,
  validateAreaCode,
  validateBankNo,
  validateDigits,
  validateEmail,
  validateExtension,
  validateLandline,
  validateNumber,
} from './fields';
import { checkIdCard, normalizeIdCard } from './id-cards';
import { MESSAGES, type Validator } from './messages';
import { normalizeRealName, REAL_NAME_PATTERN } from './names';
import { CONTACT_PHONE_PATTERN, MOBILE_PATTERN, normalizeContactPhone, normalizeMobile } from './phones';
import { isVehicleNo, normalizePlate } from './plates';
import { optional } from './text';

export type ValueRule = {
  /** What people type or paste → the stored form. */
  normalize: (value: unknown) => string;
  /** Whether a normalised value is valid. */
  test: (normalized: string) => boolean;
  /** The format message. */
  message: string;
};

export const VALUE_RULES = {
  mobile: { normalize: normalizeMobile, test: (v) => MOBILE_PATTERN.test(v), message: MESSAGES.mobile },
  contactPhone: { normalize: normalizeContactPhone, test: (v) => CONTACT_PHONE_PATTERN.test(v), message: MESSAGES.isMobile },
  idCard: { normalize: normalizeIdCard, test: (v) => checkIdCard(v), message: MESSAGES.idcard },
  realName: { normalize: normalizeRealName, test: (v) => REAL_NAME_PATTERN.test(v), message: MESSAGES.realName },
  plate: { normalize: normalizePlate, test: (v) => isVehicleNo(v), message: MESSAGES.vehicleNo },
  creditCode: { normalize: normalizeCreditCode, test: (v) => isCreditCode(v), message: MESSAGES.creditCode },
} satisfies Record<string, ValueRule>;

/**
 * A required field of a kind: `requiredMessage` when empty, `message` when malformed; yields the
 * normalised value. (Issues mark the field dirty, not aborted: the object's own refinements,
 * e.g. a city that does not belong to its province, still run and report beside it.)
 */
export function requiredValue(rule: ValueRule, requiredMessage: string, message: string = rule.message) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .transform((value) => rule.normalize(value))
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: requiredMessage });
      else if (!rule.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
}

/** An optional field of a kind: '' when absent or empty, else normalised and checked. */
export function optionalValue(rule: ValueRule, message?: string): z.ZodEffects<z.ZodOptional<z.ZodString>, string, string | undefined>;
export function optionalValue(
  rule: ValueRule,
  message: string | undefined,
  options: { emptyAsUndefined: true },
): z.ZodEffects<z.ZodOptional<z.ZodString>, string | undefined, string | undefined>;
/**
 * An optional value of `rule`'s kind, normalised. The check and the empty→undefined step are one
 * transform: a `.transform()` chained after a failed check would abort the parse, and the object's
 * own checks (city of province, password pair) would then not report beside it.
 */
export function optionalValue(rule: ValueRule, message: string = rule.message, options: { emptyAsUndefined?: boolean } = {}) {
  return z
    .string({ invalid_type_error: message })
    .optional()
    .transform((raw, ctx) => {
      const value = rule.normalize(raw ?? '');
      if (value !== '' && !rule.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return options.emptyAsUndefined && value === '' ? undefined : value;
    });
}

/** A string that must be present: `message` for undefined, non-string and empty (after trim when `trim`). */
export function requiredString(message: string, options: { trim?: boolean } = {}) {
  const base = z.string({ required_error: message, invalid_type_error: message });
  return (options.trim ? base.trim() : base).min(1, message);
}

/** Adds a ValidationResult-style validator to a zod string schema. */
export function withValidator<S extends z.ZodType<string, z.ZodTypeDef, unknown>>(schema: S, validator: Validator) {
  return schema.superRefine((value, ctx) => {
    const result = validator(value);
    if (result !== true) ctx.addIssue({ code: z.ZodIssueCode.custom, message: result });
  });
}

/** Optional string field checked by `validator` when non-empty; undefined becomes ''. */
export function optionalString(validator: Validator) {
  return withValidator(z.string().trim().optional().default(''), optional(validator));
}

export const numberSchema = withValidator(z.string().trim(), validateNumber);
export const digitsSchema = withValidator(z.string().trim(), validateDigits);
export const mobileSchema = requiredValue(VALUE_RULES.mobile, MESSAGES.mobile);
export const isMobileSchema = requiredValue(VALUE_RULES.contactPhone, MESSAGES.isMobile);
export const emailSchema = withValidator(z.string().trim(), validateEmail);
export const idCardSchema = requiredValue(VALUE_RULES.idCard, MESSAGES.idcard);
export const vehicleNoSchema = requiredValue(VALUE_RULES.plate, MESSAGES.vehicleNo);
export const bankNoSchema = withValidator(z.string().transform(normalizeBankNo), validateBankNo);
export const areaCodeSchema = optionalString(validateAreaCode);
export const landlineSchema = optionalString(validateLandline);
export const extensionSchema = optionalString(validateExtension);
