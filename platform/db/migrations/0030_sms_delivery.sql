ALTER TABLE "sms_outbox" ADD COLUMN "provider" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_code" text;--> statement-breakpoint
CREATE INDEX "sms_outbox_due" ON "sms_outbox" USING btree ("status","created_at");