// The public verification of a contract PDF (issue 46): anyone holding a copy uploads it and learns
// whether the platform's signature on it is intact. No sign-in; rate-limited per address. The file
// travels base64 in JSON (the platform's 1 MB body limit holds a contract of up to 700 KB).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { CONTRACT_KINDS, CONTRACT_PARTY_ROLES, CONTRACT_STATUSES } from './messages';

/** The largest PDF the verification page takes: a contract is well under 200 KB. */
export const MAX_VERIFY_PDF_BYTES = 700 * 1024;
const MAX_BASE64 = Math.ceil(MAX_VERIFY_PDF_BYTES / 3) * 4;

export const VERIFY_MESSAGES = {
  file: '请选择要核验的合同 PDF 文件',
  tooLarge: `文件不能超过 ${MAX_VERIFY_PDF_BYTES / 1024} KB：平台合同文件远小于此`,
  notPdf: '请上传 PDF 文件（.pdf）',
  contractNo: '合同编号格式不正确',
  contractNoRequired: '请输入合同编号',
  unknownContract: '未找到该编号的合同，请核对合同首页或二维码上的合同编号',
} as const;

/** A contract number as printed on the PDF and in its QR code: letters, digits and dashes. */
export const contractNoText = z
  .string()
  .trim()
  .max(40, VERIFY_MESSAGES.contractNo)
  .regex(/^[A-Za-z0-9-]*$/, VERIFY_MESSAGES.contractNo);

export const verifyContractPdfInput = z.object({
  /** the file, base64 */
  pdf: z
    .string({ required_error: VERIFY_MESSAGES.file, invalid_type_error: VERIFY_MESSAGES.file })
    .min(1, VERIFY_MESSAGES.file)
    .max(MAX_BASE64, VERIFY_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, VERIFY_MESSAGES.file),
  /** the contract number the copy claims to be (the QR code's `?no=`), when known */
  contractNo: contractNoText.optional(),
});
export type VerifyContractPdfInput = z.infer<typeof verifyContractPdfInput>;

export const contractPdfVerification = z.object({
  valid: z.boolean(),
  sha256: z.string(),
  signedBy: z.string().nullable(),
  /** ISO time of the signature */
  signedAt: z.string().nullable(),
  /** why the copy is not valid, in Chinese */
  problem: z.string().nullable(),
  contractNo: z.string().nullable(),
  /**
   * The copy's SHA-256 against the contract's stored one: true or false once the contract model
   * answers for `contractNo`, null while nothing was compared (no number, or no record of it).
   */
  matchesStored: z.boolean().nullable(),
});
export type ContractPdfVerification = z.infer<typeof contractPdfVerification>;

export const contractFactsQuery = z.object({
  no: z
    .string({ required_error: VERIFY_MESSAGES.contractNoRequired })
    .trim()
    .min(1, VERIFY_MESSAGES.contractNoRequired)
    .max(40, VERIFY_MESSAGES.contractNo)
    .regex(/^[A-Za-z0-9-]+$/, VERIFY_MESSAGES.contractNo),
});

/**
 * What anyone holding a contract's number learns (the QR code on its PDF): what it is, its state,
 * who its sides are and when each signed, and the SHA-256 of the frozen and of the sealed file.
 * Private persons are shown by surname only; no IP, browser, amount or ID number.
 */
export const contractPublicFacts = z.object({
  contractNo: z.string(),
  title: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** ISO time the contract was made (订立日期 on the PDF) */
  issuedAt: z.string(),
  /** the contract a supplementary agreement amends */
  amendsContractNo: z.string().nullable(),
  parties: z.array(z.object({ role: z.enum(CONTRACT_PARTY_ROLES), name: z.string(), signedAt: z.string().nullable(), signMethod: z.string().nullable() })),
  frozenSha256: z.string().nullable(),
  sealedSha256: z.string().nullable(),
});
export type ContractPublicFacts = z.infer<typeof contractPublicFacts>;

const VERIFY_SUMMARY = '合同文件核验（免登录）：上传的 PDF 是否带有本平台完好的电子签名，及其 SHA-256、签署证书与时间（每 IP 每分钟 10 次）';
const anonymous = { permission: 'public', auth: false } as const;

export const contractVerifyApi = endpoints(['电子合同'], {
  facts: {
    ...anonymous,
    method: 'get',
    path: '/contract/verify/facts',
    summary: '合同核验（免登录）：按合同编号查看合同的公开信息、各方签署时间与文件 SHA-256；编号不存在为 404（每 IP 每分钟 30 次）',
    query: contractFactsQuery,
    response: contractPublicFacts,
  },
  verify: {
    ...anonymous,
    method: 'post',
    path: '/contract/pdf/verify',
    summary: VERIFY_SUMMARY,
    body: verifyContractPdfInput,
    response: contractPdfVerification,
  },
});
