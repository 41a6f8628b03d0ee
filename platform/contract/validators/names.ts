// Real names of certification: Han characters of any plane, `·` between the parts of minority
// and foreign names, whatever middle dot the input method produced.
import { SPACE_LIKE, toText } from './text';

/** Middle-dot variants input methods produce in minority and foreign names: · • ・ ･ ． ‧ . ∙ ⋅ */
const NAME_DOTS = /[\u00b7\u2022\u30fb\uff65\uff0e\u2027.\u2219\u22c5\u16eb\u0387\u2e31\u318d]/g;
/** Any Han character (basic block, extensions A-H, compatibility), names 2-30 characters, `·` between parts. */
export const REAL_NAME_PATTERN = /^(?=[\s\S]{2,30}$)(?:\p{Script=Han}+)(?:·\p{Script=Han}+)*$/u;

/** A real name as typed → spaces out, every middle-dot variant stored as `·` (U+00B7). */
export function normalizeRealName(value: unknown): string {
  return toText(value).replace(SPACE_LIKE, '').replace(NAME_DOTS, '·');
}

/** True when the name is 2-30 Han characters (any plane) with `·` between parts. */
export function isRealName(value: unknown): boolean {
  return REAL_NAME_PATTERN.test(normalizeRealName(value));
}
