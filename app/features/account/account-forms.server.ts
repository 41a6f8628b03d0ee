// The account forms' schemas for route actions: a `.server` module, so the routes do not put zod in
// their client chunks (see login-schema.server.ts).
export * from './account-forms';
