CREATE TABLE "import_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_mobile" text,
	"user_name" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"kind" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"rows_read" integer NOT NULL,
	"rows_accepted" integer NOT NULL,
	"rows_refused" integer NOT NULL,
	"refused_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_difference_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"difference_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"serial" text NOT NULL,
	"kind" text NOT NULL,
	"bank_amount_fen" bigint,
	"platform_amount_fen" bigint,
	"detail" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"handled_action" text,
	"handled_note" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reconciliation_difference_history" ADD CONSTRAINT "reconciliation_difference_history_difference_id_reconciliation_differences_id_fk" FOREIGN KEY ("difference_id") REFERENCES "public"."reconciliation_differences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_difference_history" ADD CONSTRAINT "reconciliation_difference_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_logs_created" ON "import_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_logs_company" ON "import_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "reconciliation_difference_history_difference" ON "reconciliation_difference_history" USING btree ("difference_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_differences_found" ON "reconciliation_differences" USING btree ("day","serial","kind");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_open" ON "reconciliation_differences" USING btree ("status","day");