// Key areas' (重点区域) messages, dictionaries and limits without zod, so the screens load them
// without the schemas.
import { dict } from '../dict/core';

export const KEY_AREA_MESSAGES = {
  nameRequired: '请输入区域名称',
  nameTooLong: '区域名称不能超过30个字',
  typeRequired: '请选择区域类型',
  shapeRequired: '请选择区域形状',
  cityInvalid: '请选择正确的城市',
  lngRequired: '请输入中心点经度',
  latRequired: '请输入中心点纬度',
  lngInvalid: '经度必须是数字，如 118.18020',
  latInvalid: '纬度必须是数字，如 39.63050',
  outsideChina: '位置不在中国境内，请检查经纬度',
  radiusRequired: '请输入半径',
  radiusInvalid: '半径必须是整数（米）',
  radiusRange: '半径须在50米至50000米之间',
  pointsRequired: '请输入多边形顶点，每行一个“经度,纬度”',
  pointLine: (line: number) => `第${line}行格式不正确，应为“经度,纬度”`,
  pointOutsideChina: (line: number) => `第${line}行的位置不在中国境内`,
  tooFewPoints: '多边形至少需要3个不同的顶点',
  tooManyPoints: '多边形最多200个顶点',
  selfIntersecting: '多边形的边不能相互交叉，请按顺序输入顶点',
  notFound: '重点区域不存在',
  idsRequired: '请选择重点区域',
  stopTimeInvalid: '停留时长须为0至1440之间的整数（分钟）',
  exitTimeInvalid: '离开时长须为0至1440之间的整数（分钟）',
  mobileInvalid: '请输入正确的手机号码',
  alarmStatusInvalid: '报警状态只能是开启或关闭',
  noCompany: '请先完成企业认证后再设置重点区域',
  added: '重点区域已添加',
  edited: '重点区域已修改',
  deleted: '重点区域已删除',
  alarmSaved: '报警规则已保存并开启',
  alarmOn: '已开启报警',
  alarmOff: '已关闭报警',
} as const;

/** 区域类型 */
export const KEY_AREA_TYPE = /* @__PURE__ */ dict('重点区域类型', [
  ['1', '装货地', 'blue'],
  ['2', '卸货地', 'green'],
  ['3', '禁停区', 'red'],
  ['4', '限行区', 'orange'],
]);

/** 区域形状 */
export const KEY_AREA_SHAPE = /* @__PURE__ */ dict('重点区域形状', [
  ['circle', '圆形（中心点 + 半径）', 'blue'],
  ['polygon', '多边形（顶点列表）', 'blue'],
]);

/** 报警状态 (editAreaAlarmStatus/{id}/{alarmStatus}) */
export const KEY_AREA_ALARM_STATUS = /* @__PURE__ */ dict('区域报警状态', [
  ['0', '未开启', 'gray'],
  ['1', '已开启', 'green'],
]);

/** 报警类型: entering, leaving, staying longer than stopTime, away longer than exitTime. */
export const KEY_AREA_ALARM_TYPE = /* @__PURE__ */ dict('区域报警类型', [
  ['1', '进入区域', 'blue'],
  ['2', '离开区域', 'orange'],
  ['3', '停留超时', 'red'],
  ['4', '离开超时', 'red'],
]);

export const KEY_AREA_TYPES = ['1', '2', '3', '4'] as const;
export const KEY_AREA_SHAPES = ['circle', 'polygon'] as const;
export const KEY_AREA_ALARM_TYPES = ['1', '2', '3', '4'] as const;
export type KeyAreaShape = (typeof KEY_AREA_SHAPES)[number];
export type KeyAreaAlarmType = (typeof KEY_AREA_ALARM_TYPES)[number];

/** Key areas lie within China's bounding box (WGS-84). */
export const KEY_AREA_BOUNDS = { minLng: 73.5, maxLng: 135.1, minLat: 3.8, maxLat: 53.6 } as const;
export const RADIUS_MIN_M = 50;
export const RADIUS_MAX_M = 50_000;
export const POLYGON_MAX_POINTS = 200;
/** stopTime and exitTime, minutes (0: that alarm is off). */
export const ALARM_MINUTES_MAX = 1440;
/**
 * Hysteresis: a waybill counts as having left an area only once its position is this far outside
 * the boundary (GPS jitter of a truck parked at the edge would otherwise raise enter/leave pairs).
 */
export const LEAVE_MARGIN_M = 100;
