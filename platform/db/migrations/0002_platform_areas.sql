CREATE TABLE "bid_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"quote_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "cargo_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"bidder_user_id" integer NOT NULL,
	"bidder_company_id" integer,
	"unit_price_fen" integer NOT NULL,
	"vehicle_count" integer NOT NULL,
	"remark" text,
	"status" text DEFAULT '0' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"path" text NOT NULL,
	"jump" text,
	"title" text NOT NULL,
	"perm_alias" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"status" text DEFAULT '0' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role" text NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_menu_id_pk" PRIMARY KEY("role","menu_id")
);
--> statement-breakpoint
CREATE TABLE "ship_order_controls" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"warn_payment_amount_fen" bigint DEFAULT 0 NOT NULL,
	"ship_order_status" text DEFAULT '1' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_tickets" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_menus" (
	"user_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "user_menus_user_id_menu_id_pk" PRIMARY KEY("user_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "workbench_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "drivers_owner_mobile";--> statement-breakpoint
DROP INDEX "vehicles_owner_plate";--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "bid_method" text;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "bid_status" text;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "bid_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "image_codes" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "licence_register_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "licence_inspection_expiry" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "use_nature" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_cargo_id_cargo_sources_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_quote_id_cargo_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."cargo_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_blacklist" ADD CONSTRAINT "capacity_blacklist_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_blacklist" ADD CONSTRAINT "capacity_blacklist_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_blacklist" ADD CONSTRAINT "capacity_blacklist_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_blacklist" ADD CONSTRAINT "capacity_blacklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_quotes" ADD CONSTRAINT "cargo_quotes_cargo_id_cargo_sources_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_quotes" ADD CONSTRAINT "cargo_quotes_bidder_user_id_users_id_fk" FOREIGN KEY ("bidder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_quotes" ADD CONSTRAINT "cargo_quotes_bidder_company_id_companies_id_fk" FOREIGN KEY ("bidder_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_carriers" ADD CONSTRAINT "frequent_carriers_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_carriers" ADD CONSTRAINT "frequent_carriers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_carriers" ADD CONSTRAINT "frequent_carriers_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_order_controls" ADD CONSTRAINT "ship_order_controls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD CONSTRAINT "sso_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbench_settings" ADD CONSTRAINT "workbench_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_history_cargo" ON "bid_history" USING btree ("cargo_id","created_at");--> statement-breakpoint
CREATE INDEX "capacity_blacklist_owner" ON "capacity_blacklist" USING btree ("owner_company_id","owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "capacity_blacklist_plate" ON "capacity_blacklist" USING btree ("plate_no");--> statement-breakpoint
CREATE INDEX "capacity_blacklist_id_card" ON "capacity_blacklist" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "capacity_blacklist_company" ON "capacity_blacklist" USING btree ("target_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_quotes_bidder" ON "cargo_quotes" USING btree ("cargo_id","bidder_user_id");--> statement-breakpoint
CREATE INDEX "cargo_quotes_cargo" ON "cargo_quotes" USING btree ("cargo_id","status");--> statement-breakpoint
CREATE INDEX "frequent_carriers_owner" ON "frequent_carriers" USING btree ("owner_company_id","owner_user_id","relation","created_at");--> statement-breakpoint
CREATE INDEX "frequent_carriers_carrier" ON "frequent_carriers" USING btree ("carrier_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_code" ON "menus" USING btree ("code");--> statement-breakpoint
CREATE INDEX "menus_parent" ON "menus" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "messages_user_status" ON "messages" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_created" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_plate" ON "vehicles" USING btree ("owner_company_id","plate_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_owner_mobile" ON "drivers" USING btree ("owner_user_id","mobile") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_plate" ON "vehicles" USING btree ("owner_user_id","plate_no") WHERE deleted_at is null;