// The messages between an export and its .xlsx thread (xlsx-thread.ts, xlsx-writer.ts).

export type XlsxThreadStart = { filename: string; sheetName: string; columns: { header: string; width: number }[]; nice: number };

export type XlsxThreadRequest =
  /** Rows of cell values, appended in order; no answer. */
  | { type: 'rows'; rows: string[][] }
  /** Answered once every row sent before it is written. */
  | { type: 'flush'; id: number }
  /** Writes the rest and closes the file; answered once it is complete on disk. */
  | { type: 'commit'; id: number };

export type XlsxThreadReply = { id: number; ok: true } | { id: number; ok: false; message: string };
