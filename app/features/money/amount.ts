// Money as people read and type it on the bill screens: integer fen shown in yuan with two
// decimals and in Chinese capitals (大写, as on a cheque: 壹万零伍元伍角整), and a yuan amount typed
// into a form read into integer fen without floating-point arithmetic (yuanToFen of the contract).
import { plainYuanText, yuanToFen } from '#contract/format';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['仟', '佰', '拾', ''];
const SECTIONS = ['', '万', '亿', '万亿'];

/** One four-digit section (1..9999) in capitals, zeros inside it read once as 零. */
function sectionCapitals(value: number): string {
  const digits = String(value).padStart(4, '0');
  let out = '';
  let started = false;
  let zero = false;
  for (let i = 0; i < 4; i += 1) {
    const d = Number(digits[i]);
    if (d === 0) {
      if (started) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    started = true;
    out += DIGITS[d] + PLACES[i];
  }
  return out;
}

/** Whole yuan (≥ 1) in capitals: sections of four digits with 万 and 亿, a skipped place read as 零. */
function yuanCapitals(yuan: number): string {
  const sections: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) sections.push(rest % 10_000);
  let out = '';
  let pendingZero = false;
  for (let i = sections.length - 1; i >= 0; i -= 1) {
    const value = sections[i];
    if (value === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (out && (pendingZero || value < 1000)) out += '零';
    pendingZero = false;
    out += sectionCapitals(value) + SECTIONS[i];
  }
  return out;
}

/**
 * Integer fen → the amount in Chinese capitals (人民币大写) as 《支付结算办法》 writes it: 元 and 整 when
 * there are no 角/分 (or after 角), 零 for a skipped place: 100005 → '壹仟元零伍分', 0 → '零元整'.
 */
export function fenToCapitals(fen: number): string {
  if (!Number.isSafeInteger(fen)) return '';
  if (fen < 0) return `负${fenToCapitals(-fen)}`;
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let out = yuan > 0 ? `${yuanCapitals(yuan)}元` : '';
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0 && cents > 0) out += '零';
  out += cents > 0 ? `${DIGITS[cents]}分` : '整';
  return out;
}

export const AMOUNT_MESSAGES = {
  required: '请输入金额',
  format: '金额格式不正确，请输入数字，最多两位小数',
  positive: '金额须大于 0',
  tooLarge: '金额过大',
} as const;

/** The most a form takes: ¥99,999,999.99. */
const MAX_FEN = 9_999_999_999;

/** A yuan amount typed into a form (plainYuanText first) → integer fen, or the message to show: at most two decimals; more than 0. */
export function parseYuan(input: string | null | undefined): { fen: number } | { error: string } {
  const text = plainYuanText(input ?? '');
  if (!text) return { error: AMOUNT_MESSAGES.required };
  const fen = yuanToFen(text);
  if (fen === null) return { error: AMOUNT_MESSAGES.format };
  if (fen <= 0) return { error: AMOUNT_MESSAGES.positive };
  if (fen > MAX_FEN) return { error: AMOUNT_MESSAGES.tooLarge };
  return { fen };
}
