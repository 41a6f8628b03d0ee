// Every paged list reads its page and the count of the whole list the same way; the areas differ
// only in the query they order and in what they count (a join, a capped sub-select).
import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** Which page of a list a query asks for. */
export type PageRequest = { pageNumber: number; pageSize: number };

/** An ordered query that can still be cut to a page (what drizzle's select builders are). */
export type Pageable<Row> = { limit(size: number): { offset(skip: number): PromiseLike<Row[]> } };

/** The requested page of `ordered` and the `total` that `counted` answers, read side by side. */
export async function readPage<Row>(
  page: PageRequest,
  ordered: Pageable<Row>,
  counted: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([ordered.limit(page.pageSize).offset((page.pageNumber - 1) * page.pageSize), counted]);
  return { rows, total };
}

/** An ilike pattern for "contains `text`", with `%`, `_` and `\` in the text taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A list's keyword filter: rows where any of `columns` contains `keyword`; no filter without one. */
export function containedInAny(keyword: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  return keyword ? or(...columns.map((column) => ilike(column, containing(keyword)))) : undefined;
}
