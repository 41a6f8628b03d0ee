// Body of POST /users/certification/submit (screens /nameAuthe, /user/individualDriver,
// /user/companyDriver, /user/individualShipper, /user/companyShipper).
import { z } from 'zod';
import { MESSAGES, VALUE_RULES, optionalValue, requiredValue } from '../validators';
import { idField } from '../ids';

export const CERTIFICATION_KINDS = ['individualShipper', 'companyShipper', 'individualDriver', 'companyDriver'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

export const COMPANY_KINDS: readonly CertificationKind[] = ['companyShipper', 'companyDriver'];
// A carrier or agent company has no driving licence of its own; its drivers are certified one by one.
export const DRIVER_KINDS: readonly CertificationKind[] = ['individualDriver'];

export const CREDIT_CODE_MESSAGE = '请输入正确的统一社会信用代码';

/** Forms send '' for an untouched field: treat it as absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const fileId = (label: string) => optionalText(z.string().uuid(`${label}文件无效，请重新上传`));

export const certificationFiles = z.object({
  idCardFront: fileId('身份证正面'),
  idCardBack: fileId('身份证反面'),
  businessLicence: fileId('营业执照'),
  roadPermit: fileId('道路运输经营许可证'),
  drivingLicence: fileId('驾驶证'),
});

export const certificationBody = z
  .object({
    kind: z.enum(CERTIFICATION_KINDS, { errorMap: () => ({ message: '认证类型不正确' }) }),
    realName: requiredValue(VALUE_RULES.realName, '请输入真实姓名', MESSAGES.realName),
    idCard: requiredValue(VALUE_RULES.idCard, '请输入身份证号码'),
    companyName: optionalText(z.string().trim().max(100, '企业名称不能超过100个字符')),
    // 统一社会信用代码 (GB 32100): the pattern and the check character, as the forms check it.
    creditCode: optionalValue(VALUE_RULES.creditCode, CREDIT_CODE_MESSAGE, { emptyAsUndefined: true }),
    licenceNo: optionalText(z.string().trim().max(30, '驾驶证号不能超过30个字符')),
    licenceClass: optionalText(z.string().trim().max(10, '准驾车型不能超过10个字符')),
    qualificationNo: optionalText(z.string().trim().max(30, '从业资格证号不能超过30个字符')),
    roadPermitNo: optionalText(z.string().trim().max(30, '道路运输经营许可证号不能超过30个字符')),
    files: certificationFiles.default({}),
  })
  .superRefine((v, ctx) => {
    const need = (ok: unknown, path: (string | number)[], message: string) => {
      if (!ok) ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    };
    if (COMPANY_KINDS.includes(v.kind)) {
      need(v.companyName, ['companyName'], '请输入企业名称');
      need(v.creditCode, ['creditCode'], '请输入统一社会信用代码');
      need(v.files.businessLicence, ['files', 'businessLicence'], '请上传营业执照');
    }
    if (DRIVER_KINDS.includes(v.kind)) {
      need(v.licenceNo, ['licenceNo'], '请输入驾驶证号');
      need(v.files.drivingLicence, ['files', 'drivingLicence'], '请上传驾驶证');
    }
    if (v.kind === 'companyDriver') {
      need(v.roadPermitNo, ['roadPermitNo'], '请输入道路运输经营许可证号');
      need(v.files.roadPermit, ['files', 'roadPermit'], '请上传道路运输经营许可证');
    }
  });

export type CertificationData = z.infer<typeof certificationBody>;
/** What a client sends (before the platform's parsing). */
export type CertificationSubmission = z.input<typeof certificationBody>;

export const reviewBody = z
  .object({
    id: idField(),
    approve: z.boolean({ required_error: '请选择审核结果', invalid_type_error: '请选择审核结果' }),
    remark: z.string().trim().max(200, '审核意见不能超过200个字符').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.approve && !v.remark) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['remark'], message: '请填写驳回原因' });
  });
