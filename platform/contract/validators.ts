// Validation rules of spec section 5. Every validator is a pure function returning `true` or the
// Chinese error message; boolean helpers (`isXxx`) are exported beside them. The zod schemas
// (validators/schemas.ts, validators/accounts.ts) build on the same rules for forms (conform) and
// API bodies. Real-world values have one rule per kind, used by every field of that kind on both
// sides: each field normalises what people type or paste (full-width characters, spaces, dashes, a
// country code, lower-case letters) before it validates, and stores the normalised value. The rules
// live in validators/, one file per kind of value; this file is their one import.
export * from './validators/messages';
export { isEmpty, optional, required, toHalfWidth, toText } from './validators/text';
export * from './validators/phones';
export * from './validators/names';
export * from './validators/patterns';
export * from './validators/plates';
export * from './validators/id-cards';
export * from './validators/credit-codes';
export * from './validators/fields';
export * from './validators/banned-words';
export * from './validators/accounts';
export * from './validators/schemas';
