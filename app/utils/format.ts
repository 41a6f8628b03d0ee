// How every screen shows money and times: one place that every area imports (none takes another
// area's helpers). The primitives are the contract's (#contract/format, shared with the platform's
// exports), re-exported here; what only screens show is written here once. Weights are in
// weights.ts and masked personal numbers in masks.ts, beside this file and apart from it: the browser
// build splits by file, so a page that shows only a weight or a masked number does not load the
// contract's date formatter with them. None of the three reads a dictionary.
import { formatDateTime, formatFen, type TimeInput } from '#contract/format';

export { formatDateTime, formatFen, timeAgo, type TimeInput } from '#contract/format';
// Amounts in capitals are the contract's too: the contract PDFs print them (platform/modules/contracts/pdf.ts).
export { fenToCapitals } from '#contract/capitals';

// ---------------------------------------------------------------------------------------------
// Times, in China time whatever the zone of the server or the browser

/** 'YYYY-MM-DD HH:mm' in China time; '' for no time. */
export function shortDateTime(time: TimeInput | null | undefined): string {
  return formatDateTime(time, 'YYYY-MM-DD HH:mm');
}

// ---------------------------------------------------------------------------------------------
// Money: integer fen, shown in yuan

/** 123456 → '1,234.56 元'; '' for no amount. */
export function yuan(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '' : `${formatFen(fen)} 元`;
}

/** A freight rate: 12345 → '123.45 元/吨'. */
export function yuanPerTonne(fen: number): string {
  return `${formatFen(fen)} 元/吨`;
}

/** The figure alone, for a column whose header names the unit: 12345 → '123.45'; '—' for none. */
export function fenOrDash(fen: number | null): string {
  return fen === null ? '—' : formatFen(fen);
}
