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
ALTER TABLE "cargo_sources" ADD COLUMN "bid_method" text;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "bid_status" text;--> statement-breakpoint
ALTER TABLE "cargo_sources" ADD COLUMN "bid_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_cargo_id_cargo_sources_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_quote_id_cargo_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."cargo_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_quotes" ADD CONSTRAINT "cargo_quotes_cargo_id_cargo_sources_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_quotes" ADD CONSTRAINT "cargo_quotes_bidder_user_id_users_id_fk" FOREIGN KEY ("bidder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_quotes" ADD CONSTRAINT "cargo_quotes_bidder_company_id_companies_id_fk" FOREIGN KEY ("bidder_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_history_cargo" ON "bid_history" USING btree ("cargo_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_quotes_bidder" ON "cargo_quotes" USING btree ("cargo_id","bidder_user_id");--> statement-breakpoint
CREATE INDEX "cargo_quotes_cargo" ON "cargo_quotes" USING btree ("cargo_id","status");