// The id rule's limit and message without zod (issue 15: screens that need them do not load the
// validation library); ids.ts builds the zod fields on them and re-exports them.

/**
 * Every id column in platform/db/schema/ is `serial` (PostgreSQL integer, 4 bytes); a larger
 * number reaches the database as an out-of-range error (a 500), so the contract stops it first.
 */
export const MAX_ID = 2_147_483_647;
export const ID_MESSAGE = '参数 id 不正确';
