// The platform's signature on a completed contract (issue 46): a sealed PDF verifies; one byte
// changed inside the signed range, anything appended, a broken signature value or another
// certificate's signature fails with a message saying why; a standard verifier (pdfsig) accepts it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePlatformEnv } from '../../config';
import { exampleSignedContractDocument } from '../../testing/contract-document';
import {
  documentSettingsOf,
  makeSelfSignedPkcs12,
  platformCertificate,
  readPkcs12,
  SIGNING_NOT_CONFIGURED,
  type ContractDocumentSettings,
} from './certificate';
import { renderContractPdf } from './pdf';
import { sealContractPdf } from './seal';
import { verifyContractPdf, VERIFY_PROBLEMS } from './verify';

let dir: string;
let settings: ContractDocumentSettings;
let plain: Buffer;
let sealed: Buffer;
const signingTime = new Date('2026-11-29T03:30:00.000Z');

const settingsIn = (dataDir: string, more: Partial<Parameters<typeof documentSettingsOf>[0]> = {}) =>
  documentSettingsOf({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CONTRACT_SIGN_P12: undefined,
    CONTRACT_SIGN_PASSPHRASE: undefined,
    PUBLIC_URL: undefined,
    ...more,
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'contract-seal-'));
  settings = settingsIn(path.join(dir, 'data'));
  plain = await renderContractPdf(exampleSignedContractDocument(), settings);
  sealed = await sealContractPdf(plain, '各方已签署，平台加盖电子签名', { settings, signingTime });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The signed range's gap: where /Contents <hex> sits (bytes outside it are signed). */
function contentsGap(pdf: Buffer): [number, number] {
  const match = [...pdf.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1)!;
  return [Number(match[2]), Number(match[3])];
}

describe('sealContractPdf and verifyContractPdf', () => {
  it('verifies a sealed contract: the platform signed it, when, and the whole file', async () => {
    const verdict = await verifyContractPdf(sealed, settings);
    expect(verdict).toMatchObject({ valid: true, signedBy: '货运平台电子合同签章（开发测试用）' });
    expect(verdict.signedAt?.toISOString()).toBe(signingTime.toISOString());
    expect(verdict.problem).toBeUndefined();
    expect(verdict.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The text is untouched: the signature is an incremental update after the rendered file.
    expect(sealed.subarray(0, plain.length - 1).equals(plain.subarray(0, plain.length - 1))).toBe(true);
  });

  it('refuses a copy with one byte changed inside the signed range, before and after the signature', async () => {
    const [start, end] = contentsGap(sealed);
    for (const at of [Math.floor(start / 2), end + Math.floor((sealed.length - end) / 2)]) {
      const altered = Buffer.from(sealed);
      altered[at] ^= 0x01;
      const verdict = await verifyContractPdf(altered, settings);
      expect(verdict.valid).toBe(false);
      expect(verdict.problem).toBe(VERIFY_PROBLEMS.altered);
    }
  });

  it('refuses a copy with bytes appended after the signature (an incremental update it does not cover)', async () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n% appended\n')]);
    expect(await verifyContractPdf(appended, settings)).toMatchObject({ valid: false, problem: VERIFY_PROBLEMS.range });
  });

  it('refuses a broken signature value, an unsigned PDF and a file that is no PDF', async () => {
    const [start] = contentsGap(sealed);
    // The signature value is the last item of the PKCS#7: flip a hex digit near its end (before the zero padding).
    const hex = sealed.toString('latin1', start + 1, contentsGap(sealed)[1] - 1).replace(/0+$/, '');
    const broken = Buffer.from(sealed);
    const at = start + 1 + hex.length - 10;
    broken[at] = broken[at] === 0x61 ? 0x62 : 0x61;
    const verdict = await verifyContractPdf(broken, settings);
    expect(verdict.valid).toBe(false);
    expect([VERIFY_PROBLEMS.badSignature, VERIFY_PROBLEMS.unreadable]).toContain(verdict.problem);

    expect(await verifyContractPdf(plain, settings)).toMatchObject({ valid: false, problem: VERIFY_PROBLEMS.unsigned });
    expect(await verifyContractPdf(Buffer.from('PK\u0003\u0004 not a pdf'), settings)).toMatchObject({ valid: false, problem: VERIFY_PROBLEMS.notPdf });
  });

  it("refuses a valid signature made with another certificate: it is not the platform's", async () => {
    const other = settingsIn(path.join(dir, 'other-data'));
    const foreign = await sealContractPdf(plain, '另一平台', { settings: other });
    expect(await verifyContractPdf(foreign, other)).toMatchObject({ valid: true });
    expect(await verifyContractPdf(foreign, settings)).toMatchObject({ valid: false, problem: VERIFY_PROBLEMS.notPlatform });
  });

  it.skipIf(!existsSync('/usr/bin/pdfsig'))('is accepted by a standard verifier (pdfsig), which sees the altered copy', () => {
    const file = path.join(dir, 'sealed.pdf');
    writeFileSync(file, sealed);
    const report = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('货运平台电子合同签章（开发测试用）');

    const altered = Buffer.from(sealed);
    altered[Math.floor(contentsGap(sealed)[0] / 2)] ^= 0x01;
    const alteredFile = path.join(dir, 'altered.pdf');
    writeFileSync(alteredFile, altered);
    let alteredReport: string;
    try {
      alteredReport = execFileSync('pdfsig', [alteredFile], { encoding: 'utf8' });
    } catch (error) {
      alteredReport = String((error as { stdout?: string }).stdout ?? '');
    }
    expect(alteredReport).not.toContain('Signature is Valid.');
    expect(alteredReport).toContain('Digest Mismatch');
  });
});

describe('the platform certificate', () => {
  it('is made once outside production and kept in the data directory, readable only by its owner', async () => {
    const file = path.join(dir, 'data', 'contract-seal', 'development-seal.p12');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    const kept = readPkcs12(readFileSync(file), 'development-only');
    expect(kept.fingerprint).toBe((await platformCertificate(settings)).fingerprint);
  });

  it('comes from CONTRACT_SIGN_P12 (a path or base64) and its passphrase in production', async () => {
    const p12 = makeSelfSignedPkcs12('货运平台电子合同签章', 'configured-secret');
    const file = path.join(dir, 'configured.p12');
    writeFileSync(file, p12);
    const byPath = settingsIn(dir, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://freight.example.com',
      CONTRACT_SIGN_P12: file,
      CONTRACT_SIGN_PASSPHRASE: 'configured-secret',
    });
    const byBase64 = settingsIn(dir, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://freight.example.com',
      CONTRACT_SIGN_P12: p12.toString('base64'),
      CONTRACT_SIGN_PASSPHRASE: 'configured-secret',
    });
    const fromPath = await platformCertificate(byPath);
    expect(fromPath.commonName).toBe('货运平台电子合同签章');
    expect((await platformCertificate(byBase64)).fingerprint).toBe(fromPath.fingerprint);
    const signed = await sealContractPdf(plain, '签署完成', { settings: byPath });
    expect(await verifyContractPdf(signed, byBase64)).toMatchObject({ valid: true, signedBy: '货运平台电子合同签章' });

    const wrong = settingsIn(dir, { NODE_ENV: 'production', CONTRACT_SIGN_P12: file, CONTRACT_SIGN_PASSPHRASE: 'not-the-passphrase' });
    await expect(platformCertificate(wrong)).rejects.toThrow(/CONTRACT_SIGN_P12 cannot be read with CONTRACT_SIGN_PASSPHRASE/);
  });

  it('refuses to seal in production without CONTRACT_SIGN_*, naming the variables', async () => {
    const production = settingsIn(path.join(dir, 'prod-data'), { NODE_ENV: 'production', PUBLIC_URL: 'https://freight.example.com' });
    await expect(sealContractPdf(plain, '签署完成', { settings: production })).rejects.toThrow(SIGNING_NOT_CONFIGURED);
    // and writes no development certificate there
    expect(existsSync(path.join(dir, 'prod-data', 'contract-seal'))).toBe(false);
  });

  it('is refused at start when CONTRACT_SIGN_P12 comes without its passphrase', () => {
    expect(() => parsePlatformEnv({ NODE_ENV: 'test', CONTRACT_SIGN_P12: '/etc/seal.p12' })).toThrow(/CONTRACT_SIGN_PASSPHRASE/);
    expect(parsePlatformEnv({ NODE_ENV: 'test', CONTRACT_SIGN_P12: '/etc/seal.p12', CONTRACT_SIGN_PASSPHRASE: 'x' }).CONTRACT_SIGN_P12).toBe('/etc/seal.p12');
  });
});
