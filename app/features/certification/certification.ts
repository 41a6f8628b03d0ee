// Real-name and qualification certification (spec 2: /nameAuthe and the four certification
// screens of the user area). The form schemas are shared by Conform's client validation and the
// actions; the platform re-checks everything (ID checksum, file types by their bytes, ownership).
import { z } from 'zod';
import { DRIVING_LICENCE_CLASS } from '#contract/capacity/dict';
import { valuesIn } from '#contract/dictionaries';
import type { CertificationSubmission } from '#contract/certification/schemas';
import { REAL_NAME_PATTERN, VALUE_RULES, requiredString, requiredValue } from '#contract/validators';
import { UUID_PATTERN, imageFileProblem, isChosenFile } from '#app/utils/files';
import { CERT_MESSAGES, KIND_SLOTS, LICENCE_NO_PATTERN, QUALIFICATION_NO_PATTERN, ROAD_PERMIT_NO_PATTERN, SLOT_SPECS, keptField } from './certification-fields';
import type { CertificationData, CertificationForm, CertificationKind, FileSlot, FileSlotSpec } from './certification-fields';

export * from './certification-fields';

export { CREDIT_CODE_PATTERN, creditCodeCheckChar, isCreditCode } from '#contract/validators';

/** Any Han character (extension planes too), parts joined by `·` (every dot variant is stored as ·). */
export { REAL_NAME_PATTERN };

const realName = requiredValue(VALUE_RULES.realName, CERT_MESSAGES.realNameRequired, CERT_MESSAGES.realName);
const idCard = requiredValue(VALUE_RULES.idCard, CERT_MESSAGES.idCardRequired, CERT_MESSAGES.idCard);
const companyName = requiredString(CERT_MESSAGES.companyNameRequired, { trim: true }).min(2, CERT_MESSAGES.companyName).max(100, CERT_MESSAGES.companyName);
const creditCode = requiredValue(VALUE_RULES.creditCode, CERT_MESSAGES.creditCodeRequired, CERT_MESSAGES.creditCode);
const licenceNo = requiredString(CERT_MESSAGES.licenceNoRequired, { trim: true })
  .regex(LICENCE_NO_PATTERN, CERT_MESSAGES.licenceNo)
  .transform((value) => value.toUpperCase());
const licenceClasses = valuesIn(DRIVING_LICENCE_CLASS);
const licenceClass = requiredString(CERT_MESSAGES.licenceClassRequired, { trim: true }).refine(
  (value) => licenceClasses.includes(value),
  CERT_MESSAGES.licenceClassRequired,
);
const qualificationNo = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.toUpperCase() : undefined))
  .refine((value) => value === undefined || QUALIFICATION_NO_PATTERN.test(value), CERT_MESSAGES.qualificationNo);
const roadPermitNo = requiredString(CERT_MESSAGES.roadPermitNoRequired, { trim: true }).regex(ROAD_PERMIT_NO_PATTERN, CERT_MESSAGES.roadPermitNo);

/** One image field: required unless an earlier upload is kept; size and type checked. */
function imageField(spec: FileSlotSpec, kept: boolean) {
  return z.any().transform((value, ctx): File | undefined => {
    if (!isChosenFile(value)) {
      if (!kept) ctx.addIssue({ code: z.ZodIssueCode.custom, message: spec.required });
      return undefined;
    }
    const problem = imageFileProblem(value);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    return value;
  });
}

const keptUuid = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value && UUID_PATTERN.test(value) ? value : undefined));

// ---------------------------------------------------------------------------------------------
// Schemas

function textShape(kind: CertificationKind): z.ZodRawShape {
  switch (kind) {
    case 'individualShipper':
      return { realName, idCard };
    case 'companyShipper':
      return { companyName, creditCode, realName, idCard };
    case 'individualDriver':
      return { realName, idCard, licenceNo, licenceClass, qualificationNo };
    case 'companyDriver':
      return { companyName, creditCode, roadPermitNo, realName, idCard };
  }
}

/** The text fields of a screen (no files): what the read-only view and the API body carry. */
export function textSchema(kind: CertificationKind) {
  return z.object(textShape(kind));
}

/**
 * The whole form of one screen. `kept` lists the image slots that already hold an earlier
 * upload (see `keptSlots`): those need no new file.
 */
export function certificationSchema(kind: CertificationKind, kept: readonly FileSlot[] = []): z.ZodType<CertificationForm, z.ZodTypeDef, unknown> {
  const files: z.ZodRawShape = {};
  for (const slot of KIND_SLOTS[kind]) {
    files[slot] = imageField(SLOT_SPECS[slot], kept.includes(slot));
    files[keptField(slot)] = keptUuid;
  }
  return z.object(textShape(kind)).extend(files) as unknown as z.ZodType<CertificationForm, z.ZodTypeDef, unknown>;
}

/** The body of POST /users/certification/submit from the validated form and the file uuids. */
export function submitBody(kind: CertificationKind, value: CertificationForm, files: Partial<Record<FileSlot, string>>) {
  const text = textSchema(kind).parse(Object.fromEntries(Object.keys(textShape(kind)).map((key) => [key, value[key as keyof CertificationForm]]))) as Omit<
    CertificationData,
    'files'
  >;
  const body: Record<string, unknown> = { kind };
  for (const [key, field] of Object.entries(text)) if (field !== undefined && field !== '') body[key] = field;
  body.files = files;
  return body as CertificationSubmission;
}
