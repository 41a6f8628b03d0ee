// Money as people type it on the bill screens: a yuan amount typed into a form read into integer fen
// without floating-point arithmetic (yuanToFen of the contract). How amounts are shown (yuan, capitals)
// is app/utils/format.ts's.
import { plainYuanText, yuanToFen } from '#contract/format';

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
