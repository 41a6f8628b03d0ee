CREATE TABLE "platform_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_no" text NOT NULL,
	"title" text NOT NULL,
	"notes" text NOT NULL,
	"released_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "platform_versions_no" ON "platform_versions" USING btree ("version_no");