CREATE TABLE "login_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"account" text NOT NULL,
	"method" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_mobile" text,
	"user_name" text DEFAULT '' NOT NULL,
	"role" text,
	"company_id" integer,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"params" text,
	"result" text NOT NULL,
	"code" integer NOT NULL,
	"message" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_logs_created" ON "login_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_created" ON "operation_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_user" ON "operation_logs" USING btree ("user_id","created_at");