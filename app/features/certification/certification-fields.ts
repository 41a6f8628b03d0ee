// Real-name and qualification certification without zod: the screens' types, messages, image
// slots and labels. The certification form renders with these and loads the schemas
// (certification.ts, which re-exports all of this) only to validate, after hydration (issue 15).
import { MESSAGES } from '#contract/validators/messages';
import { UUID_PATTERN } from '#app/utils/files';
import { type CertificationKind } from './certification-kinds';

export * from './certification-kinds';

export type FileSlot = 'idCardFront' | 'idCardBack' | 'businessLicence' | 'roadPermit' | 'drivingLicence';
export const FILE_SLOTS: readonly FileSlot[] = ['idCardFront', 'idCardBack', 'businessLicence', 'roadPermit', 'drivingLicence'];

export type CertificationData = {
  realName?: string;
  idCard?: string;
  companyName?: string;
  creditCode?: string;
  licenceNo?: string;
  licenceClass?: string;
  qualificationNo?: string;
  roadPermitNo?: string;
  files?: Partial<Record<FileSlot, string>>;
};

export type Certification = {
  id: number;
  kind: string;
  status: string;
  data: CertificationData | null;
  reviewRemark: string | null;
  createdAt: string;
};

// ---------------------------------------------------------------------------------------------
// Fields

export const CERT_MESSAGES = {
  realNameRequired: '请输入真实姓名',
  realName: '请输入与身份证一致的真实姓名',
  idCardRequired: '请输入身份证号码',
  idCard: MESSAGES.idcard,
  companyNameRequired: '请输入企业名称',
  companyName: '企业名称应为2-100个字符',
  creditCodeRequired: '请输入统一社会信用代码',
  creditCode: '请输入正确的统一社会信用代码',
  licenceNoRequired: '请输入驾驶证号',
  licenceNo: '请输入正确的驾驶证号',
  licenceClassRequired: '请选择准驾车型',
  qualificationNo: '请输入正确的从业资格证号',
  roadPermitNoRequired: '请输入道路运输经营许可证号',
  roadPermitNo: '请输入正确的道路运输经营许可证号（12位数字）',
} as const;

// The unified social credit code check lives in the contract (the platform checks it too).

export const LICENCE_NO_PATTERN = /^[A-Za-z0-9]{12,20}$/;
export const QUALIFICATION_NO_PATTERN = /^[A-Za-z0-9]{6,20}$/;
export const ROAD_PERMIT_NO_PATTERN = /^\d{12}$/;

// ---------------------------------------------------------------------------------------------
// Image slots (the file checks themselves are app/utils/files.ts's)

export type FileSlotSpec = {
  slot: FileSlot;
  label: string;
  required: string;
  hint?: string;
};

export const SLOT_SPECS: Record<FileSlot, FileSlotSpec> = {
  idCardFront: { slot: 'idCardFront', label: '身份证人像面', required: '请上传身份证人像面' },
  idCardBack: { slot: 'idCardBack', label: '身份证国徽面', required: '请上传身份证国徽面' },
  businessLicence: { slot: 'businessLicence', label: '营业执照', required: '请上传营业执照' },
  roadPermit: { slot: 'roadPermit', label: '道路运输经营许可证', required: '请上传道路运输经营许可证' },
  drivingLicence: { slot: 'drivingLicence', label: '驾驶证', required: '请上传驾驶证主页' },
};

/** Image slots of each screen, in form order. */
export const KIND_SLOTS: Record<CertificationKind, readonly FileSlot[]> = {
  individualShipper: ['idCardFront', 'idCardBack'],
  companyShipper: ['businessLicence', 'idCardFront', 'idCardBack'],
  individualDriver: ['idCardFront', 'idCardBack', 'drivingLicence'],
  companyDriver: ['businessLicence', 'roadPermit'],
};

/** Field name of the hidden input that keeps an image uploaded earlier (a rejected submission). */
export function keptField(slot: FileSlot): `${FileSlot}Uuid` {
  return `${slot}Uuid`;
}

/** Slots whose hidden `<slot>Uuid` input names an earlier upload (no new file needed). */
export function keptSlots(kind: CertificationKind, formData: FormData): FileSlot[] {
  return KIND_SLOTS[kind].filter((slot) => {
    const value = formData.get(keptField(slot));
    return typeof value === 'string' && UUID_PATTERN.test(value);
  });
}

/** The form's values: the data's text fields (name and ID card required), the images, the kept uploads. */
export type CertificationForm = Required<Pick<CertificationData, 'realName' | 'idCard'>> &
  Omit<CertificationData, 'realName' | 'idCard' | 'files'> &
  Partial<Record<FileSlot, File | undefined>> &
  Partial<Record<`${FileSlot}Uuid`, string | undefined>>;

// ---------------------------------------------------------------------------------------------
// Display

export const FIELD_LABELS: Record<keyof Omit<CertificationData, 'files'>, string> = {
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  roadPermitNo: '道路运输经营许可证号',
  realName: '真实姓名',
  idCard: '身份证号码',
  licenceNo: '驾驶证号',
  licenceClass: '准驾车型',
  qualificationNo: '从业资格证号',
};

/** Labels that differ on the company screens: the person is the legal representative or contact. */
export function realNameLabel(kind: CertificationKind): string {
  if (kind === 'companyShipper') return '法人/联系人姓名';
  if (kind === 'companyDriver') return '联系人姓名';
  return '真实姓名';
}

export function idCardLabel(kind: CertificationKind): string {
  if (kind === 'companyShipper') return '法人/联系人身份证号码';
  if (kind === 'companyDriver') return '联系人身份证号码';
  return '身份证号码';
}
