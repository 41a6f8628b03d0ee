ALTER TABLE "bill_payments" ADD COLUMN "pay_means" text;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD COLUMN "receipt_account" text;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ship_order_controls" DROP COLUMN "warn_payment_amount_fen";