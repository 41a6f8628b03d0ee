CREATE TABLE "waybill_report_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"message_ref" text NOT NULL,
	"request_xml" text NOT NULL,
	"response" text,
	"code" text NOT NULL,
	"message" text,
	"outcome" text NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybill_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"document_kind" text DEFAULT 'waybill' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_ref" text,
	"check_errors" jsonb,
	"checked_at" timestamp with time zone,
	"last_code" text,
	"last_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" integer,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "business_direction" text DEFAULT 'sales' NOT NULL;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "consignee_company_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "road_permit_no" text;--> statement-breakpoint
ALTER TABLE "waybill_report_attempts" ADD CONSTRAINT "waybill_report_attempts_report_id_waybill_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."waybill_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_report_attempts" ADD CONSTRAINT "waybill_report_attempts_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_reports" ADD CONSTRAINT "waybill_reports_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_reports" ADD CONSTRAINT "waybill_reports_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waybill_report_attempts_report" ON "waybill_report_attempts" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_reports_waybill_kind" ON "waybill_reports" USING btree ("waybill_id","document_kind");--> statement-breakpoint
CREATE INDEX "waybill_reports_status" ON "waybill_reports" USING btree ("document_kind","status","updated_at");--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD CONSTRAINT "cargo_sources_consignee_company_id_companies_id_fk" FOREIGN KEY ("consignee_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargo_sources_consignee" ON "cargo_sources" USING btree ("consignee_company_id");--> statement-breakpoint
-- 运单推送 is for operations only: drop the grants to business roles an earlier menu seed made.
DELETE FROM "role_menus" WHERE "role" <> 'operator' AND "menu_id" IN (SELECT "id" FROM "menus" WHERE "code" = '/user/waybillPush');
