CREATE TABLE "key_area_alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"position_id" integer,
	"alarm_type" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"minutes" integer,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_area_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_area_presence" (
	"waybill_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"inside" boolean NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"left_once" boolean DEFAULT false NOT NULL,
	"timer_alarmed" boolean DEFAULT false NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "key_area_presence_waybill_id_area_id_pk" PRIMARY KEY("waybill_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "key_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"area_type" text NOT NULL,
	"shape" text NOT NULL,
	"city_code" text,
	"center_lng" double precision,
	"center_lat" double precision,
	"radius_m" integer,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alarm_status" text DEFAULT '0' NOT NULL,
	"stop_time" integer DEFAULT 0 NOT NULL,
	"exit_time" integer DEFAULT 0 NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "key_area_alarms" ADD CONSTRAINT "key_area_alarms_area_id_key_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."key_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_area_alarms" ADD CONSTRAINT "key_area_alarms_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_area_alarms" ADD CONSTRAINT "key_area_alarms_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_area_alarms" ADD CONSTRAINT "key_area_alarms_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_area_alarms" ADD CONSTRAINT "key_area_alarms_position_id_waybill_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."waybill_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_area_history" ADD CONSTRAINT "key_area_history_area_id_key_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."key_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_area_history" ADD CONSTRAINT "key_area_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_area_presence" ADD CONSTRAINT "key_area_presence_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_area_presence" ADD CONSTRAINT "key_area_presence_area_id_key_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."key_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_areas" ADD CONSTRAINT "key_areas_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_areas" ADD CONSTRAINT "key_areas_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_area_alarms_company" ON "key_area_alarms" USING btree ("owner_company_id","at");--> statement-breakpoint
CREATE INDEX "key_area_alarms_user" ON "key_area_alarms" USING btree ("owner_user_id","at");--> statement-breakpoint
CREATE INDEX "key_area_alarms_waybill" ON "key_area_alarms" USING btree ("waybill_id");--> statement-breakpoint
CREATE INDEX "key_area_history_area" ON "key_area_history" USING btree ("area_id","id");--> statement-breakpoint
CREATE INDEX "key_areas_company" ON "key_areas" USING btree ("owner_company_id","updated_at");--> statement-breakpoint
CREATE INDEX "key_areas_user" ON "key_areas" USING btree ("owner_user_id") WHERE "key_areas"."owner_company_id" is null;