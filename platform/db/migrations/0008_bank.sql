CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"card_masked" text NOT NULL,
	"holder_name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'BINDING' NOT NULL,
	"bank_ref" text,
	"deposit_expires_at" timestamp with time zone,
	"last_try_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_topups" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_serial" text NOT NULL,
	"wallet_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"movement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_topups_amount" CHECK ("bank_topups"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdraw_no" text NOT NULL,
	"wallet_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'FROZEN' NOT NULL,
	"serial" text NOT NULL,
	"business_key" text NOT NULL,
	"bank_message" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_topups" ADD CONSTRAINT "bank_topups_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_topups" ADD CONSTRAINT "bank_topups_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_wallet" ON "bank_cards" USING btree ("wallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_topups_serial" ON "bank_topups" USING btree ("bank_serial");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no" ON "withdrawals" USING btree ("withdraw_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_serial" ON "withdrawals" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_business_key" ON "withdrawals" USING btree ("business_key");--> statement-breakpoint
CREATE INDEX "withdrawals_wallet" ON "withdrawals" USING btree ("wallet_id","created_at");
-- Money records are trade records too (issue #27): the journal, bills, payments, withdrawals,
-- top-ups and card bindings change state; they are never deleted.
--> statement-breakpoint
CREATE TRIGGER "ledger_movements_kept" BEFORE DELETE OR TRUNCATE ON "ledger_movements" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_kept" BEFORE DELETE OR TRUNCATE ON "ledger_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "settlement_bills_kept" BEFORE DELETE OR TRUNCATE ON "settlement_bills" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "settlement_bill_lines_kept" BEFORE DELETE OR TRUNCATE ON "settlement_bill_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "settlement_bill_history_kept" BEFORE DELETE OR TRUNCATE ON "settlement_bill_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "bill_payments_kept" BEFORE DELETE OR TRUNCATE ON "bill_payments" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "withdrawals_kept" BEFORE DELETE OR TRUNCATE ON "withdrawals" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "bank_topups_kept" BEFORE DELETE OR TRUNCATE ON "bank_topups" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "bank_cards_kept" BEFORE DELETE OR TRUNCATE ON "bank_cards" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
