CREATE TABLE "diy_report_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diy_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"display_fields" jsonb NOT NULL,
	"query_fields" jsonb NOT NULL,
	"status" text DEFAULT 'disabled' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "diy_report_history" ADD CONSTRAINT "diy_report_history_report_id_diy_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."diy_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diy_report_history" ADD CONSTRAINT "diy_report_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diy_reports" ADD CONSTRAINT "diy_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diy_report_history_report" ON "diy_report_history" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diy_reports_name" ON "diy_reports" USING btree ("name") WHERE status <> 'deleted';--> statement-breakpoint
CREATE INDEX "diy_reports_status" ON "diy_reports" USING btree ("status","updated_at");