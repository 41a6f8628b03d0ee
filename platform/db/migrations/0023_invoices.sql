CREATE TABLE "invoice_application_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_application_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"plate_no" text NOT NULL,
	"goods_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_fen" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"invoice_no" text,
	"issued_at" timestamp with time zone,
	"red_confirmation_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "waybill_invoiced" (
	"waybill_id" integer PRIMARY KEY NOT NULL,
	"invoiced_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "waybill_invoiced_not_negative" CHECK ("waybill_invoiced"."invoiced_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_application_history" ADD CONSTRAINT "invoice_application_history_application_id_invoice_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."invoice_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_application_history" ADD CONSTRAINT "invoice_application_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_application_lines" ADD CONSTRAINT "invoice_application_lines_application_id_invoice_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."invoice_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_details" ADD CONSTRAINT "invoice_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_application_lines_once" ON "invoice_application_lines" USING btree ("application_id","waybill_id");--> statement-breakpoint
CREATE INDEX "invoice_application_lines_waybill" ON "invoice_application_lines" USING btree ("waybill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_applications_apply_no" ON "invoice_applications" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "invoice_applications_applicant" ON "invoice_applications" USING btree ("applicant_user_id","created_at");