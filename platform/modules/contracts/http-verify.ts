// The public verification of contract PDFs (platform/contract/contracts/api-verify.ts): no sign-in,
// 10 uploads a minute per address (each one is a few milliseconds of hashing, but anonymous).
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { VERIFY_MESSAGES, contractVerifyApi as api, type ContractPdfVerification } from '../../contract/contracts/api-verify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { refuse } from '../../http/refusal';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { clientIp, consumeOrRefuse } from '../auth/rate-limit';
import { documentSettingsOf, platformCertificate, type ContractDocumentSettings } from './certificate';
import { contractPublicFacts, storedSealedSha256 } from './public-facts';
import { verifyContractPdf } from './verify';

export const VERIFY_UNAVAILABLE = '平台签章证书尚未配置，暂时无法核验合同文件，请稍后再试';

/**
 * The contract model's answer for a contract number: whether there is such a contract, and the
 * SHA-256 (hex) of its completed, sealed PDF (null while it is not completed). The model's own
 * (public-facts.ts) unless a test hands in another.
 */
export type StoredContractSha256 = (db: Db, contractNo: string) => Promise<{ exists: boolean; sha256: string | null }>;

/**
 * A copy's verdict, and, when a number is given, whether it is that contract's sealed file; a number
 * that is no contract is refused (404, at the number), as the page's look-up says.
 */
export async function verifyUploadedContract(
  db: Db,
  settings: ContractDocumentSettings,
  input: { pdf: Buffer; contractNo?: string },
  storedSha256: StoredContractSha256 = storedSealedSha256,
): Promise<ContractPdfVerification> {
  // Without the platform's certificate (production without CONTRACT_SIGN_*) nothing can be checked: say so, not a 500.
  await platformCertificate(settings).catch(() => refuse(VERIFY_UNAVAILABLE, 503));
  const contractNo = input.contractNo ? input.contractNo : null;
  const stored = contractNo ? await storedSha256(db, contractNo) : null;
  if (stored && !stored.exists) refuse(VERIFY_MESSAGES.unknownContract, 404, { field: 'contractNo' });
  const verdict = await verifyContractPdf(input.pdf, settings);
  return {
    valid: verdict.valid,
    sha256: verdict.sha256,
    signedBy: verdict.signedBy ?? null,
    signedAt: verdict.signedAt ? verdict.signedAt.toISOString() : null,
    problem: verdict.problem ?? null,
    contractNo,
    matchesStored: stored?.sha256 ? stored.sha256 === verdict.sha256 : null,
  };
}

export function createContractVerifyArea(options: { storedSha256?: StoredContractSha256 } = {}): PlatformArea {
  return ({ db, env }) => {
    const settings = documentSettingsOf(env);
    const perAddress = new RateLimiterMemory({ keyPrefix: 'contract-verify-ip', points: 10, duration: 60 });
    // Looking a number up is cheap but anonymous, and numbers are sequential: bounded per address.
    const lookupsPerAddress = new RateLimiterMemory({ keyPrefix: 'contract-facts-ip', points: 30, duration: 60 });
    const area = areaRouter();
    area.openapi(routeOf(api.facts), async (c) => {
      await consumeOrRefuse(c, [lookupsPerAddress, clientIp(c)]);
      const facts = await contractPublicFacts(db, c.req.valid('query').no);
      if (!facts) refuse(VERIFY_MESSAGES.unknownContract, 404, { field: 'no' });
      return c.json(ok(facts), 200);
    });
    area.openapi(routeOf(api.verify), async (c) => {
      await consumeOrRefuse(c, [perAddress, clientIp(c)]);
      const { pdf, contractNo } = c.req.valid('json');
      return c.json(ok(await verifyUploadedContract(db, settings, { pdf: Buffer.from(pdf, 'base64'), contractNo }, options.storedSha256)), 200);
    });
    return area;
  };
}

export const contractVerifyArea: PlatformArea = createContractVerifyArea();
