// Amounts in Chinese capitals (人民币大写), one rule for every place that prints them: the bills'
// pages (app/utils/format.ts re-exports it) and the contract PDFs (platform/modules/contracts/pdf.ts).
// Written out here (tested in app/utils/format.test.ts) rather than taken from nzh, so both print alike.

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
 * Integer fen → the amount in Chinese capitals (人民币大写, as on a cheque) as 《支付结算办法》 writes
 * it: 元 and 整 when there are no 角/分 (or after 角), 零 for a skipped place: 100005 → '壹仟元零伍分',
 * 0 → '零元整'.
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
