// Background jobs (platform/modules/jobs, issue 44): the user-visible record of work that runs off
// the request path — an export sent to the background, for one. pg-boss (schema `pgboss`, not
// drizzle's) claims, retries and expires the work itself; this table is what the owner sees in the
// download centre: state, progress, the last error and the result (the file it made).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { historyColumns } from '../user-columns';
import { users } from './auth';

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    /** the job kind's name, e.g. orders.waybillExport */
    kind: text('kind').notNull(),
    /** who asked for it (null for the platform's own work) */
    userId: integer('user_id').references(() => users.id),
    /** what the download centre calls it, e.g. 派车单导出 */
    title: text('title').notNull(),
    payload: jsonb('payload').notNull(),
    /** new | running | done | failed */
    status: text('status').notNull().default('new'),
    /** 0–100 */
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** the last failure's message (kept when the job finally fails) */
    error: text('error'),
    /** what the job made: { fileId, fileName, rows } for an export */
    result: jsonb('result'),
    /** at most one job of a kind with this key is new or running at a time */
    singletonKey: text('singleton_key'),
    /** pg-boss's id of the queued work */
    queueId: text('queue_id'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('background_jobs_user').on(t.userId, t.id),
    uniqueIndex('background_jobs_singleton')
      .on(t.kind, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.status} in ('new', 'running')`),
    check('background_jobs_status', sql`${t.status} in ('new', 'running', 'done', 'failed')`),
    check('background_jobs_progress', sql`${t.progress} between 0 and 100`),
  ],
);

/** Every move of a background job: start, retry, done, failed, a user's retry. */
export const backgroundJobHistory = pgTable(
  'background_job_history',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => backgroundJobs.id, { onDelete: 'cascade' }),
    ...historyColumns(),
  },
  (t) => [index('background_job_history_job').on(t.jobId, t.id)],
);
