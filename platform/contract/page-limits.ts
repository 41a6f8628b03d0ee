// The page shape and its limit without zod (issue 15: list screens import them without the
// validation library); page.ts builds the query fields on them and re-exports them.

/** A page of rows as every `…/pagination` endpoint answers it. */
export type Page<T> = { records: T[]; total: number; pageNumber: number; pageSize: number; capped?: boolean };

export const MAX_PAGE_NUMBER = 10_000;
