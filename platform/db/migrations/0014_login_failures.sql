CREATE TABLE "login_failures" (
	"mobile" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_failures_mobile_source_pk" PRIMARY KEY("mobile","source")
);
--> statement-breakpoint
ALTER TABLE "image_codes" ADD COLUMN "question" text;--> statement-breakpoint
CREATE INDEX "login_failures_window" ON "login_failures" USING btree ("window_started_at");