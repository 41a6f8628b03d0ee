// One schema for PGlite and PostgreSQL, one file per area: the tables an area's module writes
// (platform/modules/<area>) are in schema/<area>.ts. Money is integer fen, weights integer
// kilograms, times timestamptz. Every state change of an order or waybill writes a *_history row.
//
// A table that points at another area's table imports that area's file; the files import one way
// only (company ← auth ← capacity, market ← orders ← reporting, …), never in a circle. This index
// re-exports every area, so `db/schema` is still the one import of the modules, the seed and the
// drizzle client; drizzle-kit reads the whole folder (drizzle.config.ts).
export * from './areas';
export * from './auth';
export * from './capacity';
export * from './certification';
export * from './company';
export * from './contracts';
export * from './complaints';
export * from './dict';
export * from './files';
export * from './invoices';
export * from './jobs';
export * from './log';
export * from './market';
export * from './money';
export * from './open';
export * from './orders';
export * from './permissions';
export * from './portal';
export * from './releases';
export * from './reporting';
export * from './reports';
export * from './system';
export * from './workspace';
export * from './webhooks';
