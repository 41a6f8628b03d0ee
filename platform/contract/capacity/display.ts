// What capacity screens show of vehicles and drivers without validating anything: expiry labels,
// masked ID cards, China time. No zod here, so list and detail pages that only display capacity
// do not load the capacity schemas (capacity/schemas.ts re-exports all of it).

/** Days before an expiry date that the lists warn about it. */
export const EXPIRY_WARN_DAYS = 30;

export const EXPIRY_FILTERS = ['expired', 'soon', 'valid'] as const;
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];
export const EXPIRY_LABELS: Record<ExpiryFilter, string> = { expired: '已过期', soon: `${EXPIRY_WARN_DAYS}天内到期`, valid: '证件有效' };

/** Masks the middle of an ID card for lists: 130203********1234. */
export function maskIdCard(id: string): string {
  return id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id;
}

/** 'YYYY-MM-DD HH:mm' in China time, the same on the server and in any browser. */
export function chinaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Most vehicles one spreadsheet import may carry. */
export const MAX_IMPORT_ROWS = 500;
