// The platform's signing certificate for contracts (电子签名法 §13: the signing key is the platform's
// alone). Production: a PKCS#12 from CONTRACT_SIGN_P12 (a path or the file base64-encoded) with
// CONTRACT_SIGN_PASSPHRASE; without them sealing is refused with a message naming the variables.
// Development and tests: a self-signed certificate made with node-forge on first use and kept in
// DATA_DIR/contract-seal (in memory for an in-memory database), so no key is ever in the repository.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import { parsePlatformEnv, type PlatformEnv } from '../../config';

/** What the document layer needs of the environment. */
export type ContractDocumentSettings = {
  production: boolean;
  dataDir: string;
  p12?: string;
  passphrase?: string;
  /** the site's address without a trailing slash: the QR code links `${publicUrl}/contract/verify?no=…` */
  publicUrl: string;
};

const DEVELOPMENT_URL = 'http://localhost:3000';

export const SIGNING_NOT_CONFIGURED =
  'CONTRACT_SIGN_P12 and CONTRACT_SIGN_PASSPHRASE are required in production: the platform seals contracts with its own certificate (see README, configuration)';
export const PUBLIC_URL_NOT_CONFIGURED = 'PUBLIC_URL is required in production: contract PDFs print a QR code of the verification page at this address';

export function documentSettingsOf(
  env: Pick<PlatformEnv, 'NODE_ENV' | 'DATA_DIR' | 'CONTRACT_SIGN_P12' | 'CONTRACT_SIGN_PASSPHRASE' | 'PUBLIC_URL'>,
): ContractDocumentSettings {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    dataDir: env.DATA_DIR,
    p12: env.CONTRACT_SIGN_P12,
    passphrase: env.CONTRACT_SIGN_PASSPHRASE,
    publicUrl: (env.PUBLIC_URL ?? (production ? '' : DEVELOPMENT_URL)).replace(/\/+$/, ''),
  };
}

let processSettings: ContractDocumentSettings | undefined;
/** The settings of this process's environment (the platform's, validated at start), read once. */
export function defaultDocumentSettings(): ContractDocumentSettings {
  processSettings ??= documentSettingsOf(parsePlatformEnv(process.env));
  return processSettings;
}

export type PlatformCertificate = {
  /** the PKCS#12 the signer reads, and its passphrase */
  p12: Buffer;
  passphrase: string;
  certificate: forge.pki.Certificate;
  /** SHA-256 (hex) of the certificate's DER: how a signature's certificate is recognised as the platform's */
  fingerprint: string;
  /** the subject's common name, shown as the signer */
  commonName: string;
};

export function certificateFingerprint(certificate: forge.pki.Certificate): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}

export function commonNameOf(certificate: forge.pki.Certificate): string {
  const field = certificate.subject.getField('CN') as { value?: string } | null;
  return field?.value ? forge.util.decodeUtf8(field.value) : '';
}

/** Reads a PKCS#12 (bytes and passphrase) into the certificate whose key it holds; a clear error when it cannot. */
export function readPkcs12(p12: Buffer, passphrase: string): PlatformCertificate {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  } catch (error) {
    throw new Error(`CONTRACT_SIGN_P12 cannot be read with CONTRACT_SIGN_PASSPHRASE: ${error instanceof Error ? error.message : String(error)}`);
  }
  const keys = parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? [];
  const plainKeys = parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? [];
  const key = [...keys, ...plainKeys].find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('CONTRACT_SIGN_P12 holds no RSA private key');
  // The certificate of that key (a PKCS#12 may carry its chain too).
  const certificates = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!certificate) throw new Error('CONTRACT_SIGN_P12 holds no certificate for its private key');
  return { p12, passphrase, certificate, fingerprint: certificateFingerprint(certificate), commonName: commonNameOf(certificate) };
}

/** CONTRACT_SIGN_P12 as given: a readable file's path, else the file base64-encoded. */
async function configuredPkcs12(value: string): Promise<Buffer> {
  if (existsSync(value)) return readFile(value);
  const bytes = Buffer.from(value.replace(/\s+/g, ''), 'base64');
  if (bytes.length < 100) throw new Error('CONTRACT_SIGN_P12 is neither a readable file nor a base64-encoded PKCS#12');
  return bytes;
}

// The self-signed certificate of development and tests. Its passphrase only keeps a copied file from
// being read as plain text; the key never signs anything outside this data directory's platform.
const DEVELOPMENT_PASSPHRASE = 'development-only';

/** A new self-signed certificate and key as a PKCS#12 (RSA 2048, SHA-256, valid 10 years). */
export function makeSelfSignedPkcs12(commonName: string, passphrase: string): Buffer {
  // Node makes the key (fast, native); forge writes the certificate and the PKCS#12.
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { shortName: 'CN', value: forge.util.encodeUtf8(commonName) },
    { shortName: 'O', value: 'Freight Platform (development)' },
    { shortName: 'C', value: 'CN' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

const DEVELOPMENT_NAME = '货运平台电子合同签章（开发测试用）';

async function developmentCertificate(dataDir: string): Promise<PlatformCertificate> {
  if (dataDir === 'memory://') return readPkcs12(makeSelfSignedPkcs12(DEVELOPMENT_NAME, DEVELOPMENT_PASSPHRASE), DEVELOPMENT_PASSPHRASE);
  const dir = path.join(dataDir, 'contract-seal');
  const file = path.join(dir, 'development-seal.p12');
  if (existsSync(file)) return readPkcs12(await readFile(file), DEVELOPMENT_PASSPHRASE);
  await mkdir(dir, { recursive: true });
  // Written whole under a name of its own, then linked into place: link() fails when another process
  // (a second server, a test preparing a sealed file) got there first, and then its certificate is
  // the one, read back; nobody ever reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, makeSelfSignedPkcs12(DEVELOPMENT_NAME, DEVELOPMENT_PASSPHRASE), { mode: 0o600 });
  try {
    await link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(partial);
  }
  return readPkcs12(await readFile(file), DEVELOPMENT_PASSPHRASE);
}

// One certificate per configuration and process: made or read once, then shared.
const loaded = new Map<string, Promise<PlatformCertificate>>();

/** The platform's certificate for these settings; refuses in production without CONTRACT_SIGN_*. */
export function platformCertificate(settings: ContractDocumentSettings = defaultDocumentSettings()): Promise<PlatformCertificate> {
  const key = settings.p12
    ? `p12:${createHash('sha256')
        .update(`${settings.p12}\0${settings.passphrase ?? ''}`)
        .digest('hex')}`
    : settings.production
      ? 'production'
      : `dev:${settings.dataDir}`;
  let found = loaded.get(key);
  if (!found) {
    found = (async () => {
      if (settings.p12) return readPkcs12(await configuredPkcs12(settings.p12), settings.passphrase ?? '');
      if (settings.production) throw new Error(SIGNING_NOT_CONFIGURED);
      return developmentCertificate(settings.dataDir);
    })();
    // A failure is not kept: the next call tries again (a file fixed, a variable set and restarted).
    found.catch(() => loaded.delete(key));
    loaded.set(key, found);
  }
  return found;
}
