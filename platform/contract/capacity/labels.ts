// Capacity's messages and labels without zod (issue 15: screens that show them do not load the
// validation library); capacity/schemas.ts re-exports them with the schemas for the platform.

export const CAPACITY_MESSAGES = {
  plateRequired: '请输入车牌号',
  plateColorRequired: '请选择车牌颜色',
  newEnergyColor: '新能源车牌的颜色应为渐变绿（小型）或黄绿色（大型）',
  vehicleTypeRequired: '请选择车辆类型',
  vehicleLengthRequired: '请选择车长',
  loadRequired: '请输入核定载质量',
  ownerNameRequired: '请输入车辆所有人',
  vin: '请输入正确的车辆识别代号（17位，不含I、O、Q）',
  permitNo: '道路运输证号只能包含字母和数字，最多20位',
  date: '请输入正确的日期',
  plateTaken: '该车牌号已存在于本企业车辆中，请勿重复添加',
  vehicleNotFound: '车辆不存在或无权操作',
  driverNameRequired: '请输入司机姓名',
  driverMobileRequired: '请输入手机号',
  idCardRequired: '请输入身份证号',
  licenceNoRequired: '请输入驾驶证号',
  licenceNo: '驾驶证号只能包含字母和数字，最多20位',
  licenceClassRequired: '请选择准驾车型',
  qualificationNo: '从业资格证号只能包含字母和数字，最多20位',
  driverMobileTaken: '该手机号的司机已存在，请勿重复添加',
  driverIdCardTaken: '该身份证号的司机已存在，请勿重复添加',
  driverNotFound: '司机不存在或无权操作',
  boundVehicleInvalid: '绑定的车辆不存在或不属于本企业',
  vehicleInUse: '该车辆有未完成的派车单，不能删除',
  driverInUse: '该司机有未完成的派车单，不能删除',
  blackTypeRequired: '请选择拉黑对象类型',
  blackCompanyRequired: '请输入承运企业名称或统一社会信用代码',
  blackCompanyNotFound: '未找到该承运企业，请输入完整的企业名称或统一社会信用代码',
  blackCompanySelf: '不能将本企业加入黑名单',
  blackReasonRequired: '请输入拉黑原因',
  blackDuplicate: '该对象已在黑名单中',
  blackNotFound: '黑名单记录不存在或无权操作',
  lineOriginRequired: '请选择起运地省市',
  lineDestRequired: '请选择目的地省市',
  lineRegionInvalid: '请选择正确的省市',
  lineDistanceRequired: '请输入运输距离',
  linePriceRequired: '请输入参考运价',
  linePrice: '请输入正确的金额（最多两位小数）',
  lineNeedsCompany: '请先完成企业资质认证后再维护线路',
  lineNotFound: '线路不存在或无权操作',
  frequentCompanyRequired: '请输入企业名称或统一社会信用代码',
  frequentDuplicate: '该企业已在列表中',
  frequentNotFound: '记录不存在或无权操作',
  agentNotFound: '未找到该经纪人企业，请输入完整的企业名称或统一社会信用代码',
  shippersOnly: '仅货主可以维护合作承运商与经纪人',
} as const;

export const BLACKLIST_TYPES = ['company', 'vehicle', 'driver'] as const;
export type BlacklistType = (typeof BLACKLIST_TYPES)[number];
export const BLACKLIST_TYPE_LABELS: Record<BlacklistType, string> = { company: '承运企业', vehicle: '车辆', driver: '司机' };

export const PARTNER_RELATIONS = ['carrier', 'agent'] as const;
export type PartnerRelation = (typeof PARTNER_RELATIONS)[number];
export const PARTNER_LABELS: Record<PartnerRelation, { title: string; what: string; kinds: string[] }> = {
  carrier: { title: '常用承运商', what: '承运企业', kinds: ['carrier', 'agent'] },
  agent: { title: '经纪人管理', what: '经纪人企业', kinds: ['agent'] },
};

// Organisation units (institutionalManagement) and vehicle owners (bindingOwner).
export const ORG_KINDS = ['department', 'fleet'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];
export const ORG_KIND_LABELS: Record<OrgKind, string> = { department: '部门', fleet: '车队' };

export const OWNER_KINDS = ['person', 'company'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];
export const OWNER_KIND_LABELS: Record<OwnerKind, string> = { person: '个人车主', company: '企业车主' };
