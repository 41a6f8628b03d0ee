CREATE TABLE "agency_agreements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_id_no" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_application_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_application_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"payee_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_fen" bigint NOT NULL,
	"driver_name" text NOT NULL,
	"driver_tax_no" text NOT NULL,
	"agreement_version" text NOT NULL,
	"invoice_no" text,
	"issued_on" date,
	"invoice_file_uuid" text,
	"issued_by_user_id" integer,
	"issued_at" timestamp with time zone,
	"refuse_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_agreements" ADD CONSTRAINT "agency_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_application_history" ADD CONSTRAINT "agency_application_history_application_id_agency_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."agency_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_application_history" ADD CONSTRAINT "agency_application_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_application_lines" ADD CONSTRAINT "agency_application_lines_application_id_agency_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."agency_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_application_lines_application" ON "agency_application_lines" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "agency_application_lines_waybill" ON "agency_application_lines" USING btree ("waybill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_application_lines_open_waybill" ON "agency_application_lines" USING btree ("waybill_id") WHERE "agency_application_lines"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "agency_applications_apply_no" ON "agency_applications" USING btree ("apply_no");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_applications_invoice_no" ON "agency_applications" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "agency_applications_payee" ON "agency_applications" USING btree ("payee_user_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_applications_queue" ON "agency_applications" USING btree ("status","created_at");