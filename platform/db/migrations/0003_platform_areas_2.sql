CREATE TABLE "capacity_expiry_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"document" text NOT NULL,
	"expiry_date" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_entrusts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"shipper_company_id" integer,
	"shipper_user_id" integer NOT NULL,
	"status" text DEFAULT 'WAIT' NOT NULL,
	"remark" text,
	"operator_user_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shipper_user_id" integer NOT NULL,
	"carrier_company_id" integer,
	"carrier_user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"leader_name" text,
	"leader_mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipper_frequents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipper_publish_rules" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"max_vehicles_per_cargo" integer,
	"max_vehicles_per_order" integer,
	"max_unit_price_fen" integer,
	"daily_publish_limit" integer,
	"required_point_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"id_no" text NOT NULL,
	"mobile" text NOT NULL,
	"agreement_no" text,
	"agreement_expiry" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waybill_abnormals" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"abnormal_type" text NOT NULL,
	"description" text NOT NULL,
	"photo_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"handle_note" text,
	"handler_user_id" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cargo_points" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cargo_points" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "price_mode" text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "total_price_fen" bigint;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "total_volume_l" integer;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "qualification_expiry" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "review_remark" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "org_unit_id" integer;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "review_remark" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "org_unit_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "affiliate_owner_id" integer;--> statement-breakpoint
ALTER TABLE "waybill_history" ADD COLUMN "file_uuid" text;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "load_slip_uuid" text;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "unload_slip_uuid" text;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "unloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "audit_status" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "audit_remark" text;--> statement-breakpoint
ALTER TABLE "waybills" ADD COLUMN "audited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capacity_expiry_notices" ADD CONSTRAINT "capacity_expiry_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_entrusts" ADD CONSTRAINT "cargo_entrusts_cargo_id_cargo_sources_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_entrusts" ADD CONSTRAINT "cargo_entrusts_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_entrusts" ADD CONSTRAINT "cargo_entrusts_shipper_user_id_users_id_fk" FOREIGN KEY ("shipper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_entrusts" ADD CONSTRAINT "cargo_entrusts_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_entrusts" ADD CONSTRAINT "cargo_entrusts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_history" ADD CONSTRAINT "cargo_history_cargo_id_cargo_sources_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_history" ADD CONSTRAINT "cargo_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_shipper_user_id_users_id_fk" FOREIGN KEY ("shipper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_carrier_user_id_users_id_fk" FOREIGN KEY ("carrier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_frequents" ADD CONSTRAINT "shipper_frequents_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_frequents" ADD CONSTRAINT "shipper_frequents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_publish_rules" ADD CONSTRAINT "shipper_publish_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_owners" ADD CONSTRAINT "vehicle_owners_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_owners" ADD CONSTRAINT "vehicle_owners_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_abnormals" ADD CONSTRAINT "waybill_abnormals_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_abnormals" ADD CONSTRAINT "waybill_abnormals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_abnormals" ADD CONSTRAINT "waybill_abnormals_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_abnormals" ADD CONSTRAINT "waybill_abnormals_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capacity_expiry_notices_once" ON "capacity_expiry_notices" USING btree ("kind","entity_id","document","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_entrusts_cargo" ON "cargo_entrusts" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "cargo_entrusts_status" ON "cargo_entrusts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cargo_entrusts_shipper" ON "cargo_entrusts" USING btree ("shipper_user_id","created_at");--> statement-breakpoint
CREATE INDEX "cargo_history_cargo" ON "cargo_history" USING btree ("cargo_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_evaluations_order" ON "order_evaluations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_evaluations_carrier" ON "order_evaluations" USING btree ("carrier_company_id","created_at");--> statement-breakpoint
CREATE INDEX "order_evaluations_carrier_user" ON "order_evaluations" USING btree ("carrier_user_id","created_at");--> statement-breakpoint
CREATE INDEX "org_units_company" ON "org_units" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "shipper_frequents_owner" ON "shipper_frequents" USING btree ("owner_company_id","owner_user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_owners_owner" ON "vehicle_owners" USING btree ("owner_company_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "waybill_abnormals_waybill" ON "waybill_abnormals" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "waybill_abnormals_order" ON "waybill_abnormals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "waybill_abnormals_created" ON "waybill_abnormals" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waybills_driver" ON "waybills" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "waybills_carrier_created" ON "waybills" USING btree ("carrier_company_id","created_at");--> statement-breakpoint
CREATE INDEX "waybills_shipper_created" ON "waybills" USING btree ("shipper_company_id","created_at");