CREATE TABLE "big_order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"big_order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "big_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"big_order_no" text NOT NULL,
	"shipper_company_id" integer,
	"shipper_user_id" integer NOT NULL,
	"carrier_company_id" integer NOT NULL,
	"status" text DEFAULT '10' NOT NULL,
	"goods_name" text NOT NULL,
	"goods_type" text NOT NULL,
	"total_weight_kg" integer NOT NULL,
	"released_kg" integer DEFAULT 0 NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"charge_node" text NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_address" text NOT NULL,
	"dest_city" text NOT NULL,
	"dest_address" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"stops" jsonb NOT NULL,
	"default_vehicle_id" integer,
	"default_driver_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guest_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybill_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"lat_e6" integer NOT NULL,
	"lng_e6" integer NOT NULL,
	"speed_kmh" integer,
	"source" text NOT NULL,
	"place" text,
	"reporter_user_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybill_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"planned_weight_kg" integer NOT NULL,
	"actual_weight_kg" integer,
	"slip_uuid" text,
	"done_by_user_id" integer,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_kind" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "actual_carrier_company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "big_order_id" integer;--> statement-breakpoint
ALTER TABLE "big_order_history" ADD CONSTRAINT "big_order_history_big_order_id_big_orders_id_fk" FOREIGN KEY ("big_order_id") REFERENCES "public"."big_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_order_history" ADD CONSTRAINT "big_order_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_orders" ADD CONSTRAINT "big_orders_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_orders" ADD CONSTRAINT "big_orders_shipper_user_id_users_id_fk" FOREIGN KEY ("shipper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_orders" ADD CONSTRAINT "big_orders_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_routes" ADD CONSTRAINT "carrier_routes_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_routes" ADD CONSTRAINT "carrier_routes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_routes" ADD CONSTRAINT "carrier_routes_default_vehicle_id_vehicles_id_fk" FOREIGN KEY ("default_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_routes" ADD CONSTRAINT "carrier_routes_default_driver_id_drivers_id_fk" FOREIGN KEY ("default_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_orders" ADD CONSTRAINT "guest_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_orders" ADD CONSTRAINT "guest_orders_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_orders" ADD CONSTRAINT "guest_orders_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_positions" ADD CONSTRAINT "waybill_positions_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_positions" ADD CONSTRAINT "waybill_positions_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_stops" ADD CONSTRAINT "waybill_stops_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_stops" ADD CONSTRAINT "waybill_stops_point_id_cargo_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."cargo_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_stops" ADD CONSTRAINT "waybill_stops_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "big_order_history_order" ON "big_order_history" USING btree ("big_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "big_orders_no" ON "big_orders" USING btree ("big_order_no");--> statement-breakpoint
CREATE INDEX "big_orders_shipper" ON "big_orders" USING btree ("shipper_company_id","shipper_user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "big_orders_carrier" ON "big_orders" USING btree ("carrier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "carrier_routes_company" ON "carrier_routes" USING btree ("owner_company_id","updated_at");--> statement-breakpoint
CREATE INDEX "carrier_routes_user" ON "carrier_routes" USING btree ("owner_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "guest_orders_owner" ON "guest_orders" USING btree ("owner_company_id","owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "waybill_positions_waybill" ON "waybill_positions" USING btree ("waybill_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_stops_seq" ON "waybill_stops" USING btree ("waybill_id","seq");--> statement-breakpoint
CREATE INDEX "waybill_stops_point" ON "waybill_stops" USING btree ("point_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_actual_carrier_company_id_companies_id_fk" FOREIGN KEY ("actual_carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_company_id_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_big_order_id_big_orders_id_fk" FOREIGN KEY ("big_order_id") REFERENCES "public"."big_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_release_kind" ON "orders" USING btree ("release_kind","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_agent" ON "orders" USING btree ("agent_company_id","agent_user_id");--> statement-breakpoint
CREATE INDEX "orders_big_order" ON "orders" USING btree ("big_order_id");