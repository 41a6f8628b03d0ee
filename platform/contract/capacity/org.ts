// Capacity organisation (issue #6): the company's organisation units (机构管理: a tree of
// departments and fleets that vehicles and drivers belong to) and the actual owners of affiliated
// (挂靠) vehicles (绑定车主). Shared by the platform API and the screens.
import { z } from 'zod';
import { checkIdCard, isCreditCode, MESSAGES, normalizeCreditCode, normalizeIdCard, optionalValue, requiredValue, VALUE_RULES } from '../validators';
import { idArray, idField } from '../ids';
import { capacityListQuery, choiceFilter, filterText, isIsoDate, optionalId, optionalText } from './schemas';
import { ORG_KINDS, OWNER_KINDS } from './labels';

export { ORG_KINDS, ORG_KIND_LABELS, OWNER_KINDS, OWNER_KIND_LABELS, type OrgKind, type OwnerKind } from './labels';

export const ORG_MESSAGES = {
  nameRequired: '请输入机构名称',
  kindRequired: '请选择机构类型',
  parentInvalid: '上级机构不存在或不属于本企业',
  parentCycle: '不能把机构放到它自己或它的下级机构之下',
  notFound: '机构不存在或无权操作',
  notEmpty: '该机构下还有下级机构、车辆或司机，请先移走后再删除',
  hasEmployees: '该机构下还有员工，请先在用户管理中调整员工的所属机构后再删除',
  needsCompany: '请先完成企业资质认证后再维护组织机构',
  tooDeep: '机构层级最多5级',
  unitInvalid: '所属机构不存在或不属于本企业',
  ownerKindRequired: '请选择车主类型',
  ownerNameRequired: '请输入车主姓名或企业名称',
  ownerIdRequired: '请输入身份证号或统一社会信用代码',
  creditCode: '请输入正确的统一社会信用代码',
  ownerMobileRequired: '请输入车主手机号',
  ownerNotFound: '车主不存在或无权操作',
  ownerDuplicate: '该证件号的车主已存在',
  ownerHasVehicles: '该车主名下还有绑定的车辆，请先解绑后再删除',
  agreementNo: '挂靠协议编号只能包含字母、数字和短横线，最多30位',
} as const;

export const MAX_ORG_DEPTH = 5;

export const orgUnitInput = z.object({
  id: optionalId,
  parentId: optionalId,
  name: z.string({ required_error: ORG_MESSAGES.nameRequired }).trim().min(1, ORG_MESSAGES.nameRequired).max(30, '最多30个字符'),
  kind: z.enum(ORG_KINDS, { errorMap: () => ({ message: ORG_MESSAGES.kindRequired }) }),
  leaderName: optionalText(20),
  leaderMobile: optionalValue(VALUE_RULES.mobile),
});
export type OrgUnitInput = z.output<typeof orgUnitInput>;

export const vehicleOwnerInput = z
  .object({
    id: optionalId,
    kind: z.enum(OWNER_KINDS, { errorMap: () => ({ message: ORG_MESSAGES.ownerKindRequired }) }),
    name: z.string({ required_error: ORG_MESSAGES.ownerNameRequired }).trim().min(1, ORG_MESSAGES.ownerNameRequired).max(50, '最多50个字符'),
    // A person's resident ID or a company's credit code: normalised like every field of its kind.
    idNo: z.string({ required_error: ORG_MESSAGES.ownerIdRequired }).trim().min(1, ORG_MESSAGES.ownerIdRequired).max(40, '最多40个字符'),
    mobile: requiredValue(VALUE_RULES.mobile, ORG_MESSAGES.ownerMobileRequired),
    agreementNo: optionalText(30).refine((v) => v === '' || /^[A-Za-z0-9-]{1,30}$/.test(v), ORG_MESSAGES.agreementNo),
    agreementExpiry: optionalText(10).refine((v) => v === '' || isIsoDate(v), '请输入正确的日期'),
    remark: optionalText(100),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'person' && !checkIdCard(v.idNo)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['idNo'], message: MESSAGES.idcard });
    if (v.kind === 'company' && !isCreditCode(v.idNo)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['idNo'], message: ORG_MESSAGES.creditCode });
  })
  .transform((v) => ({ ...v, idNo: v.kind === 'person' ? normalizeIdCard(v.idNo) : normalizeCreditCode(v.idNo) }));
export type VehicleOwnerInput = z.output<typeof vehicleOwnerInput>;

/** Binds the listed vehicles of the company to an owner; the owner's other vehicles are unbound. */
export const ownerBindingInput = z.object({
  ownerId: idField(),
  vehicleIds: idArray().max(500, '一次最多绑定500辆车'),
});
export type OwnerBindingInput = z.output<typeof ownerBindingInput>;

export const vehicleOwnerQuery = capacityListQuery({
  kind: choiceFilter(OWNER_KINDS),
  /** name, ID number, mobile or a bound plate */
  keyword: filterText(50),
});
export type VehicleOwnerQuery = z.output<typeof vehicleOwnerQuery>;
