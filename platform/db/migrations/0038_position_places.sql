ALTER TABLE "waybill_positions" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "waybill_positions" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "waybill_positions" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "waybill_positions" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waybill_positions" ADD COLUMN "district_asked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "waybill_positions_unplaced" ON "waybill_positions" USING btree ("id") WHERE "waybill_positions"."placed_at" is null;--> statement-breakpoint
CREATE INDEX "waybill_positions_district_pending" ON "waybill_positions" USING btree ("id") WHERE "waybill_positions"."city_code" is not null and "waybill_positions"."district_code" is null and "waybill_positions"."district_asked_at" is null;