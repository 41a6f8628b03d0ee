ALTER TABLE "invoice_applications" ADD COLUMN "invoice_medium" text;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "invoice_code" text;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "invoice_file_uuid" text;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "courier_company" text;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "courier_no" text;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "issued_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_applications_invoice_no" ON "invoice_applications" USING btree (coalesce("invoice_code", ''),"invoice_no");--> statement-breakpoint
CREATE INDEX "invoice_applications_queue" ON "invoice_applications" USING btree ("status","created_at");
--> statement-breakpoint
-- Invoices are trade records (issue 45): no application, line or history row is ever deleted.
CREATE TRIGGER "invoice_applications_kept" BEFORE DELETE OR TRUNCATE ON "invoice_applications" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "invoice_application_lines_kept" BEFORE DELETE OR TRUNCATE ON "invoice_application_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "invoice_application_history_kept" BEFORE DELETE OR TRUNCATE ON "invoice_application_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
-- An issued invoice is never edited: once an application carries its invoice number, what was
-- applied for and what was issued stay as they are; only SEND → RED (with its 红字确认单 number)
-- may still happen to it. Lines and history rows never change at all.
CREATE OR REPLACE FUNCTION "refuse_issued_invoice_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."invoice_no" IS NOT NULL AND (
    NEW."invoice_no" IS DISTINCT FROM OLD."invoice_no"
    OR NEW."invoice_code" IS DISTINCT FROM OLD."invoice_code"
    OR NEW."invoice_medium" IS DISTINCT FROM OLD."invoice_medium"
    OR NEW."issued_on" IS DISTINCT FROM OLD."issued_on"
    OR NEW."issued_at" IS DISTINCT FROM OLD."issued_at"
    OR NEW."invoice_file_uuid" IS DISTINCT FROM OLD."invoice_file_uuid"
    OR NEW."courier_company" IS DISTINCT FROM OLD."courier_company"
    OR NEW."courier_no" IS DISTINCT FROM OLD."courier_no"
    OR NEW."issued_by_user_id" IS DISTINCT FROM OLD."issued_by_user_id"
    OR NEW."apply_no" IS DISTINCT FROM OLD."apply_no"
    OR NEW."applicant_user_id" IS DISTINCT FROM OLD."applicant_user_id"
    OR NEW."kind" IS DISTINCT FROM OLD."kind"
    OR NEW."amount_fen" IS DISTINCT FROM OLD."amount_fen"
    OR NEW."tax_rate_bp" IS DISTINCT FROM OLD."tax_rate_bp"
    OR NEW."tax_fen" IS DISTINCT FROM OLD."tax_fen"
    OR NEW."details" IS DISTINCT FROM OLD."details"
    OR NEW."remark" IS DISTINCT FROM OLD."remark"
    OR NEW."created_at" IS DISTINCT FROM OLD."created_at"
    OR NOT (NEW."status" = OLD."status" OR (OLD."status" = 'SEND' AND NEW."status" = 'RED'))
    OR (OLD."status" = 'RED' AND NEW."red_confirmation_no" IS DISTINCT FROM OLD."red_confirmation_no")
  ) THEN
    RAISE EXCEPTION '已开具的发票不可修改（开票申请 %）', OLD."apply_no" USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_applications_issued_kept" BEFORE UPDATE ON "invoice_applications" FOR EACH ROW EXECUTE FUNCTION "refuse_issued_invoice_edit"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refuse_invoice_record_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '开票记录不可修改（表 %）', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_application_lines_unchanged" BEFORE UPDATE ON "invoice_application_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_invoice_record_edit"();
--> statement-breakpoint
CREATE TRIGGER "invoice_application_history_unchanged" BEFORE UPDATE ON "invoice_application_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_invoice_record_edit"();
