// A list export's spreadsheet, described once for both sides: the app streams it in the request,
// a background export (platform/modules/files/export-file.ts) writes it as a job. The strings each
// column shows are the screens' own (money in yuan, weights in tonnes, China time).
import { formatDateTime, formatFen } from './format';

export type ExportColumn<T> = { header: string; width: number; value: (row: T) => string };
export type ExportSheet<T> = { name: string; columns: ExportColumn<T>[]; file: { ascii: string; chinese: string } };

/** 30000 → '30 吨', 12345 → '12.345 吨'; '' for no weight (app/utils/weights.ts `tonnes`). */
export const tonnesText = (kg: number | null | undefined): string =>
  kg === null || kg === undefined ? '' : `${(kg / 1000).toFixed(3).replace(/\.?0+$/, '')} 吨`;
/** 123456 → '1,234.56 元'; '' for no amount (app/utils/format.ts `yuan`). */
export const yuanText = (fen: number | null | undefined): string => (fen === null || fen === undefined ? '' : `${formatFen(fen)} 元`);
/** 'YYYY-MM-DD HH:mm' in China time. */
export const minuteText = (time: string | Date | null | undefined): string => formatDateTime(time, 'YYYY-MM-DD HH:mm');

/** The file's name for the download: 派车单_20260101.xlsx. */
export function exportFileName(sheet: ExportSheet<never>, at = Date.now()): string {
  return `${sheet.file.chinese}_${formatDateTime(at, 'YYYYMMDD')}.xlsx`;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
