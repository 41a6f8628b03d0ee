CREATE TABLE "cargo_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_no" text NOT NULL,
	"shipper_company_id" integer,
	"shipper_user_id" integer NOT NULL,
	"business_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"goods_name" text NOT NULL,
	"goods_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_unit" text NOT NULL,
	"total_weight_kg" integer NOT NULL,
	"origin_province" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_district" text,
	"origin_address" text NOT NULL,
	"dest_province" text NOT NULL,
	"dest_city" text NOT NULL,
	"dest_district" text,
	"dest_address" text NOT NULL,
	"vehicle_type" text,
	"vehicle_length" text,
	"vehicle_count" integer NOT NULL,
	"vehicles_remaining" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"pay_type" text NOT NULL,
	"charge_mode" text NOT NULL,
	"charge_node" text NOT NULL,
	"publish_scope" text DEFAULT 'public' NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"load_start" timestamp with time zone,
	"load_end" timestamp with time zone,
	"deadline" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"kind" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"industry" text,
	"company_size" text,
	"auth_status" text DEFAULT '0' NOT NULL,
	"intro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"id_card" text NOT NULL,
	"licence_no" text NOT NULL,
	"licence_class" text NOT NULL,
	"licence_expiry" timestamp with time zone,
	"qualification_no" text,
	"review_status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interface_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	"request" text,
	"response" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"origin_province" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_district" text,
	"dest_province" text NOT NULL,
	"dest_city" text NOT NULL,
	"dest_district" text,
	"distance_km" integer NOT NULL,
	"ref_price_fen" integer NOT NULL,
	"vehicle_type" text,
	"vehicle_length" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content_html" text NOT NULL,
	"source" text,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"cargo_id" integer NOT NULL,
	"shipper_company_id" integer,
	"shipper_user_id" integer NOT NULL,
	"carrier_company_id" integer,
	"carrier_user_id" integer NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"vehicle_count" integer NOT NULL,
	"weight_kg" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"total_fen" bigint NOT NULL,
	"pay_status" text DEFAULT '0' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_info" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"step" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "sys_control_params" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"dict_name" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"css_class" text,
	"remark" text,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"member_name" text,
	"password_hash" text,
	"pwd_changed_at" timestamp with time zone,
	"company_id" integer,
	"company" text DEFAULT 'n' NOT NULL,
	"individual" text DEFAULT 'n' NOT NULL,
	"auth_status" text DEFAULT '0' NOT NULL,
	"id_card" text,
	"shipper_identity" text DEFAULT '' NOT NULL,
	"employee_no" text,
	"sign_status" text DEFAULT '0' NOT NULL,
	"is_driver" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_length" text NOT NULL,
	"load_kg" integer NOT NULL,
	"volume_m3" integer,
	"owner_name" text NOT NULL,
	"transport_permit_no" text,
	"transport_permit_expiry" timestamp with time zone,
	"insurance_expiry" timestamp with time zone,
	"review_status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybill_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"weight_kg" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waybills" (
	"id" serial PRIMARY KEY NOT NULL,
	"waybill_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"shipper_company_id" integer,
	"carrier_company_id" integer,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"status" text NOT NULL,
	"planned_weight_kg" integer NOT NULL,
	"load_weight_kg" integer,
	"unload_weight_kg" integer,
	"freight_fen" bigint,
	"origin_city" text NOT NULL,
	"dest_city" text NOT NULL,
	"consignee_name" text NOT NULL,
	"consignee_phone" text NOT NULL,
	"loaded_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cargo_points" ADD CONSTRAINT "cargo_points_cargo_id_cargo_sources_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD CONSTRAINT "cargo_sources_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD CONSTRAINT "cargo_sources_shipper_user_id_users_id_fk" FOREIGN KEY ("shipper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cargo_id_cargo_sources_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipper_user_id_users_id_fk" FOREIGN KEY ("shipper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_user_id_users_id_fk" FOREIGN KEY ("carrier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_history" ADD CONSTRAINT "waybill_history_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_history" ADD CONSTRAINT "waybill_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargo_points_cargo" ON "cargo_points" USING btree ("cargo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_sources_no" ON "cargo_sources" USING btree ("source_no");--> statement-breakpoint
CREATE INDEX "cargo_sources_hall" ON "cargo_sources" USING btree ("status","business_type","published_at");--> statement-breakpoint
CREATE INDEX "cargo_sources_route" ON "cargo_sources" USING btree ("origin_city","dest_city");--> statement-breakpoint
CREATE INDEX "cargo_sources_shipper" ON "cargo_sources" USING btree ("shipper_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_credit_code" ON "companies" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "companies_kind" ON "companies" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_owner_mobile" ON "drivers" USING btree ("owner_user_id","mobile");--> statement-breakpoint
CREATE INDEX "drivers_company" ON "drivers" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "interface_logs_created" ON "interface_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lines_route" ON "lines" USING btree ("origin_city","dest_city");--> statement-breakpoint
CREATE INDEX "lines_company" ON "lines" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "news_type_published" ON "news" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_shipper" ON "orders" USING btree ("shipper_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_carrier" ON "orders" USING btree ("carrier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_cargo" ON "orders" USING btree ("cargo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_data_type_value" ON "sys_dict_data" USING btree ("dict_type","value");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_company" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_plate" ON "vehicles" USING btree ("owner_user_id","plate_no");--> statement-breakpoint
CREATE INDEX "vehicles_company" ON "vehicles" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "waybill_history_waybill" ON "waybill_history" USING btree ("waybill_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waybills_no" ON "waybills" USING btree ("waybill_no");--> statement-breakpoint
CREATE INDEX "waybills_order" ON "waybills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "waybills_shipper" ON "waybills" USING btree ("shipper_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waybills_carrier" ON "waybills" USING btree ("carrier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waybills_created" ON "waybills" USING btree ("created_at");