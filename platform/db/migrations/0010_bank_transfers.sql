CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"payer_wallet_id" integer NOT NULL,
	"payee_wallet_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'FROZEN' NOT NULL,
	"serial" text NOT NULL,
	"business_key" text NOT NULL,
	"bank_message" text,
	"actor_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount" CHECK ("bank_transfers"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD COLUMN "pending_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_bill_id_settlement_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."settlement_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payer_wallet_id_wallets_id_fk" FOREIGN KEY ("payer_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payee_wallet_id_wallets_id_fk" FOREIGN KEY ("payee_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_serial" ON "bank_transfers" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_business_key" ON "bank_transfers" USING btree ("business_key");--> statement-breakpoint
CREATE INDEX "bank_transfers_bill" ON "bank_transfers" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_open" ON "bank_transfers" USING btree ("updated_at") WHERE "bank_transfers"."status" in ('FROZEN', 'PENDING');--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD CONSTRAINT "settlement_bills_pending" CHECK ("settlement_bills"."pending_fen" >= 0 and "settlement_bills"."paid_fen" + "settlement_bills"."pending_fen" <= "settlement_bills"."total_fen");--> statement-breakpoint
-- Online payments are money records too (issue #27): never deleted, like the tables of 0008.
CREATE TRIGGER "bank_transfers_kept" BEFORE DELETE OR TRUNCATE ON "bank_transfers" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
