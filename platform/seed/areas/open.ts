// The open platform's demo data (issue 51), once, marked by seed_runs step 'open-v1': the sandbox
// key of the steel shipper with every open scope, shown on /open/docs. Only with the demo accounts:
// a production start (no demo data) never has it.
import { apiKeyHistory, apiKeys } from '../../db/schema';
import { SANDBOX_KEY } from '../../contract/open/sandbox';
import { signingKeyOf } from '../../http/signing';
import { openScopes } from '../../modules/open/endpoints';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, runOnce, type SeedOptions } from '../steps';

export const OPEN_STEP = 'open-v1';

export async function seedOpen(db: Parameters<typeof demoUser>[0], _opts: SeedOptions): Promise<void> {
  const shipper = await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper);
  if (!shipper?.companyId) return; // no demo data: no sandbox key
  const companyId = shipper.companyId;
  await runOnce(db, OPEN_STEP, async (tx) => {
    const [key] = await tx
      .insert(apiKeys)
      .values({
        keyId: SANDBOX_KEY.keyId,
        companyId,
        userId: shipper.id,
        role: 'enterprise_shipper',
        name: SANDBOX_KEY.name,
        scopes: openScopes().map((s) => s.permission),
        signingKey: signingKeyOf(SANDBOX_KEY.secret),
        secretHint: SANDBOX_KEY.secret.slice(0, 7),
      })
      .onConflictDoNothing()
      .returning({ id: apiKeys.id });
    if (key) await tx.insert(apiKeyHistory).values({ apiKeyId: key.id, action: 'created', userId: shipper.id });
  });
}
