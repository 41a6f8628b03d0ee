CREATE TABLE "bill_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"pay_type" text NOT NULL,
	"bank_serial" text,
	"paid_on" text,
	"receipt_uuid" text,
	"movement_id" integer,
	"business_key" text NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_amount" CHECK ("bill_payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"wallet_id" integer,
	"purpose" text NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"floor_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_floor" CHECK ("ledger_accounts"."floor_fen" is null or "ledger_accounts"."balance_fen" >= "ledger_accounts"."floor_fen")
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"movement_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_nonzero" CHECK ("ledger_lines"."amount_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"business_key" text NOT NULL,
	"memo" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_bill_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"remark" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"waybill_id" integer NOT NULL,
	"freight_fen" bigint NOT NULL,
	"deduction_fen" bigint DEFAULT 0 NOT NULL,
	"deduction_reason" text,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "settlement_bill_lines_deduction" CHECK ("settlement_bill_lines"."deduction_fen" >= 0 and "settlement_bill_lines"."deduction_fen" <= "settlement_bill_lines"."freight_fen")
);
--> statement-breakpoint
CREATE TABLE "settlement_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"payer_company_id" integer,
	"payer_user_id" integer NOT NULL,
	"payee_company_id" integer,
	"payee_user_id" integer NOT NULL,
	"settlement_type" text NOT NULL,
	"status" text NOT NULL,
	"freight_fen" bigint NOT NULL,
	"deduction_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"dispute_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_bills_paid" CHECK ("settlement_bills"."paid_fen" >= 0 and "settlement_bills"."paid_fen" <= "settlement_bills"."total_fen")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" integer NOT NULL,
	"company_id" integer,
	"user_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"account_type" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"sub_account_no" text,
	"member_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_settlement_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."settlement_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bill_history" ADD CONSTRAINT "settlement_bill_history_bill_id_settlement_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."settlement_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bill_history" ADD CONSTRAINT "settlement_bill_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bill_lines" ADD CONSTRAINT "settlement_bill_lines_bill_id_settlement_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."settlement_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD CONSTRAINT "settlement_bills_payer_company_id_companies_id_fk" FOREIGN KEY ("payer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD CONSTRAINT "settlement_bills_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD CONSTRAINT "settlement_bills_payee_company_id_companies_id_fk" FOREIGN KEY ("payee_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD CONSTRAINT "settlement_bills_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_business_key" ON "bill_payments" USING btree ("business_key");--> statement-breakpoint
CREATE INDEX "bill_payments_bill" ON "bill_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_accounts_wallet" ON "ledger_accounts" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account" ON "ledger_lines" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_movement" ON "ledger_lines" USING btree ("movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_business_key" ON "ledger_movements" USING btree ("business_key");--> statement-breakpoint
CREATE INDEX "settlement_bill_history_bill" ON "settlement_bill_history" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "settlement_bill_lines_bill" ON "settlement_bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_bill_lines_live_waybill" ON "settlement_bill_lines" USING btree ("waybill_id") WHERE "settlement_bill_lines"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_bills_no" ON "settlement_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "settlement_bills_payer" ON "settlement_bills" USING btree ("payer_company_id","payer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "settlement_bills_payee" ON "settlement_bills" USING btree ("payee_company_id","payee_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_company" ON "wallets" USING btree ("company_id") WHERE "wallets"."user_type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_person" ON "wallets" USING btree ("user_id") WHERE "wallets"."user_type" = 2;