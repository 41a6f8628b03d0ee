// The workspace schemas for route loaders and actions: a `.server` module, so those routes do not
// put zod in their client chunks (see app/features/account/login-schema.server.ts).
export * from '#contract/workspace/schemas';
