// Electronic contracts (issue 46): templates operations write and release, contracts filled from
// them, signing, and supplementary agreements. Amounts are integer fen, weights kilograms.
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields } from '../page';
import {
  CONTRACT_KINDS,
  CONTRACT_MESSAGES as M,
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_STATUSES,
  unknownPlaceholderMessage,
} from './messages';

export * from './messages';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Every `{{name}}` in a text. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([A-Za-z]+)\s*\}\}/g)].map((m) => m[1]);
}

/** Fills a clause's `{{name}}`s from `values` (every name was checked against the whitelist when the template was saved). */
export function fillClause(text: string, values: Partial<Record<keyof typeof TEMPLATE_PLACEHOLDERS, string>>): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) => (name in values ? (values[name as keyof typeof values] ?? '') : whole));
}

const clause = z.object({
  title: z.string({ required_error: M.clauseTitleRequired }).trim().min(1, M.clauseTitleRequired).max(50, '条款标题不能超过50个字'),
  text: z.string({ required_error: M.clauseTextRequired }).trim().min(1, M.clauseTextRequired).max(2000, M.clauseTooLong),
});

/** A template version's fields; a clause may only name whitelisted placeholders. */
export const templateInput = z
  .object({
    /** a draft to change; without it a new template (version 1) */
    id: optional(idField(M.templateNotFound)),
    name: z.string({ required_error: M.nameRequired }).trim().min(1, M.nameRequired).max(50, M.nameTooLong),
    kind: z.enum(CONTRACT_KINDS, { errorMap: () => ({ message: M.kindRequired }) }),
    clauses: z.array(clause, { required_error: M.clausesRequired }).min(1, M.clausesRequired).max(50, M.tooManyClauses),
    remark: optional(z.string().trim().max(200, '备注不能超过200个字')),
  })
  .superRefine((v, ctx) => {
    v.clauses.forEach((c, i) => {
      const unknown = [...new Set(placeholdersIn(`${c.title}\n${c.text}`))].filter((n) => !(n in TEMPLATE_PLACEHOLDERS));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', path: ['clauses', i, 'text'], message: unknownPlaceholderMessage(unknown) });
    });
  });
export type TemplateInput = z.infer<typeof templateInput>;

export const templateIdInput = z.object({ id: idField(M.templateNotFound) });

export const templateFilters = z.object({
  kind: optional(z.enum(CONTRACT_KINDS, { errorMap: () => ({ message: '合同类型不正确' }) })),
  status: optional(z.enum(TEMPLATE_STATUSES, { errorMap: () => ({ message: '模板状态不正确' }) })),
  name: optional(z.string().trim().max(50)),
});
export const templateQuery = templateFilters.extend(pageFields(20, 50));
export type TemplateQuery = z.infer<typeof templateQuery>;
export const TEMPLATE_FILTER_KEYS = ['kind', 'status', 'name'] as const;

const int = z.number().int();
const iso = z.string();
const historyEntry = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  action: z.string(),
  remark: z.string().nullable(),
  actorName: z.string(),
  createdAt: iso,
});

export const templateRow = z.object({
  id: int,
  code: z.string(),
  version: int,
  name: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(TEMPLATE_STATUSES),
  releasedAt: iso.nullable(),
  updatedAt: iso,
});
export type TemplateRow = z.infer<typeof templateRow>;

export const templateDetail = templateRow.extend({
  clauses: z.array(z.object({ title: z.string(), text: z.string() })),
  remark: z.string().nullable(),
  /** the other versions of the same template, newest first */
  versions: z.array(templateRow),
  history: z.array(historyEntry),
});
export type TemplateDetail = z.infer<typeof templateDetail>;

export const templateAnswer = z.object({ id: int, code: z.string(), version: int, status: z.enum(TEMPLATE_STATUSES) });

// ---------------------------------------------------------------------------------------------
// Contracts

export const contractFilters = z.object({
  status: optional(z.enum(CONTRACT_STATUSES, { errorMap: () => ({ message: '合同状态不正确' }) })),
  kind: optional(z.enum(CONTRACT_KINDS, { errorMap: () => ({ message: '合同类型不正确' }) })),
  contractNo: optional(z.string().trim().max(30)),
  /** a party's name (any party) */
  partyName: optional(z.string().trim().max(50)),
});
export const contractQuery = contractFilters.extend(pageFields(20, 50));
export type ContractQuery = z.infer<typeof contractQuery>;
export const CONTRACT_FILTER_KEYS = ['status', 'kind', 'contractNo', 'partyName'] as const;

export const contractRow = z.object({
  id: int,
  contractNo: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  orderNo: z.string().nullable(),
  partyNames: z.array(z.string()),
  totalFen: int,
  termStart: z.string(),
  termEnd: z.string(),
  /** the caller's party has yet to sign a contract in signing */
  awaitingMe: z.boolean(),
  createdAt: iso,
});
export type ContractRow = z.infer<typeof contractRow>;

export const contractParty = z.object({
  role: z.enum(CONTRACT_PARTY_ROLES),
  name: z.string(),
  /** masked as the screens mask credit codes and ID numbers */
  creditCode: z.string().nullable(),
  signedAt: iso.nullable(),
  signedByName: z.string().nullable(),
  signIp: z.string().nullable(),
  signMethod: z.string().nullable(),
  /** the caller acts for this party */
  mine: z.boolean(),
});
export type ContractParty = z.infer<typeof contractParty>;

export const CONTRACT_ACTIONS = ['sign', 'reject', 'recall', 'invalid', 'agreement', 'remind'] as const;
export const contractDetail = contractRow.extend({
  templateName: z.string().nullable(),
  templateVersion: int.nullable(),
  orderId: int.nullable(),
  bigOrderId: int.nullable(),
  parentContractId: int.nullable(),
  parentContractNo: z.string().nullable(),
  goodsName: z.string(),
  originAddress: z.string(),
  destAddress: z.string(),
  weightKg: int,
  unitPriceFen: int,
  paymentTerms: z.string(),
  signDeadline: iso,
  reason: z.string().nullable(),
  clauses: z.array(z.object({ title: z.string(), text: z.string() })),
  pdfUuid: z.string().nullable(),
  pdfSha256: z.string().nullable(),
  sealedUuid: z.string().nullable(),
  sealedSha256: z.string().nullable(),
  parties: z.array(contractParty),
  /** supplementary agreements of this contract */
  agreements: z.array(z.object({ id: int, contractNo: z.string(), status: z.enum(CONTRACT_STATUSES), unitPriceFen: int, termEnd: z.string(), createdAt: iso })),
  actions: z.array(z.enum(CONTRACT_ACTIONS)),
  history: z.array(historyEntry),
});
export type ContractDetail = z.infer<typeof contractDetail>;

const contractId = idField(M.notFound);

export const signInput = z.object({
  contractId,
  /** the caller's login password, typed again: the intention to sign */
  password: z.string({ required_error: M.passwordRequired, invalid_type_error: M.passwordRequired }).min(1, M.passwordRequired).max(64, M.passwordWrong),
  /** the signer's browser as the app saw it */
  userAgent: optional(z.string().max(300)),
});
export type SignInput = z.infer<typeof signInput>;

/** The SMS code sent to the signer's own phone (POST /contract/sign/smsCode), typed back: the other intention to sign. */
export const signBySmsInput = z.object({
  contractId,
  smsCode: z
    .string({ required_error: M.smsCodeRequired, invalid_type_error: M.smsCodeRequired })
    .trim()
    .min(1, M.smsCodeRequired)
    .regex(/^\d{6}$/, M.smsCodeFormat),
  userAgent: optional(z.string().max(300)),
});
export type SignBySmsInput = z.infer<typeof signBySmsInput>;

/** How a signer confirmed the intention to sign: the login password again, or an SMS code to their phone. */
export type SignIntention = { method: 'password'; password: string } | { method: 'sms'; smsCode: string };

const reasonField = z.string({ required_error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonTooLong);
export const reasonInput = z.object({ contractId, reason: reasonField });
export const contractIdInput = z.object({ contractId });

/** A supplementary agreement: a new unit price (fen per tonne) and/or a new end of term, and why. */
export const agreementInput = z
  .object({
    contractId,
    unitPriceFen: z
      .number({ invalid_type_error: M.unitPriceInvalid })
      .int(M.unitPriceInvalid)
      .min(1, M.unitPriceInvalid)
      .max(100_000_000, M.unitPriceInvalid)
      .optional(),
    termEnd: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.termEndInvalid)),
    reason: reasonField,
  })
  .refine((v) => v.unitPriceFen !== undefined || v.termEnd !== undefined, { message: M.priceOrTerm, path: ['unitPriceFen'] });
export type AgreementInput = z.infer<typeof agreementInput>;

export const contractAnswer = z.object({ id: int, contractNo: z.string(), status: z.enum(CONTRACT_STATUSES) });

/** The caller's 代开 agreement (the latest of kind invoice_agency where they are the payee), or null. */
export const agencyContractAnswer = z.object({
  contract: z
    .object({
      id: int,
      contractNo: z.string(),
      status: z.enum(CONTRACT_STATUSES),
      termEnd: z.string(),
      signedAt: iso.nullable(),
      sealedUuid: z.string().nullable(),
    })
    .nullable(),
});
export type AgencyContractAnswer = z.infer<typeof agencyContractAnswer>;

/** 提醒签署: who was reminded. */
export const remindAnswer = z.object({ reminded: z.array(z.string()) });

// ---------------------------------------------------------------------------------------------
// Framework contracts (年度/框架合同) over a big order, and their execution tracking

export const frameworkInput = z.object({ bigOrderId: idField(M.bigOrderNotFound) });

/** A framework contract's execution: contracted against released (child orders) and delivered (signed waybills) over its term. */
export const frameworkTrack = z.object({
  contractId: int,
  contractNo: z.string(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  bigOrderId: int,
  bigOrderNo: z.string(),
  termStart: z.string(),
  termEnd: z.string(),
  /** days left in the term (negative: past its end) */
  daysLeft: int,
  contractedKg: int,
  releasedKg: int,
  deliveredKg: int,
  contractedFen: int,
  releasedFen: int,
  deliveredFen: int,
  orders: z.array(
    z.object({
      id: int,
      orderNo: z.string(),
      status: z.string(),
      weightKg: int,
      totalFen: int,
      waybillCount: int,
      signedCount: int,
      deliveredKg: int,
      createdAt: iso,
    }),
  ),
});
export type FrameworkTrack = z.infer<typeof frameworkTrack>;
