// The public verification endpoint (issue 46): no sign-in; a sealed contract is valid, an altered
// copy is refused with the reason; the upload is bounded and base64; 10 a minute per address; and
// the contract model's hook (the stored SHA-256 of a number) is compared when it is given.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_VERIFY_PDF_BYTES, VERIFY_MESSAGES } from '../../contract/contracts/api-verify';
import { exampleSignedContractDocument, testDocumentSettings } from '../../testing/contract-document';
import { nextIp, t, withTestPlatform } from '../auth/testing';
import { Refusal } from '../../http/refusal';
import { verifyUploadedContract, VERIFY_UNAVAILABLE } from './http-verify';
import { renderContractPdf } from './pdf';
import { sealContractPdf } from './seal';
import { VERIFY_PROBLEMS } from './verify';

withTestPlatform();

// The test platform's own settings (DATA_DIR memory://): the same development certificate.
const settings = testDocumentSettings();
let sealed: Buffer;
beforeAll(async () => {
  sealed = await sealContractPdf(await renderContractPdf(exampleSignedContractDocument(), settings), '签署完成', { settings });
});

const verify = (json: unknown, ip = nextIp()) => t.call('/contract/pdf/verify', { json, ip });

describe('POST /contract/pdf/verify', () => {
  it('answers anyone, without a token: a sealed contract is valid, with its hash, signer and time', async () => {
    const { status, body } = await verify({ pdf: sealed.toString('base64') });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      valid: true,
      signedBy: '货运平台电子合同签章（开发测试用）',
      problem: null,
      contractNo: null,
      // no number given: nothing compared
      matchesStored: null,
    });
    expect(body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(body.data.signedAt)).not.toBeNaN();
  });

  it('refuses an altered copy with the reason, and answers its own hash', async () => {
    const altered = Buffer.from(sealed);
    altered[500] ^= 0x20;
    const { body } = await verify({ pdf: altered.toString('base64') });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ valid: false, problem: VERIFY_PROBLEMS.altered, contractNo: null });
  });

  it('refuses what is not a base64 file or is larger than the page takes, with the field messages', async () => {
    expect((await verify({ pdf: '' })).body).toMatchObject({ code: 400, message: VERIFY_MESSAGES.file });
    expect((await verify({ pdf: '%PDF-1.3 not base64' })).body).toMatchObject({ code: 400, message: VERIFY_MESSAGES.file });
    const tooLarge = Buffer.alloc(MAX_VERIFY_PDF_BYTES + 3, 0x41).toString('base64');
    expect((await verify({ pdf: tooLarge })).body).toMatchObject({ code: 400, message: VERIFY_MESSAGES.tooLarge });
    expect((await verify({ pdf: sealed.toString('base64'), contractNo: 'HT<script>' })).body).toMatchObject({ code: 400, message: VERIFY_MESSAGES.contractNo });
  });

  it('takes 10 uploads a minute from one address, then answers 429', async () => {
    const ip = nextIp();
    const pdf = Buffer.from('%PDF-1.3\n').toString('base64');
    for (let i = 0; i < 10; i += 1) expect((await verify({ pdf }, ip)).body.code).toBe(200);
    const refused = await verify({ pdf }, ip);
    expect(refused.body.code).toBe(429);
    // another address is not held back
    expect((await verify({ pdf })).body.code).toBe(200);
  });
});

describe('verifyUploadedContract: the hook for the contract model', () => {
  it("compares the copy's hash with the stored one of the number; a number that is no contract is refused", async () => {
    const lookups: string[] = [];
    const sealedSha = (await verifyUploadedContract(t.db, settings, { pdf: sealed })).sha256;
    const stored = async (_db: unknown, contractNo: string) => {
      lookups.push(contractNo);
      if (contractNo === 'HT202611290001') return { exists: true, sha256: sealedSha };
      if (contractNo === 'HT202611290002') return { exists: true, sha256: null };
      return { exists: false, sha256: null };
    };
    expect(await verifyUploadedContract(t.db, settings, { pdf: sealed, contractNo: 'HT202611290001' }, stored)).toMatchObject({
      valid: true,
      matchesStored: true,
    });
    const other = await sealContractPdf(sealed, '再次签署', { settings });
    expect(await verifyUploadedContract(t.db, settings, { pdf: other, contractNo: 'HT202611290001' }, stored)).toMatchObject({
      valid: true,
      matchesStored: false,
    });
    // a contract not completed yet has no sealed file to compare with
    expect(await verifyUploadedContract(t.db, settings, { pdf: sealed, contractNo: 'HT202611290002' }, stored)).toMatchObject({ matchesStored: null });
    const unknown = await verifyUploadedContract(t.db, settings, { pdf: sealed, contractNo: 'HT000' }, stored).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(Refusal);
    expect(unknown).toMatchObject({ code: 404, message: VERIFY_MESSAGES.unknownContract });
    expect(await verifyUploadedContract(t.db, settings, { pdf: sealed }, stored)).toMatchObject({ matchesStored: null });
    expect(lookups).toEqual(['HT202611290001', 'HT202611290001', 'HT202611290002', 'HT000']);
  });
});

describe('verification without the platform certificate', () => {
  it('is refused with 503 and a message in production without CONTRACT_SIGN_*, not a server error', async () => {
    const production = testDocumentSettings({ NODE_ENV: 'production', PUBLIC_URL: 'https://freight.example.com' });
    const refusal = await verifyUploadedContract(t.db, production, { pdf: sealed }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ code: 503, message: VERIFY_UNAVAILABLE });
  });
});
