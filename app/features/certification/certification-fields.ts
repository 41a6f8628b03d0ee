// Real-name and qualification certification without zod: the screens' types, messages, image
// slots and labels. The certification form renders with these and loads the schemas
// (certification.ts, which re-exports all of this) only to validate, after hydration (issue 15).
import { MESSAGES } from '#contract/validators/messages';
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
  fileTooLarge: '文件大小不能超过10MB',
  fileEmpty: '文件不能为空',
  imageOnly: '只能上传 JPG、PNG、WEBP、GIF 格式的图片',
} as const;

// The unified social credit code check lives in the contract (the platform checks it too).

export const LICENCE_NO_PATTERN = /^[A-Za-z0-9]{12,20}$/;
export const QUALIFICATION_NO_PATTERN = /^[A-Za-z0-9]{6,20}$/;
export const ROAD_PERMIT_NO_PATTERN = /^\d{12}$/;

// ---------------------------------------------------------------------------------------------
// Files

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'];
/**
 * The server's multipart handler keeps no bytes of a part over 10 MB: it hands the form an empty
 * File of this type instead, so the field shows the size message and the other fields survive.
 */
export const TOO_LARGE_MARKER_TYPE = 'application/x-upload-too-large';

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

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file the user chose (a file input left empty posts a nameless, empty File). */
export function isChosenFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File && !(value.name === '' && value.size === 0);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** null when the chosen file may be uploaded as an image; otherwise the field message. */
export function imageFileProblem(file: File): string | null {
  if (file.type === TOO_LARGE_MARKER_TYPE || file.size > MAX_FILE_BYTES) return CERT_MESSAGES.fileTooLarge;
  if (file.size === 0) return CERT_MESSAGES.fileEmpty;
  const declared = file.type.toLowerCase();
  const byType = (IMAGE_MIME_TYPES as readonly string[]).includes(declared);
  const unknownType = declared === '' || declared === 'application/octet-stream';
  if (byType || (unknownType && IMAGE_EXTENSIONS.includes(extensionOf(file.name)))) return null;
  return CERT_MESSAGES.imageOnly;
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

/** 110101********1234: the owner sees enough to recognise the number, a shoulder-surfer not. */
export function maskIdCard(value: string | undefined | null): string {
  if (!value) return '';
  if (value.length < 10) return value;
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

export function previewUrl(uuid: string): string {
  return `/resources/file/preview?${new URLSearchParams({ uuid })}`;
}
