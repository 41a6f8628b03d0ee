CREATE TABLE "capacity_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_company_id" integer,
	"plate_no" text,
	"id_card" text,
	"target_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frequent_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"relation" text DEFAULT 'carrier' NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"carrier_company_id" integer NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "drivers_owner_mobile";--> statement-breakpoint
DROP INDEX "vehicles_owner_plate";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "licence_register_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "licence_inspection_expiry" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "use_nature" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capacity_blacklist" ADD CONSTRAINT "capacity_blacklist_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_blacklist" ADD CONSTRAINT "capacity_blacklist_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_blacklist" ADD CONSTRAINT "capacity_blacklist_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_blacklist" ADD CONSTRAINT "capacity_blacklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_carriers" ADD CONSTRAINT "frequent_carriers_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_carriers" ADD CONSTRAINT "frequent_carriers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_carriers" ADD CONSTRAINT "frequent_carriers_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacity_blacklist_owner" ON "capacity_blacklist" USING btree ("owner_company_id","owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "capacity_blacklist_plate" ON "capacity_blacklist" USING btree ("plate_no");--> statement-breakpoint
CREATE INDEX "capacity_blacklist_id_card" ON "capacity_blacklist" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "capacity_blacklist_company" ON "capacity_blacklist" USING btree ("target_company_id");--> statement-breakpoint
CREATE INDEX "frequent_carriers_owner" ON "frequent_carriers" USING btree ("owner_company_id","owner_user_id","relation","created_at");--> statement-breakpoint
CREATE INDEX "frequent_carriers_carrier" ON "frequent_carriers" USING btree ("carrier_company_id");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_plate" ON "vehicles" USING btree ("owner_company_id","plate_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_owner_mobile" ON "drivers" USING btree ("owner_user_id","mobile") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_plate" ON "vehicles" USING btree ("owner_user_id","plate_no") WHERE deleted_at is null;