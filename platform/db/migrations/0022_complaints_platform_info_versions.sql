CREATE TABLE "complaint_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"complainant_user_id" integer NOT NULL,
	"complainant_company_id" integer,
	"target_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"waybill_id" integer,
	"respondent_user_id" integer NOT NULL,
	"respondent_company_id" integer,
	"complaint_type" text NOT NULL,
	"content" text NOT NULL,
	"photo_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"back_desc" text,
	"handler_user_id" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_no" text NOT NULL,
	"title" text NOT NULL,
	"notes" text NOT NULL,
	"released_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_info" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_history" ADD CONSTRAINT "complaint_history_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_history" ADD CONSTRAINT "complaint_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complainant_user_id_users_id_fk" FOREIGN KEY ("complainant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complainant_company_id_companies_id_fk" FOREIGN KEY ("complainant_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_respondent_user_id_users_id_fk" FOREIGN KEY ("respondent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_respondent_company_id_companies_id_fk" FOREIGN KEY ("respondent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_history_complaint" ON "complaint_history" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE INDEX "complaints_complainant" ON "complaints" USING btree ("complainant_user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_status" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_respondent_company" ON "complaints" USING btree ("respondent_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_versions_no" ON "platform_versions" USING btree ("version_no");