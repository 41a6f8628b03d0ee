ALTER TABLE "agency_applications" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD COLUMN "period_to" date;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD COLUMN "red_confirmation_no" text;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD COLUMN "reversed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_reversed_by_user_id_users_id_fk" FOREIGN KEY ("reversed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_applications_red_no" ON "agency_applications" USING btree ("red_confirmation_no");--> statement-breakpoint
-- 代开 records are trade records (issue 45): no record, line or history row is ever deleted.
CREATE TRIGGER "agency_applications_kept" BEFORE DELETE OR TRUNCATE ON "agency_applications" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "agency_application_lines_kept" BEFORE DELETE OR TRUNCATE ON "agency_application_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "agency_application_history_kept" BEFORE DELETE OR TRUNCATE ON "agency_application_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
-- An issued 代开 invoice is never edited: once a record carries its invoice number, what it covers
-- and what was issued stay as they are; only ISSUED → RED (with its 红字确认单 number) may still
-- happen to it, once.
CREATE OR REPLACE FUNCTION "refuse_issued_agency_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."invoice_no" IS NOT NULL AND (
    NEW."invoice_no" IS DISTINCT FROM OLD."invoice_no"
    OR NEW."issued_on" IS DISTINCT FROM OLD."issued_on"
    OR NEW."issued_at" IS DISTINCT FROM OLD."issued_at"
    OR NEW."invoice_file_uuid" IS DISTINCT FROM OLD."invoice_file_uuid"
    OR NEW."issued_by_user_id" IS DISTINCT FROM OLD."issued_by_user_id"
    OR NEW."apply_no" IS DISTINCT FROM OLD."apply_no"
    OR NEW."payee_user_id" IS DISTINCT FROM OLD."payee_user_id"
    OR NEW."amount_fen" IS DISTINCT FROM OLD."amount_fen"
    OR NEW."tax_rate_bp" IS DISTINCT FROM OLD."tax_rate_bp"
    OR NEW."tax_fen" IS DISTINCT FROM OLD."tax_fen"
    OR NEW."driver_name" IS DISTINCT FROM OLD."driver_name"
    OR NEW."driver_tax_no" IS DISTINCT FROM OLD."driver_tax_no"
    OR NEW."period_from" IS DISTINCT FROM OLD."period_from"
    OR NEW."period_to" IS DISTINCT FROM OLD."period_to"
    OR NEW."created_at" IS DISTINCT FROM OLD."created_at"
    OR NOT (NEW."status" = OLD."status" OR (OLD."status" = 'ISSUED' AND NEW."status" = 'RED'))
    OR (OLD."status" = 'RED' AND (NEW."red_confirmation_no" IS DISTINCT FROM OLD."red_confirmation_no" OR NEW."reversed_at" IS DISTINCT FROM OLD."reversed_at"))
  ) THEN
    RAISE EXCEPTION '已代开的发票不可修改（代开记录 %）', OLD."apply_no" USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agency_applications_issued_kept" BEFORE UPDATE ON "agency_applications" FOR EACH ROW EXECUTE FUNCTION "refuse_issued_agency_edit"();
