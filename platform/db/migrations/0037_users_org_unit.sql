ALTER TABLE "users" ADD COLUMN "org_unit_id" integer;--> statement-breakpoint
CREATE INDEX "users_org_unit" ON "users" USING btree ("org_unit_id");