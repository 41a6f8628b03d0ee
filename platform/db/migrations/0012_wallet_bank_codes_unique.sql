-- A member code or sub-account the bank (its demo stand-in, restarted) issued to more than one wallet stays with the
-- wallet that had it first; the later wallets lose both codes and are opened again at the bank on their next 开通.
UPDATE "wallets" SET "member_code" = NULL, "sub_account_no" = NULL WHERE "id" IN (SELECT w."id" FROM "wallets" w WHERE EXISTS (SELECT 1 FROM "wallets" e WHERE e."id" < w."id" AND (e."member_code" = w."member_code" OR e."sub_account_no" = w."sub_account_no")));--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_member_code" ON "wallets" USING btree ("member_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_sub_account_no" ON "wallets" USING btree ("sub_account_no");
