-- Trade records are kept (issue #27: 网络货运 records for at least three years). No user action
-- may hard-delete an order, a waybill, a cargo source, or their history: the database refuses
-- DELETE and TRUNCATE on these tables, whatever the code above it does. Cancelled accounts keep
-- their records; records change state (cancelled, invalid, closed), they do not disappear.
CREATE OR REPLACE FUNCTION "refuse_trade_record_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '交易记录须留存，不可删除（表 %）', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cargo_sources_kept" BEFORE DELETE OR TRUNCATE ON "cargo_sources" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "cargo_history_kept" BEFORE DELETE OR TRUNCATE ON "cargo_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "bid_history_kept" BEFORE DELETE OR TRUNCATE ON "bid_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "orders_kept" BEFORE DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "order_history_kept" BEFORE DELETE OR TRUNCATE ON "order_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "waybills_kept" BEFORE DELETE OR TRUNCATE ON "waybills" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "waybill_history_kept" BEFORE DELETE OR TRUNCATE ON "waybill_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "waybill_abnormals_kept" BEFORE DELETE OR TRUNCATE ON "waybill_abnormals" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "waybill_reports_kept" BEFORE DELETE OR TRUNCATE ON "waybill_reports" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "waybill_report_attempts_kept" BEFORE DELETE OR TRUNCATE ON "waybill_report_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "guest_orders_kept" BEFORE DELETE OR TRUNCATE ON "guest_orders" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "big_orders_kept" BEFORE DELETE OR TRUNCATE ON "big_orders" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
--> statement-breakpoint
CREATE TRIGGER "big_order_history_kept" BEFORE DELETE OR TRUNCATE ON "big_order_history" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_trade_record_delete"();
