// Dictionaries: Vehicles and drivers (车牌颜色, 车长, 准驾车型); vehicle types are in dict-vehicle-type.ts.
// Each is a pure constant read with labelIn/valuesIn (dictionaries.ts); the platform looks them
// up by type code through dictionary-table.ts.
import { dict } from '../dict/core';

const VEHICLE_LENGTHS = ['1.8', '2.7', '3.8', '4.2', '5', '6.2', '6.8', '7.7', '8.2', '8.7', '9.6', '11.7', '12.5', '13', '13.75', '15', '16', '17.5'] as const;

export const PLATE_COLOR = /* @__PURE__ */ dict('车牌颜色', [
  ['1', '蓝色', 'blue'],
  ['2', '黄色', 'yellow'],
  ['3', '黑色', 'dark'],
  ['4', '白色', 'gray'],
  ['5', '绿色', 'green'],
  ['9', '其他'],
  ['91', '农黄色', 'yellow'],
  ['92', '农绿色', 'green'],
  ['93', '黄绿色', 'lime', '新能源大型汽车'],
  ['94', '渐变绿', 'green', '新能源小型汽车'],
]);
export const VEHICLE_LENGTH = /* @__PURE__ */ dict(
  '车长',
  VEHICLE_LENGTHS.map((m) => [m, `${m}米`] as const),
);
export const DRIVING_LICENCE_CLASS = /* @__PURE__ */ dict('准驾车型', [
  ['A1', 'A1 大型客车'],
  ['A2', 'A2 牵引车'],
  ['A3', 'A3 城市公交车'],
  ['B1', 'B1 中型客车'],
  ['B2', 'B2 大型货车'],
  ['C1', 'C1 小型汽车'],
  ['C2', 'C2 小型自动挡汽车'],
  ['C3', 'C3 低速载货汽车'],
  ['C4', 'C4 三轮汽车'],
  ['C5', 'C5 残疾人专用小型自动挡载客汽车'],
  ['C6', 'C6 轻型牵引挂车'],
  ['D', 'D 普通三轮摩托车'],
  ['E', 'E 普通二轮摩托车'],
  ['F', 'F 轻便摩托车'],
  ['M', 'M 轮式自行机械车'],
  ['N', 'N 无轨电车'],
  ['P', 'P 有轨电车'],
]);
