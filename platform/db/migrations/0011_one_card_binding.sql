-- Bindings the same card started more than once (sent many times at once): the newest stays, the rest are retired.
UPDATE "bank_cards" SET "status" = 'UNBOUND', "updated_at" = now() WHERE "status" = 'BINDING' AND "id" NOT IN (SELECT max("id") FROM "bank_cards" WHERE "status" = 'BINDING' GROUP BY "wallet_id", "bank_code", "card_masked");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_binding" ON "bank_cards" USING btree ("wallet_id","bank_code","card_masked") WHERE "bank_cards"."status" = 'BINDING';
