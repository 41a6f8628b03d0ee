// The certification area's route table: submit a real-name or qualification certification, read
// one's latest submission, and the operator's review (pending list, approve or reject).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { CERTIFICATION_KINDS, certificationBody, reviewBody } from './schemas';

const optionalText = z.string().optional();

/** What a submission recorded: the submitted body as the platform parsed it (absent fields left out). */
const certificationData = z.object({
  kind: z.enum(CERTIFICATION_KINDS),
  realName: z.string(),
  idCard: z.string(),
  companyName: optionalText,
  creditCode: optionalText,
  licenceNo: optionalText,
  licenceClass: optionalText,
  qualificationNo: optionalText,
  roadPermitNo: optionalText,
  files: z.object({
    idCardFront: optionalText,
    idCardBack: optionalText,
    businessLicence: optionalText,
    roadPermit: optionalText,
    drivingLicence: optionalText,
  }),
});

export const certification = z.object({
  id: z.number().int(),
  kind: z.enum(CERTIFICATION_KINDS),
  /** 0 审核中，1 已通过，2 已驳回 */
  status: z.string(),
  data: certificationData,
  reviewRemark: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Certification = z.infer<typeof certification>;

export const certificationApi = endpoints(['认证'], {
  submit: {
    permission: 'signed-in',
    method: 'post',
    path: '/users/certification/submit',
    summary: '提交实名/资质认证（审核期间 authStatus 为 1）',
    body: certificationBody,
    response: certification,
  },
  current: {
    permission: 'signed-in',
    method: 'get',
    path: '/users/certification/current',
    summary: '我最近一次认证申请（没有时为 null）',
    response: certification.nullable(),
  },
  pending: {
    permission: 'account:certification:pending',
    method: 'get',
    path: '/users/certification/pending',
    summary: '待审核的认证申请（运营人员；最早的在前）',
    response: z.array(certification.extend({ mobile: z.string() })),
  },
  review: {
    permission: 'account:certification:review',
    method: 'post',
    path: '/users/certification/review',
    summary: '审核认证申请（运营人员）',
    body: reviewBody,
    response: certification,
  },
});
