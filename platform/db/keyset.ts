// Reading every row of a query in batches keyed by id, newest first: each batch starts exactly where
// the last ended (an id never repeats, however many rows share a time), so a background export
// reads them all without holding them all and without OFFSET's growing scans.

/**
 * `read(before, size)` answers up to `size` rows with ids below `before` (all when null), highest
 * id first; `idOf` names a row's id.
 */
export async function* byIdDescending<R>(
  read: (before: number | null, size: number) => Promise<R[]>,
  idOf: (row: R) => number,
  size: number,
): AsyncGenerator<R[]> {
  let before: number | null = null;
  for (;;) {
    const rows = await read(before, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    before = idOf(rows[rows.length - 1]);
  }
}
