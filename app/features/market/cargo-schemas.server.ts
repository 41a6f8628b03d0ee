// The cargo schemas for route actions: a `.server` module, so a route whose action validates with
// them does not put zod in its client chunks (see app/features/account/login-schema.server.ts).
export * from '#contract/market/cargo';
