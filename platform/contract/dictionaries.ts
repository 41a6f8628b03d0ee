/**
 * System dictionaries (spec section 3 "Dictionaries"): code -> Chinese label.
 *
 * Plain data shared by the platform API (seeding sys_dict_data) and the screens.
 * `sort` is the display order inside one dictionary (1-based). `cssClass`, where
 * present, is a Mantine colour name for status badges.
 *
 * The dictionaries live by area, each a pure constant named after its type code:
 * market/dict.ts (货源, 竞价, 运价), orders/dict.ts (订单, 派车单), company/dictionaries.ts (用户, 企业,
 * 钱包), capacity/dict.ts and capacity/dict-vehicle-type.ts (车辆, 司机). A page's JS carries only the areas
 * it imports. This module keeps the banned words and the helpers that read a dictionary;
 * dictionary-table.ts has them all by type code, for the platform.
 *
 * Sources for the standard code tables:
 * - vehicle_type: GA 802-2014 《道路交通管理 机动车类型》 code table (the same codes
 *   the provincial network-freight monitoring systems expect in VehicleType, e.g. Q11).
 *   Passenger-car codes (K family) are left out: the spec names only the
 *   H, Q, Z, D, M, N, T, J, G, B and X families.
 * - plate_color: JT/T 697.7-2014 vehicle plate colour codes (VehiclePlateColorCode).
 * - industry: GB/T 4754-2017 sections (门类) A..T.
 * - cargo_classification: 货物分类代码 of the network-freight data spec (wlhy.mot.gov.cn).
 */

import { dict, type Dictionary } from './dict/core';

export type { Dictionary, DictItem } from './dict/core';

/** Banned words checked against cargo names and remarks (after stripping punctuation and spaces). */
export const BLACK_WORDS: string[] = [
  '赌博',
  '博彩',
  '私彩',
  '六合彩',
  '毒品',
  '冰毒',
  '海洛因',
  '大麻',
  '摇头丸',
  '枪支',
  '弹药',
  '炸药',
  '雷管',
  '管制刀具',
  '迷药',
  '代开发票',
  '洗钱',
  '走私',
  '假币',
  '办证',
  '套现',
  '传销',
];

export const BLACK_WORD = /* @__PURE__ */ dict(
  '违禁词',
  BLACK_WORDS.map((w) => [w, w] as const),
);

// Screens import the dictionaries they show by name (PAY_TYPE, ORDER_STATUS…) and read them with
// the helpers below, which take the dictionary itself, so a misspelt name fails to compile. The
// lookups by type code (DICTIONARIES, dictLabel…) are in dictionary-table.ts, for the platform.

/** Chinese label of a code in `dict`; '' when the code is unknown. */
export function labelIn(dict: Dictionary, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const key = String(value);
  return dict.items.find((item) => item.value === key)?.label ?? '';
}

/** All codes of `dict` in display order. */
export function valuesIn(dict: Dictionary): string[] {
  return dict.items.map((item) => item.value);
}
