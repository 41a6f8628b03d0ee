CREATE TABLE "invoice_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"taxpayer_no" text NOT NULL,
	"registered_address" text DEFAULT '' NOT NULL,
	"registered_phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"mail_address" text DEFAULT '' NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"recipient_phone" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_details" ADD CONSTRAINT "invoice_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;