CREATE TABLE "background_job_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"result" jsonb,
	"singleton_key" text,
	"queue_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_jobs_status" CHECK ("background_jobs"."status" in ('new', 'running', 'done', 'failed')),
	CONSTRAINT "background_jobs_progress" CHECK ("background_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "background_job_history" ADD CONSTRAINT "background_job_history_job_id_background_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."background_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_job_history" ADD CONSTRAINT "background_job_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_job_history_job" ON "background_job_history" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "background_jobs_user" ON "background_jobs" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_singleton" ON "background_jobs" USING btree ("kind","singleton_key") WHERE "background_jobs"."singleton_key" is not null and "background_jobs"."status" in ('new', 'running');--> statement-breakpoint
CREATE INDEX "files_expires" ON "files" USING btree ("expires_at");