// The public verification of contract PDFs (platform/contract/contracts/api-verify.ts): no sign-in,
// 10 uploads a minute per address (each one is a few milliseconds of hashing, but anonymous).
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { contractVerifyApi as api, type ContractPdfVerification } from '../../contract/contracts/api-verify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { refuse } from '../../http/refusal';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { clientIp, consumeOrRefuse } from '../auth/rate-limit';
import { documentSettingsOf, platformCertificate, type ContractDocumentSettings } from './certificate';
import { verifyContractPdf } from './verify';

export const VERIFY_UNAVAILABLE = '平台签章证书尚未配置，暂时无法核验合同文件，请稍后再试';

/**
 * The contract model's answer for a contract number: the SHA-256 (hex) of its completed, sealed PDF,
 * or null when there is no such contract or it is not completed. The model passes it to
 * createContractVerifyArea; until then nothing is compared (matchesStored stays null).
 */
export type StoredContractSha256 = (db: Db, contractNo: string) => Promise<string | null>;

/** A copy's verdict, and, when a number is given and the model knows it, whether it is that contract's file. */
export async function verifyUploadedContract(
  db: Db,
  settings: ContractDocumentSettings,
  input: { pdf: Buffer; contractNo?: string },
  storedSha256?: StoredContractSha256,
): Promise<ContractPdfVerification> {
  // Without the platform's certificate (production without CONTRACT_SIGN_*) nothing can be checked: say so, not a 500.
  await platformCertificate(settings).catch(() => refuse(VERIFY_UNAVAILABLE, 503));
  const verdict = await verifyContractPdf(input.pdf, settings);
  const contractNo = input.contractNo ? input.contractNo : null;
  const stored = contractNo && storedSha256 ? await storedSha256(db, contractNo) : null;
  return {
    valid: verdict.valid,
    sha256: verdict.sha256,
    signedBy: verdict.signedBy ?? null,
    signedAt: verdict.signedAt ? verdict.signedAt.toISOString() : null,
    problem: verdict.problem ?? null,
    contractNo,
    matchesStored: stored === null ? null : stored === verdict.sha256,
  };
}

export function createContractVerifyArea(options: { storedSha256?: StoredContractSha256 } = {}): PlatformArea {
  return ({ db, env }) => {
    const settings = documentSettingsOf(env);
    const perAddress = new RateLimiterMemory({ keyPrefix: 'contract-verify-ip', points: 10, duration: 60 });
    const area = areaRouter();
    area.openapi(routeOf(api.verify), async (c) => {
      await consumeOrRefuse(c, [perAddress, clientIp(c)]);
      const { pdf, contractNo } = c.req.valid('json');
      return c.json(ok(await verifyUploadedContract(db, settings, { pdf: Buffer.from(pdf, 'base64'), contractNo }, options.storedSha256)), 200);
    });
    return area;
  };
}

export const contractVerifyArea: PlatformArea = createContractVerifyArea();
