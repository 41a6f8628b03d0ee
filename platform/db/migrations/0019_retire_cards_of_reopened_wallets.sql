-- 0012 took the bank codes a restarted demo bank had issued twice away from the later wallets, which open again at the
-- bank under new codes; their cards were bound (or were being bound) under the old member code, which belongs to the
-- other wallet at the bank, so they are retired and bound again after the wallet reopens. A wallet without a member
-- code has no cards otherwise: binding needs an open wallet.
UPDATE "bank_cards" SET "status" = 'UNBOUND', "updated_at" = now() WHERE "status" <> 'UNBOUND' AND "wallet_id" IN (SELECT "id" FROM "wallets" WHERE "member_code" IS NULL);
