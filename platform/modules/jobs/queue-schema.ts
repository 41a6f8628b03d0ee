// The job queue's schema name, apart from the runner so the backup's dump child (which must
// leave the queue out of a dump) does not load pg-boss.
/** pg-boss's own tables live here, apart from drizzle's migrations and from the backups. */
export const QUEUE_SCHEMA = 'pgboss';
