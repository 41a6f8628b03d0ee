CREATE INDEX "waybills_shipper_loaded" ON "waybills" USING btree ("shipper_company_id","loaded_at");--> statement-breakpoint
CREATE INDEX "waybills_loaded" ON "waybills" USING btree ("loaded_at");--> statement-breakpoint
CREATE INDEX "waybills_shipper_unloaded" ON "waybills" USING btree ("shipper_company_id","unloaded_at");--> statement-breakpoint
CREATE INDEX "waybills_unloaded" ON "waybills" USING btree ("unloaded_at");--> statement-breakpoint
CREATE INDEX "waybills_on_road" ON "waybills" USING btree ("status") WHERE status in ('START', 'LOAD', 'UNLOAD');