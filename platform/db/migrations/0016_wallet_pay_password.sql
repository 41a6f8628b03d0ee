ALTER TABLE "wallets" ADD COLUMN "pay_password_hash" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "pay_password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "pay_password_locked_until" timestamp with time zone;