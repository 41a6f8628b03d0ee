// What a page's text must never show (issue 42, "words that match"): a stored key where its label
// belongs ("audit（已签收）"), an amount in fen ("钱包支付 153504 分"), a route of region codes
// ("1302 → 3101"). accessibility.spec.ts reads the server-rendered text of every screen it opens
// with these rules; tests/unit/readable-text.test.ts holds the rules to their examples.
import { DICTIONARIES } from '#contract/dictionary-table';
import { WAYBILL_HISTORY_LABELS } from '#contract/orders/labels';

/** Codes people know by their letters (bank codes): shown as they are, not a leak. */
const KNOWN_AS_LETTERS = new Set(['ICBC', 'CCB', 'ABC', 'BOC', 'BOCOM']);

/** The actions history rows record (orders, waybills, cargo, bids, wallets), beside the dictionaries' codes. */
const HISTORY_ACTIONS = [
  ...Object.keys(WAYBILL_HISTORY_LABELS),
  'accept',
  'assign',
  'award',
  'bigOrderRelease',
  'closeEarly',
  'designate',
  'entrust',
  'entrustMatch',
  'grab',
  'guestOrder',
  'placeOrder',
  'publish',
  'republish',
  'sellOut',
  'withdraw',
  'unfreeze',
];

const KEYS = [...new Set([...Object.values(DICTIONARIES).flatMap((d) => d.items.map((item) => item.value)), ...HISTORY_ACTIONS])].filter(
  (key) => /^[A-Za-z_]{3,}$/.test(key) && !KNOWN_AS_LETTERS.has(key),
);

// A key that reads as a code (UPPER, snake_case, camelCase) is a leak wherever it stands as a word;
// a plain lower-case word ('audit', 'cash') only where it sits in Chinese text, beside a CJK
// character or full-width punctuation (an English word elsewhere may be a word).
const CODE_LIKE = KEYS.filter((key) => /[A-Z_]/.test(key));
const PLAIN = KEYS.filter((key) => !/[A-Z_]/.test(key));
const WORD_EDGE = '(?<![A-Za-z0-9_])';
const WORD_END = '(?![A-Za-z0-9_])';
const CJK = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';
const CODE_LIKE_KEY = new RegExp(`${WORD_EDGE}(${CODE_LIKE.join('|')})${WORD_END}`, 'g');
const PLAIN_KEY = new RegExp(`(?:(?<=${CJK} ?)(${PLAIN.join('|')})${WORD_END}|${WORD_EDGE}(${PLAIN.join('|')})(?= ?${CJK}))`, 'g');
/** A plain key that is a whole table cell or line on its own (innerText puts a tab between cells). */
const PLAIN_KEY_CELL = new RegExp(`(?<=^|[\\t\\n])(?:${PLAIN.join('|')})(?=$|[\\t\\n])`, 'gm');
/** An amount in fen: three digits or more followed by 分 (not 分钟; not the minutes of 9时05分, not a score of 4.5 分). */
const FEN = /(?<![\d.,时])\d[\d,]{2,}\s?分(?!钟)/g;
/** A route of region codes: two-, four- or six-digit codes either side of an arrow (not a part of a date or a time). */
const REGION_ROUTE = /(?<![\d.:/-])(?:\d{2}|\d{4}|\d{6})\s*(?:→|->)\s*(?:\d{2}|\d{4}|\d{6})(?![\d.:/-])/g;

/** The unreadable pieces of a page's text, each with a little of its context. */
export function unreadable(text: string): string[] {
  const found: string[] = [];
  const around = (index: number, length: number) => text.slice(Math.max(0, index - 12), index + length + 12).replace(/\s+/g, ' ');
  for (const [rule, pattern] of [
    ['raw key', CODE_LIKE_KEY],
    ['raw key', PLAIN_KEY],
    ['raw key', PLAIN_KEY_CELL],
    ['fen amount', FEN],
    ['region codes', REGION_ROUTE],
  ] as const) {
    for (const match of text.matchAll(pattern)) found.push(`${rule} "${match[0]}" in "${around(match.index, match[0].length)}"`);
  }
  return found;
}
