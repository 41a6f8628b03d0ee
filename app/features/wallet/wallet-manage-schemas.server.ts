// The operators' wallet screen's schemas for its loader and action: a `.server` module, so the
// route does not put zod in its client chunk (see app/features/capacity/review-schemas.server.ts).
export { walletListQuery, walletStatusForm } from '#contract/money/wallet';
