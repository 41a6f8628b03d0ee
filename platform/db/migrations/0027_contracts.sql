CREATE TABLE "contract_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"role" text NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"credit_code" text,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	"sign_ip" text,
	"sign_user_agent" text,
	"sign_method" text,
	"password_failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_template_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"clauses" jsonb NOT NULL,
	"remark" text,
	"created_by" integer,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_no" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"template_id" integer,
	"template_version" integer,
	"order_id" integer,
	"big_order_id" integer,
	"parent_contract_id" integer,
	"goods_name" text DEFAULT '' NOT NULL,
	"origin_address" text DEFAULT '' NOT NULL,
	"dest_address" text DEFAULT '' NOT NULL,
	"weight_kg" integer DEFAULT 0 NOT NULL,
	"unit_price_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"term_start" text NOT NULL,
	"term_end" text NOT NULL,
	"sign_deadline" timestamp with time zone NOT NULL,
	"clauses" jsonb NOT NULL,
	"reason" text,
	"pdf_uuid" text,
	"pdf_sha256" text,
	"sealed_uuid" text,
	"sealed_sha256" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_parties" ADD CONSTRAINT "contract_parties_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_parties" ADD CONSTRAINT "contract_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_parties" ADD CONSTRAINT "contract_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_parties" ADD CONSTRAINT "contract_parties_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_template_history" ADD CONSTRAINT "contract_template_history_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_template_history" ADD CONSTRAINT "contract_template_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_big_order_id_big_orders_id_fk" FOREIGN KEY ("big_order_id") REFERENCES "public"."big_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_history_contract" ON "contract_history" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_parties_role" ON "contract_parties" USING btree ("contract_id","role");--> statement-breakpoint
CREATE INDEX "contract_parties_company" ON "contract_parties" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "contract_parties_user" ON "contract_parties" USING btree ("user_id","contract_id");--> statement-breakpoint
CREATE INDEX "contract_template_history_template" ON "contract_template_history" USING btree ("template_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_code_version" ON "contract_templates" USING btree ("code","version");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_one_draft" ON "contract_templates" USING btree ("code") WHERE "contract_templates"."status" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "contract_templates_kind" ON "contract_templates" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_no" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_order_kind" ON "contracts" USING btree ("order_id","kind") WHERE "contracts"."order_id" is not null and "contracts"."status" in ('DRAFT', 'SIGNING', 'COMPLETE');--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_big_order_kind" ON "contracts" USING btree ("big_order_id","kind") WHERE "contracts"."big_order_id" is not null and "contracts"."status" in ('DRAFT', 'SIGNING', 'COMPLETE');--> statement-breakpoint
CREATE INDEX "contracts_parent" ON "contracts" USING btree ("parent_contract_id");--> statement-breakpoint
CREATE INDEX "contracts_status" ON "contracts" USING btree ("status","created_at");