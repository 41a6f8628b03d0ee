// Vehicles and drivers as screens show them: the grouped vehicle-type options of vehicle forms and
// filters, and the label/value facts of detail and review screens. Apart from the screens because
// they carry the GA 802 vehicle-type table, which pages without vehicles should not load.
import type { DriverView, VehicleView } from '#contract/capacity/rows';
import { DRIVING_LICENCE_CLASS, PLATE_COLOR, VEHICLE_LENGTH } from '#contract/capacity/dict';
import { labelIn } from '#contract/dictionaries';
import { FREIGHT_VEHICLE_TYPE, VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import type { Option } from '#app/components/list-ui';
import { chinaDateTime } from '#contract/capacity/display';
import { maskIdCard } from '#app/utils/masks';

const VEHICLE_FAMILIES: Record<string, string> = {
  H: '货车',
  Q: '牵引车',
  Z: '专项作业车',
  D: '电车',
  M: '摩托车',
  N: '三轮汽车',
  T: '拖拉机',
  J: '轮式机械',
  G: '全挂车',
  B: '半挂车',
  X: '其它',
};

export function vehicleTypeOptions(): Option[] {
  return FREIGHT_VEHICLE_TYPE.items.map((item) => ({
    value: item.value,
    label: `${item.label}（${item.value}）`,
    group: VEHICLE_FAMILIES[item.value[0]] ?? '其它',
  }));
}

/** A vehicle's data and papers as label/value pairs (detail and review screens). */
export function vehicleFacts(v: VehicleView): Array<[string, string]> {
  return [
    ['车牌号', v.plateNo],
    ['车牌颜色', labelIn(PLATE_COLOR, v.plateColor)],
    ['车辆类型', `${labelIn(VEHICLE_TYPE, v.vehicleType)}（${v.vehicleType}）`],
    ['车长', labelIn(VEHICLE_LENGTH, v.vehicleLength) || v.vehicleLength],
    ['核定载质量', `${v.loadKg} 千克`],
    ['容积', v.volumeM3 === null ? '—' : `${v.volumeM3} 立方米`],
    ['车辆所有人', v.ownerName],
    ['车辆识别代号', v.vin || '—'],
    ['使用性质', v.useNature || '—'],
    ['注册日期', v.licenceRegisterDate || '—'],
    ['检验有效期至', v.licenceInspectionExpiry || '—'],
    ['道路运输证号', v.transportPermitNo || '—'],
    ['道路运输证有效期至', v.transportPermitExpiry || '—'],
    ['保险有效期至', v.insuranceExpiry || '—'],
    ['添加时间', chinaDateTime(v.createdAt)],
  ];
}

/** A driver's identity and qualifications as label/value pairs; `full` shows the whole ID card. */
export function driverFacts(d: DriverView, full = false): Array<[string, string]> {
  return [
    ['姓名', d.name],
    ['手机号', d.mobile],
    ['身份证号', full ? d.idCard : maskIdCard(d.idCard)],
    ['驾驶证号', d.licenceNo],
    ['准驾车型', labelIn(DRIVING_LICENCE_CLASS, d.licenceClass) || d.licenceClass],
    ['驾驶证有效期至', d.licenceExpiry || '—'],
    ['从业资格证号', d.qualificationNo || '—'],
    ['从业资格证有效期至', d.qualificationExpiry || '—'],
    ['绑定车辆', d.plateNo ?? '—'],
    ['平台账号', d.hasAccount ? '已注册' : '未注册'],
    ['添加时间', chinaDateTime(d.createdAt)],
  ];
}
